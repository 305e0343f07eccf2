// postgres: the data migration runs on the production database
import { randomUUID } from "node:crypto";
import { readFile } from "node:fs/promises";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { contentItems, users } from "#server/db/schema/index.ts";
import { createTestDatabase, type TestDatabase } from "#test/helpers/db.ts";

/**
 * Migration 0021 (decision 727): items charged before the quota counted only the creator's
 * file (re-encoded original plus previews) get the upload's size as their upper bound; items
 * charged correctly, pending uploads and failed ones are left as they are.
 */
let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

it("lowers inflated stored sizes of ready items to the uploaded size and touches nothing else", async () => {
  const db = database.db;
  const [user] = await db
    .insert(users)
    .values({ email: `${randomUUID()}@example.in`, firstName: "Asha", lastName: "Verma", termsAcceptedAt: new Date() })
    .returning();
  if (!user) throw new Error("no user");
  const item = (status: "ready" | "pending" | "failed", declaredSize: number, storedBytes: number) => ({
    id: randomUUID(),
    userId: user.id,
    fileName: "photo.jpg",
    originalName: "photo.jpg",
    fileType: "image" as const,
    mimeType: "image/jpeg",
    declaredSize,
    storedBytes,
    status,
    objectKey: `users/${user.id}/${randomUUID()}/original`,
    uploadExpiresAt: new Date(),
  });
  const inflated = item("ready", 179_000, 313_000);
  const fair = item("ready", 179_000, 150_000);
  const pending = item("pending", 179_000, 0);
  const failed = item("failed", 179_000, 0);
  await db.insert(contentItems).values([inflated, fair, pending, failed]);

  const migration = await readFile(new URL("./migrations/0021_quota_counts_the_original.sql", import.meta.url), "utf8");
  await db.execute(sql.raw(migration));

  const stored = async (id: string) =>
    (await db.select({ bytes: contentItems.storedBytes }).from(contentItems).where(eq(contentItems.id, id)))[0]?.bytes;
  expect(await stored(inflated.id)).toBe(179_000);
  expect(await stored(fair.id)).toBe(150_000);
  expect(await stored(pending.id)).toBe(0);
  expect(await stored(failed.id)).toBe(0);
});
