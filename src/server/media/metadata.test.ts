import { crc32 } from "node:zlib";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { jpegOrientationSegment, removeMetadata, stripJpeg, stripPng, stripWebp, UnwalkableImage } from "./metadata.ts";

const EXIF = {
  IFD0: { Make: "TestPhone", Model: "Camera 12" },
  IFD3: { GPSLatitudeRef: "N", GPSLatitude: "19/1 4/1 0/1", GPSLongitudeRef: "E", GPSLongitude: "72/1 52/1 0/1" },
};

const picture = (width = 96, height = 64) =>
  sharp({
    create: { width, height, channels: 3, background: "#808080", noise: { type: "gaussian", mean: 128, sigma: 50 } },
  });

const pixels = async (image: Buffer) => sharp(image).raw().toBuffer();

function segment(marker: number, payload: Buffer): Buffer {
  const head = Buffer.from([0xff, marker, 0, 0]);
  head.writeUInt16BE(payload.length + 2, 2);
  return Buffer.concat([head, payload]);
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body) >>> 0);
  return Buffer.concat([length, body, crc]);
}

describe("JPEG", () => {
  it("drops EXIF, XMP, IPTC, comments, MPF and what follows the image; keeps ICC, Adobe and every scan byte for byte", async () => {
    const base = await picture().withIccProfile("srgb").withExif(EXIF).jpeg({ progressive: true }).toBuffer();
    const input = Buffer.concat([
      base.subarray(0, 2),
      segment(0xe1, Buffer.from("http://ns.adobe.com/xap/1.0/\0<x:xmpmeta>GPS Mumbai</x:xmpmeta>", "latin1")),
      segment(0xed, Buffer.from("Photoshop 3.0\x008BIM IPTC city=Mumbai", "latin1")),
      segment(0xfe, Buffer.from("comment: taken at home", "latin1")),
      segment(0xe2, Buffer.from("MPF\0secondary picture offsets", "latin1")),
      segment(0xee, Buffer.from("Adobe\0d\0\0\0\0\x01", "latin1")),
      segment(0xeb, Buffer.from("vendor block GPS", "latin1")),
      base.subarray(2),
      Buffer.from("trailing motion photo with GPS TestPhone", "latin1"),
    ]);
    const out = stripJpeg(input);
    for (const secret of ["TestPhone", "GPS", "Mumbai", "comment", "MPF", "vendor", "Exif"]) {
      expect(out.includes(Buffer.from(secret, "latin1")), secret).toBe(false);
    }
    const meta = await sharp(out).metadata();
    expect([meta.exif, meta.xmp, meta.iptc, meta.icc === undefined]).toEqual([undefined, undefined, undefined, false]);
    expect(out.includes(Buffer.from("Adobe", "latin1"))).toBe(true);
    expect(out.subarray(-2)).toEqual(Buffer.from([0xff, 0xd9]));
    expect(out.length).toBeLessThan(base.length);
    // Lossless: the compressed scans are the photo's own (the tail of the file is identical).
    const scans = base.subarray(base.indexOf(Buffer.from([0xff, 0xda])));
    expect(out.subarray(out.length - scans.length).equals(scans)).toBe(true);
    expect((await pixels(out)).equals(await pixels(base))).toBe(true);
  });

  it("walks past stuffed FF 00 bytes inside the scan", async () => {
    const input = await picture(256, 256).withExif(EXIF).jpeg({ quality: 95 }).toBuffer();
    const scan = input.subarray(input.indexOf(Buffer.from([0xff, 0xda])) + 2);
    expect(scan.includes(Buffer.from([0xff, 0x00]))).toBe(true);
    const out = stripJpeg(input);
    expect((await pixels(out)).equals(await pixels(input))).toBe(true);
    expect(out.includes(Buffer.from("TestPhone"))).toBe(false);
  });

  it("adds an orientation-only EXIF block when asked, and nothing else", async () => {
    const input = await picture().withExif(EXIF).withMetadata({ orientation: 6 }).jpeg().toBuffer();
    const out = stripJpeg(input, [jpegOrientationSegment(6)]);
    const meta = await sharp(out).metadata();
    expect(meta.orientation).toBe(6);
    expect(meta.exif?.length).toBeLessThan(40);
    expect(out.includes(Buffer.from("GPS"))).toBe(false);
  });

  it("refuses bytes it cannot walk instead of guessing", async () => {
    const input = await picture().jpeg().toBuffer();
    expect(() => stripJpeg(input.subarray(0, 40))).toThrow(UnwalkableImage);
    expect(() => stripJpeg(input.subarray(0, input.length - 2))).toThrow(UnwalkableImage);
    expect(() => stripJpeg(Buffer.from("not a jpeg"))).toThrow(UnwalkableImage);
  });
});

describe("PNG", () => {
  it("drops text, EXIF, time, unknown chunks and trailing bytes; keeps colour, transparency and pixels", async () => {
    const base = await sharp({ create: { width: 40, height: 30, channels: 4, background: "#33669980" } })
      .withIccProfile("srgb")
      .png()
      .toBuffer();
    const ihdrEnd = 8 + 25;
    const input = Buffer.concat([
      base.subarray(0, ihdrEnd),
      chunk("tEXt", Buffer.from("Comment\0GPS Mumbai", "latin1")),
      chunk("iTXt", Buffer.from("XML:com.adobe.xmp\0\0\0\0\0<x>TestPhone</x>", "latin1")),
      chunk("zTXt", Buffer.from("Author\0\0xx", "latin1")),
      chunk("eXIf", Buffer.from("MM\0*TestPhone GPS", "latin1")),
      chunk("tIME", Buffer.from([7, 234, 11, 27, 1, 2, 3])),
      chunk("prVt", Buffer.from("vendor data", "latin1")),
      base.subarray(ihdrEnd),
      Buffer.from("after IEND: TestPhone", "latin1"),
    ]);
    const out = stripPng(input);
    for (const secret of ["TestPhone", "GPS", "Author", "vendor", "tIME", "after IEND"]) {
      expect(out.includes(Buffer.from(secret, "latin1")), secret).toBe(false);
    }
    expect(out.equals(base)).toBe(true);
    expect((await sharp(out).metadata()).icc).toBeDefined();
    expect((await pixels(out)).equals(await pixels(input))).toBe(true);
    expect(() => stripPng(input.subarray(0, 60))).toThrow(UnwalkableImage);
  });
});

describe("WebP", () => {
  it("drops EXIF and XMP chunks and their flags; keeps the picture", async () => {
    const input = await picture()
      .withExif(EXIF)
      .withXmp('<x:xmpmeta xmlns:x="adobe:ns:meta/">GPS</x:xmpmeta>')
      .webp()
      .toBuffer();
    expect((await sharp(input).metadata()).exif).toBeDefined();
    const out = stripWebp(input);
    const meta = await sharp(out).metadata();
    expect([meta.exif, meta.xmp]).toEqual([undefined, undefined]);
    expect(out.includes(Buffer.from("TestPhone"))).toBe(false);
    expect(out.readUInt32LE(4)).toBe(out.length - 8);
    expect((await pixels(out)).equals(await pixels(input))).toBe(true);
  });

  it("leaves a simple WebP, which has no room for metadata, as it is", async () => {
    const input = await picture().webp().toBuffer();
    expect(removeMetadata(input, "image/webp").equals(input)).toBe(true);
  });
});
