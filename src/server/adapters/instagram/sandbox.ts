import { createHash, randomBytes, randomInt } from "node:crypto";
import { Readable } from "node:stream";
import sharp from "sharp";
import type { Db } from "#server/db/client.ts";
import { checkReel } from "#server/media/reel-check.ts";
import type { ObjectStorage } from "../storage/index.ts";
import {
  countSandboxPublishedSince,
  findPublishedCarouselWith,
  findSandboxMedia,
  findSandboxPost,
  findSandboxPosts,
  insertSandboxCode,
  insertSandboxMedia,
  insertSandboxPostsOnce,
  markSandboxPublished,
  type NewSandboxMedia,
  takeSandboxCode,
} from "./sandbox.queries.ts";
import {
  type InsightFigures,
  type InstagramApi,
  InstagramApiError,
  type ListedMedia,
  type PublishedMedia,
} from "./types.ts";

/** The sandbox's consent page and a published post's page, both served by the app. */
export const SANDBOX_AUTHORIZE_PATH = "/instagram-sandbox/authorize";
export const sandboxPermalinkPath = (mediaId: string) => `/instagram-sandbox/p/${encodeURIComponent(mediaId)}`;
export const sandboxImagePath = (containerId: string) =>
  `/instagram-sandbox/media/${encodeURIComponent(containerId)}.jpg`;
export const SANDBOX_AVATAR_PATH = "/instagram-sandbox/avatar.svg";
export const sandboxImageKey = (containerId: string) => `instagram-sandbox/${containerId}.jpg`;
export const sandboxVideoPath = (containerId: string) =>
  `/instagram-sandbox/video/${encodeURIComponent(containerId)}.mp4`;
export const sandboxVideoKey = (containerId: string) => `instagram-sandbox/${containerId}.video`;

/** Instagram's own limits, which the sandbox applies like Instagram does (protocols doc). */
const LIMITS = { minRatio: 4 / 5, maxRatio: 1.91, minWidth: 320, maxWidth: 1440, maxBytes: 8 * 1024 * 1024 };
const QUOTA_TOTAL = 50;
/** A Reel's video "processes" this long (its status is IN_PROGRESS meanwhile), as Instagram's take minutes. */
const REEL_PROCESSING_MS = 2500;
const REEL_MAX_BYTES = 300 * 1024 * 1024;
const DAY_MS = 24 * 60 * 60 * 1000;
const TOKEN_DAYS = 60;
/** How long a code from the consent page may be exchanged (once). */
const CODE_TTL_MS = 10 * 60 * 1000;
const hashCode = (code: string) => createHash("sha256").update(code).digest("hex");

/**
 * The code the sandbox's consent page gives `userId` for their sandbox account: random, and
 * remembered (hashed) for that user only, so it is accepted from nobody else (decision 723).
 */
export async function issueSandboxCode(
  db: Db,
  input: { userId: string; igUserId: string; insights?: boolean },
): Promise<string> {
  // "-ni": the creator did not allow insights (its tokens are refused them, like Instagram's, decision 770).
  const kind = input.insights === false ? "code-ni" : "code";
  const code = `sandbox-${kind}.${input.igUserId}.${randomBytes(16).toString("hex")}`;
  await insertSandboxCode(db, {
    codeHash: hashCode(code),
    userId: input.userId,
    igUserId: input.igUserId,
    expiresAt: new Date(Date.now() + CODE_TTL_MS),
  });
  return code;
}

/**
 * The sandbox's figures for a post `ageMs` after it went out: made up, so the app shows them
 * as sandbox figures; the same for the same post and age, and never falling as the post ages
 * (a share of a per-post ceiling that grows towards it over days, each interaction a fixed
 * per-post share of the reach).
 */
export function sandboxInsightFigures(mediaId: string, ageMs: number): InsightFigures {
  const seed = createHash("sha256").update(`sandbox-insights\n${mediaId}`).digest();
  const pick = (byte: number, low: number, high: number) => low + (seed.readUInt16BE(byte) / 0xffff) * (high - low);
  const ageHours = Math.max(0, ageMs) / 3_600_000;
  const reach = Math.round(pick(0, 300, 3000) * (0.15 + 0.85 * (1 - Math.exp(-ageHours / 48))));
  const part = (byte: number, low: number, high: number) => Math.round(reach * pick(byte, low, high));
  const [likes, comments, saved, shares] = [
    part(2, 0.03, 0.09),
    part(4, 0.002, 0.01),
    part(6, 0.005, 0.02),
    part(8, 0.002, 0.012),
  ];
  return {
    reach,
    views: part(10, 1.2, 1.8),
    likes,
    comments,
    saved,
    shares,
    total_interactions: likes + comments + saved + shares,
  };
}

