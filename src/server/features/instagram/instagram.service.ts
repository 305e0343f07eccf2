import { createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import sharp from "sharp";
import type { MessageKey } from "#contract/i18n/en.ts";
import type { InterfaceLanguage } from "#contract/i18n/languages.ts";
import {
  AUTO_PUBLISH_PLANS,
  coverOffsetForVideo,
  type InstagramAccount,
  type Preflight,
  type PublishFit,
  type PublishingQuota,
} from "#contract/instagram.ts";
import { VIDEO_MAX_SECONDS } from "#contract/library-limits.ts";
import type { PlanId } from "#contract/plans.ts";
import type { Post } from "#contract/posts.ts";
import { instagramRoutes as instagramRouteDeclarations } from "#contract/route-table.ts";
import { roleAtLeast } from "#contract/workspaces.ts";
import { type InstagramApi, InstagramApiError } from "#server/adapters/instagram/index.ts";
import { accountRefusal } from "#server/auth/account-state.ts";
import { findMembership } from "#server/auth/workspace.queries.ts";
import { type Member, TEAM_PLAN } from "#server/auth/workspace.ts";
import type { SessionRow } from "#server/db/schema/users.ts";
import type { Deps } from "#server/deps.ts";
import {
  badRequest,
  conflict,
  notFound,
  paymentRequired,
  serviceUnavailable,
  unprocessable,
  validate,
} from "#server/errors.ts";
import { istMoment, type Message, readStored, recipientLanguage, storedTextIn, translate } from "#server/i18n.ts";
import { findLiveUser } from "../accounts/accounts.service.ts";
import { getOwnedItems, readOriginalPhoto } from "../library/library.service.ts";
import { getOwnPostRow, retryPublish, setAutoPublish } from "../posts/posts.service.ts";
import { resumeInsightReadings } from "./insights.ts";

// The imported posts leave with "Download my data" and the team's export.
export { exportImportedPosts } from "./import.ts";

import { reconnectMail } from "./instagram.mail.ts";
import {
  deleteAccount,
  deleteExpiredOauthStates,
  findAccount,
  findAccountsToRefresh,
  findAutoPublishTimesBetween,
  findExpiredAccounts,
  findWorkspaceOwner,
  type InstagramAccountRow,
  insertOauthState,
  markNeedsReconnect,
  saveRefreshedToken,
  takeOauthState,
  upsertAccount,
} from "./instagram.queries.ts";
import { preflightPost, prepareImage, UnfixablePhoto } from "./preflight.ts";
import { createTokenCipher, type TokenCipher, tokenKeyFor } from "./tokens.ts";

// Parts of the feature other features use (decision 021: only through this file).
export { engagementRate, seventyTwoHourRates } from "./insights.ts";
export { adminResultsTotals, bestCaptionsForPrompt, getResultsBreakdown } from "./results.ts";

export const JOB_INSTAGRAM_REFRESH = "instagram.refresh-tokens";
export const CALLBACK_PATH = instagramRouteDeclarations.callback.path;
const STATE_TTL_MS = 10 * 60 * 1000;
/** Refresh a long-lived token when fewer than this many days of its 60 are left. */
const REFRESH_WHEN_DAYS_LEFT = 15;
const DAY_MS = 24 * 60 * 60 * 1000;
/** The workspace's copy of its account's profile picture (one connection per workspace). */
const pictureKey = (workspaceId: string) => `instagram/avatars/${workspaceId}.jpg`;

const ciphers = new WeakMap<Deps, TokenCipher>();
/** The token cipher of these deps (its key from configuration, or derived in sandbox mode). */
export function tokenCipher(deps: Deps): TokenCipher {
  let cipher = ciphers.get(deps);
  if (!cipher) {
    cipher = createTokenCipher(tokenKeyFor(deps.config.instagram.tokenKey, deps.appSecret));
    ciphers.set(deps, cipher);
  }
  return cipher;
}

export const planAllowsAutoPublish = (plan: PlanId) => (AUTO_PUBLISH_PLANS as readonly string[]).includes(plan);

/**
 * The plan a workspace publishes under, for work that starts from a row rather than a request
 * (the publishing job): its owner's; none when the owner can no longer act, or for a team whose
 * owner's Business pass ended (a lapsed team publishes nothing, decision 760).
 */
export async function workspacePlan(deps: Deps, workspaceId: string): Promise<PlanId> {
  const owner = await findWorkspaceOwner(deps.database.db, workspaceId);
  if (!owner || accountRefusal(owner)) return "free";
  if (owner.kind === "team" && owner.subscriptionStatus !== TEAM_PLAN) return "free";
  return owner.subscriptionStatus;
}

/** The 409 of an account Instagram wants connected again, with its stored reason when there is one. */
export const reconnectFirst = (reason: string | null | undefined): Message =>
  reason?.trim()
    ? { key: "errors.instagram.reconnectFirstBecause", values: { reason: readStored(reason.trim()) } }
    : { key: "errors.instagram.reconnectFirst" };

export function requireInstagram(deps: Deps): InstagramApi {
  if (!deps.instagram) {
    throw serviceUnavailable({ key: "errors.instagram.unavailable" }, "instagram_unavailable");
  }
  return deps.instagram;
}

/** The workspace's plan (its owner's) must include automatic publishing (and with it the connection and imports). */
export function requireInstagramPlan(member: Member) {
  if (!planAllowsAutoPublish(member.subscriptionStatus)) {
    throw paymentRequired({ key: "errors.instagram.planRequired" }, "plan_required", {
      details: { upgradeRequired: true },
    });
  }
}

const redirectUri = (deps: Deps) => `${deps.config.publicUrl}${CALLBACK_PATH}`;
const sessionBinding = (session: SessionRow) =>
  createHash("sha256").update(`instagram-state\n${session.id}`).digest("hex");
const stateSignature = (deps: Deps, nonce: string, session: SessionRow) =>
  createHmac("sha256", deps.appSecret).update(`instagram-state\n${nonce}\n${session.id}`).digest("base64url");

/**
 * Starts Instagram Login for the member's workspace: a single-use `state` bound to this session
 * (its nonce stored with a hash of the session id and the workspace it connects, signed with the
 * app secret over nonce and session) and the consent URL.
 */
export async function startConnect(deps: Deps, member: Member, session: SessionRow): Promise<{ url: string }> {
  const api = requireInstagram(deps);
  requireInstagramPlan(member);
  const nonce = randomBytes(24).toString("base64url");
  await deleteExpiredOauthStates(deps.database.db);
  await insertOauthState(deps.database.db, {
    nonce,
    userId: member.id,
    workspaceId: member.workspaceId,
    sessionBinding: sessionBinding(session),
    expiresAt: new Date(Date.now() + STATE_TTL_MS),
  });
  const state = `${nonce}.${stateSignature(deps, nonce, session)}`;
  return { url: api.authorizeUrl({ state, redirectUri: redirectUri(deps) }) };
}

/** Why a callback was not accepted, as the account page explains it (?instagram=<outcome>). */
export type ConnectOutcome = "connected" | "denied" | "expired" | "invalid" | "failed" | "plan";

/**
 * The caller's role and the plan of the workspace a login was started in: the active one's when
 * it is still that workspace, else read again (the session switched workspace meanwhile), so the
 * callback is judged by the workspace it connects. Undefined when no longer a member.
 */
async function standingIn(
  deps: Deps,
  member: Member,
  workspaceId: string,
): Promise<{ role: Member["role"]; plan: PlanId } | undefined> {
  if (workspaceId === member.workspaceId) return { role: member.role, plan: member.subscriptionStatus };
  const found = await findMembership(deps.database.db, workspaceId, member.id);
  if (!found) return undefined;
  return { role: found.workspace.role, plan: await workspacePlan(deps, workspaceId) };
}

/**
 * Instagram's redirect back: the state must be signed for this session, unused, unexpired and
 * the same user's, who may still connect Instagram for the workspace that started it (a manager
 * or the owner, under a plan with automatic publishing); then code → short token → long-lived
 * token → profile, stored encrypted as that workspace's connection.
 */
export async function finishConnect(
  deps: Deps,
  member: Member,
  session: SessionRow,
  query: { code?: string | undefined; state?: string | undefined; error?: string | undefined },
): Promise<ConnectOutcome> {
  const api = requireInstagram(deps);
  const [nonce, signature] = (query.state ?? "").split(".");
  if (!nonce || !signature) return "invalid";
  const expected = Buffer.from(stateSignature(deps, nonce, session));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return "invalid";
  const stored = await takeOauthState(deps.database.db, nonce);
  if (!stored || stored.userId !== member.id || stored.sessionBinding !== sessionBinding(session)) return "invalid";
  if (stored.expiresAt.getTime() < Date.now()) return "expired";
  if (query.error || !query.code) return "denied";
  const { workspaceId } = stored;
  const standing = await standingIn(deps, member, workspaceId);
  if (!standing || !roleAtLeast(standing.role, "manager")) return "invalid";
  if (!planAllowsAutoPublish(standing.plan)) return "plan";
  try {
    const short = await api.exchangeCode({ code: query.code, redirectUri: redirectUri(deps), forUser: member.id });
    const long = await api.longLivedToken(short.accessToken);
    const profile = await api.profile(long.accessToken);
    await upsertAccount(deps.database.db, {
      workspaceId,
      userId: member.id,
      provider: api.kind,
      igUserId: profile.id,
      username: profile.username,
      name: profile.name,
      accountType: profile.accountType,
      profilePictureUrl: profile.profilePictureUrl,
      // Bound to the workspace's row: copied onto another workspace's, it does not decrypt.
      tokenCiphertext: tokenCipher(deps).encrypt(long.accessToken, workspaceId),
      tokenExpiresAt: long.expiresAt,
      tokenRefreshedAt: new Date(),
    });
    await storeProfilePicture(deps, workspaceId, api, profile.profilePictureUrl);
    // Readings that stopped for the login or the insights permission start again (decision 770).
    await resumeInsightReadings(deps, workspaceId);
    return "connected";
  } catch (error) {
    if (error instanceof InstagramApiError) return error.kind === "auth" ? "denied" : "failed";
    throw error;
  }
}

/** Keeps a small copy of the profile picture (Instagram's picture links expire and are off-site). */
async function storeProfilePicture(deps: Deps, workspaceId: string, api: InstagramApi, url: string | null) {
  try {
    let source: Buffer | undefined;
    if (api.kind === "sandbox") {
      source = Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" width="160" height="160"><rect width="160" height="160" fill="#db2777"/><circle cx="80" cy="64" r="30" fill="#fff"/><rect x="36" y="104" width="88" height="40" rx="20" fill="#fff"/></svg>',
      );
    } else if (url) {
      const response = await fetch(url, { signal: AbortSignal.timeout(10_000) });
      const length = Number(response.headers.get("content-length") ?? 0);
      if (response.ok && length <= 5 * 1024 * 1024) source = Buffer.from(await response.arrayBuffer());
    }
    if (!source || source.length > 5 * 1024 * 1024) {
      await deps.storage.delete([pictureKey(workspaceId)]);
      return;
    }
    const jpeg = await sharp(source, { limitInputPixels: 25_000_000 })
      .resize(160, 160, { fit: "cover" })
      .jpeg({ quality: 85 })
      .toBuffer();
    await deps.storage.put(pictureKey(workspaceId), jpeg, "image/jpeg");
  } catch {
    // No picture is fine: the account page shows the initial instead.
  }
}

