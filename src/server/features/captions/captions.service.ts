import { buffer as readAll } from "node:stream/consumers";
import sharp from "sharp";
import { z } from "zod";
import { BRAND_EXAMPLES_IN_PROMPT, type BrandComparison, brandUse } from "../../../contract/brand.ts";
import {
  type ContentField,
  DEFAULT_TARGET_AUDIENCE,
  engagementLabel,
  type GeneratedResult,
  type GenerateResponse,
  type ScriptMode,
  type Tone,
} from "../../../contract/captions.ts";
import { postHashtags, withFreePlanTag } from "../../../contract/hashtags.ts";
import type { LanguageCode } from "../../../contract/languages.ts";
import { istDate, PLANS, type PlanId } from "../../../contract/plans.ts";
import { type CaptionModel, ModelError, type ModelImage } from "../../adapters/ai/index.ts";
import type { Deps } from "../../deps.ts";
import { badGateway, badRequest, notFound, tooManyRequests, unprocessable } from "../../errors.ts";
import { analyseImage } from "../../media/analysis/analyse.ts";
import { currentPassStart } from "../billing/billing.service.ts";
import { brandForGeneration } from "../brand/brand.service.ts";
import {
  countGenerations,
  deleteReservation,
  findContentForGeneration,
  findRecentCaptions,
  findSucceededGenerations,
  markSucceeded,
  reserveGeneration,
  saveAnalysis,
} from "./captions.queries.ts";
import { normalizeResult, validateResult } from "./normalize.ts";
import type { ImageAnalysis } from "./offline/types.ts";
import { writeOfflinePost } from "./offline/writer.ts";
import { type BrandExample, buildPrompt, correctionPrompt, type VoiceStyle } from "./prompt.ts";

/** Long side of the pictures sent to a model: enough to see, cheap to send. */
export const MODEL_IMAGE_LONG_SIDE = 1024;

export interface CaptionUser {
  id: string;
  subscriptionStatus: PlanId;
}

export interface GenerationRequest {
  contentItemIds: string[];
  language: LanguageCode;
  userStyle?: string | undefined;
  toneOfVoice: Tone;
  targetAudience: string;
  contentField: ContentField;
  script: ScriptMode;
  variations: number;
  advanced: boolean;
}

export const GENERATION_FAILED = "Failed to generate AI content. Please try again.";
export const SAFETY_FAILED = "Please try again. Content safety checks may have prevented generation.";

/** The user's brand training a generation uses: the newest examples and the default voice style. */
export interface BrandContext {
  examples: readonly BrandExample[];
  voiceStyle?: VoiceStyle | undefined;
}

const generationFailed = () => badGateway(GENERATION_FAILED, "generation_failed");
const safetyFailed = () => unprocessable(SAFETY_FAILED, "content_safety");

/** What a model is asked to return; strict checks (script, limits) follow in validateResult. */
const modelOutput = (advanced: boolean) =>
  z.object({
    postHeading: z.string(),
    caption: z.string(),
    detailedDescription: z.string(),
    hashtags: z.array(z.string()),
    altText: z.string(),
    engagementPrediction: z.number(),
    ...(advanced ? { uniquenessScore: z.number(), influencerPatternMatch: z.string() } : {}),
  });

/** The quota of a plan: today's (IST) count, or the last 30 days' for a per-pass plan. */
export function quotaOf(plan: PlanId): { limit: number; window: "day" | "pass" } {
  const generations = PLANS[plan].generations;
  return generations.perDay !== undefined
    ? { limit: generations.perDay, window: "day" }
    : { limit: generations.perPass, window: "pass" };
}

/** The user's generations in the current quota window (today in India, or the whole pass) and the plan's limit. */
export async function getGenerationUsage(
  deps: Deps,
  user: { id: string; subscriptionStatus: PlanId },
  now = new Date(),
) {
  const quota = quotaOf(user.subscriptionStatus);
  const db = deps.database.db;
  const passStart = quota.window === "pass" ? await currentPassStart(db, user, now) : undefined;
  const used = await countGenerations(db, user.id, quota.window, istDate(now), passStart);
  return { used, ...quota };
}

