import {
  ALT_TEXT_MAX_CHARS,
  CAPTION_MAX_CHARS,
  type ContentField,
  HASHTAG_LIST_MAX,
  type ScriptMode,
  type Tone,
} from "../../../contract/captions.ts";
import { LANGUAGES, type LanguageCode } from "../../../contract/languages.ts";

/** Languages that share a script with a neighbour the model might drift into. */
const NOT_TO_CONFUSE: Partial<Record<LanguageCode, string>> = {
  hindi: "Write Hindi, not Marathi or Sanskritised formal Hindi.",
  marathi: "Write Marathi, not Hindi: use Marathi words and grammar (आहे, आणि, नाही), not Hindi ones (है, और, नहीं).",
  urdu: "Write Urdu, not Persian or Arabic: Urdu letters (ٹ ڈ ڑ ں ے) and Urdu words (ہے، اور، کے، میں).",
  bengali: "Write Bengali, not Assamese.",
  punjabi: "Write Punjabi in Gurmukhi, not Hindi.",
};

const TONE_WORDS: Record<Tone, string> = {
  friendly: "warm and conversational",
  witty: "light and playful, with gentle wordplay",
  inspiring: "uplifting and motivating",
  professional: "clear, polished and brand-safe",
  festive: "celebratory, without tying it to a particular festival or religion unless the photo shows one",
};

export interface BrandExample {
  title: string;
  content: string;
}

export interface VoiceStyle {
  styleName: string;
  brandVoice: string;
  toneKeywords: string[];
  sampleCaptions: string[];
}

export interface PromptInput {
  language: LanguageCode;
  script: ScriptMode;
  contentField: ContentField;
  tone: Tone;
  style?: string | undefined;
  targetAudience: string;
  advanced: boolean;
  imageCount: number;
  /** Free-plan posts carry this tag (from configuration) among the post's hashtags. */
  freePlanHashtag?: string | undefined;
  hashtagCap: number;
  brandExamples?: BrandExample[];
  voiceStyle?: VoiceStyle | undefined;
}

/**
 * The system instructions and the user prompt for every model: the language and its script
 * by name, the field, tone, style and audience, the brand's examples and voice, the plan's
 * hashtag rule, and Instagram's limits. Built here only.
 */
export function buildPrompt(input: PromptInput): { instructions: string; prompt: string } {
  const language = LANGUAGES.find((l) => l.code === input.language) ?? LANGUAGES[0];
  const scriptRule =
    input.script === "latin"
      ? `Write ${language.label} in Latin letters (romanised, the way people type it on their phones, e.g. Hinglish for Hindi). Do not use the ${language.script} script.`
      : language.code === "english"
        ? "Write in English (Indian usage), in Latin letters."
        : `Write every word of the heading, caption, description and alt text in ${language.label} (${language.nativeName}), in the ${language.script} script${language.dir === "rtl" ? " (right to left)" : ""}. Common English loanwords are fine when written in ${language.script} letters; do not switch to English or Latin letters.`;

  const instructions = [
    `You write Instagram posts for Indian creators and small businesses. Your text must read as if a native ${language.label} speaker wrote it for Instagram: natural, idiomatic, never a word-for-word translation.`,
    scriptRule,
    NOT_TO_CONFUSE[language.code] ?? "",
    "Describe only what is visible in the photos. Never guess anyone's age, gender, religion, caste or emotions, never name real people, and never invent places, prices or facts.",
    `Limits: caption at most ${CAPTION_MAX_CHARS} characters (aim for 150–600); alt text literal and under ${ALT_TEXT_MAX_CHARS} characters; a short heading (under 60 characters).`,
    `Hashtags: a ranked list of up to ${HASHTAG_LIST_MAX} tags without '#' or spaces, best first. The first ${input.hashtagCap} are the post's set (Instagram allows ${input.hashtagCap}): mix one broad tag, one niche tag for the photo and one local or Indian tag.${
      input.freePlanHashtag ? ` Include ${input.freePlanHashtag} among the first ${input.hashtagCap}.` : ""
    }`,
    "engagementPrediction: your estimate (0–100) of how well the post will do with its audience; it is shown to the user as an estimate.",
    input.advanced
      ? "uniquenessScore: your estimate (0–100) of how different this caption is from typical captions on the same subject. influencerPatternMatch: one sentence naming the caption pattern successful creators use that this post follows (for example 'hook question, short story, call to save')."
      : "",
  ]
    .filter(Boolean)
    .join("\n");

  const brand: string[] = [];
  if (input.voiceStyle) {
    brand.push(
      `Brand voice "${input.voiceStyle.styleName}": ${input.voiceStyle.brandVoice}` +
        (input.voiceStyle.toneKeywords.length ? ` (keywords: ${input.voiceStyle.toneKeywords.join(", ")})` : ""),
    );
    for (const sample of input.voiceStyle.sampleCaptions.slice(0, 3)) brand.push(`Sample caption: ${sample}`);
  }
  for (const example of (input.brandExamples ?? []).slice(0, 5))
    brand.push(`Example post "${example.title}": ${example.content}`);

  const prompt = [
    `Write one Instagram post for the ${input.imageCount === 1 ? "photo" : `${input.imageCount} photos (a carousel; the first is the cover)`} attached.`,
    `Content field: ${input.contentField}. Tone: ${TONE_WORDS[input.tone]}. Style: ${input.style || "engaging"}. Audience: ${input.targetAudience}.`,
    brand.length ? `Match this brand (do not copy it):\n${brand.join("\n")}` : "",
    `Return postHeading, caption, detailedDescription (2–4 sentences about the photos and the post), hashtags, altText (describing the cover photo) and engagementPrediction${input.advanced ? ", uniquenessScore and influencerPatternMatch" : ""}.`,
  ]
    .filter(Boolean)
    .join("\n\n");

  return { instructions, prompt };
}

/** The message for the one corrective retry: what was wrong with the previous answer. */
export function correctionPrompt(problems: string[]): string {
  return `Your previous answer could not be used:\n- ${problems.join("\n- ")}\nWrite the whole post again, fixing these problems.`;
}
