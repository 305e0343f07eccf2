// postgres: removing a member reaches another server's cached sessions through NOTIFY
import { and, eq } from "drizzle-orm";
import type { FastifyInstance, InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { adminSubscriptionsSchema } from "#contract/admin-stats.ts";
import { adminUserDetailSchema } from "#contract/admin-users.ts";
import { teamSchema, workspaceSchema, workspacesSchema } from "#contract/workspaces.ts";
import { TEAM_PASS_ENDED } from "#server/auth/access.ts";
import {
  instagramAccounts,
  mailOutbox,
  teamInvitations,
  users,
  voiceStyles,
  workspaceMembers,
} from "#server/db/schema/index.ts";
import type { Deps } from "#server/deps.ts";
import { translate } from "#server/i18n.ts";
import { buildUser, injectAs } from "#test/helpers/accounts.ts";
import { buyBusinessPass } from "#test/helpers/api.ts";
import { createTestApp, type TestApp } from "#test/helpers/app.ts";
import { startSecondServer } from "#test/helpers/second-server.ts";
import { buildTeam, injectIn } from "#test/helpers/teams.ts";
import { purgeAccount } from "../accounts/accounts.service.ts";
import { sweepPlans } from "../billing/billing.expiry.ts";
import { OWNER_STAYS, seatsFull, TEAMS_NEED_BUSINESS } from "./teams.service.ts";

const ADMIN_EMAIL = "teams-admin@example.in";
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { ADMIN_EMAILS: ADMIN_EMAIL } });
});
afterAll(() => t.close());

type As = Awaited<ReturnType<typeof injectAs>>;
const db = () => t.deps.database.db;

/** The token of the newest invitation e-mail to `email`, read from the link in its text. */
async function invitationToken(email: string): Promise<string> {
  const mails = await db()
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.toAddress, email))
    .orderBy(mailOutbox.createdAt);
  const text = mails.at(-1)?.textBody ?? "";
  const token = /\/team\/join\?token=([A-Za-z0-9_-]+)/.exec(text)?.[1];
  if (!token) throw new Error(`no invitation link in the mail to ${email}: ${text}`);
  return token;
}

/** A Business owner with a team, signed in with the team active. */
async function ownerWithTeam(name = "Chai Corner") {
  const owner = await buildUser(t);
  await buyBusinessPass(t, owner);
  const as = await injectAs(t, owner);
  const created = await as({ method: "POST", url: "/api/teams", payload: { name } });
  expect(created.statusCode, created.body).toBe(201);
  const team = workspaceSchema.parse(created.json());
  return { owner, as, team };
}

async function join(as: As, inviter: As, email: string, role: "manager" | "creator" | "viewer") {
  const invited = await inviter({ method: "POST", url: "/api/team/invitations", payload: { email, role } });
  expect(invited.statusCode, invited.body).toBe(201);
  const accepted = await as({
    method: "POST",
    url: "/api/team/invitations/accept",
    payload: { token: await invitationToken(email) },
  });
  expect(accepted.statusCode, accepted.body).toBe(200);
  return accepted.json();
}

const teamOf = async (as: (o: InjectOptions) => ReturnType<As>) => {
  const res = await as({ url: "/api/team" });
  return { status: res.statusCode, body: res.statusCode === 200 ? teamSchema.parse(res.json()) : res.json() };
};