function quotaMessage(plan: PlanId, limit: number): string {
  if (plan === "free") {
    return `You've used today's ${limit} free AI captions. They reset at midnight (IST) — upgrade your plan for more.`;
  }
  if (plan === "starter")
    return `You've used the ${limit} AI captions of your pass. Upgrade or buy a new pass for more.`;
  return `You've reached today's fair-use limit of ${limit} AI captions. It resets at midnight (IST).`;
}

/** Words of a caption, for comparing it with the user's earlier ones. */
const words = (text: string) =>
  new Set(
    text
      .toLocaleLowerCase()
      .split(/[^\p{L}\p{M}\p{N}]+/u)
      .filter((w) => w.length > 1),
  );

/**
 * Uniqueness estimate: 100 minus the highest word overlap (Jaccard) with the user's last 20
 * captions; 100 when there is nothing to compare with. A measurement of this account's own
 * history, shown as an estimate.
 */
export function uniquenessAgainst(caption: string, earlier: string[]): number {
  const mine = words(caption);
  let highest = 0;
  for (const other of earlier) {
    const theirs = words(other);
    const shared = [...mine].filter((w) => theirs.has(w)).length;
    const union = new Set([...mine, ...theirs]).size;
    if (union > 0) highest = Math.max(highest, shared / union);
  }
  return Math.round((1 - highest) * 100);
}

/** Names the structure a caption follows, from what is in it (offline engine). */
export function describePattern(caption: string): string {
  const parts: string[] = [];
  const lines = caption.split("\n").filter((l) => l.trim());
  if (/[\p{Extended_Pictographic}]/u.test(lines[0] ?? "")) parts.push("an emoji hook");
  else parts.push("a short opening line");
  if (lines.length > 2) parts.push("a few short lines of story");
  if (/[?？؟]/.test(caption)) parts.push("a question to the audience");
  parts.push("a closing call to action");
  return `Follows the ${parts.slice(0, -1).join(", ")} and ${parts.at(-1)} pattern common among Indian creators.`;
}

/**
 * Keeps an engagement figure only with a stated basis (decision 460): a model's own estimate is
 * labelled as the model's, naming it; an offline figure survives only when the writer said how
 * it was computed, and otherwise is dropped rather than shown as if it meant something.
 */
export function withEngagementBasis(result: GeneratedResult, model: CaptionModel | undefined): GeneratedResult {
  const { engagementPrediction, engagementBasis, ...rest } = result;
  if (engagementPrediction === undefined) return rest;
  if (model) {
    return {
      ...rest,
      engagementPrediction,
      engagementBasis: `The AI model's own guess (${model.model}) from the photos and the caption; not a measurement of your audience.`,
    };
  }
  return engagementBasis ? { ...rest, engagementPrediction, engagementBasis } : rest;
}

/** A picture as a model receives it: at most 1024 px on the long side, JPEG. */
export async function toModelImage(picture: Buffer): Promise<ModelImage> {
  const data = await sharp(picture)
    .rotate()
    .resize(MODEL_IMAGE_LONG_SIDE, MODEL_IMAGE_LONG_SIDE, { fit: "inside", withoutEnlargement: true })
    .jpeg({ quality: 80 })
    .toBuffer();
  return { data, mediaType: "image/jpeg" };
}

