import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * What the fake answers to the next model call. `json` is the structured result; `text` is
 * raw model text (e.g. malformed JSON); `stream` splits the answer into chunks sent over time.
 *
 * Safety blocks (design/third-party-protocols.md):
 * - Gemini `prompt`: HTTP 200, no candidates, `promptFeedback.blockReason`;
 * - Gemini `candidate`: finishReason SAFETY with empty content;
 * - Gemini `stream`: the answer ends with no text and finishReason OTHER (in a stream, or as
 *   one JSON answer when not streamed);
 * - Gemini `stream-blocked`: some text, then finishReason SAFETY (mid-stream when streamed);
 * - OpenAI `refusal`: a structured-output refusal (Responses `refusal` content part and
 *   `response.refusal.delta` events; Chat Completions `message.refusal` / `delta.refusal`);
 * - OpenAI, any other shape: HTTP 400 with code `content_policy_violation`.
 */
export type FakeAnswer =
  | { kind: "json"; value: unknown; delayMs?: number }
  | { kind: "text"; text: string; delayMs?: number }
  | { kind: "stream"; value: unknown; chunks: number; intervalMs: number }
  /**
   * An HTTP error. With `retryAfterSeconds` a 429 says when to retry as each provider does:
   * Gemini in the body (google.rpc.RetryInfo `retryDelay`), OpenAI in the Retry-After header.
   */
  | { kind: "error"; status: number; message?: string; retryAfterSeconds?: number }
  | { kind: "hang" }
  | { kind: "safety"; shape: "prompt" | "candidate" | "stream" | "stream-blocked" | "refusal" };

const REFUSAL = "I'm sorry, but I can't help with that request.";

export interface RecordedRequest {
  protocol: "gemini" | "openai-responses" | "openai-chat";
  /** performance.now() when the first chunk of a streamed answer was written. */
  firstChunkAt?: number;
  path: string;
  headers: IncomingMessage["headers"];
  body: Record<string, unknown>;
  bodyBytes: number;
  /** performance.now() when the caller closed the connection before the answer was complete. */
  abandonedAt?: number;
}

const send = (res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) => {
  res.writeHead(status, { "content-type": "application/json", ...headers });
  res.end(JSON.stringify(body));
};

/** Google's status names for the HTTP statuses the fake answers. */
const GOOGLE_STATUS: Record<number, string> = {
  400: "INVALID_ARGUMENT",
  401: "UNAUTHENTICATED",
  403: "PERMISSION_DENIED",
  404: "NOT_FOUND",
  429: "RESOURCE_EXHAUSTED",
};

