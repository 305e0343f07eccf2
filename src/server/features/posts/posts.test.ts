// postgres: the post quota's row lock under 20 racing saves; two servers racing for due reminders
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { PLANS } from "#contract/plans.ts";
import { safeReturnPath } from "#contract/return-path.ts";
import { memberOf, personalWorkspace } from "#server/auth/workspace.ts";
import { openPostgres, queryRows } from "#server/db/client.ts";
import { jobs, mailOutbox, posts } from "#server/db/schema/index.ts";
import { type Deps, depsFor } from "#server/deps.ts";
import { createAppJobRunner } from "#server/jobs/index.ts";
import { buildUser, injectAs, type UserRow } from "#test/helpers/accounts.ts";
import { createTestApp, type TestApp } from "#test/helpers/app.ts";
import { buildJpeg } from "#test/helpers/images.ts";
import { uploadPhoto } from "#test/helpers/library.ts";
import { createPost, JOB_POST_REMINDER, sendPostReminder, updatePost } from "./posts.service.ts";

let t: TestApp;
let photo: Buffer;
beforeAll(async () => {
  t = await createTestApp();
  photo = await buildJpeg({ width: 600, height: 400 });
});
afterAll(() => t.close());

type As = Awaited<ReturnType<typeof injectAs>>;

/** The services act for a member of a workspace: the account in its personal one. */
const personal = (user: UserRow) => memberOf(user, personalWorkspace(user));

interface Creator {
  user: UserRow;
  as: As;
  contentId: string;
}

/** A signed-in user with one uploaded photo. */
async function buildCreator(plan: UserRow["subscriptionStatus"] = "free"): Promise<Creator> {
  const user = await buildUser(t, { subscriptionStatus: plan });
  const as = await injectAs(t, user);
  const item = await uploadPhoto(t, as, photo);
  return { user, as, contentId: item.id };
}

const validPost = (c: Creator, overrides: Record<string, unknown> = {}) => ({
  title: "Chai at sunset",
  caption: "Adrak wali chai and a pink sky.",
  detailedDescription: "An evening on the terrace.",
  hashtags: ["chai", "#sunset", "MumbaiDiaries"],
  altText: "A glass of tea on a ledge at sunset",
  contentItemIds: [c.contentId],
  engagementPrediction: "82",
  ...overrides,
});

const save = (c: Creator, overrides: Record<string, unknown> = {}) =>
  c.as({ method: "POST", url: "/api/posts", payload: validPost(c, overrides) });

const mailsTo = (email: string) => t.deps.database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email));

const runJobs = () => createAppJobRunner(t.deps).runDueJobs({ checkSchedules: false });

describe("saving a post", () => {
  let c: Creator;
  beforeAll(async () => {
    c = await buildCreator("pro");
  });

  it("stores the spec's fields, hashtags as one string and the estimate as a number", async () => {
    const res = await save(c);
    expect(res.statusCode).toBe(201);
    const post = res.json();
    expect(post).toMatchObject({
      title: "Chai at sunset",
      caption: "Adrak wali chai and a pink sky.",
      detailedDescription: "An evening on the terrace.",
      hashtags: "#chai #sunset #MumbaiDiaries",
      altText: "A glass of tea on a ledge at sunset",
      contentItemIds: [c.contentId],
      status: "draft",
      scheduledAt: null,
      engagementPrediction: 82,
      language: "english",
    });
    const again = await c.as({ method: "GET", url: `/api/posts/${post.id}` });
    expect(again.json()).toEqual(post);
  });

  it("accepts hashtags as one string in any script and the estimate as a number", async () => {
    const res = await save(c, {
      hashtags: "#दिवाली, #Diwali2026 #दिवाली",
      engagementPrediction: 64,
      language: "hindi",
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ hashtags: "#दिवाली #Diwali2026", engagementPrediction: 64, language: "hindi" });
  });

  it("keeps text exactly as typed, markup included (the browser shows it as text)", async () => {
    const caption = `<img src=x onerror=alert(1)> </textarea><script>alert(2)</script>`;
    const res = await save(c, { caption });
    expect(res.json().caption).toBe(caption);
    expect(res.headers["content-type"]).toMatch(/application\/json/);
  });

  it.each([
    ["no heading", { title: "  " }, "title: Post heading is required"],
    ["a missing heading", { title: undefined }, "title: Post heading is required"],
    ["a heading over 150 characters", { title: "a".repeat(151) }, "at most 150 characters"],
    ["a caption over 2,200 characters", { caption: "a".repeat(2201) }, "Caption can be at most 2,200 characters"],
    ["no photo", { contentItemIds: [] }, "Select at least one photo for this post"],
    ["six photos", { contentItemIds: Array.from({ length: 6 }, () => crypto.randomUUID()) }, "maximum 5 photos"],
    ["an estimate over 100", { engagementPrediction: "120" }, "number from 0 to 100"],
    ["an estimate that is not a number", { engagementPrediction: "high" }, "number from 0 to 100"],
    ["an unknown status", { status: "published" }, "draft, scheduled or posted"],
    ["six hashtags", { hashtags: "#a1 #b2 #c3 #d4 #e5 #f6" }, "at most 5 hashtags"],
    ["an unknown language", { language: "klingon" }, "Unknown language"],
  ])("refuses %s with a clear message", async (_name, overrides, message) => {
    const res = await save(c, overrides);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toContain(message);
  });

  it("refuses photos that are not the user's own", async () => {
    const other = await buildCreator();
    const res = await save(c, { contentItemIds: [c.contentId, other.contentId] });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: "unknown_content" });
    const unknown = await save(c, { contentItemIds: [crypto.randomUUID()] });
    expect(unknown.statusCode).toBe(400);
  });

  it("answers 401 when signed out", async () => {
    for (const [method, url] of [
      ["GET", "/api/posts"],
      ["POST", "/api/posts"],
      ["GET", `/api/posts/${crypto.randomUUID()}`],
      ["PATCH", `/api/posts/${crypto.randomUUID()}`],
      ["DELETE", `/api/posts/${crypto.randomUUID()}`],
    ] as const) {
      const res = await t.app.inject({
        method,
        url,
        payload: method === "GET" || method === "DELETE" ? undefined : {},
      });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
  });
});

