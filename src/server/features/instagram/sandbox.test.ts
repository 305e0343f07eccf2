import { sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { freePort } from "#test/e2e/harness.ts";
import { buildUser, injectAs } from "#test/helpers/accounts.ts";
import { createTestApp, type TestApp } from "#test/helpers/app.ts";
import { connectInstagram, insertJpeg } from "#test/helpers/instagram.ts";
import { runPublishing } from "./publish.ts";

let t: TestApp;
let base: string;

beforeAll(async () => {
  // The sandbox downloads photos from the app's own signed links, so the app listens here.
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  t = await createTestApp({ env: { PUBLIC_URL: base, INSTAGRAM_POLL_MS: "50" } });
  await t.app.listen({ port, host: "127.0.0.1" });
});
afterAll(() => t.close());

it("the embedded sandbox publishes a scheduled carousel into its table, with a permalink page in the app", async () => {
  expect(t.deps.instagram?.kind).toBe("sandbox");
  const user = await buildUser(t, { subscriptionStatus: "business" });
  const as = await injectAs(t, user);
  await connectInstagram(as);
  const ids = [await insertJpeg(t, user.id, 1080, 1080), await insertJpeg(t, user.id, 1080, 1920)];
  const post = (
    await as({
      method: "POST",
      url: "/api/posts",
      payload: {
        title: "Sandbox",
        caption: "पहला पोस्ट",
        hashtags: "#sandbox",
        altText: "दो तस्वीरें",
        contentItemIds: ids,
        scheduledAt: new Date(Date.now() + 3_600_000).toISOString(),
      },
    })
  ).json();
  expect(
    (await as({ method: "PUT", url: `/api/instagram/posts/${post.id}/auto-publish`, payload: { enabled: true } }))
      .statusCode,
  ).toBe(200);
  await t.deps.database.db.execute(
    sql`update posts set scheduled_at = now() - interval '1 second' where id = ${post.id}`,
  );
  expect(await runPublishing(t.deps)).toBe(1);
  const published = (await as({ method: "GET", url: `/api/posts/${post.id}` })).json();
  expect(published.status).toBe("posted");
  expect(published.permalink).toMatch(new RegExp(`^${base}/instagram-sandbox/p/\\d+$`));
  expect((await as({ method: "GET", url: "/api/instagram/quota" })).json()).toMatchObject({
    used: 1,
    total: 50,
    left: 49,
  });

  // Anyone with the link sees the post: its photos (with alt text) and the caption.
  const page = await t.app.inject({ method: "GET", url: new URL(published.permalink).pathname });
  expect(page.statusCode).toBe(200);
  expect(page.body).toContain("पहला पोस्ट\n\n#sandbox");
  const images = [...page.body.matchAll(/<img src="([^"]+)" alt="([^"]*)"/g)];
  expect(images.map((m) => m[2])).toEqual(["दो तस्वीरें", "दो तस्वीरें"]);
  const photo = await t.app.inject({ method: "GET", url: images[1]?.[1] ?? "" });
  expect([photo.statusCode, photo.headers["content-type"]]).toEqual([200, "image/jpeg"]);
  expect((await t.app.inject({ method: "GET", url: "/instagram-sandbox/p/123456789" })).statusCode).toBe(404);
  expect((await t.app.inject({ method: "GET", url: "/instagram-sandbox/media/123456789.jpg" })).statusCode).toBe(404);
});
