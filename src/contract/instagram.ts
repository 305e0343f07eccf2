import { z } from "zod";
import { VIDEO_MAX_SECONDS } from "./library-limits.ts";
import { line, text } from "./text.ts";

/** Plans whose posts can be published to Instagram automatically (issue 20). */
export const AUTO_PUBLISH_PLANS = ["pro", "business"] as const;

/** Instagram's own limits (protocols doc, "Instagram's own limits"). */
export const INSTAGRAM_LIMITS = {
  minAspect: 4 / 5,
  maxAspect: 1.91,
  minWidth: 320,
  maxWidth: 1440,
  maxBytes: 8 * 1024 * 1024,
  carouselMin: 2,
  carouselMax: 10,
  captionMax: 2200,
  hashtagsMax: 5,
} as const;

/** GET /api/instagram/account */
export const instagramAccountSchema = z.object({
  /** Whether this server can publish (a Meta app or the sandbox is configured). */
  available: z.boolean(),
  /** "sandbox" when the in-app stand-in answers instead of Instagram. */
  provider: z.enum(["graph", "sandbox"]).nullable(),
  /** The user's plan includes automatic publishing. */
  planAllows: z.boolean(),
  account: z
    .object({
      username: z.string(),
      name: z.string().nullable(),
      /** The app's copy of the profile picture, or null when Instagram gave none. */
      pictureUrl: z.string().nullable(),
      connectedAt: z.string(),
      tokenExpiresAt: z.string(),
      /** Set when Instagram refused the token or a permission: connect again. */
      needsReconnect: z.boolean(),
      reconnectReason: z.string().nullable(),
      /**
       * Instagram refused the insights permission (an account connected before CaptionKaro asked
       * for it, or one that removed it): results stop until the account is connected again once.
       * Publishing is not affected (decision 770).
       */
      insightsPermissionMissing: z.boolean(),
    })
    .nullable(),
});
export type InstagramAccount = z.infer<typeof instagramAccountSchema>;

/** GET /api/instagram/callback (Instagram's redirect back). */
export const instagramCallbackQuerySchema = z.object({
  code: line().max(2000).optional(),
  state: line().max(300).optional(),
  error: line().max(200).optional(),
  error_reason: line().max(200).optional(),
  error_description: line().max(1000).optional(),
});

/** GET /instagram-sandbox/authorize (the sandbox's consent page). */
export const sandboxAuthorizeQuerySchema = z.object({
  state: line().min(1).max(300),
  redirect_uri: line().min(1).max(500),
});

export const PUBLISH_FITS = ["pad", "crop"] as const;
export type PublishFit = (typeof PUBLISH_FITS)[number];

/** One photo of a post, checked against Instagram's limits, with the automatic fix when one is needed. */
export const preflightItemSchema = z.object({
  contentItemId: z.string(),
  name: z.string(),
  /** The photo as stored. */
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  mimeType: z.string(),
  bytes: z.number().int(),
  /** What does not fit Instagram as it is (empty when it fits). */
  problems: z.array(z.string()),
  /** What the automatic fix does, e.g. "Padded to 4:5, converted to JPEG"; null when nothing is needed. */
  fix: z.string().nullable(),
  /** False when no automatic fix can make it fit; `reason` says why. */
  fixable: z.boolean(),
  reason: z.string().nullable(),
  /** The photo as it will be sent, for the preview (null when it cannot be fixed). */
  previewUrl: z.string().nullable(),
  result: z.object({ width: z.number().int(), height: z.number().int() }).nullable(),
  /** A Reel's video as it will be sent (its stored original) and its length, for picking the cover; null for photos. */
  videoUrl: z.string().nullable().optional(),
  durationSeconds: z.number().nullable().optional(),
});
export type PreflightItem = z.infer<typeof preflightItemSchema>;

export const preflightSchema = z.object({
  /** True when the post can be published (after the shown fixes). */
  ok: z.boolean(),
  fit: z.enum(PUBLISH_FITS),
  items: z.array(preflightItemSchema),
  /** Problems of the post itself (too many photos or hashtags, caption too long). */
  problems: z.array(z.string()),
});
export type Preflight = z.infer<typeof preflightSchema>;

/** POST /api/instagram/preflight: check photos and text before scheduling. */
export const preflightRequestSchema = z.object({
  contentItemIds: z.array(z.uuid("Unknown content item")).min(1, "Select at least one photo").max(10),
  /** The post's heading: Instagram receives it as the caption's first line (decision 728). */
  title: text().max(10_000, "Heading is too long").default(""),
  caption: text().max(10_000, "Caption is too long").default(""),
  hashtags: text().max(2000, "Hashtags are too long").default(""),
  fit: z.enum(PUBLISH_FITS).default("pad"),
});

/** GET /api/instagram/preflight/image: one photo as it will be sent. */
export const preflightImageQuerySchema = z.object({
  item: z.uuid("Unknown content item"),
  fit: z.enum(PUBLISH_FITS).default("pad"),
});

/** A Reel's cover: a moment of the video in milliseconds (Instagram's `thumb_offset`). */
export const coverOffsetMsSchema = z
  .number({ error: "The cover must be a moment of the video, in milliseconds" })
  .int("The cover must be a whole number of milliseconds")
  .min(0, "The cover must be a moment of the video, in milliseconds")
  .max(VIDEO_MAX_SECONDS * 1000, `The cover must be within the video's first ${VIDEO_MAX_SECONDS} seconds`);

/**
 * The cover checked against the video it is a moment of (decision 801): within the clip, whose
 * length the server read from the file at upload. Null (no cover chosen: Instagram takes the first
 * frame) always fits.
 */
export const coverOffsetForVideo = (durationSeconds: number) =>
  coverOffsetMsSchema.nullable().refine((ms) => ms === null || ms <= Math.floor(durationSeconds * 1000), {
    message: `The cover must be a moment of the video: between 0 and ${Math.floor(durationSeconds * 1000)} ms (the video is ${durationSeconds.toFixed(1)} s long)`,
  });

/** PUT /api/instagram/posts/:id/auto-publish */
export const autoPublishRequestSchema = z.object({
  enabled: z.boolean({ error: "enabled must be true or false" }),
  fit: z.enum(PUBLISH_FITS).default("pad"),
  /** A Reel also appears in the profile's feed grid (Instagram's `share_to_feed`); on unless turned off. */
  shareToFeed: z.boolean({ error: "shareToFeed must be true or false" }).default(true),
  /** A Reel's cover frame; absent keeps the post's, null clears it (the first frame). */
  coverOffsetMs: coverOffsetMsSchema.nullable().optional(),
});

/**
 * GET /api/instagram/quota: the account's publishing limit as Instagram reports it right now;
 * the numbers are null with `problem` when Instagram could not say (login expired, unreachable).
 */
export const publishingQuotaSchema = z.object({
  used: z.number().int().nullable(),
  total: z.number().int().nullable(),
  left: z.number().int().nullable(),
  problem: z.string().nullable(),
});
export type PublishingQuota = z.infer<typeof publishingQuotaSchema>;
