import { and, desc, eq, gt, gte, inArray, or, sql } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";
import { lockUserForQuota } from "#server/db/locks.ts";
import { preparedQuery } from "#server/db/prepared.ts";
import { contentItems, generations, type StoredGenerationRequest, type StoredResult } from "#server/db/schema/index.ts";
import { userReadsChanged } from "#server/db/user-reads-cache.ts";

/** A reservation not confirmed within this time belongs to a request that died; it no longer counts. */
const RESERVATION_TTL = sql`interval '10 minutes'`;

/** The workspace's library items of these ids (another workspace's are left out). */
export function findContentForGeneration(db: Db, workspaceId: string, ids: string[]) {
  return db
    .select()
    .from(contentItems)
    .where(and(eq(contentItems.workspaceId, workspaceId), inArray(contentItems.id, ids)));
}

/** Stores a picture analysis made at generation time; a video keeps its Reel check and frames (`video`). */
export async function saveAnalysis(db: Db, id: string, analysis: Record<string, unknown>) {
  const [row] = await db
    .update(contentItems)
    .set({
      analyzed: true,
      analysis: sql`jsonb_strip_nulls(jsonb_build_object('video', ${contentItems.analysis} -> 'video')) || ${JSON.stringify(analysis)}::jsonb`,
    })
    .where(eq(contentItems.id, id))
    .returning({ workspaceId: contentItems.workspaceId });
  if (row) await userReadsChanged(db, row.workspaceId);
}

/**
 * Reserves one generation if the workspace is under its plan's limit: count and insert run
 * under a lock on the workspace owner's row (`lockUserId`), so two requests of any members
 * cannot both take the last unit. The generations of the workspace count, whoever made them.
 */
export async function reserveGeneration(
  db: Db,
  input: {
    workspaceId: string;
    /** Who asks for it (the generation's author). */
    userId: string;
    /** The row whose lock serialises the workspace's quota: its owner's. */
    lockUserId: string;
    kind: "basic" | "advanced" | "rewrite";
    language: string;
    istDay: string;
    limit: number;
    window: "day" | "pass";
    /** Start of the running pass (per-pass plans count from it); else the last 30 days. */
    passStart?: Date;
  },
): Promise<{ ok: true; id: string; used: number } | { ok: false; used: number }> {
  return db.transaction(async (tx) => {
    await lockUserForQuota(tx, input.lockUserId);
    // Successes count, and reservations still being written; failures never do.
    const live = or(
      eq(generations.status, "succeeded"),
      and(eq(generations.status, "reserved"), gt(generations.createdAt, sql`now() - ${RESERVATION_TTL}`)),
    );
    const period = input.window === "day" ? eq(generations.istDay, input.istDay) : passPeriod(input.passStart);
    const [row] = await tx
      .select({ used: sql<string>`count(*)` })
      .from(generations)
      .where(and(eq(generations.workspaceId, input.workspaceId), period, live));
    const used = Number(row?.used ?? 0);
    if (used >= input.limit) return { ok: false as const, used };
    const [reserved] = await tx
      .insert(generations)
      .values({
        workspaceId: input.workspaceId,
        userId: input.userId,
        kind: input.kind,
        language: input.language,
        istDay: input.istDay,
      })
      .returning({ id: generations.id });
    if (!reserved) throw new Error("generation reservation returned nothing");
    await userReadsChanged(tx, input.workspaceId);
    return { ok: true as const, id: reserved.id, used };
  });
}

/** Generations of the running pass: from its start, or the last 30 days when it is not known. */
const passPeriod = (passStart: Date | undefined) =>
  passStart ? gte(generations.createdAt, passStart) : gt(generations.createdAt, sql`now() - interval '30 days'`);

export async function markSucceeded(
  db: Db,
  id: string,
  values: {
    engine: string;
    postHeading: string;
    caption: string;
    engagementEstimates?: { prediction: number; basis: string }[] | null;
    request?: StoredGenerationRequest;
    results?: StoredResult[];
  },
) {
  const [row] = await db
    .update(generations)
    .set({ status: "succeeded", ...values })
    .where(eq(generations.id, id))
    .returning({ workspaceId: generations.workspaceId });
  if (row) await userReadsChanged(db, row.workspaceId);
}

