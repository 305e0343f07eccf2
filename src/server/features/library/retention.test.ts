// postgres: the retention job's deletes run through the queue
import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { auditLog, contentItems, mailOutbox } from "#server/db/schema/index.ts";
import { createAppJobRunner } from "#server/jobs/index.ts";
import { buildUser, injectAs } from "#test/helpers/accounts.ts";
import { createTestApp, type TestApp } from "#test/helpers/app.ts";
import { buildJpeg } from "#test/helpers/images.ts";
import { runRetention } from "./library.service.ts";

/**
 * The privacy policy's retention (decision 573), with the clock moved: content untouched for
 * 6 months is deleted with its files and previews after a warning e-mail 14 days before;
 * opening an item in between keeps it.
 */

const DAY = 24 * 60 * 60 * 1000;

let t: TestApp;
let photo: Buffer;
beforeAll(async () => {
  t = await createTestApp();
  photo = await buildJpeg({ width: 640, height: 480 });
});
afterAll(() => t.close());
afterEach(() => {
  vi.useRealTimers();
});

const db = () => t.deps.database.db;

/** A ready photo with its original, preview and thumbnail in storage, last used at `usedAt`. */
async function storedPhoto(userId: string, name: string, usedAt: Date) {
  const id = randomUUID();
  const keys = {
    objectKey: `users/${userId}/${id}/original`,
    previewKey: `users/${userId}/${id}/preview.webp`,
    thumbnailKey: `users/${userId}/${id}/thumbnail.webp`,
  };
  for (const key of Object.values(keys)) await t.deps.storage.put(key, photo, "image/jpeg");
  await db()
    .insert(contentItems)
    .values({
      id,
      userId,
      fileName: name,
      originalName: name,
      fileType: "image",
      mimeType: "image/jpeg",
      declaredSize: photo.length,
      storedBytes: photo.length * 3,
      status: "ready",
      ...keys,
      width: 640,
      height: 480,
      uploadExpiresAt: usedAt,
      createdAt: usedAt,
      lastUsedAt: usedAt,
    });
  return { id, keys: Object.values(keys) };
}

const stored = async (keys: string[]) =>
  (await Promise.all(keys.map((key) => t.deps.storage.stat(key)))).filter(Boolean).length;
const itemExists = async (id: string) =>
  (await db().select().from(contentItems).where(eq(contentItems.id, id))).length === 1;
const warningsTo = (email: string) =>
  db()
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.toAddress, email), eq(mailOutbox.kind, "retention-warning")));
const runJobs = () => createAppJobRunner(t.deps).runDueJobs({ checkSchedules: false });

/** Runs `work` with the app's clock (Date) at `at`; the database keeps its own. */
async function at<T>(moment: Date, work: () => Promise<T>): Promise<T> {
  vi.useFakeTimers({ toFake: ["Date"], now: moment });
  try {
    return await work();
  } finally {
    vi.useRealTimers();
  }
}