describe("creating a team and switching", () => {
  it("needs a running Business pass; the new team becomes the session's workspace and is listed", async () => {
    const free = await injectAs(t, await buildUser(t));
    const refused = await free({ method: "POST", url: "/api/teams", payload: { name: "Mine" } });
    expect(refused.statusCode).toBe(402);
    expect(refused.json().error.message).toBe(translate("en", TEAMS_NEED_BUSINESS));
    expect(workspacesSchema.parse((await free({ url: "/api/workspaces" })).json()).canCreateTeam).toBe(false);

    const { owner, as, team } = await ownerWithTeam();
    expect(team).toMatchObject({ kind: "team", name: "Chai Corner", role: "owner", active: true });
    const listed = workspacesSchema.parse((await as({ url: "/api/workspaces" })).json());
    expect(listed.workspaces.map((w) => [w.name, w.kind, w.active])).toEqual([
      ["Personal", "personal", false],
      ["Chai Corner", "team", true],
    ]);
    expect(listed.workspaces[0]?.id).toBe(owner.id);
    expect(listed.canCreateTeam).toBe(false); // one team per owner
    expect((await as({ method: "POST", url: "/api/teams", payload: { name: "Second" } })).statusCode).toBe(409);

    // Back to personal and into the team again, without signing out.
    const back = await as({ method: "PUT", url: "/api/session/workspace", payload: { workspaceId: owner.id } });
    expect(back.json()).toMatchObject({ kind: "personal", active: true });
    expect((await teamOf(as)).status).toBe(404);
    await as({ method: "PUT", url: "/api/session/workspace", payload: { workspaceId: team.id } });
    expect((await teamOf(as)).body).toMatchObject({ name: "Chai Corner", role: "owner" });

    // A workspace one is not in answers like one that does not exist.
    const other = await injectAs(t, await buildUser(t));
    const foreign = await other({ method: "PUT", url: "/api/session/workspace", payload: { workspaceId: team.id } });
    expect(foreign.statusCode).toBe(404);
    expect((await other({ method: "POST", url: "/api/teams", payload: { name: "" } })).statusCode).toBe(400);
  });
});

describe("invitations and seats", () => {
  it("invites by e-mail with a single-use link that only the invited address can accept", async () => {
    const { as: owner, team } = await ownerWithTeam();
    const invitee = await buildUser(t);
    const invited = await owner({
      method: "POST",
      url: "/api/team/invitations",
      payload: { email: invitee.email.toUpperCase(), role: "creator" },
    });
    expect(invited.statusCode).toBe(201);
    expect(invited.json()).toMatchObject({ email: invitee.email, role: "creator" });
    const token = await invitationToken(invitee.email);
    const stored = await db().select().from(teamInvitations).where(eq(teamInvitations.workspaceId, team.id));
    expect(stored.map((r) => r.tokenHash)).not.toContain(token); // only its hash is kept

    const stranger = await injectAs(t, await buildUser(t));
    const wrong = await stranger({ method: "POST", url: "/api/team/invitations/accept", payload: { token } });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().error.message).toContain(invitee.email);

    const as = await injectAs(t, invitee);
    const accepted = await as({ method: "POST", url: "/api/team/invitations/accept", payload: { token } });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().workspace).toMatchObject({ id: team.id, role: "creator", active: true });
    const again = await as({ method: "POST", url: "/api/team/invitations/accept", payload: { token } });
    expect(again.statusCode).toBe(410);

    const seen = await teamOf(as);
    expect(seen.body.role).toBe("creator");
    expect(seen.body.members.map((m: { email: string }) => m.email)).toContain(invitee.email);
    expect(seen.body.invitations).toEqual([]); // a creator does not see the addresses invited
    const log = (await teamOf(owner)).body.activity.map((a: { action: string }) => a.action);
    expect(log).toEqual(["joined as", "invited", "created the team"]);

    const bad = await as({ method: "POST", url: "/api/team/invitations/accept", payload: { token: "x".repeat(40) } });
    expect(bad.statusCode).toBe(404);
  });

  it("refuses the sixth invitation of five seats with a clear message; withdrawing one frees its seat", async () => {
    const { as: owner } = await ownerWithTeam();
    const invite = (n: number) =>
      owner({
        method: "POST",
        url: "/api/team/invitations",
        payload: { email: `seat${n}-${Date.now()}@example.in`, role: "viewer" },
      });
    const ids: string[] = [];
    for (let n = 1; n <= 5; n++) {
      const res = await invite(n);
      expect(res.statusCode, res.body).toBe(201);
      ids.push(res.json().id);
    }
    const sixth = await invite(6);
    expect(sixth.statusCode).toBe(409);
    expect(sixth.json().error.message).toBe(translate("en", seatsFull(5)));
    expect((await teamOf(owner)).body.seats).toEqual({ used: 5, limit: 5 });
    expect((await owner({ method: "DELETE", url: `/api/team/invitations/${ids[0]}` })).statusCode).toBe(204);
    expect((await invite(7)).statusCode).toBe(201);
  });

  it("lets parallel invitations take no more than the free seats", async () => {
    const { as: owner, team } = await ownerWithTeam();
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, n) =>
        owner({
          method: "POST",
          url: "/api/team/invitations",
          payload: { email: `race${n}-${team.id}@example.in`, role: "viewer" },
        }),
      ),
    );
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(5);
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(3);
  });
});

