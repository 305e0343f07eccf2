// postgres: two members' completions race for a team's last room under its owner's row lock
import { and, eq, sql } from "drizzle-orm";
import type { InjectOptions, LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PLANS } from "#contract/plans.ts";
import { contentItems } from "#server/db/schema/index.ts";
import { insertGrant } from "#server/features/billing/billing.queries.ts";
import { buildUser, injectAs, type UserRow } from "#test/helpers/accounts.ts";
import { createTestApp, type TestApp } from "#test/helpers/app.ts";
import { buildJpeg } from "#test/helpers/images.ts";
import { uploadPhoto } from "#test/helpers/library.ts";
import { buildTeam, injectIn } from "#test/helpers/teams.ts";

/*
 * The library belongs to a workspace (issue 29): every member of a team sees and changes the
 * team's items, whoever uploaded them; nobody sees across workspaces; the quota is the
 * workspace's, under its owner's plan and storage add-ons.
 */

type As = (options: InjectOptions) => Promise<LightMyRequestResponse>;

const GB = 1024 ** 3;

let t: TestApp;
let photo: Buffer;
beforeAll(async () => {
  t = await createTestApp();
  photo = await buildJpeg({ width: 640, height: 480 });
});
afterAll(() => t.close());

const pathOf = (url: string) => {
  const u = new URL(url, "http://localhost");
  return `${u.pathname}${u.search}`;
};

const list = async (as: As) => {
  const res = await as({ method: "GET", url: "/api/content" });
  expect(res.statusCode).toBe(200);
  return (res.json() as { id: string; altText: string | null }[]).map((item) => item.id);
};

const stats = async (as: As) => {
  const res = await as({ method: "GET", url: "/api/storage-stats" });
  expect(res.statusCode).toBe(200);
  return res.json() as { storageUsed: number; storageLimit: number; plan: string; fileCount: number };
};

/** Every way to reach one item: its pictures, its file, an edit, a completion and a deletion. */
async function reachAll(as: As, item: { id: string; objectPath: string }) {
  const codes: number[] = [];
  for (const variant of ["thumbnail", "preview", "original"]) {
    codes.push((await as({ method: "GET", url: `/api/content/${item.id}/image?variant=${variant}` })).statusCode);
  }
  codes.push((await as({ method: "GET", url: item.objectPath })).statusCode);
  codes.push(
    (await as({ method: "PATCH", url: `/api/content/${item.id}`, payload: { altText: "mine now" } })).statusCode,
  );
  codes.push(
    (await as({ method: "PUT", url: `/api/content/${item.id}/upload-complete`, payload: { objectURL: "x" } }))
      .statusCode,
  );
  codes.push((await as({ method: "DELETE", url: `/api/content/${item.id}` })).statusCode);
  return codes;
}

/** A ready item of `bytes` counted bytes written straight to the workspace. */
async function fill(workspaceId: string, author: { id: string }, bytes: number) {
  await t.deps.database.db.insert(contentItems).values({
    userId: author.id,
    workspaceId,
    fileName: "filler",
    originalName: "filler",
    fileType: "image",
    mimeType: "image/jpeg",
    declaredSize: 1,
    storedBytes: bytes,
    status: "ready",
    objectKey: `users/${author.id}/${crypto.randomUUID()}/original`,
    uploadExpiresAt: new Date(),
  });
}

