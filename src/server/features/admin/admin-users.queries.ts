import { and, desc, eq, isNull, or, type SQL, sql } from "drizzle-orm";
import type { CursorPosition } from "#server/cursor.ts";
import type { Db } from "#server/db/client.ts";
import { contentItems, generations, planGrants, users } from "#server/db/schema/index.ts";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** `LIKE` pattern for "starts with `text`", its wildcards taken literally. */
const prefixPattern = (text: string) => `${text.toLowerCase().replace(/[\\%_]/g, "\\$&")}%`;

/**
 * The search of decision 570: the start of the e-mail (stored lower-cased), of "first last"
 * or of the last name, any case; each side is one of the users table's prefix indexes (the
 * expressions must stay exactly as indexed), so PostgreSQL ORs three index scans. A whole
 * account id also matches its account.
 */
function searchCondition(q: string): SQL | undefined {
  const pattern = prefixPattern(q);
  return or(
    sql`${users.email} like ${pattern}`,
    sql`lower(coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, '')) like ${pattern}`,
    sql`lower(${users.lastName}) like ${pattern}`,
    UUID.test(q) ? eq(users.id, q.toLowerCase()) : undefined,
  );
}

/** What the admin's list and detail show of an account: one row, the figures as correlated subqueries. */
function adminUserColumns(now: Date) {
  const at = now.toISOString();
  return {
    id: users.id,
    email: users.email,
    firstName: users.firstName,
    lastName: users.lastName,
    plan: users.subscriptionStatus,
    lastActiveAt: users.lastActiveAt,
    createdAt: users.createdAt,
    disabledAt: users.disabledAt,
    // Columns are qualified by hand: drizzle writes them bare, and a bare "id" inside the
    // subquery would be the inner table's id, not the user's.
    storageUsed: sql<string>`(
      select coalesce(sum(ci.stored_bytes), 0) from ${contentItems} ci
      where ci.user_id = ${users}.id and ci.status = 'ready'
    )`,
    generations: sql<string>`(
      select count(*) from ${generations} g where g.user_id = ${users}.id and g.status = 'succeeded'
    )`,
    // The end of the plan the account has now (its passes of that plan, bought or given): a
    // lower plan's pass queued after it is not "the pass" of the plan shown beside it.
    passEndsAt: sql<string | null>`(
      select max(pg.ends_at) from ${planGrants} pg
      where pg.user_id = ${users}.id and pg.product_kind = 'plan' and pg.ended_at is null
        and pg.product_id = ${users}.subscription_status and pg.ends_at > ${at}::timestamptz
    )`,
  };
}

export type AdminUserRow = Awaited<ReturnType<typeof findUsersPage>>[number];

/**
 * One page of live accounts, newest first, optionally only those matching `q`, each with its
 * stored bytes, generations and pass end (one query however long the page). Reads one row
 * more than asked to tell whether another page follows.
 */
export function findUsersPage(db: Db, input: { limit: number; after?: CursorPosition; q?: string; now: Date }) {
  return db
    .select(adminUserColumns(input.now))
    .from(users)
    .where(
      and(
        isNull(users.deletedAt),
        input.q ? searchCondition(input.q) : undefined,
        input.after
          ? sql`(${users.createdAt}, ${users.id}) < (${input.after.createdAt.toISOString()}::timestamptz, ${input.after.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(input.limit + 1);
}

/** One live account as the admin's detail view shows it. */
export async function findAdminUser(db: Db, id: string, now: Date): Promise<AdminUserRow | undefined> {
  const [row] = await db
    .select(adminUserColumns(now))
    .from(users)
    .where(and(eq(users.id, id), isNull(users.deletedAt)));
  return row;
}
