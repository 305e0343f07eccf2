import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { memberOf, personalWorkspace } from "#server/auth/workspace.ts";
import { posts, users } from "#server/db/schema/index.ts";
import { buildUser, injectAs } from "#test/helpers/accounts.ts";
import { businessUserWithKey } from "#test/helpers/api.ts";
import { createTestApp, type TestApp } from "#test/helpers/app.ts";
import { buildJpeg } from "#test/helpers/images.ts";
import { uploadPhoto } from "#test/helpers/library.ts";
import { buildTeam, injectIn } from "#test/helpers/teams.ts";
import { readCalendar } from "./calendar.service.ts";

/**
 * GET /api/calendar (issue 31, decision 762): a workspace's posts by the IST day they go out,
 * its posts without a time, the festivals of its region, at most 62 days at a time.
 */
let t: TestApp;
type As = Awaited<ReturnType<typeof injectAs>>;
let as: As;
let userId: string;
let item: string;

beforeAll(async () => {
  t = await createTestApp();
  const user = await buildUser(t, { subscriptionStatus: "pro" });
  userId = user.id;
  as = await injectAs(t, user);
  item = (await uploadPhoto(t, as, await buildJpeg({ width: 500, height: 500 }))).id;
});
afterAll(() => t.close());

/** A post written straight to the table at a time (the scheduling rules are the posts feature's). */
async function postAt(
  owner: string,
  title: string,
  values: { status: "draft" | "scheduled" | "posted" | "in_review"; scheduledAt?: Date; postedAt?: Date },
) {
  const [row] = await t.deps.database.db
    .insert(posts)
    .values({ userId: owner, title, contentItemIds: [item], language: "tamil", ...values })
    .returning({ id: posts.id });
  return row?.id as string;
}

const calendar = (query: string, caller: As = as) => caller({ url: `/api/calendar?${query}` });

