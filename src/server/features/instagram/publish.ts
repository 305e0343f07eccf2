import type { PublishFit } from "#contract/instagram.ts";
import type { Destination } from "#contract/posts.ts";
import {
  type ContainerState,
  createDestinations,
  type DestinationAccount,
  type DestinationAdapter,
} from "#server/adapters/destinations/index.ts";
import { InstagramApiError } from "#server/adapters/instagram/index.ts";
import { accountRefusal } from "#server/auth/account-state.ts";
import type { PublicationChild } from "#server/db/schema/index.ts";
import type { Deps } from "#server/deps.ts";
import { recipientLanguage } from "#server/i18n.ts";
import { retryDelayMs } from "#server/jobs/runner.ts";
import { getOriginalVideoKey, getOwnedItems, readOriginalPhoto } from "../library/library.service.ts";
import {
  claimDuePublish,
  deferPublish,
  findPostWithOwner,
  markPostPublished,
  markPublishFailed,
  type PublishingPost,
  type PublishOutcomeMail,
  postLeaseUntil,
  recordPublicationProcessing,
  renewPostLease,
  schedulePublishRun,
} from "../posts/posts.service.ts";
import { scheduleInsightReading } from "./insights.ts";
import { publishedMail, publishFailedMail } from "./instagram.mail.ts";
import {
  deletePublication,
  findAccount,
  findPublication,
  type PublicationRow,
  startPublication,
  updatePublication,
} from "./instagram.queries.ts";
import {
  accountWithToken,
  planAllowsAutoPublish,
  reconnectReasonFor,
  reconnectReasonIn,
  requireReconnect,
  workspacePlan,
} from "./instagram.service.ts";
import { instagramCaption, postProblems, prepareImage, UnfixablePhoto } from "./preflight.ts";
import { reelFailure } from "./reel-errors.ts";

/** How long rate limits may keep a post waiting past its time before it is reported failed. */
const GIVE_UP_AFTER_MS = 24 * 60 * 60 * 1000;
/** Polls of one container before the try is put off (Instagram is still processing). */
const MAX_POLLS = 40;
/**
 * How long one try waits for a Reel's video to be processed (it can take minutes) before it is
 * put off; the next try polls the same container (decision 801).
 */
const REEL_PROCESSING_BUDGET_MS = 15 * 60 * 1000;
/** A Reel's polls start at the configured interval and grow by half each time, up to ten of them. */
const REEL_POLL_GROWTH = 1.5;
const REEL_POLL_CAP = 10;
const preparedKey = (postId: string, index: number, itemId: string, fit: PublishFit) =>
  `instagram/${postId}/${index}-${itemId}-${fit}.jpg`;

/** A reason to stop this try, in words for the creator, and what happens next. */
class Stop extends Error {
  readonly code: "media" | "reconnect" | "plan" | "unavailable" | "lost" | "account_disabled";
  constructor(code: Stop["code"], message: string) {
    super(message);
    this.code = code;
  }
}

/** The step that went wrong left nothing usable behind: the record is reset and the try repeated soon. */
class StartOver extends Error {}

interface Ctx {
  deps: Deps;
  destination: DestinationAdapter;
  account: DestinationAccount;
  igUserId: string;
  username: string;
  claimed: PublishingPost;
  fit: PublishFit;
  /** A Reel also appears in the feed grid (decision 801). */
  shareToFeed: boolean;
  leaseMs: number;
}

const INSTAGRAM: Destination = "instagram";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function keepLease(ctx: Ctx) {
  if (!(await renewPostLease(ctx.deps, ctx.claimed.post.id, INSTAGRAM, ctx.leaseMs))) {
    throw new Stop("lost", "The post was changed while it was being published.");
  }
}

async function record(ctx: Ctx, changes: Parameters<typeof updatePublication>[2]): Promise<PublicationRow> {
  const row = await updatePublication(ctx.deps.database.db, ctx.claimed.post.id, changes);
  await keepLease(ctx);
  return row;
}