/** The profile picture of the workspace's connected account. */
export async function readProfilePicture(deps: Deps, member: Member) {
  const account = await findAccount(deps.database.db, member.workspaceId);
  const stream = account ? await deps.storage.read(pictureKey(member.workspaceId)) : undefined;
  if (!stream) throw notFound({ key: "errors.instagram.noPicture" });
  return stream;
}

function presentAccount(
  row: InstagramAccountRow,
  language: InterfaceLanguage,
): NonNullable<InstagramAccount["account"]> {
  return {
    username: row.username,
    name: row.name,
    pictureUrl: `/api/instagram/account/picture?v=${row.updatedAt.getTime()}`,
    connectedAt: row.connectedAt.toISOString(),
    tokenExpiresAt: row.tokenExpiresAt.toISOString(),
    needsReconnect: row.needsReconnectAt !== null,
    reconnectReason: reconnectReasonIn(language, row.reconnectReason),
    insightsPermissionMissing: row.insightsDeniedAt !== null,
  };
}

/** The account card: the workspace's connection, and whether its plan allows one. */
export async function getInstagramAccount(
  deps: Deps,
  member: Member,
  language: InterfaceLanguage = "en",
): Promise<InstagramAccount> {
  const row = await findAccount(deps.database.db, member.workspaceId);
  return {
    available: deps.instagram !== undefined,
    provider: deps.instagram?.kind ?? null,
    planAllows: planAllowsAutoPublish(member.subscriptionStatus),
    account: row ? presentAccount(row, language) : null,
  };
}