/**
 * The posts a sandbox account "made in the Instagram app" before CaptionKaro (issue 32's import):
 * captions, days ago and the hour (IST) each went out. Made-up, like the sandbox's figures.
 */
const EARLIER_POSTS: readonly { caption: string; daysAgo: number; istHour: number; carousel?: boolean }[] = [
  { caption: "Sunday chai on the balcony ☕ Who else needs a second cup today?", daysAgo: 3, istHour: 9 },
  {
    caption: "Three ways to style one white kurta this festive season. Which one is yours?",
    daysAgo: 5,
    istHour: 19,
    carousel: true,
  },
  { caption: "Rain, pakoras and an old Kishore Kumar song. Nothing else needed.", daysAgo: 7, istHour: 19 },
  { caption: "Behind the scenes of today's shoot: 40 photos for one good frame.", daysAgo: 9, istHour: 13 },
  { caption: "Our first market stall! Thank you to everyone who came by 💛", daysAgo: 11, istHour: 21 },
  { caption: "Masala dosa, crisp and golden. Save this for your next Sunday breakfast.", daysAgo: 13, istHour: 9 },
  { caption: "A quiet morning walk along the ghats. Swipe for the sunrise.", daysAgo: 16, istHour: 9, carousel: true },
  { caption: "Packing orders till midnight. Small business life 📦", daysAgo: 18, istHour: 21 },
  { caption: "New colours just dropped: mustard, teal and a deep maroon.", daysAgo: 20, istHour: 13 },
  { caption: "Tell me your favourite street food in the comments 👇", daysAgo: 23, istHour: 19 },
  { caption: "Five minutes of stretching before work changed my whole week.", daysAgo: 26, istHour: 13 },
  { caption: "Weekend trip to the hills: fog, maggi and no network.", daysAgo: 29, istHour: 21 },
  { caption: "How we pack each order by hand, start to finish.", daysAgo: 33, istHour: 19 },
  { caption: "Homemade mango pickle, my grandmother's recipe. Should I share it?", daysAgo: 37, istHour: 9 },
];
const IST_OFFSET_MS = 330 * 60 * 1000;

/** The sandbox account's earlier posts as rows, each at its IST hour that many days before `now`. */
function earlierPosts(igUserId: string, now: Date): NewSandboxMedia[] {
  return EARLIER_POSTS.map((post, index) => {
    const day = new Date(now.getTime() + IST_OFFSET_MS - post.daysAgo * DAY_MS);
    const at = Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), post.istHour) - IST_OFFSET_MS;
    const key = `${igUserId}${String(index).padStart(3, "0")}`;
    return {
      id: `${key}0`,
      igUserId,
      mediaType: post.carousel ? "CAROUSEL" : "IMAGE",
      status: "PUBLISHED",
      caption: post.caption,
      mediaId: `${key}1`,
      publishedAt: new Date(at),
      createdAt: new Date(at),
    };
  });
}

const newId = () => `179${randomInt(10 ** 9, 10 ** 10 - 1)}${randomInt(1000, 9999)}`;
/** A token of a login that did not allow insights ("-ni"), from a code that did not. */
const withoutInsights = (token: string) => /^sandbox-(?:short|long|code)-ni\./.test(token);
const tokenAccount = (token: string) => {
  const match = /^sandbox-(?:short|long)(?:-ni)?\.(\d{6,20})\.[a-f0-9]{16,}$/.exec(token);
  if (!match?.[1])
    throw new InstagramApiError("auth", "Error validating access token: the session is invalid", { code: 190 });
  return match[1];
};

/**
 * The embedded default (no Meta app, no network): an in-app Instagram account. The consent
 * page is the app's own; containers download their photo from the signed link like Instagram
 * does and check it against Instagram's limits; published posts live in a local table with a
 * permalink page in the app. `fetchImage` is how it downloads (the app's own public URL).
 */