/** One model answer that passed every check, with one corrective retry. */
async function generateWithModel(
  deps: Deps,
  model: CaptionModel,
  request: GenerationRequest,
  images: ModelImage[],
  plan: PlanId,
  brand: BrandContext | undefined,
  onPartial?: (partial: Record<string, unknown>) => void,
  signal?: AbortSignal,
): Promise<GeneratedResult> {
  const freePlanHashtag = PLANS[plan].addsProductHashtag ? deps.config.brand.hashtag : undefined;
  const { instructions, prompt } = buildPrompt({
    language: request.language,
    script: request.script,
    contentField: request.contentField,
    tone: request.toneOfVoice,
    style: request.userStyle,
    targetAudience: request.targetAudience,
    advanced: request.advanced,
    imageCount: images.length,
    freePlanHashtag,
    hashtagCap: deps.config.brand.postHashtagCap,
    brandExamples: brand?.examples,
    voiceStyle: brand?.voiceStyle,
  });
  let problems: string[] = [];
  for (let attempt = 0; attempt < 2; attempt++) {
    const call = {
      instructions,
      prompt: attempt === 0 ? prompt : `${prompt}\n\n${correctionPrompt(problems)}`,
      images,
      schema: modelOutput(request.advanced),
      schemaName: "instagram_post",
      timeoutMs: deps.config.ai.timeoutMs,
      ...(signal ? { signal } : {}),
    };
    let raw: unknown;
    try {
      raw = onPartial && attempt === 0 ? await model.stream(call, (p) => onPartial(p)) : await model.generate(call);
    } catch (error) {
      if (error instanceof ModelError && error.kind === "malformed" && !signal?.aborted) {
        problems = ["the answer was not valid JSON in the requested shape"];
        continue;
      }
      throw error;
    }
    const normalized = normalizeResult(raw);
    if (Array.isArray(normalized.hashtags)) {
      normalized.hashtags = withFreePlanTag(
        normalized.hashtags as string[],
        deps.config.brand.postHashtagCap,
        freePlanHashtag,
      );
    }
    const outcome = validateResult(normalized, request);
    if (outcome.ok) return outcome.result;
    problems = outcome.problems;
  }
  throw new ModelError("malformed", `The model's answer failed the checks twice: ${problems.join("; ")}`);
}

export interface Picture {
  /** The 1080 px preview (or a photo held in memory only, for the demo). */
  preview: Buffer;
  /** Stored analysis when there is one; otherwise it is made now. */
  analysis?: ImageAnalysis | undefined;
  id?: string;
}

/**
 * The engine itself, on pictures in memory: the configured model (validated, one corrective
 * retry) or the offline writer over the pictures' analyses. Quota and storage are the
 * caller's business.
 */
export async function composePost(
  deps: Deps,
  input: {
    pictures: Picture[];
    request: GenerationRequest;
    plan: PlanId;
    /** The signed-in user's brand training; the demo has none. */
    brand?: BrandContext | undefined;
    seed: string;
    onPartial?: ((partial: Record<string, unknown>) => void) | undefined;
    onAnalysed?: (id: string, facts: ImageAnalysis) => Promise<void>;
    /**
     * Stops the work: the model call is cancelled (the provider sees the request closed) and
     * no further step starts; the promise then rejects with a "timeout" ModelError.
     */
    signal?: AbortSignal | undefined;
  },
): Promise<{ results: GeneratedResult[]; fallbackNote?: string; engine: GenerateResponse["engine"] }> {
  const { request, plan, signal, brand } = input;
  const stopIfAborted = () => {
    if (signal?.aborted) throw new ModelError("timeout", "The work was stopped.", { cause: signal.reason });
  };
  const model = deps.captionModel;
  if (model) {
    stopIfAborted();
    const images = await Promise.all(input.pictures.map((p) => toModelImage(p.preview)));
    stopIfAborted();
    const first = await generateWithModel(deps, model, request, images, plan, brand, input.onPartial, signal);
    const more = await Promise.all(
      Array.from({ length: request.variations - 1 }, () =>
        generateWithModel(deps, model, request, images, plan, brand, undefined, signal),
      ),
    );
    return { results: [first, ...more].map((r) => withEngagementBasis(r, model)), engine: model.provider };
  }
  const analyses: ImageAnalysis[] = [];
  for (const picture of input.pictures) {
    stopIfAborted();
    if (picture.analysis) {
      analyses.push(picture.analysis);
      continue;
    }
    const facts = await analyseImage(picture.preview, deps.detector);
    if (picture.id) await input.onAnalysed?.(picture.id, facts);
    analyses.push(facts);
  }
  stopIfAborted();
  const results: GeneratedResult[] = [];
  let fallbackNote: string | undefined;
  for (let variation = 0; variation < request.variations; variation++) {
    const written = writeOfflinePost({
      images: analyses,
      contentField: request.contentField,
      tone: request.toneOfVoice,
      language: request.language,
      script: request.script,
      plan,
      productHashtag: deps.config.brand.hashtag,
      hashtagCap: deps.config.brand.postHashtagCap,
      // The tags the user listed on their examples are offered as extra suggestions (decision
      // 450); the default voice style's keywords and sample captions shape the wording: tone,
      // emoji, length and a shared sign-off line (decision 205).
      brandHashtags: brand?.examples.flatMap((example) => example.hashtags ?? []),
      ...(brand?.voiceStyle
        ? {
            voice: {
              toneKeywords: brand.voiceStyle.toneKeywords,
              sampleCaptions: brand.voiceStyle.sampleCaptions,
            },
          }
        : {}),
      seed: input.seed,
      variation,
    });
    if (written.meta.fallback) fallbackNote = written.meta.fallback.reason;
    const result = withEngagementBasis(written.result, undefined);
    results.push(result);
    if (variation === 0) input.onPartial?.({ ...result });
  }
  return { results, ...(fallbackNote ? { fallbackNote } : {}), engine: "offline" };
}

