// postgres: disabling ends every session at once (smoke of the admin path)
import { eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { ADMIN_ACCESS_DENIED, adminUsersPageSchema } from "#contract/admin.ts";
import { adminUserDetailSchema, auditPageSchema } from "#contract/admin-users.ts";
import { formatIstLongDate } from "#contract/dates.ts";
import { auditLog, generations, mailOutbox, planGrants, sessions, users } from "#server/db/schema/index.ts";
import type { Deps } from "#server/deps.ts";
import { createAppJobRunner } from "#server/jobs/index.ts";
import { buildUser, DEFAULT_PASSWORD, injectAs, signIn } from "#test/helpers/accounts.ts";
import { createTestApp, type TestApp } from "#test/helpers/app.ts";
import { startSecondServer } from "#test/helpers/second-server.ts";
import { startPayment } from "../billing/billing.checkout.ts";
import { completeOrder } from "../billing/billing.grants.ts";

const ADMIN_EMAIL = "owner@example.in";
const DAY = 24 * 60 * 60 * 1000;

let t: TestApp;
let owner: Awaited<ReturnType<typeof injectAs>>;
let ownerRow: Awaited<ReturnType<typeof buildUser>>;
beforeAll(async () => {
  t = await createTestApp({ env: { ADMIN_EMAILS: `${ADMIN_EMAIL}, second-admin@example.in` } });
  ownerRow = await buildUser(t, { email: ADMIN_EMAIL, firstName: "Site", lastName: "Owner" });
  owner = await injectAs(t, ownerRow);
});
afterAll(() => t.close());

const db = () => t.deps.database.db;
const me = (cookie: string) => t.app.inject({ url: "/api/auth/me", headers: { cookie } });
const post = (url: string, payload: unknown) => owner({ method: "POST", url, payload: payload as object });
const auditRows = () => db().select().from(auditLog).orderBy(auditLog.id);

/** A completed sandbox payment of `user` for `plan`, paid `daysAgo` days ago. */
async function paidOrder(
  user: Awaited<ReturnType<typeof buildUser>>,
  plan: "starter" | "pro" | "business" = "pro",
  daysAgo = 0,
) {
  const created = await startPayment(t.deps, user, { planType: plan, method: "phonepe" });
  const orderId = created.transactionId as string;
  const now = new Date(Date.now() - daysAgo * DAY);
  const done = await completeOrder(t.deps, { orderId, provider: "sandbox", source: "sandbox", now });
  expect(done.granted).toBe(true);
  return orderId;
}

describe("who may call the new admin endpoints", () => {
  const calls = (id: string) =>
    [
      ["GET", `/api/admin/users/${id}`],
      ["POST", `/api/admin/users/${id}/passes`],
      ["POST", `/api/admin/users/${id}/disable`],
      ["POST", `/api/admin/users/${id}/enable`],
      ["POST", `/api/admin/users/${id}/payments/CKabc/refund`],
      ["GET", "/api/admin/audit"],
    ] as const;

  it("answers 401 signed out and 403 to a user who is not an admin, before reading the input", async () => {
    const creator = await buildUser(t);
    const as = await injectAs(t, creator);
    for (const [method, url] of calls(creator.id)) {
      expect((await t.app.inject({ method, url, payload: {} })).statusCode, url).toBe(401);
      const res = await as({ method, url, payload: { plan: "pro", days: 7, reason: "I want it" } });
      expect(res.statusCode, url).toBe(403);
      expect(res.json().error.message).toBe(ADMIN_ACCESS_DENIED);
    }
    expect((await db().select().from(users).where(eq(users.id, creator.id)))[0]?.subscriptionStatus).toBe("free");
    expect(await auditRows()).toEqual([]);
  });
});

describe("searching users", () => {
  it("finds accounts by the start of the e-mail, full name or last name in any case, newest first, a page at a time", async () => {
    // Explicit sign-up times: rows built in the same millisecond would otherwise tie on "newest first".
    const signedUp = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000);
    const meera = await buildUser(t, {
      email: "meera.search@example.in",
      firstName: "Meera",
      lastName: "Krishnan",
      createdAt: signedUp(3),
    });
    const meeraTwo = await buildUser(t, {
      email: "mk2.search@example.in",
      firstName: "MEERA",
      lastName: "Kapoor",
      createdAt: signedUp(2),
    });
    const other = await buildUser(t, {
      email: "zed.search@example.in",
      firstName: "Zed",
      lastName: "Krishnamurthy",
      createdAt: signedUp(1),
    });
    const underscore = await buildUser(t, { email: "a_b.search@example.in", firstName: null, lastName: null });
    await buildUser(t, { email: "axb.search@example.in", firstName: null, lastName: null });
    await db()
      .insert(generations)
      .values([
        { userId: meera.id, status: "succeeded", kind: "basic", istDay: "2026-11-01", language: "hindi" },
        { userId: meera.id, status: "succeeded", kind: "basic", istDay: "2026-11-01", language: "tamil" },
        { userId: meera.id, status: "reserved", kind: "basic", istDay: "2026-11-01", language: "tamil" },
      ]);
    const search = async (q: string, extra = "") => {
      const res = await owner({ url: `/api/admin/users?q=${encodeURIComponent(q)}${extra}` });
      expect(res.statusCode, q).toBe(200);
      return adminUsersPageSchema.parse(res.json());
    };
    const emails = async (q: string) => (await search(q)).users.map((u) => u.email);

    expect(await emails("MEERA")).toEqual([meeraTwo.email, meera.email]);
    expect(await emails("meera k")).toEqual([meeraTwo.email, meera.email]);
    expect(await emails("meera kr")).toEqual([meera.email]);
    expect(await emails("krish")).toEqual([other.email, meera.email]);
    expect(await emails("Meera.Search@")).toEqual([meera.email]);
    expect(await emails("search")).toEqual([]); // the middle of an e-mail is not a prefix
    expect(await emails("a_b")).toEqual([underscore.email]); // _ is a character, not a wildcard
    expect(await emails("%")).toEqual([]);
    expect(await emails(meera.id.toUpperCase())).toEqual([meera.email]);
    expect(await emails("   ")).toContain(ownerRow.email); // blank lists everyone

    const [row] = (await search("meera.search")).users;
    expect(row).toMatchObject({
      name: "Meera Krishnan",
      plan: "free",
      generations: 2,
      passEndsAt: null,
      disabledAt: null,
    });

    const first = await search("meera", "&limit=1");
    expect(first.users.map((u) => u.email)).toEqual([meeraTwo.email]);
    const second = await search("meera", `&limit=1&cursor=${encodeURIComponent(first.nextCursor as string)}`);
    expect(second.users.map((u) => u.email)).toEqual([meera.email]);
    expect(second.nextCursor).toBeNull();

    const tooLong = await owner({ url: `/api/admin/users?q=${"a".repeat(201)}` });
    expect(tooLong.statusCode).toBe(400);
    expect((await owner({ url: "/api/admin/users?q=%E2%80%AEevil" })).statusCode).toBe(400);
  });

  it("uses the prefix indexes on PostgreSQL rather than reading every account", async () => {
    if (t.deps.database.kind !== "postgres") return;
    await db().execute(sql`analyze users`);
    await db().execute(sql`set enable_seqscan = off`);
    try {
      const plan = await db().execute(
        sql`explain select id from users where email like 'meera%'
            or lower(coalesce(first_name, '') || ' ' || coalesce(last_name, '')) like 'meera%'
            or lower(last_name) like 'meera%'`,
      );
      const text = JSON.stringify(plan);
      expect(text).toContain("users_email_prefix_idx");
      expect(text).toContain("users_full_name_prefix_idx");
      expect(text).toContain("users_last_name_prefix_idx");
    } finally {
      await db().execute(sql`reset enable_seqscan`);
    }
  });
});

