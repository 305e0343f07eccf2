/**
 * AI Training's before/after (issue 17): POST /api/brand-training/compare writes one of the
 * user's photos without and with their brand training, counts one generation, and says what
 * the configured engine takes from the training.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { generations } from "#server/db/schema/index.ts";
import { buildUser, injectAs } from "#test/helpers/accounts.ts";
import { createTestApp, type TestApp } from "#test/helpers/app.ts";
import { buildJpeg } from "#test/helpers/images.ts";
import { uploadPhoto } from "#test/helpers/library.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const compare = (as: Awaited<ReturnType<typeof injectAs>>, payload: Record<string, string>) =>
  as({ method: "POST", url: "/api/brand-training/compare", payload });

describe("POST /api/brand-training/compare (offline writer)", () => {
  it("answers 401 signed out, 400 for a bad id, 404 for another user's photo", async () => {
    expect((await t.app.inject({ method: "POST", url: "/api/brand-training/compare", payload: {} })).statusCode).toBe(
      401,
    );
    const owner = await buildUser(t);
    const asOwner = await injectAs(t, owner);
    const photo = await uploadPhoto(t, asOwner, await buildJpeg({ width: 600, height: 600 }));
    const stranger = await injectAs(t, await buildUser(t));
    expect((await compare(stranger, { contentItemId: "nope" })).statusCode).toBe(400);
    expect((await compare(stranger, { contentItemId: photo.id, language: "klingon" })).statusCode).toBe(400);
    expect((await compare(stranger, { contentItemId: photo.id })).statusCode).toBe(404);
  });

  it("adds only the examples' hashtags, says so, and counts one generation", async () => {
    const user = await buildUser(t);
    const as = await injectAs(t, user);
    const photo = await uploadPhoto(t, as, await buildJpeg({ width: 800, height: 600 }));
    await as({
      method: "POST",
      url: "/api/brand-training",
      payload: { title: "Launch", content: "Our first cake!", hashtags: "#PriyaBakes" },
    });
    await as({
      method: "POST",
      url: "/api/voice-styles",
      payload: { styleName: "Ghar ka swaad", brandVoice: "Warm and homely.", isDefault: true },
    });
    const res = await compare(as, { contentItemId: photo.id, language: "hindi" });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.engine).toBe("offline");
    expect(body.uses).toEqual([
      "Your examples' 1 hashtag is offered as extra hashtag suggestions.",
      "Your voice style and your examples' wording do not change the built-in writer's captions; an AI model uses them.",
    ]);
    expect(body.withBrand.caption).toBe(body.without.caption);
    expect(body.without.hashtags).not.toContain("PriyaBakes");
    expect(body.withBrand.hashtags).toContain("PriyaBakes");
    expect(body.remaining).toBe(4);
    const counted = await t.deps.database.db.select().from(generations).where(eq(generations.userId, user.id));
    expect(counted.map((g) => g.status)).toEqual(["succeeded"]);
  });
});
