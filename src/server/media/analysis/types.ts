/** What image analysis finds in a photo: shared by the library (on upload) and captions. */

export const COLOUR_NAMES = [
  "red",
  "orange",
  "yellow",
  "green",
  "blue",
  "purple",
  "pink",
  "brown",
  "black",
  "white",
  "grey",
] as const;
export type ColourName = (typeof COLOUR_NAMES)[number];

export type Brightness = "dark" | "normal" | "bright";
export type Orientation = "portrait" | "landscape" | "square";

/** Where a thing sits in the frame, from the centre of its box. */
export type Position = "left" | "centre" | "right";

/** A detected object; only those at or above OBJECT_CONFIDENCE_MIN are ever mentioned. */
export type DetectedObject = {
  label: string;
  /** The best confidence among this label's detections. */
  confidence: number;
  /** How many confident detections of this label (absent in analyses stored before decision 202: 1). */
  count?: number | undefined;
  /** Share of the frame the largest one covers (0–1). */
  area?: number | undefined;
  /** Where the largest one sits. */
  position?: Position | undefined;
  /**
   * The largest one's own colour, from the pixels of its box (not the whole frame), only when
   * one colour clearly stands out there (decision 741); absent otherwise and in older analyses.
   */
  colour?: ColourName | undefined;
};

/** Indoors or outdoors, only when the evidence is clear (decision 202). */
export type Setting = "indoors" | "outdoors";
/** The colour of the light: warm (lamps, candles, sunset), cool (shade, screens, overcast) or neither. */
export type Warmth = "warm" | "cool" | "neutral";

/**
 * What image analysis found in one photo. Deliberately nothing about age, gender or emotion:
 * only colours, light, shape, how many people and which common objects.
 */
export type ImageAnalysis = {
  /** Dominant colours, most dominant first. */
  colours: readonly ColourName[];
  brightness: Brightness;
  orientation: Orientation;
  /** People counted by the detector; absent means unknown and is treated as none. */
  peopleCount?: number | undefined;
  objects?: readonly DetectedObject[] | undefined;
  /**
   * Detections below the bar of `objects` and `peopleCount` but at or above
   * TENTATIVE_CONFIDENCE_MIN (0.3), one entry per detection: only the offline writer reads them,
   * with its own bar per class (decision 731). Absent in analyses stored before.
   */
  tentative?: readonly DetectedObject[] | undefined;
  /** Faces the face detector found (where, never who); absent when no detector ran. */
  faceCount?: number | undefined;
  /** The COCO label of the largest confident detection ("person", "dining table" …), if any. */
  subject?: string | undefined;
  /** Only set when the evidence is clear; absent means "not sure" and nothing is said. */
  setting?: Setting | undefined;
  /** The light's colour, from the picture's red/blue balance. */
  warmth?: Warmth | undefined;
  /** "night" only for a dark picture with outdoor evidence, "day" for a bright sky. */
  timeOfDay?: "day" | "night" | undefined;
  /**
   * Text written in the photo that OCR read with confidence (decision 206), as written, in
   * reading order, at most 8 words and 60 characters ("CHAI POINT"). Absent when none was
   * read, when no reader ran, and in analyses stored before the reader existed.
   */
  text?: string | undefined;
};