describe("listing posts", () => {
  it("pages newest first with a cursor until nextCursor is null", async () => {
    const c = await buildCreator("pro");
    const ids: string[] = [];
    for (let i = 0; i < 7; i++) ids.push((await save(c, { title: `Post ${i}` })).json().id);
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const url: string = `/api/posts?limit=3${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`;
      const res = await c.as({ method: "GET", url });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      seen.push(...body.posts.map((p: { id: string }) => p.id));
      cursor = body.nextCursor;
      pages++;
    } while (cursor);
    expect(pages).toBe(3);
    expect(seen).toEqual([...ids].reverse());

    const all = (await c.as({ method: "GET", url: "/api/posts" })).json();
    expect(all.posts).toHaveLength(7);
    expect(all.nextCursor).toBeNull();
  });

  it("shows only the user's own posts", async () => {
    const a = await buildCreator();
    const b = await buildCreator();
    await save(a);
    const listed = (await b.as({ method: "GET", url: "/api/posts" })).json();
    expect(listed).toEqual({ posts: [], nextCursor: null });
  });

  it.each([
    ["limit=0", "limit must be a number from 1 to 100"],
    ["limit=101", "limit must be a number from 1 to 100"],
    ["limit=abc", "limit must be a number from 1 to 100"],
    ["cursor=not-a-cursor", "This page link is not valid"],
  ])("refuses ?%s", async (query, message) => {
    const c = await buildCreator();
    const res = await c.as({ method: "GET", url: `/api/posts?${query}` });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toContain(message);
  });
});

