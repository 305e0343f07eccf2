import { eq } from "drizzle-orm";
import sharp from "sharp";
import { expect, it, vi } from "vitest";
import { contentItems } from "#server/db/schema/index.ts";
import { createAppJobRunner } from "#server/jobs/index.ts";
import { buildUser, injectAs } from "#test/helpers/accounts.ts";
import { createTestApp } from "#test/helpers/app.ts";
import { uploadPhoto } from "#test/helpers/library.ts";
import { samplePhoto } from "#test/helpers/photos.ts";
import { createObjectDetector } from "./detector.ts";

it("server start-up loads neither the detector nor the text reader: both start with the first analysis", async () => {
  // The app as main.ts builds it (depsFor → buildApp → ready), on a test database.
  const t = await createTestApp();
  try {
    expect(t.deps.detector.started).toBe(false);
    expect(t.deps.textReader.started).toBe(false);
    // Serving requests and uploading (which only queues the analysis) leave it unloaded.
    expect((await t.app.inject({ method: "GET", url: "/healthz" })).statusCode).toBe(200);
    const as = await injectAs(t, await buildUser(t));
    const photo = await uploadPhoto(t, as, await samplePhoto(2));
    expect(t.deps.detector.started).toBe(false);
    expect(t.deps.textReader.started).toBe(false);

    // The background analysis job is the first use: the worker starts and loads the model.
    await createAppJobRunner(t.deps).runDueJobs({ checkSchedules: false });
    expect(t.deps.detector.started).toBe(true);
    expect(t.deps.textReader.started).toBe(true);
    const [row] = await t.deps.database.db.select().from(contentItems).where(eq(contentItems.id, photo.id));
    expect(row?.analyzed).toBe(true);
    expect((row?.analysis as { peopleCount?: number } | undefined)?.peopleCount).toBeGreaterThanOrEqual(1);
  } finally {
    await t.close();
  }
});

it("creating and closing an unused detector costs nothing and starts no thread", async () => {
  // No thread and no model until the first photo: loading them takes about a second, so even a
  // loaded machine answers well within half of it (the bound was 5 ms until a CI run under load).
  const started = performance.now();
  const detector = createObjectDetector();
  expect(performance.now() - started).toBeLessThan(500);
  expect(detector.started).toBe(false);
  await detector.close();
  expect(detector.started).toBe(false);
});

it("stops its worker after a while without photos, and starts it again for the next photo", async () => {
  const { data, info } = await sharp(await samplePhoto(2))
    .resize(480)
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const rgb = () => new Uint8Array(data);
  const detector = createObjectDetector({ idleMs: 1_500 });
  try {
    const first = await detector.detect(rgb(), info.width, info.height);
    expect(detector.started).toBe(true);
    // Two photos in quick succession keep the same worker.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(detector.started).toBe(true);
    await detector.detect(rgb(), info.width, info.height);
    await vi.waitFor(() => expect(detector.started).toBe(false), { timeout: 15_000, interval: 50 });
    // The next photo starts a fresh worker and gets the same answer.
    const again = await detector.detect(rgb(), info.width, info.height);
    expect(detector.started).toBe(true);
    expect(again.objects.map((o) => o.label)).toEqual(first.objects.map((o) => o.label));
    expect(again.objects.length).toBeGreaterThan(0);
  } finally {
    await detector.close();
  }
  expect(detector.started).toBe(false);
}, 60_000);