export function createSandboxInstagram(options: {
  db: Db;
  storage: ObjectStorage;
  publicUrl: string;
  fetchImage?: typeof fetch;
}): InstagramApi {
  const { db, storage, publicUrl } = options;
  const fetchImage = options.fetchImage ?? fetch;
  const issue = (kind: "short" | "long", igUserId: string, insights = true) =>
    `sandbox-${kind}${insights ? "" : "-ni"}.${igUserId}.${randomBytes(12).toString("hex")}`;

  const loadImage = async (url: string): Promise<{ data: Buffer } | { error: string }> => {
    let response: Response;
    try {
      response = await fetchImage(url, { signal: AbortSignal.timeout(20_000) });
    } catch (error) {
      return { error: `The photo could not be downloaded: ${(error as Error).message}` };
    }
    if (!response.ok) return { error: `The photo could not be downloaded (HTTP ${response.status}).` };
    const data = Buffer.from(await response.arrayBuffer());
    if (data.length > LIMITS.maxBytes) return { error: "The photo is larger than 8 MB." };
    const meta = await sharp(data)
      .metadata()
      .catch(() => undefined);
    if (meta?.format !== "jpeg" || !meta.width || !meta.height) return { error: "Only JPEG photos can be published." };
    const ratio = meta.width / meta.height;
    if (ratio < LIMITS.minRatio - 0.005 || ratio > LIMITS.maxRatio + 0.005) {
      return { error: `The aspect ratio ${meta.width}:${meta.height} is outside 4:5 to 1.91:1.` };
    }
    if (meta.width < LIMITS.minWidth || meta.width > LIMITS.maxWidth) {
      return { error: `The photo is ${meta.width} px wide; Instagram takes 320 to 1440 px.` };
    }
    return { data };
  };

  /** A Reel's video as Instagram would take it: downloaded, then read like the upload's pre-flight. */
  const checkVideo = async (url: string): Promise<{ data: Buffer; contentType: string } | { error: string }> => {
    let response: Response;
    try {
      response = await fetchImage(url, { signal: AbortSignal.timeout(60_000) });
    } catch (error) {
      return { error: `2207052: The video could not be downloaded: ${(error as Error).message}` };
    }
    if (!response.ok) return { error: `2207052: The video could not be downloaded (HTTP ${response.status}).` };
    const data = Buffer.from(await response.arrayBuffer());
    if (data.length > REEL_MAX_BYTES) return { error: "2207026: The video is larger than 300 MB." };
    const verdict = await checkReel(Readable.from([data]), data.length);
    if (!verdict.publishable) {
      return { error: `2207026: ${verdict.problems.map((p) => p.message).join(" ")}` };
    }
    return { data, contentType: response.headers.get("content-type")?.split(";")[0]?.trim() || "video/mp4" };
  };

  const present = (row: {
    mediaId: string | null;
    caption: string | null;
    publishedAt: Date | null;
  }): PublishedMedia => ({
    id: row.mediaId ?? "",
    permalink: row.mediaId ? `${publicUrl}${sandboxPermalinkPath(row.mediaId)}` : null,
    caption: row.caption,
    timestamp: row.publishedAt?.toISOString() ?? null,
  });

  const ownContainer = async (token: string, id: string) => {
    const igUserId = tokenAccount(token);
    const row = await findSandboxMedia(db, id);
    if (!row || row.igUserId !== igUserId) {
      throw new InstagramApiError("media", `Unsupported get request. Object with ID '${id}' does not exist`, {
        code: 100,
        subcode: 33,
      });
    }
    return row;
  };

  return {
    kind: "sandbox",
    authorizeUrl({ state, redirectUri }) {
      const query = new URLSearchParams({ state, redirect_uri: redirectUri });
      return `${publicUrl}${SANDBOX_AUTHORIZE_PATH}?${query}`;
    },
    async exchangeCode({ code, forUser }) {
      // Only a code this sandbox issued to this very user, once: never one made up or another user's.
      const igUserId = /^sandbox-code(?:-ni)?\.\d{6,20}\.[a-f0-9]{32}$/.test(code)
        ? await takeSandboxCode(db, hashCode(code), forUser)
        : undefined;
      if (!igUserId) throw new InstagramApiError("auth", "Invalid authorization code", { code: 190 });
      return { accessToken: issue("short", igUserId, !withoutInsights(code)), userId: igUserId };
    },
    async longLivedToken(shortToken) {
      if (!/^sandbox-short(?:-ni)?\./.test(shortToken)) {
        throw new InstagramApiError("auth", "Error validating access token", { code: 190 });
      }
      return {
        accessToken: issue("long", tokenAccount(shortToken), !withoutInsights(shortToken)),
        expiresAt: new Date(Date.now() + TOKEN_DAYS * DAY_MS),
      };
    },
    async refreshToken(token) {
      return {
        accessToken: issue("long", tokenAccount(token), !withoutInsights(token)),
        expiresAt: new Date(Date.now() + TOKEN_DAYS * DAY_MS),
      };
    },
    async profile(token) {
      const id = tokenAccount(token);
      return {
        id,
        username: `sandbox_creator_${id.slice(-4)}`,
        name: "Sandbox creator",
        accountType: "BUSINESS",
        profilePictureUrl: `${publicUrl}${SANDBOX_AVATAR_PATH}`,
      };
    },
    async createImageContainer(token, igUserId, input) {
      if (tokenAccount(token) !== igUserId)
        throw new InstagramApiError("permission", "Permissions error", { code: 10 });
      const id = newId();
      const image = await loadImage(input.imageUrl);
      if ("data" in image) await storage.put(sandboxImageKey(id), image.data, "image/jpeg");
      await insertSandboxMedia(db, {
        id,
        igUserId,
        mediaType: "IMAGE",
        status: "data" in image ? "FINISHED" : "ERROR",
        statusDetail: "error" in image ? image.error : null,
        isCarouselItem: input.isCarouselItem ?? false,
        caption: input.isCarouselItem ? null : (input.caption ?? ""),
        altText: input.altText ?? null,
        imageKey: "data" in image ? sandboxImageKey(id) : null,
      });
      return id;
    },
    async createCarouselContainer(token, igUserId, input) {
      if (tokenAccount(token) !== igUserId)
        throw new InstagramApiError("permission", "Permissions error", { code: 10 });
      if (input.children.length < 2 || input.children.length > 10) {
        throw new InstagramApiError("media", "A carousel has 2 to 10 items", { code: 100 });
      }
      for (const child of input.children) {
        const row = await ownContainer(token, child);
        if (!row.isCarouselItem || row.status !== "FINISHED") {
          throw new InstagramApiError("media", `The carousel item ${child} is not ready`, { code: 100 });
        }
      }
      const id = newId();
      await insertSandboxMedia(db, {
        id,
        igUserId,
        mediaType: "CAROUSEL",
        status: "FINISHED",
        caption: input.caption,
        children: input.children,
      });
      return id;
    },
    async createReelContainer(token, igUserId, input) {
      if (tokenAccount(token) !== igUserId)
        throw new InstagramApiError("permission", "Permissions error", { code: 10 });
      const id = newId();
      const video = await checkVideo(input.videoUrl);
      // Kept as downloaded, for the Reel's page (decision 812).
      if ("data" in video) await storage.put(sandboxVideoKey(id), video.data, video.contentType);
      await insertSandboxMedia(db, {
        id,
        igUserId,
        mediaType: "REELS",
        status: "data" in video ? "FINISHED" : "ERROR",
        statusDetail: "error" in video ? `Error: ${video.error}` : null,
        caption: input.caption,
        videoKey: "data" in video ? sandboxVideoKey(id) : null,
        thumbOffsetMs: input.thumbOffsetMs ?? null,
      });
      return id;
    },
    async containerStatus(token, containerId) {
      const row = await ownContainer(token, containerId);
      const age = Date.now() - row.createdAt.getTime();
      const expired = row.status !== "PUBLISHED" && age > DAY_MS;
      // A Reel's video takes a while: in progress first, whatever the outcome.
      if (row.mediaType === "REELS" && row.status !== "PUBLISHED" && age < REEL_PROCESSING_MS) {
        return { status: "IN_PROGRESS", detail: null };
      }
      return { status: expired ? "EXPIRED" : row.status, detail: row.statusDetail };
    },
    async publish(token, igUserId, creationId) {
      if (tokenAccount(token) !== igUserId)
        throw new InstagramApiError("permission", "Permissions error", { code: 10 });
      const row = await ownContainer(token, creationId);
      if (row.isCarouselItem)
        throw new InstagramApiError("media", "A carousel item is published by its carousel", { code: 100 });
      if ((await countSandboxPublishedSince(db, igUserId, new Date(Date.now() - DAY_MS))) >= QUOTA_TOTAL) {
        throw new InstagramApiError("rate_limit", "The account has reached its publishing limit", {
          code: 9,
          subcode: 2207042,
        });
      }
      const mediaId = newId();
      if (!(await markSandboxPublished(db, creationId, mediaId))) {
        throw new InstagramApiError("media", `The media ${creationId} cannot be published (${row.status})`, {
          code: 9007,
          subcode: 2207027,
        });
      }
      return mediaId;
    },
    async publishingLimit(token, igUserId) {
      if (tokenAccount(token) !== igUserId)
        throw new InstagramApiError("permission", "Permissions error", { code: 10 });
      return {
        used: await countSandboxPublishedSince(db, igUserId, new Date(Date.now() - DAY_MS)),
        total: QUOTA_TOTAL,
      };
    },
    async recentMedia(token, igUserId, limit) {
      if (tokenAccount(token) !== igUserId)
        throw new InstagramApiError("permission", "Permissions error", { code: 10 });
      return (await findSandboxPosts(db, igUserId, limit)).map(present);
    },
    async mediaPage(token, igUserId, page) {
      if (tokenAccount(token) !== igUserId)
        throw new InstagramApiError("permission", "Permissions error", { code: 10 });
      // The account's earlier posts exist from the first time its media are listed.
      if (!page.after) await insertSandboxPostsOnce(db, earlierPosts(igUserId, new Date()));
      const offset = page.after && /^\d{1,4}$/.test(page.after) ? Number(page.after) : 0;
      const rows = await findSandboxPosts(db, igUserId, page.limit + 1, offset);
      const media: ListedMedia[] = rows.slice(0, page.limit).map((row) => ({
        ...present(row),
        mediaType: row.mediaType === "CAROUSEL" ? "CAROUSEL_ALBUM" : row.mediaType === "REELS" ? "VIDEO" : "IMAGE",
        productType: row.mediaType === "REELS" ? "REELS" : "FEED",
      }));
      return { media, after: rows.length > page.limit ? String(offset + page.limit) : null };
    },
    async media(token, mediaId) {
      const igUserId = tokenAccount(token);
      const row = await findSandboxPost(db, mediaId);
      if (!row || row.igUserId !== igUserId) {
        throw new InstagramApiError("media", `Object with ID '${mediaId}' does not exist`, { code: 100 });
      }
      return present(row);
    },
    async mediaInsights(token, mediaId) {
      const igUserId = tokenAccount(token);
      if (withoutInsights(token)) {
        throw new InstagramApiError("permission", "(#10) Application does not have permission for this action", {
          code: 10,
        });
      }
      const row = await findSandboxPost(db, mediaId);
      if (!row?.publishedAt || row.igUserId !== igUserId) {
        return { kind: "deleted", message: `Object with ID '${mediaId}' does not exist` };
      }
      return { kind: "figures", figures: sandboxInsightFigures(mediaId, Date.now() - row.publishedAt.getTime()) };
    },
  };
}

