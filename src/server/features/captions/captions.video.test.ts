import { readFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildUser, injectAs } from "#test/helpers/accounts.ts";
import { createTestApp, type TestApp } from "#test/helpers/app.ts";
import { uploadVideoWithFrames } from "#test/helpers/library.ts";
import { animalAndDrinkPhotos, realPhotos } from "#test/helpers/photos.ts";
import { VIDEO_FIXTURES } from "#test/helpers/videos.ts";
import { analyseContent } from "../library/library.service.ts";

/**
 * A video's caption from the frames sampled across it (issue 33, decision 755), with the real
 * detector and text reader: the subject of this file is what analysis finds in the frames.
 * cat-street.mp4 shows a tabby cat for 2 s, then people on a city street; the frames are what
 * the browser draws from it (the cat filling the 360 × 640 picture, the street fitted inside it
 * on black, as in the video).
 */
let t: TestApp;
let as: Awaited<ReturnType<typeof injectAs>>;
let video: Buffer;
let cat: Buffer;
let street: Buffer;

/** A photo as a frame of the 9:16 video, JPEG: cropped to fill 360 × 640, or fitted inside it on black. */
const asFrame = (photo: Buffer, fit: "cover" | "contain") =>
  sharp(photo).resize(360, 640, { fit, background: "#000" }).jpeg({ quality: 85 }).toBuffer();

beforeAll(async () => {
  t = await createTestApp({ analysis: "real" });
  as = await injectAs(t, await buildUser(t, { subscriptionStatus: "pro" }));
  video = await readFile(path.join(VIDEO_FIXTURES, "cat-street.mp4"));
  const tabby = (await animalAndDrinkPhotos()).find((p) => p.name === "cat")?.jpeg as Buffer;
  cat = await asFrame(tabby, "cover");
  street = await asFrame((await realPhotos()).find((p) => p.name === "robot")?.jpeg as Buffer, "contain");
}, 60_000);
afterAll(async () => {
  await t.close();
});

const generate = async (id: string) => {
  const res = await as({
    method: "POST",
    url: "/api/generate-caption",
    payload: { contentItemIds: [id], language: "english" },
  });
  expect(res.statusCode, res.body).toBe(200);
  const post = res.json();
  return `${post.postHeading} ${post.caption} ${post.detailedDescription} ${post.altText}`.toLowerCase();
};

describe("a video's caption comes from the frames across the clip", () => {
  it("keeps the frames, analyses each, and writes from what they show together", async () => {
    const done = await uploadVideoWithFrames(t, as, video, {
      name: "cat-street.mp4",
      poster: cat,
      frames: [
        { at: 0.1, jpeg: cat },
        { at: 2, jpeg: street },
        { at: 3.9, jpeg: street },
      ],
    });
    expect(done.statusCode, done.body).toBe(200);
    const item = done.json();
    expect(item).toMatchObject({ fileType: "video", width: 360, height: 640, reel: { publishable: true } });

    await analyseContent(t.deps, item.id);
    const [row] = await t.deps.database.db.query.contentItems.findMany({ where: (c, { eq }) => eq(c.id, item.id) });
    const analysis = row?.analysis as {
      tentative?: { label: string }[];
      video: { frames: { at: number; facts: { tentative?: { label: string }[] } }[]; reel: unknown };
    };
    // Each frame analysed on its own, in clip order; the item's analysis is their union.
    expect(analysis.video.frames.map((f) => f.at)).toEqual([0.1, 2, 3.9]);
    expect(analysis.video.frames.every((f) => f.facts)).toBe(true);
    const labels = analysis.tentative?.map((o) => o.label) ?? [];
    expect(labels).toContain("cat");
    expect((analysis as { peopleCount?: number }).peopleCount).toBeGreaterThanOrEqual(1);
    expect(analysis.video.reel).toMatchObject({ publishable: true });

    const prose = await generate(item.id);
    // The cat of the first frame and the people of the later ones, in one post.
    expect(prose).toMatch(/\b(cat|animal|pet)\b/);
    expect(prose).toMatch(/\b(people|person)\b/);
  });

  it("analyses the frames at generation when the job has not run yet, keeping the Reel check and the frames", async () => {
    const done = await uploadVideoWithFrames(t, as, video, {
      name: "not-yet-analysed.mp4",
      poster: cat,
      frames: [
        { at: 0.1, jpeg: cat },
        { at: 3.9, jpeg: street },
      ],
    });
    expect(done.statusCode, done.body).toBe(200);
    const prose = await generate(done.json().id);
    expect(prose).toMatch(/\b(cat|animal|pet)\b/);
    expect(prose).toMatch(/\b(people|person)\b/);
    const [row] = await t.deps.database.db.query.contentItems.findMany({
      where: (c, { eq }) => eq(c.id, done.json().id),
    });
    expect(row?.analyzed).toBe(true);
    expect(row?.analysis).toMatchObject({
      peopleCount: expect.any(Number),
      video: { reel: { publishable: true }, frames: [{ at: 0.1 }, { at: 3.9 }] },
    });
  });

  it("from the poster alone (no frames, as before), the people of the later scene are never named", async () => {
    const done = await uploadVideoWithFrames(t, as, video, { name: "poster-only.mp4", poster: cat });
    expect(done.statusCode, done.body).toBe(200);
    await analyseContent(t.deps, done.json().id);
    const prose = await generate(done.json().id);
    expect(prose).toMatch(/\b(cat|animal|pet)\b/);
    expect(prose).not.toMatch(/\b(people|person)\b/);
  });
});
