import { buffer as readAll } from "node:stream/consumers";
import { BRAND_EXAMPLES_IN_PROMPT } from "#contract/brand.ts";
import type { GeneratedResult, ScriptMode } from "#contract/captions.ts";
import { postHashtags } from "#contract/hashtags.ts";
import type { LanguageCode } from "#contract/languages.ts";
import { istDate, PLANS, type PlanId } from "#contract/plans.ts";
import type { Member } from "#server/auth/workspace.ts";
import type { StoredGenerationRequest } from "#server/db/schema/index.ts";
import type { Deps } from "#server/deps.ts";
import { badRequest, notFound, tooManyRequests } from "#server/errors.ts";
import type { Message } from "#server/i18n.ts";
import { currentPassStart } from "../billing/billing.service.ts";
import { brandForGeneration } from "../brand/brand.service.ts";
import { bestCaptionsForPrompt } from "../instagram/instagram.service.ts";
import { markContentUsed, videoFramesOf } from "../library/library.service.ts";
import {
  countGenerations,
  deleteReservation,
  findContentForGeneration,
  markFailed,
  markSucceeded,
  reserveGeneration,
} from "./captions.queries.ts";
import type { BrandContext, GenerationRequest } from "./captions.service.ts";
import type { Picture } from "./compose.ts";
import { asGenerationFailure } from "./failures.ts";
import type { ImageAnalysis } from "./offline/types.ts";
import { BEST_CAPTIONS_IN_PROMPT } from "./prompt.ts";

/**
 * A video's sampled frames, read from storage for the engine (decision 755); undefined for a
 * video uploaded before frames were sampled (its poster stands for it, as before).
 */
async function videoPicturesOf(
  deps: Deps,
  row: { analysis: unknown; durationSeconds: number | null },
): Promise<Picture["video"]> {
  const frames = videoFramesOf(row.analysis);
  if (frames.length === 0) return undefined;
  const read = await Promise.all(
    frames.map(async ({ at, key }) => {
      const stream = await deps.storage.read(key);
      return stream ? { at, preview: await readAll(stream) } : undefined;
    }),
  );
  const kept = read.filter((f) => f !== undefined);
  return kept.length ? { seconds: row.durationSeconds, frames: kept } : undefined;
}

/** The quota of a plan: today's (IST) count, or the last 30 days' for a per-pass plan. */
export function quotaOf(plan: PlanId): { limit: number; window: "day" | "pass" } {
  const generations = PLANS[plan].generations;
  return generations.perDay !== undefined
    ? { limit: generations.perDay, window: "day" }
    : { limit: generations.perPass, window: "pass" };
}

/**
 * The workspace's generations in the current quota window (today in India, or the whole pass)
 * and its plan's limit (the owner's: every member's generations count against it).
 */
export async function getGenerationUsage(deps: Deps, member: Member, now = new Date()) {
  const quota = quotaOf(member.subscriptionStatus);
  const db = deps.database.db;
  const passStart = quota.window === "pass" ? await workspacePassStart(deps, member, now) : undefined;
  const used = await countGenerations(db, member.workspaceId, quota.window, istDate(now), passStart);
  return { used, ...quota };
}

/** The start of the running pass of the workspace's plan: its owner's pass. */
function workspacePassStart(deps: Deps, member: Member, now: Date) {
  return currentPassStart(
    deps.database.db,
    { id: member.workspace.ownerId, subscriptionStatus: member.subscriptionStatus },
    now,
  );
}

function quotaMessage(plan: PlanId, limit: number): Message {
  const key =
    plan === "free"
      ? "errors.captions.quotaFree"
      : plan === "starter"
        ? "errors.captions.quotaPass"
        : "errors.captions.quotaFairUse";
  return { key, values: { limit } };
}

/** What a generation holds once its quota unit is reserved: the pictures and the brand training. */
interface ReservedGeneration {
  /** The generation's id: the answer names it, so a rewrite can (decision 745). */
  id: string;
  pictures: Picture[];
  brand: BrandContext;
  seed: string;
  /** Generations left after this one succeeds. */
  remaining: number;
}

/**
 * Checks the items are the workspace's, reserves one unit of the workspace plan's quota
 * atomically, loads the pictures and the workspace's brand training, runs `work`, and counts
 * the generation only when it succeeds (a failure gives the unit back and turns model errors
 * into the product's messages, one per cause).
 */