describe("editing, status and deleting", () => {
  let c: Creator;
  beforeAll(async () => {
    c = await buildCreator("pro");
  });

  it("edits fields and leaves the others as they were", async () => {
    const id = (await save(c)).json().id;
    const res = await c.as({
      method: "PATCH",
      url: `/api/posts/${id}`,
      payload: { title: "Chai, again", hashtags: "#chai #monsoon", engagementPrediction: 91 },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      title: "Chai, again",
      hashtags: "#chai #monsoon",
      engagementPrediction: 91,
      caption: "Adrak wali chai and a pink sky.",
      status: "draft",
    });
    expect((await c.as({ method: "PATCH", url: `/api/posts/${id}`, payload: {} })).statusCode).toBe(400);
    expect((await c.as({ method: "PATCH", url: `/api/posts/${id}`, payload: { title: "" } })).statusCode).toBe(400);
  });

  it("schedules in the future, refuses a past time with the time in IST, unschedules and marks posted", async () => {
    const id = (await save(c)).json().id;
    const past = await c.as({
      method: "PATCH",
      url: `/api/posts/${id}`,
      payload: { status: "scheduled", scheduledAt: "2020-01-01T12:30:00Z" },
    });
    expect(past.statusCode).toBe(400);
    expect(past.json().error.message).toContain("1 Jan 2020, 6:00 pm IST");

    const missing = await c.as({ method: "PATCH", url: `/api/posts/${id}`, payload: { status: "scheduled" } });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.message).toContain("Pick a date and time");

    const when = new Date(Date.now() + 2 * 60 * 60 * 1000).toISOString();
    const scheduled = await c.as({
      method: "PATCH",
      url: `/api/posts/${id}`,
      payload: { status: "scheduled", scheduledAt: when },
    });
    expect(scheduled.statusCode).toBe(200);
    expect(scheduled.json()).toMatchObject({ status: "scheduled", scheduledAt: when });

    const draft = await c.as({ method: "PATCH", url: `/api/posts/${id}`, payload: { status: "draft" } });
    expect(draft.json()).toMatchObject({ status: "draft", scheduledAt: null });

    const posted = await c.as({ method: "PATCH", url: `/api/posts/${id}`, payload: { status: "posted" } });
    expect(posted.json()).toMatchObject({ status: "posted" });
  });

  it("takes a scheduled time with an Indian offset and a post saved as scheduled", async () => {
    const when = new Date(Date.now() + 24 * 60 * 60 * 1000);
    when.setMilliseconds(0);
    const ist = new Date(when.getTime() + 5.5 * 60 * 60 * 1000).toISOString().replace(".000Z", "+05:30");
    const res = await save(c, { status: "scheduled", scheduledAt: ist });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ status: "scheduled", scheduledAt: when.toISOString() });
    const implied = await save(c, { scheduledAt: ist });
    expect(implied.json()).toMatchObject({ status: "scheduled", scheduledAt: when.toISOString() });
    const draft = await save(c, { status: "draft", scheduledAt: ist });
    expect(draft.statusCode).toBe(400);
    expect(draft.json().error.message).toContain("A draft has no scheduled time");
  });

  it("deletes a post", async () => {
    const id = (await save(c)).json().id;
    expect((await c.as({ method: "DELETE", url: `/api/posts/${id}` })).statusCode).toBe(204);
    expect((await c.as({ method: "GET", url: `/api/posts/${id}` })).statusCode).toBe(404);
    expect((await c.as({ method: "DELETE", url: `/api/posts/${id}` })).statusCode).toBe(404);
  });

  it("answers 404 for another user's post on read, edit and delete, and changes nothing", async () => {
    const id = (await save(c)).json().id;
    const other = await buildCreator("pro");
    expect((await other.as({ method: "GET", url: `/api/posts/${id}` })).statusCode).toBe(404);
    const edit = await other.as({ method: "PATCH", url: `/api/posts/${id}`, payload: { title: "Mine now" } });
    expect(edit.statusCode).toBe(404);
    expect((await other.as({ method: "DELETE", url: `/api/posts/${id}` })).statusCode).toBe(404);
    const mine = await c.as({ method: "GET", url: `/api/posts/${id}` });
    expect(mine.json().title).toBe("Chai at sunset");
  });

  it("answers 404 for an unknown id and 400 for one that is not an id", async () => {
    expect((await c.as({ method: "GET", url: `/api/posts/${crypto.randomUUID()}` })).statusCode).toBe(404);
    const patch = await c.as({ method: "PATCH", url: `/api/posts/${crypto.randomUUID()}`, payload: { title: "x" } });
    expect(patch.statusCode).toBe(404);
    expect((await c.as({ method: "GET", url: "/api/posts/not-an-id" })).statusCode).toBe(400);
  });
});

