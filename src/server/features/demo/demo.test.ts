import { readdir } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFakeAiServer } from "../../../../test/fakes/ai-providers.ts";
import { createTestApp, type TestApp } from "../../../../test/helpers/app.ts";
import { buildJpeg } from "../../../../test/helpers/images.ts";
import { buildApp } from "../../app.ts";
import { testConfig } from "../../config.ts";
import { contentItems, generations } from "../../db/schema/index.ts";
import { depsFor } from "../../deps.ts";
import { checkLanguage } from "../captions/script-check.ts";

let images: Server;
let imagePort: number;
let photo: Buffer;
let t: TestApp;

beforeAll(async () => {
  photo = await buildJpeg({ width: 900, height: 700 });
  images = createServer((req, res) => {
    if (req.url === "/photo.jpg") return res.writeHead(200, { "content-type": "image/jpeg" }).end(photo);
    return res.writeHead(404).end();
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
const dataUrl = (bytes: Buffer) => `data:image/jpeg;base64,${bytes.toString("base64")}`;
const demo = (payload: unknown, ip = freshIp()) =>
  t.app.inject({ method: "POST", url: "/api/demo-generate-caption", payload: payload as object, remoteAddress: ip });

describe("demo caption", () => {
  it("writes a Hindi heading and caption from an uploaded photo, storing nothing", async () => {
    const res = await demo({ language: "hindi", base64Image: dataUrl(photo) });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(["caption", "engine", "postHeading"]);
    expect(checkLanguage(body.caption, "hindi", { script: "native" })).toEqual({ ok: true });
    expect(body.engine).toBe("offline");

    // Nothing about the photo is kept: no stored objects, no rows, no bytes in the logs.
    const objects = path.join(t.deps.config.dataDir, "objects");
    expect(await readdir(objects).catch(() => [])).toEqual([]);
    expect(await t.deps.database.db.select().from(contentItems)).toEqual([]);
    expect(await t.deps.database.db.select().from(generations)).toEqual([]);
    const logged = JSON.stringify(t.logs);
    const sample = photo.toString("base64").slice(200, 260);
    expect(logged).not.toContain(sample);
  });

  it("writes Tamil from an image link fetched through the test-only allowance", async () => {
    const res = await demo({ language: "tamil", imageUrl: `http://127.0.0.1:${imagePort}/photo.jpg` });
    expect(res.statusCode).toBe(200);
    expect(checkLanguage(res.json().caption, "tamil", { script: "native" })).toEqual({ ok: true });
  });

  it("writes Urdu in Arabic script", async () => {
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

  it("refuses a photo over 5 MB and a damaged one", async () => {
    const big = Buffer.concat([photo, Buffer.alloc(5 * 1024 * 1024)]);
    const tooBig = await demo({ language: "hindi", base64Image: dataUrl(big) });
    expect(tooBig.statusCode).toBe(400);
    expect(tooBig.json().error.message).toContain("smaller than 5MB");
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
    expect(refused.json().error.message).toMatch(/Sign up free/);
    expect((await demo({ language: "english", base64Image: dataUrl(photo) })).statusCode).toBe(200);
  });

  it("the test-only allowance is refused by production configuration", () => {
    expect(() => testConfig({ NODE_ENV: "production", DEMO_URL_TEST_ALLOW: "127.0.0.1:8080" })).toThrow(
      /refused in production/,
    );
  });
});

describe("demo limits shared through the database", () => {
  it("two servers on one database share the per-IP count", async () => {
    const config = testConfig({
      RATE_LIMIT_STORE: "database",
      DEMO_DAILY_LIMIT_PER_IP: "2",
      DATA_DIR: t.deps.config.dataDir,
    });
    const a = await buildApp(depsFor(config, t.deps.database, "a".repeat(40)));
    const b = await buildApp(depsFor(config, t.deps.database, "a".repeat(40)));
    try {
      const ip = freshIp();
      const send = (app: typeof a) =>
        app.inject({
          method: "POST",
          url: "/api/demo-generate-caption",
          payload: { language: "english", base64Image: dataUrl(photo) },
          remoteAddress: ip,
        });
      expect((await send(a)).statusCode).toBe(200);
      expect((await send(b)).statusCode).toBe(200);
      expect((await send(a)).statusCode).toBe(429);
      expect((await send(b)).statusCode).toBe(429);
    } finally {
      await a.close();
      await b.close();
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
      const failed = await withModel.app.inject({
        method: "POST",
        url: "/api/demo-generate-caption",
        payload: { language: "hindi", base64Image: dataUrl(photo) },
        remoteAddress: freshIp(),
      });
      expect(failed.statusCode).toBe(502);
      expect(failed.json().error.message).toBe("Failed to generate caption");

      fake.answer({
        kind: "json",
        value: {
          postHeading: "Hello",
          caption: "A sunny day.",
          detailedDescription: "d",
          hashtags: ["sun"],
          altText: "sun",
          engagementPrediction: 50,
        },
        delayMs: 500,
      });
      const [first, second] = await Promise.all(
        [freshIp(), freshIp()].map((ip) =>
          withModel.app.inject({
            method: "POST",
            url: "/api/demo-generate-caption",
            payload: { language: "english", base64Image: dataUrl(photo) },
            remoteAddress: ip,
          }),
        ),
      );
      expect([first?.statusCode, second?.statusCode].sort()).toEqual([200, 503]);
    } finally {
      await withModel.close();
      await fake.close();
    }
  });
});
