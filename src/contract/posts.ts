import { z } from "zod";
import { CAPTION_MAX_CHARS, CONTENT_FIELDS, MAX_ITEMS_PER_POST } from "./captions.ts";
import { CONTAINER_STATES } from "./destinations.ts";
import { engagementRateSchema, postResultsSchema } from "./insights.ts";
import { LANGUAGE_CODES } from "./languages.ts";
import { storageStatsSchema } from "./library.ts";
import { PLAN_IDS } from "./plans.ts";
import { line, text } from "./text.ts";

export const POST_TITLE_MAX_CHARS = 150;
export const POST_DESCRIPTION_MAX_CHARS = 5000;
export const POST_ALT_TEXT_MAX_CHARS = 250;
/** GET /api/posts page size: default and ceiling. */
export const POSTS_PAGE_DEFAULT = 50;
export const POSTS_PAGE_MAX = 100;
/** How far ahead a post can be scheduled. */
export const SCHEDULE_MAX_DAYS = 365;

/**
 * Every state a post can be in. "publishing" and "failed" belong to automatic Instagram
 * publishing only (the job moves a post there). "in_review", "changes_requested" and
 * "approved" are a team's approvals (issue 29, decision 761): a post moves there only through
 * POST /api/posts/{id}/submit and /review; a creator sets only the input statuses.
 */
export const POST_STATUSES = [
  "draft",
  "in_review",
  "changes_requested",
  "approved",
  "scheduled",
  "publishing",
  "posted",
  "failed",
] as const;
export type PostStatus = (typeof POST_STATUSES)[number];
/** The states in which a team's post waits for, or has, a decision (approvals, decision 761). */
export const REVIEW_STATUSES = ["in_review", "changes_requested", "approved"] as const;
/** Statuses a creator (a team role below manager) may leave a post in: nothing goes out from these. */
export const UNPUBLISHED_STATUSES = ["draft", "in_review", "changes_requested", "approved"] as const;
export const REVIEW_COMMENT_MAX_CHARS = 1000;
/** The statuses a creator may set through the API. */
export const POST_INPUT_STATUSES = ["draft", "scheduled", "posted"] as const;
export type PostInputStatus = (typeof POST_INPUT_STATUSES)[number];

const title = line({ error: "Post heading is required" })
  .trim()
  .min(1, "Post heading is required")
  .max(POST_TITLE_MAX_CHARS, `Post heading can be at most ${POST_TITLE_MAX_CHARS} characters`);
const caption = text()
  .trim()
  .max(
    CAPTION_MAX_CHARS,
    `Caption can be at most ${CAPTION_MAX_CHARS.toLocaleString("en-IN")} characters (Instagram's limit)`,
  );
const detailedDescription = text()
  .trim()
  .max(POST_DESCRIPTION_MAX_CHARS, `Description can be at most ${POST_DESCRIPTION_MAX_CHARS} characters`);
const altText = text()
  .trim()
  .max(POST_ALT_TEXT_MAX_CHARS, `Alt text can be at most ${POST_ALT_TEXT_MAX_CHARS} characters`);
/** One string ("#a #b") or a list; the server normalises it to the post's set (at most the configured cap). */
const hashtags = z.union(
  [
    text().max(2000, "Hashtags are too long"),
    z.array(line().max(200, "A hashtag is too long")).max(30, "Too many hashtags"),
  ],
  { error: "Hashtags must be text or a list of tags" },
);
const contentItemIds = z
  .array(z.uuid("Unknown content item"), { error: "Select at least one photo for this post" })
  .min(1, "Select at least one photo for this post")
  .max(MAX_ITEMS_PER_POST, `You can select maximum ${MAX_ITEMS_PER_POST} photos per post`)
  .refine((ids) => new Set(ids).size === ids.length, "Each item can be selected once");
