import type { FastifyReply, FastifyRequest } from "fastify";
import { AppError, messageIn } from "./errors.ts";
import { translate } from "./i18n.ts";
import { replyLanguage } from "./plugins/errors.ts";

/** True when the client asks for server-sent events. */
export const wantsEventStream = (request: FastifyRequest) =>
  String(request.headers.accept ?? "").includes("text/event-stream");

/**
 * Answers work that can report progress as JSON, or — when the client asks for
 * text/event-stream — as server-sent events: `partial` objects while it runs, then `result`
 * or `error` (the one error shape plus its `status`). Used by the app's generation routes and
 * by /api/v1/generate.
 */
export async function respondWithEvents<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  run: (onPartial?: (partial: Record<string, unknown>) => void) => Promise<T>,
): Promise<T | undefined> {
  if (!wantsEventStream(request)) return run();
  reply.hijack();
  const raw = reply.raw;
  raw.writeHead(200, {
    ...(reply.getHeaders() as Record<string, string>),
    "content-type": "text/event-stream; charset=utf-8",
    "cache-control": "no-store",
    "x-accel-buffering": "no",
  });
  const send = (event: string, data: unknown) => raw.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
  try {
    const result = await run((partial) => send("partial", partial));
    send("result", result);
  } catch (error) {
    if (error instanceof AppError) {
      if (error.cause) request.log.warn({ err: error.cause, code: error.code }, "generation failed");
      // Worded as the one error handler words it (decision 776).
      const message = messageIn(replyLanguage(request), error);
      send("error", { ...error.details, error: { code: error.code, message }, status: error.status });
    } else {
      request.log.error({ err: error }, "generation failed");
      send("error", {
        error: {
          code: "internal_error",
          message: translate(replyLanguage(request), { key: "errors.internal", values: { reference: request.id } }),
        },
        status: 500,
      });
    }
  }
  raw.end();
  return undefined;
}