/** Polls a container until Instagram has processed it. */
async function waitForContainer(ctx: Ctx, id: string): Promise<{ status: ContainerState; detail: string | null }> {
  for (let poll = 0; poll < MAX_POLLS; poll++) {
    const answer = await ctx.destination.checkStatus(ctx.account, id);
    if (answer.status !== "IN_PROGRESS") return answer;
    await keepLease(ctx);
    await sleep(ctx.deps.config.instagram.pollMs);
  }
  throw new InstagramApiError("transient", "Instagram is still processing the photos.");
}

/**
 * Polls a Reel's container while Instagram processes the video (minutes): the wait grows by
 * half each poll up to ten times the configured one, the longer Reel lease renewed each time.
 * Each answer is recorded on the publication, which the post shows while it publishes
 * (decision 810). Past the budget the try is put off (transient); the next one polls the same
 * container.
 */
async function waitForReel(ctx: Ctx, id: string): Promise<{ status: ContainerState; detail: string | null }> {
  const started = Date.now();
  const pollMs = ctx.deps.config.instagram.pollMs;
  for (let poll = 0; Date.now() - started < REEL_PROCESSING_BUDGET_MS; poll++) {
    const answer = await ctx.destination.checkStatus(ctx.account, id);
    await recordPublicationProcessing(ctx.deps, ctx.claimed.post.id, INSTAGRAM, { checked: answer.status });
    if (answer.status !== "IN_PROGRESS") return answer;
    await keepLease(ctx);
    await sleep(Math.min(pollMs * REEL_POLL_GROWTH ** poll, pollMs * REEL_POLL_CAP));
  }
  throw new InstagramApiError("transient", "Instagram is still processing the video.");
}

/** A Reel's one video, checked again now: its verdict read at upload must still say publishable (decision 756). */
async function prepareReel(ctx: Ctx): Promise<PublicationChild[]> {
  const { post } = ctx.claimed;
  const author = { id: post.userId, workspaceId: post.workspaceId };
  const [video] = await getOwnedItems(ctx.deps, author, post.contentItemIds);
  if (!video) throw new Stop("media", "The video of this post was deleted from your library.");
  const problems = postProblems({ itemCount: 1, title: post.title, caption: post.caption, hashtags: post.hashtags });
  if (problems[0]) throw new Stop("media", problems[0]);
  if (!video.reel?.publishable) {
    const reasons = video.reel?.problems.map((p) => p.message) ?? ["It was uploaded before Reels were checked."];
    throw new Stop("media", `${video.originalName} can't be published as a Reel as it is. ${reasons.join(" ")}`);
  }
  const key = await getOriginalVideoKey(ctx.deps, author, video.id);
  return [{ contentItemId: video.id, preparedKey: key, containerId: null }];
}

/** A post of exactly one video goes out as a Reel. */
async function isReelPost(ctx: Ctx): Promise<boolean> {
  const { post } = ctx.claimed;
  if (post.contentItemIds.length !== 1) return false;
  const author = { id: post.userId, workspaceId: post.workspaceId };
  const [item] = await getOwnedItems(ctx.deps, author, post.contentItemIds);
  return item?.fileType === "video";
}

/** The JPEGs to send, made by the pre-flight fix from the library's originals (checked again now). */
async function preparePhotos(ctx: Ctx): Promise<PublicationChild[]> {
  const { post } = ctx.claimed;
  // The post's photos are its workspace's, read as its author would.
  const author = { id: post.userId, workspaceId: post.workspaceId };
  const items = await getOwnedItems(ctx.deps, author, post.contentItemIds);
  if (items.length < post.contentItemIds.length) {
    throw new Stop("media", "Some photos of this post were deleted from your library.");
  }
  const problems = postProblems({
    itemCount: items.length,
    title: post.title,
    caption: post.caption,
    hashtags: post.hashtags,
  });
  if (problems[0]) throw new Stop("media", problems[0]);
  const children: PublicationChild[] = [];
  for (const [index, item] of items.entries()) {
    if (item.fileType !== "image")
      throw new Stop(
        "media",
        `${item.originalName}: a video is published as a Reel on its own; a carousel here takes photos only.`,
      );
    try {
      const prepared = await prepareImage(await readOriginalPhoto(ctx.deps, author, item.id), ctx.fit);
      const key = preparedKey(post.id, index, item.id, ctx.fit);
      await ctx.deps.storage.put(key, prepared.data, "image/jpeg");
      children.push({ contentItemId: item.id, preparedKey: key, containerId: null });
    } catch (error) {
      if (error instanceof UnfixablePhoto) throw new Stop("media", `${item.originalName}: ${error.message}`);
      throw error;
    }
  }
  return children;
}