describe("the detail view and a complimentary pass", () => {
  it("shows payments and invoices, and grants Pro for 7 days through billing: plan, badge and audit entry", async () => {
    const user = await buildUser(t, { firstName: "Kiran", lastName: "Rao" });
    const orderId = await paidOrder(user, "starter");
    const detailRes = await owner({ url: `/api/admin/users/${user.id}` });
    expect(detailRes.statusCode).toBe(200);
    expect(detailRes.body).not.toMatch(/argon2|password_hash|passwordHash/);
    const detail = adminUserDetailSchema.parse(detailRes.json());
    expect(detail.user).toMatchObject({ email: user.email, plan: "starter", isAdmin: false });
    expect(detail.payments).toEqual([
      expect.objectContaining({ id: orderId, product: "Starter plan", amountPaise: 9900, status: "completed" }),
    ]);
    expect(detail.payments[0]?.refundableUntil).not.toBeNull();
    expect(detail.invoices).toHaveLength(1);
    expect(detail.invoices[0]).toMatchObject({ kind: "invoice", totalPaise: 9900 });
    expect(detail.passes).toEqual([expect.objectContaining({ productId: "starter", source: "payment" })]);

    const before = Date.now();
    const granted = await post(`/api/admin/users/${user.id}/passes`, {
      plan: "pro",
      days: 7,
      reason: "Support goodwill",
    });
    expect(granted.statusCode).toBe(200);
    const after = adminUserDetailSchema.parse(granted.json());
    expect(after.user.plan).toBe("pro");
    const pro = after.passes.find((p) => p.productId === "pro");
    expect(pro).toMatchObject({ source: "complimentary", kind: "plan" });
    const length = new Date(pro?.endsAt as string).getTime() - new Date(pro?.startsAt as string).getTime();
    expect(length).toBe(7 * DAY);
    expect(new Date(pro?.startsAt as string).getTime()).toBeGreaterThanOrEqual(before - 1000);
    // The pass end shown is the current plan's (Pro), not the starter pass's, which ends later.
    expect(after.user.passEndsAt).toBe(pro?.endsAt);
    // No order, no invoice: a gift is not revenue.
    expect(after.invoices).toHaveLength(1);
    expect(after.payments).toHaveLength(1);

    // The user's own session sees Pro on the next request (the cached sign-in was dropped).
    const cookie = await signIn(t, user.email);
    const as = await injectAs(t, user);
    expect((await me(as.cookie)).json().subscriptionStatus).toBe("pro");
    expect((await me(cookie)).json().subscriptionStatus).toBe("pro");

    const [entry] = after.audit;
    expect(entry).toMatchObject({
      action: "pass.granted",
      actor: { id: ownerRow.id, email: ADMIN_EMAIL },
      target: { id: user.id, email: user.email },
      reason: "Support goodwill",
      details: { plan: "pro", days: 7 },
    });
    const log = auditPageSchema.parse((await owner({ url: "/api/admin/audit" })).json());
    expect(log.entries[0]).toEqual(entry);
  });

  it("a gift queued after a Business pass: listed as the user's, the admin sees Business's own end, and the user is e-mailed once", async () => {
    const user = await buildUser(t, { firstName: "Meera" });
    await paidOrder(user, "business");
    const granted = await post(`/api/admin/users/${user.id}/passes`, {
      plan: "pro",
      days: 30,
      reason: "Festival gift",
    });
    expect(granted.statusCode).toBe(200);
    const detail = adminUserDetailSchema.parse(granted.json());
    const business = detail.passes.find((p) => p.productId === "business");
    const pro = detail.passes.find((p) => p.productId === "pro");
    // The Pro pass waits for the Business pass; the account is Business until then.
    expect(pro?.startsAt).toBe(business?.endsAt);
    expect(detail.user.plan).toBe("business");
    expect(detail.user.passEndsAt).toBe(business?.endsAt);
    const listed = adminUsersPageSchema.parse((await owner({ url: `/api/admin/users?q=${user.email}` })).json());
    expect(listed.users[0]).toMatchObject({ plan: "business", passEndsAt: business?.endsAt });

    // The user's own billing lists both passes in the order they run, the gift marked as such.
    const as = await injectAs(t, user);
    const billing = (await as({ url: "/api/billing" })).json();
    expect(billing.passes).toEqual([
      { plan: "business", source: "payment", startsAt: business?.startsAt, endsAt: business?.endsAt },
      { plan: "pro", source: "complimentary", startsAt: pro?.startsAt, endsAt: pro?.endsAt },
    ]);
    expect(billing.invoices).toHaveLength(1);

    await createAppJobRunner(t.deps).runDueJobs({ checkSchedules: false });
    await createAppJobRunner(t.deps).runDueJobs({ checkSchedules: false });
    const mails = await db()
      .select()
      .from(mailOutbox)
      .where(sql`${mailOutbox.toAddress} = ${user.email} and ${mailOutbox.kind} = 'complimentary-pass'`);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe("A gift from CaptionKaro: 30 days of the Pro plan");
    const starts = formatIstLongDate(pro?.startsAt as string);
    const ends = formatIstLongDate(pro?.endsAt as string);
    expect(mails[0]?.textBody).toContain(
      `It starts on ${starts}, when the pass you have now ends, and runs until ${ends}.`,
    );
    expect(mails[0]?.textBody).toContain("no invoice");
    expect(mails[0]?.textBody).not.toContain("Festival gift");
  });

  it("refuses a grant without a reason, with a bad plan or days, or for an unknown account, and records nothing", async () => {
    const user = await buildUser(t);
    const count = (await auditRows()).length;
    for (const body of [
      { plan: "pro", days: 7 },
      { plan: "pro", days: 7, reason: "  " },
      { plan: "free", days: 7, reason: "because" },
      { plan: "pro", days: 0, reason: "because" },
      { plan: "pro", days: 366, reason: "because" },
      { plan: "pro", days: 1.5, reason: "because" },
      { plan: "pro", days: "7", reason: "because" },
      { plan: "pro", days: 7, reason: "bad\u0000text" },
    ]) {
      const res = await post(`/api/admin/users/${user.id}/passes`, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    const unknown = await post("/api/admin/users/00000000-0000-4000-8000-000000000000/passes", {
      plan: "pro",
      days: 7,
      reason: "because",
    });
    expect(unknown.statusCode).toBe(404);
    expect(
      (await post("/api/admin/users/not-a-uuid/passes", { plan: "pro", days: 7, reason: "x y z" })).statusCode,
    ).toBe(400);
    expect((await owner({ url: "/api/admin/users/not-a-uuid" })).statusCode).toBe(400);
    expect(await db().select().from(planGrants).where(eq(planGrants.userId, user.id))).toEqual([]);
    expect((await auditRows()).length).toBe(count);
  });
});

describe("disabling and enabling an account", () => {
  it("ends every session at once, refuses sign-in, and lets the account back in when enabled", async () => {
    const user = await buildUser(t);
    const one = await signIn(t, user.email);
    const two = await injectAs(t, user);
    expect((await me(one)).statusCode).toBe(200);
    expect((await me(two.cookie)).statusCode).toBe(200); // both now in the session cache

    const res = await post(`/api/admin/users/${user.id}/disable`, { reason: "Spam uploads" });
    expect(res.statusCode).toBe(200);
    expect(adminUserDetailSchema.parse(res.json()).user.disabledAt).not.toBeNull();
    expect((await me(one)).statusCode).toBe(401);
    expect((await me(two.cookie)).statusCode).toBe(401);
    expect(await db().select().from(sessions).where(eq(sessions.userId, user.id))).toEqual([]);

    const login = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email: user.email, password: DEFAULT_PASSWORD },
    });
    expect(login.statusCode).toBe(403);
    expect(login.json().error.code).toBe("account_disabled");
    // A wrong password learns nothing about the account.
    const wrong = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email: user.email, password: "not-the-password" },
    });
    expect(wrong.statusCode).toBe(401);
    // A session made behind the app's back is still refused.
    expect((await me((await injectAs(t, user)).cookie)).statusCode).toBe(401);

    expect((await post(`/api/admin/users/${user.id}/disable`, { reason: "again" })).statusCode).toBe(409);
    const enabled = await post(`/api/admin/users/${user.id}/enable`, { reason: "Appeal accepted" });
    expect(enabled.statusCode).toBe(200);
    expect(adminUserDetailSchema.parse(enabled.json()).user.disabledAt).toBeNull();
    expect((await me(await signIn(t, user.email))).statusCode).toBe(200);
    expect((await post(`/api/admin/users/${user.id}/enable`, { reason: "again" })).statusCode).toBe(409);

    const entries = adminUserDetailSchema.parse(enabled.json()).audit;
    expect(entries.map((e) => [e.action, e.reason])).toEqual([
      ["user.enabled", "Appeal accepted"],
      ["user.disabled", "Spam uploads"],
    ]);
  });

  it("an admin cannot disable their own account; a disabled admin is refused by the admin API", async () => {
    expect((await post(`/api/admin/users/${ownerRow.id}/disable`, { reason: "oops" })).statusCode).toBe(400);
    const second = await buildUser(t, { email: "second-admin@example.in" });
    const asSecond = await injectAs(t, second);
    expect((await asSecond({ url: "/api/admin/audit" })).statusCode).toBe(200);
    expect((await post(`/api/admin/users/${second.id}/disable`, { reason: "Left the company" })).statusCode).toBe(200);
    expect((await asSecond({ url: "/api/admin/audit" })).statusCode).toBe(401);
  });
});

