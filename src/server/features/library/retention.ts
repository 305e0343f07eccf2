import type { Deps } from "#server/deps.ts";
import { recipientLanguage } from "#server/i18n.ts";
import { enqueueJob } from "#server/jobs/queue.ts";
import { recordAudit } from "../audit/audit.service.ts";
import { retentionWarningMail } from "./library.mail.ts";
import {
  clearProfilePictureFor,
  deleteItemIfStillDue,
  findItemsToDelete,
  findItemsToWarn,
  findItemsWarnedAt,
  findLiveOwner,
  markContentOpened,
  markItemsWarned,
} from "./library.queries.ts";
import { storedKeysOf } from "./storage-keys.ts";

/**
 * The library's retention (privacy policy, decision 573): items untouched for 6 months are
 * deleted with their files after a warning e-mail 14 days before; opening an item resets it.
 */

export const JOB_RETENTION = "library.retention";
export const JOB_RETENTION_WARNING = "library.retention-warning";
export const JOB_DELETE_STORED_FILES = "library.delete-stored-files";

/**
 * A member generated a caption from these items of the workspace `workspaceId` (the
 * member's, not the member's own id): they count as opened, so the retention clock starts
 * again (decision 573).
 */
export async function markContentUsed(deps: Deps, workspaceId: string, ids: string[], now = new Date()): Promise<void> {
  await markContentOpened(deps.database.db, { workspaceId }, ids, now);
}

/** The privacy policy's periods (decision 573): untouched for 6 months, warned 14 days before. */
const UNTOUCHED_MONTHS = 6;
export const RETENTION_WARNING_DAYS = 14;
const RETENTION_REASON =
  "Privacy policy: content untouched for 6 months is deleted with its files and previews, after a warning 14 days before.";
/** Items handled per query; a run stops after RUN_LIMIT of each and leaves the rest to the next run. */
const BATCH = 200;
const RUN_LIMIT = 5000;

const monthsBefore = (date: Date, months: number) => {
  const earlier = new Date(date);
  earlier.setUTCMonth(earlier.getUTCMonth() - months);
  return earlier;
};
const daysAfter = (date: Date, days: number) => new Date(date.getTime() + days * 24 * 60 * 60 * 1000);

export interface RetentionFigures {
  warnedItems: number;
  warnedUsers: number;
  deletedItems: number;
  freedBytes: number;
}

/**
 * The retention job (privacy policy; decision 573), at `now`:
 * 1. ready items untouched for 6 months less 14 days and not yet warned are marked warned and
 *    one e-mail per uploader is queued (in a team too: e-mails about an item go to who
 *    uploaded it, not to every member), marking and queueing in one transaction, so a warning
 *    goes out once however often this runs;
 * 2. items warned at least 14 days ago and untouched for 6 months are deleted — the row and a
 *    job that deletes the stored files and previews, in one transaction, only if the item was
 *    not opened meanwhile (opening clears the warning).
 * Idempotent and resumable: everything it decides is stored state, so a crashed or repeated
 * run continues where it stopped. The figures of the run go to the audit log.
 */
export async function runRetention(deps: Deps, now = new Date()): Promise<RetentionFigures> {
  const db = deps.database.db;
  const figures: RetentionFigures = { warnedItems: 0, warnedUsers: 0, deletedItems: 0, freedBytes: 0 };
  const warnBefore = daysAfter(monthsBefore(now, UNTOUCHED_MONTHS), RETENTION_WARNING_DAYS);
  const warnedUsers = new Set<string>();
  for (let handled = 0; handled < RUN_LIMIT; handled += BATCH) {
    const due = await findItemsToWarn(db, warnBefore, BATCH);
    if (due.length === 0) break;
    const byUser = Map.groupBy(due, (item) => item.userId);
    for (const [userId, items] of byUser) {
      await db.transaction(async (tx) => {
        const marked = await markItemsWarned(
          tx,
          userId,
          items.map((item) => item.id),
          now,
        );
        if (marked.length === 0) return;
        figures.warnedItems += marked.length;
        warnedUsers.add(userId);
        await enqueueJob(
          tx,
          JOB_RETENTION_WARNING,
          { userId, warnedAt: now.toISOString() },
          { uniqueKey: `${JOB_RETENTION_WARNING}:${userId}:${now.toISOString()}` },
        );
      });
    }
    if (due.length < BATCH) break;
  }
  figures.warnedUsers = warnedUsers.size;

  const warnedBefore = daysAfter(now, -RETENTION_WARNING_DAYS);
  const usedBefore = monthsBefore(now, UNTOUCHED_MONTHS);
  for (let handled = 0; handled < RUN_LIMIT; handled += BATCH) {
    const due = await findItemsToDelete(db, warnedBefore, usedBefore, BATCH);
    if (due.length === 0) break;
    for (const row of due) {
      await db.transaction(async (tx) => {
        if (!(await deleteItemIfStillDue(tx, row.id, warnedBefore))) return;
        await clearProfilePictureFor(tx, row.userId, `/api/content/${row.id}/`);
        await enqueueJob(
          tx,
          JOB_DELETE_STORED_FILES,
          { keys: storedKeysOf(row) },
          { uniqueKey: `${JOB_DELETE_STORED_FILES}:${row.id}`, maxAttempts: 10 },
        );
        figures.deletedItems += 1;
        figures.freedBytes += row.storedBytes;
      });
    }
    if (due.length < BATCH) break;
  }

  await recordAudit(db, { actor: null, action: "retention.ran", reason: RETENTION_REASON, details: { ...figures } });
  return figures;
}

/** Job: the warning e-mail for the items marked at `warnedAt`, unless all were opened since. */
export async function sendRetentionWarning(deps: Deps, userId: string, warnedAt: Date): Promise<void> {
  const db = deps.database.db;
  const owner = await findLiveOwner(db, userId);
  if (!owner) return;
  const items = await findItemsWarnedAt(db, userId, warnedAt);
  if (items.length === 0) return;
  await deps.mailer.send(
    retentionWarningMail(deps.config, {
      to: owner.email,
      name: owner.firstName,
      language: recipientLanguage(owner.language),
      files: items.map((item) => item.originalName),
      deleteOn: daysAfter(warnedAt, RETENTION_WARNING_DAYS),
    }),
  );
}

/** Job: removes stored objects of deleted items (a missing object is no error). */
export async function deleteStoredFiles(deps: Deps, keys: string[]): Promise<void> {
  await deps.storage.delete(keys);
}
