import {
  BRAND_EXAMPLES_MAX,
  BRAND_HASHTAGS_MAX,
  BRAND_TITLE_MAX_CHARS,
  type BrandExample,
  type CreateBrandExample,
  type CreateVoiceStyle,
  type ExampleFromPost,
  type UpdateVoiceStyle,
  VOICE_STYLES_MAX,
  type VoiceStyle,
} from "#contract/brand.ts";
import { normalizeHashtags } from "#contract/hashtags.ts";
import type { InterfaceLanguage } from "#contract/i18n/languages.ts";
import { type PostResults, resultsEngagement } from "#contract/insights.ts";
import { requireInWorkspace } from "#server/auth/access.ts";
import type { Member } from "#server/auth/workspace.ts";
import { lockUserForQuota } from "#server/db/locks.ts";
import type { Deps } from "#server/deps.ts";
import { conflict, notFound } from "#server/errors.ts";
import { getPost } from "#server/features/posts/posts.service.ts";
import { type Message, translate } from "#server/i18n.ts";
import {
  type BrandExampleRow,
  clearDefaultVoiceStyle,
  countBrandExamples,
  countVoiceStyles,
  deleteBrandExample as deleteBrandExampleRow,
  deleteVoiceStyle as deleteVoiceStyleRow,
  findBrandExamples,
  findDefaultVoiceStyle,
  findExampleFromPost,
  findVoiceStyle,
  findVoiceStyles,
  insertBrandExample,
  insertExampleFromPost,
  insertVoiceStyle,
  updateVoiceStyleRow,
  type VoiceStyleRow,
} from "./brand.queries.ts";

const EXAMPLE_NOT_FOUND = "Training data not found.";
const STYLE_NOT_FOUND: Message = { key: "errors.brand.styleNotFound" };

/** The fields of a brand training item that leave the server. */
export function presentBrandExample(row: BrandExampleRow): BrandExample {
  return {
    id: row.id,
    contentType: row.contentType,
    title: row.title,
    content: row.content,
    hashtags: row.hashtags,
    engagement: row.engagement,
    engagementBasis: row.engagementBasis,
    sourcePostId: row.sourcePostId,
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

/** The workspace's brand examples, newest first (at most BRAND_EXAMPLES_MAX, so one list). */
export async function listBrandExamples(deps: Deps, member: Member): Promise<BrandExample[]> {
  return (await findBrandExamples(deps.database.db, member.workspaceId)).map(presentBrandExample);
}

/**
 * Adds a brand example to the workspace's brand kit. The per-workspace ceiling is counted and
 * taken under a lock on the workspace owner's row, so parallel requests of any members cannot
 * pass it.
 */
export async function addBrandExample(deps: Deps, member: Member, input: CreateBrandExample): Promise<BrandExample> {
  const hashtags = normalizeHashtags(input.hashtags ?? [], BRAND_HASHTAGS_MAX);
  const row = await deps.database.db.transaction(async (tx) => {
    await lockUserForQuota(tx, member.workspace.ownerId);
    if ((await countBrandExamples(tx, member.workspaceId)) >= BRAND_EXAMPLES_MAX) {
      throw conflict(
        { key: "errors.brand.examplesLimit", values: { max: BRAND_EXAMPLES_MAX } },
        "brand_examples_limit",
      );
    }
    return insertBrandExample(tx, {
      workspaceId: member.workspaceId,
      userId: member.id,
      contentType: input.contentType,
      title: input.title,
      content: input.content,
      hashtags,
      engagement: input.engagement ?? null,
    });
  });
  return presentBrandExample(row);
}

const IST_DAY = new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "short", timeZone: "Asia/Kolkata" });
const figure = (n: number) => n.toLocaleString("en-IN");

/**
 * The basis of an example's figure, in words: whose figures ("Instagram", or the sandbox's
 * made-up ones), each figure given, and the IST day they were read, e.g.
 * "Instagram: 1,180 likes, 64 comments, 20 saves, 3 shares (1,267 interactions), reach 9,400, as of 27 Nov".
 */