/** The spec sends the estimate as a string ("85"); a number is accepted too. Empty means none. */
const engagementPrediction = z.preprocess((value) => {
  if (typeof value !== "string") return value;
  const trimmed = value.trim().replace(/%$/, "");
  return trimmed === "" ? null : Number(trimmed);
}, z
  .number({ error: "Engagement estimate must be a number from 0 to 100" })
  .min(0, "Engagement estimate must be a number from 0 to 100")
  .max(100, "Engagement estimate must be a number from 0 to 100")
  .transform(Math.round)
  .nullable());
const scheduledAt = z.iso
  .datetime({ offset: true, error: "Scheduled time must be a date and time, e.g. 2026-12-01T18:30:00+05:30" })
  .transform((value) => new Date(value))
  .nullable();
const status = z.enum(POST_INPUT_STATUSES, { error: "Status must be draft, scheduled or posted" });
const language = z.enum(LANGUAGE_CODES, { error: "Unknown language" });
/** The content field (niche) the post was written for; its results are broken down by it (issue 32). */
const contentField = z
  .enum(CONTENT_FIELDS, { error: `Content field must be one of ${CONTENT_FIELDS.join(", ")}` })
  .nullable();

/** POST /api/posts (spec §7 fields, plus scheduledAt and language). */
export const createPostSchema = z.object({
  title,
  caption: caption.default(""),
  detailedDescription: detailedDescription.default(""),
  hashtags: hashtags.default(""),
  altText: altText.default(""),
  contentItemIds,
  /** Default draft; scheduled when only scheduledAt is given. */
  status: status.optional(),
  scheduledAt: scheduledAt.optional(),
  engagementPrediction: engagementPrediction.optional(),
  language: language.default("english"),
  contentField: contentField.optional(),
});
export type CreatePostInput = z.input<typeof createPostSchema>;
export type CreatePost = z.output<typeof createPostSchema>;

/** PATCH /api/posts/{id}: any of the fields; status and scheduledAt move the post between states. */
export const updatePostSchema = z
  .object({
    title,
    caption,
    detailedDescription,
    hashtags,
    altText,
    contentItemIds,
    status,
    scheduledAt,
    engagementPrediction,
    language,
    contentField,
  })
  .partial()
  .refine((v) => Object.values(v).some((field) => field !== undefined), { message: "Nothing to change" });
export type UpdatePostInput = z.input<typeof updatePostSchema>;
export type UpdatePost = z.output<typeof updatePostSchema>;

/** GET /api/posts query. */
export const listPostsQuerySchema = z.object({
  limit: z.coerce
    .number({ error: `limit must be a number from 1 to ${POSTS_PAGE_MAX}` })
    .int(`limit must be a number from 1 to ${POSTS_PAGE_MAX}`)
    .min(1, `limit must be a number from 1 to ${POSTS_PAGE_MAX}`)
    .max(POSTS_PAGE_MAX, `limit must be a number from 1 to ${POSTS_PAGE_MAX}`)
    .default(POSTS_PAGE_DEFAULT),
  cursor: line().max(200, "This page link is not valid").optional(),
});

/**
 * The post's `updatedAt` as the reviewer saw it: a decision is refused (409 changed) when the
 * post was edited since, so nothing is approved unseen.
 */
const seenUpdatedAt = z.iso
  .datetime({ offset: true, error: "updatedAt must be the post's updatedAt as you saw it" })
  .transform((value) => new Date(value))
  .optional();

/** POST /api/posts/{id}/review: an owner's or manager's decision on a post in review. */
export const reviewPostSchema = z
  .object({
    decision: z.enum(["approve", "request_changes"], { error: "The decision is approve or request_changes" }),
    /** Optional with an approval; what should change, required when sending it back. */
    comment: text()
      .trim()
      .max(REVIEW_COMMENT_MAX_CHARS, `A comment can be at most ${REVIEW_COMMENT_MAX_CHARS} characters`)
      .optional(),
    updatedAt: seenUpdatedAt,
  })
  .superRefine((review, ctx) => {
    if (review.decision === "request_changes" && !review.comment) {
      ctx.addIssue({ code: "custom", path: ["comment"], message: "Say what should change" });
    }
  });
