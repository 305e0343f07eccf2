import sharp from "sharp";
import { z } from "zod";
import type { GeneratedResult, GenerateResponse } from "#contract/captions.ts";
import { withFreePlanTag } from "#contract/hashtags.ts";
import { PLANS, type PlanId } from "#contract/plans.ts";
import { type CaptionModel, ModelError, type ModelImage } from "#server/adapters/ai/index.ts";
import type { Deps } from "#server/deps.ts";
import { analyseImage } from "#server/media/analysis/analyse.ts";
import { mergeFrameAnalyses } from "#server/media/analysis/frames.ts";
import type { BrandContext, GenerationRequest } from "./captions.service.ts";
import { withEngagementBasis } from "./estimates.ts";
import { normalizeResult, validateResult } from "./normalize.ts";
import { occasionsFor, type PromptFestival, type UpcomingFestivals, upcomingFestivalsForPrompts } from "./occasions.ts";
import type { ImageAnalysis } from "./offline/types.ts";
import { type OfflineWriterInput, writeOfflinePost } from "./offline/writer.ts";
import { buildPrompt, correctionPrompt, type PromptItem, VARIATION_ANGLES } from "./prompt.ts";

/**
 * The caption engine on pictures in memory (decision 024's split of the captions service):
 * the configured model, validated with one corrective retry, or the offline writer.
 */

/** What the engine needs of the server's dependencies (the eval script gives it just these). */
export type EngineDeps = Pick<Deps, "config" | "captionModel" | "detector" | "textReader">;

/** Long side of the pictures sent to a model: enough to see, cheap to send. */
export const MODEL_IMAGE_LONG_SIDE = 1024;

/**
 * What a model is asked to return; strict checks (script, limits) follow in validateResult. The
 * engagement figure may be null, and counts only with its reason (decision 744); nullable rather
 * than optional, since strict structured output (OpenAI) needs every key present. No uniqueness
 * figure is asked for: the service measures it against the user's own captions (estimates.ts).
 */
const modelOutput = (advanced: boolean) =>
  z.object({
    postHeading: z.string(),
    caption: z.string(),
    detailedDescription: z.string(),
    hashtags: z.array(z.string()),
    altText: z.string(),
    engagementPrediction: z.number().nullable(),
    engagementReason: z.string().nullable(),
    ...(advanced ? { influencerPatternMatch: z.string() } : {}),
  });

/** A picture as a model receives it: at most 1024 px on the long side, JPEG. */
export async function toModelImage(picture: Buffer): Promise<ModelImage> {
  const data = await sharp(picture)
    .rotate()
    .resize(MODEL_IMAGE_LONG_SIDE, MODEL_IMAGE_LONG_SIDE, { fit: "inside", withoutEnlargement: true })
    .jpeg({ quality: 80 })
    .toBuffer();
  return { data, mediaType: "image/jpeg" };
}

/** What every variation of one generation shares. */
interface ModelContext {
  request: GenerationRequest;
  images: ModelImage[];
  /** What the images are: one entry per selected item (a photo, or a video's frames). */
  items: PromptItem[];
  plan: PlanId;
  brand: BrandContext | undefined;
  signal: AbortSignal | undefined;
  photoText: readonly (string | undefined)[];
  today: string;
  festivals: readonly PromptFestival[];
}

/**
 * One model answer that passed every check, with one corrective retry. `variation` (0-based)
 * picks its angle when several are asked for, so the variations differ by design.
 */
async function generateWithModel(
  deps: EngineDeps,
  model: CaptionModel,
  context: ModelContext,
  variation: number,
  onPartial?: (partial: Record<string, unknown>) => void,
): Promise<GeneratedResult> {
  const { request, images, items, plan, brand, signal, photoText } = context;
  const freePlanHashtag = PLANS[plan].addsProductHashtag ? deps.config.brand.hashtag : undefined;
  const { instructions, prompt } = buildPrompt({
    language: request.language,
    script: request.script,
    contentField: request.contentField,
    tone: request.toneOfVoice,
    style: request.userStyle,
    targetAudience: request.targetAudience,
    advanced: request.advanced,
    imageCount: items.length,
    items,
    freePlanHashtag,
    hashtagCap: deps.config.brand.postHashtagCap,
    brandExamples: brand?.examples,
    voiceStyle: brand?.voiceStyle,
    bestCaptions: brand?.bestCaptions,
    photoText,
    note: request.note,
    today: context.today,
    festivals: context.festivals,
    ...(request.variations > 1
      ? {
          angle: VARIATION_ANGLES[variation % VARIATION_ANGLES.length],
          variation: { index: variation, of: request.variations },
        }
      : {}),
  });
  return checkedModelAnswer(deps, model, {
    instructions,
    prompt,
    images,
    advanced: request.advanced,
    target: request,
    given: { photoText, note: request.note },
    freePlanHashtag,
    onPartial,
    signal,
  });
}

