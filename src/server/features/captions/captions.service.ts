import type { BrandComparison } from "#contract/brand.ts";
import { brandUse } from "#contract/brand.ts";
import {
  type ContentField,
  DEFAULT_TARGET_AUDIENCE,
  engagementLabel,
  type GeneratedResult,
  type GenerateResponse,
  type ScriptMode,
  type Tone,
} from "#contract/captions.ts";
import { postHashtags } from "#contract/hashtags.ts";
import type { LanguageCode } from "#contract/languages.ts";
import type { Member } from "#server/auth/workspace.ts";
import type { Deps } from "#server/deps.ts";
import { findEngagementBasis, findRecentCaptions, findSucceededGenerations, saveAnalysis } from "./captions.queries.ts";
import { composePost } from "./compose.ts";
import { describePattern, uniquenessAgainst } from "./estimates.ts";
import type { BestCaption, BrandExample, VoiceStyle } from "./prompt.ts";
import { withReservedGeneration } from "./quota.ts";

/**
 * The captions feature's service: generation for a signed-in user (Generate, Advanced), the
 * brand training's before/after, and the captions' part of a data export. Its parts, by
 * responsibility: quota.ts (the plan's quota, reserved per generation, decision 007),
 * compose.ts (the engine: model or offline writer), estimates.ts (uniqueness, pattern and
 * the engagement figure's basis, decision 460).
 */

// What other features use (decision 021: only through this file).
export { composePost } from "./compose.ts";
export { modelFailure } from "./failures.ts";
export { type BestTimeSlots, bestTimeSlots } from "./posting-time.ts";
export { getGenerationUsage } from "./quota.ts";
export { rewritePost } from "./rewrite.ts";

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
  /** The creator's note (issue 26): trimmed, one line, never empty; absent when none was given. */
  note?: string | undefined;
}

/**
 * The workspace's brand training a generation uses: the newest examples and the default voice
 * style, and (for a model) the creator's best-performing captions by real engagement (issue 32).
 */
export interface BrandContext {
  examples: readonly BrandExample[];
  voiceStyle?: VoiceStyle | undefined;
  bestCaptions?: readonly BestCaption[] | undefined;
}

/**
 * Generates a post from items of the member's workspace: checks they are the workspace's,
 * reserves one unit of the workspace plan's quota atomically, runs the configured model (or
 * the offline engine) with the workspace's brand examples and default voice style, validates
 * the result, and counts the generation only when it succeeds.
 */
export async function generatePost(
  deps: Deps,
  member: Member,
  request: GenerationRequest,
  onPartial?: (partial: Record<string, unknown>) => void,
): Promise<GenerateResponse> {
  const db = deps.database.db;
  return withReservedGeneration(deps, member, request, async ({ id, pictures, brand, seed, remaining }) => {
    const { results, fallbackNote, engine, askForNote } = await composePost(deps, {
      pictures,
      request,
      plan: member.subscriptionStatus,
      brand,
      seed,
      onPartial,
      onAnalysed: (id, facts) => saveAnalysis(db, id, { ...facts }),
    });
    if (request.advanced) {
      // The offline writer gives no figures at all (decision 203): no uniqueness either.
      const earlier = engine === "offline" ? [] : await findRecentCaptions(db, member.workspaceId, 20);
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
      generationId: id,
      askForNote,
    };
    return { value, engine, first, results };
  });
}

/**
 * Where a figure saved with a post came from (decision 207): the basis of the same figure in
 * one of the workspace's recent generations, or undefined when no generation gave it.
 */
export function engagementBasisFor(deps: Deps, workspaceId: string, prediction: number): Promise<string | undefined> {
  return findEngagementBasis(deps.database.db, workspaceId, prediction);
}

/**
 * AI Training's before/after (issue 17): the same photo, language and seed written once
 * without and once with the workspace's brand training, by the engine that is configured.
 * Counts as one generation of the workspace.
 */
export async function compareBrandEffect(
  deps: Deps,
  member: Member,
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
  return withReservedGeneration(deps, member, request, async ({ pictures, brand, seed, remaining }) => {
    const write = async (withBrand: boolean) => {
      const { results, engine } = await composePost(deps, {
        pictures,
        request,
        plan: member.subscriptionStatus,
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

/**
 * The captions' part of "download my data": every caption generated in a workspace (a person's
 * own data is their personal workspace's, whose id is theirs; a team's belongs to the team).
 */
export async function exportGeneratedCaptions(deps: Deps, workspace: { id: string }) {
  const rows = await findSucceededGenerations(deps.database.db, workspace.id);
  return rows.map((g) => ({ ...g, createdAt: g.createdAt.toISOString() }));
}
