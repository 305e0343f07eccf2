import { buffer as readAll } from "node:stream/consumers";
import type { z } from "zod";
import { BRAND_EXAMPLES_IN_PROMPT } from "#contract/brand.ts";
import type { ContentField, GeneratedResult, ScriptMode, Tone } from "#contract/captions.ts";
import { postHashtags } from "#contract/hashtags.ts";
import type { LanguageCode } from "#contract/languages.ts";
import { PLANS } from "#contract/plans.ts";
import {
  actionFitsLanguage,
  type RewriteAction,
  type RewriteResponse,
  rewriteActionsFor,
  type rewriteRequestSchema,
} from "#contract/rewrite.ts";
import type { CaptionModel } from "#server/adapters/ai/index.ts";
import type { Member } from "#server/auth/workspace.ts";
import type { StoredGenerationRequest, StoredResult } from "#server/db/schema/index.ts";
import type { Deps } from "#server/deps.ts";
import { badRequest, notFound, unprocessable } from "#server/errors.ts";
import type { Message } from "#server/i18n.ts";
import { analyseImage } from "#server/media/analysis/analyse.ts";
import { mergeFrameAnalyses } from "#server/media/analysis/frames.ts";
import { brandForGeneration } from "../brand/brand.service.ts";
import { videoFramesOf } from "../library/library.service.ts";
import { findContentForGeneration, findRewritableGeneration, saveAnalysis } from "./captions.queries.ts";
import type { BrandContext } from "./captions.service.ts";
import { checkedModelAnswer, offlineWriterInput } from "./compose.ts";
import { withEngagementBasis } from "./estimates.ts";
import { validateResult } from "./normalize.ts";
import type { ImageAnalysis } from "./offline/types.ts";
import { writeOfflinePost } from "./offline/writer.ts";
import { withReservedRewrite } from "./quota.ts";
import { buildRewritePrompt } from "./rewrite-prompt.ts";

/**
 * One-tap rewrites (issue 28, decision 745): a stored result of the workspace, reshaped by the
 * configured model in one text-only request (the same checks as a generation), or by the
 * offline writer where it can do it honestly — "shorter" (its short form, then fewer
 * sentences) and "translate" (the same photo facts and plan written in another language).
 * Each rewrite uses one generation of the plan's quota and is stored as a generation of its
 * own, so it can be rewritten again.
 */

type RewriteInput = z.output<typeof rewriteRequestSchema>;
type Target = { language: LanguageCode; script: ScriptMode };
type Source = NonNullable<Awaited<ReturnType<typeof findRewritableGeneration>>>;

/** A language's name, worded in the requester's language. */
const nameOf = (code: LanguageCode): Message => ({ key: `languages.${code}` });

/** The action's button words (as Create Post shows them), in the requester's language. */
function actionName(action: RewriteAction, language: LanguageCode): Message {
  if (action === "add_hinglish")
    return { key: language === "hindi" ? "create.rewrite.addHinglish" : "create.rewrite.mixEnglish" };
  if (action === "pure_language") return { key: "create.rewrite.pure", values: { language: nameOf(language) } };
  return { key: `create.rewrite.${action}` };
}

/** The offline writer found nothing more to cut (nothing was counted). */
const notPossible = (message: Message) => unprocessable(message, "rewrite_not_possible");
const unavailable = (message: Message) => badRequest(message, "rewrite_unavailable");

/** The language and script the rewritten post is written in. */
function targetOf(action: RewriteAction, from: Target, targetLanguage: LanguageCode | undefined): Target {
  if (action === "translate") return { language: targetLanguage ?? from.language, script: "native" };
  // "Pure Hindi" of a romanised post is Hindi in its own script.
  if (action === "pure_language") return { language: from.language, script: "native" };
  return from;
}

/**
 * Rewrites one variation of one of the workspace's stored generations (or of an earlier rewrite):
 * another workspace's, a missing or a failed one answers 404; an action the configured engine cannot
 * do honestly, or one that means nothing for the post's language, answers 400
 * rewrite_unavailable. Uses one generation, reserved atomically and given back on failure.
 */
