import type {
  GenerateAdvancedRequest,
  GenerateCaptionRequest,
  GeneratedResult,
  GenerateResponse,
} from "#contract/captions.ts";
import { translateNow } from "#web/i18n/i18n.tsx";
import { ApiRequestError, apiRequest } from "#web/lib/api.ts";

export interface ServerEvent {
  event: string;
  data: string;
}

/**
 * Splits a server-sent-event byte stream (already decoded) into complete events; returns the
 * events and the unfinished rest to prepend to the next chunk.
 */
export function parseEvents(buffered: string): { events: ServerEvent[]; rest: string } {
  const events: ServerEvent[] = [];
  const normalised = buffered.replace(/\r\n/g, "\n");
  const blocks = normalised.split("\n\n");
  const rest = blocks.pop() ?? "";
  for (const block of blocks) {
    let event = "message";
    const data: string[] = [];
    for (const line of block.split("\n")) {
      if (line.startsWith("event:")) event = line.slice(6).trim();
      else if (line.startsWith("data:")) data.push(line.slice(5).replace(/^ /, ""));
    }
    if (data.length > 0) events.push({ event, data: data.join("\n") });
  }
  return { events, rest };
}

/** A failed generation with the server's status and message (the `error` event or a non-OK answer). */
export class GenerationError extends Error {
  readonly status: number;
  readonly code: string | undefined;
  constructor(status: number, message: string, code?: string) {
    super(message);
    this.name = "GenerationError";
    this.status = status;
    this.code = code;
  }
}

export type PartialResult = Partial<GeneratedResult>;

/** Generate (the field as `contentField`) or Advanced (the field as `brandField`). */
export type GenerationCall =
  | { path: "/api/generate-caption"; body: GenerateCaptionRequest }
  | { path: "/api/generate-advanced-content"; body: GenerateAdvancedRequest };

/** Sends the generation asking for a stream; a non-OK answer becomes a GenerationError. */
async function send(call: GenerationCall, signal: AbortSignal | undefined): Promise<Response> {
  const options = { accept: "text/event-stream", signal };
  try {
    return call.path === "/api/generate-caption"
      ? await apiRequest("POST", call.path, call.body, options)
      : await apiRequest("POST", call.path, call.body, options);
  } catch (error) {
    if (error instanceof ApiRequestError) throw new GenerationError(error.status, error.serverMessage ?? error.message);
    throw error;
  }
}

/**
 * Runs a generation with `Accept: text/event-stream`: calls `onPartial` with each partial
 * result while the model writes and resolves with the final answer.
 */
export async function streamGeneration(
  call: GenerationCall,
  onPartial: (partial: PartialResult) => void,
  signal?: AbortSignal,
): Promise<GenerateResponse> {
  const res = await send(call, signal);
  // Should a proxy strip the stream, the same endpoint's JSON answer is still complete.
  if (!String(res.headers.get("content-type")).includes("text/event-stream") || !res.body) {
    return (await res.json()) as GenerateResponse;
  }
  const reader = res.body.getReader();
  const decoder = new TextDecoder();
  let buffered = "";
  for (;;) {
    const { value, done } = await reader.read();
    buffered += decoder.decode(value, { stream: !done });
    const { events, rest } = parseEvents(done ? `${buffered}\n\n` : buffered);
    buffered = rest;
    for (const { event, data } of events) {
      const parsed = JSON.parse(data) as Record<string, unknown>;
      if (event === "partial") onPartial(parsed as PartialResult);
      else if (event === "result") return parsed as unknown as GenerateResponse;
      else if (event === "error") {
        const failure = parsed as { error?: { code?: string; message?: string }; status?: number };
        throw new GenerationError(
          failure.status ?? 500,
          failure.error?.message ?? translateNow("create.toast.generationFailedText"),
          failure.error?.code,
        );
      }
    }
    if (done) break;
  }
  throw new GenerationError(502, translateNow("create.toast.endedEarly"));
}