describe("a team's library", () => {
  let owner: UserRow;
  let alice: UserRow;
  let team: string;
  let asAliceInTeam: As;
  let asAlice: As;
  let asBobInTeam: As;
  let asVicInTeam: As;
  let asEveInHerTeam: As;
  let asZed: As;
  let asZedClaimingTeam: As;
  let teamItem: { id: string; objectPath: string };
  let personalItem: { id: string; objectPath: string };

  beforeAll(async () => {
    owner = await buildUser(t, { subscriptionStatus: "business" }); // a team works under a Business pass
    alice = await buildUser(t);
    const bob = await buildUser(t);
    const vic = await buildUser(t);
    team = await buildTeam(t, owner, [
      { user: alice, role: "creator" },
      { user: bob, role: "creator" },
      { user: vic, role: "viewer" },
    ]);
    const eve = await buildUser(t);
    const otherTeam = await buildTeam(
      t,
      await buildUser(t, { subscriptionStatus: "business" }),
      [{ user: eve, role: "manager" }],
      "Other team",
    );
    const zed = await buildUser(t);
    asAliceInTeam = await injectIn(t, alice, team);
    asAlice = await injectIn(t, alice, null);
    asBobInTeam = await injectIn(t, bob, team);
    asVicInTeam = await injectIn(t, vic, team);
    asEveInHerTeam = await injectIn(t, eve, otherTeam);
    asZed = await injectAs(t, zed);
    // A session naming a team its account is no member of acts in the account's own workspace.
    asZedClaimingTeam = await injectIn(t, zed, team);
    teamItem = (await uploadPhoto(t, asAliceInTeam, photo, "team.jpg")) as typeof teamItem;
    personalItem = (await uploadPhoto(t, asAlice, photo, "mine.jpg")) as typeof personalItem;
  });

  it("records an upload as the team's, by the member who uploaded it", async () => {
    const [row] = await t.deps.database.db.select().from(contentItems).where(eq(contentItems.id, teamItem.id));
    expect(row).toMatchObject({ workspaceId: team, userId: alice.id });
    const [mine] = await t.deps.database.db.select().from(contentItems).where(eq(contentItems.id, personalItem.id));
    expect(mine).toMatchObject({ workspaceId: alice.id, userId: alice.id });
  });

  it("shows every member the team's items and not a member's personal ones; the personal library not the team's", async () => {
    expect(await list(asBobInTeam)).toEqual([teamItem.id]);
    expect(await list(asVicInTeam)).toEqual([teamItem.id]);
    expect(await list(asAliceInTeam)).toEqual([teamItem.id]);
    expect(await list(asAlice)).toEqual([personalItem.id]);
  });

  it("lets another member open the pictures and the file a member uploaded to the team", async () => {
    for (const variant of ["thumbnail", "preview", "original"]) {
      const res = await asBobInTeam({ method: "GET", url: `/api/content/${teamItem.id}/image?variant=${variant}` });
      expect(res.statusCode).toBe(200);
    }
    const file = await asBobInTeam({ method: "GET", url: teamItem.objectPath });
    expect(file.statusCode).toBe(200);
    expect(file.headers["content-disposition"]).toContain("team.jpg");
    // A viewer may look too.
    expect((await asVicInTeam({ method: "GET", url: teamItem.objectPath })).statusCode).toBe(200);
  });

  it("lets another member rename the team's item and delete one, which frees the team's storage", async () => {
    const renamed = await asBobInTeam({
      method: "PATCH",
      url: `/api/content/${teamItem.id}`,
      payload: { altText: "Chai stall at dusk" },
    });
    expect(renamed.statusCode).toBe(200);
    const seen = (await asAliceInTeam({ method: "GET", url: "/api/content" })).json() as { altText: string }[];
    expect(seen[0]?.altText).toBe("Chai stall at dusk");

    const extra = (await uploadPhoto(t, asAliceInTeam, photo, "extra.jpg")) as { id: string; fileSize: number };
    const before = await stats(asBobInTeam);
    expect((await asBobInTeam({ method: "DELETE", url: `/api/content/${extra.id}` })).statusCode).toBe(204);
    const after = await stats(asAliceInTeam);
    expect(after.storageUsed).toBe(before.storageUsed - extra.fileSize);
    expect(after.fileCount).toBe(before.fileCount - 1);
  });

  it("answers 404 for the team's item outside it: the uploader's own workspace, another team, an outsider", async () => {
    for (const as of [asAlice, asEveInHerTeam, asZed, asZedClaimingTeam]) {
      expect(await reachAll(as, teamItem)).toEqual([404, 404, 404, 404, 404, 404, 404]);
    }
    // Nothing was changed or removed by the attempts.
    expect(await list(asBobInTeam)).toEqual([teamItem.id]);
  });

  it("answers 404 in the team for a member's personal item", async () => {
    expect(await reachAll(asBobInTeam, personalItem)).toEqual([404, 404, 404, 404, 404, 404, 404]);
    // Only the thumbnail of her own personal photo (it may be her profile picture) reaches her there.
    expect(await reachAll(asAliceInTeam, personalItem)).toEqual([200, 404, 404, 404, 404, 404, 404]);
    expect(await list(asAlice)).toEqual([personalItem.id]);
  });

  it("refuses a viewer every change with 403 role_not_allowed", async () => {
    const refusals = [
      await asVicInTeam({
        method: "POST",
        url: "/api/objects/upload",
        payload: { fileName: "v.jpg", fileSize: photo.length, mimeType: "image/jpeg" },
      }),
      await asVicInTeam({
        method: "POST",
        url: "/api/content",
        payload: {
          fileName: "v.jpg",
          originalName: "v.jpg",
          fileType: "image",
          mimeType: "image/jpeg",
          fileSize: photo.length,
          objectPath: teamItem.objectPath,
        },
      }),
      await asVicInTeam({
        method: "PUT",
        url: `/api/content/${teamItem.id}/upload-complete`,
        payload: { objectURL: "x" },
      }),
      await asVicInTeam({ method: "PATCH", url: `/api/content/${teamItem.id}`, payload: { altText: "no" } }),
      await asVicInTeam({ method: "DELETE", url: `/api/content/${teamItem.id}` }),
    ];
    for (const res of refusals) {
      expect(res.statusCode).toBe(403);
      expect(res.json().error.code).toBe("role_not_allowed");
    }
    expect(await list(asVicInTeam)).toEqual([teamItem.id]);
  });

  it("shows a person their own personal photos (their profile picture) while they work in a team, and no one else", async () => {
    const url = `/api/content/${personalItem.id}/image?variant=thumbnail`;
    expect((await asAliceInTeam({ method: "GET", url })).statusCode).toBe(200);
    expect((await asBobInTeam({ method: "GET", url })).statusCode).toBe(404);
    expect((await asEveInHerTeam({ method: "GET", url })).statusCode).toBe(404);
    // Only pictures: the item itself stays in the personal library.
    expect((await asAliceInTeam({ method: "DELETE", url: `/api/content/${personalItem.id}` })).statusCode).toBe(404);
  });

  it("keeps a team's photo from becoming its uploader's profile picture (the picture is the person's)", async () => {
    const id = crypto.randomUUID();
    await t.deps.database.db.insert(contentItems).values({
      id,
      userId: alice.id,
      workspaceId: team,
      fileName: "face.jpg",
      originalName: "face.jpg",
      fileType: "image",
      mimeType: "image/jpeg",
      declaredSize: 1,
      storedBytes: 1,
      status: "ready",
      objectKey: `users/${alice.id}/${id}/original`,
      thumbnailKey: `users/${alice.id}/${id}/thumbnail.webp`,
      uploadExpiresAt: new Date(),
    });
    for (const as of [asAliceInTeam, asAlice]) {
      const res = await as({ method: "PUT", url: "/api/account/profile-picture", payload: { contentItemId: id } });
      expect(res.statusCode).toBe(404);
    }
    const own = await asAlice({
      method: "PUT",
      url: "/api/account/profile-picture",
      payload: { contentItemId: personalItem.id },
    });
    expect(own.statusCode).toBe(200);
  });
});

