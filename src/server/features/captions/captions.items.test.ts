/**
 * Which selected items a generation can use: photos, and videos through the poster frame the
 * browser took at upload; a selection with no picture at all is answered 'No Images Selected'
 * (no_images) before any quota is reserved.
 */
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contentItems, generations } from "#server/db/schema/index.ts";
import { startFakeAiServer } from "#test/fakes/ai-providers.ts";
import { buildUser, injectAs } from "#test/helpers/accounts.ts";
import { createTestApp, type TestApp } from "#test/helpers/app.ts";
import { buildJpeg } from "#test/helpers/images.ts";
import { uploadPhoto, uploadVideo } from "#test/helpers/library.ts";
import { realPhotos } from "#test/helpers/photos.ts";
import { buildMp4 } from "#test/helpers/videos.ts";
import { validateResult } from "./normalize.ts";

type As = Awaited<ReturnType<typeof injectAs>>;

const NO_IMAGES = /^No Images Selected/;

/** An item created but never completed (the file is still uploading). */
async function startUpload(as: As): Promise<string> {
  const target = (
    await as({
      method: "POST",
      url: "/api/objects/upload",
      payload: { fileName: "late.jpg", fileSize: 1000, mimeType: "image/jpeg" },
    })
  ).json();
  const created = await as({
    method: "POST",
    url: "/api/content",
    payload: {
      fileName: "late.jpg",
      originalName: "late.jpg",
      fileType: "image",
      mimeType: "image/jpeg",
      fileSize: 1000,
      objectPath: target.objectPath,
    },
  });
  return created.json().id;
}

describe("offline engine", () => {
  let t: TestApp;
  let as: As;
  let userId: string;
  let poster: Buffer;
  beforeAll(async () => {
    // The subject: the upload path analyses the poster with the real models.
    t = await createTestApp({ analysis: "real" });
    const user = await buildUser(t);
    userId = user.id;
    as = await injectAs(t, user);
    poster = (await realPhotos())[0]?.jpeg as Buffer;
  });
  afterAll(() => t.close());

  const generate = (ids: string[], headers: Record<string, string> = {}) =>
    as({ method: "POST", url: "/api/generate-caption", headers, payload: { contentItemIds: ids, language: "hindi" } });
  const generationCount = async () =>
    (await t.deps.database.db.select().from(generations).where(eq(generations.userId, userId))).length;

  it("writes a post from a video, represented by its poster frame, and keeps the poster's analysis", async () => {
    const video = await uploadVideo(t, as, buildMp4({ seconds: 12, mdatBytes: 50_000 }), poster);
    expect(video).toMatchObject({ fileType: "video", status: "ready" });
    const res = await generate([video.id]);
    expect(res.statusCode).toBe(200);
    expect(validateResult(res.json(), { language: "hindi", script: "native" })).toMatchObject({ ok: true });
    const [row] = await t.deps.database.db.select().from(contentItems).where(eq(contentItems.id, video.id));
    expect(row?.analyzed).toBe(true);
    // The poster shows a man at a dinner table: the detector saw him.
    expect((row?.analysis as { peopleCount?: number } | undefined)?.peopleCount).toBeGreaterThanOrEqual(1);
  });

  it("answers 'No Images Selected' for a video without a poster frame, using no quota", async () => {
    const video = await uploadVideo(t, as, buildMp4({ seconds: 5 }));
    const before = await generationCount();
    const res = await generate([video.id]);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: "no_images", message: expect.stringMatching(NO_IMAGES) });
    expect(await generationCount()).toBe(before);
  });

  it("answers 'No Images Selected' for an item still uploading, as JSON and as an event", async () => {
    const pending = await startUpload(as);
    const before = await generationCount();
    const json = await generate([pending]);
    expect(json.statusCode).toBe(400);
    expect(json.json().error.code).toBe("no_images");
    const streamed = await generate([pending], { accept: "text/event-stream" });
    expect(streamed.body).toMatch(/^event: error\ndata: /);
    expect(JSON.parse(streamed.body.split("data: ")[1] ?? "{}")).toMatchObject({
      status: 400,
      error: { code: "no_images", message: expect.stringMatching(NO_IMAGES) },
    });
    expect(await generationCount()).toBe(before);
  });
});

describe("a cloud model (Gemini protocol)", () => {
  let fake: Awaited<ReturnType<typeof startFakeAiServer>>;
  let t: TestApp;
  let as: As;
  const answer = {
    postHeading: "Dinner, then a reel",
    caption: "Good food, good company. What is on your plate tonight?",
    detailedDescription: "A man at a dinner table, and a photo of the evening.",
    hashtags: ["dinner", "IndianFood", "reels"],
    altText: "A man at a dinner table",
    engagementPrediction: 70,
    engagementReason: null,
  };
  beforeAll(async () => {
    fake = await startFakeAiServer();
    t = await createTestApp({
      env: { AI_PROVIDER: "gemini", AI_MODEL: "gemini-test", AI_API_KEY: "key", AI_BASE_URL: fake.geminiBaseUrl },
    });
    as = await injectAs(t, await buildUser(t, { subscriptionStatus: "pro" }));
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  /** The pictures of the last model request, as width × height. */
  async function sentPictures(index: number) {
    const body = fake.requests[index]?.body as { contents: { parts: { inlineData?: { data: string } }[] }[] };
    const parts = body.contents.flatMap((c) => c.parts).filter((p) => p.inlineData);
    return Promise.all(
      parts.map(async (p) => {
        const meta = await sharp(Buffer.from(p.inlineData?.data ?? "", "base64")).metadata();
        return `${meta.width}×${meta.height}`;
      }),
    );
  }

  it("sends a video's poster frame as its picture, next to the photos", async () => {
    const poster = await buildJpeg({ width: 720, height: 1280 });
    const video = await uploadVideo(t, as, buildMp4({ seconds: 20, mdatBytes: 50_000 }), poster);
    const photo = await uploadPhoto(t, as, await buildJpeg({ width: 2000, height: 1500 }));
    fake.answer({ kind: "json", value: answer });
    const before = fake.requests.length;
    const res = await as({
      method: "POST",
      url: "/api/generate-caption",
      payload: { contentItemIds: [video.id, photo.id], language: "english" },
    });
    expect(res.statusCode).toBe(200);
    // The poster (720×1280, kept as a 1080 px preview → 576×1024) and the photo (→ 1024×768).
    expect(await sentPictures(before)).toEqual(["576×1024", "1024×768"]);
  });

  it("leaves out a video without a poster, and refuses a selection with no picture before calling the model", async () => {
    const bare = await uploadVideo(t, as, buildMp4({ seconds: 8 }));
    const photo = await uploadPhoto(t, as, await buildJpeg({ width: 800, height: 800 }));
    fake.answer({ kind: "json", value: answer });
    const before = fake.requests.length;
    const mixed = await as({
      method: "POST",
      url: "/api/generate-caption",
      payload: { contentItemIds: [bare.id, photo.id], language: "english" },
    });
    expect(mixed.statusCode).toBe(200);
    expect(await sentPictures(before)).toEqual(["800×800"]);

    const requests = fake.requests.length;
    const none = await as({
      method: "POST",
      url: "/api/generate-caption",
      payload: { contentItemIds: [bare.id], language: "english" },
    });
    expect(none.statusCode).toBe(400);
    expect(none.json().error).toMatchObject({ code: "no_images", message: expect.stringMatching(NO_IMAGES) });
    expect(fake.requests.length).toBe(requests);
  });
});