describe("a posted post: viewed and duplicated, not edited or scheduled", () => {
  let c: Creator;
  beforeAll(async () => {
    c = await buildCreator("pro");
  });
  const when = () => new Date(Date.now() + 2 * 60 * 60 * 1000).toISOString();
  const patch = (id: string, payload: Record<string, unknown>) =>
    c.as({ method: "PATCH", url: `/api/posts/${id}`, payload });

  it("refuses edits and scheduling of a post published by automatic publishing, with a clear 409", async () => {
    const id = (await save(c)).json().id;
    // As the publishing job leaves it (markPostPublished): posted, with the moment and the link.
    const { markPostPublished } = await import("./posts.service.ts");
    const { publications } = await import("#server/db/schema/index.ts");
    await t.deps.database.db
      .insert(publications)
      .values({ postId: id, userId: c.user.id, destination: "instagram", state: "publishing" });
    await markPostPublished(t.deps, id, "instagram", "https://www.instagram.com/p/abc/", new Date());
    for (const payload of [
      { title: "Edited after posting" },
      { status: "scheduled", scheduledAt: when() },
      { status: "draft" },
    ]) {
      const res = await patch(id, payload);
      expect(res.statusCode).toBe(409);
      expect(res.json().error).toEqual({
        code: "posted",
        message:
          "This post is already on Instagram, so it can no longer be edited or scheduled. Duplicate it to make a new draft.",
      });
    }
    const auto = await c.as({
      method: "PUT",
      url: `/api/instagram/posts/${id}/auto-publish`,
      payload: { enabled: true },
    });
    expect(auto.statusCode).toBe(409);
    expect((await c.as({ method: "GET", url: `/api/posts/${id}` })).json()).toMatchObject({
      title: "Chai at sunset",
      status: "posted",
      permalink: "https://www.instagram.com/p/abc/",
    });
  });

  it("a post marked posted by hand may only go back to draft (an undo), then be edited again", async () => {
    const id = (await save(c)).json().id;
    expect((await patch(id, { status: "posted" })).statusCode).toBe(200);
    const edit = await patch(id, { caption: "New words" });
    expect(edit.statusCode).toBe(409);
    expect(edit.json().error.message).toMatch(/marked posted, so it can no longer be edited or scheduled/);
    expect((await patch(id, { status: "scheduled", scheduledAt: when() })).statusCode).toBe(409);
    expect((await patch(id, { status: "draft", caption: "New words" })).statusCode).toBe(409);
    const undo = await patch(id, { status: "draft" });
    expect(undo.statusCode).toBe(200);
    expect(undo.json()).toMatchObject({ status: "draft" });
    expect((await patch(id, { caption: "New words" })).json()).toMatchObject({ caption: "New words" });
  });

  it("Duplicate makes a new draft with the post's text and photos; another user's post is not found", async () => {
    const id = (await save(c)).json().id;
    expect((await patch(id, { status: "posted" })).statusCode).toBe(200);
    const res = await c.as({ method: "POST", url: `/api/posts/${id}/duplicate` });
    expect(res.statusCode).toBe(201);
    const copy = res.json();
    expect(copy.id).not.toBe(id);
    expect(copy).toMatchObject({
      title: "Chai at sunset",
      caption: "Adrak wali chai and a pink sky.",
      detailedDescription: "An evening on the terrace.",
      hashtags: "#chai #sunset #MumbaiDiaries",
      altText: "A glass of tea on a ledge at sunset",
      contentItemIds: [c.contentId],
      engagementPrediction: 82,
      status: "draft",
      scheduledAt: null,
      permalink: null,
    });
    expect((await patch(copy.id, { status: "scheduled", scheduledAt: when() })).statusCode).toBe(200);
    const other = await buildCreator("pro");
    expect((await other.as({ method: "POST", url: `/api/posts/${id}/duplicate` })).statusCode).toBe(404);
    expect((await c.as({ method: "POST", url: `/api/posts/${crypto.randomUUID()}/duplicate` })).statusCode).toBe(404);
  });

  it("Duplicate counts against the free plan's history like a save", async () => {
    const free = await buildCreator("free");
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) ids.push((await save(free)).json().id);
    const res = await free.as({ method: "POST", url: `/api/posts/${ids[0]}/duplicate` });
    expect(res.statusCode).toBe(402);
  });
});