/** Disconnect: the workspace's account row and its encrypted token are deleted, and the picture copy. */
export async function disconnectInstagram(deps: Deps, member: Member): Promise<void> {
  if (!(await deleteAccount(deps.database.db, member.workspaceId))) {
    throw notFound({ key: "errors.instagram.notConnected" });
  }
  await deps.storage.delete([pictureKey(member.workspaceId)]);
}

/** The workspace's account and its decrypted token, for publishing; undefined when none is connected. */
export async function accountWithToken(deps: Deps, workspaceId: string) {
  const row = await findAccount(deps.database.db, workspaceId);
  if (!row) return undefined;
  return { row, token: tokenCipher(deps).decrypt(row.tokenCiphertext, row.workspaceId) };
}

/**
 * Why Instagram refused access, as the catalogue key stored on the account (decision 809): each
 * reader sees it in their language (`reconnectReasonIn`).
 */
export function reconnectReasonFor(error: InstagramApiError): MessageKey {
  return error.kind === "auth" ? "reasons.instagram.loginExpired" : "reasons.instagram.noPermission";
}

/**
 * A stored reconnect reason in a reader's language: a catalogue key (rows since decision 809),
 * or the English sentence an older row or another caller stored, as it is.
 */
export function reconnectReasonIn(language: InterfaceLanguage, stored: string): string;
export function reconnectReasonIn(language: InterfaceLanguage, stored: string | null): string | null;
export function reconnectReasonIn(language: InterfaceLanguage, stored: string | null): string | null {
  return stored === null ? null : storedTextIn(language, stored);
}

