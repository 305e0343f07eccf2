/**
 * Real photographs for tests, scripts and benchmarks, read from files that ship inside
 * installed packages (no network): the sample sheet of @vladmandic/human and a film still in
 * autocannon's package (npm), and three photos of scikit-image's sample data (Debian's
 * python3-skimage, installed by .ci/run). Different subjects, so the offline engine is
 * exercised on different analyses, not on one picture three times.
 */
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import sharp from "sharp";
import type { ContentField } from "#contract/captions.ts";

const require = createRequire(import.meta.url);
const humanAssets = path.join(path.dirname(require.resolve("@vladmandic/human")), "..", "assets");
/** A sheet of eight photos in a strip at the top, and a large party photo below. */
export const SAMPLE_SHEET = path.join(humanAssets, "samples.jpg");
/** A film still: a robot peering round a wall on a busy city street (1169×584). */
export const STREET_PHOTO = path.join(path.dirname(require.resolve("autocannon")), "test", "j5.jpeg");
/**
 * scikit-image's sample photos as Debian's python3-skimage installs them (.ci/run installs the
 * package; `apt-get install python3-skimage` on a developer's machine). Read where they are
 * installed, never copied into the repository.
 */
export const SKIMAGE_DATA = "/usr/lib/python3/dist-packages/skimage/data";

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
  name: "dinner" | "ceiling" | "robot" | "group" | "food" | "street" | "cat" | "coffee" | "motorbike";
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
 * Three real photos of an animal, a drink and a vehicle from scikit-image's sample data, as
 * JPEG (how creators upload):
 * - cat: "Chelsea the cat", a tabby's face filling the frame (CC0, photo by Stefan van der Walt);
 * - coffee: a cup of coffee on a saucer on a wooden bar (CC0, photo by Rachel Michetti);
 * - motorbike: a red motorbike parked in a garage, shelves and boxes behind it (the left view
 *   of the Middlebury 2014 stereo pair, distributed with scikit-image; only read, not copied).
 */
export async function animalDrinkVehiclePhotos(): Promise<RealPhoto[]> {
  const read = async (file: string) =>
    sharp(
      await readFile(path.join(SKIMAGE_DATA, file)).catch(() => {
        throw new Error(`${file} not found in ${SKIMAGE_DATA}: install Debian's python3-skimage (see .ci/run)`);
      }),
    )
      .jpeg({ quality: 90 })
      .toBuffer();
  return [
    { name: "cat", subject: "a tabby cat's face", field: "lifestyle", jpeg: await read("chelsea.png") },
    { name: "coffee", subject: "a cup of coffee on a saucer", field: "food", jpeg: await read("coffee.png") },
    {
      name: "motorbike",
      subject: "a red motorbike parked in a garage",
      field: "travel",
      jpeg: await read("motorcycle_left.png"),
    },
  ];
}
