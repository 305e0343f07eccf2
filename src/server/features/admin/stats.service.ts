import { ADMIN_RANGE_HOURS, type AdminRange } from "#contract/admin.ts";
import {
  ADMIN_EXPIRING_DAYS,
  ADMIN_LARGEST_USERS,
  ADMIN_LIST_LIMIT,
  ADMIN_SERIES_BUCKET,
  type AdminContent,
  type AdminStats,
  type AdminSubscriptions,
  type AdminTraffic,
  ORDER_STATUSES,
} from "#contract/admin-stats.ts";
import { LANGUAGE_CODES, type LanguageCode } from "#contract/languages.ts";
import { istDate } from "#contract/plans.ts";
import type { Deps } from "#server/deps.ts";
import { trafficBetween } from "../analytics/analytics.service.ts";
import { adminResultsTotals } from "../instagram/instagram.service.ts";
import { adminTeamTotals } from "../teams/teams.service.ts";
import {
  type Bucket,
  countLivePassesByPlan,
  countLivePassHolders,
  countSignUpCohort,
  countUsers,
  findExpiringPasses,
  findPayments,
  findRefunds,
  groupGenerations,
  groupInvoices,
  groupPosts,
  groupStorage,
  groupUploads,
  sumStoredBytes,
} from "./stats.queries.ts";

/**
 * The admin dashboard's tabs (decision 551): each answer is a handful of aggregate queries
 * run side by side; this module only puts their rows into the contract's shapes.
 */

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
/** India is UTC+05:30 all year. */
const IST_OFFSET_MS = 330 * 60 * 1000;

const isLanguage = (code: string): code is LanguageCode => (LANGUAGE_CODES as readonly string[]).includes(code);
const PAID_PLANS = ["starter", "pro", "business"] as const;
type PaidPlan = (typeof PAID_PLANS)[number];
const isPaidPlan = (plan: string): plan is PaidPlan => (PAID_PLANS as readonly string[]).includes(plan);
type OrderStatus = (typeof ORDER_STATUSES)[number];
const isOrderStatus = (status: string): status is OrderStatus => (ORDER_STATUSES as readonly string[]).includes(status);

interface Window {
  range: AdminRange;
  since: Date;
  until: Date;
  bucket: Bucket;
  /** The start of every bucket from the one holding `since` to the one holding `until`. */
  buckets: number[];
}

/** The bucket a moment falls in: its UTC hour, or its calendar day in India. */
function bucketStart(time: number, bucket: Bucket): number {
  if (bucket === "hour") return Math.floor(time / HOUR_MS) * HOUR_MS;
  return Math.floor((time + IST_OFFSET_MS) / DAY_MS) * DAY_MS - IST_OFFSET_MS;
}

function windowOf(range: AdminRange, now: Date): Window {
  const since = new Date(now.getTime() - ADMIN_RANGE_HOURS[range] * HOUR_MS);
  const bucket = ADMIN_SERIES_BUCKET[range];
  const step = bucket === "hour" ? HOUR_MS : DAY_MS;
  const buckets: number[] = [];
  for (let at = bucketStart(since.getTime(), bucket); at <= now.getTime(); at += step) buckets.push(at);
  return { range, since, until: now, bucket, buckets };
}

const rangeFields = (w: Window) => ({ range: w.range, since: w.since.toISOString(), until: w.until.toISOString() });

/** A per-bucket lookup of aggregate rows (missing buckets are 0). */
function byBucket<T extends { at: number }>(rows: T[], value: (row: T) => number) {
  const map = new Map<number, number>();
  for (const row of rows) map.set(row.at, (map.get(row.at) ?? 0) + value(row));
  return (at: number) => map.get(at) ?? 0;
}

const nameOf = (row: { firstName: string | null; lastName: string | null }) =>
  [row.firstName, row.lastName].filter((part) => part?.trim()).join(" ");

