// postgres: the demo's per-address and concurrency limits are counted in the database
import { randomBytes } from "node:crypto";
import { readdir } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_MAX_IMAGE_BYTES } from "#contract/demo.ts";
import type { CaptionModel } from "#server/adapters/ai/index.ts";
import { buildApp } from "#server/app.ts";
import { testConfig } from "#server/config.ts";
import { contentItems, generations, rateLimitCounters } from "#server/db/schema/index.ts";
import type { Deps } from "#server/deps.ts";
import { translate } from "#server/i18n.ts";
import { startFakeAiServer } from "#test/fakes/ai-providers.ts";
import { createTestApp, recordedDepsFor, type TestApp } from "#test/helpers/app.ts";
import { onPostgres } from "#test/helpers/db.ts";
import { buildCompletePng, buildJpeg } from "#test/helpers/images.ts";
import { findTracesInDirectory, findTracesInText, listFiles, type Trace, tracesOf } from "#test/helpers/traces.ts";
import { UNAVAILABLE } from "../captions/failures.ts";
import { checkLanguage } from "../captions/script-check.ts";
import { DEMO_ATTEMPT_RULE, DEMO_DAILY_BUDGET_MESSAGE, DEMO_PER_IP_MESSAGE } from "./demo.service.ts";

let images: Server;
let imagePort: number;
let photo: Buffer;
let t: TestApp;

const MODEL_ANSWER = {
  postHeading: "Hello",
  caption: "A sunny day.",
  detailedDescription: "d",
  hashtags: ["sun"],
  altText: "sun",
  engagementPrediction: 50,
  engagementReason: null,
};

