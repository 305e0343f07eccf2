import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildUser, injectAs } from "#test/helpers/accounts.ts";
import { createTestApp, type TestApp } from "#test/helpers/app.ts";
import { buildJpeg } from "#test/helpers/images.ts";
import { connectInstagram, insertJpeg, insertPhoto, noisePng } from "#test/helpers/instagram.ts";
import { countHashtags, instagramCaption, postProblems, prepareImage, UnfixablePhoto } from "./preflight.ts";

const ratioOf = async (jpeg: Buffer) => {
  const meta = await sharp(jpeg).metadata();
  return {
    format: meta.format,
    width: meta.width ?? 0,
    height: meta.height ?? 0,
    ratio: (meta.width ?? 0) / (meta.height ?? 1),
  };
};

describe("pre-flight fixes", () => {
  it("pads a 9:16 photo to 4:5 (white bars) and scales it to 1440 px, or crops it to 4:5", async () => {
    const tall = await buildJpeg({ width: 1080, height: 1920 });
    const padded = await prepareImage(tall, "pad");
    expect(padded.fix).toBe("Padded from 1080×1920 to 4:5 · scaled to 1440 px wide");
    const out = await ratioOf(padded.data);
    expect(out).toMatchObject({ format: "jpeg", width: 1440, height: 1800 });
    const corner = await sharp(padded.data).extract({ left: 5, top: 900, width: 1, height: 1 }).raw().toBuffer();
    expect([...corner].every((v) => v > 245)).toBe(true); // the padding is white
    const cropped = await prepareImage(tall, "crop");
    expect(await ratioOf(cropped.data)).toMatchObject({ width: 1080, height: 1350 });
    expect(cropped.fix).toBe("Cropped from 1080×1920 to 4:5");
  });

  it("makes a 12 MB PNG a JPEG under 8 MB, 1440 px wide; a wide panorama goes to 1.91:1", async () => {
    const png = await noisePng(2000, 2000);
    expect(png.length).toBeGreaterThan(11.5 * 1024 * 1024);
    const fixed = await prepareImage(png, "pad");
    expect(fixed.data.length).toBeLessThanOrEqual(8 * 1024 * 1024);
    expect(await ratioOf(fixed.data)).toMatchObject({ format: "jpeg", width: 1440, height: 1440 });
    expect(fixed.fix).toBe("Scaled to 1440 px wide · converted from PNG to JPEG");
    const wide = await prepareImage(await buildJpeg({ width: 3000, height: 1000 }), "pad");
    const w = await ratioOf(wide.data);
    expect(w.width).toBe(1440);
    expect(w.ratio).toBeGreaterThanOrEqual(1.9);
    expect(w.ratio).toBeLessThanOrEqual(1.915);
  });

  it("sends a photo that already fits byte for byte, and refuses one that is too small", async () => {
    const fits = await buildJpeg({ width: 1080, height: 1080 });
    const same = await prepareImage(fits, "pad");
    expect([same.fix, same.data.equals(fits)]).toEqual([null, true]);
    await expect(prepareImage(await buildJpeg({ width: 200, height: 200 }), "pad")).rejects.toBeInstanceOf(
      UnfixablePhoto,
    );
    await expect(prepareImage(Buffer.from("not a photo"), "pad")).rejects.toThrow(/could not be read/);
  });

  it("checks the post: heading, caption and hashtags ≤ 2,200 characters, at most 5 hashtags, at most 10 photos", () => {
    expect(instagramCaption({ title: "सुबह", caption: "चाय का समय", hashtags: "#chai #subah" })).toBe(
      "सुबह\n\nचाय का समय\n\n#chai #subah",
    );
    expect(countHashtags("#Chai #chai #सुबह #a_b")).toBe(3);
    expect(postProblems({ itemCount: 3, title: "", caption: "ok", hashtags: "#a #b #c #d #e" })).toEqual([]);
    expect(postProblems({ itemCount: 3, title: "", caption: "#x ok", hashtags: "#a #b #c #d #e" })[0]).toMatch(
      /at most 5 hashtags/,
    );
    expect(postProblems({ itemCount: 11, title: "", caption: "", hashtags: "" })[0]).toMatch(/2 to 10/);
    expect(postProblems({ itemCount: 1, title: "", caption: "x".repeat(2195), hashtags: "#abc" })[0]).toMatch(/2,200/);
    // The heading is part of what Instagram receives, so it counts too.
    expect(postProblems({ itemCount: 1, title: "", caption: "x".repeat(2180), hashtags: "#abc" })).toEqual([]);
    expect(
      postProblems({ itemCount: 1, title: "y".repeat(20), caption: "x".repeat(2180), hashtags: "#abc" })[0],
    ).toMatch(/2,200/);
  });
});

