/**
 * The Umm al-Qura calendar (Saudi Arabia's official Hijri calendar) from the ICU data in
 * Node's Intl: no table of our own to keep up to date (decision 743).
 */
import { addDays, type IsoDay } from "./days.ts";

const hijri = new Intl.DateTimeFormat("en-u-ca-islamic-umalqura-nu-latn", {
  timeZone: "UTC",
  day: "numeric",
  month: "numeric",
});

const cache = new Map<number, Map<string, IsoDay[]>>();

/** Every Gregorian day of a year keyed by its Umm al-Qura "month-day". */
function yearIndex(year: number): Map<string, IsoDay[]> {
  const cached = cache.get(year);
  if (cached) return cached;
  const index = new Map<string, IsoDay[]>();
  for (let day = `${year}-01-01`; day.startsWith(String(year)); day = addDays(day, 1)) {
    const parts = hijri.formatToParts(new Date(`${day}T12:00:00Z`));
    const month = parts.find((p) => p.type === "month")?.value;
    const date = parts.find((p) => p.type === "day")?.value;
    const key = `${Number(month)}-${Number(date)}`;
    index.set(key, [...(index.get(key) ?? []), day]);
  }
  cache.set(year, index);
  return index;
}

/** The Gregorian days, in years `fromYear`–`toYear`, that are day `day` of Hijri month `month` (Umm al-Qura). */
export function islamicDays(month: number, day: number, fromYear: number, toYear: number): IsoDay[] {
  const days: IsoDay[] = [];
  for (let year = fromYear; year <= toYear; year += 1) days.push(...(yearIndex(year).get(`${month}-${day}`) ?? []));
  return days;
}
