import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { testConfig } from "#server/config.ts";
import { startFakeAiServer } from "#test/fakes/ai-providers.ts";
import { type CaptionModel, createCaptionModel, ModelError } from "./index.ts";
import { retryAfterSeconds } from "./sdk-model.ts";

const schema = z.object({ postHeading: z.string(), caption: z.string(), hashtags: z.array(z.string()) });
const answer = {
  postHeading: "चाय और बारिश",
  caption: "बारिश की शाम, हाथ में गरम चाय ☕",
  hashtags: ["chai", "monsoon"],
};
const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4, 0xff, 0xd9]);

let fake: Awaited<ReturnType<typeof startFakeAiServer>>;
beforeAll(async () => {
  fake = await startFakeAiServer();
});
afterAll(() => fake.close());

const request = (timeoutMs = 5000) => ({
  instructions: "Write an Instagram post in Hindi, in Devanagari.",
  prompt: "Describe this photo.",
  images: [{ data: jpeg, mediaType: "image/jpeg" as const }],
  schema,
  schemaName: "instagram_post",
  timeoutMs,
});

const providers: [string, () => CaptionModel][] = [
  [
    "gemini",
    () =>
      createCaptionModel(
        testConfig({
          AI_PROVIDER: "gemini",
          AI_MODEL: "gemini-test",
          AI_API_KEY: "g-key",
          AI_BASE_URL: fake.geminiBaseUrl,
        }).ai,
      ) as CaptionModel,
  ],
  [
    "openai",
    () =>
      createCaptionModel(
        testConfig({
          AI_PROVIDER: "openai",
          AI_MODEL: "gpt-test",
          AI_API_KEY: "o-key",
          AI_BASE_URL: fake.openaiBaseUrl,
        }).ai,
      ) as CaptionModel,
  ],
  [
    "openai-compatible",
    () =>
      createCaptionModel(
        testConfig({ AI_PROVIDER: "openai-compatible", AI_MODEL: "llava", AI_BASE_URL: fake.openaiBaseUrl }).ai,
      ) as CaptionModel,
  ],
];

it("configuration: offline needs nothing; a cloud provider needs a model and a key", () => {
  expect(createCaptionModel(testConfig().ai)).toBeUndefined();
  expect(() => testConfig({ AI_PROVIDER: "gemini" })).toThrow(/AI_MODEL is required[\s\S]*AI_API_KEY is required/);
  expect(() => testConfig({ AI_PROVIDER: "openai-compatible", AI_MODEL: "x" })).toThrow(/AI_BASE_URL is required/);
});

