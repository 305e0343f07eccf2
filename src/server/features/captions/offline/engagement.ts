import type { ContentField } from "../../../../contract/captions.ts";
import type { Brightness, DetectableObject, Orientation } from "./types.ts";

/** Objects that make a photo "on subject" for a field. */
const FIELD_SUBJECTS: Readonly<Record<ContentField, readonly DetectableObject[]>> = {
  food: ["cake", "plate", "cup", "bowl", "pizza", "fruit"],
  travel: ["suitcase", "backpack", "car", "bicycle"],
  fitness: ["ball", "bicycle", "bottle", "fruit"],
  fashion: ["handbag", "backpack"],
  beauty: ["bottle", "plant"],
  tech: ["laptop", "phone"],
  lifestyle: ["cup", "book", "plant", "dog", "cat", "bicycle"],
};
/** Fields whose subject is usually a person, so a detected person counts as on subject. */
const PEOPLE_FIELDS: ReadonlySet<ContentField> = new Set(["fashion", "fitness", "beauty", "lifestyle"]);

export type EngagementSignals = {
  field: ContentField;
  objects: readonly DetectableObject[];
  people: number;
  brightness: Brightness;
  orientation: Orientation;
  photoCount: number;
  captionLength: number;
  postHashtagCount: number;
};

/**
 * A deterministic engagement ESTIMATE (0–100) from signals we really have, never a prediction
 * from data about this account (decision 200). Base 45, then:
 * subject matches the field +15 (a person in a people field +10 more);
 * light bright +8, normal +5, dark −5; orientation portrait +4 (fills more of the feed), square +2;
 * carousel +2 per extra photo up to +8; caption 125–1,000 characters +6, shorter +2, over 1,500 −4;
 * 3–5 post hashtags +5, 1–2 +2. Clamped to 0–100 and rounded.
 */
export function estimateEngagement(s: EngagementSignals): { score: number; reasons: string[] } {
  let score = 45;
  const reasons: string[] = ["base 45"];
  const add = (points: number, why: string) => {
    score += points;
    reasons.push(`${points >= 0 ? "+" : ""}${points} ${why}`);
  };
  if (s.objects.some((o) => FIELD_SUBJECTS[s.field].includes(o))) add(15, "subject matches the field");
  if (s.people > 0 && PEOPLE_FIELDS.has(s.field)) add(10, "a person in a people-centred field");
  add(s.brightness === "bright" ? 8 : s.brightness === "normal" ? 5 : -5, `${s.brightness} light`);
  if (s.orientation !== "landscape") add(s.orientation === "portrait" ? 4 : 2, `${s.orientation} format`);
  if (s.photoCount > 1) add(Math.min(8, 2 * (s.photoCount - 1)), `carousel of ${s.photoCount}`);
  if (s.captionLength > 1500) add(-4, "very long caption");
  else if (s.captionLength >= 125) add(6, "caption of a readable length");
  else add(2, "short caption");
  if (s.postHashtagCount >= 3) add(5, "3–5 hashtags");
  else if (s.postHashtagCount >= 1) add(2, "a few hashtags");
  return { score: Math.max(0, Math.min(100, Math.round(score))), reasons };
}