export function resultsBasis(results: PostResults, engagement: number): string {
  const source = results.source === "sandbox" ? "Sandbox (made-up figures, not Instagram's)" : "Instagram";
  const named = [
    [results.likes, "like", "likes"],
    [results.comments, "comment", "comments"],
    [results.saves, "save", "saves"],
    [results.shares, "share", "shares"],
  ] as const;
  const parts = named.flatMap(([n, one, many]) => (n === null ? [] : [`${figure(n)} ${n === 1 ? one : many}`]));
  const total = results.totalInteractions === null ? "" : ` (${figure(engagement)} interactions)`;
  const reach = results.reach === null ? "" : `, reach ${figure(results.reach)}`;
  return `${source}: ${parts.join(", ")}${total}${reach}, as of ${IST_DAY.format(new Date(results.fetchedAt))}`;
}

/**
 * "Use as example" (issue 32): one of the workspace's posted posts with results becomes an
 * example post in its AI Training, with its caption, hashtags and real engagement (its latest
 * reading, the basis stated). Once per post: a second tap, by any member, returns the example
 * already there and adds nothing (the unique index on (workspace, post) also holds against two
 * taps at once). Another workspace's post is not found.
 */
export async function addExampleFromPost(
  deps: Deps,
  member: Member,
  postId: string,
  language: InterfaceLanguage = "en",
): Promise<ExampleFromPost> {
  const post = await getPost(deps, member, postId);
  const existing = await findExampleFromPost(deps.database.db, member.workspaceId, post.id);
  if (existing) return alreadyThere(existing, language);
  if (post.status !== "posted" || !post.results) {
    throw conflict({ key: "errors.brand.onlyPostedWithResults" }, "no_results");
  }
  const engagement = resultsEngagement(post.results);
  if (engagement === null) {
    throw conflict({ key: "errors.brand.noFiguresYet" }, "no_results");
  }
  if (post.caption.trim() === "") {
    throw conflict({ key: "errors.brand.noCaption" }, "no_caption");
  }
  const basis = resultsBasis(post.results, engagement);
  const title = (post.title.trim() || `Post published ${IST_DAY.format(new Date(post.postedAt ?? post.createdAt))}`)
    .slice(0, BRAND_TITLE_MAX_CHARS)
    .trim();
  const row = await deps.database.db.transaction(async (tx) => {
    await lockUserForQuota(tx, member.workspace.ownerId);
    const there = await findExampleFromPost(tx, member.workspaceId, post.id);
    if (there) return { row: there, added: false };
    if ((await countBrandExamples(tx, member.workspaceId)) >= BRAND_EXAMPLES_MAX) {
      throw conflict(
        { key: "errors.brand.examplesLimit", values: { max: BRAND_EXAMPLES_MAX } },
        "brand_examples_limit",
      );
    }
    const inserted = await insertExampleFromPost(tx, {
      workspaceId: member.workspaceId,
      userId: member.id,
      contentType: "example_post",
      title,
      content: post.caption,
      hashtags: normalizeHashtags(post.hashtags, BRAND_HASHTAGS_MAX),
      engagement,
      engagementBasis: basis,
      sourcePostId: post.id,
    });
    return inserted ? { row: inserted, added: true } : undefined;
  });
  if (!row) {
    const raced = await findExampleFromPost(deps.database.db, member.workspaceId, post.id);
    if (!raced) throw notFound({ key: "errors.posts.notFound" });
    return alreadyThere(raced, language);
  }
  if (!row.added) return alreadyThere(row.row, language);
  return {
    example: presentBrandExample(row.row),
    added: true,
    message: translate(language, { key: "brandExample.added" }),
  };
}