/** GET /api/admin/stats: the Analytics tab's figures and charts. */
export async function getStats(deps: Deps, range: AdminRange, now = new Date()): Promise<AdminStats> {
  const db = deps.database.db;
  const w = windowOf(range, now);
  const [people, passHolders, generations, money, storageUsed] = await Promise.all([
    countUsers(db, w.since, w.bucket),
    countLivePassHolders(db, now),
    groupGenerations(db, w.since, w.bucket),
    groupInvoices(db, w.since, w.bucket),
    sumStoredBytes(db),
  ]);

  const engines = new Map<string, { succeeded: number; failed: number }>();
  for (const row of generations.byEngine) {
    const entry = engines.get(row.engine) ?? { succeeded: 0, failed: 0 };
    entry[row.status] += row.n;
    engines.set(row.engine, entry);
  }
  const signUps = byBucket(people.perBucket, (row) => row.n);
  const made = byBucket(
    generations.byBucket.filter((row) => row.status === "succeeded"),
    (row) => row.n,
  );
  const failed = byBucket(
    generations.byBucket.filter((row) => row.status === "failed"),
    (row) => row.n,
  );
  const revenue = byBucket(
    money.perBucket.filter((row) => row.kind === "invoice"),
    (row) => row.grossPaise,
  );
  const refunded = byBucket(
    money.perBucket.filter((row) => row.kind === "credit_note"),
    (row) => row.grossPaise,
  );
  const succeeded = generations.byLanguage.filter((row) => row.status === "succeeded");

  return {
    ...rangeFields(w),
    bucket: w.bucket,
    totalUsers: people.total,
    newUsers: people.created,
    activeSubscriptions: passHolders,
    totalRevenue: {
      payments: money.invoices.count,
      grossPaise: money.invoices.grossPaise,
      netPaise: money.invoices.netPaise,
      gstPaise: money.invoices.grossPaise - money.invoices.netPaise,
    },
    refunds: money.creditNotes,
    contentGenerated: succeeded.reduce((sum, row) => sum + row.n, 0),
    generationFailures: generations.byLanguage
      .filter((row) => row.status === "failed")
      .reduce((sum, row) => sum + row.n, 0),
    engines: [...engines]
      .map(([engine, counts]) => ({
        engine,
        kind: engine === "offline" ? ("offline" as const) : ("model" as const),
        ...counts,
      }))
      .sort((a, b) => b.succeeded + b.failed - (a.succeeded + a.failed) || a.engine.localeCompare(b.engine)),
    topLanguages: succeeded
      .flatMap(({ language, n }) => (isLanguage(language) ? [{ language, count: n }] : []))
      .sort((a, b) => b.count - a.count || a.language.localeCompare(b.language)),
    storageUsed,
    series: w.buckets.map((at) => ({
      start: new Date(at).toISOString(),
      signUps: signUps(at),
      generations: made(at),
      failures: failed(at),
      revenuePaise: revenue(at),
      refundsPaise: refunded(at),
    })),
  };
}

/** GET /api/admin/content: uploads, generations and posts of the range, what is stored, and results from Instagram across users. */
export async function getContent(deps: Deps, range: AdminRange, now = new Date()): Promise<AdminContent> {
  const db = deps.database.db;
  const w = windowOf(range, now);
  const [uploads, generations, posts, storage, results] = await Promise.all([
    groupUploads(db, w.since, w.bucket),
    groupGenerations(db, w.since, w.bucket),
    groupPosts(db, w.since, w.bucket),
    groupStorage(db, ADMIN_LARGEST_USERS),
    adminResultsTotals(deps),
  ]);
  const uploaded = byBucket(uploads.perBucket, (row) => row.n);
  const written = generations.byBucket.filter((row) => row.status === "succeeded");
  const made = byBucket(written, (row) => row.n);
  const saved = byBucket(posts.perBucket, (row) => row.n);
  return {
    ...rangeFields(w),
    bucket: w.bucket,
    uploads: { count: uploads.count, bytes: uploads.bytes, failed: uploads.failed },
    generations: written.reduce((sum, row) => sum + row.n, 0),
    postsSaved: posts.total,
    storageByType: storage.byType,
    largestUsers: storage.largest.map((row) => ({
      id: row.id,
      email: row.email,
      name: nameOf(row),
      items: row.items,
      bytes: row.bytes,
    })),
    series: w.buckets.map((at) => ({
      start: new Date(at).toISOString(),
      uploads: uploaded(at),
      generations: made(at),
      posts: saved(at),
    })),
    results,
  };
}