export type ReviewPostInput = z.input<typeof reviewPostSchema>;
export type ReviewPost = z.output<typeof reviewPostSchema>;

/** Who did one thing to a post, and when: a name kept as it was then (a record, decision 761). */
export const postActorSchema = z.object({
  /** null once that person's account is gone. */
  id: z.uuid().nullable(),
  name: z.string(),
  at: z.string(),
});
export type PostActor = z.infer<typeof postActorSchema>;

/**
 * Who wrote, edited, sent for review, approved and published a post (issue 29): each the last
 * time it happened; null when it has not. `changesRequestedBy` carries the reviewer's comment
 * and stays until the post is approved.
 */
export const postPeopleSchema = z.object({
  writtenBy: postActorSchema.nullable(),
  editedBy: postActorSchema.nullable(),
  submittedBy: postActorSchema.nullable(),
  approvedBy: postActorSchema.extend({ comment: z.string().nullable() }).nullable(),
  changesRequestedBy: postActorSchema.extend({ comment: z.string() }).nullable(),
  publishedBy: postActorSchema.nullable(),
});
export type PostPeople = z.infer<typeof postPeopleSchema>;

/** The places a post can be published to automatically (decision 800): one adapter each. */
export const DESTINATIONS = ["instagram"] as const;
export type Destination = (typeof DESTINATIONS)[number];
/**
 * A publication's own state (decision 800): `off` (automatic publishing turned off), `scheduled`
 * (goes out at the post's time), `publishing`, `published`, `failed`.
 */
export const PUBLICATION_STATES = ["off", "scheduled", "publishing", "published", "failed"] as const;
export type PublicationState = (typeof PUBLICATION_STATES)[number];

/**
 * The destination processing the media of a publication being published (decision 810): what
 * the publication record knows, no more — since when (the container was made; null when an older
 * try did not record it), how many times its status was asked, the last answer and when. No
 * percentage: Instagram gives none.
 */
export const publicationProcessingSchema = z.object({
  since: z.string().nullable(),
  statusChecks: z.number().int(),
  lastStatus: z.enum(CONTAINER_STATES).nullable(),
  lastCheckedAt: z.string().nullable(),
});
export type PublicationProcessing = z.infer<typeof publicationProcessingSchema>;

/** One destination of a post: its own state, the published post's link and why the last try failed. */
export const publicationSchema = z.object({
  destination: z.enum(DESTINATIONS),
  /** The destination's name for people ("Instagram"). */
  destinationName: z.string(),
  state: z.enum(PUBLICATION_STATES),
  /** The post on the destination, once published: its id there and its link. */
  remoteId: z.string().nullable(),
  permalink: z.string().nullable(),
  /** Why the last try did not publish, in words for the creator (failed, or retrying). */
  error: z.string().nullable(),
  /** reconnect | media | limit | transient | … : what the app offers next. */
  errorCode: z.string().nullable(),
  /** Tries so far; the next one (ISO) while waiting after a passing failure. */
  attempts: z.number().int(),
  nextAttemptAt: z.string().nullable(),
  publishedAt: z.string().nullable(),
  updatedAt: z.string(),
  /** While publishing, where the destination's processing of the media is; null otherwise or before any. */
  processing: publicationProcessingSchema.nullable(),
});
export type Publication = z.infer<typeof publicationSchema>;

