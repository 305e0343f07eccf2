/**
 * Generation errors through the endpoint, for each kind of provider (Gemini, OpenAI Responses,
 * an OpenAI-compatible Chat Completions server — the real SDK clients against the local fake),
 * answered as JSON and as server-sent events: each cause gets its own code and message
 * (decision 744) — rate-limited with when to retry, timed out, unavailable, refused for safety,
 * wrong language after the retry, not configured — and nothing is counted.
 */
import { and, eq, ne } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { istDate } from "#contract/plans.ts";
import { generations } from "#server/db/schema/index.ts";
import { type FakeAnswer, startFakeAiServer } from "#test/fakes/ai-providers.ts";
import { buildUser, injectAs } from "#test/helpers/accounts.ts";
import { businessUserWithKey } from "#test/helpers/api.ts";
import { createTestApp, type TestApp } from "#test/helpers/app.ts";
import { buildJpeg } from "#test/helpers/images.ts";
import { uploadPhoto } from "#test/helpers/library.ts";
import {
  GENERATION_FAILED,
  NOT_CONFIGURED,
  rateLimitedMessage,
  SAFETY_FAILED,
  TIMED_OUT,
  UNAVAILABLE,
  wrongLanguageMessage,
} from "./failures.ts";

type As = Awaited<ReturnType<typeof injectAs>>;
type Mode = "json" | "sse";

const GOOD = {
  postHeading: "बारिश और चाय",
  caption: "बारिश की शाम और हाथ में गरम चाय — इससे अच्छा क्या हो सकता है? अपनी पसंदीदा चाय कमेंट में बताइए।",
  detailedDescription: "खिड़की के पास रखी चाय की प्याली और बाहर हल्की बारिश।",
  hashtags: ["chai", "monsoon", "IndianFood"],
  altText: "खिड़की के पास चाय की प्याली",
  engagementPrediction: 77,
  engagementReason: null,
};
const ENGLISH = { ...GOOD, postHeading: "Rain and tea", caption: "Rainy evening, hot tea.", altText: "A cup of tea" };

interface ServerEvent {
  event: string;
  data: Record<string, unknown>;
}

/** The events of a text/event-stream body, in order. */
function parseEvents(body: string): ServerEvent[] {
  return body
    .split("\n\n")
    .filter((block) => block.trim())
    .map((block) => {
      const event = /^event: (.+)$/m.exec(block)?.[1] ?? "message";
      const data = /^data: (.+)$/m.exec(block)?.[1] ?? "{}";
      return { event, data: JSON.parse(data) as Record<string, unknown> };
    });
}

/** A generation that failed, as the client sees it in either mode. */
function failure(res: { statusCode: number; headers: Record<string, unknown>; body: string }, mode: Mode) {
  if (mode === "json") {
    const body = JSON.parse(res.body) as { error: { code: string; message: string } } & Record<string, unknown>;
    return { status: res.statusCode, ...body };
  }
  expect(res.statusCode).toBe(200);
  expect(String(res.headers["content-type"])).toMatch(/^text\/event-stream/);
  const events = parseEvents(res.body);
  expect(events.map((e) => e.event)).not.toContain("result");
  const last = events.at(-1);
  expect(last?.event).toBe("error");
  const data = last?.data as { status: number; error: { code: string; message: string } } & Record<string, unknown>;
  return { ...data, status: data.status };
}

const PROVIDERS = [
  ["gemini", "gemini-test", "geminiBaseUrl"],
  ["openai", "gpt-test", "openaiBaseUrl"],
  ["openai-compatible", "llava", "openaiBaseUrl"],
] as const;

/** A case: what the fake answers, and the status, code, message and extra fields the client gets. */
type Case = [string, FakeAnswer[], number, string, string, Record<string, unknown>?];

const COMMON_CASES: Case[] = [
  [
    "a wrong-script answer twice",
    [
      { kind: "json", value: ENGLISH },
      { kind: "json", value: ENGLISH },
    ],
    502,
    "ai_wrong_language",
    wrongLanguageMessage("hindi", "native"),
  ],
  [
    "malformed JSON twice",
    [
      { kind: "text", text: "{oops" },
      { kind: "text", text: "not json" },
    ],
    502,
    "generation_failed",
    GENERATION_FAILED,
  ],
  [
    "HTTP 429 saying when to retry",
    [{ kind: "error", status: 429, retryAfterSeconds: 37 }],
    503,
    "ai_rate_limited",
    rateLimitedMessage(37),
    { retryAfterSeconds: 37 },
  ],
  [
    "HTTP 429 without a time",
    [{ kind: "error", status: 429 }],
    503,
    "ai_rate_limited",
    rateLimitedMessage(undefined),
    { retryAfterSeconds: null },
  ],
  ["HTTP 500", [{ kind: "error", status: 500 }], 502, "ai_unavailable", UNAVAILABLE],
  ["HTTP 401 (the key refused)", [{ kind: "error", status: 401 }], 503, "ai_not_configured", NOT_CONFIGURED],
  ["a timeout", [{ kind: "hang" }], 504, "ai_timeout", TIMED_OUT],
];