export async function rewritePost(deps: Deps, member: Member, input: RewriteInput): Promise<RewriteResponse> {
  const db = deps.database.db;
  const source = await findRewritableGeneration(db, member.workspaceId, input.generationId);
  const shown = source?.results[input.variation];
  if (!source || !shown) throw notFound({ key: "errors.rewrite.notFound" });
  const model = deps.captionModel;
  const from: Target = { language: source.request.language as LanguageCode, script: source.request.script };
  const { action } = input;
  if (!rewriteActionsFor(!model).includes(action)) {
    throw unavailable({ key: "errors.rewrite.needsModel", values: { action: actionName(action, from.language) } });
  }
  if (!actionFitsLanguage(action, from.language)) {
    throw unavailable({ key: "errors.rewrite.indianOnly", values: { action: actionName(action, from.language) } });
  }
  if (action === "translate" && input.targetLanguage === from.language && from.script === "native") {
    throw unavailable({ key: "errors.rewrite.alreadyIn", values: { language: nameOf(from.language) } });
  }
  const to = targetOf(action, from, input.targetLanguage);
  // The offline writer can only write again what it wrote itself; a model's caption it can only cut.
  if (!model && action === "translate" && source.engine !== "offline") {
    throw unavailable({ key: "errors.rewrite.modelPost" });
  }

  // What the offline writer writes from, read before a unit is reserved: photos gone from the
  // library are the user's 404, not a failure of the engine.
  const writerInputs =
    !model && source.engine === "offline"
      ? {
          analyses: await analysesOf(deps, member, source.request.contentItemIds),
          brand: await brandForGeneration(deps, member.workspaceId, BRAND_EXAMPLES_IN_PROMPT),
        }
      : undefined;

  return withReservedRewrite(deps, member, to, async ({ id, remaining }) => {
    const written = model
      ? await rewriteWithModel(deps, model, member, shown, action, from, to)
      : await rewriteOffline(deps, member, source, input, shown, to, writerInputs);
    const cap = deps.config.brand.postHashtagCap;
    const result = { ...written, postHashtags: postHashtags(written, { cap }) };
    const request: StoredGenerationRequest = {
      ...source.request,
      language: to.language,
      script: to.script,
      rewriteOf: source.id,
      // The writer's seed and variation stay those of the first generation (an offline rewrite writes it again).
      seed: source.request.seed ?? source.id,
      variation: source.request.variation ?? input.variation,
      rewrites: [
        ...(source.request.rewrites ?? []),
        { action, ...(action === "translate" ? { targetLanguage: to.language } : {}) },
      ],
    };
    const value: RewriteResponse = {
      ...result,
      generationId: id,
      rewriteOf: source.id,
      action,
      language: to.language,
      script: to.script,
      engine: model?.provider ?? "offline",
      remaining,
    };
    return { value, engine: model?.provider ?? "offline", result, request };
  });
}

/** One text-only request (no photo re-sent), checked like a generation, with one corrective retry. */
async function rewriteWithModel(
  deps: Deps,
  model: CaptionModel,
  member: Member,
  shown: StoredResult,
  action: RewriteAction,
  from: Target,
  to: Target,
): Promise<GeneratedResult> {
  const freePlanHashtag = PLANS[member.subscriptionStatus].addsProductHashtag ? deps.config.brand.hashtag : undefined;
  const { instructions, prompt } = buildRewritePrompt({
    post: shown,
    action,
    from,
    to,
    hashtagCap: deps.config.brand.postHashtagCap,
    freePlanHashtag,
  });
  const answer = await checkedModelAnswer(deps, model, {
    instructions,
    prompt,
    images: [],
    advanced: false,
    target: to,
    freePlanHashtag,
  });
  return withEngagementBasis(answer, model);
}

/** The analyses of the post's photos, as stored when it was written (analysed now if not). */
async function analysesOf(deps: Deps, member: Member, ids: readonly string[]): Promise<ImageAnalysis[]> {
  const db = deps.database.db;
  const rows = await findContentForGeneration(db, member.workspaceId, [...ids]);
  const ordered = ids.map((id) => rows.find((r) => r.id === id)).filter((r) => r?.status === "ready" && r.previewKey);
  if (ordered.length === 0) throw notFound({ key: "errors.rewrite.photosGone" });
  const analyses: ImageAnalysis[] = [];
  for (const row of ordered) {
    if (!row) continue;
    if (row.analyzed && row.analysis) {
      analyses.push(row.analysis as unknown as ImageAnalysis);
      continue;
    }
    // A video is what its sampled frames show together (decision 755); else its poster or the photo.
    const keys = row.fileType === "video" ? videoFramesOf(row.analysis).map((f) => f.key) : [];
    const pictures: ImageAnalysis[] = [];
    for (const key of keys.length ? keys : [row.previewKey as string]) {
      const stream = await deps.storage.read(key);
      if (!stream) throw notFound({ key: "errors.rewrite.photoMissing" });
      pictures.push(await analyseImage(await readAll(stream), deps.detector, deps.textReader));
    }
    const facts = mergeFrameAnalyses(pictures);
    await saveAnalysis(db, row.id, { ...facts });
    analyses.push(facts);
  }
  return analyses;
}