/**
 * Who is asked to connect a workspace's account again: whoever connected it while they still
 * may (its owner or a manager); else — they left the team or lost the role — the owner.
 */
async function reconnectRecipient(deps: Deps, row: InstagramAccountRow): Promise<string | undefined> {
  const connector = await findMembership(deps.database.db, row.workspaceId, row.userId);
  if (connector && roleAtLeast(connector.workspace.role, "manager")) return row.userId;
  return (await findWorkspaceOwner(deps.database.db, row.workspaceId))?.id;
}

/**
 * Stops publishing for the workspace's account until someone connects it again; e-mails the
 * person who connected it (or the owner, when that person no longer may), once.
 */
export async function requireReconnect(
  deps: Deps,
  workspaceId: string,
  reason: string,
  postTitle?: string,
): Promise<void> {
  const row = await findAccount(deps.database.db, workspaceId);
  if (!row || !(await markNeedsReconnect(deps.database.db, workspaceId, reason))) return;
  const recipient = await reconnectRecipient(deps, row);
  const user = recipient ? await findLiveUser(deps, recipient) : undefined;
  if (!user) return;
  const language = recipientLanguage(user.interfaceLanguage);
  await deps.mailer.send(
    reconnectMail(deps.config, {
      to: user.email,
      firstName: user.firstName,
      username: row.username,
      reason: reconnectReasonIn(language, reason),
      language,
      ...(postTitle ? { postTitle } : {}),
    }),
  );
}

/**
 * Background (daily): long-lived tokens with fewer than 15 of their 60 days left are
 * refreshed; a refused refresh, or a token already expired, asks the creator to reconnect.
 */
export async function refreshInstagramTokens(deps: Deps, now = new Date()): Promise<{ refreshed: number }> {
  const api = deps.instagram;
  if (!api) return { refreshed: 0 };
  const db = deps.database.db;
  let refreshed = 0;
  for (const row of await findExpiredAccounts(db)) {
    await requireReconnect(deps, row.workspaceId, "reasons.instagram.loginRanOut");
  }
  for (const row of await findAccountsToRefresh(db, new Date(now.getTime() + REFRESH_WHEN_DAYS_LEFT * DAY_MS))) {
    if (row.provider !== api.kind) continue;
    try {
      const token = await api.refreshToken(tokenCipher(deps).decrypt(row.tokenCiphertext, row.workspaceId));
      await saveRefreshedToken(
        db,
        row.workspaceId,
        tokenCipher(deps).encrypt(token.accessToken, row.workspaceId),
        token.expiresAt,
      );
      refreshed++;
    } catch (error) {
      if (error instanceof InstagramApiError && (error.kind === "auth" || error.kind === "permission")) {
        await requireReconnect(deps, row.workspaceId, reconnectReasonFor(error));
      } else if (!(error instanceof InstagramApiError)) {
        throw error;
      }
      // Anything else passes: tomorrow's run tries again, with days to spare.
    }
  }
  return { refreshed };
}