describe("refunding a payment", () => {
  it("refunds through the provider within the policy window, takes the pass back and records it in the same transaction", async () => {
    const user = await buildUser(t);
    const orderId = await paidOrder(user, "pro", 2);
    const stranger = await buildUser(t);
    // Another account's payment answers like a missing one, and changes nothing.
    const wrongUser = await post(`/api/admin/users/${stranger.id}/payments/${orderId}/refund`, { reason: "test" });
    expect(wrongUser.statusCode).toBe(404);
    expect((await post(`/api/admin/users/${user.id}/payments/${orderId}/refund`, {})).statusCode).toBe(400);

    const res = await post(`/api/admin/users/${user.id}/payments/${orderId}/refund`, { reason: "Charged twice" });
    expect(res.statusCode).toBe(200);
    const detail = adminUserDetailSchema.parse(res.json());
    expect(detail.user.plan).toBe("free");
    expect(detail.payments[0]).toMatchObject({ id: orderId, status: "refunded", refundableUntil: null });
    expect(detail.invoices.map((i) => i.kind).sort()).toEqual(["credit_note", "invoice"]);
    expect(detail.audit[0]).toMatchObject({
      action: "payment.refunded",
      reason: "Charged twice",
      details: { orderId, amountPaise: 49900, creditNote: expect.stringMatching(/.+/) },
    });
    const again = await post(`/api/admin/users/${user.id}/payments/${orderId}/refund`, { reason: "again" });
    expect(again.statusCode).toBe(400);
    expect(
      adminUserDetailSchema.parse((await owner({ url: `/api/admin/users/${user.id}` })).json()).audit,
    ).toHaveLength(1);
  });

  it("refuses a refund after the Refund Policy's window", async () => {
    const user = await buildUser(t);
    const orderId = await paidOrder(user, "pro", 9);
    const res = await post(`/api/admin/users/${user.id}/payments/${orderId}/refund`, { reason: "Late ask" });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe("refund_window_passed");
    expect(adminUserDetailSchema.parse((await owner({ url: `/api/admin/users/${user.id}` })).json()).audit).toEqual([]);
  });
});

