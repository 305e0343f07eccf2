import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { StorageStats } from "#contract/library.ts";
import { contentItems, mailOutbox } from "#server/db/schema/index.ts";
import { createAppJobRunner } from "#server/jobs/index.ts";
import { buildUser, injectAs } from "#test/helpers/accounts.ts";
import { createTestApp, type TestApp } from "#test/helpers/app.ts";
import { startPayment } from "./billing.checkout.ts";
import { sweepPlans } from "./billing.expiry.ts";
import { completeOrder } from "./billing.grants.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DAY = 24 * 60 * 60 * 1000;
const MB = 1024 * 1024;

async function payAt(user: Awaited<ReturnType<typeof buildUser>>, planType: "pro" | "storage-5gb", at: Date) {
  const { transactionId } = await startPayment(t.deps, user, { planType, method: "phonepe" });
  await completeOrder(t.deps, { orderId: transactionId ?? "", provider: "sandbox", source: "sandbox", now: at });
}

async function storedFile(userId: string, bytes: number) {
  await t.deps.database.db.insert(contentItems).values({
    userId,
    fileName: "big.mp4",
    originalName: "big.mp4",
    fileType: "video",
    mimeType: "video/mp4",
    declaredSize: bytes,
    storedBytes: bytes,
    status: "ready",
    objectKey: `${userId}/big`,
    uploadExpiresAt: new Date(),
  });
}

describe("plan expiry", () => {
  it("30 days on, the user is back on free, keeps every file, sees Storage Limit Exceeded and cannot upload", async () => {
    const user = await buildUser(t);
    const as = await injectAs(t, user);
    await payAt(user, "pro", new Date(Date.now() - 31 * DAY));
    await storedFile(user.id, 150 * MB);
    await storedFile(user.id, 50 * MB);
    expect((await as({ method: "GET", url: "/api/auth/user" })).json().subscriptionStatus).toBe("pro");

    expect(await sweepPlans(t.deps)).toBeGreaterThanOrEqual(1);
    expect((await as({ method: "GET", url: "/api/auth/user" })).json().subscriptionStatus).toBe("free");
    const files = await t.deps.database.db.select().from(contentItems).where(eq(contentItems.userId, user.id));
    expect(files).toHaveLength(2);
    const stats = (await as({ method: "GET", url: "/api/storage-stats" })).json() as StorageStats;
    expect(stats).toMatchObject({ upgradeRequired: true, storageLimit: 100 * MB, storageUsed: 200 * MB });
    const upload = await as({
      method: "POST",
      url: "/api/objects/upload",
      payload: { fileName: "a.jpg", fileSize: 1000, mimeType: "image/jpeg" },
    });
    expect(upload.statusCode).toBe(413);
    expect(upload.json()).toMatchObject({ storageExceeded: true, upgradeRequired: true });
  });

  it("a running 5 GB add-on raises the storage limit the Storage tab shows", async () => {
    const user = await buildUser(t);
    const as = await injectAs(t, user);
    await payAt(user, "storage-5gb", new Date());
    const stats = (await as({ method: "GET", url: "/api/storage-stats" })).json() as StorageStats;
    expect(stats.storageLimit).toBe(100 * MB + 5 * 1024 * MB);
  });

  it("e-mails the confirmation once, and a reminder a few days before a pass ends", async () => {
    const user = await buildUser(t);
    await payAt(user, "pro", new Date(Date.now() - 28 * DAY));
    await sweepPlans(t.deps);
    await sweepPlans(t.deps);
    await createAppJobRunner(t.deps).runDueJobs({ checkSchedules: false });
    const mails = await t.deps.database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, user.email));
    expect(mails.map((m) => m.kind).sort()).toEqual(["payment-confirmation", "plan-ending"]);
    const confirmation = mails.find((m) => m.kind === "payment-confirmation");
    expect(confirmation?.subject).toMatch(/invoice SBX\//);
  });
});