/** After a crash between sending media_publish and storing its answer: did it publish? */
async function resolveSentPublish(ctx: Ctx, rec: PublicationRow): Promise<PublicationRow | "published"> {
  const creationId = rec.creationId ?? "";
  const { status } = await ctx.destination.checkStatus(ctx.account, creationId);
  if (status === "PUBLISHED") {
    // Find the post it made among the account's newest (same caption, published after we sent it).
    const caption = instagramCaption(ctx.claimed.post);
    const sentAt = (rec.publishSentAt?.getTime() ?? 0) - 5 * 60 * 1000;
    const recent = await ctx.destination.recentPosts(ctx.account, 25);
    const match = recent
      .filter((m) => (m.caption ?? "") === caption && (!m.timestamp || Date.parse(m.timestamp) >= sentAt))
      .at(-1);
    await record(ctx, {
      mediaId: match?.id ?? `published-from-${creationId}`,
      permalink: match?.permalink ?? null,
      publishedAt: match?.timestamp ? new Date(match.timestamp) : new Date(),
    });
    return "published";
  }
  if (status === "FINISHED") return record(ctx, { publishSentAt: null }); // it did not go out: send again
  // The container lapsed (EXPIRED) or failed: nothing was published; start from fresh containers.
  return record(ctx, {
    publishSentAt: null,
    creationId: null,
    parentContainerId: null,
    children: rec.children.map((c) => ({ ...c, containerId: null })),
  });
}

/** Each photo's container, recorded as Instagram gives it, then the carousel's once they are ready. */
async function photoContainers(
  ctx: Ctx,
  start: PublicationRow,
  caption: string,
): Promise<{ rec: PublicationRow; creationId: string }> {
  const { deps, destination, account } = ctx;
  const { post } = ctx.claimed;
  let rec = start;
  const carousel = rec.children.length > 1;
  // 1. One container per photo; each id recorded as soon as Instagram gives it.
  const children = [...rec.children];
  for (const [index, child] of children.entries()) {
    if (child.containerId) continue;
    if (!(await deps.storage.stat(child.preparedKey))) throw new StartOver("prepared photo missing");
    const imageUrl = await deps.storage.createDownloadUrl(child.preparedKey, {
      expiresInSeconds: deps.config.mediaLinkSeconds,
    });
    const containerId = await destination.createContainer(account, {
      kind: "image",
      url: imageUrl,
      ...(post.altText ? { altText: post.altText } : {}),
      ...(carousel ? { carouselItem: true } : { caption }),
    });
    children[index] = { ...child, containerId };
    rec = await record(ctx, { children: [...children] });
  }
  for (const [index, child] of children.entries()) {
    const { status, detail } = await waitForContainer(ctx, child.containerId ?? "");
    if (status === "ERROR") {
      throw new Stop("media", `Instagram could not take photo ${index + 1}: ${detail ?? "it was refused"}.`);
    }
    if (status === "EXPIRED") {
      await record(ctx, { children: children.map((c) => ({ ...c, containerId: null })), parentContainerId: null });
      throw new StartOver("a photo container expired");
    }
  }

  // 2. The carousel itself, once its children are ready.
  let creationId = children[0]?.containerId ?? "";
  if (carousel) {
    if (!rec.parentContainerId) {
      const parent = await destination.createContainer(account, {
        kind: "carousel",
        children: children.map((c) => c.containerId ?? ""),
        caption,
      });
      rec = await record(ctx, { parentContainerId: parent });
    }
    creationId = rec.parentContainerId ?? "";
    const { status, detail } = await waitForContainer(ctx, creationId);
    if (status === "ERROR") throw new Stop("media", `Instagram could not make the carousel: ${detail ?? "refused"}.`);
    if (status === "EXPIRED") {
      await record(ctx, { children: children.map((c) => ({ ...c, containerId: null })), parentContainerId: null });
      throw new StartOver("the carousel container expired");
    }
  }
  return { rec, creationId };
}

