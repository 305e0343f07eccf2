/**
 * India's festival calendar (issue 28, decision 743): which festivals fall between two days
 * for a language's region, computed (never typed) and kept per year once computed. Pure: no
 * database, no clock of its own.
 */
import type { FestivalsQuery, UpcomingFestival } from "#contract/festivals.ts";
import type { LanguageCode } from "#contract/languages.ts";
import { addDays, type IsoDay, istDayOf, yearOf } from "./calendar/days.ts";
import { festivalDays } from "./calendar/rules.ts";
import { FESTIVALS, type Festival } from "./festival-list.ts";
import { presentFestival } from "./festivals.presenter.ts";

export type { UpcomingFestival } from "#contract/festivals.ts";

interface Occurrence {
  festival: Festival;
  date: IsoDay;
}

const byYear = new Map<number, Occurrence[]>();

/** Every festival's day(s) in a calendar year, by date then by the list's order. */
export function festivalYear(year: number): Occurrence[] {
  const cached = byYear.get(year);
  if (cached) return cached;
  const occurrences = FESTIVALS.flatMap((festival) =>
    festivalDays(festival.rule, year).map((date) => ({ festival, date })),
  ).sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  byYear.set(year, occurrences);
  return occurrences;
}

/** True when a festival is offered for a language: national ones for all, regional ones for their languages. */
export const isOfferedIn = (festival: Festival, language: LanguageCode) => festival.words[language] !== undefined;

/** The festivals offered for a language between two IST days (both included), by date. */
export function festivalsBetween(query: FestivalsQuery): UpcomingFestival[] {
  const { from, to, language } = query;
  const found: UpcomingFestival[] = [];
  for (let year = yearOf(from); year <= yearOf(to); year += 1) {
    for (const { festival, date } of festivalYear(year)) {
      if (date < from || date > to || !isOfferedIn(festival, language)) continue;
      found.push(presentFestival(festival, date, language, from));
    }
  }
  return found;
}

/**
 * The festivals of the next `days` days (from the IST calendar day of `from`, which counts as
 * day 0, through day `days`) relevant to the language's region: what the caption prompt and
 * the offline writer put in front of a post.
 */
export function upcomingFestivals(input: { from: Date; days: number; language: LanguageCode }): UpcomingFestival[] {
  const today = istDayOf(input.from);
  const days = Math.max(0, Math.floor(input.days));
  return festivalsBetween({ from: today, to: addDays(today, days), language: input.language });
}

/** A festival's name, greeting and hashtags in a language, or undefined when it is not offered there. */
export function festivalWords(
  id: string,
  language: LanguageCode,
): { name: string; greeting: string; hashtags: string[] } | undefined {
  const words = FESTIVALS.find((f) => f.id === id)?.words[language];
  if (!words) return undefined;
  return {
    name: words.name.normalize("NFC"),
    greeting: words.greeting.normalize("NFC"),
    hashtags: words.hashtags.map((tag) => tag.normalize("NFC")),
  };
}