describe("the audit log", () => {
  it("lists newest first a page at a time, and filters by account", async () => {
    const user = await buildUser(t);
    for (const days of [1, 2, 3]) {
      expect(
        (await post(`/api/admin/users/${user.id}/passes`, { plan: "starter", days, reason: `Gift ${days}` }))
          .statusCode,
      ).toBe(200);
    }
    const first = auditPageSchema.parse((await owner({ url: `/api/admin/audit?limit=2&userId=${user.id}` })).json());
    expect(first.entries.map((e) => e.reason)).toEqual(["Gift 3", "Gift 2"]);
    const next = auditPageSchema.parse(
      (await owner({ url: `/api/admin/audit?limit=2&userId=${user.id}&cursor=${first.nextCursor}` })).json(),
    );
    expect(next.entries.map((e) => e.reason)).toEqual(["Gift 1"]);
    expect(next.nextCursor).toBeNull();
    for (const query of ["limit=0", "limit=101", "cursor=abc", "cursor=-1", "userId=me"]) {
      expect((await owner({ url: `/api/admin/audit?${query}` })).statusCode, query).toBe(400);
    }
  });

  it("cannot be changed: UPDATE, DELETE, TRUNCATE and a backdated row are refused by the database", async () => {
    const [row] = await auditRows();
    expect(row).toBeDefined();
    const id = row?.id as number;
    await expect(db().execute(sql`update audit_log set reason = 'edited' where id = ${id}`)).rejects.toThrow();
    await expect(db().execute(sql`delete from audit_log where id = ${id}`)).rejects.toThrow();
    await expect(db().execute(sql`truncate audit_log`)).rejects.toThrow();
    expect((await auditRows())[0]?.reason).toBe(row?.reason);
    // A row cannot be backdated to make it deletable: the time of writing is stamped.
    const [inserted] = await db()
      .insert(auditLog)
      .values({ action: "retention.ran", reason: "test", createdAt: new Date("2001-01-01T00:00:00Z") })
      .returning();
    expect(Date.now() - (inserted?.createdAt.getTime() ?? 0)).toBeLessThan(60_000);
  });

  it("lets only entries older than the kept period (7 years) go", async () => {
    // Plant an old row with the trigger off, as only a database owner could.
    await db().execute(sql`alter table audit_log disable trigger audit_log_append_only`);
    await db().execute(
      sql`insert into audit_log (action, reason, created_at) values ('retention.ran', 'old', now() - interval '7 years 1 day')`,
    );
    await db().execute(sql`alter table audit_log enable trigger audit_log_append_only`);
    const { pruneAuditLog } = await import("../audit/audit.service.ts");
    const before = (await auditRows()).length;
    expect(await pruneAuditLog(db())).toBe(1);
    expect((await auditRows()).length).toBe(before - 1);
    expect((await auditRows()).some((r) => r.reason === "old")).toBe(false);
  });
});

