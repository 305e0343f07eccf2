/**
 * Instagram content publishing in our words (Instagram Login for business and creator
 * accounts, docs: ../shared/design/third-party-protocols.md). Two providers: the Graph API
 * (graph.ts, base URLs from configuration) and the embedded sandbox (sandbox.ts), an in-app
 * account that publishes into a local table with its own permalink pages.
 */

/** Why a call failed, in the terms the publishing job acts on. */
export type InstagramErrorKind =
  /** The token expired or was revoked (OAuthException, code 190): the creator must reconnect. */
  | "auth"
  /** A permission was removed or never granted (codes 10, 200–299), or a checkpoint: reconnect. */
  | "permission"
  /** Too many calls, or the account's publishing limit is used up: wait and try again. */
  | "rate_limit"
  /** Instagram refused the photo or the post (aspect ratio, size, type, caption): do not retry as is. */
  | "media"
  /** Anything else that may pass on its own (5xx, timeouts, unknown answers): retry with back-off. */
  | "transient";

export class InstagramApiError extends Error {
  readonly kind: InstagramErrorKind;
  /** Graph API error code and subcode, when the answer had them. */
  readonly code: number | undefined;
  readonly subcode: number | undefined;
  /** Seconds to wait before trying again, when the answer said so. */
  readonly retryAfterSeconds: number | undefined;
  constructor(
    kind: InstagramErrorKind,
    message: string,
    extra: { code?: number; subcode?: number; retryAfterSeconds?: number } = {},
  ) {
    super(message);
    this.name = "InstagramApiError";
    this.kind = kind;
    this.code = extra.code;
    this.subcode = extra.subcode;
    this.retryAfterSeconds = extra.retryAfterSeconds;
  }
}

export interface InstagramToken {
  accessToken: string;
  /** When the token stops working (long-lived tokens: 60 days). */
  expiresAt: Date;
}

export interface InstagramProfile {
  /** The Instagram professional account's id (the `{ig-user-id}` of publishing calls). */
  id: string;
  username: string;
  name: string | null;
  accountType: string | null;
  profilePictureUrl: string | null;
}

export type ContainerStatus = "IN_PROGRESS" | "FINISHED" | "ERROR" | "EXPIRED" | "PUBLISHED";

export interface ContainerInput {
  /** A public JPEG URL Instagram downloads (a short-lived signed link). */
  imageUrl: string;
  altText?: string;
  /** Carousel children carry this and no caption. */
  isCarouselItem?: boolean;
  caption?: string;
}

/** A Reel's container (`media_type=REELS`, decision 801). */
export interface ReelContainerInput {
  /** A public link to the video Instagram downloads (a short-lived signed link). */
  videoUrl: string;
  caption: string;
  /** Also shown in the profile's feed grid. */
  shareToFeed: boolean;
  /** The cover: a moment of the video in ms (`thumb_offset`); absent: the first frame. */
  thumbOffsetMs?: number;
}

export interface PublishedMedia {
  id: string;
  permalink: string | null;
  caption: string | null;
  timestamp: string | null;
}

/** What Instagram calls a media's kind: a photo, a video (a Reel in the feed) or a carousel. */
export type MediaType = "IMAGE" | "VIDEO" | "CAROUSEL_ALBUM";

/** One media of the account's list (`GET /{ig-user-id}/media`), as the import reads it. */
export interface ListedMedia {
  id: string;
  caption: string | null;
  /** IMAGE, VIDEO or CAROUSEL_ALBUM; null for a kind this code does not know. */
  mediaType: MediaType | null;
  /** FEED or REELS (stories are not in the list). */
  productType: string | null;
  permalink: string | null;
  /** When it was posted (ISO). */
  timestamp: string | null;
}

/** One page of the account's media, newest first, and the cursor of the next page (null at the end). */
export interface MediaPage {
  media: ListedMedia[];
  after: string | null;
}

/** The figures asked of `GET /{media-id}/insights` (protocol notes; lifetime values). */
export const INSIGHT_METRICS = [
  "reach",
  "views",
  "likes",
  "comments",
  "saved",
  "shares",
  "total_interactions",
] as const;
export type InsightMetric = (typeof INSIGHT_METRICS)[number];
/** A metric Instagram did not give (unavailable for the media type, or no data yet) is null, never 0. */
export type InsightFigures = Record<InsightMetric, number | null>;

/**
 * A published post's figures as Instagram answers them now. "Not enough viewers" (code 10) and
 * a deleted post (code 100, subcode 33) are answers, not failures; expired logins, removed
 * permissions and rate limits throw InstagramApiError like every other call.
 */
export type MediaInsights =
  | { kind: "figures"; figures: InsightFigures }
  | { kind: "not_enough_viewers"; message: string }
  | { kind: "deleted"; message: string };

/** One Instagram provider. Every call that needs an account takes its access token. */
export interface InstagramApi {
  readonly kind: "graph" | "sandbox";
  /** Where the browser goes to grant access; `state` comes back unchanged on the callback. */
  authorizeUrl(input: { state: string; redirectUri: string }): string;
  /**
   * The code of the callback → a short-lived token and the account id. `forUser` is our user
   * finishing the login: the sandbox accepts only a code it issued to that user (decision 723);
   * Instagram binds its codes to its own signed-in account and ignores it.
   */
  exchangeCode(input: {
    code: string;
    redirectUri: string;
    forUser: string;
  }): Promise<{ accessToken: string; userId: string }>;
  /** Short-lived → long-lived (60 days). */
  longLivedToken(shortToken: string): Promise<InstagramToken>;
  /** A long-lived token at least a day old → a new one for another 60 days. */
  refreshToken(token: string): Promise<InstagramToken>;
  profile(token: string): Promise<InstagramProfile>;
  createImageContainer(token: string, igUserId: string, input: ContainerInput): Promise<string>;
  createCarouselContainer(
    token: string,
    igUserId: string,
    input: { children: string[]; caption: string },
  ): Promise<string>;
  /** A Reel's container; Instagram downloads and processes the video (minutes; poll its status). */
  createReelContainer(token: string, igUserId: string, input: ReelContainerInput): Promise<string>;
  containerStatus(token: string, containerId: string): Promise<{ status: ContainerStatus; detail: string | null }>;
  publish(token: string, igUserId: string, creationId: string): Promise<string>;
  /** Posts published in the last 24 hours (rolling) and how many the account may publish. */
  publishingLimit(token: string, igUserId: string): Promise<{ used: number; total: number }>;
  /** The account's newest media, newest first. */
  recentMedia(token: string, igUserId: string, limit: number): Promise<PublishedMedia[]>;
  media(token: string, mediaId: string): Promise<PublishedMedia>;
  /**
   * One page of the account's media, newest first (`GET /{ig-user-id}/media` with its cursor
   * paging); `after` is the cursor the previous page gave. The import reads the last 50.
   */
  mediaPage(token: string, igUserId: string, page: { limit: number; after?: string | undefined }): Promise<MediaPage>;
  /** A published post's lifetime figures (reach, views, likes, comments, saved, shares, total_interactions). */
  mediaInsights(token: string, mediaId: string): Promise<MediaInsights>;
}
