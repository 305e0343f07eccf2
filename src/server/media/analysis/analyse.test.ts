import { performance as nodePerformance } from "node:perf_hooks";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { buildJpeg } from "#test/helpers/images.ts";
import { samplePhoto } from "#test/helpers/photos.ts";
import { analyseImage } from "./analyse.ts";
import { createObjectDetector } from "./detector.ts";

const detector = createObjectDetector();
afterAll(() => detector.close());

describe("analyseImage without a detector", () => {
  it("reads orientation, light and dominant colours, and says nothing about people", async () => {
    const facts = await analyseImage(await buildJpeg({ width: 900, height: 600 }));
    expect(facts.orientation).toBe("landscape");
    expect(facts.brightness).toBe("normal");
    expect(facts.colours.length).toBeGreaterThan(0);
    expect(facts.peopleCount).toBeUndefined();
    expect(facts.objects).toBeUndefined();
  });

  it("applies EXIF orientation and tells dark from bright", async () => {
    expect((await analyseImage(await buildJpeg({ width: 900, height: 600, orientation: 6 }))).orientation).toBe(
      "portrait",
    );
    const dark = await sharp({ create: { width: 200, height: 200, channels: 3, background: "#0b0b14" } })
      .jpeg()
      .toBuffer();
    const bright = await sharp({ create: { width: 200, height: 200, channels: 3, background: "#f5f5f0" } })
      .jpeg()
      .toBuffer();
    expect(await analyseImage(dark)).toMatchObject({ brightness: "dark", colours: ["black"], orientation: "square" });
    expect(await analyseImage(bright)).toMatchObject({ brightness: "bright", colours: ["white"] });
  });
});

describe("analyseImage with the object detector (worker thread, WASM)", () => {
  it("finds the person and the cup at a dinner table, confidently", async () => {
    const facts = await analyseImage(await samplePhoto(2), detector);
    expect(facts.peopleCount).toBeGreaterThanOrEqual(1);
    expect(facts.objects?.map((o) => o.label)).toContain("cup");
    for (const object of facts.objects ?? []) expect(object.confidence).toBeGreaterThanOrEqual(0.5);
  });

  it("reports no people and no objects in a picture of shapes", async () => {
    const facts = await analyseImage(await buildJpeg({ width: 640, height: 480 }), detector);
    expect(facts.peopleCount).toBe(0);
    expect(facts.objects).toEqual([]);
  });

  it("does not block the event loop while detecting", async () => {
    const photo = await samplePhoto(6);
    let ticks = 0;
    const timer = setInterval(() => ticks++, 5);
    // Event-loop utilisation counts only the time this thread spends running code, so unlike
    // the gap between timer ticks it is not inflated when a busy machine deschedules the
    // process. Inference on this thread would keep it near 1 for the whole detection.
    const before = nodePerformance.eventLoopUtilization();
    await Promise.all([analyseImage(photo, detector), analyseImage(photo, detector), analyseImage(photo, detector)]);
    const { utilization } = nodePerformance.eventLoopUtilization(before);
    clearInterval(timer);
    expect(ticks).toBeGreaterThan(3);
    expect(utilization).toBeLessThan(0.5);
  });
});

describe("a detected thing's own colour (decision 741)", () => {
  /** A grey-brown scene with a red square where the fake detector says the thing is. */
  const scene = async (square: string) =>
    sharp({ create: { width: 400, height: 300, channels: 3, background: "#6b625a" } })
      .composite([
        {
          input: await sharp({ create: { width: 160, height: 120, channels: 3, background: square } })
            .png()
            .toBuffer(),
          left: 120,
          top: 90,
        },
      ])
      .jpeg({ quality: 95 })
      .toBuffer();
  const fake = (label: string, box: readonly [number, number, number, number], confidence = 0.8) => ({
    started: true,
    close: async () => undefined,
    detect: async () => ({ objects: [{ label, confidence, box }], faces: [] }),
  });

  it("names the colour that stands out in its box, not the frame's", async () => {
    const facts = await analyseImage(await scene("#d01818"), fake("car", [0.28, 0.28, 0.44, 0.44]));
    expect(facts.objects?.[0]).toMatchObject({ label: "car", colour: "red" });
    expect(facts.colours[0]).not.toBe("red");
  });

  it("says no colour when the box looks like the rest of the frame, for a small box, or for a person", async () => {
    const grey = await analyseImage(await scene("#6b625a"), fake("car", [0.28, 0.28, 0.44, 0.44]));
    expect(grey.objects?.[0]?.colour).toBeUndefined();
    const red = await scene("#d01818");
    expect((await analyseImage(red, fake("car", [0.35, 0.35, 0.2, 0.2]))).objects?.[0]?.colour).toBe("red");
    expect((await analyseImage(red, fake("car", [0.4, 0.4, 0.15, 0.15]))).objects?.[0]?.colour).toBeUndefined();
    const unsure = await analyseImage(red, fake("person", [0.28, 0.28, 0.44, 0.44], 0.45));
    expect(unsure.tentative?.[0]).toMatchObject({ label: "person" });
    expect(unsure.tentative?.[0]?.colour).toBeUndefined();
    expect((await analyseImage(red, fake("dog", [0.28, 0.28, 0.44, 0.44], 0.45))).tentative?.[0]?.colour).toBe("red");
  });
});
