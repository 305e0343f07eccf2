/**
 * Calendar days as India keeps them: "YYYY-MM-DD" in India Standard Time (UTC+05:30, no
 * daylight saving), whatever the server's own zone is.
 */

const IST_OFFSET_MS = 5.5 * 60 * 60 * 1000;
export const DAY_MS = 24 * 60 * 60 * 1000;

/** An IST calendar day, "YYYY-MM-DD". */
export type IsoDay = string;

/** The IST calendar day a moment falls on. */
export const istDayOf = (moment: Date): IsoDay => new Date(moment.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);

/** The moment an IST calendar day begins (00:00 IST). */
export const istMidnight = (day: IsoDay): Date => new Date(Date.parse(`${day}T00:00:00Z`) - IST_OFFSET_MS);

/** The day `count` days after `day` (before it when negative). */
export const addDays = (day: IsoDay, count: number): IsoDay =>
  new Date(Date.parse(`${day}T00:00:00Z`) + count * DAY_MS).toISOString().slice(0, 10);

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export const daysBetween = (from: IsoDay, to: IsoDay): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

/** The year of a day. */
export const yearOf = (day: IsoDay): number => Number(day.slice(0, 4));
