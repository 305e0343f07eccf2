import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { buildJpeg, buildPng, buildPngBombHeader } from "#test/helpers/images.ts";
import { checkImage, detectMedia, processImage } from "./media.ts";

const PIXEL_MESSAGE =
  "This photo is larger than 50 megapixels: it is 8000 × 8000 pixels (about 64 megapixels). Please resize it to 50 megapixels or less and try again.";

describe("detectMedia", () => {
  it("knows photos by their bytes", async () => {
    expect(await detectMedia(await buildJpeg())).toEqual({ kind: "image", mime: "image/jpeg" });
    expect(await detectMedia(await buildPng(10, 10))).toEqual({ kind: "image", mime: "image/png" });
  });

  it("refuses an executable renamed to .jpg, an SVG, HTML and an empty file", async () => {
    const exe = Buffer.concat([Buffer.from("MZ"), Buffer.alloc(200, 0x90)]);
    const elf = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1]), Buffer.alloc(200)]);
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const html = Buffer.from("<!doctype html><html><body>hi</body></html>");
    for (const file of [exe, elf, svg, html]) {
      await expect(detectMedia(file)).rejects.toMatchObject({ status: 415, code: "unsupported_file" });
    }
    await expect(detectMedia(Buffer.alloc(0))).rejects.toMatchObject({ status: 400, code: "empty_file" });
  });
});

describe("processImage", () => {
  it("removes GPS and device data and applies the orientation", async () => {
    const input = await buildJpeg({ width: 800, height: 600, gps: true, orientation: 6 });
    const before = await sharp(input).metadata();
    expect(before.exif?.toString("latin1")).toContain("TestPhone");
    expect(before.orientation).toBe(6);

    const { original, preview, thumbnail } = await processImage(input, "image/jpeg");
    const after = await sharp(original.data).metadata();
    expect(after.exif).toBeUndefined();
    expect(after.xmp).toBeUndefined();
    expect(after.orientation).toBeUndefined();
    expect(original.data.includes(Buffer.from("TestPhone"))).toBe(false);
    expect(original.data.includes(Buffer.from("GPS"))).toBe(false);
    // Orientation 6 means "rotate 90°": the stored photo is upright, portrait.
    expect([original.width, original.height]).toEqual([600, 800]);
    expect([preview.width, preview.height]).toEqual([600, 800]);
    expect(preview.mime).toBe("image/webp");
    expect([thumbnail.width, thumbnail.height]).toEqual([320, 320]);
    expect((await sharp(preview.data).metadata()).exif).toBeUndefined();
  });

  it("makes a preview no longer than 1080 px from a large photo", async () => {
    const { preview } = await processImage(await buildJpeg({ width: 4000, height: 3000 }), "image/jpeg");
    expect([preview.width, preview.height]).toEqual([1080, 810]);
  });

  it("refuses a decompression bomb from its header, before decoding", async () => {
    const bomb = buildPngBombHeader(20000, 20000);
    expect(bomb.length).toBeLessThan(200_000);
    await expect(processImage(bomb, "image/png")).rejects.toMatchObject({ status: 422, code: "image_too_many_pixels" });
  });

  it("names the pixel limit and the photo's size when a photo is over it (not 'damaged')", async () => {
    const error = { status: 422, code: "image_too_many_pixels", message: PIXEL_MESSAGE };
    await expect(processImage(buildPngBombHeader(8000, 8000), "image/png")).rejects.toMatchObject(error);
    await expect(checkImage(buildPngBombHeader(8000, 8000))).rejects.toMatchObject(error);
  });

  it("refuses a truncated JPEG", async () => {
    const full = await buildJpeg({ width: 1200, height: 900 });
    await expect(processImage(full.subarray(0, Math.floor(full.length / 2)), "image/jpeg")).rejects.toMatchObject({
      status: 422,
      code: "unreadable_image",
    });
  });
});

/** Whether an EXIF block holds the GPS directory's pointer (tag 0x8825, in either byte order). */
const gpsDirectoryIn = (exif: Buffer | undefined) =>
  exif !== undefined && (exif.includes(Buffer.from([0x88, 0x25])) || exif.includes(Buffer.from([0x25, 0x88])));

describe("stored size (decision 727)", () => {
  const noise = (quality: number) =>
    sharp({
      create: {
        width: 1200,
        height: 900,
        channels: 3,
        background: "#777777",
        noise: { type: "gaussian", mean: 128, sigma: 60 },
      },
    })
      .withExif({ IFD3: { GPSLatitudeRef: "N", GPSLatitude: "19/1 4/1 0/1" } })
      .withMetadata({ orientation: 6 })
      .jpeg({ quality })
      .toBuffer();

  it("re-encodes a photo that must be turned at a quality that does not make it larger", async () => {
    const input = await noise(95);
    const { original } = await processImage(input, "image/jpeg");
    expect(original.data.length).toBeLessThanOrEqual(input.length);
    const meta = await sharp(original.data).metadata();
    expect([meta.width, meta.height, meta.orientation, meta.exif]).toEqual([900, 1200, undefined, undefined]);
    expect([original.width, original.height]).toEqual([900, 1200]);
  });

  it("keeps its own bytes with an orientation-only EXIF when no re-encode is smaller", async () => {
    // Quality 20 noise: every re-encode the app would accept (quality ≥ 45) is larger.
    const input = await noise(20);
    const { original } = await processImage(input, "image/jpeg");
    expect(original.data.length).toBeLessThanOrEqual(input.length);
    const meta = await sharp(original.data).metadata();
    expect(meta.orientation).toBe(6);
    // The EXIF block points to no GPS directory (tag 0x8825) any more; the noise's compressed
    // bytes are random, so searching the whole file for "GPS" would fail now and then.
    expect(gpsDirectoryIn((await sharp(input).metadata()).exif)).toBe(true);
    expect(gpsDirectoryIn(meta.exif)).toBe(false);
    expect((await sharp(original.data).raw().toBuffer()).equals(await sharp(input).raw().toBuffer())).toBe(true);
    expect([original.width, original.height]).toEqual([900, 1200]);
  });

  it("keeps an upright PNG's pixels and drops its text and EXIF chunks", async () => {
    const input = await sharp({ create: { width: 64, height: 48, channels: 4, background: "#33669980" } })
      .withExif({ IFD0: { Make: "TestPhone" }, IFD3: { GPSLatitudeRef: "N" } })
      .png()
      .toBuffer();
    expect(input.includes(Buffer.from("TestPhone"))).toBe(true);
    const { original } = await processImage(input, "image/png");
    expect(original.data.includes(Buffer.from("TestPhone"))).toBe(false);
    expect(original.data.length).toBeLessThan(input.length);
    expect((await sharp(original.data).raw().toBuffer()).equals(await sharp(input).raw().toBuffer())).toBe(true);
  });
});
