import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import type { ContentField, GeneratedResult, GenerateResponse, Tone } from "#contract/captions.ts";
import type { LanguageCode } from "#contract/languages.ts";
import type { RewriteAction } from "#contract/rewrite.ts";
import { useToast } from "#web/components/toaster.tsx";
import { useT } from "#web/i18n/i18n.tsx";
import { trackEvent } from "#web/lib/analytics.ts";
import { ApiRequestError } from "#web/lib/api.ts";
import { serverFieldMessage } from "#web/lib/form-errors.ts";
import { DASHBOARD_QUERY_KEY } from "../posts/queries.ts";
import { type HashtagState, hashtagStateFrom } from "./post-text.ts";
import { useRewrite } from "./queries.ts";
import { GenerationError, type PartialResult, streamGeneration } from "./stream.ts";

/** The post's editable parts: filled by the generation as it streams, then edited by the user. */
export interface Fields {
  heading: string;
  caption: string;
  description: string;
  altText: string;
  hashtags: HashtagState;
}

export const EMPTY_FIELDS: Fields = {
  heading: "",
  caption: "",
  description: "",
  altText: "",
  hashtags: { ranked: [], postSet: [], cap: 5, own: [] },
};

export interface Scores {
  /** Absent when the engine made no estimate (the offline writer makes none). */
  engagement?: number | undefined;
  engagementBasis?: string | undefined;
  uniqueness?: number | undefined;
  pattern?: string | undefined;
}

/** What the user chose in "2. Language and style". */
export interface GenerationOptions {
  language: LanguageCode;
  script: "native" | "latin";
  contentField: ContentField;
  tone: Tone;
  variationCount: number;
  /** The creator's note (issue 26); blank means none. */
  note: string;
}

const fieldsFrom = (v: GeneratedResult & { postHashtags?: string[] }): Fields => ({
  heading: v.postHeading,
  caption: v.caption,
  description: v.detailedDescription,
  altText: v.altText,
  hashtags: hashtagStateFrom(v.hashtags, v.postHashtags),
});

const scoresFrom = (v: GeneratedResult): Scores => ({
  engagement: v.engagementBasis === undefined ? undefined : v.engagementPrediction,
  engagementBasis: v.engagementBasis,
  uniqueness: v.uniquenessScore,
  pattern: v.influencerPatternMatch,
});

/** The stored result a rewrite starts from: a generation (or an earlier rewrite) and its variation. */
interface RewriteSource {
  generationId: string;
  variation: number;
}

/** The language, script and content field the post on screen was written in (the field from the generation). */
export interface Written {
  language: LanguageCode;
  script: "native" | "latin";
  contentField?: ContentField | undefined;
}

/** What Undo brings back: the post as it was shown (with the user's edits) before a rewrite. */
interface Shown {
  fields: Fields;
  scores: Scores | null;
  written: Written | null;
  source: RewriteSource | null;
}

/** Merges a partial result into the fields: each part the model has written so far replaces the old one. */
const withPartial =
  (partial: PartialResult) =>
  (current: Fields): Fields => ({
    heading: typeof partial.postHeading === "string" ? partial.postHeading : current.heading,
    caption: typeof partial.caption === "string" ? partial.caption : current.caption,
    description: typeof partial.detailedDescription === "string" ? partial.detailedDescription : current.description,
    altText: typeof partial.altText === "string" ? partial.altText : current.altText,
    hashtags: Array.isArray(partial.hashtags)
      ? hashtagStateFrom(
          partial.hashtags.filter((tag): tag is string => typeof tag === "string" && tag.length > 0),
          undefined,
        )
      : current.hashtags,
  });

/**
 * The generation and the post it fills (spec §2): runs a generation as a stream, shows the text
 * as it is written, keeps the answer and its variations, the scores and the quota message.
 */
