import {
  CALENDAR_UNSCHEDULED_SHOWN,
  type CalendarPost,
  type CalendarQuery,
  type CalendarResponse,
  type CalendarSettings,
  type CalendarSettingsRequest,
  GAP_USUAL_WEEKS,
  GAP_WEEKS,
} from "#contract/calendar.ts";
import { CONTENT_FIELDS, type ContentField } from "#contract/captions.ts";
import { type InterfaceLanguage, LOCALE_OF } from "#contract/i18n/languages.ts";
import { LANGUAGE_CODES, type LanguageCode } from "#contract/languages.ts";
import { formatIstDateIn, formatIstDateTimeIn } from "#contract/local-dates.ts";
import type { Member } from "#server/auth/workspace.ts";
import type { Deps } from "#server/deps.ts";
import { recipientLanguage, translate, translator } from "#server/i18n.ts";
import { bestTimeSlots } from "../captions/captions.service.ts";
import { festivalsBetween } from "../festivals/festivals.service.ts";
import { seventyTwoHourRates } from "../instagram/instagram.service.ts";
import { digestMail } from "./calendar.mail.ts";
import {
  claimDueDigests,
  findDigestReader,
  findOutTimesBetween,
  findPostsBetween,
  findSettings,
  findUnscheduled,
  releaseDigest,
  saveSettings,
  usualLanguageAndField,
} from "./calendar.queries.ts";

const IST_OFFSET_MS = 5.5 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The instant an IST calendar day starts. */
const istDayStart = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) - IST_OFFSET_MS);
/** The IST calendar day of an instant. */
const istDay = (moment: Date) => new Date(moment.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);

const isLanguage = (value: string | undefined): value is LanguageCode =>
  value !== undefined && (LANGUAGE_CODES as readonly string[]).includes(value);
const isField = (value: string | undefined): value is ContentField =>
  value !== undefined && (CONTENT_FIELDS as readonly string[]).includes(value);
/** Weekdays (0 Sunday) named in the language and joined as a list: "Tuesdays and Fridays", "मंगलवार और शुक्रवार". */
function weekdayList(weekdays: readonly number[], language: InterfaceLanguage): string {
  const locale = LOCALE_OF[language];
  const name = new Intl.DateTimeFormat(locale, { weekday: "long", timeZone: "UTC" });
  // 2027-01-03 is a Sunday.
  const names = weekdays.map((d) => name.format(new Date(Date.UTC(2027, 0, 3 + d))) + (language === "en" ? "s" : ""));
  return new Intl.ListFormat(locale, { type: "conjunction" }).format(names);
}
/** The weekday (0 Sunday) of an IST calendar day. */
const weekdayOf = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay();

/** The Monday of an IST calendar day's week (Monday to Sunday). */
const mondayOf = (day: string) =>
  new Date(Date.parse(`${day}T00:00:00Z`) - ((weekdayOf(day) + 6) % 7) * DAY_MS).toISOString().slice(0, 10);

/** The IST calendar days from `from` to `to`, both included (none when `to` is before `from`). */
const listDays = (from: string, to: string) => {
  const days: string[] = [];
  for (let t = Date.parse(`${from}T00:00:00Z`); t <= Date.parse(`${to}T00:00:00Z`); t += DAY_MS) {
    days.push(new Date(t).toISOString().slice(0, 10));
  }
  return days;
};

/**
 * The weekdays the workspace usually posts on: a post went out on that weekday in at least
 * GAP_USUAL_WEEKS of the GAP_WEEKS whole weeks (Monday to Sunday) before this one.
 */
export function usualWeekdays(outTimes: readonly Date[], weekStart: Date): number[] {
  const weeksByWeekday = new Map<number, Set<number>>();
  for (const at of outTimes) {
    const weeksBefore = Math.floor((weekStart.getTime() - at.getTime()) / (7 * DAY_MS));
    if (weeksBefore < 0 || weeksBefore >= GAP_WEEKS) continue;
    const weekday = weekdayOf(istDay(at));
    weeksByWeekday.set(weekday, (weeksByWeekday.get(weekday) ?? new Set()).add(weeksBefore));
  }
  return [...weeksByWeekday]
    .filter(([, weeks]) => weeks.size >= GAP_USUAL_WEEKS)
    .map(([weekday]) => weekday)
    .sort((a, b) => a - b);
}

/**
 * GET /api/calendar (issue 31, decision 762): the active workspace's posts going out in the
 * IST days asked for, by time; its posts without a time; and the festivals of a language's
 * region — the one asked for, else the language its latest posts are written in most, else
 * English (national days and pan-Indian festivals).
 */
