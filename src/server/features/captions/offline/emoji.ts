import type { ContentField, Tone } from "#contract/captions.ts";

/** The emoji each content field and tone adds to a heading or opener (both writers). */
export const FIELD_EMOJI: Record<ContentField, string> = {
  lifestyle: "🌿",
  fashion: "👗",
  food: "🍽️",
  travel: "✈️",
  fitness: "💪",
  tech: "💻",
  beauty: "✨",
};
export const TONE_EMOJI: Record<Tone, string> = {
  friendly: "😊",
  witty: "😄",
  inspiring: "🌟",
  professional: "",
  festive: "🎉",
};