const SAFETY_CASES: Record<(typeof PROVIDERS)[number][0], [string, FakeAnswer[]][]> = {
  gemini: [
    ["a blocked prompt (no candidates, blockReason)", [{ kind: "safety", shape: "prompt" }]],
    ["a blocked candidate (finishReason SAFETY, empty)", [{ kind: "safety", shape: "candidate" }]],
    ["an answer that ends empty (finishReason OTHER)", [{ kind: "safety", shape: "stream" }]],
    ["an answer blocked with finishReason SAFETY after some text", [{ kind: "safety", shape: "stream-blocked" }]],
  ],
  openai: [
    ["an HTTP 400 content_policy_violation", [{ kind: "safety", shape: "candidate" }]],
    ["a structured-output refusal", [{ kind: "safety", shape: "refusal" }]],
  ],
  "openai-compatible": [
    ["an HTTP 400 content_policy_violation", [{ kind: "safety", shape: "candidate" }]],
    ["a structured-output refusal", [{ kind: "safety", shape: "refusal" }]],
  ],
};

let fake: Awaited<ReturnType<typeof startFakeAiServer>>;
beforeAll(async () => {
  fake = await startFakeAiServer();
});
afterAll(() => fake.close());

describe.each(PROVIDERS)("%s through the endpoint", (provider, model, baseUrl) => {
  let t: TestApp;
  let as: As;
  let userId: string;
  let photoIds: string[];

  beforeAll(async () => {
    t = await createTestApp({
      env: {
        AI_PROVIDER: provider,
        AI_MODEL: model,
        AI_API_KEY: "key",
        AI_BASE_URL: fake[baseUrl],
        AI_TIMEOUT_MS: "1000",
      },
    });
    const user = await buildUser(t, { subscriptionStatus: "pro" });
    userId = user.id;
    as = await injectAs(t, user);
    photoIds = [(await uploadPhoto(t, as, await buildJpeg({ width: 2000, height: 1500 }))).id];
  });
  afterAll(() => t.close());

  const generate = (mode: Mode) =>
    as({
      method: "POST",
      url: "/api/generate-caption",
      headers: mode === "sse" ? { accept: "text/event-stream" } : {},
      payload: { contentItemIds: photoIds, language: "hindi" },
    });
  const generationCount = async () =>
    (
      await t.deps.database.db
        .select()
        .from(generations)
        .where(and(eq(generations.userId, userId), ne(generations.status, "failed")))
    ).length;

  /** Failures are kept for the admin figures, with the engine that failed (decision 551). */
  const failedRows = () =>
    t.deps.database.db
      .select({ engine: generations.engine, caption: generations.caption })
      .from(generations)
      .where(and(eq(generations.userId, userId), eq(generations.status, "failed")));

  const cases: Case[] = [
    ...COMMON_CASES,
    ...SAFETY_CASES[provider].map(([name, answers]): Case => [name, answers, 422, "content_safety", SAFETY_FAILED]),
  ];

  describe.each(["json", "sse"] as const)("answered as %s", (mode) => {
    it.each(cases)(
      "turns %s into its own code and message, using no quota",
      async (_name, answers, status, code, message, extra = {}) => {
        const before = await generationCount();
        const failedBefore = (await failedRows()).length;
        const requestsBefore = fake.requests.length;
        fake.answer(...answers);
        const res = await generate(mode);
        const shown = failure(res, mode);
        expect(shown.status).toBe(status);
        expect(shown.error).toEqual({ code, message });
        expect(shown).toMatchObject(extra);
        if (mode === "json" && typeof extra.retryAfterSeconds === "number") {
          expect(res.headers["retry-after"]).toBe(String(extra.retryAfterSeconds));
        }
        expect(await generationCount()).toBe(before);
        const failed = await failedRows();
        expect(failed).toHaveLength(failedBefore + 1);
        expect(failed.every((row) => row.engine === provider && row.caption === null)).toBe(true);
        expect(fake.pending()).toBe(0);
        // Only "malformed" and wrong answers get the corrective retry; errors are not retried.
        expect(fake.requests.length - requestsBefore).toBe(answers.length);
        if (mode === "sse") {
          // A streamed request really streamed from the provider on its first attempt.
          const first = fake.requests[requestsBefore];
          expect(first?.path.endsWith(":streamGenerateContent") || first?.body.stream === true).toBe(true);
        }
      },
    );
  });

  it("still answers after all that: a good answer succeeds and is counted once", async () => {
    const before = await generationCount();
    fake.answer({ kind: "json", value: GOOD });
    const res = await generate("json");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ engine: provider, postHeading: GOOD.postHeading });
    expect(await generationCount()).toBe(before + 1);
  });
});