/** A second server on the same PostgreSQL database (as in session-cache.test.ts): only NOTIFY reaches its cache. */
describe.runIf(inject("dbKind") === "postgres")("disabling with two servers on one database", () => {
  let second: Deps;
  let secondApp: FastifyInstance;
  let server: Awaited<ReturnType<typeof startSecondServer>> | undefined;
  beforeAll(async () => {
    server = await startSecondServer(t);
    second = server.deps;
    secondApp = server.app;
  });
  afterAll(() => server?.close());

  it("the other server refuses the user's cached session within a second", async () => {
    const user = await buildUser(t);
    const as = await injectAs(t, user);
    const deadline = Date.now() + 5_000;
    while (second.sessionCache.size === 0 && Date.now() < deadline) {
      expect((await secondApp.inject({ url: "/api/auth/me", headers: { cookie: as.cookie } })).statusCode).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(second.sessionCache.size).toBeGreaterThan(0);
    const disabledAt = Date.now();
    expect((await post(`/api/admin/users/${user.id}/disable`, { reason: "Abuse" })).statusCode).toBe(200);
    let status = 200;
    while (status === 200 && Date.now() - disabledAt < 2_000) {
      status = (await secondApp.inject({ url: "/api/auth/me", headers: { cookie: as.cookie } })).statusCode;
      if (status === 200) await new Promise((resolve) => setTimeout(resolve, 5));
    }
    expect(status).toBe(401);
    expect(Date.now() - disabledAt).toBeLessThan(1_000);
  });
});
