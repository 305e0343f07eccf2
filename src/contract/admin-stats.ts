import { z } from "zod";
import { ADMIN_RANGES, type AdminRange } from "./admin.ts";
import { ANALYTICS_EVENTS } from "./analytics-values.ts";
import { LANGUAGE_CODES } from "./languages.ts";
import { PLAN_IDS } from "./plans.ts";

/**
 * The admin dashboard's figures (spec §2 and §3, issue 18, decision 551): every one counted
 * by the database for the chosen range. Money is in paise (integers), GST included unless a
 * field says net.
 */

const count = z.number().int().min(0);
const paise = z.number().int();

/** How a range's series is cut: by the hour for a day, by the IST calendar day otherwise. */
export const ADMIN_SERIES_BUCKET: Readonly<Record<AdminRange, "hour" | "day">> = {
  "24h": "hour",
  "7d": "day",
  "30d": "day",
  "90d": "day",
};

const rangeFields = {
  range: z.enum(ADMIN_RANGES),
  /** Start of the range, ISO time. */
  since: z.string(),
  /** When the figures were counted (the end of the range), ISO time. */
  until: z.string(),
};

/** The engines that write captions: the configured model's provider, or the offline writer. */
export const ENGINE_KINDS = ["model", "offline"] as const;

/** GET /api/admin/stats: the Analytics tab's figures and per-bucket series. */
export const adminStatsSchema = z.object({
  ...rangeFields,
  bucket: z.enum(["hour", "day"]),
  /** Accounts not deleted. */
  totalUsers: count,
  /** Accounts created in the range (not deleted). */
  newUsers: count,
  /** Accounts with a plan pass running now (from the passes, not a cached status). */
  activeSubscriptions: count,
  /** Invoices issued in the range: what was paid, and the same without GST. */
  totalRevenue: z.object({ payments: count, grossPaise: paise, netPaise: paise, gstPaise: paise }),
  /** Credit notes issued in the range (each refund issues one for the whole amount). */
  refunds: z.object({ count, grossPaise: paise, netPaise: paise }),
  /** Successful generations in the range. */
  contentGenerated: count,
  /** Generations in the range that the engine could not write. */
  generationFailures: count,
  /** Generations in the range per engine ("offline" or the model's provider), most first. */
  engines: z.array(z.object({ engine: z.string(), kind: z.enum(ENGINE_KINDS), succeeded: count, failed: count })),
  /** Successful generations in the range by language, most first. */
  topLanguages: z.array(z.object({ language: z.enum(LANGUAGE_CODES), count })),
  /** Bytes stored for all users (ready files). */
  storageUsed: count,
  /** One entry per bucket of the range, oldest first, zeros included. */
  series: z.array(
    z.object({
      /** ISO time the bucket starts (midnight in India for a day). */
      start: z.string(),
      signUps: count,
      generations: count,
      failures: count,
      revenuePaise: paise,
      refundsPaise: paise,
    }),
  ),
});
export type AdminStats = z.infer<typeof adminStatsSchema>;
export type AdminStatsPoint = AdminStats["series"][number];

/** How many accounts the Content tab lists as the largest. */
export const ADMIN_LARGEST_USERS = 10;

/** GET /api/admin/content: the Content tab. */
/**
 * Results from Instagram across every workspace, now (issue 32, decision 770): per source
 * (Instagram's figures, or the sandbox's made-up ones, never mixed), how many posts have a usable
 * reading, published through CaptionKaro or imported, the mean of their engagement rates (the
 * dashboard's formula), the pooled rate (all interactions ÷ all reach), total reach and
 * interactions, and the posts that have no usable figure yet, so every mean says what it covers.
 */
export const adminResultsSchema = z.object({
  formula: z.string(),
  bySource: z.array(
    z.object({
      source: z.enum(["instagram", "sandbox"]),
      /** Posts with a usable reading (reach above 0 and a total of interactions). */
      posts: count,
      publishedPosts: count,
      importedPosts: count,
      /** Workspaces those posts belong to. */
      workspaces: count,
      /** Mean of total interactions ÷ reach per post, percent (one decimal); null with no posts. */
      meanRatePercent: z.number().nullable(),
      /** All their interactions ÷ all their reach, percent (one decimal); null with no posts. */
      pooledRatePercent: z.number().nullable(),
      reach: count,
      interactions: count,
      /** Published posts with at least one reading, usable or not ("too few viewers", no total). */
      publishedPostsRead: count,
      /** Imported posts without a usable figure (too few viewers, or not read). */
      importedWithoutFigures: count,
    }),
  ),
  /** Published posts whose readings stopped: deleted on Instagram, or a login or permission lost. */
  stopped: z.object({ deleted: count, reconnect: count }),
  /** Connected Instagram accounts, and those whose insights permission is missing (the results prompt shows). */
  accounts: z.object({ connected: count, insightsPermissionMissing: count }),
});
export type AdminResults = z.infer<typeof adminResultsSchema>;

