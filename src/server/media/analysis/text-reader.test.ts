import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import sharp from "sharp";
import { afterAll, describe, expect, it, vi } from "vitest";
import { buildJpeg } from "#test/helpers/images.ts";
import { realPhotos, samplePhoto } from "#test/helpers/photos.ts";
import { chaiPointSign, salePoster } from "#test/helpers/text-photos.ts";
import { analyseImage } from "./analyse.ts";
import { createObjectDetector } from "./detector.ts";
import { readableText, WORD_CONFIDENCE_MIN, wordShape } from "./readable-text.ts";
import { createTextReader, ENGLISH_MODEL_DIR, type ReadWord } from "./text-reader.ts";

const detector = createObjectDetector();
// A generous limit: under a whole test suite on 2 cores a read can take seconds of wall time.
const reader = createTextReader({ timeoutMs: 30_000 });
afterAll(() => Promise.all([detector.close(), reader.close()]));

const word = (text: string, confidence: number, line = 0, x0 = 0): ReadWord => ({
  text,
  confidence,
  line,
  box: { x0, y0: line * 100, x1: x0 + 50, y1: line * 100 + 40 },
});

describe("which read words are kept", () => {
  it("keeps confident words and numbers, with the punctuation around them removed", () => {
    expect(wordShape("CHAI")).toBe("CHAI");
    expect(wordShape("“Point,")).toBe("Point");
    expect(wordShape("50%")).toBe("50%");
    expect(wordShape("₹120")).toBe("₹120");
    expect(wordShape("2BHK")).toBe("2BHK");
    expect(wordShape("DON'T")).toBe("DON'T");
  });

  it("refuses what texture misreads look like: single characters, mixed case, symbols", () => {
    for (const raw of ["a", "|", "»", "¢3", "<£", "Ae.d", "iY", "x1y", "7Z—", "SaLE", "Ae-d", "4d"])
      expect(wordShape(raw)).toBeUndefined();
  });

  it("keeps only words at or above the confidence threshold, in reading order, capped", () => {
    expect(readableText([word("POINT", 96, 0, 300), word("CHAI", 93, 0, 10)])).toBe("CHAI POINT");
    expect(readableText([word("CHAI", WORD_CONFIDENCE_MIN - 1), word("POINT", 96, 0, 300)])).toBe("POINT");
    expect(readableText([word("50%", 95, 1), word("SALE", 96, 0)])).toBe("SALE 50%");
    const many = Array.from({ length: 20 }, (_, i) => word("WORD", 96, i));
    expect(readableText(many)?.split(" ")).toHaveLength(8);
    expect(
      readableText([
        word("ABCDEFGHIJKLMNOPQRSTUVWXYZ", 96, 0),
        word("ABCDEFGHIJKLMNOPQRSTUVWXYZ", 96, 1),
        word("ABCDEFGHIJKLMNOPQRSTUVWXYZ", 96, 2),
      ])?.length,
    ).toBeLessThanOrEqual(60);
  });

  it("says nothing when the only candidates are two-letter fragments or unsure words", () => {
    expect(readableText([word("AN", 94)])).toBeUndefined();
    expect(readableText([word("AN", 94), word("SN", 90, 1)])).toBeUndefined();
    expect(readableText([word("AHN", 77), word("Fon", 67)])).toBeUndefined();
    expect(readableText([])).toBeUndefined();
  });
});

