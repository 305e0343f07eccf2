import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { mailOutbox, posts, publications, users, workspaceMembers } from "#server/db/schema/index.ts";
import { buildUser, injectAs } from "#test/helpers/accounts.ts";
import { createTestApp, type TestApp } from "#test/helpers/app.ts";
import { buildTeam, injectIn } from "#test/helpers/teams.ts";
import { saveCalendarSettings, sendWeeklyDigests } from "./calendar.service.ts";

/**
 * The calendar's weekly e-mail digest (issue 31, opt-in): turned on from the calendar for the
 * active workspace, sent from Monday 08:00 IST once a week to readers still active and in the
 * workspace, with the week's posts and the festivals of the next two weeks.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const digestsTo = (email: string) =>
  t.deps.database.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.toAddress, email), eq(mailOutbox.kind, "calendar-digest")));

it("is off until asked for, then goes out once a week from Monday morning IST to members still there", async () => {
  const owner = await buildUser(t, { subscriptionStatus: "business", firstName: "Meera" });
  const manager = await buildUser(t);
  const leaver = await buildUser(t);
  const team = await buildTeam(t, owner, [
    { user: manager, role: "manager" },
    { user: leaver, role: "viewer" },
  ]);
  const asOwner = await injectIn(t, owner, team);
  const asLeaver = await injectIn(t, leaver, team);
  const ownerAlone = await injectAs(t, owner);

  // Off by default; the calendar says so.
  const before = await asOwner({ url: "/api/calendar?from=2027-10-01&to=2027-10-31" });
  expect(before.json().settings).toEqual({ digest: false, festivalLanguage: null });
  // Bad input is refused with the contract's message; nothing changes.
  for (const payload of [{ digest: "yes" }, {}, { festivalLanguage: "klingon" }, { digest: true, extra: 1 }]) {
    const bad = await asOwner({ method: "PUT", url: "/api/calendar/settings", payload });
    expect(bad.statusCode, JSON.stringify(payload)).toBe(400);
  }

  // Turned on (on a Thursday): the first digest is next Monday's, not this week's.
  const thursday = new Date("2027-10-21T06:00:00Z");
  for (const as of [asOwner, asLeaver]) {
    const on = await as({ method: "PUT", url: "/api/calendar/settings", payload: { digest: true } });
    expect(on.statusCode, on.body).toBe(200);
    expect(on.json()).toEqual({ digest: true, festivalLanguage: null });
  }
  // The owner's turning it on is the team's digest only, not their personal workspace's.
  expect((await ownerAlone({ url: "/api/calendar?from=2027-10-01&to=2027-10-31" })).json().settings.digest).toBe(false);
  expect((await asOwner({ url: "/api/calendar?from=2027-10-01&to=2027-10-31" })).json().settings.digest).toBe(true);
  // (The routes set it for the week of the real today; the rest of the test runs at fixed times.)
  await t.deps.database.db.execute(sql`update calendar_settings set last_sent_week = '2027-10-18'`);
  expect(await sendWeeklyDigests(t.deps, thursday)).toBe(0);

  // The team's week: a post that publishes itself on Tuesday, a reminder post on Friday, one
  // after the seven days, and a draft. The leaver leaves the team before Monday.
  const post = (title: string, values: Partial<typeof posts.$inferInsert>) =>
    t.deps.database.db
      .insert(posts)
      .values({ userId: owner.id, workspaceId: team, title, language: "hindi", contentItemIds: [], ...values })
      .returning({ id: posts.id });
  const [automatic] = await post("दिवाली की तैयारी", {
    status: "scheduled",
    scheduledAt: new Date("2027-10-26T13:30:00Z"),
  });
  // It goes out on Instagram by itself (its publication is scheduled, decision 800).
  await t.deps.database.db
    .insert(publications)
    .values({ postId: automatic?.id ?? "", destination: "instagram", userId: owner.id, state: "scheduled" });
  await post("Friday offer", { status: "scheduled", scheduledAt: new Date("2027-10-29T04:30:00Z") });
  await post("Much later", { status: "scheduled", scheduledAt: new Date("2027-11-10T04:30:00Z") });
  await post("Still a draft", { status: "draft" });
  await t.deps.database.db
    .delete(workspaceMembers)
    .where(and(eq(workspaceMembers.workspaceId, team), eq(workspaceMembers.userId, leaver.id)));

  // Monday 25 October 2027, 07:30 IST: not yet; 08:30 IST: the owner's goes out, once.
  expect(await sendWeeklyDigests(t.deps, new Date("2027-10-25T02:00:00Z"))).toBe(0);
  const monday = new Date("2027-10-25T03:00:00Z");
  expect(await sendWeeklyDigests(t.deps, monday)).toBe(1);
  expect(await sendWeeklyDigests(t.deps, monday)).toBe(0);
  expect(await sendWeeklyDigests(t.deps, new Date("2027-10-27T10:00:00Z"))).toBe(0);
  expect(await digestsTo(leaver.email)).toHaveLength(0);

  const [mail] = await digestsTo(owner.email);
  expect(mail?.subject).toMatch(/^Your week ahead in .+: 2 posts scheduled, .+ (today|in \d+ days?)$/);
  const text = mail?.textBody ?? "";
  expect(text).toContain("Hello Meera,");
  expect(text).toContain("दिवाली की तैयारी (publishes to Instagram automatically)");
  expect(text).toContain("Friday offer (reminder by e-mail at its time)");
  expect(text).not.toContain("Much later");
  expect(text).toContain("1 post has no time yet");
  expect(text).toMatch(/Diwali/);
  expect(text).toContain("/calendar");
  // Times in IST: 13:30 UTC on 26 October is 7:00 pm IST.
  expect(text).toMatch(/26 Oct.*7:00\s?pm IST: दिवाली की तैयारी/i);

  // The next week it goes again; a disabled reader gets none; turned off, none either.
  const nextMonday = new Date("2027-11-01T03:00:00Z");
  await t.deps.database.db.update(users).set({ disabledAt: new Date() }).where(eq(users.id, owner.id));
  expect(await sendWeeklyDigests(t.deps, nextMonday)).toBe(0);
  await t.deps.database.db.update(users).set({ disabledAt: null }).where(eq(users.id, owner.id));
  expect(await sendWeeklyDigests(t.deps, nextMonday)).toBe(1);
  const [row] = await t.deps.database.db.select().from(users).where(eq(users.id, owner.id));
  if (!row) throw new Error("no owner");
  await saveCalendarSettings(
    t.deps,
    { ...row, workspaceId: team, role: "owner", workspace: {} as never },
    { digest: false },
    nextMonday,
  );
  expect(await sendWeeklyDigests(t.deps, new Date("2027-11-08T03:00:00Z"))).toBe(0);
  expect(await digestsTo(owner.email)).toHaveLength(2);
});

it("keeps the festival region chosen on the calendar, for the workspace and the digest", async () => {
  const user = await buildUser(t);
  const as = await injectAs(t, user);
  // Written in Tamil mostly: Tamil Nadu's festivals by default.
  await t.deps.database.db
    .insert(posts)
    .values({ userId: user.id, title: "பொங்கல்", language: "tamil", contentItemIds: [], status: "draft" });
  const read = async () => (await as({ url: "/api/calendar?from=2028-01-01&to=2028-01-31" })).json();
  expect(await read()).toMatchObject({ language: "tamil", languageSource: "your-posts" });
  const saved = await as({ method: "PUT", url: "/api/calendar/settings", payload: { festivalLanguage: "punjabi" } });
  expect(saved.json()).toEqual({ festivalLanguage: "punjabi", digest: false });
  const punjabi = await read();
  expect(punjabi).toMatchObject({ language: "punjabi", languageSource: "saved" });
  expect(punjabi.festivals.map((f: { name: string }) => f.name)).toContain("Lohri");
  // A request's own language still wins; null goes back to following the posts.
  expect((await as({ url: "/api/calendar?from=2028-01-01&to=2028-01-31&language=bengali" })).json().language).toBe(
    "bengali",
  );
  await as({ method: "PUT", url: "/api/calendar/settings", payload: { festivalLanguage: null } });
  expect(await read()).toMatchObject({ language: "tamil", languageSource: "your-posts" });
});