// ---- Pre-flight, the "Publish automatically" switch, retry and the publishing quota. ----

/** Checks the workspace's photos and text against Instagram's limits, with the fix each photo would get. */
export async function preflightForItems(
  deps: Deps,
  member: Member,
  input: { contentItemIds: string[]; title: string; caption: string; hashtags: string; fit: PublishFit },
  language: InterfaceLanguage = "en",
): Promise<Preflight> {
  const items = await getOwnedItems(deps, member, input.contentItemIds);
  return preflightPost({
    items,
    missing: input.contentItemIds.length - items.length,
    title: input.title,
    caption: input.caption,
    hashtags: input.hashtags,
    fit: input.fit,
    read: (id) => readOriginalPhoto(deps, member, id),
    previewUrl: (id) => `/api/instagram/preflight/image?item=${id}&fit=${input.fit}`,
    language,
  });
}

/** One photo exactly as it would be sent to Instagram (the preview of the fix). */
export async function preflightImage(deps: Deps, member: Member, itemId: string, fit: PublishFit): Promise<Buffer> {
  try {
    return (await prepareImage(await readOriginalPhoto(deps, member, itemId), fit)).data;
  } catch (error) {
    if (error instanceof UnfixablePhoto) throw unprocessable(error.text, "unfixable_photo");
    throw error;
  }
}

/**
 * A post of the member's workspace; a post of another workspace is not found, like a missing one
 * (the workspace's Instagram account publishes only the workspace's posts).
 */
async function getWorkspacePost(deps: Deps, member: Member, postId: string) {
  const post = await getOwnPostRow(deps, member, postId);
  if (post.workspaceId !== member.workspaceId) throw notFound({ key: "errors.posts.notFound" });
  return post;
}

/** A Reel's chosen cover must be a moment of its video (the contract's rule with the video's length, decision 801). */
async function requireCoverInVideo(
  deps: Deps,
  member: Member,
  contentItemIds: string[],
  coverOffsetMs: number | null | undefined,
) {
  if (coverOffsetMs === undefined || coverOffsetMs === null) return;
  const [video, ...others] = await getOwnedItems(deps, member, contentItemIds);
  if (video?.fileType !== "video" || others.length > 0) {
    throw badRequest({ key: "errors.instagram.coverOnlyReel" });
  }
  // A video whose length could not be read takes any moment within the product's limit.
  validate(coverOffsetForVideo(video.durationSeconds ?? VIDEO_MAX_SECONDS), coverOffsetMs);
}

/**
 * "Publish automatically" on or off for a scheduled post of the workspace. On needs the
 * workspace's plan, its connected account working, and a pre-flight that passes (a photo that
 * cannot be fixed is reported now, with each photo's reason, not at publishing time).
 */
export async function setPostAutoPublish(
  deps: Deps,
  member: Member,
  postId: string,
  input: { enabled: boolean; fit: PublishFit; shareToFeed: boolean; coverOffsetMs?: number | null | undefined },
  language: InterfaceLanguage = "en",
): Promise<{ post: Post; preflight: Preflight | null }> {
  if (!input.enabled) {
    await getWorkspacePost(deps, member, postId);
    return { post: await setAutoPublish(deps, member, postId, "instagram", input), preflight: null };
  }
  requireInstagram(deps);
  requireInstagramPlan(member);
  const account = await findAccount(deps.database.db, member.workspaceId);
  if (!account) {
    throw conflict({ key: "errors.instagram.connectFirst" }, "instagram_not_connected");
  }
  if (account.needsReconnectAt) {
    throw conflict(reconnectFirst(account.reconnectReason), "instagram_reconnect");
  }
  const post = await getWorkspacePost(deps, member, postId);
  await requireCoverInVideo(deps, member, post.contentItemIds, input.coverOffsetMs);
  if (post.status === "scheduled" && post.scheduledAt && !publishesToInstagram(post)) {
    await requirePublishingRoom(deps, member.workspaceId, postId, post.scheduledAt);
  }
  const preflight = await preflightForItems(
    deps,
    member,
    {
      contentItemIds: post.contentItemIds,
      title: post.title,
      caption: post.caption,
      hashtags: post.hashtags,
      fit: input.fit,
    },
    language,
  );
  if (!preflight.ok) {
    const reasons = [
      ...preflight.problems,
      ...preflight.items.filter((i) => !i.fixable).map((i) => `${i.name}: ${i.reason ?? "cannot be fixed"}`),
    ];
    throw unprocessable(
      { key: "errors.instagram.preflightFailed", values: { reasons: reasons.join(" ") } },
      "preflight_failed",
      {
        details: { preflight },
      },
    );
  }
  return { post: await setAutoPublish(deps, member, postId, "instagram", input), preflight };
}