describe("free plan: 5 posts in caption history", () => {
  const me = async (c: Creator) => (await c.as({ method: "GET", url: "/api/auth/me" })).json();

  it("refuses the 6th save with an upgrade message, counts saves in /api/auth/me, and a delete frees a place", async () => {
    const c = await buildCreator("free");
    const limit = PLANS.free.savedPosts ?? 0;
    expect(limit).toBe(5);
    const ids: string[] = [];
    for (let i = 0; i < limit; i++) {
      const res = await save(c);
      expect(res.statusCode).toBe(201);
      ids.push(res.json().id);
    }
    expect((await me(c)).freePostsUsed).toBe(5);

    const sixth = await save(c);
    expect(sixth.statusCode).toBe(402);
    expect(sixth.json()).toMatchObject({
      error: {
        code: "save_limit",
        message: "You've saved 5 of 5 posts on the free plan. Upgrade to save more, or delete a post.",
      },
      savedPosts: 5,
      limit: 5,
      upgradeRequired: true,
    });

    await c.as({ method: "DELETE", url: `/api/posts/${ids[0]}` });
    expect((await me(c)).freePostsUsed).toBe(4);
    expect((await save(c)).statusCode).toBe(201);
    expect((await me(c)).freePostsUsed).toBe(5);
  });

  it("20 parallel saves by a user with 1 left: exactly 1 succeeds", async () => {
    const c = await buildCreator("free");
    for (let i = 0; i < 4; i++) expect((await save(c)).statusCode).toBe(201);
    const results = await Promise.all(Array.from({ length: 20 }, (_, i) => save(c, { title: `Race ${i}` })));
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((code) => code === 201)).toHaveLength(1);
    expect(codes.filter((code) => code === 402)).toHaveLength(19);
    const [row] = await t.deps.database.db
      .select({ n: sql<string>`count(*)` })
      .from(posts)
      .where(eq(posts.userId, c.user.id));
    expect(Number(row?.n)).toBe(5);
    expect((await me(c)).freePostsUsed).toBe(5);
  });

  it("does not limit paid plans", async () => {
    const c = await buildCreator("starter");
    for (let i = 0; i < 6; i++) expect((await save(c)).statusCode).toBe(201);
  });
});

describe("scheduling reminder", () => {
  /** Schedules a post for one second ago, as if it had been scheduled earlier: its time has come. */
  async function scheduleDue(c: Creator, postId: string) {
    const when = new Date(Date.now() - 1000);
    await updatePost(t.deps, personal(c.user), postId, { scheduledAt: when }, new Date(when.getTime() - 60_000));
    return when;
  }

  it("e-mails the caption and the post's hashtags at the scheduled time, once", async () => {
    const c = await buildCreator("pro");
    const id = (await save(c, { caption: "Chai <3 & sky" })).json().id;
    const future = new Date(Date.now() + 60 * 60 * 1000).toISOString();
    await c.as({ method: "PATCH", url: `/api/posts/${id}`, payload: { status: "scheduled", scheduledAt: future } });
    await runJobs();
    expect(await mailsTo(c.user.email)).toEqual([]);

    await scheduleDue(c, id);
    await runJobs();
    await runJobs();
    const mails = await mailsTo(c.user.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ kind: "post-reminder", subject: "Time to post: Chai at sunset" });
    expect(mails[0]?.textBody).toContain("Chai <3 & sky\n\n#chai #sunset #MumbaiDiaries");
    expect(mails[0]?.textBody).toContain("IST");
  });

  it("links to the post itself: My Posts opened at it, a path the sign-in page can return to", async () => {
    const c = await buildCreator("pro");
    const id = (await save(c)).json().id;
    await scheduleDue(c, id);
    await runJobs();
    const [mail] = await mailsTo(c.user.email);
    const base = t.deps.config.publicUrl;
    const link = mail?.textBody.split("\n").find((line) => line.startsWith(base)) ?? "";
    expect(link).toBe(`${base}/?tab=posts&post=${id}`);
    const url = new URL(link);
    expect(url.origin).toBe(new URL(base).origin);
    expect(Object.fromEntries(url.searchParams)).toEqual({ tab: "posts", post: id });
    // A signed-out reader goes to /login?next=<this path> and comes back to exactly it.
    expect(safeReturnPath(`${url.pathname}${url.search}`)).toBe(`/?tab=posts&post=${id}`);
  });

  it("sends once even when several servers run the same job at the same moment", async () => {
    const c = await buildCreator("pro");
    const id = (await save(c)).json().id;
    const when = await scheduleDue(c, id);
    const results = await Promise.all([
      runJobs(),
      runJobs(),
      sendPostReminder(t.deps, id, when),
      sendPostReminder(t.deps, id, when),
    ]);
    expect(results.filter((r) => r === true).length).toBeLessThanOrEqual(1);
    expect(await mailsTo(c.user.email)).toHaveLength(1);
  });

  it("after a reschedule only the new time's reminder is sent", async () => {
    const c = await buildCreator("pro");
    const id = (await save(c)).json().id;
    const first = await scheduleDue(c, id);
    const later = new Date(Date.now() + 3 * 60 * 60 * 1000);
    await c.as({ method: "PATCH", url: `/api/posts/${id}`, payload: { scheduledAt: later.toISOString() } });
    await runJobs();
    expect(await mailsTo(c.user.email)).toEqual([]);
    expect(await sendPostReminder(t.deps, id, first)).toBe(false);

    const kinds = await t.deps.database.db
      .select({ key: jobs.uniqueKey, runAt: jobs.runAt })
      .from(jobs)
      .where(sql`${jobs.kind} = ${JOB_POST_REMINDER} and ${jobs.payload}->>'postId' = ${id}`);
    expect(kinds.map((k) => k.runAt.toISOString()).sort()).toEqual([first.toISOString(), later.toISOString()]);

    await scheduleDue(c, id);
    await runJobs();
    expect(await mailsTo(c.user.email)).toHaveLength(1);
  });

  it("is not sent for a post unscheduled or deleted before its time", async () => {
    const c = await buildCreator("pro");
    const draftId = (await save(c)).json().id;
    const deletedId = (await save(c)).json().id;
    await scheduleDue(c, draftId);
    await scheduleDue(c, deletedId);
    await c.as({ method: "PATCH", url: `/api/posts/${draftId}`, payload: { status: "draft" } });
    await c.as({ method: "DELETE", url: `/api/posts/${deletedId}` });
    await runJobs();
    expect(await mailsTo(c.user.email)).toEqual([]);
  });

  it("a post saved as scheduled gets its reminder too", async () => {
    const c = await buildCreator("pro");
    const when = new Date(Date.now() - 1000);
    await createPost(
      t.deps,
      personal(c.user),
      {
        title: "Saved scheduled",
        caption: "Ready",
        detailedDescription: "",
        hashtags: "#ready",
        altText: "",
        contentItemIds: [c.contentId],
        status: "scheduled",
        scheduledAt: when,
        language: "english",
      },
      new Date(when.getTime() - 60_000),
    );
    await runJobs();
    const mails = await mailsTo(c.user.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.textBody).toContain("Ready\n\n#ready");
  });
});

