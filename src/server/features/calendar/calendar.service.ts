import {
  CALENDAR_UNSCHEDULED_SHOWN,
  type CalendarPost,
  type CalendarQuery,
  type CalendarResponse,
} from "#contract/calendar.ts";
import { LANGUAGE_CODES, type LanguageCode } from "#contract/languages.ts";
import type { Member } from "#server/auth/workspace.ts";
import type { Deps } from "#server/deps.ts";
import { festivalsBetween } from "../festivals/festivals.service.ts";
import { findPostsBetween, findUnscheduled, mostUsedLanguage } from "./calendar.queries.ts";

const IST_OFFSET_MS = 5.5 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The instant an IST calendar day starts. */
const istDayStart = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) - IST_OFFSET_MS);
/** The IST calendar day of an instant. */
const istDay = (moment: Date) => new Date(moment.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);

const isLanguage = (value: string | undefined): value is LanguageCode =>
  value !== undefined && (LANGUAGE_CODES as readonly string[]).includes(value);

/**
 * GET /api/calendar (issue 31, decision 762): the active workspace's posts going out in the
 * IST days asked for, by time; its posts without a time; and the festivals of a language's
 * region — the one asked for, else the language its latest posts are written in most, else
 * English (national days and pan-Indian festivals).
 */
export async function readCalendar(deps: Deps, member: Member, query: CalendarQuery): Promise<CalendarResponse> {
  const db = deps.database.db;
  const start = istDayStart(query.from);
  const end = new Date(istDayStart(query.to).getTime() + DAY_MS);
  const [rows, unscheduled, usual] = await Promise.all([
    findPostsBetween(db, member.workspaceId, start, end),
    findUnscheduled(db, member.workspaceId, CALENDAR_UNSCHEDULED_SHOWN),
    query.language ? Promise.resolve(undefined) : mostUsedLanguage(db, member.workspaceId),
  ]);
  const language: LanguageCode = query.language ?? (isLanguage(usual) ? usual : "english");
  const languageSource = query.language ? "request" : isLanguage(usual) ? "your-posts" : "default";
  const card = (row: (typeof unscheduled.rows)[number]): Omit<CalendarPost, "at" | "day"> => ({
    id: row.id,
    title: row.title,
    status: row.status,
    contentItemId: row.contentItemIds[0] ?? null,
    autoPublish: row.autoPublish,
    language: row.language as LanguageCode,
  });
  return {
    from: query.from,
    to: query.to,
    timeZone: "Asia/Kolkata",
    language,
    languageSource,
    posts: rows.map((row) => ({ ...card(row), at: row.at.toISOString(), day: istDay(row.at) })),
    unscheduled: { posts: unscheduled.rows.map(card), total: unscheduled.total },
    festivals: festivalsBetween({ from: query.from, to: query.to, language }),
  };
}
