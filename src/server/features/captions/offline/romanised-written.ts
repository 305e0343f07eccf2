/**
 * Text read in the photo (decision 206), said in each romanised bank's language, the way
 * people type it on their phones; the text itself is quoted as it is written. English (the
 * fallback bank) uses the English photo words' sentence.
 */
import type { LanguageCode } from "#contract/languages.ts";
import { enPhoto } from "./photo/en.ts";

export const ROMANISED_WRITTEN: Readonly<Partial<Record<LanguageCode, (quoted: string) => string>>> = {
  english: enPhoto.written.sentence,
  hindi: (q) => `Photo mein likha hai ${q}.`,
  marathi: (q) => `Photo madhe lihila aahe ${q}.`,
  punjabi: (q) => `Photo vich likheya hai ${q}.`,
  bengali: (q) => `Chhobite lekha achhe ${q}.`,
  tamil: (q) => `Photo-la ${q} nu ezhudhi irukku.`,
  telugu: (q) => `Photo lo ${q} ani raasi undi.`,
  urdu: (q) => `Tasveer mein likha hai ${q}.`,
  malayalam: (q) => `Photoyil ${q} ennu ezhuthiyittundu.`,
  kannada: (q) => `Photo alli ${q} anta bardide.`,
  gujarati: (q) => `Photo ma lakhelu chhe ${q}.`,
};
