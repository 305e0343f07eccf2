/**
 * Real photographs for tests, scripts and benchmarks, read from files that ship inside npm
 * packages (no network): the sample sheet of @vladmandic/human and a film still in
 * autocannon's package. Three different subjects, so the offline engine is exercised on
 * different analyses, not on one picture three times.
 */
import { createRequire } from "node:module";
import path from "node:path";
import sharp from "sharp";
import type { ContentField } from "../../src/contract/captions.ts";

const require = createRequire(import.meta.url);
const humanAssets = path.join(path.dirname(require.resolve("@vladmandic/human")), "..", "assets");
/** A sheet of eight photos in a strip at the top, and a large party photo below. */
export const SAMPLE_SHEET = path.join(humanAssets, "samples.jpg");
/** A film still: a robot peering round a wall on a busy city street (1169×584). */
export const STREET_PHOTO = path.join(path.dirname(require.resolve("autocannon")), "test", "j5.jpeg");

/** One photo from the sample sheet's top strip of eight (index 2: a man at a dinner table). */
export async function samplePhoto(index: number): Promise<Buffer> {
  const meta = await sharp(SAMPLE_SHEET).metadata();
  const width = Math.floor((meta.width ?? 0) / 8);
  const height = Math.round(((meta.height ?? 0) * 100) / 724);
  return sharp(SAMPLE_SHEET)
    .extract({ left: index * width, top: 0, width, height })
    .jpeg()
    .toBuffer();
}

export interface RealPhoto {
  name: "dinner" | "ceiling" | "street";
  subject: string;
  /** The content field a creator would post it under. */
  field: ContentField;
  jpeg: Buffer;
}

/**
 * Three real photos of different subjects: a man at a dinner table (one person and a cup
 * are detected), the lantern-hung ceiling of a restaurant (no people, warm colours) and a
 * city street with a robot (no confident people or objects, grey).
 */
export async function realPhotos(): Promise<RealPhoto[]> {
  const ceiling = await sharp(SAMPLE_SHEET)
    .extract({ left: 380, top: 200, width: 900, height: 200 })
    .jpeg({ quality: 90 })
    .toBuffer();
  return [
    { name: "dinner", subject: "a man at a dinner table", field: "food", jpeg: await samplePhoto(2) },
    { name: "ceiling", subject: "a restaurant ceiling hung with paper lanterns", field: "lifestyle", jpeg: ceiling },
    {
      name: "street",
      subject: "a robot on a city street",
      field: "travel",
      jpeg: await sharp(STREET_PHOTO).jpeg({ quality: 90 }).toBuffer(),
    },
  ];
}
