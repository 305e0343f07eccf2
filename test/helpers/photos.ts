/**
 * Real photographs for tests, scripts and benchmarks, read from files that ship inside
 * installed packages (no network): the sample sheet of @vladmandic/human and a film still in
 * autocannon's package (npm), and two CC0 photos of scikit-image's sample data committed in
 * test/fixtures/photos (see its README.md). Different subjects, so the offline engine is
 * exercised on different analyses, not on one picture three times.
 */
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";
import type { ContentField } from "#contract/captions.ts";

const require = createRequire(import.meta.url);
const humanAssets = path.join(path.dirname(require.resolve("@vladmandic/human")), "..", "assets");
/** A sheet of eight photos in a strip at the top, and a large party photo below. */
export const SAMPLE_SHEET = path.join(humanAssets, "samples.jpg");
/** A film still: a robot peering round a wall on a busy city street (1169×584). */
export const STREET_PHOTO = path.join(path.dirname(require.resolve("autocannon")), "test", "j5.jpeg");
/** Photos committed with the tests: JPEGs of scikit-image's CC0 sample photos (README.md there). */
export const PHOTOS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), "..", "fixtures", "photos");

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
  name: "dinner" | "ceiling" | "robot" | "group" | "food" | "street" | "cat" | "coffee";
  subject: string;
  /** The content field a creator would post it under. */
  field: ContentField;
  jpeg: Buffer;
}

/**
 * Six real photos of different subjects (issue 17). All come from the two photographs shipped
 * in npm packages; "food" and "street" are crops of the dinner photo and the robot photo, so
 * they are real pictures of those subjects, not new photographs:
 * - dinner: a man at a dinner table (a person, a cup and a face are detected);
 * - ceiling: a restaurant ceiling hung with paper lanterns (nothing detected; warm light);
 * - robot: a robot peering round a wall on a city street (nothing confident; grey);
 * - group: three friends posing at a party (faces detected);
 * - food: the dinner table's bread basket and plate (too small for the detector: nothing);
 * - street: people walking on the same city street, without the robot.
 */
export async function realPhotos(): Promise<RealPhoto[]> {
  const ceiling = await sharp(SAMPLE_SHEET)
    .extract({ left: 380, top: 200, width: 900, height: 200 })
    .jpeg({ quality: 90 })
    .toBuffer();
  const dinner = await samplePhoto(2);
  const { width = 0, height = 0 } = await sharp(dinner).metadata();
  const food = await sharp(dinner)
    .extract({
      left: 0,
      top: Math.round(height * 0.6),
      width: Math.round(width * 0.75),
      height: Math.round(height * 0.4),
    })
    .jpeg({ quality: 90 })
    .toBuffer();
  const street = await sharp(STREET_PHOTO)
    .extract({ left: 560, top: 0, width: 609, height: 584 })
    .jpeg({ quality: 90 })
    .toBuffer();
  return [
    { name: "dinner", subject: "a man at a dinner table", field: "food", jpeg: dinner },
    { name: "ceiling", subject: "a restaurant ceiling hung with paper lanterns", field: "lifestyle", jpeg: ceiling },
    {
      name: "robot",
      subject: "a robot on a city street",
      field: "travel",
      jpeg: await sharp(STREET_PHOTO).jpeg({ quality: 90 }).toBuffer(),
    },
    { name: "group", subject: "three friends posing at a party", field: "lifestyle", jpeg: await samplePhoto(7) },
    { name: "food", subject: "a bread basket and a plate on a dinner table", field: "food", jpeg: food },
    { name: "street", subject: "people walking on a city street", field: "travel", jpeg: street },
  ];
}

/**
 * Two real photos of an animal and a drink: scikit-image's CC0 sample photos, committed as JPEG
 * (how creators upload; test/fixtures/photos/README.md gives source, author and licence):
 * - cat: "Chelsea the cat", a tabby's face filling the frame (CC0, photo by Stefan van der Walt);
 * - coffee: a cup of coffee on a saucer on a wooden bar (CC0, photo by Rachel Michetti).
 * A vehicle has no photo with a licence here: real-photos.test.ts models one (decision 741).
 */
export async function animalAndDrinkPhotos(): Promise<RealPhoto[]> {
  const read = (file: string) => readFile(path.join(PHOTOS_DIR, file));
  return [
    { name: "cat", subject: "a tabby cat's face", field: "lifestyle", jpeg: await read("cat-chelsea.jpg") },
    { name: "coffee", subject: "a cup of coffee on a saucer", field: "food", jpeg: await read("coffee.jpg") },
  ];
}