/**
 * The Reel's container (decision 801): `media_type=REELS` with a short-lived signed link to the
 * video, the caption, the feed choice and the cover moment, recorded as soon as Instagram gives
 * its id; then its processing is waited for. A failed transcode fails the post with Instagram's
 * reason in words (or, when the trouble may pass, tries again with a fresh container); an
 * expired container starts over.
 */
async function reelContainer(
  ctx: Ctx,
  start: PublicationRow,
  caption: string,
): Promise<{ rec: PublicationRow; creationId: string }> {
  const { deps, destination, account } = ctx;
  const { post } = ctx.claimed;
  let rec = start;
  const [video] = rec.children;
  if (!video) throw new StartOver("the Reel's video is missing from the record");
  let containerId = video.containerId;
  if (!containerId) {
    if (!(await deps.storage.stat(video.preparedKey))) {
      throw new Stop("media", "The video of this post is missing from storage; upload it again.");
    }
    const url = await deps.storage.createDownloadUrl(video.preparedKey, {
      expiresInSeconds: deps.config.mediaLinkSeconds,
    });
    containerId = await destination.createContainer(account, {
      kind: "reel",
      url,
      caption,
      shareToFeed: ctx.shareToFeed,
      coverOffsetMs: post.coverOffsetMs,
    });
    rec = await record(ctx, { children: [{ ...video, containerId }] });
    // Processing starts with the container: a resumed try keeps counting from it.
    await recordPublicationProcessing(deps, post.id, INSTAGRAM, { started: true });
  }
  const { status, detail } = await waitForReel(ctx, containerId);
  if (status === "ERROR") {
    const failure = reelFailure(detail);
    if (!failure.retry) throw new Stop("media", failure.message);
    await record(ctx, { children: [{ ...video, containerId: null }] });
    throw new InstagramApiError("transient", failure.message);
  }
  if (status === "EXPIRED") {
    await record(ctx, { children: [{ ...video, containerId: null }] });
    throw new StartOver("the Reel container expired");
  }
  return { rec, creationId: containerId };
}

/** Every step of one post, resuming from the record: children, parent, limit, media_publish. */
async function publishSteps(ctx: Ctx): Promise<void> {
  const { deps, destination, account } = ctx;
  const db = deps.database.db;
  const { post } = ctx.claimed;
  let rec = await findPublication(db, post.id);
  if (rec && !rec.publishSentAt && !rec.mediaId) {
    const sameItems = rec.children.map((c) => c.contentItemId).join() === post.contentItemIds.join();
    const sameFit = rec.reel || rec.children.every((c) => c.preparedKey.endsWith(`-${ctx.fit}.jpg`));
    if (!sameItems || !sameFit || rec.igUserId !== ctx.igUserId) {
      await deletePublication(db, post.id);
      rec = undefined;
    }
  }
  if (rec?.publishSentAt && !rec.mediaId) {
    const resolved = await resolveSentPublish(ctx, rec);
    if (resolved === "published") rec = await findPublication(db, post.id);
    else rec = resolved;
  }
  if (!rec?.mediaId) {
    if (!rec) {
      const reel = await isReelPost(ctx);
      const children = reel ? await prepareReel(ctx) : await preparePhotos(ctx);
      rec = await startPublication(db, { postId: post.id, igUserId: ctx.igUserId, reel, children });
    }
    // A Reel's video takes minutes to process: its steps hold the publication longer.
    if (rec.reel) ctx.leaseMs = Math.max(ctx.leaseMs, deps.config.instagram.reelLeaseSeconds * 1000);
    await keepLease(ctx);
    const caption = instagramCaption(post);
    // 1–2. The containers: the Reel's video, or each photo and the carousel.
    let creationId: string;
    ({ rec, creationId } = rec.reel
      ? await reelContainer(ctx, rec, caption)
      : await photoContainers(ctx, rec, caption));

    // 3. The account's own limit, read now (never assumed).
    const limit = await destination.publishingLimit(account);
    if (limit.used >= limit.total) {
      throw new InstagramApiError(
        "rate_limit",
        `@${ctx.username} has published ${limit.used} of the ${limit.total} posts Instagram allows in 24 hours.`,
      );
    }

    // 4. Publish: the creation id and the moment are recorded before the call, the answer after.
    rec = await record(ctx, { creationId, publishSentAt: new Date() });
    const mediaId = await destination.publish(account, creationId);
    rec = await record(ctx, { mediaId, publishedAt: new Date() });
  }
  let permalink = rec.permalink;
  if (!permalink && rec.mediaId && !rec.mediaId.startsWith("published-from-")) {
    permalink = await destination.permalink(account, rec.mediaId).catch(() => null);
    if (permalink) rec = await updatePublication(db, post.id, { permalink });
  }
  await markPostPublished(deps, post.id, INSTAGRAM, permalink, rec.publishedAt ?? new Date());
  // Its figures are read from an hour on (issue 32); the hourly sweep queues it if this is lost.
  if (rec.mediaId && !rec.mediaId.startsWith("published-from-") && rec.publishedAt) {
    await scheduleInsightReading(deps, db, post.id, rec.publishedAt, "1h");
  }
}

