import type { InterfaceLanguage } from "#contract/i18n/languages.ts";
import {
  IMPORT_MEDIA_LIMIT,
  IMPORT_MIN_INTERVAL_MINUTES,
  type ImportedPost,
  type ImportOutcome,
  type InstagramImport,
} from "#contract/insights.ts";
import {
  type InsightFigures,
  InstagramApiError,
  type ListedMedia,
  type MediaInsights,
} from "#server/adapters/instagram/index.ts";
import type { Member } from "#server/auth/workspace.ts";
import { userReadChanged } from "#server/db/user-reads-cache.ts";
import type { Deps } from "#server/deps.ts";
import { conflict, tooManyRequests } from "#server/errors.ts";
import { type Message, readStored, translate, type WordedIn } from "#server/i18n.ts";
import { enqueueJob, type JobRow } from "#server/jobs/queue.ts";
import {
  claimImport,
  deleteImportedMedia,
  findImportedMedia,
  findPublishedMediaIds,
  finishImport,
  type ImportedMediaRow,
  upsertImportedMedia,
} from "./import.queries.ts";
import { presentFigures } from "./insights.ts";
import { findAccount, markInsightsDenied } from "./instagram.queries.ts";
import {
  accountWithToken,
  reconnectFirst,
  reconnectReasonFor,
  requireInstagram,
  requireInstagramPlan,
  requireReconnect,
} from "./instagram.service.ts";

/**
 * The import of the account's recent posts made outside CaptionKaro (issue 32, decision 770):
 * on the creator's request, a job reads the newest IMPORT_MEDIA_LIMIT media of the connected
 * account (`GET /{ig-user-id}/media`, page by page) and each one's insights, and keeps them in
 * instagram_imported_media, one row per workspace and media, so importing again updates them.
 * Posts CaptionKaro published are left out (their results come with the post); a post deleted on
 * Instagram since the last import is removed. A rate limit puts the rest off; the figures already
 * read in this import are not asked again.
 */
export const JOB_INSTAGRAM_IMPORT = "instagram.import";

const MINUTE_MS = 60 * 1000;
/** A rate-limited import waits at least this long (or as long as Instagram says). */
const RATE_LIMIT_WAIT_MS = 15 * MINUTE_MS;
/** Graph's default page of media; two pages make the 50. */
const PAGE_SIZE = 25;
const IMPORT_MIN_INTERVAL_MS = IMPORT_MIN_INTERVAL_MINUTES * MINUTE_MS;

const istTime = new Intl.DateTimeFormat("en-IN", {
  hour: "numeric",
  minute: "2-digit",
  timeZone: "Asia/Kolkata",
});
const istTimeHi = new Intl.DateTimeFormat("hi-IN", {
  hour: "numeric",
  minute: "2-digit",
  dayPeriod: "short",
  timeZone: "Asia/Kolkata",
  numberingSystem: "latn",
});
/** A moment's IST time of day as a language says it: "6:30 pm", "शाम 6:30 बजे" (decision 790). */
const istTimeIn =
  (moment: Date): WordedIn =>
  (language) =>
    language === "hi" ? `${istTimeHi.format(moment)} बजे` : istTime.format(moment);

function presentImported(row: ImportedMediaRow): ImportedPost {
  return {
    mediaId: row.mediaId,
    caption: row.caption,
    mediaType: row.mediaType,
    permalink: row.permalink,
    postedAt: row.postedAt?.toISOString() ?? null,
    source: row.source === "sandbox" ? "sandbox" : "instagram",
    results: row.fetchedAt ? presentFigures({ ...row, fetchedAt: row.fetchedAt }) : null,
  };
}

/**
 * When the workspace may next start an import (null: now): an hour after the last, at once when
 * the last could not read the list, or when it met a missing insights permission that a new
 * connection has since given.
 */
function nextAllowedAt(
  row: { importRequestedAt: Date | null; importOutcome: ImportOutcome | null; insightsDeniedAt: Date | null },
  now: Date,
) {
  if (!row.importRequestedAt || row.importOutcome?.completed === false) return null;
  if (row.importOutcome?.insightsDenied && !row.insightsDeniedAt) return null;
  const at = row.importRequestedAt.getTime() + IMPORT_MIN_INTERVAL_MS;
  return at > now.getTime() ? new Date(at) : null;
}