describe("the retention job", () => {
  it("warns once 14 days before, then deletes the item with its files and previews; the figures go to the audit log", async () => {
    const user = await buildUser(t, { firstName: "Lata" });
    const uploaded = new Date("2026-01-10T06:00:00Z");
    const item = await storedPhoto(user.id, "holi-2026.jpg", uploaded);
    const fresh = await storedPhoto(user.id, "recent.jpg", new Date("2026-06-01T06:00:00Z"));

    // 6 months less 15 days: too early for anything.
    expect(await runRetention(t.deps, new Date("2026-06-25T06:00:00Z"))).toMatchObject({ warnedItems: 0 });

    // 6 months less 13 days: the warning, once however often the job runs.
    const warnedAt = new Date("2026-06-27T06:00:00Z");
    expect(await runRetention(t.deps, warnedAt)).toEqual({
      warnedItems: 1,
      warnedUsers: 1,
      deletedItems: 0,
      freedBytes: 0,
    });
    expect(await runRetention(t.deps, new Date(warnedAt.getTime() + 60_000))).toMatchObject({ warnedItems: 0 });
    await runJobs();
    await runJobs();
    const [mail, ...others] = await warningsTo(user.email);
    expect(others).toEqual([]);
    expect(mail?.subject).toBe("1 file in your CaptionKaro library will be deleted on 11 July 2026");
    expect(mail?.textBody).toContain("Hello Lata,");
    expect(mail?.textBody).toContain("- holi-2026.jpg");
    expect(mail?.textBody).not.toContain("recent.jpg");
    expect(mail?.textBody).toContain("/upload");

    // 13 days after the warning: still kept.
    expect(await runRetention(t.deps, new Date(warnedAt.getTime() + 13 * DAY))).toMatchObject({ deletedItems: 0 });
    expect(await itemExists(item.id)).toBe(true);

    // 14 days after the warning: gone, with every stored file; the other item stays.
    const figures = await runRetention(t.deps, new Date(warnedAt.getTime() + 14 * DAY + 60_000));
    expect(figures).toEqual({ warnedItems: 0, warnedUsers: 0, deletedItems: 1, freedBytes: photo.length * 3 });
    expect(await itemExists(item.id)).toBe(false);
    await runJobs();
    expect(await stored(item.keys)).toBe(0);
    expect(await itemExists(fresh.id)).toBe(true);
    expect(await stored(fresh.keys)).toBe(3);
    expect(await warningsTo(user.email)).toHaveLength(1);

    // A repeated run finds nothing more to do.
    expect(await runRetention(t.deps, new Date(warnedAt.getTime() + 14 * DAY + 120_000))).toMatchObject({
      deletedItems: 0,
      warnedItems: 0,
    });

    const runs = await db().select().from(auditLog).where(eq(auditLog.action, "retention.ran"));
    expect(runs.length).toBeGreaterThanOrEqual(6);
    expect(runs.every((run) => run.actorId === null && run.reason.includes("6 months"))).toBe(true);
    expect(runs.some((run) => run.details.deletedItems === 1 && run.details.freedBytes === photo.length * 3)).toBe(
      true,
    );
  });

  it("keeps an item its owner opens between the warning and the deletion: viewing, generating from or downloading it", async () => {
    const user = await buildUser(t);
    const uploaded = new Date("2025-03-01T06:00:00Z");
    const viewed = await storedPhoto(user.id, "viewed.jpg", uploaded);
    const generated = await storedPhoto(user.id, "generated.jpg", uploaded);
    const downloaded = await storedPhoto(user.id, "downloaded.jpg", uploaded);
    const glimpsed = await storedPhoto(user.id, "only-in-the-grid.jpg", uploaded);

    const warnedAt = new Date("2025-08-20T06:00:00Z");
    expect(await runRetention(t.deps, warnedAt)).toMatchObject({ warnedItems: 4, warnedUsers: 1 });
    await runJobs();
    const [mail] = await warningsTo(user.email);
    expect(mail?.subject).toMatch(/^4 files in your CaptionKaro library will be deleted on 3 September 2025$/);

    // A week later the owner opens three of them; the library grid's thumbnail is not opening.
    const week = new Date(warnedAt.getTime() + 7 * DAY);
    // Signed in now (the database checks a session's expiry by its own clock).
    const as = await injectAs(t, user);
    await at(week, async () => {
      const view = await as({ url: `/api/content/${viewed.id}/image?variant=preview` });
      expect(view.statusCode).toBe(200);
      const thumbnail = await as({ url: `/api/content/${glimpsed.id}/image?variant=thumbnail` });
      expect(thumbnail.statusCode).toBe(200);
      const download = await as({ url: `/objects/${downloaded.keys[0]}` });
      expect(download.statusCode).toBe(200);
      const caption = await as({
        method: "POST",
        url: "/api/generate-caption",
        payload: { contentItemIds: [generated.id], language: "english" },
      });
      expect(caption.statusCode, caption.body).toBe(200);
    });

    const figures = await runRetention(t.deps, new Date(warnedAt.getTime() + 14 * DAY + 60_000));
    expect(figures).toMatchObject({ deletedItems: 1, warnedItems: 0 });
    expect(await itemExists(glimpsed.id)).toBe(false);
    for (const kept of [viewed, generated, downloaded]) {
      expect(await itemExists(kept.id)).toBe(true);
      expect(await stored(kept.keys)).toBe(3);
    }

    // Their clock started again when opened: the next warning is 6 months less 14 days later.
    const nextWarning = new Date(week.getTime() + 183 * DAY - 14 * DAY + DAY);
    expect(await runRetention(t.deps, new Date(nextWarning.getTime() - 2 * DAY))).toMatchObject({ warnedItems: 0 });
    expect(await runRetention(t.deps, nextWarning)).toMatchObject({ warnedItems: 3 });
  });

  it("an item opened after the warning is not in the e-mail when the e-mail job runs late", async () => {
    const user = await buildUser(t);
    const uploaded = new Date("2024-01-01T06:00:00Z");
    const item = await storedPhoto(user.id, "late.jpg", uploaded);
    const warnedAt = new Date("2024-06-25T06:00:00Z");
    expect(await runRetention(t.deps, warnedAt)).toMatchObject({ warnedItems: 1 });
    const as = await injectAs(t, user);
    await at(new Date(warnedAt.getTime() + DAY), async () => {
      expect((await as({ url: `/api/content/${item.id}/image?variant=original` })).statusCode).toBe(200);
    });
    await runJobs();
    expect(await warningsTo(user.email)).toEqual([]);
  });
});