const alreadyThere = (row: BrandExampleRow, language: InterfaceLanguage): ExampleFromPost => ({
  example: presentBrandExample(row),
  added: false,
  message: translate(language, { key: "brandExample.alreadyThere" }),
});

/** Deletes one of the workspace's brand examples; another workspace's is not found. */
export async function deleteBrandExample(deps: Deps, member: Member, id: string): Promise<void> {
  requireInWorkspace(member, await deleteBrandExampleRow(deps.database.db, member.workspaceId, id), EXAMPLE_NOT_FOUND);
}

/** The workspace's voice styles, newest first. */
export async function listVoiceStyles(deps: Deps, member: Member): Promise<VoiceStyle[]> {
  return (await findVoiceStyles(deps.database.db, member.workspaceId)).map(presentVoiceStyle);
}

/**
 * Adds a voice style to the workspace, optionally as its new default (the old default is
 * cleared in the same transaction). The ceiling and the one default are checked under the
 * workspace owner's row lock, like brand examples.
 */
export async function addVoiceStyle(deps: Deps, member: Member, input: CreateVoiceStyle): Promise<VoiceStyle> {
  const row = await deps.database.db.transaction(async (tx) => {
    await lockUserForQuota(tx, member.workspace.ownerId);
    if ((await countVoiceStyles(tx, member.workspaceId)) >= VOICE_STYLES_MAX) {
      throw conflict({ key: "errors.brand.voiceStylesLimit", values: { max: VOICE_STYLES_MAX } }, "voice_styles_limit");
    }
    if (input.isDefault) await clearDefaultVoiceStyle(tx, member.workspaceId);
    return insertVoiceStyle(tx, {
      workspaceId: member.workspaceId,
      userId: member.id,
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
 * Changes the given fields of a voice style of the workspace (PATCH: the others stay).
 * isDefault true makes it the workspace's one default (the previous default is cleared in the
 * same transaction, under the workspace owner's row lock); false leaves the workspace without one.
 */
export async function updateVoiceStyle(
  deps: Deps,
  member: Member,
  id: string,
  input: UpdateVoiceStyle,
): Promise<VoiceStyle> {
  const row = await deps.database.db.transaction(async (tx) => {
    await lockUserForQuota(tx, member.workspace.ownerId);
    requireInWorkspace(member, await findVoiceStyle(tx, member.workspaceId, id), STYLE_NOT_FOUND);
    if (input.isDefault) await clearDefaultVoiceStyle(tx, member.workspaceId, id);
    return updateVoiceStyleRow(tx, member.workspaceId, id, {
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

/** Deletes one of the workspace's voice styles; deleting the default leaves none. */
export async function deleteVoiceStyle(deps: Deps, member: Member, id: string): Promise<void> {
  requireInWorkspace(member, await deleteVoiceStyleRow(deps.database.db, member.workspaceId, id), STYLE_NOT_FOUND);
}

/** What a generation in a workspace uses: its newest `exampleCount` examples and its default voice style. */
export async function brandForGeneration(
  deps: Deps,
  workspaceId: string,
  exampleCount: number,
): Promise<{ examples: BrandExampleRow[]; voiceStyle: VoiceStyleRow | undefined }> {
  const db = deps.database.db;
  const [examples, voiceStyle] = await Promise.all([
    findBrandExamples(db, workspaceId, exampleCount),
    findDefaultVoiceStyle(db, workspaceId),
  ]);
  return { examples, voiceStyle };
}

/**
 * Every brand example and voice style of a workspace, for "download my data" (a person's own
 * data is their personal workspace's, whose id is theirs; a team's belongs to the team).
 */
export async function exportBrandTraining(deps: Deps, workspaceId: string) {
  const db = deps.database.db;
  const [examples, styles] = await Promise.all([findBrandExamples(db, workspaceId), findVoiceStyles(db, workspaceId)]);
  return { brandTraining: examples.map(presentBrandExample), voiceStyles: styles.map(presentVoiceStyle) };
}