const minutes = (ms: number) => Math.max(1, Math.round(ms / 60_000));

/** One claimed post: publish it, or record why not and what happens next. */
async function publishClaimed(deps: Deps, claimed: PublishingPost, leaseMs: number): Promise<void> {
  const { post } = claimed;
  // The e-mail is queued with the failure itself (decision 733); a deleted account gets none.
  const failAndMail = (code: string, message: string) =>
    markPublishFailed(deps, post.id, INSTAGRAM, { code, message }, { mail: !claimed.deletedAt });
  const attempts = claimed.publication?.attempts ?? 0;
  try {
    // The one account check every door asks (decision 720): a disabled account publishes nothing.
    const refusal = accountRefusal(claimed);
    if (refusal === "deleted") throw new Stop("lost", "The account was deleted.");
    if (refusal === "disabled") {
      throw new Stop(
        "account_disabled",
        "Not published: this account has been disabled, so its scheduled posts are not sent to Instagram. Please contact support.",
      );
    }
    // The workspace's plan (its owner's) decides, not the author's own: a team's creator on the
    // free plan publishes under the Business owner's pass, and nothing once that pass ends.
    if (!planAllowsAutoPublish(await workspacePlan(deps, post.workspaceId))) {
      throw new Stop(
        "plan",
        "Publishing automatically needs the Pro or Business plan, and this account's plan has changed. Post it by hand or upgrade.",
      );
    }
    const api = deps.instagram;
    const destination = createDestinations({ instagram: api }).instagram;
    if (!api || !destination) throw new Stop("unavailable", "Instagram publishing is switched off on this server.");
    const account = await accountWithToken(deps, post.workspaceId);
    if (!account || account.row.provider !== api.kind) {
      throw new Stop(
        "reconnect",
        "No Instagram account is connected. Connect it on your account page, then press Retry.",
      );
    }
    if (account.row.needsReconnectAt) {
      throw new Stop(
        "reconnect",
        `Connect Instagram again on your account page: ${reconnectReasonIn("en", account.row.reconnectReason) ?? ""}`.trim(),
      );
    }
    const ctx: Ctx = {
      deps,
      destination,
      account: { token: account.token, accountRef: account.row.igUserId },
      igUserId: account.row.igUserId,
      username: account.row.username,
      claimed,
      fit: claimed.publication?.options.fit ?? "pad",
      shareToFeed: claimed.publication?.options.shareToFeed ?? true,
      leaseMs,
    };
    await publishSteps(ctx);
  } catch (error) {
    if (error instanceof Stop) {
      if (error.code === "lost") return;
      if (error.code === "account_disabled") {
        // Recorded on the post for the owner and the admin; no e-mail to an account that cannot sign in.
        await markPublishFailed(deps, post.id, INSTAGRAM, { code: error.code, message: error.message });
        return;
      }
      if (error.code === "reconnect") {
        await markPublishFailed(deps, post.id, INSTAGRAM, { code: "reconnect", message: error.message });
        await requireReconnect(deps, post.workspaceId, error.message, post.title);
        return;
      }
      await failAndMail(error.code, error.message);
      return;
    }
    if (error instanceof StartOver) {
      await deferPublish(
        deps,
        post.id,
        INSTAGRAM,
        new Date(Date.now() + 1000),
        {
          code: "transient",
          message: "Instagram needed the photos again; sending them now.",
        },
        { refundAttempt: true },
      );
      return;
    }
    if (error instanceof InstagramApiError) {
      if (error.kind === "auth" || error.kind === "permission") {
        const reason = reconnectReasonFor(error);
        await markPublishFailed(deps, post.id, INSTAGRAM, {
          code: "reconnect",
          message: `Connect Instagram again: ${reconnectReasonIn("en", reason)}`,
        });
        await requireReconnect(deps, post.workspaceId, reason, post.title);
        return;
      }
      if (error.kind === "media") {
        await failAndMail("media", `Instagram refused this post: ${error.message}`);
        return;
      }
      if (error.kind === "rate_limit") {
        const waitMs = Math.min(
          Math.max((error.retryAfterSeconds ?? 0) * 1000, retryDelayMs(attempts) * 2),
          60 * 60 * 1000,
        );
        if (Date.now() - (post.scheduledAt?.getTime() ?? Date.now()) > GIVE_UP_AFTER_MS) {
          await failAndMail("limit", `Instagram kept refusing for a day: ${error.message}`);
          return;
        }
        await deferPublish(
          deps,
          post.id,
          INSTAGRAM,
          new Date(Date.now() + waitMs),
          {
            code: "limit",
            message: `Instagram asked us to wait (${error.message}); trying again in ${minutes(waitMs)} min.`,
          },
          { refundAttempt: true },
        );
        return;
      }
    }
    // Passing trouble (Instagram down, a timeout, our storage): back-off, then failed after the last try.
    const message = error instanceof Error ? error.message : String(error);
    if (attempts >= deps.config.instagram.maxAttempts) {
      await failAndMail("transient", `Instagram could not be reached after ${attempts} tries (${message}).`);
      return;
    }
    const waitMs = retryDelayMs(attempts);
    await deferPublish(deps, post.id, INSTAGRAM, new Date(Date.now() + waitMs), {
      code: "transient",
      message: `Instagram did not answer (${message}); trying again in ${minutes(waitMs)} min.`,
    });
  }
}

