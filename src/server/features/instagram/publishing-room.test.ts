import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { posts, publications } from "#server/db/schema/index.ts";
import { buildUser, injectAs } from "#test/helpers/accounts.ts";
import { createTestApp, type TestApp } from "#test/helpers/app.ts";
import { connectInstagram, insertJpeg } from "#test/helpers/instagram.ts";
import { busiestDayAround } from "./instagram.service.ts";

/**
 * Issue 31: moving or scheduling a post that publishes automatically respects the account's
 * publishing limit, which Instagram states (the sandbox: 50) and counts over any rolling 24
 * hours: a calendar move into a day that is already full is refused with the reason.
 */
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

describe("busiestDayAround", () => {
  const at = new Date("2026-12-10T12:00:00Z");
  const off = (hours: number) => new Date(at.getTime() + hours * HOUR);

  it("counts the new time with the busiest 24 hours that hold it", () => {
    expect(busiestDayAround(at, [])).toBe(1);
    // 23 h before and 23 h after: never in one 24 hours together, each is with `at`.
    expect(busiestDayAround(at, [off(-23), off(23)])).toBe(2);
    expect(busiestDayAround(at, [off(-23), off(-1), off(1), off(23)])).toBe(3);
    // Exactly 24 h away is the next 24 hours.
    expect(busiestDayAround(at, [off(-24), off(24)])).toBe(1);
  });
});

describe("the publishing limit around a new time", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("refuses a move into 24 hours already holding the account's limit, and allows one beside it", async () => {
    const user = await buildUser(t, { subscriptionStatus: "pro" });
    const as = await injectAs(t, user);
    await connectInstagram(as);
    const quota = (await as({ method: "GET", url: "/api/instagram/quota" })).json();
    expect(quota.total).toBe(50);

    const photo = await insertJpeg(t, user.id, 1080, 1080);
    const firstTime = new Date(Date.now() + 2 * DAY);
    const created = await as({
      method: "POST",
      url: "/api/posts",
      payload: {
        title: "Chai",
        caption: "Morning chai",
        contentItemIds: [photo],
        scheduledAt: firstTime.toISOString(),
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const id: string = created.json().id;
    const on = await as({ method: "PUT", url: `/api/instagram/posts/${id}/auto-publish`, payload: { enabled: true } });
    expect(on.statusCode, on.body).toBe(200);

    // 50 other automatic posts in one day, five days out, a quarter-hour apart from 08:00.
    const [row] = await t.deps.database.db.select().from(posts).where(eq(posts.id, id));
    if (!row) throw new Error("no post");
    const fullDay = new Date(Date.now() + 5 * DAY);
    fullDay.setUTCHours(2, 30, 0, 0);
    const { id: _id, createdAt: _c, updatedAt: _u, ...copy } = row;
    const copies = await t.deps.database.db
      .insert(posts)
      .values(
        Array.from({ length: 50 }, (_, i) => ({
          ...copy,
          title: `Full day ${i}`,
          scheduledAt: new Date(fullDay.getTime() + i * 15 * 60_000),
        })),
      )
      .returning({ id: posts.id });
    // Each goes out on Instagram by itself: its publication is scheduled (decision 800).
    await t.deps.database.db.insert(publications).values(
      copies.map((c) => ({
        postId: c.id,
        destination: "instagram" as const,
        userId: user.id,
        state: "scheduled" as const,
      })),
    );
    const setState = (state: "off" | "scheduled") =>
      t.deps.database.db.execute(
        sql`update publications set state = ${state} where post_id = (select id from posts where workspace_id = ${user.id} and title = 'Full day 0')`,
      );

    const moveTo = (at: Date) =>
      as({ method: "PATCH", url: `/api/posts/${id}`, payload: { status: "scheduled", scheduledAt: at.toISOString() } });
    const intoFull = await moveTo(new Date(fullDay.getTime() + 6 * HOUR));
    expect(intoFull.statusCode, intoFull.body).toBe(409);
    expect(intoFull.json()).toMatchObject({ error: { code: "publishing_quota" }, total: 50, alreadyNear: 50 });
    expect(intoFull.json().error.message).toContain("publish 50 posts in any 24 hours");
    // Nothing moved.
    const [after] = await t.deps.database.db.select().from(posts).where(eq(posts.id, id));
    expect(after?.scheduledAt?.getTime()).toBe(firstTime.getTime());

    // Past the day's last post by more than 24 hours it fits; 24 h after the first one it fits
    // once one of them is unscheduled (the limit is over any rolling 24 hours).
    const beside = await moveTo(new Date(fullDay.getTime() + 50 * 15 * 60_000 + DAY));
    expect(beside.statusCode, beside.body).toBe(200);
    await setState("off");
    const refilled = await moveTo(new Date(fullDay.getTime() + 3 * HOUR));
    expect(refilled.statusCode, refilled.body).toBe(200);

    // A post that does not publish automatically moves anywhere: the limit is Instagram's API's.
    await setState("scheduled");
    const off = await as({
      method: "PUT",
      url: `/api/instagram/posts/${id}/auto-publish`,
      payload: { enabled: false },
    });
    expect(off.statusCode, off.body).toBe(200);
    expect((await moveTo(new Date(fullDay.getTime() + 4 * HOUR))).statusCode).toBe(200);
    // Turning automatic publishing on there is refused the same way.
    const onAgain = await as({
      method: "PUT",
      url: `/api/instagram/posts/${id}/auto-publish`,
      payload: { enabled: true },
    });
    expect(onAgain.statusCode, onAgain.body).toBe(409);
    expect(onAgain.json().error.code).toBe("publishing_quota");
  });
});
