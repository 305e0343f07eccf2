import sharp, { type Sharp } from "sharp";
import type { Box, Detection, ObjectDetector } from "./detector.ts";
import { readableText } from "./readable-text.ts";
import type { TextReader } from "./text-reader.ts";
import type { ColourName, DetectedObject, ImageAnalysis, Position, Setting, Warmth } from "./types.ts";

/** What analysis found in one photo; the offline writer's input (one definition for both). */
export type ImageFacts = ImageAnalysis;

/**
 * Below these confidences a detection is not reported: the offline writer may only say what
 * is really there. Chosen from the detector's scores on clear photos (0.6–0.9) versus its
 * guesses on clutter (0.2–0.4).
 */
export const PERSON_CONFIDENCE_MIN = 0.5;
export const OBJECT_CONFIDENCE_MIN = 0.5;
/**
 * Detections from this confidence up to the bars above are reported apart, one by one, as
 * `tentative`: the offline writer applies its own bar per class (a cat at 0.43 is a cat, a
 * frisbee at 0.52 is often a poster; decision 731). Nothing else reads them.
 */
export const TENTATIVE_CONFIDENCE_MIN = 0.3;
/** A colour must cover this share of the picture to be called dominant. */
const COLOUR_SHARE_MIN = 0.12;
const DETECTOR_INPUT = 512;
/**
 * Long side of the greyscale copy OCR reads: the stored preview's size (1080 px), so an
 * uploaded photo is read at the resolution it is analysed at anyway; larger inputs (the demo,
 * the bench) are brought down to it, smaller ones are not enlarged.
 */
export const TEXT_READER_INPUT = 1080;
/** A face below this detector score is not counted. */
export const FACE_CONFIDENCE_MIN = 0.6;

/** Things that are only found inside a building; one confident one is evidence of "indoors". */
export const INDOOR_LABELS: ReadonlySet<string> = new Set([
  "dining table",
  "couch",
  "bed",
  "tv",
  "oven",
  "microwave",
  "refrigerator",
  "sink",
  "toilet",
  "laptop",
  "keyboard",
  "mouse",
  "remote",
  "toaster",
  "hair drier",
]);
/** Things that are found outside; one confident one is evidence of "outdoors". */
export const OUTDOOR_LABELS: ReadonlySet<string> = new Set([
  "car",
  "bus",
  "truck",
  "train",
  "boat",
  "airplane",
  "motorcycle",
  "traffic light",
  "fire hydrant",
  "stop sign",
  "parking meter",
  "horse",
  "cow",
  "sheep",
  "elephant",
  "giraffe",
  "zebra",
  "kite",
  "surfboard",
  "skis",
  "snowboard",
]);

const positionOf = (box: Box): Position => {
  const centre = box[0] + box[2] / 2;
  return centre < 0.38 ? "left" : centre > 0.62 ? "right" : "centre";
};

/** A thing's own colour is looked for only in a box covering at least this share of the frame. */
const BOX_COLOUR_AREA_MIN = 0.04;
/** …and is said only when it covers this share of the box… */
const BOX_COLOUR_SHARE_MIN = 0.1;
/** …and this many times its share of the rest of the frame (the thing's colour, not the scene's). */
const BOX_COLOUR_CONTRAST_MIN = 3;

type Pixels = { data: Uint8Array; width: number; height: number };

/**
 * The colour that stands out in a detection's box of the detector's input, named as the frame's
 * colours are; undefined for a small box or when no colour clearly belongs to the thing. Greys,
 * black and white are never a thing's own colour here: they are the usual background, shadow
 * and glare. Never for a person.
 */