/**
 * Keeps a generation the engine could not write as "failed", with that engine, for the admin
 * figures (decision 551); it no longer counts against the quota.
 */
export async function markFailed(db: Db, id: string, engine: string) {
  const [row] = await db
    .update(generations)
    .set({ status: "failed", engine, postHeading: null, caption: null })
    .where(eq(generations.id, id))
    .returning({ workspaceId: generations.workspaceId });
  if (row) await userReadsChanged(db, row.workspaceId);
}

/**
 * The basis of an engagement figure given by one of the workspace's recent generations (the
 * newest first), or undefined when none of them carried that figure (decision 207).
 */
export async function findEngagementBasis(
  db: Db,
  workspaceId: string,
  prediction: number,
): Promise<string | undefined> {
  const rows = await db
    .select({ estimates: generations.engagementEstimates })
    .from(generations)
    .where(
      and(
        eq(generations.workspaceId, workspaceId),
        eq(generations.status, "succeeded"),
        sql`${generations.engagementEstimates} is not null`,
      ),
    )
    .orderBy(desc(generations.createdAt))
    .limit(50);
  for (const row of rows) {
    const found = row.estimates?.find((e) => e.prediction === prediction && e.basis);
    if (found) return found.basis;
  }
  return undefined;
}

export async function deleteReservation(db: Db, id: string) {
  const [row] = await db
    .delete(generations)
    .where(eq(generations.id, id))
    .returning({ workspaceId: generations.workspaceId });
  if (row) await userReadsChanged(db, row.workspaceId);
}

/**
 * One of the workspace's succeeded generations with what a rewrite needs (decision 745);
 * undefined for another workspace's, a failed one, or one stored before results were kept.
 */
export async function findRewritableGeneration(db: Db, workspaceId: string, id: string) {
  const [row] = await db
    .select({
      id: generations.id,
      language: generations.language,
      engine: generations.engine,
      request: generations.request,
      results: generations.results,
    })
    .from(generations)
    .where(and(eq(generations.id, id), eq(generations.workspaceId, workspaceId), eq(generations.status, "succeeded")));
  return row?.request && row.results ? { ...row, request: row.request, results: row.results } : undefined;
}

/** The workspace's latest generated captions, newest first. */
export async function findRecentCaptions(db: Db, workspaceId: string, limit: number): Promise<string[]> {
  const rows = await db
    .select({ caption: generations.caption })
    .from(generations)
    .where(and(eq(generations.workspaceId, workspaceId), eq(generations.status, "succeeded")))
    .orderBy(desc(generations.createdAt))
    .limit(limit);
  return rows.map((r) => r.caption ?? "").filter(Boolean);
}

/** Successful generations of a workspace in a period, for the dashboard counter. */
const countDayPrepared = preparedQuery("generations_count_day", (db, name) =>
  db
    .select({ n: sql<string>`count(*)` })
    .from(generations)
    .where(
      and(
        eq(generations.workspaceId, sql.placeholder("workspaceId")),
        eq(generations.status, "succeeded"),
        eq(generations.istDay, sql.placeholder("istDay")),
      ),
    )
    .prepare(name),
);

export async function countGenerations(
  db: Db,
  workspaceId: string,
  window: "day" | "pass",
  istDay: string,
  passStart?: Date,
): Promise<number> {
  if (window === "day") {
    const [row] = await countDayPrepared(db, { workspaceId, istDay });
    return Number(row?.n ?? 0);
  }
  const period = passPeriod(passStart);
  const [row] = await db
    .select({ n: sql<string>`count(*)` })
    .from(generations)
    .where(and(eq(generations.workspaceId, workspaceId), eq(generations.status, "succeeded"), period));
  return Number(row?.n ?? 0);
}

/** The workspace's succeeded generations, for the data export. */
export function findSucceededGenerations(db: Db, workspaceId: string) {
  return db
    .select({
      language: generations.language,
      postHeading: generations.postHeading,
      caption: generations.caption,
      createdAt: generations.createdAt,
    })
    .from(generations)
    .where(and(eq(generations.workspaceId, workspaceId), eq(generations.status, "succeeded")));
}
