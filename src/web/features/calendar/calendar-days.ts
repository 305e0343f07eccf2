/**
 * The calendar's days (issue 31): IST calendar days as "YYYY-MM-DD" strings, weeks from Monday,
 * and the range each view asks GET /api/calendar for. Pure, so tested without a browser.
 */
import { isoToIstInput } from "../posts/format.ts";

const DAY_MS = 86_400_000;

/** The IST calendar day of a moment. */
export const istDayOf = (moment: Date | string) => isoToIstInput(moment).date;

/** The day `n` days after `day` (n may be negative). */
export function addDays(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
}

/** 0 = Monday … 6 = Sunday. */
export const weekdayOf = (day: string) => (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7;

/** The Monday on or before `day`. */
export const weekStart = (day: string) => addDays(day, -weekdayOf(day));

/** The first day of `day`'s month. */
export const monthStart = (day: string) => `${day.slice(0, 7)}-01`;

/** The first day of the month `n` months after `day`'s. */
export function addMonths(day: string, n: number): string {
  const [year, month] = [Number(day.slice(0, 4)), Number(day.slice(5, 7))];
  return new Date(Date.UTC(year, month - 1 + n, 1)).toISOString().slice(0, 10);
}

/** The last day of `day`'s month. */
export const monthEnd = (day: string) => addDays(addMonths(day, 1), -1);

export type CalendarView = "month" | "week" | "agenda";

/**
 * The days a view shows around `anchor`: a month grid runs from the Monday on or before the 1st
 * to the Sunday on or after the last day (at most 42 days); a week is Monday to Sunday; the
 * agenda is the month itself.
 */
export function rangeOf(view: CalendarView, anchor: string): { from: string; to: string } {
  if (view === "week") {
    const from = weekStart(anchor);
    return { from, to: addDays(from, 6) };
  }
  if (view === "agenda") return { from: monthStart(anchor), to: monthEnd(anchor) };
  const from = weekStart(monthStart(anchor));
  return { from, to: addDays(weekStart(monthEnd(anchor)), 6) };
}

/** Every day from `from` to `to`, both included. */
export function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day);
  return days;
}

/**
 * The moment a post moves to when it is dropped on `day`: the same IST time of day it had, on
 * that day, as the ISO time PATCH /api/posts/{id} takes.
 */
export function sameTimeOn(day: string, at: string): string {
  return `${day}T${isoToIstInput(at).time}:00+05:30`;
}
