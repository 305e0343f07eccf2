/**
 * India's festival calendar (issue 28, decision 743): the query of GET /api/festivals and its
 * answer, and the shape the caption prompt and the offline writer take from
 * `upcomingFestivals()`.
 */
import { z } from "zod";
import { LANGUAGE_CODES, type LanguageCode } from "./languages.ts";
import { line } from "./text.ts";

/** The festivals "coming up" for a post: the next three weeks (issue 28). */
export const FESTIVAL_LOOKAHEAD_DAYS = 21;

/** The longest range one request may ask for, in days (both ends counted). */
export const FESTIVAL_RANGE_MAX_DAYS = 366;

/** The years whose dates are computed and checked against published calendars. */
export const FESTIVAL_YEARS = { first: 2024, last: 2030 } as const;

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Days from one "YYYY-MM-DD" to another. */
export const daysFromTo = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000);

export const calendarDay = (name: string) =>
  line()
    .max(10, `${name} must be a date like 2026-10-20`)
    .regex(ISO_DAY, `${name} must be a date like 2026-10-20`)
    .refine((value) => {
      const parsed = new Date(`${value}T00:00:00Z`);
      return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value;
    }, `${name} is not a real calendar date`)
    .refine((value) => {
      const year = Number(value.slice(0, 4));
      return year >= FESTIVAL_YEARS.first && year <= FESTIVAL_YEARS.last;
    }, `${name} must be in ${FESTIVAL_YEARS.first}–${FESTIVAL_YEARS.last}`);

/** GET /api/festivals?from=YYYY-MM-DD&to=YYYY-MM-DD&language=<code> (IST calendar days, both included). */
export const festivalsQuerySchema = z
  .object({
    from: calendarDay("from"),
    to: calendarDay("to"),
    language: z.enum(LANGUAGE_CODES),
  })
  .superRefine((query, ctx) => {
    const span = daysFromTo(query.from, query.to);
    if (span < 0) ctx.addIssue({ code: "custom", path: ["to"], message: "to must not be before from" });
    else if (span + 1 > FESTIVAL_RANGE_MAX_DAYS) {
      ctx.addIssue({
        code: "custom",
        path: ["to"],
        message: `Ask for at most ${FESTIVAL_RANGE_MAX_DAYS} days at a time`,
      });
    }
  });
export type FestivalsQuery = z.infer<typeof festivalsQuerySchema>;

export const FESTIVAL_KINDS = ["festival", "national-day", "observance"] as const;
export type FestivalKind = (typeof FESTIVAL_KINDS)[number];

/** One festival on one day, in one language: what the prompt, the offline writer and the screen use. */
export interface UpcomingFestival {
  /** Stable id, e.g. "diwali". */
  id: string;
  /** The IST calendar day, "YYYY-MM-DD". */
  date: string;
  /** Days from the asked-for day (0 = that day). */
  daysAway: number;
  kind: FestivalKind;
  /** The English name, e.g. "Diwali". */
  name: string;
  /** The name in the asked-for language and its script, e.g. "दीपावली". */
  localName: string;
  language: LanguageCode;
  /** A greeting as a native speaker writes it, e.g. "दीपावली की हार्दिक शुभकामनाएँ". */
  greeting: string;
  /** Hashtags without '#', in the language's script. */
  hashtags: string[];
  /** "all" for national festivals, else the states (ISO 3166-2:IN codes without "IN-") it belongs to. */
  regions: "all" | string[];
  /**
   * True for dates that follow the sighting of the moon (the Islamic months): computed from
   * the Umm al-Qura calendar one day later, as India usually sights it, and announced only
   * the evening before.
   */
  expected: boolean;
  /** Why the date may move, when it may; null for computed or fixed dates. */
  dateNote: string | null;
}

/** GET /api/festivals: the festivals in the range offered for the language, by date. */
export interface FestivalsResponse {
  from: string;
  to: string;
  language: LanguageCode;
  festivals: UpcomingFestival[];
}

/** The note every moon-sighted date carries. */
export const MOON_SIGHTING_NOTE = "Expected date, subject to moon sighting in India";

const istDay = new Intl.DateTimeFormat("en-CA", {
  timeZone: "Asia/Kolkata",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

/** The IST calendar days from `now`'s day through `days` days later: the "coming up" window. */
export function comingUpRange(now: Date, days: number = FESTIVAL_LOOKAHEAD_DAYS): { from: string; to: string } {
  const from = istDay.format(now);
  const to = new Date(Date.parse(`${from}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
  return { from, to };
}

/** What the one-tap festival angle puts in an empty note: e.g. "Diwali post". */
export const festivalNote = (festival: Pick<UpcomingFestival, "name">) => `${festival.name} post`;