describe("the Business API: POST /api/v1/generate answers each cause with its code", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      env: {
        AI_PROVIDER: "gemini",
        AI_MODEL: "gemini-test",
        AI_API_KEY: "key",
        AI_BASE_URL: fake.geminiBaseUrl,
        AI_TIMEOUT_MS: "1000",
      },
    });
  });
  afterAll(() => t.close());

  it.each(["json", "sse"] as const)("as %s, with Retry-After for a rate limit", async (mode) => {
    const { user, api } = await businessUserWithKey(t);
    const as = await injectAs(t, user);
    const { id } = await uploadPhoto(t, as, await buildJpeg({ width: 1080, height: 1080 }));
    const send = () =>
      api({
        method: "POST",
        url: "/api/v1/generate",
        headers: mode === "sse" ? { accept: "text/event-stream" } : {},
        payload: { contentItemIds: [id], language: "hindi" },
      });
    const causes: [FakeAnswer[], number, string][] = [
      [[{ kind: "error", status: 429, retryAfterSeconds: 12 }], 503, "ai_rate_limited"],
      [[{ kind: "hang" }], 504, "ai_timeout"],
      [[{ kind: "error", status: 503 }], 502, "ai_unavailable"],
      [[{ kind: "safety", shape: "candidate" }], 422, "content_safety"],
      [
        [
          { kind: "json", value: ENGLISH },
          { kind: "json", value: ENGLISH },
        ],
        502,
        "ai_wrong_language",
      ],
      [[{ kind: "error", status: 403 }], 503, "ai_not_configured"],
    ];
    for (const [answers, status, code] of causes) {
      fake.answer(...answers);
      const res = await send();
      const shown = failure(res, mode);
      expect(shown.status).toBe(status);
      expect(shown.error.code).toBe(code);
      if (code === "ai_rate_limited") {
        expect(shown).toMatchObject({ retryAfterSeconds: 12 });
        if (mode === "json") expect(res.headers["retry-after"]).toBe("12");
      }
    }
    expect(fake.pending()).toBe(0);
  });
});

describe("server-sent events: errors that are not the model's", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const stream = (as: As, payload: Record<string, unknown>) =>
    as({ method: "POST", url: "/api/generate-caption", headers: { accept: "text/event-stream" }, payload });

  it("the quota: an error event with the upgrade message and the figures", async () => {
    const user = await buildUser(t);
    const as = await injectAs(t, user);
    const photo = (await uploadPhoto(t, as, await buildJpeg())).id;
    await t.deps.database.db.insert(generations).values(
      Array.from({ length: 5 }, () => ({
        userId: user.id,
        kind: "basic" as const,
        istDay: istDate(new Date()),
        language: "hindi",
        status: "succeeded" as const,
      })),
    );
    const shown = failure(await stream(as, { contentItemIds: [photo], language: "hindi" }), "sse");
    expect(shown).toMatchObject({
      status: 429,
      error: { code: "quota_exceeded", message: expect.stringMatching(/today's 5 free AI captions/) },
      upgradeRequired: true,
      limit: 5,
      used: 5,
    });
  });

  it("an unexpected failure: an internal_error event with a reference, and the reservation released", async () => {
    const user = await buildUser(t);
    const as = await injectAs(t, user);
    const photo = (await uploadPhoto(t, as, await buildJpeg())).id;
    const read = t.deps.storage.read;
    t.deps.storage.read = async () => {
      throw new Error("disk unplugged");
    };
    try {
      const res = await stream(as, { contentItemIds: [photo], language: "hindi" });
      const shown = failure(res, "sse");
      expect(shown.status).toBe(500);
      expect(shown.error.code).toBe("internal_error");
      expect(shown.error.message).toMatch(/Please try again\. \(Reference .+\)/);
      expect(shown.error.message).not.toContain("disk unplugged");
    } finally {
      t.deps.storage.read = read;
    }
    const rows = await t.deps.database.db.select().from(generations).where(eq(generations.userId, user.id));
    expect(rows).toEqual([]);
    expect(t.logs.some((l) => l.msg === "generation failed" && JSON.stringify(l).includes("disk unplugged"))).toBe(
      true,
    );
  });
});