/**
 * The offline writer's rewrites. Shorter: the writer's own short form of the same post (the
 * hook, the note, what the photo shows, the call to action), or — when the post is already in
 * that form, or not the writer's — the caption without its last sentences; heading, hashtags and
 * alt text stay. Translate: the same photos, note, options, seed and variation written in the
 * target language (in its short form when the post was made shorter on the way).
 */
async function rewriteOffline(
  deps: Deps,
  member: Member,
  source: Source,
  input: RewriteInput,
  shown: StoredResult,
  to: Target,
  /** The photos' analyses and the brand training, for a post the writer wrote. */
  inputs: { analyses: ImageAnalysis[]; brand: BrandContext } | undefined,
): Promise<GeneratedResult> {
  const current: GeneratedResult = withoutSet(shown);
  const request = source.request;
  const madeShorter = (request.rewrites ?? []).some((r) => r.action === "shorter");
  const write = (target: Target, short: boolean, { analyses, brand }: NonNullable<typeof inputs>) => {
    const writerInput = offlineWriterInput(
      deps,
      {
        request: {
          contentField: request.contentField as ContentField,
          toneOfVoice: request.tone as Tone,
          language: target.language,
          script: target.script,
          note: request.note,
        },
        plan: member.subscriptionStatus,
        brand,
        seed: request.seed ?? source.id,
        variation: request.variation ?? input.variation,
      },
      analyses,
    );
    return writeOfflinePost({ ...writerInput, ...(short ? { length: "short" as const } : {}) }).result;
  };

  if (input.action === "translate") {
    if (!inputs) throw unavailable({ key: "errors.rewrite.ownOnly" });
    return write(to, madeShorter, inputs);
  }

  // Shorter.
  let caption: string | undefined;
  if (inputs) {
    const short = write(to, true, inputs).caption;
    if (short.length < current.caption.length) caption = short;
  }
  caption ??= withoutLastSentences(current.caption);
  if (caption === undefined) {
    throw notPossible({ key: "errors.rewrite.alreadyShort" });
  }
  const shorter = { ...current, caption };
  const checked = validateResult(shorter, to);
  if (!checked.ok) throw notPossible({ key: "errors.rewrite.cannotShorten" });
  return checked.result;
}

/** A stored result without the post set (which is worked out again from the ranked hashtags). */
function withoutSet(stored: StoredResult): GeneratedResult {
  const { postHashtags: _set, ...result } = stored;
  return result;
}

const sentences = new Intl.Segmenter(undefined, { granularity: "sentence" });

/**
 * The caption without its later sentences, down to about two thirds of its length: the first
 * sentence of each line (the hook, and what each paragraph is about) and the last line (the
 * call to action) always stay; undefined when there is nothing left to drop.
 */
export function withoutLastSentences(caption: string): string | undefined {
  const lines = caption.split("\n");
  // What opens a segment before its first word (an emoji after "!") belongs to the sentence before it.
  const units = lines.map((line) =>
    Array.from(sentences.segment(line), (s) => s.segment).reduce<string[]>((parts, segment) => {
      const lead = parts.length > 0 ? (/^[^\p{L}\p{N}“"‘'(]+/u.exec(segment)?.[0] ?? "") : "";
      if (lead) parts[parts.length - 1] += lead;
      const rest = segment.slice(lead.length);
      if (rest) parts.push(rest);
      return parts;
    }, []),
  );

  const filled = (li: number) => (lines[li] ?? "").trim() !== "";
  const firstLine = lines.findIndex((_, li) => filled(li));
  const lastLine = lines.findLastIndex((_, li) => filled(li));
  // What may go, from the end backwards: a line's sentences after its first, except on the last line.
  const removable: [number, number][] = [];
  units.forEach((parts, li) => {
    if (li === lastLine && lastLine !== firstLine) return;
    const lead = parts.findIndex((part) => part.trim() !== "");
    parts.forEach((part, pi) => {
      if (part.trim() !== "" && pi !== lead) removable.push([li, pi]);
    });
  });
  if (removable.length === 0) return undefined;
  const goal = Math.floor((caption.length * 2) / 3);
  const drop = new Set<string>();
  const render = () =>
    units
      .flatMap((parts, li) => {
        const kept = parts
          .filter((_, pi) => !drop.has(`${li}:${pi}`))
          .join("")
          .trim();
        return [kept];
      })
      .filter((line, i, all) => line !== "" || (i > 0 && all[i - 1] !== ""))
      .join("\n")
      .trim();
  let text = caption;
  for (const [li, pi] of removable.reverse()) {
    drop.add(`${li}:${pi}`);
    text = render();
    if (text.length <= goal) break;
  }
  return text.length < caption.length ? text : undefined;
}