beforeAll(async () => {
  photo = await buildJpeg({ width: 900, height: 700 });
  const mp4 = Buffer.concat([
    Buffer.from([0, 0, 0, 0x20]),
    Buffer.from("ftypisom"),
    Buffer.from([0, 0, 2, 0]),
    Buffer.from("isomiso2avc1mp41"),
    Buffer.alloc(64),
  ]);
  images = createServer((req, res) => {
    switch (req.url) {
      case "/photo.jpg":
        return res.writeHead(200, { "content-type": "image/jpeg" }).end(photo);
      case "/not-a-photo.jpg":
        return res.writeHead(200, { "content-type": "image/jpeg" }).end("<html><body>not a photo</body></html>");
      case "/video.jpg":
        return res.writeHead(200, { "content-type": "image/jpeg" }).end(mp4);
      default:
        return res.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => images.listen(0, "127.0.0.1", resolve));
  imagePort = (images.address() as AddressInfo).port;
  t = await createTestApp({ env: { DEMO_URL_TEST_ALLOW: `127.0.0.1:${imagePort}`, DEMO_DAILY_LIMIT_PER_IP: "3" } });
});

afterAll(async () => {
  await t.close();
  images.closeAllConnections();
  await new Promise((r) => images.close(r));
});

let ipCounter = 10;
const freshIp = () => `203.0.113.${ipCounter++}`;
const dataUrl = (bytes: Buffer, type = "jpeg") => `data:image/${type};base64,${bytes.toString("base64")}`;
const post = (app: FastifyInstance, payload: unknown, ip = freshIp(), headers: Record<string, string> = {}) =>
  app.inject({
    method: "POST",
    url: "/api/demo-generate-caption",
    payload: payload as object,
    remoteAddress: ip,
    headers,
  });
const demo = (payload: unknown, ip = freshIp()) => post(t.app, payload, ip);

/** No photo object, no content or generation row, and none of the given bytes in the logs. */
async function expectNothingKept(app: TestApp, traces: Trace[]) {
  expect(await listFiles(path.join(app.deps.config.dataDir, "objects"))).toEqual([]);
  expect(await app.deps.database.db.select().from(contentItems)).toEqual([]);
  expect(await app.deps.database.db.select().from(generations)).toEqual([]);
  expect(findTracesInText(JSON.stringify(app.logs), traces)).toEqual([]);
}

describe("demo caption", () => {
  it.skipIf(onPostgres)("writes a Hindi heading and caption from an uploaded photo, storing nothing", async () => {
    const res = await demo({ language: "hindi", base64Image: dataUrl(photo) });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(["askForNote", "caption", "engine", "postHeading"]);
    expect(checkLanguage(body.caption, "hindi", { script: "native" })).toEqual({ ok: true });
    expect(body.engine).toBe("offline");
    await expectNothingKept(t, tracesOf(photo));
  });

  it.skipIf(onPostgres)("writes Tamil from an image link fetched through the test-only allowance", async () => {
    const res = await demo({ language: "tamil", imageUrl: `http://127.0.0.1:${imagePort}/photo.jpg` });
    expect(res.statusCode).toBe(200);
    expect(checkLanguage(res.json().caption, "tamil", { script: "native" })).toEqual({ ok: true });
  });

  it.skipIf(onPostgres)("writes Urdu in Arabic script", async () => {
    const res = await demo({ language: "urdu", base64Image: dataUrl(photo) });
    expect(checkLanguage(res.json().caption, "urdu", { script: "native" })).toEqual({ ok: true });
  });

  it.each([
    ["no image and no link", { language: "hindi" }, "Please upload an image or paste an image URL first!"],
    [
      "both an image and a link",
      { language: "hindi", base64Image: "data:image/png;base64,AAAA", imageUrl: "https://x.in/a.jpg" },
      "Please upload an image or paste an image URL first!",
    ],
    [
      "an unknown language",
      { language: "latin", base64Image: "data:image/png;base64,AAAA" },
      "Choose one of the 12 languages",
    ],
    ["an SVG data URL", { language: "hindi", base64Image: "data:image/svg+xml;base64,PHN2Zz4=" }, "JPG, PNG or WebP"],
    [
      "a link to an internal address",
      { language: "hindi", imageUrl: "http://169.254.169.254/latest/meta-data/" },
      "private or internal",
    ],
    ["a file: link", { language: "hindi", imageUrl: "file:///etc/passwd" }, "Only http and https"],
  ])("refuses %s with a clear message", async (_name, payload, message) => {
    const res = await demo(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toContain(message);
  });

  it.skipIf(onPostgres)("refuses a damaged photo", async () => {
    const damaged = await demo({ language: "hindi", base64Image: dataUrl(photo.subarray(0, 3000)) });
    expect(damaged.statusCode).toBe(422);
  });

  it("allows 3 a day per IP, then answers 429", async () => {
    const ip = freshIp();
    const codes = [];
    for (let i = 0; i < 4; i++)
      codes.push((await demo({ language: "english", base64Image: dataUrl(photo) }, ip)).statusCode);
    expect(codes).toEqual([200, 200, 200, 429]);
    const refused = await demo({ language: "english", base64Image: dataUrl(photo) }, ip);
    // The server's message with where to go next, which the demo shows as sent.
    expect(refused.json()).toEqual({
      error: { code: "demo_daily_limit", message: translate("en", DEMO_PER_IP_MESSAGE) },
      link: { href: "/login?mode=register", label: "Sign up free" },
    });
    // Until midnight in India, at most a day away.
    const wait = Number(refused.headers["retry-after"]);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(24 * 60 * 60);
    expect((await demo({ language: "english", base64Image: dataUrl(photo) })).statusCode).toBe(200);
  });

  it("refused photos and links never use up the allowance: after five refusals, three real demos still run", async () => {
    const ip = freshIp();
    const refusals = [
      { language: "hindi", imageUrl: "http://10.0.0.1/a.jpg" },
      { language: "hindi", imageUrl: `http://127.0.0.1:${imagePort}/not-a-photo.jpg` },
      { language: "hindi", imageUrl: `http://127.0.0.1:${imagePort}/missing.jpg` },
      { language: "hindi", base64Image: dataUrl(photo.subarray(0, 3000)) },
      { language: "hindi", base64Image: dataUrl(buildCompletePng(20_000, 20_000), "png") },
    ];
    const refused = [];
    for (const body of refusals) refused.push((await demo(body, ip)).statusCode);
    expect(refused.every((status) => status >= 400 && status < 429)).toBe(true);
    const codes = [];
    for (let i = 0; i < 4; i++)
      codes.push((await demo({ language: "english", base64Image: dataUrl(photo) }, ip)).statusCode);
    expect(codes).toEqual([200, 200, 200, 429]);
  });

  it("a flood of attempts from one network is slowed down, whatever they produced", async () => {
    const ip = freshIp();
    const damaged = { language: "hindi", base64Image: dataUrl(photo.subarray(0, 3000)) };
    for (let i = 0; i < DEMO_ATTEMPT_RULE.limit; i++) expect((await demo(damaged, ip)).statusCode).toBe(422);
    const slowed = await demo({ language: "english", base64Image: dataUrl(photo) }, ip);
    expect(slowed.statusCode).toBe(429);
    expect(slowed.json().error.code).toBe("demo_too_many_attempts");
    expect(slowed.json().error.message).toMatch(
      /^Too many demo tries from your network in a few minutes\. Please wait \d+ minutes?/,
    );
    expect(Number(slowed.headers["retry-after"])).toBeGreaterThan(0);
  });

  it.skipIf(onPostgres)("the test-only allowance is refused outside tests (production and development)", () => {
    for (const NODE_ENV of ["production", "development"]) {
      expect(() => testConfig({ NODE_ENV, DEMO_URL_TEST_ALLOW: "127.0.0.1:8080" })).toThrow(/for tests/);
    }
  });
});

describe.skipIf(onPostgres)("requests the demo refuses, keeping nothing", () => {
  it("a body over the route's limit: 413 in the one error shape", async () => {
    const bytes = randomBytes(5_700_000);
    const res = await demo({ language: "hindi", base64Image: dataUrl(bytes) });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ error: { code: "payload_too_large", message: "The request is too large." } });
    await expectNothingKept(t, tracesOf(bytes));
  });

  it("a photo that decodes to one byte over 5 MB", async () => {
    const big = Buffer.concat([photo, Buffer.alloc(DEMO_MAX_IMAGE_BYTES + 1 - photo.length, 7)]);
    const res = await demo({ language: "hindi", base64Image: dataUrl(big) });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual({
      code: "image_too_large",
      message: "Image size too large! Please choose an image smaller than 5MB.",
    });
    await expectNothingKept(t, tracesOf(photo));
  });

  it("a decompression bomb: a complete 20000 × 20000 PNG is refused by the pixel limit, quickly", async () => {
    // The same kind of file at a normal size goes through: it is the pixel count that is refused.
    const small = await demo({ language: "english", base64Image: dataUrl(buildCompletePng(640, 480), "png") });
    expect(small.statusCode).toBe(200);
    const bomb = buildCompletePng(20_000, 20_000);
    expect(bomb.length).toBeLessThan(DEMO_MAX_IMAGE_BYTES);
    const started = performance.now();
    const res = await demo({ language: "english", base64Image: dataUrl(bomb, "png") });
    expect(res.statusCode).toBe(422);
    expect(res.json().error).toEqual({
      code: "image_too_many_pixels",
      message:
        "This photo is larger than 50 megapixels: it is 20000 × 20000 pixels (about 400 megapixels). Please resize it to 50 megapixels or less and try again.",
    });
    expect(performance.now() - started).toBeLessThan(3000);
    await expectNothingKept(t, tracesOf(bomb));
  });

  it.each([
    ["text", "/not-a-photo.jpg", 415, "unsupported_file"],
    ["a video", "/video.jpg", 400, "not_an_image"],
  ])("a link answering image/jpeg with %s is refused by its bytes", async (_what, link, status, code) => {
    const res = await demo({ language: "hindi", imageUrl: `http://127.0.0.1:${imagePort}${link}` });
    expect(res.statusCode).toBe(status);
    expect(res.json().error.code).toBe(code);
    await expectNothingKept(t, tracesOf(photo));
  });

  it("X-Forwarded-For does not move a visitor to another count when TRUST_PROXY is off", async () => {
    const ip = freshIp();
    const codes = [];
    for (let i = 0; i < 5; i++) {
      const res = await post(t.app, { language: "english", base64Image: dataUrl(photo) }, ip, {
        "x-forwarded-for": `198.51.100.${i + 1}`,
        "x-real-ip": `198.51.100.${i + 1}`,
        forwarded: `for=198.51.100.${i + 1}`,
      });
      codes.push(res.statusCode);
    }
    expect(codes).toEqual([200, 200, 200, 429, 429]);
  });

  it("behind a trusted proxy, X-Forwarded-For is the client (so the check above can fail)", async () => {
    const config = testConfig({ TRUST_PROXY: "true", DEMO_DAILY_LIMIT_PER_IP: "1", DATA_DIR: t.deps.config.dataDir });
    const app = await buildApp(recordedDepsFor(config, t.deps.database, "a".repeat(40)));
    try {
      const proxy = freshIp();
      const send = (client: string) =>
        post(app, { language: "english", base64Image: dataUrl(photo) }, proxy, { "x-forwarded-for": client });
      expect((await send("198.51.100.200")).statusCode).toBe(200);
      expect((await send("198.51.100.201")).statusCode).toBe(200);
      expect((await send("198.51.100.200")).statusCode).toBe(429);
    } finally {
      await app.close();
    }
  });
});

describe("demo limits shared through the database", () => {
  const twoServers = async (env: Record<string, string>) => {
    // Counts of earlier tests in this database start from zero again.
    await t.deps.database.db.delete(rateLimitCounters);
    const config = testConfig({ RATE_LIMIT_STORE: "database", DATA_DIR: t.deps.config.dataDir, ...env });
    const a = await buildApp(recordedDepsFor(config, t.deps.database, "a".repeat(40)));
    const b = await buildApp(recordedDepsFor(config, t.deps.database, "a".repeat(40)));
    return { a, b, close: () => Promise.all([a.close(), b.close()]) };
  };
  const send = (app: FastifyInstance, ip: string) =>
    post(app, { language: "english", base64Image: dataUrl(photo) }, ip);

  it("two servers on one database share the per-IP count", async () => {
    const { a, b, close } = await twoServers({ DEMO_DAILY_LIMIT_PER_IP: "2" });
    try {
      const ip = freshIp();
      expect((await send(a, ip)).statusCode).toBe(200);
      expect((await send(b, ip)).statusCode).toBe(200);
      expect((await send(a, ip)).statusCode).toBe(429);
      expect((await send(b, ip)).statusCode).toBe(429);
    } finally {
      await close();
    }
  });

  it("two servers on one database share the daily budget of all visitors", async () => {
    const { a, b, close } = await twoServers({ DEMO_DAILY_LIMIT_PER_IP: "100", DEMO_DAILY_LIMIT_TOTAL: "3" });
    try {
      // A photo that cannot be used costs no budget.
      const damaged = await post(a, { language: "english", base64Image: dataUrl(photo.subarray(0, 3000)) });
      expect(damaged.statusCode).toBe(422);
      const codes = [];
      for (const app of [a, b, a, b, a]) codes.push((await send(app, freshIp())).statusCode);
      expect(codes).toEqual([200, 200, 200, 429, 429]);
      const refused = await send(b, freshIp());
      expect(refused.json()).toEqual({
        error: { code: "demo_daily_budget", message: translate("en", DEMO_DAILY_BUDGET_MESSAGE) },
        link: { href: "/login?mode=register", label: "Sign up free" },
      });
      expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
      expect(Number(refused.headers["retry-after"])).toBeLessThanOrEqual(24 * 60 * 60);
    } finally {
      await close();
    }
  });
});

describe.skipIf(onPostgres)("the daily budget in one server's memory", () => {
  it("refuses every visitor once the day's demos are used, and gives the visitor's try back", async () => {
    const config = testConfig({
      DEMO_DAILY_LIMIT_PER_IP: "1",
      DEMO_DAILY_LIMIT_TOTAL: "2",
      DATA_DIR: t.deps.config.dataDir,
    });
    const app = await buildApp(recordedDepsFor(config, t.deps.database, "a".repeat(40)));
    try {
      const body = { language: "english", base64Image: dataUrl(photo) };
      expect((await post(app, body)).statusCode).toBe(200);
      expect((await post(app, body)).statusCode).toBe(200);
      const ip = freshIp();
      const refused = await post(app, body, ip);
      expect(refused.statusCode).toBe(429);
      expect(refused.json().error.code).toBe("demo_daily_budget");
      // The refused visitor's own try (limit 1) was not used up by the budget's refusal.
      expect((await post(app, body, ip)).json().error.code).toBe("demo_daily_budget");
    } finally {
      await app.close();
    }
  });
});

describe("demo with a model", () => {
  it("answers 502 'Failed to generate caption' when the model fails, and caps concurrent demos", async () => {
    const fake = await startFakeAiServer();
    const withModel = await createTestApp({
      env: {
        AI_PROVIDER: "gemini",
        AI_MODEL: "m",
        AI_API_KEY: "k",
        AI_BASE_URL: fake.geminiBaseUrl,
        DEMO_MAX_CONCURRENT: "1",
      },
    });
    try {
      fake.answer({ kind: "error", status: 500 });
      const failed = await post(withModel.app, { language: "hindi", base64Image: dataUrl(photo) });
      // The model's failure by its cause, as the app answers it (decision 744).
      expect(failed.statusCode).toBe(502);
      expect(failed.json().error).toEqual({ code: "ai_unavailable", message: UNAVAILABLE });

      fake.answer({ kind: "json", value: MODEL_ANSWER, delayMs: 500 });
      const [first, second] = await Promise.all(
        [freshIp(), freshIp()].map((ip) =>
          post(withModel.app, { language: "english", base64Image: dataUrl(photo) }, ip),
        ),
      );
      expect([first?.statusCode, second?.statusCode].sort()).toEqual([200, 503]);
    } finally {
      await withModel.close();
      await fake.close();
    }
  });

  it("a model's error or refusal counts against nothing: the visitor's one demo is still there", async () => {
    const fake = await startFakeAiServer();
    const withModel = await createTestApp({
      env: {
        AI_PROVIDER: "gemini",
        AI_MODEL: "m",
        AI_API_KEY: "k",
        AI_BASE_URL: fake.geminiBaseUrl,
        DEMO_DAILY_LIMIT_PER_IP: "1",
        DEMO_DAILY_LIMIT_TOTAL: "1",
      },
    });
    try {
      const ip = freshIp();
      const body = { language: "english", base64Image: dataUrl(photo) };
      fake.answer({ kind: "error", status: 400, message: "bad request" });
      expect((await post(withModel.app, body, ip)).statusCode).toBe(502);
      fake.answer({ kind: "safety", shape: "candidate" });
      expect((await post(withModel.app, body, ip)).json().error.code).toBe("content_safety");
      fake.answer({ kind: "error", status: 429, retryAfterSeconds: 20 });
      const limited = await post(withModel.app, body, ip);
      expect(limited.statusCode).toBe(503);
      expect(limited.headers["retry-after"]).toBe("20");
      expect(limited.json()).toMatchObject({ error: { code: "ai_rate_limited" }, retryAfterSeconds: 20 });
      fake.answer({ kind: "text", text: "not json at all" });
      expect((await post(withModel.app, body, ip)).statusCode).toBe(502);
      fake.answer({ kind: "json", value: MODEL_ANSWER });
      expect((await post(withModel.app, body, ip)).statusCode).toBe(200);
      expect((await post(withModel.app, body, ip)).json().error.code).toBe("demo_daily_limit");
    } finally {
      await withModel.close();
      await fake.close();
    }
  });

  it("at the deadline the model call is cancelled, the slot is free and nothing is counted", async () => {
    const fake = await startFakeAiServer();
    const withModel = await createTestApp({
      env: {
        AI_PROVIDER: "gemini",
        AI_MODEL: "m",
        AI_API_KEY: "k",
        AI_BASE_URL: fake.geminiBaseUrl,
        // Long enough for the photo's decoding and analysis to reach the model on a loaded
        // machine (at 400 ms the deadline sometimes came before the model was called at all).
        DEMO_TIMEOUT_MS: "2500",
        DEMO_MAX_CONCURRENT: "1",
        DEMO_DAILY_LIMIT_PER_IP: "1",
        DEMO_DAILY_LIMIT_TOTAL: "1",
      },
    });
    try {
      const ip = freshIp();
      const body = { language: "english", base64Image: dataUrl(photo) };
      fake.answer({ kind: "hang" });
      // The model hangs for ever: a 504 demo_timeout can only come from the demo's own deadline
      // (the model adapter's timeout is 30 s and answers otherwise), so no clock is read here.
      const res = await post(withModel.app, body, ip);
      expect(res.statusCode).toBe(504);
      expect(res.json().error).toEqual({ code: "demo_timeout", message: "Failed to generate caption" });
      // The model never answers: only our side can have closed the request.
      await expect.poll(() => fake.requests[0]?.abandonedAt, { timeout: 15_000 }).toBeDefined();

      // Slot free (cap 1), the visitor's one try and the day's one demo both still there.
      fake.answer({ kind: "json", value: MODEL_ANSWER });
      const again = await post(withModel.app, body, ip);
      expect(again.statusCode).toBe(200);
      expect(again.json().caption).toBe("A sunny day.");
      expect((await post(withModel.app, body, ip)).statusCode).toBe(429);
      expect((await post(withModel.app, body)).json().error.code).toBe("demo_daily_budget");
      expect(await withModel.deps.database.db.select().from(generations)).toEqual([]);
    } finally {
      await withModel.close();
      await fake.close();
    }
  });

  it("a slot is held until the work has really stopped, even after the answer went out", async () => {
    // A model that ignores cancellation: its first call answers after 1.5 s, later ones at once.
    let finished = false;
    let calls = 0;
    const stubborn: CaptionModel = {
      provider: "gemini",
      model: "stubborn",
      async generate() {
        if (calls++ > 0) return MODEL_ANSWER as never;
        await new Promise((resolve) => setTimeout(resolve, 3000));
        finished = true;
        return MODEL_ANSWER as never;
      },
      async stream() {
        throw new Error("not used");
      },
    };
    const config = testConfig({
      // Room for the photo's decoding before the model on a loaded machine; the model takes longer.
      DEMO_TIMEOUT_MS: "1200",
      DEMO_MAX_CONCURRENT: "1",
      DEMO_DAILY_LIMIT_PER_IP: "100",
      DATA_DIR: t.deps.config.dataDir,
    });
    const deps: Deps = { ...recordedDepsFor(config, t.deps.database, "a".repeat(40)), captionModel: stubborn };
    const app = await buildApp(deps);
    try {
      const body = { language: "english", base64Image: dataUrl(photo) };
      const timedOut = await post(app, body);
      expect(timedOut.statusCode).toBe(504);
      expect(finished).toBe(false);
      expect((await post(app, body)).statusCode).toBe(503);
      await expect.poll(() => finished, { timeout: 6000 }).toBe(true);
      await expect.poll(async () => (await post(app, body)).statusCode, { timeout: 6000 }).toBe(200);
    } finally {
      await app.close();
    }
  });
});

describe.skipIf(onPostgres)("the photo is nowhere on disk or in the logs after a demo", () => {
  /** The bytes a model was sent (the photo resized and re-encoded), from the fake's records. */
  const modelImages = (fake: Awaited<ReturnType<typeof startFakeAiServer>>) =>
    fake.requests.flatMap((request) => {
      const found: Buffer[] = [];
      JSON.stringify(request.body, (_key, value) => {
        // Long base64 strings only: the instructions are long text too.
        if (typeof value === "string" && value.length > 1000 && /^[A-Za-z0-9+/]+=*$/.test(value))
          found.push(Buffer.from(value, "base64"));
        return value;
      });
      return found;
    });

  /** Every file in DATA_DIR (the embedded database's files included) and every log line. */
  async function expectNoTrace(app: TestApp, traces: Trace[]) {
    const files = await listFiles(app.deps.config.dataDir);
    // The scan is not vacuous: the database lives in DATA_DIR and has written its files.
    expect(files.some((file) => file.includes(`${path.sep}db${path.sep}`))).toBe(true);
    expect(await findTracesInDirectory(app.deps.config.dataDir, traces)).toEqual([]);
    expect(findTracesInText(JSON.stringify(app.logs), traces)).toEqual([]);
    expect(await readdir(path.join(app.deps.config.dataDir, "objects")).catch(() => [])).toEqual([]);
  }

  /** A photo of its own for each path, so one path's traces cannot hide behind another's. */
  const distinctPhoto = (seed: number) =>
    sharp({
      create: {
        width: 640,
        height: 480,
        channels: 3,
        background: "#808080",
        noise: { type: "gaussian", mean: 128, sigma: 40 },
      },
    })
      .composite([
        {
          input: Buffer.from(
            `<svg width="640" height="480"><circle cx="${seed * 40}" cy="200" r="90" fill="#e11"/></svg>`,
          ),
        },
      ])
      .jpeg({ quality: 90 })
      .toBuffer();

  it("offline engine: uploaded photo and image link", async () => {
    const app = await createTestApp({
      databaseInDataDir: true,
      env: { DEMO_URL_TEST_ALLOW: `127.0.0.1:${imagePort}`, RATE_LIMIT_STORE: "database" },
    });
    try {
      const uploaded = await distinctPhoto(1);
      const upload = await post(app.app, { language: "hindi", base64Image: dataUrl(uploaded) });
      expect(upload.statusCode).toBe(200);
      const linked = await post(app.app, { language: "tamil", imageUrl: `http://127.0.0.1:${imagePort}/photo.jpg` });
      expect(linked.statusCode).toBe(200);
      // The logs are not empty: both requests were logged.
      expect(
        app.logs.filter((line) => JSON.stringify(line).includes("/api/demo-generate-caption")).length,
      ).toBeGreaterThanOrEqual(2);
      await expectNoTrace(app, [...tracesOf(uploaded, "uploaded"), ...tracesOf(photo, "linked")]);
    } finally {
      await app.close();
    }
  });

  it("with a model: success, a model error (whose cause is logged) and an image link", async () => {
    const fake = await startFakeAiServer();
    const app = await createTestApp({
      databaseInDataDir: true,
      env: {
        AI_PROVIDER: "gemini",
        AI_MODEL: "m",
        AI_API_KEY: "k",
        AI_BASE_URL: fake.geminiBaseUrl,
        DEMO_URL_TEST_ALLOW: `127.0.0.1:${imagePort}`,
        RATE_LIMIT_STORE: "database",
      },
    });
    try {
      const succeeding = await distinctPhoto(2);
      const failing = await distinctPhoto(3);
      fake.answer({ kind: "json", value: MODEL_ANSWER });
      expect((await post(app.app, { language: "english", base64Image: dataUrl(succeeding) })).statusCode).toBe(200);
      fake.answer({ kind: "error", status: 500, message: "the model is down" });
      expect((await post(app.app, { language: "english", base64Image: dataUrl(failing) })).statusCode).toBe(502);
      fake.answer({ kind: "json", value: MODEL_ANSWER });
      const linked = await post(app.app, { language: "english", imageUrl: `http://127.0.0.1:${imagePort}/photo.jpg` });
      expect(linked.statusCode).toBe(200);

      // The failure's cause was logged (so the logs were worth searching), with the model's words.
      const causes = app.logs.filter((line) => line.msg === "request failed with a known cause");
      expect(causes).toHaveLength(1);
      expect(JSON.stringify(causes)).toContain("the model is down");
      const sent = modelImages(fake);
      expect(sent).toHaveLength(3);
      await expectNoTrace(app, [
        ...tracesOf(succeeding, "succeeding"),
        ...tracesOf(failing, "failing"),
        ...tracesOf(photo, "linked"),
        ...sent.flatMap((image, i) => tracesOf(image, `sent to the model #${i + 1}`)),
      ]);
    } finally {
      await app.close();
      await fake.close();
    }
  });
});