export async function readCalendar(
  deps: Deps,
  member: Member,
  query: CalendarQuery,
  now = new Date(),
  wording: InterfaceLanguage = "en",
): Promise<CalendarResponse> {
  const db = deps.database.db;
  const start = istDayStart(query.from);
  const end = new Date(istDayStart(query.to).getTime() + DAY_MS);
  // This week's Monday in IST, and the GAP_WEEKS whole weeks before it.
  const today = istDay(now);
  const weekStart = istDayStart(mondayOf(today));
  const [rows, unscheduled, usual, rates, history, saved] = await Promise.all([
    findPostsBetween(db, member.workspaceId, start, end),
    findUnscheduled(db, member.workspaceId, CALENDAR_UNSCHEDULED_SHOWN),
    usualLanguageAndField(db, member.workspaceId),
    seventyTwoHourRates(deps, member.workspaceId),
    findOutTimesBetween(db, member.workspaceId, new Date(weekStart.getTime() - GAP_WEEKS * 7 * DAY_MS), weekStart),
    findSettings(db, member.id, member.workspaceId),
  ]);
  const settings: CalendarSettings = {
    festivalLanguage: saved?.festivalLanguage ?? null,
    digest: saved?.digest ?? false,
  };
  const [language, languageSource]: [LanguageCode, CalendarResponse["languageSource"]] = query.language
    ? [query.language, "request"]
    : settings.festivalLanguage
      ? [settings.festivalLanguage, "saved"]
      : isLanguage(usual.language)
        ? [usual.language, "your-posts"]
        : ["english", "default"];
  const usualDays = usualWeekdays(history, weekStart);
  const busyDays = new Set(rows.map((row) => istDay(row.at)));
  const gapDays = listDays(query.from < today ? today : query.from, query.to).filter(
    (day) => usualDays.includes(weekdayOf(day)) && !busyDays.has(day),
  );
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
    settings,
    bestTimes: bestTimeSlots(isField(usual.field) ? usual.field : "lifestyle", rates, wording),
    gaps: {
      days: gapDays,
      usualWeekdays: usualDays,
      basis: translate(wording, {
        key: usualDays.length === 0 ? "calendar.gaps.none" : "calendar.gaps.usual",
        values: { days: weekdayList(usualDays, wording), weeks: GAP_USUAL_WEEKS, of: GAP_WEEKS },
      }),
    },
  };
}

/** The member's calendar settings for the active workspace; a digest turned on starts next Monday. */
export async function saveCalendarSettings(
  deps: Deps,
  member: Member,
  input: CalendarSettingsRequest,
  now = new Date(),
): Promise<CalendarSettings> {
  return saveSettings(deps.database.db, member.id, member.workspaceId, input, mondayOf(istDay(now)));
}

/** Digests go out from this IST hour on Monday (or later in the week, when a server was down then). */
export const DIGEST_HOUR_IST = 8;
const DIGEST_BATCH = 50;

/**
 * Sends the week's digests that are due (issue 31): from Monday 08:00 IST, each reader's once a
 * week, to readers still active and in the workspace. Returns how many went out.
 */
export async function sendWeeklyDigests(deps: Deps, now = new Date()): Promise<number> {
  const db = deps.database.db;
  const today = istDay(now);
  const week = mondayOf(today);
  const sinceMonday = now.getTime() - istDayStart(week).getTime();
  if (sinceMonday < DIGEST_HOUR_IST * 60 * 60 * 1000) return 0;
  let sent = 0;
  for (;;) {
    const due = await claimDueDigests(db, week, DIGEST_BATCH);
    if (due.length === 0) return sent;
    for (const { userId, workspaceId } of due) {
      try {
        if (await sendDigest(deps, userId, workspaceId, now, today)) sent++;
      } catch (error) {
        await releaseDigest(db, userId, workspaceId, week);
        throw error;
      }
    }
  }
}

async function sendDigest(deps: Deps, userId: string, workspaceId: string, now: Date, today: string) {
  const db = deps.database.db;
  const reader = await findDigestReader(db, userId, workspaceId);
  if (!reader) return false;
  const [rows, unscheduled, usual, saved] = await Promise.all([
    findPostsBetween(db, workspaceId, now, new Date(now.getTime() + 7 * DAY_MS)),
    findUnscheduled(db, workspaceId, 0),
    usualLanguageAndField(db, workspaceId),
    findSettings(db, userId, workspaceId),
  ]);
  const language: LanguageCode = saved?.festivalLanguage ?? (isLanguage(usual.language) ? usual.language : "english");
  const fortnight = new Date(Date.parse(`${today}T00:00:00Z`) + 13 * DAY_MS).toISOString().slice(0, 10);
  const reads = recipientLanguage(reader.language);
  const t = translator(reads);
  const locale = LOCALE_OF[reads];
  await deps.mailer.send(
    digestMail(deps.config, {
      to: reader.email,
      firstName: reader.firstName,
      workspace: reader.kind === "team" ? reader.name : null,
      isTeam: reader.kind === "team",
      posts: rows
        .filter((row) => row.status === "scheduled" || row.status === "publishing")
        .map((row) => ({
          title: row.title,
          when: formatIstDateTimeIn(locale, row.at),
          how: row.autoPublish ? t("mail.digest.automatic") : t("mail.digest.reminder"),
        })),
      unscheduled: unscheduled.total,
      festivals: festivalsBetween({ from: today, to: fortnight, language }),
      festivalDate: (day) => formatIstDateIn(locale, new Date(`${day}T06:30:00Z`)),
      language: reads,
    }),
  );
  return true;
}
