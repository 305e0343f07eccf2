import {
  BRAND_EXAMPLES_MAX,
  BRAND_HASHTAGS_MAX,
  type BrandExample,
  type CreateBrandExample,
  type CreateVoiceStyle,
  type UpdateVoiceStyle,
  VOICE_STYLES_MAX,
  type VoiceStyle,
} from "#contract/brand.ts";
import { normalizeHashtags } from "#contract/hashtags.ts";
import { requireOwned } from "#server/auth/access.ts";
import { lockUserForQuota } from "#server/db/locks.ts";
import type { Deps } from "#server/deps.ts";
import { conflict, notFound } from "#server/errors.ts";
import {
  type BrandExampleRow,
  clearDefaultVoiceStyle,
  countBrandExamples,
  countVoiceStyles,
  deleteBrandExample as deleteBrandExampleRow,
  deleteVoiceStyle as deleteVoiceStyleRow,
  findBrandExamples,
  findDefaultVoiceStyle,
  findVoiceStyle,
  findVoiceStyles,
  insertBrandExample,
  insertVoiceStyle,
  updateVoiceStyleRow,
  type VoiceStyleRow,
} from "./brand.queries.ts";

export interface BrandUser {
  id: string;
}

const EXAMPLE_NOT_FOUND = "Training data not found.";
const STYLE_NOT_FOUND = "Voice style not found.";

/** The fields of a brand training item that leave the server. */
export function presentBrandExample(row: BrandExampleRow): BrandExample {
  return {
    id: row.id,
    contentType: row.contentType,
    title: row.title,
    content: row.content,
    hashtags: row.hashtags,
    engagement: row.engagement,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The fields of a voice style that leave the server. */
export function presentVoiceStyle(row: VoiceStyleRow): VoiceStyle {
  return {
    id: row.id,
    styleName: row.styleName,
    description: row.description,
    brandVoice: row.brandVoice,
    toneKeywords: row.toneKeywords,
    sampleCaptions: row.sampleCaptions,
    isDefault: row.isDefault,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The user's brand examples, newest first (at most BRAND_EXAMPLES_MAX, so one list). */
export async function listBrandExamples(deps: Deps, user: BrandUser): Promise<BrandExample[]> {
  return (await findBrandExamples(deps.database.db, user.id)).map(presentBrandExample);
}

/**
 * Adds a brand example. The per-user ceiling is counted and taken under a lock on the user's
 * row, so parallel requests cannot pass it.
 */
export async function addBrandExample(deps: Deps, user: BrandUser, input: CreateBrandExample): Promise<BrandExample> {
  const hashtags = normalizeHashtags(input.hashtags ?? [], BRAND_HASHTAGS_MAX);
  const row = await deps.database.db.transaction(async (tx) => {
    await lockUserForQuota(tx, user.id);
    if ((await countBrandExamples(tx, user.id)) >= BRAND_EXAMPLES_MAX) {
      throw conflict(
        `You can keep up to ${BRAND_EXAMPLES_MAX} brand examples. Delete one you no longer need to add another.`,
        "brand_examples_limit",
      );
    }
    return insertBrandExample(tx, {
      userId: user.id,
      contentType: input.contentType,
      title: input.title,
      content: input.content,
      hashtags,
      engagement: input.engagement ?? null,
    });
  });
  return presentBrandExample(row);
}

/** Deletes one of the user's brand examples; another user's is not found. */
export async function deleteBrandExample(deps: Deps, user: BrandUser, id: string): Promise<void> {
  requireOwned(user, await deleteBrandExampleRow(deps.database.db, user.id, id), EXAMPLE_NOT_FOUND);
}

/** The user's voice styles, newest first. */
export async function listVoiceStyles(deps: Deps, user: BrandUser): Promise<VoiceStyle[]> {
  return (await findVoiceStyles(deps.database.db, user.id)).map(presentVoiceStyle);
}

/**
 * Adds a voice style, optionally as the new default (the old default is cleared in the same
 * transaction). The ceiling is checked under the user's row lock, like brand examples.
 */
export async function addVoiceStyle(deps: Deps, user: BrandUser, input: CreateVoiceStyle): Promise<VoiceStyle> {
  const row = await deps.database.db.transaction(async (tx) => {
    await lockUserForQuota(tx, user.id);
    if ((await countVoiceStyles(tx, user.id)) >= VOICE_STYLES_MAX) {
      throw conflict(
        `You can keep up to ${VOICE_STYLES_MAX} voice styles. Delete one you no longer need to add another.`,
        "voice_styles_limit",
      );
    }
    if (input.isDefault) await clearDefaultVoiceStyle(tx, user.id);
    return insertVoiceStyle(tx, {
      userId: user.id,
      styleName: input.styleName,
      description: input.description ?? null,
      brandVoice: input.brandVoice,
      toneKeywords: input.toneKeywords,
      sampleCaptions: input.sampleCaptions,
      isDefault: input.isDefault,
    });
  });
  return presentVoiceStyle(row);
}

/**
 * Changes the given fields of a voice style (PATCH: the others stay). isDefault true makes it
 * the user's one default (the previous default is cleared in the same transaction, under the
 * user's row lock); false leaves the user without one.
 */
export async function updateVoiceStyle(
  deps: Deps,
  user: BrandUser,
  id: string,
  input: UpdateVoiceStyle,
): Promise<VoiceStyle> {
  const row = await deps.database.db.transaction(async (tx) => {
    await lockUserForQuota(tx, user.id);
    requireOwned(user, await findVoiceStyle(tx, user.id, id), STYLE_NOT_FOUND);
    if (input.isDefault) await clearDefaultVoiceStyle(tx, user.id, id);
    return updateVoiceStyleRow(tx, user.id, id, {
      styleName: input.styleName,
      description: input.description,
      brandVoice: input.brandVoice,
      toneKeywords: input.toneKeywords,
      sampleCaptions: input.sampleCaptions,
      isDefault: input.isDefault,
    });
  });
  if (!row) throw notFound(STYLE_NOT_FOUND);
  return presentVoiceStyle(row);
}

/** Deletes one of the user's voice styles; deleting the default leaves none. */
export async function deleteVoiceStyle(deps: Deps, user: BrandUser, id: string): Promise<void> {
  requireOwned(user, await deleteVoiceStyleRow(deps.database.db, user.id, id), STYLE_NOT_FOUND);
}

/** What a generation uses: the newest `exampleCount` examples and the default voice style. */
export async function brandForGeneration(
  deps: Deps,
  userId: string,
  exampleCount: number,
): Promise<{ examples: BrandExampleRow[]; voiceStyle: VoiceStyleRow | undefined }> {
  const db = deps.database.db;
  const [examples, voiceStyle] = await Promise.all([
    findBrandExamples(db, userId, exampleCount),
    findDefaultVoiceStyle(db, userId),
  ]);
  return { examples, voiceStyle };
}

/** Every brand example and voice style of the user, for "download my data". */
export async function exportBrandTraining(deps: Deps, userId: string) {
  const db = deps.database.db;
  const [examples, styles] = await Promise.all([findBrandExamples(db, userId), findVoiceStyles(db, userId)]);
  return { brandTraining: examples.map(presentBrandExample), voiceStyles: styles.map(presentVoiceStyle) };
}