/**
 * A workspace's imported Instagram posts with their last figures, for "Download my data" and the
 * team's export: data the product keeps about the creator's account, so it leaves with the rest.
 */
export async function exportImportedPosts(deps: Deps, workspaceId: string): Promise<ImportedPost[]> {
  return (await findImportedMedia(deps.database.db, workspaceId)).map(presentImported);
}

/** "Connect Instagram again: …", with the stored reason when there is one. */
const reconnectAgain = (reason: string | null | undefined): Message =>
  reason?.trim()
    ? { key: "instagramImport.reconnectBecause", values: { reason: readStored(reason.trim()) } }
    : { key: "instagramImport.reconnect" };

/**
 * An import's outcome as stored: `problem` in English, and since issue 30 the catalogue message
 * it was worded from, so each reader gets it in their language (older rows keep their English).
 */
type StoredOutcome = ImportOutcome & { problemMessage?: Message };

/** The stored outcome for a reader: its problem in their language, without the stored message. */
function presentOutcome(stored: StoredOutcome, language: InterfaceLanguage): ImportOutcome {
  const { problemMessage, ...outcome } = stored;
  return problemMessage ? { ...outcome, problem: translate(language, problemMessage) } : outcome;
}

/** The import's state for the workspace (GET /api/instagram/import) and the posts it imported. */
export async function getImportState(
  deps: Deps,
  member: Member,
  now = new Date(),
  language: InterfaceLanguage = "en",
): Promise<InstagramImport> {
  const db = deps.database.db;
  const [account, rows] = await Promise.all([
    findAccount(db, member.workspaceId),
    findImportedMedia(db, member.workspaceId),
  ]);
  const requestedAt = account?.importRequestedAt ?? null;
  const finishedAt = account?.importFinishedAt ?? null;
  const running = requestedAt !== null && (finishedAt === null || finishedAt < requestedAt);
  const stored = running ? null : (account?.importOutcome ?? null);
  const outcome = stored ? presentOutcome(stored, language) : null;
  return {
    status: requestedAt === null ? "never" : running ? "running" : "done",
    requestedAt: requestedAt?.toISOString() ?? null,
    finishedAt: running ? null : (finishedAt?.toISOString() ?? null),
    outcome,
    nextAllowedAt: account ? (nextAllowedAt(account, now)?.toISOString() ?? null) : null,
    posts: rows.map(presentImported),
  };
}

/**
 * The creator asks to import (POST /api/instagram/import): with a working connection, at most
 * once an hour per workspace (an import that could not read the list may be asked again at once).
 * Asking while one runs answers its state; asking too soon answers 429 with when to try. An
 * import that met a missing insights permission may be repeated as soon as the account is
 * connected again.
 */
export async function startImport(
  deps: Deps,
  member: Member,
  now = new Date(),
  language: InterfaceLanguage = "en",
): Promise<InstagramImport> {
  requireInstagram(deps);
  requireInstagramPlan(member);
  const db = deps.database.db;
  const account = await findAccount(db, member.workspaceId);
  if (!account) throw conflict({ key: "errors.instagram.connectFirst" }, "instagram_not_connected");
  if (account.needsReconnectAt) {
    throw conflict(reconnectFirst(account.reconnectReason), "instagram_reconnect");
  }
  const claimed = await db.transaction(async (tx) => {
    const row = await claimImport(tx, member.workspaceId, now, IMPORT_MIN_INTERVAL_MS);
    if (row?.importRequestedAt) {
      await enqueueJob(
        tx,
        JOB_INSTAGRAM_IMPORT,
        { workspaceId: member.workspaceId, requestedAt: row.importRequestedAt.toISOString() },
        { uniqueKey: `instagram-import:${member.workspaceId}:${row.importRequestedAt.getTime()}`, maxAttempts: 3 },
      );
    }
    return row;
  });
  const state = await getImportState(deps, member, now, language);
  if (claimed || state.status === "running") return state;
  const at = state.nextAllowedAt ? new Date(state.nextAllowedAt) : new Date(now.getTime() + IMPORT_MIN_INTERVAL_MS);
  throw tooManyRequests(
    {
      key: "errors.instagram.importTooSoon",
      values: { last: istTimeIn(account.importRequestedAt ?? now), next: istTimeIn(at) },
    },
    (at.getTime() - now.getTime()) / 1000,
    "import_too_soon",
    { details: { nextAllowedAt: at.toISOString() } },
  );
}

