/**
 * bench:generation — server overhead of a 5-photo generation against a model that answers
 * instantly (the local Gemini fake): ownership and quota checks, reading the 5 previews,
 * resizing them to 1024 px JPEG, the HTTP call, validation. Also bytes sent to the model per
 * photo versus the file stored. Target: p50 ≤ 300 ms.
 * The account is on the Pro plan (made in the database before the server starts, as tests
 * do), so its fair-use limit of 500 a day does not bound the runs.
 * Usage: npm run bench:generation   (BENCH_RUNS to change the number of measured runs)
 */
import { randomBytes } from "node:crypto";
import sharp from "sharp";
import { newToken, SESSION_TTL_MS, sessionCookieName } from "#server/auth/sessions.ts";
import { loadConfig } from "#server/config.ts";
import { openDatabase } from "#server/db/client.ts";
import { sessions, users } from "#server/db/schema/index.ts";
import { startFakeAiServer } from "#test/fakes/ai-providers.ts";
import { benchDataDir, benchEnv, startBenchServer } from "./lib.ts";

const RUNS = Number(process.env.BENCH_RUNS ?? 40);
const WARMUP = 3;
const fake = await startFakeAiServer();
const env = {
  AI_PROVIDER: "gemini",
  AI_MODEL: "gemini-bench",
  AI_API_KEY: "bench",
  AI_BASE_URL: fake.geminiBaseUrl,
};

// A Pro account with a session, written into the server's embedded database before it starts.
const dataDir = await benchDataDir();
const config = loadConfig({ ...process.env, ...benchEnv(dataDir), ...env });
const database = await openDatabase(config.database);
await database.migrate();
const [user] = await database.db
  .insert(users)
  .values({
    email: `gen-${randomBytes(4).toString("hex")}@example.in`,
    firstName: "Bench",
    subscriptionStatus: "pro",
    termsAcceptedAt: new Date(),
  })
  .returning();
if (!user) throw new Error("user insert returned nothing");
const { token, id: sessionId } = newToken();
await database.db
  .insert(sessions)
  .values({ id: sessionId, userId: user.id, expiresAt: new Date(Date.now() + SESSION_TTL_MS) });
await database.close();

const server = await startBenchServer(env, { dataDir });
const answer = {
  postHeading: "Weekend at the market",
  caption: "Fresh colours, good company and the best chai in town. Where is your favourite market?",
  detailedDescription: "A busy market street with fruit stalls and people shopping.",
  hashtags: ["IndianMarkets", "streetphotography", "weekendvibes", "InstaIndia", "travelindia"],
  altText: "A market street with fruit stalls",
  engagementPrediction: 72,
};

try {
  const json = { cookie: `${sessionCookieName(config)}=${token}`, "content-type": "application/json" };

  // Five 12-megapixel photos with texture, like phone photos (about 2–4 MB each).
  const ids: string[] = [];
  let storedBytes = 0;
  for (let i = 0; i < 5; i++) {
    const photo = await sharp({
      create: {
        width: 4000,
        height: 3000,
        channels: 3,
        background: { r: 40 * i, g: 120, b: 200 - 30 * i },
        noise: { type: "gaussian", mean: 128, sigma: 25 },
      },
    })
      .jpeg({ quality: 80 })
      .toBuffer();
    const size = Math.min(photo.length, 5 * 1024 * 1024);
    const target = await (
      await fetch(`${server.url}/api/objects/upload`, {
        method: "POST",
        headers: json,
        body: JSON.stringify({ fileName: `p${i}.jpg`, fileSize: size, mimeType: "image/jpeg" }),
      })
    ).json();
    await fetch(target.uploadURL, { method: "PUT", headers: target.headers, body: photo.subarray(0, size) });
    const created = await (
      await fetch(`${server.url}/api/content`, {
        method: "POST",
        headers: json,
        body: JSON.stringify({
          fileName: `p${i}.jpg`,
          originalName: `p${i}.jpg`,
          fileType: "image",
          mimeType: "image/jpeg",
          fileSize: size,
          objectPath: target.objectPath,
        }),
      })
    ).json();
    const done = await fetch(`${server.url}/api/content/${created.id}/upload-complete`, {
      method: "PUT",
      headers: json,
      body: JSON.stringify({ objectURL: target.uploadURL }),
    });
    if (!done.ok) throw new Error(`upload failed: ${done.status} ${await done.text()}`);
    const item = await done.json();
    storedBytes += item.fileSize;
    ids.push(item.id);
  }

  const times: number[] = [];
  let sentBytes = 0;
  for (let i = 0; i < WARMUP + RUNS; i++) {
    fake.answer({ kind: "json", value: answer });
    const before = fake.requests.length;
    const start = performance.now();
    const res = await fetch(`${server.url}/api/generate-caption`, {
      method: "POST",
      headers: json,
      body: JSON.stringify({ contentItemIds: ids, language: "english" }),
    });
    if (!res.ok) throw new Error(`generation failed: ${res.status} ${await res.text()}`);
    await res.json();
    if (i >= WARMUP) times.push(performance.now() - start);
    sentBytes = fake.requests[before]?.bodyBytes ?? 0;
  }
  times.sort((a, b) => a - b);
  const p = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]?.toFixed(0);
  process.stdout.write(
    `\nbench:generation — 5 photos (12 MP each), model answering instantly, Pro plan, ${times.length} runs after ${WARMUP} warm-up\n` +
      `request time: p50 ${p(0.5)} ms, p90 ${p(0.9)} ms, min ${times[0]?.toFixed(0)} ms, max ${times.at(-1)?.toFixed(0)} ms\n` +
      `sent to the model per photo: ${(sentBytes / 5 / 1024).toFixed(0)} KB (request body incl. base64 and prompt, ÷ 5); ` +
      `stored per photo (cleaned original + preview + thumbnail): ${(storedBytes / 5 / 1024).toFixed(0)} KB\n`,
  );
} finally {
  await server.stop();
  await fake.close();
}