/** An OpenAI error answer (Responses and Chat Completions share it). */
function openaiError(res: ServerResponse, answer: Extract<FakeAnswer, { kind: "error" }>) {
  const type =
    answer.status === 429 ? "rate_limit_exceeded" : answer.status === 401 ? "invalid_request_error" : "server_error";
  return send(
    res,
    answer.status,
    {
      error: {
        message: answer.message ?? "error",
        type,
        code: answer.status === 401 ? "invalid_api_key" : null,
      },
    },
    answer.retryAfterSeconds !== undefined ? { "retry-after": String(answer.retryAfterSeconds) } : {},
  );
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function splitText(text: string, parts: number): string[] {
  const size = Math.ceil(text.length / parts);
  return Array.from({ length: parts }, (_, i) => text.slice(i * size, (i + 1) * size)).filter(Boolean);
}

/**
 * A local server speaking the wire protocols of Google Gemini (generateContent and
 * streamGenerateContent with SSE), OpenAI Responses and Chat Completions (JSON and SSE), as
 * described in design/third-party-protocols.md. Each test scripts the answers in order.
 */
export async function startFakeAiServer() {
  const queue: FakeAnswer[] = [];
  const requests: RecordedRequest[] = [];
  const sockets = new Set<import("node:net").Socket>();

  const next = (): FakeAnswer => queue.shift() ?? { kind: "error", status: 500, message: "fake: no answer scripted" };

  async function gemini(res: ServerResponse, stream: boolean) {
    const answer = next();
    if (answer.kind === "hang") return;
    if (answer.kind === "error") {
      const status = answer.status >= 500 ? "UNAVAILABLE" : (GOOGLE_STATUS[answer.status] ?? "INVALID_ARGUMENT");
      const details =
        answer.retryAfterSeconds !== undefined
          ? [{ "@type": "type.googleapis.com/google.rpc.RetryInfo", retryDelay: `${answer.retryAfterSeconds}s` }]
          : undefined;
      return send(res, answer.status, {
        error: { code: answer.status, message: answer.message ?? status, status, ...(details ? { details } : {}) },
      });
    }
    const usage = { promptTokenCount: 100, candidatesTokenCount: 50, totalTokenCount: 150 };
    if (answer.kind === "safety") {
      if (answer.shape === "prompt") {
        const body = { promptFeedback: { blockReason: "SAFETY" }, usageMetadata: usage };
        if (!stream) return send(res, 200, body);
        res.writeHead(200, { "content-type": "text/event-stream" });
        res.end(`data: ${JSON.stringify(body)}\r\n\r\n`);
        return;
      }
      if (answer.shape === "refusal") {
        return send(res, 500, {
          error: { code: 500, message: "fake: refusal is an OpenAI shape", status: "INTERNAL" },
        });
      }
      const empty = (finishReason: string) => ({
        candidates: [{ content: { role: "model", parts: [] }, finishReason, safetyRatings: [] }],
        usageMetadata: usage,
      });
      if (answer.shape === "candidate" || answer.shape === "stream") {
        const body = empty(answer.shape === "candidate" ? "SAFETY" : "OTHER");
        if (!stream) return send(res, 200, body);
        res.writeHead(200, { "content-type": "text/event-stream" });
        res.end(`data: ${JSON.stringify(body)}\r\n\r\n`);
        return;
      }
      // stream-blocked: the model starts writing, then the candidate is blocked.
      const started = '{"postHeading": "बारिश और चाय", "caption": "बारिश की शाम';
      const blockedAfterText = (partText: string) => ({
        candidates: [
          {
            content: { role: "model", parts: partText ? [{ text: partText }] : [] },
            finishReason: "SAFETY",
            safetyRatings: [{ category: "HARM_CATEGORY_DANGEROUS_CONTENT", probability: "HIGH", blocked: true }],
          },
        ],
        usageMetadata: usage,
      });
      if (!stream) return send(res, 200, blockedAfterText(started));
      res.writeHead(200, { "content-type": "text/event-stream" });
      const record = requests.at(-1);
      if (record) record.firstChunkAt = performance.now();
      for (const part of splitText(started, 3)) {
        res.write(
          `data: ${JSON.stringify({ candidates: [{ content: { role: "model", parts: [{ text: part }] }, safetyRatings: [] }], usageMetadata: usage })}\r\n\r\n`,
        );
        await sleep(20);
      }
      res.end(`data: ${JSON.stringify(blockedAfterText(""))}\r\n\r\n`);
      return;
    }
    const text = answer.kind === "text" ? answer.text : JSON.stringify(answer.value);
    if (answer.kind !== "stream" && answer.delayMs) await sleep(answer.delayMs);
    const candidate = (partText: string, finish?: string) => ({
      candidates: [
        {
          content: { role: "model", parts: [{ text: partText }] },
          ...(finish ? { finishReason: finish } : {}),
          safetyRatings: [],
        },
      ],
      usageMetadata: usage,
    });
    if (!stream) return send(res, 200, candidate(text, "STOP"));
    res.writeHead(200, { "content-type": "text/event-stream" });
    const parts = answer.kind === "stream" ? splitText(text, answer.chunks) : [text];
    const record = requests.at(-1);
    for (const [i, part] of parts.entries()) {
      if (i > 0 && answer.kind === "stream") await sleep(answer.intervalMs);
      if (i === 0 && record) record.firstChunkAt = performance.now();
      res.write(`data: ${JSON.stringify(candidate(part, i === parts.length - 1 ? "STOP" : undefined))}\r\n\r\n`);
    }
    res.end();
  }

  /** A structured-output refusal on the Responses API, whole or as refusal events. */
  function openaiRefusal(res: ServerResponse, stream: boolean, created: number, usage: Record<string, number>) {
    const message = {
      type: "message",
      id: "msg_fake",
      status: "completed",
      role: "assistant",
      content: [{ type: "refusal", refusal: REFUSAL }],
    };
    if (!stream) {
      return send(res, 200, {
        id: "resp_fake",
        object: "response",
        created_at: created,
        status: "completed",
        model: "fake-model",
        output: [message],
        usage,
      });
    }
    res.writeHead(200, { "content-type": "text/event-stream" });
    let sequence = 0;
    const event = (body: Record<string, unknown>) =>
      res.write(`event: ${body.type}\ndata: ${JSON.stringify({ ...body, sequence_number: sequence++ })}\n\n`);
    event({ type: "response.created", response: { id: "resp_fake", created_at: created, model: "fake-model" } });
    event({ type: "response.output_item.added", output_index: 0, item: { type: "message", id: "msg_fake" } });
    event({ type: "response.refusal.delta", item_id: "msg_fake", output_index: 0, content_index: 0, delta: REFUSAL });
    event({ type: "response.refusal.done", item_id: "msg_fake", output_index: 0, content_index: 0, refusal: REFUSAL });
    event({ type: "response.output_item.done", output_index: 0, item: message });
    event({
      type: "response.completed",
      response: { id: "resp_fake", created_at: created, model: "fake-model", status: "completed", usage },
    });
    res.end();
  }

  async function openaiResponses(res: ServerResponse, stream: boolean) {
    const answer = next();
    if (answer.kind === "hang") return;
    if (answer.kind === "error") return openaiError(res, answer);
    if (answer.kind === "safety" && answer.shape !== "refusal")
      return send(res, 400, {
        error: {
          message: "Your request was rejected as a result of our safety system.",
          type: "invalid_request_error",
          code: "content_policy_violation",
        },
      });
    const created = Math.floor(Date.now() / 1000);
    const usage = { input_tokens: 100, output_tokens: 50, total_tokens: 150 };
    if (answer.kind === "safety") return openaiRefusal(res, stream, created, usage);
    const text = answer.kind === "text" ? answer.text : JSON.stringify(answer.value);
    if (answer.kind !== "stream" && answer.delayMs) await sleep(answer.delayMs);
    if (!stream) {
      return send(res, 200, {
        id: "resp_fake",
        object: "response",
        created_at: created,
        status: "completed",
        model: "fake-model",
        output: [
          {
            type: "message",
            id: "msg_fake",
            status: "completed",
            role: "assistant",
            content: [{ type: "output_text", text, annotations: [] }],
          },
        ],
        usage,
      });
    }
    res.writeHead(200, { "content-type": "text/event-stream" });
    const event = (body: Record<string, unknown>) =>
      res.write(`event: ${body.type}\ndata: ${JSON.stringify(body)}\n\n`);
    let sequence = 0;
    event({
      type: "response.created",
      sequence_number: sequence++,
      response: { id: "resp_fake", created_at: created, model: "fake-model" },
    });
    event({
      type: "response.output_item.added",
      sequence_number: sequence++,
      output_index: 0,
      item: { type: "message", id: "msg_fake" },
    });
    const parts = answer.kind === "stream" ? splitText(text, answer.chunks) : [text];
    const record = requests.at(-1);
    for (const [i, part] of parts.entries()) {
      if (i > 0 && answer.kind === "stream") await sleep(answer.intervalMs);
      if (i === 0 && record) record.firstChunkAt = performance.now();
      event({
        type: "response.output_text.delta",
        sequence_number: sequence++,
        item_id: "msg_fake",
        output_index: 0,
        content_index: 0,
        delta: part,
      });
    }
    event({
      type: "response.output_item.done",
      sequence_number: sequence++,
      output_index: 0,
      item: {
        type: "message",
        id: "msg_fake",
        status: "completed",
        role: "assistant",
        content: [{ type: "output_text", text, annotations: [] }],
      },
    });
    event({
      type: "response.completed",
      sequence_number: sequence++,
      response: { id: "resp_fake", created_at: created, model: "fake-model", status: "completed", usage },
    });
    res.end();
  }

  async function openaiChat(res: ServerResponse, stream: boolean) {
    const answer = next();
    if (answer.kind === "hang") return;
    if (answer.kind === "error") return openaiError(res, answer);
    const created = Math.floor(Date.now() / 1000);
    if (answer.kind === "safety" && answer.shape === "refusal") {
      const usage = { prompt_tokens: 100, completion_tokens: 10, total_tokens: 110 };
      if (!stream) {
        return send(res, 200, {
          id: "chatcmpl-fake",
          object: "chat.completion",
          created,
          model: "fake-model",
          choices: [
            { index: 0, message: { role: "assistant", content: null, refusal: REFUSAL }, finish_reason: "stop" },
          ],
          usage,
        });
      }
      res.writeHead(200, { "content-type": "text/event-stream" });
      const chunk = (delta: Record<string, unknown>, finish: string | null, extra = {}) =>
        res.write(
          `data: ${JSON.stringify({ id: "chatcmpl-fake", object: "chat.completion.chunk", created, model: "fake-model", choices: [{ index: 0, delta, finish_reason: finish }], ...extra })}\n\n`,
        );
      chunk({ role: "assistant", content: null, refusal: REFUSAL }, null);
      chunk({}, "stop", { usage });
      res.end("data: [DONE]\n\n");
      return;
    }
    if (answer.kind === "safety")
      return send(res, 400, {
        error: {
          message: "Your request was rejected as a result of our safety system.",
          type: "invalid_request_error",
          code: "content_policy_violation",
        },
      });
    const text = answer.kind === "text" ? answer.text : JSON.stringify(answer.value);
    if (answer.kind !== "stream" && answer.delayMs) await sleep(answer.delayMs);
    if (!stream) {
      return send(res, 200, {
        id: "chatcmpl-fake",
        object: "chat.completion",
        created,
        model: "fake-model",
        choices: [{ index: 0, message: { role: "assistant", content: text }, finish_reason: "stop" }],
        usage: { prompt_tokens: 100, completion_tokens: 50, total_tokens: 150 },
      });
    }
    res.writeHead(200, { "content-type": "text/event-stream" });
    const parts = answer.kind === "stream" ? splitText(text, answer.chunks) : [text];
    const record = requests.at(-1);
    for (const [i, part] of parts.entries()) {
      if (i > 0 && answer.kind === "stream") await sleep(answer.intervalMs);
      if (i === 0 && record) record.firstChunkAt = performance.now();
      res.write(
        `data: ${JSON.stringify({ id: "chatcmpl-fake", object: "chat.completion.chunk", created, model: "fake-model", choices: [{ index: 0, delta: i === 0 ? { role: "assistant", content: part } : { content: part }, finish_reason: null }] })}\n\n`,
      );
    }
    res.write(
      `data: ${JSON.stringify({ id: "chatcmpl-fake", object: "chat.completion.chunk", created, model: "fake-model", choices: [{ index: 0, delta: {}, finish_reason: "stop" }], usage: { prompt_tokens: 100, completion_tokens: 50, total_tokens: 150 } })}\n\n`,
    );
    res.end("data: [DONE]\n\n");
  }

  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks);
    let body: Record<string, unknown> = {};
    try {
      body = raw.length ? (JSON.parse(raw.toString("utf8")) as Record<string, unknown>) : {};
    } catch {
      return send(res, 400, { error: { message: "invalid JSON" } });
    }
    const url = new URL(req.url ?? "/", "http://localhost");
    const recordedBefore = requests.length;
    res.on("close", () => {
      const record = requests[recordedBefore];
      if (record && !res.writableFinished) record.abandonedAt = performance.now();
    });
    const geminiMatch = /\/models\/([^/:]+):(generateContent|streamGenerateContent)$/.exec(url.pathname);
    if (geminiMatch) {
      requests.push({ protocol: "gemini", path: url.pathname, headers: req.headers, body, bodyBytes: raw.length });
      return gemini(res, geminiMatch[2] === "streamGenerateContent");
    }
    if (url.pathname.endsWith("/responses")) {
      requests.push({
        protocol: "openai-responses",
        path: url.pathname,
        headers: req.headers,
        body,
        bodyBytes: raw.length,
      });
      return openaiResponses(res, body.stream === true);
    }
    if (url.pathname.endsWith("/chat/completions")) {
      requests.push({ protocol: "openai-chat", path: url.pathname, headers: req.headers, body, bodyBytes: raw.length });
      return openaiChat(res, body.stream === true);
    }
    return send(res, 404, { error: { message: `fake: unknown path ${url.pathname}` } });
  });
  server.on("connection", (socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    /** Base URLs as each provider's configuration expects them. */
    geminiBaseUrl: `${base}/v1beta`,
    openaiBaseUrl: `${base}/v1`,
    requests,
    answer(...answers: FakeAnswer[]) {
      queue.push(...answers);
    },
    pending: () => queue.length,
    close() {
      for (const socket of sockets) socket.destroy();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** The app's settings for a Gemini model served by this fake (`startFakeAiServer`). */
export function geminiEnv(fake: { geminiBaseUrl: string }, timeoutMs: number): Record<string, string> {
  return {
    AI_PROVIDER: "gemini",
    AI_MODEL: "gemini-test",
    AI_API_KEY: "key",
    AI_BASE_URL: fake.geminiBaseUrl,
    AI_TIMEOUT_MS: String(timeoutMs),
  };
}