/**
 * Generates a post from the user's selected items: checks ownership, reserves one unit of the
 * plan's quota atomically, runs the configured model (or the offline engine) with the user's
 * brand examples and default voice style, validates the result, and counts the generation
 * only when it succeeds.
 */
export async function generatePost(
  deps: Deps,
  user: CaptionUser,
  request: GenerationRequest,
  onPartial?: (partial: Record<string, unknown>) => void,
): Promise<GenerateResponse> {
  const db = deps.database.db;
  return withReservedGeneration(deps, user, request, async ({ pictures, brand, seed, remaining }) => {
    const { results, fallbackNote, engine } = await composePost(deps, {
      pictures,
      request,
      plan: user.subscriptionStatus,
      brand,
      seed,
      onPartial,
      onAnalysed: (id, facts) => saveAnalysis(db, id, { ...facts }),
    });
    if (request.advanced) {
      // The offline writer gives no figures at all (decision 203): no uniqueness either.
      const earlier = engine === "offline" ? [] : await findRecentCaptions(db, user.id, 20);
      for (const result of results) {
        if (engine !== "offline") result.uniquenessScore = uniquenessAgainst(result.caption, earlier);
        result.influencerPatternMatch ??= describePattern(result.caption);
      }
    }
    const first = results[0] as GeneratedResult;
    const cap = deps.config.brand.postHashtagCap;
    const withPostSet = (r: GeneratedResult) => ({ ...r, postHashtags: postHashtags(r, { cap }) });
    const value: GenerateResponse = {
      ...withPostSet(first),
      variations: results.map(withPostSet),
      engine,
      ...(first.engagementPrediction !== undefined
        ? { engagementLabel: engagementLabel(first.engagementPrediction) }
        : {}),
      ...(first.uniquenessScore !== undefined ? { uniquenessLabel: engagementLabel(first.uniquenessScore) } : {}),
      isEstimate: true,
      ...(fallbackNote ? { fallbackNote } : {}),
      remaining,
    };
    return { value, engine, first };
  });
}

/**
 * AI Training's before/after (issue 17): the same photo, language and seed written once
 * without and once with the user's brand training, by the engine that is configured. Counts
 * as one generation.
 */
export async function compareBrandEffect(
  deps: Deps,
  user: CaptionUser,
  input: { contentItemId: string; language: LanguageCode },
): Promise<BrandComparison> {
  const db = deps.database.db;
  const request: GenerationRequest = {
    contentItemIds: [input.contentItemId],
    language: input.language,
    toneOfVoice: "friendly",
    targetAudience: DEFAULT_TARGET_AUDIENCE,
    contentField: "lifestyle",
    script: "native",
    variations: 1,
    advanced: false,
  };
  return withReservedGeneration(deps, user, request, async ({ pictures, brand, seed, remaining }) => {
    const write = async (withBrand: boolean) => {
      const { results, engine } = await composePost(deps, {
        pictures,
        request,
        plan: user.subscriptionStatus,
        brand: withBrand ? brand : undefined,
        seed,
        onAnalysed: async (id, facts) => {
          await saveAnalysis(db, id, { ...facts });
          for (const picture of pictures) if (picture.id === id) picture.analysis = facts;
        },
      });
      const first = results[0] as GeneratedResult;
      return { engine, first };
    };
    // One after the other: the first run keeps the photo's analysis, which the second reuses.
    const without = await write(false);
    const withBrand = await write(true);
    const shown = (r: GeneratedResult) => ({ postHeading: r.postHeading, caption: r.caption, hashtags: r.hashtags });
    return {
      value: {
        engine: withBrand.engine,
        uses: brandUse({
          isOffline: withBrand.engine === "offline",
          exampleHashtags: brand.examples.map((e) => e.hashtags ?? []),
          defaultStyleName: brand.voiceStyle?.styleName,
          defaultStyleVoice: brand.voiceStyle,
        }),
        without: shown(without.first),
        withBrand: shown(withBrand.first),
        remaining,
      },
      engine: withBrand.engine,
      first: withBrand.first,
    };
  });
}