/**
 * A sandbox post as its permalink page shows it: caption and photos with their alt text, or a
 * Reel's video with its cover moment (decision 812).
 */
export async function readSandboxPost(db: Db, mediaId: string) {
  const row = await findSandboxPost(db, mediaId);
  if (!row?.publishedAt) return undefined;
  const post = { mediaId, igUserId: row.igUserId, caption: row.caption ?? "", publishedAt: row.publishedAt };
  if (row.mediaType === "REELS") {
    const video = row.videoKey ? { containerId: row.id, coverOffsetMs: row.thumbOffsetMs } : null;
    return { ...post, images: [], video };
  }
  const imageIds = row.mediaType === "CAROUSEL" ? (row.children ?? []) : [row.id];
  const images = [];
  for (const id of imageIds) {
    const image = await findSandboxMedia(db, id);
    if (image?.imageKey) images.push({ containerId: id, altText: image.altText });
  }
  return { ...post, images, video: null };
}

/** The stored video of a published sandbox Reel (nothing unpublished is shown). */
export async function readSandboxVideoKey(db: Db, containerId: string): Promise<string | undefined> {
  const row = await findSandboxMedia(db, containerId);
  return row?.mediaType === "REELS" && row.status === "PUBLISHED" ? (row.videoKey ?? undefined) : undefined;
}

/** The stored photo of a container that belongs to a published sandbox post (nothing unpublished is shown). */
export async function readSandboxImageKey(db: Db, containerId: string): Promise<string | undefined> {
  const row = await findSandboxMedia(db, containerId);
  if (!row?.imageKey) return undefined;
  if (row.status === "PUBLISHED") return row.imageKey;
  if (row.isCarouselItem && (await findPublishedCarouselWith(db, containerId))) return row.imageKey;
  return undefined;
}
