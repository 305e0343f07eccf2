import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createCaptionModel } from "#server/adapters/ai/index.ts";
import { testConfig } from "#server/config.ts";
import { startFakeAiServer } from "#test/fakes/ai-providers.ts";
import { createRecordedDetector, createRecordedTextReader } from "#test/helpers/recorded-analysis.ts";
import {
  checkPost,
  type EvalPhoto,
  type EvalRun,
  evaluate,
  formatTable,
  quantile,
  readPhotos,
  subjectWords,
  summarise,
} from "./eval-captions-core.ts";

const PHOTOS = path.join(import.meta.dirname, "..", "test", "fixtures", "photos");

describe("the caption eval's core, on the committed photos (offline writer, recorded analysis)", () => {
  const detector = createRecordedDetector();
  const textReader = createRecordedTextReader();
  const deps = { config: testConfig(), captionModel: undefined, detector, textReader };
  let photos: EvalPhoto[];
  let runs: EvalRun[];

  beforeAll(async () => {
    photos = await readPhotos(PHOTOS);
    runs = await evaluate(deps, photos, { languages: ["english", "hindi"], variations: 1 });
  });
  afterAll(() => Promise.all([detector.close(), textReader.close()]));

  it("reads labels.json: every photo it names, with its words", () => {
    expect(photos.map((p) => p.file).sort()).toEqual(["cat-chelsea.jpg", "coffee.jpg"]);
    expect(photos.find((p) => p.file === "coffee.jpg")?.labels).toContain("coffee");
  });

  it("computes each figure from the posts: 2 photos × 2 languages, per language and overall", () => {
    expect(runs).toHaveLength(4);
    expect(runs.every((r) => !r.error && r.posts.length === 1 && r.ms > 0)).toBe(true);
    const rows = summarise(runs);
    expect(rows.map((r) => r.language)).toEqual(["english", "hindi", "overall"]);
    for (const row of rows) {
      const mine = row.language === "overall" ? runs : runs.filter((r) => r.language === row.language);
      const posts = mine.flatMap((r) => r.posts);
      expect(row.posts).toBe(posts.length);
      const share = (pick: (p: (typeof posts)[number]) => boolean) => posts.filter(pick).length / posts.length;
      expect(row.subjectNamed).toBe(share((p) => p.checks.subjectNamed));
      expect(row.altIsSentence).toBe(share((p) => p.checks.altIsSentence));
      expect(row.hashtagRulesKept).toBe(share((p) => p.checks.hashtagRulesKept));
      expect(row.scriptShare).toBeCloseTo(posts.reduce((s, p) => s + p.checks.scriptShare, 0) / posts.length);
      expect(row.p50Ms).toBe(
        quantile(
          mine.map((r) => r.ms),
          0.5,
        ),
      );
      expect(row.distinctHeadings.of).toBe(posts.length);
      expect(row.inputTokens).toBeUndefined();
    }
    // The cup is named in both languages ("cup", "कप"), in each language's own script.
    for (const run of runs.filter((r) => r.file === "coffee.jpg")) expect(run.posts[0]?.checks.subjectNamed).toBe(true);
    expect(rows[1]?.scriptShare).toBeGreaterThan(0.8);
    const table = formatTable(rows);
    expect(table.split("\n")).toHaveLength(5);
    expect(table).toMatch(/^\| language +\| posts \|/);
    expect(table).not.toContain("tokens");
  });

  it("the figures follow the posts: wrong labels are not named, a broken post fails its checks", async () => {
    const wrong = await evaluate(
      deps,
      photos.map((p) => ({ ...p, labels: ["giraffe"] })),
      { languages: ["hindi"], variations: 1 },
    );
    expect(summarise(wrong)[0]?.subjectNamed).toBe(0);
    const post = runs[0]?.posts[0]?.result;
    if (!post) throw new Error("no post");
    expect(checkPost(post, "english", ["cat"], 5).hashtagRulesKept).toBe(true);
    expect(checkPost({ ...post, caption: `${post.caption} #extra` }, "english", ["cat"], 5).hashtagRulesKept).toBe(
      false,
    );
    expect(checkPost({ ...post, altText: "cat" }, "english", ["cat"], 5).altIsSentence).toBe(false);
    expect(checkPost(post, "hindi", ["cat"], 5).scriptShare).toBeLessThan(0.5);
  });

  it("counts a label's vocabulary forms in the language as naming it", () => {
    expect(subjectWords(["cat"], "hindi")).toContain("बिल्ली");
    expect(subjectWords(["coffee"], "tamil")).toContain("coffee");
  });
});

describe("the caption eval with a model (the real Gemini client against the local fake)", () => {
  it("counts the tokens the provider reports, and prices them only at the prices given", async () => {
    const fake = await startFakeAiServer();
    const config = testConfig({
      AI_PROVIDER: "gemini",
      AI_MODEL: "gemini-test",
      AI_API_KEY: "key",
      AI_BASE_URL: fake.geminiBaseUrl,
    });
    const detector = createRecordedDetector();
    const textReader = createRecordedTextReader();
    try {
      const deps = { config, captionModel: createCaptionModel(config.ai), detector, textReader };
      const post = {
        postHeading: "Coffee break",
        caption: "A slow cup of coffee before the day begins.",
        detailedDescription: "A cup of coffee on a saucer.",
        hashtags: ["coffee", "CoffeeBreak"],
        altText: "A cup of coffee on a saucer.",
        engagementPrediction: 60,
        engagementReason: null,
      };
      fake.answer(
        { kind: "json", value: post },
        {
          kind: "json",
          value: {
            ...post,
            postHeading: "कॉफ़ी ब्रेक",
            caption: "दिन शुरू होने से पहले कॉफ़ी का एक आराम भरा कप।",
            detailedDescription: "तश्तरी पर रखा कॉफ़ी का कप।",
            altText: "तश्तरी पर रखा कॉफ़ी का कप।",
          },
        },
      );
      const coffee = (await readPhotos(PHOTOS)).filter((p) => p.file === "coffee.jpg");
      const runs = await evaluate(deps, coffee, { languages: ["english", "hindi"], variations: 1 });
      expect(runs.map((r) => r.error)).toEqual([undefined, undefined]);
      // The fake reports 100 prompt and 50 answer tokens per call, as Gemini's usageMetadata does.
      const rows = summarise(runs, { inputPerMillion: 1, outputPerMillion: 2 });
      expect(rows.map((r) => [r.language, r.inputTokens, r.outputTokens])).toEqual([
        ["english", 100, 50],
        ["hindi", 100, 50],
        ["overall", 200, 100],
      ]);
      expect(rows[2]?.cost).toBeCloseTo((200 * 1 + 100 * 2) / 1_000_000);
      expect(rows[2]?.subjectNamed).toBe(1);
      expect(summarise(runs)[2]?.cost).toBeUndefined();
      expect(formatTable(rows)).toMatch(/tokens in \| tokens out \| +cost \|/);
    } finally {
      await Promise.all([detector.close(), textReader.close(), fake.close()]);
    }
  });
});