describe("the text reader (tesseract.js in its own thread, English model from the npm package)", () => {
  it("uses the model file inside node_modules and starts nothing until the first read", async () => {
    expect(ENGLISH_MODEL_DIR).toContain(path.join("node_modules", "@tesseract.js-data", "eng"));
    expect((await readFile(path.join(ENGLISH_MODEL_DIR, "eng.traineddata.gz"))).length).toBeGreaterThan(1_000_000);
    const idle = createTextReader();
    expect(idle.started).toBe(false);
    await idle.close();
  });

  it("reads a shop sign and a sale poster in real photos", async () => {
    // test/setup/no-network.ts fails this test if anything tries to download a model.
    const sign = await analyseImage(await chaiPointSign(), detector, reader);
    expect(sign.text).toBe("CHAI POINT");
    const poster = await analyseImage(await salePoster(), detector, reader);
    expect(poster.text).toBe("SALE 50%");
    // Detection ran too, alongside the reading.
    expect(poster.objects).toBeDefined();
    expect(sign.faceCount).toBeDefined();
    expect(reader.started).toBe(true);
  });

  it("reads a real photo of a tilted, worn rubber stamp (shipped in @fastify/static)", async () => {
    const stamp = await readFile(
      path.join(
        path.dirname(createRequire(import.meta.url).resolve("@fastify/static/package.json")),
        "example",
        "public",
        "images",
        "sample.jpg",
      ),
    );
    expect((await analyseImage(stamp, undefined, reader)).text).toBe("SAMPLE");
  });

  it("reads no words in photos without writing (textures, faces, lanterns, a street)", async () => {
    const photos = [
      ...(await realPhotos()).map((p) => ({ name: p.name, jpeg: p.jpeg })),
      // The sheet's small photos enlarged to a preview's size: soft textures are where misreads come from.
      ...(await Promise.all(
        [0, 1, 3, 5, 6].map(async (i) => ({
          name: `sample ${i}`,
          jpeg: await sharp(await samplePhoto(i))
            .resize(1080)
            .jpeg()
            .toBuffer(),
        })),
      )),
      { name: "shapes", jpeg: await buildJpeg({ width: 1600, height: 1200 }) },
    ];
    const read: Record<string, string | undefined> = {};
    for (const photo of photos) read[photo.name] = (await analyseImage(photo.jpeg, undefined, reader)).text;
    expect(read).toEqual(Object.fromEntries(photos.map((p) => [p.name, undefined])));
  });

  it("reads only the largest lines of a page of small print, at a fraction of the cost", async () => {
    const lines = Array.from({ length: 30 }, (_, i) => `Line ${i + 1}: the quick brown fox jumps over the lazy dog`);
    const font = path.join(
      path.dirname(createRequire(import.meta.url).resolve("@fontsource/noto-sans/package.json")),
      "files",
      "noto-sans-latin-400-normal.woff",
    );
    const print = await sharp({
      text: { text: lines.join("\n"), font: "Noto Sans 26", fontfile: font, dpi: 72, width: 1000 },
    })
      .png()
      .toBuffer();
    const headline = await sharp({
      text: { text: "MENU", font: "Noto Sans Bold 90", fontfile: font.replace("400", "700"), dpi: 72 },
    })
      .png()
      .toBuffer();
    const page = await sharp({ create: { width: 1080, height: 1350, channels: 3, background: "#ffffff" } })
      .composite([
        { input: headline, left: 400, top: 20 },
        { input: print, left: 30, top: 160 },
      ])
      .jpeg()
      .toBuffer();
    await analyseImage(page, undefined, reader);
    // CPU time over all threads, which a loaded machine inflates far less than wall time.
    // Measured here with the suite's --liftoff-only: the whole page ≈ 12 s of CPU, its largest
    // lines ≈ 1.4 s; the bound sits between with room for a busy machine on either side.
    const before = process.cpuUsage();
    const facts = await analyseImage(page, undefined, reader);
    const used = process.cpuUsage(before);
    expect(facts.text?.split(" ")[0]).toBe("MENU");
    expect((used.user + used.system) / 1000).toBeLessThan(4_000);
  });

  it("stops a read that overruns its limit, and the next read starts a fresh worker", async () => {
    const hurried = createTextReader({ timeoutMs: 1 });
    const { data, info } = await sharp(await chaiPointSign())
      .resize(1080)
      .greyscale()
      .raw()
      .toBuffer({ resolveWithObject: true });
    await expect(hurried.read(new Uint8Array(data), info.width, info.height)).rejects.toThrow(/timed out/);
    expect(hurried.started).toBe(false);
    // analyseImage turns a failed read into "no text", never into a failed analysis.
    const facts = await analyseImage(await chaiPointSign(), undefined, hurried);
    expect(facts.text).toBeUndefined();
    expect(facts.colours.length).toBeGreaterThan(0);
    await hurried.close();
  });

  it("stops its worker after a while without photos, and the next photo starts it again", async () => {
    const resting = createTextReader({ timeoutMs: 30_000, idleMs: 1_500 });
    const { data, info } = await sharp(await chaiPointSign())
      .resize(1080)
      .greyscale()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const grey = () => new Uint8Array(data);
    try {
      const text = (words: ReadWord[]) => words.map((w) => w.text).join(" ");
      // Two reads queued at once share one worker, which stays up until both are done.
      const [first, second] = await Promise.all([
        resting.read(grey(), info.width, info.height),
        resting.read(grey(), info.width, info.height),
      ]);
      expect(text(second)).toBe(text(first));
      expect(resting.started).toBe(true);
      await vi.waitFor(() => expect(resting.started).toBe(false), { timeout: 15_000, interval: 50 });
      const again = await resting.read(grey(), info.width, info.height);
      expect(resting.started).toBe(true);
      expect(text(again)).toBe(text(first));
      expect(text(again)).toContain("CHAI");
    } finally {
      await resting.close();
    }
    expect(resting.started).toBe(false);
  }, 60_000);
});
