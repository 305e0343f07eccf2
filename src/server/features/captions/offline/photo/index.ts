import type { LanguageCode } from "#contract/languages.ts";
import type { PhotoWords } from "../photo-words.ts";
import { bnPhoto } from "./bn.ts";
import { enPhoto } from "./en.ts";
import { guPhoto } from "./gu.ts";
import { hiPhoto } from "./hi.ts";
import { knPhoto } from "./kn.ts";
import { mlPhoto } from "./ml.ts";
import { mrPhoto } from "./mr.ts";
import { orPhoto } from "./or.ts";
import { paPhoto } from "./pa.ts";
import { taPhoto } from "./ta.ts";
import { tePhoto } from "./te.ts";
import { urPhoto } from "./ur.ts";

/** The photo words of each language's native-script bank (decision 204). */
export const PHOTO_WORDS: Readonly<Record<LanguageCode, PhotoWords>> = {
  english: enPhoto,
  hindi: hiPhoto,
  marathi: mrPhoto,
  punjabi: paPhoto,
  bengali: bnPhoto,
  tamil: taPhoto,
  telugu: tePhoto,
  gujarati: guPhoto,
  kannada: knPhoto,
  malayalam: mlPhoto,
  urdu: urPhoto,
  odia: orPhoto,
};