describe("the content calendar", () => {
  it("lists the posts going out in the IST days asked for, by time, on their IST day", async () => {
    // 23:50 IST on 14 Jan is 18:20 UTC; 00:10 IST on 21 Jan is 18:40 UTC on the 20th.
    const late = await postAt(userId, "Late on the 14th", {
      status: "scheduled",
      scheduledAt: new Date("2027-01-14T18:20:00Z"),
    });
    const published = await postAt(userId, "Went out on the 12th", {
      status: "posted",
      scheduledAt: new Date("2027-01-12T05:00:00Z"),
      postedAt: new Date("2027-01-12T05:00:30Z"),
    });
    await postAt(userId, "Just after the range", {
      status: "scheduled",
      scheduledAt: new Date("2027-01-20T18:40:00Z"),
    });
    await postAt(userId, "Just before the range", {
      status: "scheduled",
      scheduledAt: new Date("2027-01-09T18:29:00Z"),
    });
    const draft = await postAt(userId, "No time yet", { status: "draft" });
    const inReview = await postAt(userId, "In review", { status: "in_review" });

    const res = await calendar("from=2027-01-10&to=2027-01-20");
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.posts.map((p: { id: string; day: string; status: string }) => [p.id, p.day, p.status])).toEqual([
      [published, "2027-01-12", "posted"],
      [late, "2027-01-14", "scheduled"],
    ]);
    expect(body.posts[0]).toMatchObject({ at: "2027-01-12T05:00:30.000Z", contentItemId: item, autoPublish: false });
    expect(body.unscheduled.total).toBe(2);
    expect(body.unscheduled.posts.map((p: { id: string }) => p.id)).toEqual([inReview, draft]);
    expect(body.timeZone).toBe("Asia/Kolkata");
  });

  it("shows the festivals of the region the workspace writes for, or of the language asked for", async () => {
    const usual = (await calendar("from=2027-01-10&to=2027-01-20")).json();
    expect(usual).toMatchObject({ language: "tamil", languageSource: "your-posts" });
    expect(usual.festivals.map((f: { id: string }) => f.id)).toEqual(["pongal"]);
    const punjabi = (await calendar("from=2027-01-10&to=2027-01-20&language=punjabi")).json();
    expect(punjabi).toMatchObject({ language: "punjabi", languageSource: "request" });
    expect(punjabi.festivals.map((f: { id: string }) => f.id)).toEqual(["lohri"]);

    const newcomer = await injectAs(t, await buildUser(t));
    const fresh = (await calendar("from=2027-01-10&to=2027-01-20", newcomer)).json();
    expect(fresh).toMatchObject({ language: "english", languageSource: "default", posts: [] });
    expect(fresh.festivals.map((f: { id: string }) => f.id)).toEqual(
      expect.arrayContaining(["pongal", "lohri", "makar-sankranti"]),
    );
  });

  it("answers at most 62 days, and a clear 400 for a bad range", async () => {
    expect((await calendar("from=2027-01-01&to=2027-03-03")).statusCode).toBe(200); // 62 days
    for (const [query, message] of [
      ["from=2027-01-01&to=2027-03-04", "Ask for at most 62 days at a time"],
      ["from=2027-01-10&to=2027-01-09", "to must not be before from"],
      ["from=2027-02-30&to=2027-03-01", "from is not a real calendar date"],
      ["to=2027-01-01", "from"],
      ["from=2027-01-01&to=2027-01-02&language=klingon", "Unknown language"],
    ] as const) {
      const res = await calendar(query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().error.message, query).toContain(message);
    }
  });

  it("shows a team's posts to its members only, never another workspace's", async () => {
    const owner = await buildUser(t, { subscriptionStatus: "business" });
    const viewer = await buildUser(t);
    const team = await buildTeam(t, owner, [{ user: viewer, role: "viewer" }]);
    const [row] = await t.deps.database.db
      .insert(posts)
      .values({
        userId: owner.id,
        workspaceId: team,
        title: "The team's Republic Day post",
        contentItemIds: [item],
        status: "scheduled",
        scheduledAt: new Date("2027-01-26T04:30:00Z"),
      })
      .returning({ id: posts.id });
    const range = "from=2027-01-21&to=2027-01-31";
    expect(
      (await calendar(range, await injectIn(t, viewer, team))).json().posts.map((p: { id: string }) => p.id),
    ).toEqual([row?.id]);
    for (const outsider of [as, await injectIn(t, owner, null), await injectIn(t, viewer, null)]) {
      const body = (await calendar(range, outsider)).json();
      expect(body.posts.map((p: { id: string }) => p.id)).not.toContain(row?.id);
    }
  });

  it("answers the same read to a Business API key, for the key's workspace", async () => {
    const { user, api } = await businessUserWithKey(t, ["read"]);
    const [row] = await t.deps.database.db
      .insert(posts)
      .values({
        userId: user.id,
        title: "From the API",
        contentItemIds: [item],
        status: "scheduled",
        scheduledAt: new Date("2027-02-03T13:00:00Z"),
      })
      .returning({ id: posts.id });
    const res = await api({ url: "/api/v1/calendar?from=2027-02-01&to=2027-02-28" });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().posts).toEqual([
      expect.objectContaining({ id: row?.id, day: "2027-02-03", status: "scheduled" }),
    ]);
    expect((await api({ url: "/api/v1/calendar?from=2027-02-01&to=2027-05-01" })).statusCode).toBe(400);
    expect((await as({ url: "/api/v1/calendar?from=2027-02-01&to=2027-02-28" })).statusCode).toBe(401);
  });

  it("cannot move a post that is being published (the reschedule the calendar sends)", async () => {
    const id = await postAt(userId, "Publishing now", {
      status: "scheduled",
      scheduledAt: new Date(Date.now() + 60_000),
    });
    await t.deps.database.db.update(posts).set({ status: "publishing" }).where(eq(posts.id, id));
    const res = await as({
      method: "PATCH",
      url: `/api/posts/${id}`,
      payload: { scheduledAt: new Date(Date.now() + 86_400_000).toISOString() },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe("publishing");
  });
});