export const adminContentSchema = z.object({
  ...rangeFields,
  bucket: z.enum(["hour", "day"]),
  /** Files uploaded in the range (checked and stored), and their stored bytes. */
  uploads: z.object({ count, bytes: count, failed: count }),
  /** Successful generations and posts saved in the range. */
  generations: count,
  postsSaved: count,
  /** What is stored now, by kind of file. */
  storageByType: z.array(z.object({ fileType: z.enum(["image", "video"]), items: count, bytes: count })),
  /** The accounts storing the most bytes now, most first. */
  largestUsers: z.array(z.object({ id: z.uuid(), email: z.string(), name: z.string(), items: count, bytes: count })),
  series: z.array(z.object({ start: z.string(), uploads: count, generations: count, posts: count })),
  /** Results from Instagram across all users, now (not limited to the range). */
  results: adminResultsSchema,
});
export type AdminContent = z.infer<typeof adminContentSchema>;

/** A checkout's states (the payment_orders table's): started, paid, failed, paid and refunded. */
export const ORDER_STATUSES = ["created", "completed", "failed", "refunded"] as const;

/** How many payments, refunds and ending passes the Subscriptions tab lists. */
export const ADMIN_LIST_LIMIT = 20;
/** Passes ending within this many days are listed as expiring. */
export const ADMIN_EXPIRING_DAYS = 7;

const paidPlan = z.enum(PLAN_IDS.filter((id) => id !== "free") as ["starter", "pro", "business"]);

/** GET /api/admin/subscriptions: the Subscriptions tab. */
export const adminSubscriptionsSchema = z.object({
  ...rangeFields,
  /** Accounts by the highest plan they have running now. */
  livePasses: z.array(z.object({ plan: paidPlan, users: count })),
  /** Teams of the Business plan now (issue 29): how many, their members besides owners, pending invitations. */
  teams: z.object({ count, members: count, pendingInvitations: count, seatsPerTeam: count }),
  /** Checkouts started in the range, by status, with their amounts. */
  paymentsByStatus: z.array(z.object({ status: z.enum(ORDER_STATUSES), count, amountPaise: paise })),
  /** The newest checkouts of the range. */
  payments: z.array(
    z.object({
      id: z.string(),
      email: z.string(),
      product: z.string(),
      amountPaise: paise,
      status: z.enum(ORDER_STATUSES),
      provider: z.string(),
      createdAt: z.string(),
      completedAt: z.string().nullable(),
    }),
  ),
  /** Refunds in the range (credit notes), newest first. */
  refunds: z.object({
    count,
    amountPaise: paise,
    recent: z.array(
      z.object({
        orderId: z.string(),
        number: z.string(),
        email: z.string(),
        amountPaise: paise,
        issuedAt: z.string(),
      }),
    ),
  }),
  /** Accounts whose last running plan pass ends within 7 days, soonest first. */
  expiring: z.object({
    count,
    accounts: z.array(
      z.object({ userId: z.uuid(), email: z.string(), name: z.string(), plan: paidPlan, endsAt: z.string() }),
    ),
  }),
});
export type AdminSubscriptions = z.infer<typeof adminSubscriptionsSchema>;

/** The steps of the funnel the Analytics tab draws. */
export const FUNNEL_STEPS = ["demo", "sign_up", "first_caption", "paid"] as const;

const eventCategories = Object.keys(ANALYTICS_EVENTS) as [string, ...string[]];

/** GET /api/admin/traffic: first-party analytics for the range, by IST calendar day (decision 553). */
export const adminTrafficSchema = z.object({
  ...rangeFields,
  /** The first and last IST day counted (the daily totals cover whole days). */
  fromDay: z.string(),
  toDay: z.string(),
  pageViews: count,
  /** The most viewed paths, most first. */
  topPages: z.array(z.object({ path: z.string(), views: count })),
  events: z.array(z.object({ category: z.enum(eventCategories), label: z.string(), count, valueTotal: count })),
  /**
   * demo: demo captions written (events); sign_up: accounts created in the range; then of
   * those accounts, how many wrote a first caption, and how many paid.
   */
  funnel: z.array(z.object({ step: z.enum(FUNNEL_STEPS), count })),
  series: z.array(z.object({ day: z.string(), views: count })),
});
export type AdminTraffic = z.infer<typeof adminTrafficSchema>;