describe("a team's storage quota", () => {
  // A team works only while its owner has a Business pass (decision 760), so its quota is
  // Business's plus the owner's add-ons.
  it("is the owner's plan plus the owner's add-ons, counts the team's items only and answers 413 past it", async () => {
    const owner = await buildUser(t, { subscriptionStatus: "business" });
    const member = await buildUser(t, { subscriptionStatus: "free" });
    const now = Date.now();
    await insertGrant(t.deps.database.db, {
      userId: owner.id,
      source: "complimentary",
      productId: "storage-5gb",
      productKind: "addon",
      storageBytes: 5 * GB,
      startsAt: new Date(now - 1000),
      endsAt: new Date(now + 30 * 86_400_000),
    });
    const team = await buildTeam(t, owner, [{ user: member, role: "creator" }]);
    const asMemberInTeam = await injectIn(t, member, team);
    const asMember = await injectIn(t, member, null);
    const asOwner = await injectIn(t, owner, null);
    const limit = PLANS.business.storageBytes + 5 * GB;

    expect(await stats(asMemberInTeam)).toMatchObject({ storageUsed: 0, storageLimit: limit, plan: "business" });
    await fill(team, owner, limit - 100);
    expect(await stats(asMemberInTeam)).toMatchObject({ storageUsed: limit - 100, fileCount: 1 });

    const refused = await asMemberInTeam({
      method: "POST",
      url: "/api/objects/upload",
      payload: { fileName: "a.jpg", fileSize: 1000, mimeType: "image/jpeg" },
    });
    expect(refused.statusCode).toBe(413);
    expect(refused.json()).toMatchObject({
      error: { code: "storage_exceeded" },
      currentUsage: limit - 100,
      limit,
      upgradeRequired: false, // Business is the highest plan: an add-on, not an upgrade
    });

    // The team's bytes count in no one's personal workspace, the owner's included.
    expect(await stats(asMember)).toMatchObject({
      storageUsed: 0,
      storageLimit: PLANS.free.storageBytes,
      plan: "free",
    });
    expect(await stats(asOwner)).toMatchObject({ storageUsed: 0, storageLimit: limit, plan: "business" });
    const personal = await asMember({
      method: "POST",
      url: "/api/objects/upload",
      payload: { fileName: "a.jpg", fileSize: 1000, mimeType: "image/jpeg" },
    });
    expect(personal.statusCode).toBe(200);
  });

  it("follows an add-on the owner buys at once in the team", async () => {
    const owner = await buildUser(t, { subscriptionStatus: "business" });
    const member = await buildUser(t);
    const team = await buildTeam(t, owner, [{ user: member, role: "viewer" }]);
    const asMemberInTeam = await injectIn(t, member, team);
    expect((await stats(asMemberInTeam)).storageLimit).toBe(PLANS.business.storageBytes);
    const now = Date.now();
    await insertGrant(t.deps.database.db, {
      userId: owner.id,
      source: "complimentary",
      productId: "storage-10gb",
      productKind: "addon",
      storageBytes: 10 * GB,
      startsAt: new Date(now - 1000),
      endsAt: new Date(now + 30 * 86_400_000),
    });
    expect((await stats(asMemberInTeam)).storageLimit).toBe(PLANS.business.storageBytes + 10 * GB);
  });

  it("serialises two members' completions: with room for one photo, exactly one is kept", async () => {
    // A team works while its owner has a Business pass (decision 760).
    const owner = await buildUser(t, { subscriptionStatus: "business" });
    const a = await buildUser(t);
    const b = await buildUser(t);
    const team = await buildTeam(t, owner, [
      { user: a, role: "creator" },
      { user: b, role: "creator" },
    ]);
    const asA = await injectIn(t, a, team);
    const asB = await injectIn(t, b, team);
    // Measure what this photo stores, then leave room in the team for exactly one.
    const probe = (await uploadPhoto(t, asA, photo)) as { id: string; fileSize: number };
    await asA({ method: "DELETE", url: `/api/content/${probe.id}` });
    await fill(team, owner, PLANS.business.storageBytes - probe.fileSize - 1);

    const started: { as: As; id: string; url: string }[] = [];
    for (const as of [asA, asB]) {
      const target = (
        await as({
          method: "POST",
          url: "/api/objects/upload",
          payload: { fileName: "p.jpg", fileSize: photo.length, mimeType: "image/jpeg" },
        })
      ).json();
      await t.app.inject({ method: "PUT", url: pathOf(target.uploadURL), headers: target.headers, payload: photo });
      const created = await as({
        method: "POST",
        url: "/api/content",
        payload: {
          fileName: "p.jpg",
          originalName: "p.jpg",
          fileType: "image",
          mimeType: "image/jpeg",
          fileSize: photo.length,
          objectPath: target.objectPath,
        },
      });
      started.push({ as, id: created.json().id as string, url: target.uploadURL as string });
    }
    // Hold both completions just before their quota transactions so they start together
    // (only PostgreSQL runs them at once; PGlite runs one transaction at a time).
    const storage = t.deps.storage;
    let waiting = 0;
    let release = () => {};
    const together = new Promise<void>((resolve) => {
      release = resolve;
      setTimeout(resolve, 10_000);
    });
    t.deps.storage = {
      ...storage,
      kind: storage.kind,
      async put(key, body, contentType) {
        await storage.put(key, body, contentType);
        if (!key.endsWith("/thumbnail.webp")) return;
        if (++waiting === started.length) release();
        await together;
      },
    };
    const results = await Promise.all(
      started.map((s) =>
        s.as({ method: "PUT", url: `/api/content/${s.id}/upload-complete`, payload: { objectURL: s.url } }),
      ),
    ).finally(() => {
      t.deps.storage = storage;
    });
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 413]);
    const [sum] = await t.deps.database.db
      .select({ bytes: sql<string>`sum(stored_bytes)` })
      .from(contentItems)
      .where(and(eq(contentItems.workspaceId, team), eq(contentItems.status, "ready")));
    expect(Number(sum?.bytes)).toBe(PLANS.business.storageBytes - 1);
  });
});