export type ImportRunOutcome = "finished" | "deferred" | "stale";

/** The figures of one media as a row stores them (a metric Instagram left out stays null). */
function figuresOf(answer: Exclude<MediaInsights, { kind: "deleted" }>, fetchedAt: Date) {
  const figures: Partial<InsightFigures> = answer.kind === "figures" ? answer.figures : {};
  return {
    fetchedAt,
    notEnoughViewers: answer.kind === "not_enough_viewers",
    reach: figures.reach ?? null,
    views: figures.views ?? null,
    likes: figures.likes ?? null,
    comments: figures.comments ?? null,
    saved: figures.saved ?? null,
    shares: figures.shares ?? null,
    totalInteractions: figures.total_interactions ?? null,
  };
}

/**
 * One import (the job's handler): lists the account's newest media (at most IMPORT_MEDIA_LIMIT,
 * page by page), leaves out CaptionKaro's own, removes imported posts deleted on Instagram since,
 * and stores each post with its insights. An expired login asks to reconnect (as publishing
 * does); a missing insights permission keeps the posts without figures and marks the account
 * for the results prompt, never pausing publishing; a rate limit stores what was read and puts
 * the rest off.
 */
export async function runImport(
  deps: Deps,
  input: { workspaceId: string; requestedAt: Date },
  job?: Pick<JobRow, "attempts" | "maxAttempts">,
  now = new Date(),
): Promise<ImportRunOutcome> {
  const db = deps.database.db;
  const { workspaceId, requestedAt } = input;
  const account = await accountWithToken(deps, workspaceId);
  // A newer import was asked, or the account was disconnected: this one has nothing to do.
  if (!account || account.row.importRequestedAt?.getTime() !== requestedAt.getTime()) return "stale";
  const api = deps.instagram;
  const empty: ImportOutcome = {
    completed: false,
    listed: 0,
    imported: 0,
    updated: 0,
    removed: 0,
    publishedByCaptionKaro: 0,
    withFigures: 0,
    notEnoughViewers: 0,
    withoutFigures: 0,
    insightsDenied: false,
    problem: null,
  };
  const fail = async (problem: Message) => {
    await finishImport(db, workspaceId, requestedAt, {
      ...empty,
      problem: translate("en", problem),
      problemMessage: problem,
    } as StoredOutcome);
    return "finished" as const;
  };
  if (!api || account.row.provider !== api.kind) {
    return fail({ key: "instagramImport.otherInstagram" });
  }
  if (account.row.needsReconnectAt) return fail(reconnectAgain(account.row.reconnectReason));
  const { token } = account;
  const igUserId = account.row.igUserId;
  const deferTo = async (error: InstagramApiError) => {
    const at = new Date(now.getTime() + Math.max(RATE_LIMIT_WAIT_MS, (error.retryAfterSeconds ?? 0) * 1000));
    await enqueueJob(
      db,
      JOB_INSTAGRAM_IMPORT,
      { workspaceId, requestedAt: requestedAt.toISOString() },
      { runAt: at, uniqueKey: `instagram-import:${workspaceId}:${requestedAt.getTime()}:after:${at.toISOString()}` },
    );
    return "deferred" as const;
  };

  // 1. The newest media, page by page (Graph's cursors), until 50 or the end of the list.
  const listed: ListedMedia[] = [];
  let complete = false;
  try {
    let after: string | undefined;
    while (listed.length < IMPORT_MEDIA_LIMIT) {
      const page = await api.mediaPage(token, igUserId, {
        limit: Math.min(PAGE_SIZE, IMPORT_MEDIA_LIMIT - listed.length),
        after,
      });
      for (const media of page.media) if (!listed.some((m) => m.id === media.id)) listed.push(media);
      if (!page.after || page.media.length === 0) {
        complete = true;
        break;
      }
      after = page.after;
    }
  } catch (error) {
    if (!(error instanceof InstagramApiError)) throw error;
    if (error.kind === "auth") {
      const reason = reconnectReasonFor(error);
      await requireReconnect(deps, workspaceId, reason);
      return fail(reconnectAgain(reason));
    }
    if (error.kind === "permission") {
      return fail({ key: "instagramImport.listDenied" });
    }
    if (error.kind === "rate_limit") return deferTo(error);
    if (job && job.attempts < job.maxAttempts) throw error;
    return fail({ key: "instagramImport.unreachable" });
  }
  const media = listed.slice(0, IMPORT_MEDIA_LIMIT);

  // 2. CaptionKaro's own posts are not "outside" posts; imported posts deleted on Instagram go.
  const published = await findPublishedMediaIds(
    db,
    media.map((m) => m.id),
  );
  const outside = media.filter((m) => !published.has(m.id));
  const before = (await findImportedMedia(db, workspaceId)).filter((row) => row.igUserId === igUserId);
  const listedIds = new Set(media.map((m) => m.id));
  const times = media.flatMap((m) => (m.timestamp ? [Date.parse(m.timestamp)] : []));
  const oldest = times.length ? Math.min(...times) : Number.POSITIVE_INFINITY;
  // Listed in full, anything missing was deleted; cut at 50, only what is newer than the 50th is known to be.
  const gone = before
    .filter(
      (row) =>
        published.has(row.mediaId) ||
        (!listedIds.has(row.mediaId) && (complete || (row.postedAt !== null && row.postedAt.getTime() >= oldest))),
    )
    .map((row) => row.mediaId);
  const readThisTime = new Set(
    before.filter((row) => row.fetchedAt && row.fetchedAt >= requestedAt).map((row) => row.mediaId),
  );

  // 3. Each post with its insights, one call each, one after the other.
  let blocked: Message | null = null;
  let insightsDenied = false;
  let unread = 0;
  for (const item of outside) {
    const listing = {
      workspaceId,
      mediaId: item.id,
      igUserId,
      caption: item.caption ?? "",
      mediaType: item.mediaType,
      permalink: item.permalink,
      postedAt: item.timestamp ? new Date(item.timestamp) : null,
      source: api.kind,
      importedAt: now,
    };
    if (blocked || readThisTime.has(item.id)) {
      if (!readThisTime.has(item.id)) unread++;
      await upsertImportedMedia(db, listing);
      continue;
    }
    let answer: MediaInsights;
    try {
      answer = await api.mediaInsights(token, item.id);
    } catch (error) {
      if (!(error instanceof InstagramApiError)) throw error;
      if (error.kind === "rate_limit") {
        // What was read is kept (and not asked again); the rest waits for Instagram's window.
        await deleteImportedMedia(db, workspaceId, gone);
        return deferTo(error);
      }
      if (error.kind === "auth") {
        const reason = reconnectReasonFor(error);
        await requireReconnect(deps, workspaceId, reason);
        blocked = { key: "instagramImport.figuresNotRead", values: { reason: readStored(reason) } };
      } else if (error.kind === "permission") {
        await markInsightsDenied(db, workspaceId);
        insightsDenied = true;
        blocked = { key: "instagramImport.insightsDenied" };
      }
      unread++;
      await upsertImportedMedia(db, listing);
      continue;
    }
    if (answer.kind === "deleted") {
      gone.push(item.id);
      continue;
    }
    await upsertImportedMedia(db, { ...listing, ...figuresOf(answer, now) });
  }
  const removed = await deleteImportedMedia(db, workspaceId, gone);

  // 4. What this import did, counted from the rows it left.
  const kept = new Set(outside.map((m) => m.id).filter((id) => !gone.includes(id)));
  const rows = (await findImportedMedia(db, workspaceId)).filter((row) => kept.has(row.mediaId));
  const fresh = rows.filter((row) => row.fetchedAt && row.fetchedAt >= requestedAt);
  const withFigures = fresh.filter((row) => !row.notEnoughViewers && row.reach !== null).length;
  const notEnoughViewers = fresh.filter((row) => row.notEnoughViewers).length;
  const imported = rows.filter((row) => row.importedAt >= requestedAt).length;
  const problem: Message | null =
    blocked ?? (unread > 0 ? { key: "instagramImport.figuresMissing", values: { unread } } : null);
  await finishImport(db, workspaceId, requestedAt, {
    completed: true,
    listed: media.length,
    imported,
    updated: rows.length - imported,
    removed,
    publishedByCaptionKaro: media.length - outside.length,
    withFigures,
    notEnoughViewers,
    withoutFigures: rows.length - withFigures - notEnoughViewers,
    insightsDenied,
    problem: problem ? translate("en", problem) : null,
    ...(problem ? { problemMessage: problem } : {}),
  } as StoredOutcome);
  // The dashboard's engagement figure counts imported posts.
  await userReadChanged(db, "dashboard", workspaceId);
  return "finished";
}