describe("roles", () => {
  it("a manager invites creators but not managers; only the owner changes roles and removes others; the owner stays", async () => {
    const { as: owner, owner: ownerRow } = await ownerWithTeam();
    const managerRow = await buildUser(t);
    const manager = await injectAs(t, managerRow);
    await join(manager, owner, managerRow.email, "manager");
    const viewerRow = await buildUser(t);
    const viewer = await injectAs(t, viewerRow);
    await join(viewer, manager, viewerRow.email, "viewer");

    const asManager = await manager({
      method: "POST",
      url: "/api/team/invitations",
      payload: { email: "m2@example.in", role: "manager" },
    });
    expect(asManager.statusCode).toBe(403);
    expect(asManager.json().error.code).toBe("role_not_allowed");
    const asViewer = await viewer({
      method: "POST",
      url: "/api/team/invitations",
      payload: { email: "v2@example.in", role: "viewer" },
    });
    expect(asViewer.statusCode).toBe(403);
    expect(asViewer.json().error.message).toBe("Your role in this team is viewer; this needs a manager or above.");

    expect(
      (await manager({ method: "PATCH", url: `/api/team/members/${viewerRow.id}`, payload: { role: "creator" } }))
        .statusCode,
    ).toBe(403);
    expect((await manager({ method: "DELETE", url: `/api/team/members/${viewerRow.id}` })).statusCode).toBe(403);
    const promoted = await owner({
      method: "PATCH",
      url: `/api/team/members/${viewerRow.id}`,
      payload: { role: "creator" },
    });
    expect(promoted.json()).toMatchObject({ role: "creator" });
    expect((await teamOf(viewer)).body.role).toBe("creator"); // the new role applies at once
    const ownerChange = await owner({
      method: "PATCH",
      url: `/api/team/members/${ownerRow.id}`,
      payload: { role: "viewer" },
    });
    expect(ownerChange.statusCode).toBe(409);
    expect(ownerChange.json().error.message).toBe(translate("en", OWNER_STAYS));
    expect((await owner({ method: "DELETE", url: `/api/team/members/${ownerRow.id}` })).statusCode).toBe(409);
    expect(
      (await owner({ method: "PATCH", url: `/api/team/members/${viewerRow.id}`, payload: { role: "owner" } }))
        .statusCode,
    ).toBe(400);

    // A member may leave; their session is back in their personal workspace.
    expect((await viewer({ method: "DELETE", url: `/api/team/members/${viewerRow.id}` })).statusCode).toBe(204);
    expect((await teamOf(viewer)).status).toBe(404);
    const log = (await teamOf(owner)).body.activity.map((a: { action: string }) => a.action);
    expect(log.slice(0, 2)).toEqual(["left the team", "changed the role of"]);
  });

  it("a removed member loses the team at once and their sessions work in their personal workspace", async () => {
    const { as: owner, team } = await ownerWithTeam();
    const creatorRow = await buildUser(t);
    const creator = await injectAs(t, creatorRow);
    await join(creator, owner, creatorRow.email, "creator");
    const secondSession = await injectIn(t, creatorRow, team.id);
    expect((await teamOf(secondSession)).status).toBe(200);
    expect((await owner({ method: "DELETE", url: `/api/team/members/${creatorRow.id}` })).statusCode).toBe(204);
    expect((await teamOf(creator)).status).toBe(404);
    expect((await teamOf(secondSession)).status).toBe(404);
    const back = await secondSession({
      method: "PUT",
      url: "/api/session/workspace",
      payload: { workspaceId: team.id },
    });
    expect(back.statusCode).toBe(404);
    const rows = await db()
      .select()
      .from(workspaceMembers)
      .where(and(eq(workspaceMembers.workspaceId, team.id), eq(workspaceMembers.userId, creatorRow.id)));
    expect(rows).toEqual([]);
  });
});