/**
 * The reminder's "exactly once, even with several servers" on PostgreSQL: a second app's
 * dependencies with a connection pool of their own on the same database stand for a second
 * server. Both servers' job runners, and direct sends as a duplicated or retried job would
 * make them, race for the same due reminders.
 */
describe.runIf(inject("dbKind") === "postgres")("reminders with two servers on one PostgreSQL database", () => {
  let second: Deps;
  beforeAll(async () => {
    const database = await openPostgres(t.databaseUrl as string, { max: 5 });
    second = depsFor(t.deps.config, database, "second-server-secret-0123456789abcdef0123456789");
  });
  afterAll(async () => {
    await second?.detector.close();
    await second?.database.close();
  });

  /** Schedules a post for one second ago, as if it had been scheduled earlier. */
  async function dueNow(c: Creator, postId: string) {
    const when = new Date(Date.now() - 1000);
    await updatePost(t.deps, personal(c.user), postId, { scheduledAt: when }, new Date(when.getTime() - 60_000));
    return when;
  }

  it("uses separate database sessions for the two servers", async () => {
    const pid = async (deps: Deps) =>
      (await queryRows<{ pid: number }>(deps.database.db, sql`select pg_backend_pid() as pid`))[0]?.pid;
    const [a, b] = await Promise.all([pid(t.deps), pid(second)]);
    expect(a).toBeTypeOf("number");
    expect(b).toBeTypeOf("number");
    expect(a).not.toBe(b);
  });

  it("sends each due reminder exactly once while both servers race for it", async () => {
    const c = await buildCreator("pro");
    const due = new Map<string, Date>();
    for (let i = 0; i < 8; i++) {
      const id = (await save(c, { title: `Race ${i}` })).json().id as string;
      due.set(id, await dueNow(c, id));
    }
    const servers = [t.deps, second, t.deps, second];
    const results = await Promise.all(
      servers.flatMap((deps) => [
        createAppJobRunner(deps).runDueJobs({ checkSchedules: false }),
        ...[...due].map(([id, when]) => sendPostReminder(deps, id, when)),
      ]),
    );
    const sentDirectly = results.filter((r) => r === true).length;
    expect(sentDirectly).toBeLessThanOrEqual(due.size);

    const mails = await mailsTo(c.user.email);
    expect(mails).toHaveLength(due.size);
    for (const id of due.keys()) {
      expect(
        mails.filter((mail) => mail.textBody.includes(`post=${id}`)),
        id,
      ).toHaveLength(1);
    }
    // Another round on either server finds nothing left to send.
    await Promise.all([runJobs(), createAppJobRunner(second).runDueJobs({ checkSchedules: false })]);
    expect(await mailsTo(c.user.email)).toHaveLength(due.size);
  });
});