/** A post as the API returns it (spec §3). */
export const postSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  caption: z.string(),
  detailedDescription: z.string(),
  /** The post's hashtags as one string: "#tag1 #tag2" (the spec's saved form). */
  hashtags: z.string(),
  altText: z.string(),
  contentItemIds: z.array(z.uuid()),
  status: z.enum(POST_STATUSES),
  /** ISO time; null unless scheduled (a posted post keeps the time it was scheduled for). */
  scheduledAt: z.string().nullable(),
  /** An estimate 0–100, or null when none was given (or an older one has no stated basis). */
  engagementPrediction: z.number().int().nullable(),
  /** How the estimate was made, in words; null exactly when engagementPrediction is null (decision 207). */
  engagementBasis: z.string().nullable(),
  language: z.enum(LANGUAGE_CODES),
  /** The content field (niche) it was written for; null when none was given (older posts). */
  contentField: z.enum(CONTENT_FIELDS).nullable(),
  /** Published to Instagram by itself at its time (Pro and Business, issue 20). */
  autoPublish: z.boolean(),
  /** How photos outside Instagram's aspect ratios are fixed: white bars (pad) or a centre crop. */
  publishFit: z.enum(["pad", "crop"]),
  /** The Instagram post, once published. */
  permalink: z.string().nullable(),
  /** Why the last try did not publish, in words for the creator (failed, or retrying). */
  publishError: z.string().nullable(),
  /** reconnect | media | limit | transient | … : what the app offers next. */
  publishErrorCode: z.string().nullable(),
  /** When the post was published. */
  postedAt: z.string().nullable(),
  /** A Reel's cover: the moment of its video, in ms (null: the first frame; decision 801). */
  coverOffsetMs: z.number().int().nullable(),
  /** A Reel also appears in the feed grid (Instagram's share_to_feed; decision 801). */
  shareToFeed: z.boolean(),
  /**
   * Each destination the post is (or was) published to automatically (decision 800); the
   * fields above (autoPublish … publishErrorCode) are Instagram's, kept for older clients.
   */
  publications: z.array(publicationSchema),
  /** The latest figures Instagram gave for the published post (issue 32); null before the first reading. */
  results: postResultsSchema.nullable(),
  /** Who wrote, edited, approved and published it (teams' approvals, decision 761). */
  people: postPeopleSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Post = z.infer<typeof postSchema>;

/** The query parameter of the dashboard address that opens one post in My Posts. */
export const POST_LINK_PARAM = "post";

/** The address of one post: the dashboard's My Posts tab, scrolled to it and highlighted. */
export const postLinkPath = (id: string) => `/?tab=posts&${POST_LINK_PARAM}=${encodeURIComponent(id)}`;

/** GET /api/posts: newest first; pass nextCursor back as ?cursor= for the next page (null at the end). */
export const postsPageSchema = z.object({
  posts: z.array(postSchema),
  nextCursor: z.string().nullable(),
});
export type PostsPage = z.infer<typeof postsPageSchema>;

/** GET /api/dashboard: the signed-in dashboard's counters, all counted by the server. */
export const dashboardStatsSchema = z.object({
  plan: z.enum(PLAN_IDS),
  totalPosts: z.number().int(),
  scheduledPosts: z.number().int(),
  /** Posts waiting for an owner's or manager's decision (a team's approvals; 0 in a personal workspace). */
  postsInReview: z.number().int(),
  /** Real average of the posts' engagement estimates (one decimal), or null with none. */
  averageEngagement: z.number().nullable(),
  /** How many of totalPosts carry an estimate with a stated basis (the average covers only those). */
  postsWithEngagement: z.number().int(),
  /** Posts saved before estimates carried a basis whose figure is therefore left out (decision 207). */
  postsWithoutBasis: z.number().int(),
  /**
   * The real engagement rate from Instagram's figures (issue 32) over the posts that have them,
   * with its formula; null when no post has a reading with reach and interactions.
   */
  engagementRate: engagementRateSchema.nullable(),
  /** Saved posts counted against the free plan's history ('n/5 saves used'). */
  freeSavesUsed: z.number().int(),
  /** null when the plan keeps unlimited posts. */
  freeSavesLimit: z.number().int().nullable(),
  /** Successful generations today (IST), or in the last 30 days for a per-pass plan. */
  generationsToday: z.number().int(),
  generationsLimit: z.number().int(),
  generationsWindow: z.enum(["day", "pass"]),
  storage: storageStatsSchema,
});
export type DashboardStats = z.infer<typeof dashboardStatsSchema>;
