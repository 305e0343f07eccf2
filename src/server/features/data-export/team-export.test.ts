import { afterAll, beforeAll, expect, it } from "vitest";
import { buildUser, injectAs } from "#test/helpers/accounts.ts";
import { createTestApp, type TestApp } from "#test/helpers/app.ts";
import { buildJpeg } from "#test/helpers/images.ts";
import { uploadPhoto } from "#test/helpers/library.ts";
import { buildTeam, injectIn } from "#test/helpers/teams.ts";
import { unzip } from "#test/helpers/zip.ts";
import { upsertImportedMedia } from "../instagram/import.queries.ts";

/**
 * A team's owner downloads the team's work (issue 29): its library with the files, posts and
 * members, nothing of anyone's personal workspace; the person's own "Download my data" holds
 * their personal workspace and not the team's.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function archive(res: { statusCode: number; rawPayload: Buffer; headers: Record<string, unknown> }) {
  expect(res.statusCode).toBe(200);
  expect(res.headers["content-type"]).toBe("application/zip");
  const entries = await unzip(res.rawPayload);
  const json = entries.get("data.json");
  if (!json) throw new Error("no data.json in the archive");
  return { entries, data: JSON.parse(json.toString("utf8")) };
}

it("gives the owner the team's work and nobody's personal data; a member's own export leaves the team out", async () => {
  const owner = await buildUser(t, { subscriptionStatus: "business" });
  const creator = await buildUser(t);
  const team = await buildTeam(t, owner, [{ user: creator, role: "creator" }], "Export Team");
  const creatorInTeam = await injectIn(t, creator, team);
  const creatorPersonal = await injectIn(t, creator, null);
  const ownerInTeam = await injectIn(t, owner, team);
  const photo = await buildJpeg({ width: 64, height: 48 });
  const teamItem = (await uploadPhoto(t, creatorInTeam, photo, "team.jpg")) as { id: string };
  const personalItem = (await uploadPhoto(t, creatorPersonal, photo, "mine.jpg")) as { id: string };
  const saved = await creatorInTeam({
    method: "POST",
    url: "/api/posts",
    payload: { title: "Team post", caption: "For the shop", contentItemIds: [teamItem.id], language: "english" },
  });
  expect(saved.statusCode, saved.body).toBe(201);
  // Posts the results import read from each workspace's Instagram account (issue 32).
  const imported = (workspaceId: string, mediaId: string, caption: string) =>
    upsertImportedMedia(t.deps.database.db, {
      workspaceId,
      mediaId,
      igUserId: "17841400000000001",
      caption,
      mediaType: "IMAGE",
      permalink: `https://www.instagram.com/p/${mediaId}/`,
      postedAt: new Date("2026-11-01T10:00:00Z"),
      source: "sandbox",
      fetchedAt: new Date("2026-11-02T10:00:00Z"),
      reach: 120,
      totalInteractions: 9,
    });
  await imported(team, "team-media-1", "Shop's Diwali post");
  await imported(creator.id, "own-media-1", "My own reel");

  const { entries, data } = await archive(await ownerInTeam({ url: "/api/team/export" }));
  expect(data.instagramImportedPosts).toMatchObject([
    { mediaId: "team-media-1", caption: "Shop's Diwali post", results: { reach: 120, totalInteractions: 9 } },
  ]);
  expect(data.team).toMatchObject({ name: "Export Team" });
  expect(data.team.members.map((m: { email: string }) => m.email).sort()).toEqual([owner.email, creator.email].sort());
  expect(data.library.map((i: { id: string }) => i.id)).toEqual([teamItem.id]);
  expect(data.posts.map((p: { title: string }) => p.title)).toEqual(["Team post"]);
  expect(data).not.toHaveProperty("billing");
  expect(data).not.toHaveProperty("emailsSent");
  expect([...entries.keys()].some((name) => name.includes(personalItem.id))).toBe(false);
  expect([...entries.keys()].some((name) => name.includes(teamItem.id))).toBe(true);

  // Only the owner downloads the team; in a personal workspace there is no team to download.
  expect((await creatorInTeam({ url: "/api/team/export" })).statusCode).toBe(403);
  const ownerPersonal = await injectAs(t, owner);
  expect((await ownerPersonal({ url: "/api/team/export" })).statusCode).toBe(404);

  const own = await archive(await creatorPersonal({ url: "/api/account/export" }));
  expect(own.data.library.map((i: { id: string }) => i.id)).toEqual([personalItem.id]);
  expect(own.data.posts).toEqual([]);
  expect(own.data.instagramImportedPosts.map((p: { mediaId: string }) => p.mediaId)).toEqual(["own-media-1"]);
});