/** What a generation holds once its quota unit is reserved: the pictures and the brand training. */
interface ReservedGeneration {
  pictures: Picture[];
  brand: BrandContext;
  seed: string;
  /** Generations left after this one succeeds. */
  remaining: number;
}

/**
 * Checks ownership, reserves one unit of the plan's quota atomically, loads the pictures and
 * the brand training, runs `work`, and counts the generation only when it succeeds (a failure
 * gives the unit back and turns model errors into the product's messages).
 */
async function withReservedGeneration<T>(
  deps: Deps,
  user: CaptionUser,
  request: GenerationRequest,
  work: (held: ReservedGeneration) => Promise<{ value: T; engine: string; first: GeneratedResult }>,
): Promise<T> {
  const db = deps.database.db;
  const rows = await findContentForGeneration(db, user.id, request.contentItemIds);
  if (rows.length !== request.contentItemIds.length) throw notFound("Some selected content was not found.");
  const ordered = request.contentItemIds.map((id) => rows.find((r) => r.id === id)).filter((r) => r !== undefined);
  const pictured = ordered.filter((r) => r.status === "ready" && r.previewKey);
  if (pictured.length === 0) {
    throw badRequest("No Images Selected: please select at least one photo to generate content.", "no_images");
  }

  const plan = user.subscriptionStatus;
  const quota = quotaOf(plan);
  const now = new Date();
  const reservation = await reserveGeneration(db, {
    userId: user.id,
    kind: request.advanced ? "advanced" : "basic",
    language: request.language,
    istDay: istDate(now),
    limit: quota.limit,
    window: quota.window,
    passStart: quota.window === "pass" ? await currentPassStart(db, user, now) : undefined,
  });
  if (!reservation.ok) {
    throw tooManyRequests(quotaMessage(plan, quota.limit), undefined, "quota_exceeded", {
      details: {
        upgradeRequired: plan !== "business",
        limit: quota.limit,
        used: reservation.used,
      },
    });
  }

  try {
    const [brand, pictures] = await Promise.all([
      brandForGeneration(deps, user.id, BRAND_EXAMPLES_IN_PROMPT),
      Promise.all(
        pictured.map(async (row) => {
          const stream = await deps.storage.read(row.previewKey as string);
          if (!stream) throw notFound("A selected photo is missing from storage.");
          return {
            preview: await readAll(stream),
            analysis: row.analyzed ? (row.analysis as unknown as ImageAnalysis) : undefined,
            id: row.id,
          };
        }),
      ),
    ]);
    const { value, engine, first } = await work({
      pictures,
      brand,
      seed: reservation.id,
      remaining: Math.max(0, quota.limit - reservation.used - 1),
    });
    await markSucceeded(db, reservation.id, { engine, postHeading: first.postHeading, caption: first.caption });
    return value;
  } catch (error) {
    await deleteReservation(db, reservation.id);
    if (error instanceof ModelError) {
      // The model's own words stay in the log (the error handler logs the cause), not the answer.
      const shown = error.kind === "safety" ? safetyFailed() : generationFailed();
      shown.cause = error;
      throw shown;
    }
    throw error;
  }
}

/** The captions' part of "download my data": every caption generated for the user. */
export async function exportGeneratedCaptions(deps: Deps, user: { id: string }) {
  const rows = await findSucceededGenerations(deps.database.db, user.id);
  return rows.map((g) => ({ ...g, createdAt: g.createdAt.toISOString() }));
}
