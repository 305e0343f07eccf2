/**
 * bench:generation — server overhead of a 5-photo generation against a model that answers
 * instantly (the local Gemini fake): ownership and quota checks, reading the 5 previews,
 * resizing them to 1024 px JPEG, the HTTP call, validation. Also bytes sent to the model per
 * photo versus the file stored. Target: p50 ≤ 300 ms.
 * Usage: npm run bench:generation
 */
import sharp from "sharp";
import { startFakeAiServer } from "../test/fakes/ai-providers.ts";
import { startBenchServer } from "./lib.ts";

/** The free plan allows 5 generations a day, which bounds the runs of one account. */
const RUNS = 5;
const fake = await startFakeAiServer();
const server = await startBenchServer({
  AI_PROVIDER: "gemini",
  AI_MODEL: "gemini-bench",
  AI_API_KEY: "bench",
  AI_BASE_URL: fake.geminiBaseUrl,
});
const answer = {
  postHeading: "Weekend at the market",
  caption: "Fresh colours, good company and the best chai in town. Where is your favourite market?",
  detailedDescription: "A busy market street with fruit stalls and people shopping.",
  hashtags: ["IndianMarkets", "streetphotography", "weekendvibes", "InstaIndia", "travelindia"],
  altText: "A market street with fruit stalls",
  engagementPrediction: 72,
};

try {
  const register = await fetch(`${server.url}/api/auth/register`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      email: `gen-${Date.now()}@example.in`,
      password: "bench-password-1",
      name: "Bench",
      isAtLeast13: true,
      acceptTerms: true,
    }),
  });
  const cookie = (register.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
  const json = { cookie, "content-type": "application/json" };

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
  for (let i = 0; i < RUNS; i++) {
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
    times.push(performance.now() - start);
    sentBytes = fake.requests[before]?.bodyBytes ?? 0;
  }
  times.sort((a, b) => a - b);
  const p = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]?.toFixed(0);
  process.stdout.write(
    `\nbench:generation — 5 photos (12 MP each), model answering instantly, ${times.length} runs\n` +
      `request time: p50 ${p(0.5)} ms, max ${times.at(-1)?.toFixed(0)} ms\n` +
      `sent to the model per photo: ${(sentBytes / 5 / 1024).toFixed(0)} KB (request body incl. base64 and prompt, ÷ 5); ` +
      `stored per photo (cleaned original + preview + thumbnail): ${(storedBytes / 5 / 1024).toFixed(0)} KB\n`,
  );
} finally {
  await server.stop();
  await fake.close();
}