/**
 * Asks the model and checks its answer exactly as a generation's (schema, hashtag rules, the
 * language's script, Instagram's limits), with one corrective retry that names the problems.
 * Shared by generation and the one-tap rewrites (decision 745).
 */
export async function checkedModelAnswer(
  deps: EngineDeps,
  model: CaptionModel,
  input: {
    instructions: string;
    prompt: string;
    images: ModelImage[];
    advanced: boolean;
    /** The language and script the answer must be written in. */
    target: Pick<GenerationRequest, "language" | "script">;
    /** Words the answer may quote in Latin letters in a native script (decision 744): read from the photos, or the note's. */
    given?: { photoText?: readonly (string | undefined)[] | undefined; note?: string | undefined };
    freePlanHashtag: string | undefined;
    onPartial?: ((partial: Record<string, unknown>) => void) | undefined;
    signal?: AbortSignal | undefined;
  },
): Promise<GeneratedResult> {
  const { instructions, prompt, images, onPartial, signal, freePlanHashtag } = input;
  let problems: string[] = [];
  let wrongLanguageOnly = false;
  for (let attempt = 0; attempt < 2; attempt++) {
    const call = {
      instructions,
      prompt: attempt === 0 ? prompt : `${prompt}\n\n${correctionPrompt(problems)}`,
      images,
      schema: modelOutput(input.advanced),
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
        wrongLanguageOnly = false;
        continue;
      }
      throw error;
    }
    const normalized = normalizeResult(raw, { postHashtagCap: deps.config.brand.postHashtagCap });
    if (Array.isArray(normalized.hashtags)) {
      normalized.hashtags = withFreePlanTag(
        normalized.hashtags as string[],
        deps.config.brand.postHashtagCap,
        freePlanHashtag,
      );
    }
    const outcome = validateResult(normalized, input.target, input.given);
    if (outcome.ok) return outcome.result;
    problems = outcome.problems;
    wrongLanguageOnly = outcome.languageOnly;
  }
  // Twice in the wrong language or script is its own cause (decision 744); anything else wrong
  // twice (the shape, the limits) is a malformed answer.
  throw new ModelError(
    wrongLanguageOnly ? "wrong_language" : "malformed",
    `The model's answer failed the checks twice: ${problems.join("; ")}`,
  );
}

export interface Picture {
  /** The 1080 px preview (or a photo held in memory only, for the demo). */
  preview: Buffer;
  /** Stored analysis when there is one; otherwise it is made now. */
  analysis?: ImageAnalysis | undefined;
  id?: string;
  /**
   * A video: the frames sampled across it, in clip order, and its length (decision 755). A model
   * sees these frames instead of the poster; the offline writer reads their merged analysis.
   */
  video?: { seconds: number | null; frames: { at: number; preview: Buffer }[] } | undefined;
}

/**
 * The engine itself, on pictures in memory: the configured model (validated, one corrective
 * retry) or the offline writer over the pictures' analyses. Quota and storage are the
 * caller's business.
 */