describe("pre-flight in the API", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("shows each photo's problem, the fix and a preview of exactly what will be sent", async () => {
    const user = await buildUser(t, { subscriptionStatus: "pro" });
    const as = await injectAs(t, user);
    const tall = await insertJpeg(t, user.id, 1080, 1920);
    const square = await insertJpeg(t, user.id, 1080, 1080);
    const res = await as({
      method: "POST",
      url: "/api/instagram/preflight",
      payload: { contentItemIds: [tall, square], caption: "सुबह", hashtags: "#chai", fit: "pad" },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.ok).toBe(true);
    expect(body.items[0]).toMatchObject({
      problems: [expect.stringMatching(/Too tall/)],
      fix: "Padded from 1080×1920 to 4:5 · scaled to 1440 px wide",
      fixable: true,
      result: { width: 1440, height: 1800 },
    });
    expect(body.items[1]).toMatchObject({ problems: [], fix: null, previewUrl: null });
    const preview = await as({ method: "GET", url: body.items[0].previewUrl });
    expect(preview.headers["content-type"]).toBe("image/jpeg");
    expect(await ratioOf(preview.rawPayload)).toMatchObject({ width: 1440, height: 1800 });
    // Another user's photo is not found, like a missing one.
    const other = await injectAs(t, await buildUser(t, { subscriptionStatus: "pro" }));
    const theirs = await other({
      method: "POST",
      url: "/api/instagram/preflight",
      payload: { contentItemIds: [tall] },
    });
    expect(theirs.json()).toMatchObject({ ok: false, problems: [expect.stringMatching(/no longer in your library/)] });
    expect((await other({ method: "GET", url: body.items[0].previewUrl })).statusCode).toBe(404);
  });

  it("reports a photo that cannot be fixed when the post is scheduled, and leaves automatic publishing off", async () => {
    const user = await buildUser(t, { subscriptionStatus: "business" });
    const as = await injectAs(t, user);
    await connectInstagram(as);
    const tiny = await insertJpeg(t, user.id, 200, 200, "tiny.jpg");
    const fine = await insertPhoto(t, user.id, await buildJpeg({ width: 1080, height: 1350 }));
    const created = await as({
      method: "POST",
      url: "/api/posts",
      payload: {
        title: "Two photos",
        caption: "Hello",
        contentItemIds: [fine, tiny],
        scheduledAt: new Date(Date.now() + 3_600_000).toISOString(),
      },
    });
    const post = created.json();
    const turnedOn = await as({
      method: "PUT",
      url: `/api/instagram/posts/${post.id}/auto-publish`,
      payload: { enabled: true },
    });
    expect(turnedOn.statusCode).toBe(422);
    expect(turnedOn.json().error.message).toMatch(
      /tiny\.jpg: This photo is 200 px wide; Instagram needs at least 320 px/,
    );
    expect(turnedOn.json().preflight.items[1].fixable).toBe(false);
    expect((await as({ method: "GET", url: `/api/posts/${post.id}` })).json().autoPublish).toBe(false);

    await as({ method: "PATCH", url: `/api/posts/${post.id}`, payload: { contentItemIds: [fine] } });
    const ok = await as({
      method: "PUT",
      url: `/api/instagram/posts/${post.id}/auto-publish`,
      payload: { enabled: true, fit: "crop" },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().post).toMatchObject({ autoPublish: true, publishFit: "crop", status: "scheduled" });
  });

  it("asks for the plan and a connected account before publishing automatically", async () => {
    const free = await buildUser(t);
    const asFree = await injectAs(t, free);
    const photo = await insertJpeg(t, free.id, 1080, 1080);
    const post = (
      await asFree({
        method: "POST",
        url: "/api/posts",
        payload: { title: "x", contentItemIds: [photo], scheduledAt: new Date(Date.now() + 3_600_000).toISOString() },
      })
    ).json();
    const refused = await asFree({
      method: "PUT",
      url: `/api/instagram/posts/${post.id}/auto-publish`,
      payload: { enabled: true },
    });
    expect(refused.statusCode).toBe(402);

    const pro = await buildUser(t, { subscriptionStatus: "pro" });
    const asPro = await injectAs(t, pro);
    const photo2 = await insertJpeg(t, pro.id, 1080, 1080);
    const post2 = (
      await asPro({
        method: "POST",
        url: "/api/posts",
        payload: { title: "x", contentItemIds: [photo2], scheduledAt: new Date(Date.now() + 3_600_000).toISOString() },
      })
    ).json();
    const unconnected = await asPro({
      method: "PUT",
      url: `/api/instagram/posts/${post2.id}/auto-publish`,
      payload: { enabled: true },
    });
    expect([unconnected.statusCode, unconnected.json().error.code]).toEqual([409, "instagram_not_connected"]);
    // Not the owner: not found.
    const stranger = await asFree({
      method: "PUT",
      url: `/api/instagram/posts/${post2.id}/auto-publish`,
      payload: { enabled: false },
    });
    expect(stranger.statusCode).toBe(404);
  });
});