function boxColour(pixels: Pixels, { label, box }: Detection): ColourName | undefined {
  // A person's "colour" would be their skin or clothes: never said.
  if (label === "person" || box[2] * box[3] < BOX_COLOUR_AREA_MIN) return undefined;
  const { data, width, height } = pixels;
  const [x0, y0] = [Math.max(0, Math.floor(box[0] * width)), Math.max(0, Math.floor(box[1] * height))];
  const [x1, y1] = [
    Math.min(width, Math.ceil((box[0] + box[2]) * width)),
    Math.min(height, Math.ceil((box[1] + box[3]) * height)),
  ];
  const inside = new Map<ColourName, number>();
  const outside = new Map<ColourName, number>();
  let [insideCount, outsideCount] = [0, 0];
  // Every second pixel each way: a quarter of at most 512×512, enough to weigh colours.
  for (let y = 0; y < height; y += 2)
    for (let x = 0; x < width; x += 2) {
      const i = (y * width + x) * 3;
      const name = colourOf(data[i] ?? 0, data[i + 1] ?? 0, data[i + 2] ?? 0);
      const within = x >= x0 && x < x1 && y >= y0 && y < y1;
      const counts = within ? inside : outside;
      counts.set(name, (counts.get(name) ?? 0) + 1);
      if (within) insideCount++;
      else outsideCount++;
    }
  if (insideCount === 0) return undefined;
  // The colour most over-represented in the box compared with the rest of the frame.
  const lifted = [...inside.entries()]
    .filter(
      ([n, count]) => n !== "grey" && n !== "black" && n !== "white" && count / insideCount >= BOX_COLOUR_SHARE_MIN,
    )
    .map(([n, count]) => {
      const elsewhere = outsideCount > 0 ? (outside.get(n) ?? 0) / outsideCount : 0;
      return { name: n, lift: elsewhere > 0 ? count / insideCount / elsewhere : Number.POSITIVE_INFINITY };
    })
    .sort((a, b) => b.lift - a.lift)[0];
  return lifted && lifted.lift >= BOX_COLOUR_CONTRAST_MIN ? lifted.name : undefined;
}

/** One entry per label: count, best confidence, and the largest box's size, place and own colour. */
function summarise(detections: readonly Detection[], pixels: Pixels): DetectedObject[] {
  const byLabel = new Map<string, Detection[]>();
  for (const d of detections) byLabel.set(d.label, [...(byLabel.get(d.label) ?? []), d]);
  return [...byLabel.entries()]
    .map(([label, found]) => {
      const largest = found.reduce((a, b) => (b.box[2] * b.box[3] > a.box[2] * a.box[3] ? b : a));
      const colour = boxColour(pixels, largest);
      return {
        label,
        confidence: Math.max(...found.map((d) => d.confidence)),
        count: found.length,
        area: Math.round(largest.box[2] * largest.box[3] * 100) / 100,
        position: positionOf(largest.box),
        ...(colour ? { colour } : {}),
      };
    })
    .sort((a, b) => b.confidence - a.confidence);
}

function colourOf(r: number, g: number, b: number): ColourName {
  const max = Math.max(r, g, b) / 255;
  const min = Math.min(r, g, b) / 255;
  const saturation = max === 0 ? 0 : (max - min) / max;
  if (saturation < 0.18) return max < 0.22 ? "black" : max > 0.85 ? "white" : "grey";
  if (max < 0.15) return "black";
  let hue: number;
  const d = max - min;
  const [rn, gn, bn] = [r / 255, g / 255, b / 255];
  if (max === rn) hue = 60 * (((gn - bn) / d) % 6);
  else if (max === gn) hue = 60 * ((bn - rn) / d + 2);
  else hue = 60 * ((rn - gn) / d + 4);
  if (hue < 0) hue += 360;
  if ((hue < 45 || hue >= 345) && max < 0.6 && saturation > 0.3) return "brown";
  if (hue < 15 || hue >= 345) return "red";
  if (hue < 42) return "orange";
  if (hue < 68) return "yellow";
  if (hue < 165) return "green";
  if (hue < 255) return "blue";
  if (hue < 290) return "purple";
  return "pink";
}

/** The words OCR can read with confidence, or undefined; a failed or overrun read says nothing. */
async function readText(upright: Sharp, reader: TextReader): Promise<string | undefined> {
  const { data, info } = await upright
    .clone()
    .resize(TEXT_READER_INPUT, TEXT_READER_INPUT, { fit: "inside", withoutEnlargement: true })
    .greyscale()
    .raw()
    .toBuffer({ resolveWithObject: true });
  try {
    return readableText(
      await reader.read(new Uint8Array(data.buffer, data.byteOffset, data.length), info.width, info.height),
    );
  } catch {
    return undefined;
  }
}

/**
 * Looks at a photo with sharp (orientation, light, dominant colours) and, when a detector is
 * given, counts people and names common objects it is confident about; when a text reader is
 * given, reads the text in it (in parallel with detection: each runs in its own thread). Never
 * age, gender or emotion: no model for those is loaded.
 */
