import { SCHEDULE_MAX_DAYS } from "#contract/posts.ts";

const DAY_MS = 24 * 60 * 60 * 1000;
/** A post for a festival is planned this many days before it: time to be seen before the day. */
export const PLAN_DAYS_BEFORE = 3;

/**
 * The calendar's "Plan a post" time (issue 31): `?at=` of Create Post's address, when it is a
 * moment at least 15 minutes ahead and within the scheduling limit; else none.
 */
export function plannedTimeFromAddress(
  search = typeof window === "undefined" ? "" : window.location.search,
  now = new Date(),
): string | null {
  const at = new URLSearchParams(search).get("at");
  if (!at || !/^\d{4}-\d\d-\d\dT\d\d:\d\d(:\d\d(\.\d+)?)?(Z|[+-]\d\d:\d\d)$/.test(at)) return null;
  const time = Date.parse(at);
  if (Number.isNaN(time) || time < now.getTime() + 15 * 60 * 1000) return null;
  if (time > now.getTime() + SCHEDULE_MAX_DAYS * DAY_MS) return null;
  return new Date(time).toISOString();
}

/**
 * When to plan a festival's post: PLAN_DAYS_BEFORE days before its IST date at that weekday's
 * best time ("HH:MM" IST), but not earlier than tomorrow; none once the festival is today or past.
 */
export function plannedTimeFor(
  festivalDate: string,
  today: string,
  bestTimeOn: (day: string) => string | undefined,
): string | null {
  if (festivalDate <= today) return null;
  const planned = new Date(Date.parse(`${festivalDate}T00:00:00Z`) - PLAN_DAYS_BEFORE * DAY_MS);
  const tomorrow = new Date(Date.parse(`${today}T00:00:00Z`) + DAY_MS);
  const day = (planned < tomorrow ? tomorrow : planned).toISOString().slice(0, 10);
  const time = bestTimeOn(day) ?? "19:00";
  return new Date(`${day}T${time}:00+05:30`).toISOString();
}