/** GET /api/admin/subscriptions: live passes, the range's payments and refunds, passes ending soon. */
export async function getSubscriptions(deps: Deps, range: AdminRange, now = new Date()): Promise<AdminSubscriptions> {
  const db = deps.database.db;
  const w = windowOf(range, now);
  const [byPlan, payments, refunds, expiring, teams] = await Promise.all([
    countLivePassesByPlan(db, now),
    findPayments(db, w.since, ADMIN_LIST_LIMIT),
    findRefunds(db, w.since, ADMIN_LIST_LIMIT),
    findExpiringPasses(db, now, new Date(now.getTime() + ADMIN_EXPIRING_DAYS * DAY_MS), ADMIN_LIST_LIMIT),
    adminTeamTotals(deps),
  ]);
  return {
    ...rangeFields(w),
    livePasses: PAID_PLANS.map((plan) => ({ plan, users: byPlan.find((row) => row.plan === plan)?.users ?? 0 })),
    teams,
    paymentsByStatus: payments.byStatus.flatMap((row) =>
      isOrderStatus(row.status) ? [{ status: row.status, count: row.count, amountPaise: row.amountPaise }] : [],
    ),
    payments: payments.recent.flatMap((row) =>
      isOrderStatus(row.status)
        ? [
            {
              ...row,
              status: row.status,
              createdAt: row.createdAt.toISOString(),
              completedAt: row.completedAt?.toISOString() ?? null,
            },
          ]
        : [],
    ),
    // Credit notes issued in the range: a refund of an older payment counts when it was made.
    refunds: {
      count: refunds.count,
      amountPaise: refunds.amountPaise,
      recent: refunds.recent.map((row) => ({ ...row, issuedAt: row.issuedAt.toISOString() })),
    },
    expiring: {
      count: expiring.count,
      accounts: expiring.accounts.flatMap((row) =>
        isPaidPlan(row.plan)
          ? [
              {
                userId: row.userId,
                email: row.email,
                name: nameOf(row),
                plan: row.plan,
                endsAt: row.endsAt.toISOString(),
              },
            ]
          : [],
      ),
    },
  };
}

/** GET /api/admin/traffic: first-party page views and events, and the funnel (decision 553). */
export async function getTraffic(deps: Deps, range: AdminRange, now = new Date()): Promise<AdminTraffic> {
  const w = windowOf(range, now);
  const fromDay = istDate(w.since);
  const toDay = istDate(now);
  const [traffic, cohort] = await Promise.all([
    trafficBetween(deps, fromDay, toDay),
    countSignUpCohort(deps.database.db, w.since),
  ]);
  const days: string[] = [];
  for (let at = bucketStart(w.since.getTime(), "day"); at <= now.getTime(); at += DAY_MS) {
    days.push(istDate(new Date(at)));
  }
  const demo = traffic.events.find((row) => row.category === "demo" && row.label === "caption_generated");
  return {
    ...rangeFields(w),
    fromDay,
    toDay,
    pageViews: traffic.pageViews,
    topPages: traffic.topPages,
    events: traffic.events.map(({ category, label, count, valueTotal }) => ({ category, label, count, valueTotal })),
    funnel: [
      { step: "demo", count: demo?.count ?? 0 },
      { step: "sign_up", count: cohort.signUps },
      { step: "first_caption", count: cohort.captioned },
      { step: "paid", count: cohort.paid },
    ],
    series: days.map((day) => ({ day, views: traffic.viewsOn(day) })),
  };
}