/** Each destination's publisher of one claimed publication (decision 800). */
const PUBLISHERS: Record<Destination, (deps: Deps, claimed: PublishingPost, leaseMs: number) => Promise<void>> = {
  instagram: publishClaimed,
};

/**
 * The publishing job: claims due publications one at a time (row lock, skip locked, a lease
 * renewed after each step) and hands each to its destination's publisher. When `postId`'s
 * lease is held by a worker that may have died, another run is queued for the moment the
 * lease runs out.
 */
export async function runPublishing(deps: Deps, postId?: string): Promise<number> {
  const leaseMs = deps.config.instagram.leaseSeconds * 1000;
  let published = 0;
  for (;;) {
    const claimed = await claimDuePublish(deps, leaseMs);
    if (!claimed) break;
    await PUBLISHERS[claimed.destination](deps, claimed, leaseMs);
    published++;
  }
  if (postId) {
    const until = await postLeaseUntil(deps, postId, INSTAGRAM);
    if (until && until.getTime() > Date.now()) {
      await schedulePublishRun(deps.database.db, postId, new Date(until.getTime() + 500), "lease");
    }
  }
  return published;
}

/**
 * Background: the e-mail of one publishing outcome, queued with the outcome itself (decision
 * 733). Nothing is sent for a deleted post or account, or to a disabled account.
 */
export async function sendPublishOutcomeMail(deps: Deps, mail: PublishOutcomeMail): Promise<boolean> {
  const found = await findPostWithOwner(deps, mail.postId, mail.destination ?? INSTAGRAM);
  if (!found || accountRefusal(found)) return false;
  const { post } = found;
  const to = { to: found.email, firstName: found.firstName, language: recipientLanguage(found.language) };
  if (mail.outcome === "failed") {
    await deps.mailer.send(publishFailedMail(deps.config, { ...to, post, code: mail.code, reason: mail.reason }));
    return true;
  }
  const account = await findAccount(deps.database.db, post.workspaceId);
  await deps.mailer.send(
    publishedMail(deps.config, {
      ...to,
      post: {
        id: post.id,
        title: post.title,
        permalink: found.publication?.permalink ?? null,
        postedAt: post.postedAt ?? new Date(),
      },
      username: account?.username ?? null,
    }),
  );
  return true;
}