export async function composePost(
  deps: EngineDeps,
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
    /** The festival calendar a model's prompt draws on (tests give their own). */
    festivals?: UpcomingFestivals | undefined;
    /** The moment whose IST date the prompt gives as today (the clock by default). */
    now?: Date | undefined;
  },
): Promise<{
  results: GeneratedResult[];
  fallbackNote?: string;
  engine: GenerateResponse["engine"];
  /** The offline writer could not tell what the photos show and there was no note (issue 26). */
  askForNote: boolean;
}> {
  const { request, plan, signal, brand } = input;
  const stopIfAborted = () => {
    if (signal?.aborted) throw new ModelError("timeout", "The work was stopped.", { cause: signal.reason });
  };
  const model = deps.captionModel;
  if (model) {
    stopIfAborted();
    // A video is its frames, in clip order; a photo is itself (decision 755).
    const images = await Promise.all(
      input.pictures.flatMap((p) => (p.video ? p.video.frames.map((f) => f.preview) : [p.preview])).map(toModelImage),
    );
    const items = input.pictures.map((p) =>
      p.video
        ? { kind: "video" as const, seconds: p.video.seconds, frameTimes: p.video.frames.map((f) => f.at) }
        : { kind: "photo" as const },
    );
    stopIfAborted();
    // Text read in the photos when they were analysed (library photos are analysed on upload);
    // a photo not analysed yet is not held up for it: the model sees the photo itself.
    const photoText = input.pictures.map((p) => p.analysis?.text);
    const occasions = await occasionsFor(
      request.language,
      input.now ?? new Date(),
      input.festivals ?? upcomingFestivalsForPrompts,
    );
    stopIfAborted();
    const context: ModelContext = { request, images, items, plan, brand, signal, photoText, ...occasions };
    // Each variation is a call of its own with its own angle: the first (streamed), then the others.
    const first = await generateWithModel(deps, model, context, 0, input.onPartial);
    const more = await Promise.all(
      Array.from({ length: request.variations - 1 }, (_, i) => generateWithModel(deps, model, context, i + 1)),
    );
    return {
      results: [first, ...more].map((r) => withEngagementBasis(r, model)),
      engine: model.provider,
      // A model sees the photo itself; only the offline writer may need to be told what it shows.
      askForNote: false,
    };
  }
  const analyses: ImageAnalysis[] = [];
  for (const picture of input.pictures) {
    stopIfAborted();
    if (picture.analysis) {
      analyses.push(picture.analysis);
      continue;
    }
    // A video not analysed yet: each frame now, merged into what the clip shows (decision 755).
    const facts = picture.video
      ? mergeFrameAnalyses(await analyseFrames(deps, picture.video.frames, stopIfAborted))
      : await analyseImage(picture.preview, deps.detector, deps.textReader);
    if (picture.id) await input.onAnalysed?.(picture.id, facts);
    analyses.push(facts);
  }
  stopIfAborted();
  const results: GeneratedResult[] = [];
  let fallbackNote: string | undefined;
  let writerAsks = false;
  for (let variation = 0; variation < request.variations; variation++) {
    const written = writeOfflinePost(
      offlineWriterInput(deps, { request, plan, brand, seed: input.seed, variation }, analyses),
    );
    if (written.meta.fallback) fallbackNote = written.meta.fallback.reason;
    if (written.meta.askForNote) writerAsks = true;
    const result = withEngagementBasis(written.result, undefined);
    results.push(result);
    if (variation === 0) input.onPartial?.({ ...result });
  }
  return {
    results,
    ...(fallbackNote ? { fallbackNote } : {}),
    engine: "offline",
    // A note always answers the question, whatever the writer made of it.
    askForNote: writerAsks && !request.note,
  };
}

async function analyseFrames(
  deps: EngineDeps,
  frames: readonly { preview: Buffer }[],
  stopIfAborted: () => void,
): Promise<ImageAnalysis[]> {
  const analyses: ImageAnalysis[] = [];
  for (const frame of frames) {
    stopIfAborted();
    analyses.push(await analyseImage(frame.preview, deps.detector, deps.textReader));
  }
  return analyses;
}

/**
 * The offline writer's input for one variation of a request: the photos' analyses, the
 * request's options, the plan's tag, and the brand training's tags and voice. Shared by
 * generation and the offline rewrites, which write the same post again (decision 745).
 */
export function offlineWriterInput(
  deps: EngineDeps,
  input: {
    request: Pick<GenerationRequest, "contentField" | "toneOfVoice" | "language" | "script" | "note">;
    plan: PlanId;
    brand?: BrandContext | undefined;
    seed: string;
    variation: number;
  },
  analyses: readonly ImageAnalysis[],
): OfflineWriterInput {
  const { request, plan, brand } = input;
  return {
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
    ...(request.note ? { note: request.note } : {}),
    seed: input.seed,
    variation: input.variation,
  };
}