export function useGeneration() {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const t = useT();
  const [generating, setGenerating] = useState<"basic" | "advanced" | null>(null);
  const [response, setResponse] = useState<GenerateResponse | null>(null);
  const [written, setWritten] = useState<Written | null>(null);
  const [variation, setVariation] = useState(0);
  const [fields, setFields] = useState<Fields>(EMPTY_FIELDS);
  const [scores, setScores] = useState<Scores | null>(null);
  const [quotaMessage, setQuotaMessage] = useState<string | null>(null);
  /** The server's message about the note, shown under the field (the note itself stays as typed). */
  const [noteError, setNoteError] = useState<string | null>(null);
  /**
   * The last finished generation asked for a note (issue 26). Kept while the next one runs, so
   * the note field keeps its Regenerate until there is an answer.
   */
  const [askForNote, setAskForNote] = useState(false);
  const [lastKind, setLastKind] = useState<"basic" | "advanced">("basic");
  /** The stored result on screen, which a rewrite reshapes (issue 28); null for none. */
  const [source, setSource] = useState<RewriteSource | null>(null);
  const [rewriting, setRewriting] = useState<RewriteAction | null>(null);
  /** The posts shown before each rewrite, newest last: Undo takes the last one back. */
  const [history, setHistory] = useState<Shown[]>([]);
  const rewriteRequest = useRewrite();

  function applyVariation(result: GenerateResponse, index: number) {
    const chosen = result.variations[index] ?? result;
    setVariation(index);
    setFields(fieldsFrom(chosen));
    setScores(scoresFrom(chosen));
    setSource(result.generationId ? { generationId: result.generationId, variation: index } : null);
  }

  /**
   * One-tap rewrite of the result on screen (issue 28): the server reshapes the stored result
   * (not the edits), the answer replaces the post shown, and Undo brings back what was shown.
   */
  async function rewrite(action: RewriteAction, targetLanguage?: LanguageCode) {
    if (!source || rewriting || generating) return false;
    setRewriting(action);
    setQuotaMessage(null);
    try {
      const result = await rewriteRequest.mutateAsync({
        generationId: source.generationId,
        variation: source.variation,
        action,
        ...(targetLanguage ? { targetLanguage } : {}),
      });
      setHistory((earlier) => [...earlier, { fields, scores, written, source }]);
      setFields(fieldsFrom(result));
      setScores(scoresFrom(result));
      // A rewrite keeps the post's field (it reshapes the same generation).
      setWritten({ language: result.language, script: result.script, contentField: written?.contentField });
      setSource({ generationId: result.generationId, variation: 0 });
      return true;
    } catch (error) {
      const status = error instanceof ApiRequestError ? error.status : 0;
      const message =
        (error instanceof ApiRequestError ? error.serverMessage : undefined) ?? t("create.toast.rewriteFailedText");
      if (status === 402 || status === 429) setQuotaMessage(message);
      toast({ title: t("create.toast.rewriteFailed"), description: message, variant: "destructive" });
      return false;
    } finally {
      setRewriting(null);
      void queryClient.invalidateQueries({ queryKey: DASHBOARD_QUERY_KEY });
    }
  }

  /** Shows the post as it was before the last rewrite, edits included. */
  function undoRewrite() {
    const last = history.at(-1);
    if (!last) return;
    setHistory(history.slice(0, -1));
    setFields(last.fields);
    setScores(last.scores);
    setWritten(last.written);
    setSource(last.source);
  }

  async function generate(kind: "basic" | "advanced", contentItemIds: string[], options: GenerationOptions) {
    setGenerating(kind);
    setLastKind(kind);
    setQuotaMessage(null);
    setNoteError(null);
    setResponse(null);
    setScores(null);
    setFields(EMPTY_FIELDS);
    setSource(null);
    setHistory([]);
    const { language, script, contentField, tone, variationCount } = options;
    const note = options.note.trim();
    const common = {
      contentItemIds,
      language,
      script,
      variations: variationCount,
      // Spec §7: generation runs with style 'engaging' and target audience 'Indian users'.
      userStyle: "engaging",
      toneOfVoice: tone,
      targetAudience: "Indian users",
      ...(note ? { note } : {}),
    };
    const onPartial = (partial: PartialResult) => setFields(withPartial(partial));
    try {
      const result =
        kind === "advanced"
          ? await streamGeneration(
              { path: "/api/generate-advanced-content", body: { ...common, brandField: contentField } },
              onPartial,
            )
          : await streamGeneration({ path: "/api/generate-caption", body: { ...common, contentField } }, onPartial);
      setResponse(result);
      setAskForNote(result.askForNote === true);
      trackEvent("caption", "generated", result.variations.length);
      setWritten({ language, script, contentField });
      applyVariation(result, 0);
      toast(
        result.askForNote
          ? // The post is there, but about nothing yet (issue 26).
            { title: t("create.toast.askTitle"), description: t("create.toast.askText") }
          : {
              title: t("create.toast.generated"),
              description:
                result.variations.length > 1
                  ? t("create.toast.variationsReady", { count: result.variations.length })
                  : t("create.toast.editIt"),
            },
      );
      return true;
    } catch (error) {
      setFields(EMPTY_FIELDS);
      const status = error instanceof GenerationError ? error.status : 0;
      const message = error instanceof GenerationError ? error.message : t("create.toast.generationFailedText");
      if (status === 402 || status === 429) setQuotaMessage(message);
      const aboutNote = status === 400 ? serverFieldMessage(message, "note") : undefined;
      if (aboutNote) {
        // Shown under the field, which keeps what was typed; no toast repeats it.
        setNoteError(aboutNote);
        return false;
      }
      toast({ title: t("create.toast.generationFailed"), description: message, variant: "destructive" });
      return false;
    } finally {
      setGenerating(null);
      void queryClient.invalidateQueries({ queryKey: DASHBOARD_QUERY_KEY });
    }
  }

  /** After a save (spec §4): caption, hashtags and heading are cleared. */
  function reset() {
    setFields(EMPTY_FIELDS);
    setScores(null);
    setResponse(null);
    setWritten(null);
    setAskForNote(false);
    setNoteError(null);
    setSource(null);
    setHistory([]);
  }

  return {
    generating,
    busy: generating !== null || rewriting !== null,
    response,
    written,
    variation,
    fields,
    setFields,
    scores,
    quotaMessage,
    noteError,
    clearNoteError: () => setNoteError(null),
    showNoteError: setNoteError,
    askForNote,
    lastKind,
    generate,
    applyVariation,
    reset,
    canRewrite: source !== null,
    rewriting,
    rewrite,
    canUndoRewrite: history.length > 0,
    undoRewrite,
  };
}

export type Generation = ReturnType<typeof useGeneration>;