describe("the calendar's best times and gaps", () => {
  it("marks, from today, the days of the weekdays the workspace usually posts on that have nothing going out", async () => {
    const user = await buildUser(t, { subscriptionStatus: "pro" });
    const [row] = await t.deps.database.db.select().from(users).where(eq(users.id, user.id));
    if (!row) throw new Error("no user");
    const member = memberOf(row, personalWorkspace(row));
    // Now: Wednesday 10 March 2027, 10:00 IST. This week's Monday is 8 March.
    const now = new Date("2027-03-10T04:30:00Z");
    const at = (day: string, time = "13:30:00Z") => new Date(`${day}T${time}`);
    const post = (title: string, values: { status: "scheduled" | "posted"; scheduledAt: Date; postedAt?: Date }) =>
      t.deps.database.db
        .insert(posts)
        .values({ userId: user.id, title, contentItemIds: [item], language: "tamil", contentField: "food", ...values });
    // Tuesdays (7:00 PM IST) in 4 of the 8 weeks before: usual. Fridays in 3: not usual.
    for (const day of ["2027-01-12", "2027-01-26", "2027-02-09", "2027-03-02"]) {
      await post(`Tuesday ${day}`, { status: "posted", scheduledAt: at(day), postedAt: at(day) });
    }
    for (const day of ["2027-01-15", "2027-02-05", "2027-02-26"]) {
      await post(`Friday ${day}`, { status: "posted", scheduledAt: at(day), postedAt: at(day) });
    }
    // A Tuesday more than 8 weeks back does not count; next Tuesday is already planned.
    await post("Old Tuesday", { status: "posted", scheduledAt: at("2027-01-05"), postedAt: at("2027-01-05") });
    await post("Next Tuesday", { status: "scheduled", scheduledAt: at("2027-03-16") });

    const calendar = await readCalendar(t.deps, member, { from: "2027-03-01", to: "2027-03-31" }, now);
    expect(calendar.gaps.usualWeekdays).toEqual([2]);
    // 2 March is past, 9 March too (before today); 16 March has a post.
    expect(calendar.gaps.days).toEqual(["2027-03-23", "2027-03-30"]);
    expect(calendar.gaps.basis).toContain("You usually post on Tuesdays");
    // Worded in the reader's interface language.
    const inHindi = await readCalendar(t.deps, member, { from: "2027-03-01", to: "2027-03-31" }, now, "hi");
    expect(inHindi.gaps.basis).toContain("आपकी पोस्ट आम तौर पर मंगलवार को जाती हैं");
    expect(inHindi.bestTimes.basis.replaceAll("Instagram", "")).not.toMatch(/[A-Za-z]{3,}/);

    // Best times: the general rule for the field the posts were given (food), labelled as such.
    expect(calendar.bestTimes).toMatchObject({ source: "general-rule", field: "food", bestWeekday: null });
    expect(calendar.bestTimes.slots).toEqual([
      { weekday: 0, time: "11:00" },
      { weekday: 1, time: "12:30" },
      { weekday: 2, time: "12:30" },
      { weekday: 3, time: "12:30" },
      { weekday: 4, time: "12:30" },
      { weekday: 5, time: "12:30" },
      { weekday: 6, time: "11:00" },
    ]);
    expect(calendar.bestTimes.basis).toMatch(/not a measurement of your followers.*0 so far/);

    // A workspace with no history has no usual days and no gaps.
    const fresh = await buildUser(t);
    const [freshRow] = await t.deps.database.db.select().from(users).where(eq(users.id, fresh.id));
    if (!freshRow) throw new Error("no user");
    const empty = await readCalendar(
      t.deps,
      memberOf(freshRow, personalWorkspace(freshRow)),
      { from: "2027-03-01", to: "2027-03-31" },
      now,
    );
    expect(empty.gaps).toMatchObject({ days: [], usualWeekdays: [] });
    expect(empty.bestTimes.field).toBe("lifestyle");
  });
});
