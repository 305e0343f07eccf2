import { z } from "zod";
import { generatedResultSchema, SCRIPT_MODES } from "./captions.ts";
import { LANGUAGE_CODES, LANGUAGES, type LanguageCode } from "./languages.ts";

/**
 * One-tap rewrites of a generated post (issue 28, decision 745): each reshapes a stored result
 * the user owns and keeps its facts. A model does all of them; the built-in offline writer only
 * those it can do honestly (OFFLINE_REWRITE_ACTIONS).
 */
export const REWRITE_ACTIONS = [
  "shorter",
  "longer",
  "funnier",
  "more_formal",
  "add_hinglish",
  "pure_language",
  "translate",
] as const;
export type RewriteAction = (typeof REWRITE_ACTIONS)[number];

/** What the offline writer can do without a model: drop sentences, and write the same photo facts in another language. */
export const OFFLINE_REWRITE_ACTIONS: readonly RewriteAction[] = ["shorter", "translate"];

/** The rewrites an engine offers: all of them with a model, the offline writer's two without. */
export const rewriteActionsFor = (isOffline: boolean): readonly RewriteAction[] =>
  isOffline ? OFFLINE_REWRITE_ACTIONS : REWRITE_ACTIONS;

/** Mixing English in, or taking it out, means nothing for a post written in English. */
export const actionFitsLanguage = (action: RewriteAction, language: LanguageCode) =>
  !(language === "english" && (action === "add_hinglish" || action === "pure_language"));

const languageLabel = (code: LanguageCode) => LANGUAGES.find((l) => l.code === code)?.label ?? code;

/** The button's words for an action on a post in `language` ("Pure Tamil", "Add Hinglish"). */
export function rewriteActionLabel(action: RewriteAction, language: LanguageCode): string {
  switch (action) {
    case "shorter":
      return "Shorter";
    case "longer":
      return "Longer";
    case "funnier":
      return "Funnier";
    case "more_formal":
      return "More formal";
    case "add_hinglish":
      return language === "hindi" ? "Add Hinglish" : "Mix in English";
    case "pure_language":
      return `Pure ${languageLabel(language)}`;
    case "translate":
      return "Translate to…";
  }
}

/** POST /api/captions/rewrite (and /api/v1/rewrite): which stored result, and what to do with it. */
export const rewriteRequestSchema = z
  .object({
    generationId: z
      .uuid("Unknown generation")
      .describe("The `generationId` of a generation (or of an earlier rewrite) the same account made."),
    variation: z
      .number()
      .int()
      .min(0)
      .max(2)
      .default(0)
      .describe("Which of the generation's variations to rewrite, from 0 (the first)."),
    action: z.enum(REWRITE_ACTIONS),
    targetLanguage: z
      .enum(LANGUAGE_CODES)
      .optional()
      .describe("For `translate` only: the language to write the post in (its own script)."),
  })
  .superRefine((value, ctx) => {
    if (value.action === "translate" && !value.targetLanguage) {
      ctx.addIssue({ code: "custom", path: ["targetLanguage"], message: "Choose the language to translate to" });
    }
    if (value.action !== "translate" && value.targetLanguage) {
      ctx.addIssue({ code: "custom", path: ["targetLanguage"], message: "Only a translation takes a target language" });
    }
  });
export type RewriteRequest = z.input<typeof rewriteRequestSchema>;

/** The rewritten post: one result, stored as a generation of its own (so it can be rewritten again). */
export const rewriteResponseSchema = generatedResultSchema.extend({
  postHashtags: z.array(z.string()),
  /** The new result's id: rewrite it again with this. */
  generationId: z.uuid(),
  /** The generation this one rewrote. */
  rewriteOf: z.uuid(),
  action: z.enum(REWRITE_ACTIONS),
  language: z.enum(LANGUAGE_CODES),
  script: z.enum(SCRIPT_MODES),
  engine: z.enum(["offline", "gemini", "openai", "openai-compatible"]),
  /** Generations left today (or in this pass): a rewrite uses one, like a generation. */
  remaining: z.number().int().nullable(),
});
export type RewriteResponse = z.output<typeof rewriteResponseSchema>;