export async function withReservedGeneration<T>(
  deps: Deps,
  member: Member,
  request: GenerationRequest,
  work: (
    held: ReservedGeneration,
  ) => Promise<{ value: T; engine: string; first: GeneratedResult; results?: readonly GeneratedResult[] }>,
): Promise<T> {
  const db = deps.database.db;
  const rows = await findContentForGeneration(db, member.workspaceId, request.contentItemIds);
  if (rows.length !== request.contentItemIds.length) throw notFound({ key: "errors.captions.contentNotFound" });
  const ordered = request.contentItemIds.map((id) => rows.find((r) => r.id === id)).filter((r) => r !== undefined);
  const pictured = ordered.filter((r) => r.status === "ready" && r.previewKey);
  if (pictured.length === 0) {
    throw badRequest({ key: "errors.captions.noImages" }, "no_images");
  }
  // Generating from items opens them: their retention clock starts again (decision 573).
  await markContentUsed(
    deps,
    member.workspaceId,
    ordered.map((r) => r.id),
  );

  const reservation = await reserveUnit(deps, member, request.advanced ? "advanced" : "basic", request.language);
  let pictures: Picture[];
  let brand: BrandContext;
  try {
    let bestCaptions: BrandContext["bestCaptions"];
    [brand, pictures, bestCaptions] = await Promise.all([
      brandForGeneration(deps, member.workspaceId, BRAND_EXAMPLES_IN_PROMPT),
      Promise.all(
        pictured.map(async (row) => {
          const stream = await deps.storage.read(row.previewKey as string);
          if (!stream) throw notFound({ key: "errors.captions.photoMissing" });
          return {
            preview: await readAll(stream),
            analysis: row.analyzed ? (row.analysis as unknown as ImageAnalysis) : undefined,
            id: row.id,
            ...(row.fileType === "video" ? { video: await videoPicturesOf(deps, row) } : {}),
          };
        }),
      ),
      // Only a model reads a prompt; the offline writer has no use for them.
      deps.captionModel ? bestCaptionsForPrompt(deps, member.workspaceId, BEST_CAPTIONS_IN_PROMPT) : [],
    ]);
    brand = { ...brand, bestCaptions };
  } catch (error) {
    // The photos or the training could not be read: nothing was written, the unit goes back.
    await deleteReservation(db, reservation.id);
    throw error;
  }
  const { quota } = reservation;
  try {
    const { value, engine, first, results } = await work({
      id: reservation.id,
      pictures,
      brand,
      seed: reservation.id,
      remaining: Math.max(0, quota.limit - reservation.used - 1),
    });
    // The figures the user was shown, with their basis: a post saved with one of them keeps it.
    const estimates = (results ?? []).flatMap((r) =>
      typeof r.engagementPrediction === "number" && r.engagementBasis
        ? [{ prediction: r.engagementPrediction, basis: r.engagementBasis }]
        : [],
    );
    const cap = deps.config.brand.postHashtagCap;
    await markSucceeded(db, reservation.id, {
      engine,
      postHeading: first.postHeading,
      caption: first.caption,
      engagementEstimates: estimates.length ? estimates : null,
      // Kept so that a one-tap rewrite can start from what the user was given (decision 745).
      ...(results
        ? {
            request: {
              contentItemIds: request.contentItemIds,
              language: request.language,
              script: request.script,
              contentField: request.contentField,
              tone: request.toneOfVoice,
              ...(request.note ? { note: request.note } : {}),
              advanced: request.advanced,
            },
            results: results.map((r) => ({ ...r, postHashtags: postHashtags(r, { cap }) })),
          }
        : {}),
    });
    return value;
  } catch (error) {
    // The engine failed: kept as a failure of the configured engine (the unit goes back too).
    await markFailed(db, reservation.id, deps.captionModel?.provider ?? "offline");
    // A model's failure gets the code and message of its cause (decision 744); the model's own
    // words stay in the log (the error handler logs the cause), not the answer.
    throw asGenerationFailure(error, request);
  }
}

/**
 * Reserves one unit of the workspace plan's quota for a generation or a rewrite, atomically
 * under the workspace owner's row lock (decision 007; one lock for every limit of the plan),
 * or refuses with quota_exceeded. The workspace's generations count, whichever member made them.
 */
async function reserveUnit(
  deps: Deps,
  member: Member,
  kind: "basic" | "advanced" | "rewrite",
  language: string,
): Promise<{ id: string; used: number; quota: ReturnType<typeof quotaOf> }> {
  const db = deps.database.db;
  const plan = member.subscriptionStatus;
  const quota = quotaOf(plan);
  const now = new Date();
  const reservation = await reserveGeneration(db, {
    workspaceId: member.workspaceId,
    userId: member.id,
    lockUserId: member.workspace.ownerId,
    kind,
    language,
    istDay: istDate(now),
    limit: quota.limit,
    window: quota.window,
    passStart: quota.window === "pass" ? await workspacePassStart(deps, member, now) : undefined,
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
  return { id: reservation.id, used: reservation.used, quota };
}

/**
 * A one-tap rewrite under the quota (decision 745): one unit reserved atomically like a
 * generation, stored with its result and the request it came from when the work succeeds,
 * given back (kept as a failure) when it fails, with the same failure messages.
 */
export async function withReservedRewrite<T>(
  deps: Deps,
  member: Member,
  target: { language: LanguageCode; script: ScriptMode },
  work: (held: { id: string; remaining: number }) => Promise<{
    value: T;
    engine: string;
    result: GeneratedResult & { postHashtags: string[] };
    request: StoredGenerationRequest;
  }>,
): Promise<T> {
  const db = deps.database.db;
  const reservation = await reserveUnit(deps, member, "rewrite", target.language);
  try {
    const { value, engine, result, request } = await work({
      id: reservation.id,
      remaining: Math.max(0, reservation.quota.limit - reservation.used - 1),
    });
    await markSucceeded(db, reservation.id, {
      engine,
      postHeading: result.postHeading,
      caption: result.caption,
      // A model's figure keeps its basis, as a generation's does (decision 207).
      engagementEstimates:
        typeof result.engagementPrediction === "number" && result.engagementBasis
          ? [{ prediction: result.engagementPrediction, basis: result.engagementBasis }]
          : null,
      request,
      results: [result],
    });
    return value;
  } catch (error) {
    await markFailed(db, reservation.id, deps.captionModel?.provider ?? "offline");
    throw asGenerationFailure(error, target);
  }
}