describe("when the pass ends, ownership and account deletion", () => {
  it("a team whose owner's Business pass ended is read-only for everyone until it is renewed", async () => {
    const owner = await buildUser(t);
    await buyBusinessPass(t, owner, 40); // a 30-day pass that ended 10 days ago
    await sweepPlans(t.deps); // the hourly sweep puts the owner back on the free plan
    const creatorRow = await buildUser(t);
    const team = await buildTeam(t, owner, [{ user: creatorRow, role: "creator" }]);
    const creator = await injectIn(t, creatorRow, team);
    const ownerIn = await injectIn(t, owner, team);
    for (const as of [creator, ownerIn]) {
      expect((await as({ url: "/api/team" })).statusCode).toBe(200); // reading goes on
      const write = await as({
        method: "POST",
        url: "/api/voice-styles",
        payload: { styleName: "Warm", brandVoice: "Warm" },
      });
      expect(write.statusCode).toBe(402);
      expect(write.json().error).toEqual({ code: "team_pass_ended", message: translate("en", TEAM_PASS_ENDED) });
    }
    // Nobody new joins a lapsed team; the owner can still manage who is in it.
    const invited = await ownerIn({
      method: "POST",
      url: "/api/team/invitations",
      payload: { email: "late@example.in", role: "viewer" },
    });
    expect(invited.statusCode).toBe(402);
    expect((await ownerIn({ method: "DELETE", url: `/api/team/members/${creatorRow.id}` })).statusCode).toBe(204);
    // Renewed: writing works again.
    await buyBusinessPass(t, owner);
    const renewed = await ownerIn({
      method: "POST",
      url: "/api/voice-styles",
      payload: { styleName: "Warm", brandVoice: "Warm" },
    });
    expect(renewed.statusCode, renewed.body).toBe(201);
  });

  it("the owner hands the team to a member and stays as a manager; only then can they delete their account", async () => {
    const { as: owner, owner: ownerRow, team } = await ownerWithTeam("Handover Co");
    const heirRow = await buildUser(t);
    const heir = await injectAs(t, heirRow);
    await join(heir, owner, heirRow.email, "manager");

    const refused = await owner({
      method: "POST",
      url: "/api/account/delete",
      payload: { password: ownerRow.password, confirm: "DELETE" },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toContain('You own the team "Handover Co", which has 1 other member.');

    expect(
      (await heir({ method: "POST", url: "/api/team/transfer", payload: { userId: heirRow.id } })).statusCode,
    ).toBe(403);
    const handed = await owner({ method: "POST", url: "/api/team/transfer", payload: { userId: heirRow.id } });
    expect(handed.json()).toMatchObject({ userId: heirRow.id, role: "owner" });
    const seen = teamSchema.parse((await heir({ url: "/api/team" })).json());
    expect(seen.role).toBe("owner");
    expect(seen.members.find((m) => m.userId === ownerRow.id)?.role).toBe("manager");
    expect(seen.activity[0]?.action).toBe("handed the team to");
    const deleted = await owner({
      method: "POST",
      url: "/api/account/delete",
      payload: { password: ownerRow.password, confirm: "DELETE" },
    });
    expect(deleted.statusCode, deleted.body).toBeLessThan(300);
    expect(team.id).toBeTruthy();
  });

  it("a member's work stays with the team when their account is purged", async () => {
    const { as: owner, owner: ownerRow, team } = await ownerWithTeam("Keeps Work");
    const memberRow = await buildUser(t);
    const member = await injectAs(t, memberRow);
    await join(member, owner, memberRow.email, "creator");
    // Written straight to the table so this test is about the purge, not the brand feature.
    await db()
      .insert(voiceStyles)
      .values([
        { userId: memberRow.id, workspaceId: team.id, styleName: "Team voice", brandVoice: "Bright" },
        { userId: memberRow.id, workspaceId: memberRow.id, styleName: "Mine", brandVoice: "Quiet" },
      ]);
    await db()
      .insert(instagramAccounts)
      .values({
        workspaceId: team.id,
        userId: memberRow.id,
        provider: "sandbox",
        igUserId: "17841400000000001",
        username: "keeps.work",
        tokenCiphertext: "x",
        tokenExpiresAt: new Date(Date.now() + 86_400_000),
        tokenRefreshedAt: new Date(),
      });
    expect(member).toBeTruthy();
    await db().update(users).set({ deletedAt: new Date() }).where(eq(users.id, memberRow.id));
    await purgeAccount(t.deps, memberRow.id);
    const left = await db().select().from(voiceStyles).where(eq(voiceStyles.styleName, "Team voice"));
    expect(left.map((r) => [r.workspaceId, r.userId])).toEqual([[team.id, ownerRow.id]]);
    expect(await db().select().from(voiceStyles).where(eq(voiceStyles.styleName, "Mine"))).toEqual([]);
    const connection = await db().select().from(instagramAccounts).where(eq(instagramAccounts.workspaceId, team.id));
    expect(connection.map((r) => r.userId)).toEqual([ownerRow.id]);
  });
});

describe("the admin's view", () => {
  it("shows an account's teams with roles and seats, and the teams' totals on the Subscriptions tab", async () => {
    const admin = await injectAs(t, await buildUser(t, { email: ADMIN_EMAIL }));
    const totals = async () =>
      adminSubscriptionsSchema.parse((await admin({ url: "/api/admin/subscriptions?range=30d" })).json()).teams;
    const before = await totals();
    const { as: owner, owner: ownerRow } = await ownerWithTeam("Seen By Admin");
    const memberRow = await buildUser(t);
    await join(await injectAs(t, memberRow), owner, memberRow.email, "viewer");
    await owner({
      method: "POST",
      url: "/api/team/invitations",
      payload: { email: "pending-admin@example.in", role: "creator" },
    });

    const detail = adminUserDetailSchema.parse((await admin({ url: `/api/admin/users/${memberRow.id}` })).json());
    expect(detail.teams).toEqual([
      expect.objectContaining({
        name: "Seen By Admin",
        role: "viewer",
        ownerEmail: ownerRow.email,
        seatsUsed: 2,
        seats: 5,
      }),
    ]);
    expect(await totals()).toEqual({
      count: before.count + 1,
      members: before.members + 1,
      pendingInvitations: before.pendingInvitations + 1,
      seatsPerTeam: 5,
    });
  });
});

/** A second server on the same PostgreSQL database: only NOTIFY reaches its session cache. */
describe.runIf(inject("dbKind") === "postgres")("removal with two servers on one database", () => {
  let second: Deps;
  let secondApp: FastifyInstance;
  let server: Awaited<ReturnType<typeof startSecondServer>> | undefined;
  beforeAll(async () => {
    server = await startSecondServer(t);
    second = server.deps;
    secondApp = server.app;
  });
  afterAll(() => server?.close());

  it("the other server stops serving the team to a removed member within a second", async () => {
    const { as: owner } = await ownerWithTeam();
    const memberRow = await buildUser(t);
    const member = await injectAs(t, memberRow);
    await join(member, owner, memberRow.email, "viewer");
    const onSecond = () => secondApp.inject({ url: "/api/team", headers: { cookie: member.cookie } });
    const deadline = Date.now() + 5_000;
    while (second.sessionCache.size === 0 && Date.now() < deadline) {
      expect((await onSecond()).statusCode).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(second.sessionCache.size).toBeGreaterThan(0);
    const removedAt = Date.now();
    expect((await owner({ method: "DELETE", url: `/api/team/members/${memberRow.id}` })).statusCode).toBe(204);
    let status = 200;
    while (status === 200 && Date.now() - removedAt < 2_000) {
      status = (await onSecond()).statusCode;
      if (status === 200) await new Promise((resolve) => setTimeout(resolve, 5));
    }
    expect(status).toBe(404);
    expect(Date.now() - removedAt).toBeLessThan(1_000);
  });
});