export async function analyseImage(input: Buffer, detector?: ObjectDetector, reader?: TextReader): Promise<ImageFacts> {
  const upright = sharp(input, { limitInputPixels: 50_000_000 }).rotate();
  // OCR starts first (it usually takes longest) and runs while the rest is measured.
  const reading = reader ? readText(upright, reader).catch(() => undefined) : undefined;
  const { data: small, info } = await upright
    .clone()
    .resize(32, 32, { fit: "fill" })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const meta = await sharp(input).metadata();
  // EXIF orientations 5–8 turn the picture a quarter: width and height swap.
  const turned = (meta.orientation ?? 1) >= 5;
  const ratio = turned ? (meta.height ?? 1) / (meta.width ?? 1) : (meta.width ?? 1) / (meta.height ?? 1);
  const orientation = ratio > 1.1 ? "landscape" : ratio < 0.9 ? "portrait" : "square";

  const counts = new Map<ColourName, number>();
  let luma = 0;
  let warmBalance = 0;
  // The top quarter of the picture: a bright, blue or white-grey band there is sky-like.
  let skyLike = 0;
  const topRows = Math.floor(info.height / 4);
  const pixels = info.width * info.height;
  for (let i = 0; i < small.length; i += 3) {
    const [r = 0, g = 0, b = 0] = [small[i], small[i + 1], small[i + 2]];
    luma += 0.2126 * r + 0.7152 * g + 0.0722 * b;
    warmBalance += (r - b) / 255;
    const name = colourOf(r, g, b);
    if (i / 3 < topRows * info.width && (name === "blue" || (name === "white" && b >= r))) skyLike++;
    counts.set(name, (counts.get(name) ?? 0) + 1);
  }
  const meanLuma = luma / pixels;
  const colours = [...counts.entries()]
    .filter(([, count]) => count / pixels >= COLOUR_SHARE_MIN)
    .sort((a, b) => b[1] - a[1])
    .slice(0, 3)
    .map(([name]) => name);
  const balance = warmBalance / pixels;
  const warmth: Warmth = balance > 0.12 ? "warm" : balance < -0.06 ? "cool" : "neutral";
  const skyShare = topRows > 0 ? skyLike / (topRows * info.width) : 0;
  const facts: { -readonly [K in keyof ImageFacts]: ImageFacts[K] } = {
    colours,
    brightness: meanLuma < 70 ? "dark" : meanLuma > 185 ? "bright" : "normal",
    orientation,
    warmth,
  };
  const withText = async () => {
    const text = await reading;
    if (text) facts.text = text;
    return facts;
  };
  if (!detector) return withText();

  const { data: rgb, info: rgbInfo } = await upright
    .clone()
    .resize(DETECTOR_INPUT, DETECTOR_INPUT, { fit: "inside", withoutEnlargement: true })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  // A copy with its own memory, handed over to the worker thread without another copy.
  const found = await detector.detect(new Uint8Array(rgb), rgbInfo.width, rgbInfo.height);
  const detectorInput: Pixels = { data: rgb, width: rgbInfo.width, height: rgbInfo.height };
  const people = found.objects.filter((d) => d.label === "person" && d.confidence >= PERSON_CONFIDENCE_MIN);
  const things = found.objects.filter((d) => d.label !== "person" && d.confidence >= OBJECT_CONFIDENCE_MIN);
  facts.peopleCount = people.length;
  facts.objects = summarise(things, detectorInput);
  const tentative = found.objects.filter(
    (d) =>
      d.confidence >= TENTATIVE_CONFIDENCE_MIN &&
      d.confidence < (d.label === "person" ? PERSON_CONFIDENCE_MIN : OBJECT_CONFIDENCE_MIN),
  );
  if (tentative.length > 0)
    facts.tentative = tentative.map((d) => {
      const colour = boxColour(detectorInput, d);
      return {
        label: d.label,
        confidence: d.confidence,
        count: 1,
        area: Math.round(d.box[2] * d.box[3] * 100) / 100,
        position: positionOf(d.box),
        ...(colour ? { colour } : {}),
      };
    });
  facts.faceCount = found.faces.filter((f) => f.confidence >= FACE_CONFIDENCE_MIN).length;
  // The dominant subject: the confident detection covering the most of the frame.
  const largest = [...people, ...things].sort((a, b) => b.box[2] * b.box[3] - a.box[2] * a.box[3])[0];
  if (largest && largest.box[2] * largest.box[3] >= 0.04) facts.subject = largest.label;
  const labels = new Set(things.map((d) => d.label));
  const indoor = [...labels].some((l) => INDOOR_LABELS.has(l));
  const outdoor = [...labels].some((l) => OUTDOOR_LABELS.has(l)) || skyShare > 0.5;
  // Conflicting or no evidence: say nothing.
  const setting: Setting | undefined = indoor && !outdoor ? "indoors" : outdoor && !indoor ? "outdoors" : undefined;
  if (setting) facts.setting = setting;
  if (setting === "outdoors") {
    if (facts.brightness === "dark") facts.timeOfDay = "night";
    else if (skyShare > 0.5) facts.timeOfDay = "day";
  }
  return withText();
}