/** Retry of a workspace post that failed to publish. */
export async function retryPostPublish(deps: Deps, member: Member, postId: string): Promise<Post> {
  await getWorkspacePost(deps, member, postId);
  return retryPublish(deps, member, postId, "instagram");
}

/**
 * How many posts the workspace's account may still publish in Instagram's rolling 24 hours, as
 * Instagram says now.
 */
export async function publishingQuota(
  deps: Deps,
  member: Member,
  language: InterfaceLanguage = "en",
): Promise<PublishingQuota> {
  const api = requireInstagram(deps);
  const account = await accountWithToken(deps, member.workspaceId);
  if (!account) throw notFound({ key: "errors.instagram.notConnected" });
  try {
    const { used, total } = await api.publishingLimit(account.token, account.row.igUserId);
    return { used, total, left: Math.max(0, total - used), problem: null };
  } catch (error) {
    if (error instanceof InstagramApiError && (error.kind === "auth" || error.kind === "permission")) {
      const reason = reconnectReasonFor(error);
      await requireReconnect(deps, member.workspaceId, reason);
      const problem = translate(language, {
        key: "instagramImport.reconnectBecause",
        values: { reason: reconnectReasonIn(language, reason) },
      });
      return { used: null, total: null, left: null, problem };
    }
    if (error instanceof InstagramApiError) {
      const problem = translate(language, { key: "instagramQuota.unknown" });
      return { used: null, total: null, left: null, problem };
    }
    throw error;
  }
}

/**
 * The most of `times` (with `at` among them) that fall in one 24-hour stretch containing `at`:
 * Instagram's limit is over any rolling 24 hours, so each stretch that holds `at` is tried.
 */
export function busiestDayAround(at: Date, times: Date[]): number {
  const all = [...times.map((t) => t.getTime()), at.getTime()].sort((a, b) => a - b);
  let most = 0;
  for (const start of all) {
    if (start > at.getTime() || start + DAY_MS <= at.getTime()) continue;
    most = Math.max(most, all.filter((t) => t >= start && t < start + DAY_MS).length);
  }
  return most;
}

/**
 * A post publishing automatically at `at` must fit the account's publishing limit, which
 * Instagram counts over any rolling 24 hours (issue 31): scheduling or moving it is refused when
 * a 24 hours around `at` would then hold more of the workspace's automatic posts than the limit
 * Instagram states for the account now. Without a connected account, or when Instagram does not
 * answer, the publishing job's own check at the time stands (it waits and tries again).
 */
export async function requirePublishingRoom(deps: Deps, workspaceId: string, postId: string, at: Date): Promise<void> {
  if (!deps.instagram) return;
  const account = await accountWithToken(deps, workspaceId);
  if (!account || account.row.needsReconnectAt) return;
  let total: number;
  try {
    total = (await deps.instagram.publishingLimit(account.token, account.row.igUserId)).total;
  } catch (error) {
    if (error instanceof InstagramApiError) return;
    throw error;
  }
  const near = await findAutoPublishTimesBetween(
    deps.database.db,
    workspaceId,
    postId,
    new Date(at.getTime() - DAY_MS),
    new Date(at.getTime() + DAY_MS),
  );
  const busiest = busiestDayAround(at, near);
  if (busiest > total) {
    throw conflict(
      {
        key: "errors.instagram.publishingQuota",
        values: { username: account.row.username, total, near: busiest - 1, when: istMoment(at) },
      },
      "publishing_quota",
      { details: { total, alreadyNear: busiest - 1 } },
    );
  }
}

/** Whether a post is set to go out on Instagram by itself (its publication is not off or done). */
export const publishesToInstagram = (post: { publications: { destination: string; state: string }[] }) =>
  post.publications.some(
    (p) =>
      p.destination === "instagram" && (p.state === "scheduled" || p.state === "publishing" || p.state === "failed"),
  );