describe.each(providers)("%s through the real SDK client", (name, make) => {
  it("returns the structured answer and sends the image, the schema and the key on the wire", async () => {
    fake.answer({ kind: "json", value: answer });
    const before = fake.requests.length;
    expect(await make().generate(request())).toEqual(answer);
    const sent = fake.requests[before];
    const wire = JSON.stringify(sent?.body);
    expect(wire).toContain(jpeg.toString("base64"));
    expect(wire).toContain("Write an Instagram post in Hindi");
    if (name === "gemini") {
      expect(sent?.headers["x-goog-api-key"]).toBe("g-key");
      expect(sent?.body.generationConfig).toMatchObject({ responseMimeType: "application/json" });
    } else if (name === "openai") {
      expect(sent?.protocol).toBe("openai-responses");
      expect(sent?.headers.authorization).toBe("Bearer o-key");
      expect(wire).toContain('"json_schema"');
    } else {
      expect(sent?.protocol).toBe("openai-chat");
      expect(wire).toContain('"json_schema"');
    }
  });

  it.each([
    [429, "rate_limited"],
    [503, "unavailable"],
  ] as const)("maps HTTP %i to %s", async (status, kind) => {
    fake.answer({ kind: "error", status });
    await expect(make().generate(request())).rejects.toMatchObject({ name: "ModelError", kind });
  });

  it("passes on when a rate-limited provider says to retry (Gemini's RetryInfo, OpenAI's Retry-After)", async () => {
    fake.answer({ kind: "error", status: 429, retryAfterSeconds: 42 });
    await expect(make().generate(request())).rejects.toMatchObject({ kind: "rate_limited", retryAfterSeconds: 42 });
    fake.answer({ kind: "error", status: 429 });
    const error = (await make()
      .generate(request())
      .catch((e: unknown) => e)) as ModelError;
    expect(error.kind).toBe("rate_limited");
    expect(error.retryAfterSeconds).toBeUndefined();
  });

  it.each([401, 403, 404])("maps HTTP %i (key or model refused) to not_configured", async (status) => {
    fake.answer({ kind: "error", status });
    await expect(make().generate(request())).rejects.toMatchObject({ kind: "not_configured" });
  });

  it("maps a malformed answer to malformed", async () => {
    fake.answer({ kind: "text", text: '{"postHeading": "half an obj' });
    await expect(make().generate(request())).rejects.toMatchObject({ kind: "malformed" });
  });

  it("gives up after the timeout", async () => {
    fake.answer({ kind: "hang" });
    const started = Date.now();
    await expect(make().generate(request(400))).rejects.toMatchObject({ kind: "timeout" });
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it("streams partial objects: the first arrives within 200 ms of the first chunk", async () => {
    fake.answer({ kind: "stream", value: answer, chunks: 20, intervalMs: 100 });
    const before = fake.requests.length;
    const partials: { at: number; value: unknown }[] = [];
    const final = await make().stream(request(), (partial) => partials.push({ at: performance.now(), value: partial }));
    expect(final).toEqual(answer);
    expect(partials.length).toBeGreaterThan(3);
    // Measured from the moment the fake wrote its first chunk (same process, same clock), so
    // the time to set up the request on a busy machine is not counted.
    const firstChunkAt = fake.requests[before]?.firstChunkAt;
    expect(firstChunkAt).toBeDefined();
    const sinceFirstChunk = (at: number | undefined) => (at ?? Number.NaN) - (firstChunkAt ?? Number.NaN);
    expect(sinceFirstChunk(partials[0]?.at)).toBeLessThan(200);
    // The answer really was spread over the stream (about 2 s), not sent at the end.
    expect(sinceFirstChunk(partials.at(-1)?.at)).toBeGreaterThan(1500);
  });
});

describe("Gemini safety blocks (the three shapes of third-party-protocols.md)", () => {
  const gemini = () => providers[0]?.[1]() as CaptionModel;
  it.each(["prompt", "candidate"] as const)("a %s block becomes a safety error, whole or streamed", async (shape) => {
    fake.answer({ kind: "safety", shape });
    const error = await gemini()
      .generate(request())
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ModelError);
    expect((error as ModelError).kind).toBe("safety");
    fake.answer({ kind: "safety", shape });
    await expect(gemini().stream(request(), () => {})).rejects.toMatchObject({ kind: "safety" });
  });

  it("a stream that ends with no text (finish reason other) becomes a safety error", async () => {
    fake.answer({ kind: "safety", shape: "stream" });
    await expect(gemini().stream(request(), () => {})).rejects.toMatchObject({ kind: "safety" });
    // The same answer not streamed: no text, finish reason other.
    fake.answer({ kind: "safety", shape: "stream" });
    await expect(gemini().generate(request())).rejects.toMatchObject({ kind: "safety" });
  });

  it("a stream blocked with finish reason SAFETY after some text becomes a safety error", async () => {
    fake.answer({ kind: "safety", shape: "stream-blocked" });
    const partials: unknown[] = [];
    await expect(gemini().stream(request(), (p) => partials.push(p))).rejects.toMatchObject({ kind: "safety" });
    fake.answer({ kind: "safety", shape: "stream-blocked" });
    await expect(gemini().generate(request())).rejects.toMatchObject({ kind: "safety" });
  });
});

describe.each(providers.slice(1))("%s content-policy refusals", (_name, make) => {
  it("an HTTP 400 content_policy_violation becomes a safety error", async () => {
    fake.answer({ kind: "safety", shape: "candidate" });
    await expect(make().generate(request())).rejects.toMatchObject({ kind: "safety" });
    fake.answer({ kind: "safety", shape: "candidate" });
    await expect(make().stream(request(), () => {})).rejects.toMatchObject({ kind: "safety" });
  });

  it("a structured-output refusal becomes a safety error, whole or streamed", async () => {
    fake.answer({ kind: "safety", shape: "refusal" });
    await expect(make().generate(request())).rejects.toMatchObject({ kind: "safety" });
    fake.answer({ kind: "safety", shape: "refusal" });
    await expect(make().stream(request(), () => {})).rejects.toMatchObject({ kind: "safety" });
  });
});

describe("retryAfterSeconds", () => {
  const now = Date.parse("2026-11-27T10:00:00Z");
  it("reads Retry-After in seconds or as a date, retry-after-ms, and Gemini's retryDelay", () => {
    expect(retryAfterSeconds({ "Retry-After": "20" }, undefined, now)).toBe(20);
    expect(retryAfterSeconds({ "retry-after": "Fri, 27 Nov 2026 10:01:30 GMT" }, undefined, now)).toBe(90);
    expect(retryAfterSeconds({ "retry-after-ms": "1500", "retry-after": "9" }, undefined, now)).toBe(2);
    const gemini = JSON.stringify({
      error: {
        code: 429,
        status: "RESOURCE_EXHAUSTED",
        details: [{ "@type": "type.googleapis.com/google.rpc.RetryInfo", retryDelay: "37s" }],
      },
    });
    expect(retryAfterSeconds({}, gemini, now)).toBe(37);
  });

  it("gives nothing when the provider said nothing usable, and caps a very long wait at an hour", () => {
    expect(retryAfterSeconds({}, '{"error":{"code":429}}', now)).toBeUndefined();
    expect(retryAfterSeconds({ "retry-after": "soon" }, undefined, now)).toBeUndefined();
    expect(retryAfterSeconds({ "retry-after": "86400" }, undefined, now)).toBe(3600);
  });
});
