/**
 * What the offline writer takes from the user's default voice style (decision 205): the tone
 * its keywords name, whether and which emoji its sample captions use, how long they are, and a
 * signature line the samples share. Plain rules on visible features; no model.
 */
import type { Tone } from "./captions.ts";

export type VoiceInput = { toneKeywords: readonly string[]; sampleCaptions: readonly string[] };

export type VoiceShape = {
  /** The tone the keywords name, when they name one. */
  tone?: Tone;
  /** "none": the samples use no emoji; "own": use these instead of the writer's. */
  emoji: { mode: "writer" } | { mode: "none" } | { mode: "own"; emoji: string[] };
  /** "short" drops the general lines and keeps what is about the photo. */
  length: "short" | "normal";
  /** A line two or more samples end with (a sign-off), added as the caption's last line. */
  signature?: string;
  /** What changed, in words, for tests and the samples script. */
  notes: string[];
};

const TONE_WORDS: readonly [Tone, RegExp][] = [
  ["witty", /\b(witty|funny|humou?r|playful|cheeky|sassy|quirky)\b/iu],
  ["inspiring", /\b(inspir\w*|motivat\w*|uplift\w*|empower\w*|hopeful)\b/iu],
  ["professional", /\b(professional|formal|polished|corporate|informative|expert)\b/iu],
  ["festive", /\b(festive|celebrat\w*|party|joyful)\b/iu],
  ["friendly", /\b(friendly|warm|casual|chatty|relatable|cosy|cozy)\b/iu],
];

const EMOJI = /\p{Extended_Pictographic}/gu;
const SHORT_SAMPLE_CHARS = 120;

/** Reads a voice style into the few things the writer can honour. */
export function shapeFromVoice(voice: VoiceInput | undefined): VoiceShape {
  const shape: VoiceShape = { emoji: { mode: "writer" }, length: "normal", notes: [] };
  if (!voice) return shape;
  const keywords = voice.toneKeywords.join(" ");
  const tone = TONE_WORDS.find(([, pattern]) => pattern.test(keywords))?.[0];
  if (tone) {
    shape.tone = tone;
    shape.notes.push(`tone ${tone} from the keywords`);
  }
  const samples = voice.sampleCaptions.map((s) => s.trim()).filter((s) => s.length > 0);
  if (samples.length === 0) return shape;

  const counts = new Map<string, number>();
  for (const sample of samples) for (const e of sample.match(EMOJI) ?? []) counts.set(e, (counts.get(e) ?? 0) + 1);
  if (counts.size === 0) {
    shape.emoji = { mode: "none" };
    shape.notes.push("no emoji, as in the samples");
  } else {
    const own = [...counts.entries()].sort((a, b) => b[1] - a[1]).map(([e]) => e);
    shape.emoji = { mode: "own", emoji: own.slice(0, 3) };
    shape.notes.push(`the samples' emoji ${own.slice(0, 3).join(" ")}`);
  }

  const average = samples.reduce((sum, s) => sum + s.length, 0) / samples.length;
  if (average < SHORT_SAMPLE_CHARS) {
    shape.length = "short";
    shape.notes.push("short captions, as in the samples");
  }

  const lastLines = samples
    .map((s) =>
      s
        .split("\n")
        .map((l) => l.trim())
        .filter((l) => l.length > 0 && !/^#/u.test(l))
        .at(-1),
    )
    .filter((l): l is string => typeof l === "string" && l.length <= 80);
  const seen = new Map<string, number>();
  for (const line of lastLines) seen.set(line, (seen.get(line) ?? 0) + 1);
  const signature = [...seen.entries()].find(([, n]) => n >= 2)?.[0];
  if (signature) {
    shape.signature = signature;
    shape.notes.push(`signature line "${signature}"`);
  }
  return shape;
}

/** Removes emoji (and the space before them) from a line. */
export const withoutEmoji = (text: string) =>
  text
    .replace(/\s*\p{Extended_Pictographic}\uFE0F?/gu, "")
    .replace(/[\u200D\uFE0F]/gu, "")
    .trim();
