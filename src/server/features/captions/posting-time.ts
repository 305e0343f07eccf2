import type { ContentField } from "#contract/captions.ts";
import { type InterfaceLanguage, LOCALE_OF } from "#contract/i18n/languages.ts";
import { type Message, translate } from "#server/i18n.ts";
import type { DetectableObject, ImageAnalysis } from "./offline/types.ts";
import { confidentObjects } from "./offline/writer.ts";

/**
 * Posting-time suggestions: a documented rule of thumb
 * (docs/decisions/007-posting-time-and-generation-quota.md), not a measurement of the user's
 * audience; which field it is for is decided as in docs/decisions/201-posting-time-field.md. Indian Instagram audiences are most active
 * around the evening commute and after dinner on weekdays (19:00–22:00 IST) and later in the
 * morning at weekends; each field shifts that by the routine its audience keeps.
 */
const WINDOWS: Record<ContentField, { weekday: [number, number]; weekend: [number, number] }> = {
  food: { weekday: [12, 30], weekend: [11, 0] },
  fitness: { weekday: [6, 30], weekend: [8, 0] },
  tech: { weekday: [13, 0], weekend: [11, 0] },
  travel: { weekday: [20, 0], weekend: [10, 0] },
  fashion: { weekday: [20, 0], weekend: [12, 0] },
  beauty: { weekday: [20, 30], weekend: [12, 0] },
  lifestyle: { weekday: [19, 30], weekend: [11, 0] },
};

const IST_OFFSET_MS = 5.5 * 60 * 60 * 1000;

/**
 * Objects that say which field a photo belongs to. Most detectable objects say nothing about
 * the field (a dog, a book, a car, a bottle, a plant) and are left out.
 */
const FIELD_OF_OBJECT: Partial<Record<DetectableObject, ContentField>> = {
  cake: "food",
  plate: "food",
  cup: "food",
  bowl: "food",
  pizza: "food",
  fruit: "food",
  laptop: "tech",
  phone: "tech",
  suitcase: "travel",
  backpack: "travel",
  ball: "fitness",
  bicycle: "fitness",
  handbag: "fashion",
};

/**
 * The field the selected photos point to, from their stored analyses: each confidently
 * detected object votes for its field; the field with most votes wins (a tie goes to the
 * field seen first: the first photo's, most confident detection first). Undefined when
 * nothing points anywhere.
 */
export function fieldFromAnalyses(analyses: readonly ImageAnalysis[]): ContentField | undefined {
  const votes = new Map<ContentField, number>();
  for (const analysis of analyses) {
    for (const object of confidentObjects([analysis])) {
      const field = FIELD_OF_OBJECT[object];
      if (field) votes.set(field, (votes.get(field) ?? 0) + 1);
    }
  }
  let best: ContentField | undefined;
  for (const [field, count] of votes) if (best === undefined || count > (votes.get(best) ?? 0)) best = field;
  return best;
}

export interface PostingTime {
  /** When to post, in words (e.g. "Today, 7:30 PM IST"). */
  recommendedTime: string;
  /** The same moment as an ISO timestamp. */
  at: string;
  reasoning: string;
  basis: string;
  /** Where it comes from: the general rule for India, or the creator's own posts' results. */
  source: "general-rule" | "your-results";
}

/** The part of the day an hour (0–23) falls in, as Hindi tells the time; English reads it as AM or PM. */
const partOfDay = (hours: number) =>
  hours < 12 ? "morning" : hours < 16 ? "afternoon" : hours < 20 ? "evening" : "night";

/** "7:30 PM IST"; in Hindi "शाम 7:30 बजे" (the part of the day, as Hindi tells the time). */
const clock = (hours: number, minutes: number): Message => ({
  key: "postingTime.clock",
  values: {
    hour: hours % 12 === 0 ? 12 : hours % 12,
    minutes: String(minutes).padStart(2, "0"),
    part: partOfDay(hours),
  },
});

/** "Today", "Tomorrow" or the weekday's name, in the language. */
function dayName(language: InterfaceLanguage, dayOffset: number, ist: Date): string {
  if (dayOffset === 0) return translate(language, { key: "postingTime.today" });
  if (dayOffset === 1) return translate(language, { key: "postingTime.tomorrow" });
  return new Intl.DateTimeFormat(LOCALE_OF[language], { weekday: "long", timeZone: "UTC" }).format(ist);
}

/** The next good time to post for this field, from `now`, in IST, worded in `language`. */
export function recommendPostingTime(field: ContentField, now: Date, language: InterfaceLanguage = "en"): PostingTime {
  const window = WINDOWS[field];
  for (let dayOffset = 0; dayOffset < 8; dayOffset++) {
    const ist = new Date(now.getTime() + IST_OFFSET_MS + dayOffset * 86_400_000);
    const weekday = ist.getUTCDay();
    const isWeekend = weekday === 0 || weekday === 6;
    const [hours, minutes] = isWeekend ? window.weekend : window.weekday;
    const at = Date.UTC(ist.getUTCFullYear(), ist.getUTCMonth(), ist.getUTCDate(), hours, minutes) - IST_OFFSET_MS;
    if (at <= now.getTime() + 15 * 60 * 1000) continue;
    return {
      recommendedTime: translate(language, {
        key: "postingTime.when",
        values: { day: dayName(language, dayOffset, ist), time: clock(hours, minutes) },
      }),
      at: new Date(at).toISOString(),
      reasoning: translate(language, {
        key: "postingTime.reasoning",
        values: { days: isWeekend ? "weekend" : "weekday", why: { key: `postingTime.why.${field}` } },
      }),
      basis: translate(language, { key: "postingTime.generalBasis" }),
      source: "general-rule",
    };
  }
  throw new Error("no posting time found in a week");
}

/** At least this many posts with 72-hour results before the recommendation comes from them (issue 32). */
export const OWN_RESULTS_MIN_POSTS = 10;
/** An hour of the day, or a weekday, is ranked only when at least this many posts were published in it. */
export const OWN_RESULTS_MIN_PER_SLOT = 2;

/** One published post's result: when it went out and its total interactions ÷ reach at 72 hours. */
export interface PostRate {
  publishedAt: Date;
  rate: number;
  /** The embedded sandbox's made-up figures, not Instagram's. */
  sandbox: boolean;
  /**
   * Imported from Instagram (posted outside CaptionKaro): its figures as read at the import, when
   * it was at least 72 hours old (decision 770).
   */
  imported?: boolean;
}

interface Slot {
  key: number;
  posts: number;
  mean: number;
}

const istParts = (moment: Date) => {
  const ist = new Date(moment.getTime() + IST_OFFSET_MS);
  return { hour: ist.getUTCHours(), weekday: ist.getUTCDay() };
};

const mean = (values: readonly number[]) => values.reduce((sum, v) => sum + v, 0) / values.length;

/**
 * The slots (hours of the day, or weekdays, in IST) with at least OWN_RESULTS_MIN_PER_SLOT
 * posts, best first: by mean rate, then by more posts, then the earlier slot.
 */
function rankSlots(rates: readonly PostRate[], keyOf: (rate: PostRate) => number): Slot[] {
  const groups = new Map<number, number[]>();
  for (const rate of rates) {
    const key = keyOf(rate);
    groups.set(key, [...(groups.get(key) ?? []), rate.rate]);
  }
  return [...groups]
    .filter(([, values]) => values.length >= OWN_RESULTS_MIN_PER_SLOT)
    .map(([key, values]) => ({ key, posts: values.length, mean: mean(values) }))
    .sort((a, b) => b.mean - a.mean || b.posts - a.posts || a.key - b.key);
}

/** "8.5%": a rate to one decimal, in the language's number form. */
const percent = (rate: number, language: InterfaceLanguage) =>
  `${(Math.round(rate * 1000) / 10).toLocaleString(LOCALE_OF[language])}%`;
/** "6 PM"; in Hindi "शाम 6 बजे". */
const hourName = (hour: number): Message => ({
  key: "postingTime.hour",
  values: { hour: hour % 12 === 0 ? 12 : hour % 12, part: partOfDay(hour % 24) },
});
const posts = (count: number): Message => ({ key: "postingTime.posts", values: { count } });

/** Whose figures the basis rests on: Instagram's, or (some of them) the sandbox's made-up ones. */
function resultsBasis(rates: readonly PostRate[], language: InterfaceLanguage): string {
  const sandbox = rates.filter((rate) => rate.sandbox).length;
  const whose: Message =
    sandbox === 0
      ? { key: "postingTime.whose.instagram" }
      : sandbox === rates.length
        ? { key: "postingTime.whose.sandbox" }
        : { key: "postingTime.whose.some", values: { sandbox } };
  const imported = rates.filter((rate) => rate.imported).length;
  const outside: Message | string =
    imported === 0
      ? ""
      : imported === rates.length
        ? { key: "postingTime.outside.all" }
        : { key: "postingTime.outside.some", values: { imported } };
  return translate(language, { key: "postingTime.basis", values: { count: rates.length, whose, outside } });
}

/**
 * The posting-time recommendation (issue 32, decision 750). With at least OWN_RESULTS_MIN_POSTS
 * posts with 72-hour results, it comes from them: the posts are grouped by the IST hour they were
 * published in, hours with at least OWN_RESULTS_MIN_PER_SLOT posts are ranked by their mean
 * engagement rate, and the next start of the best hour is recommended; the best weekday (ranked
 * the same way) is named in the reasoning. Below the threshold, or when no hour has enough posts
 * to compare, it is the general rule for the field, labelled as such with why.
 */
export function recommendPostingTimeFrom(
  field: ContentField,
  rates: readonly PostRate[],
  now: Date,
  language: InterfaceLanguage = "en",
): PostingTime {
  const general = recommendPostingTime(field, now, language);
  if (rates.length < OWN_RESULTS_MIN_POSTS) {
    return {
      ...general,
      basis: `${general.basis} ${translate(language, {
        key: "postingTime.ownAfter",
        values: { minimum: OWN_RESULTS_MIN_POSTS, count: rates.length },
      })}`,
    };
  }
  const [best] = rankSlots(rates, (rate) => istParts(rate.publishedAt).hour);
  if (!best) {
    const hours = new Set(rates.map((rate) => istParts(rate.publishedAt).hour)).size;
    return {
      ...general,
      basis: `${general.basis} ${translate(language, {
        key: "postingTime.noHours",
        values: { count: rates.length, hours, minimum: OWN_RESULTS_MIN_PER_SLOT },
      })}`,
    };
  }
  const [bestDay] = rankSlots(rates, (rate) => istParts(rate.publishedAt).weekday);
  for (let dayOffset = 0; dayOffset < 2; dayOffset++) {
    const ist = new Date(now.getTime() + IST_OFFSET_MS + dayOffset * 86_400_000);
    const at = Date.UTC(ist.getUTCFullYear(), ist.getUTCMonth(), ist.getUTCDate(), best.key, 0) - IST_OFFSET_MS;
    if (at <= now.getTime() + 15 * 60 * 1000) continue;
    const byDay = bestDay
      ? ` ${translate(language, {
          key: "postingTime.byDay",
          values: {
            // 2026-11-01 was a Sunday: its week gives each weekday's name.
            day: new Intl.DateTimeFormat(LOCALE_OF[language], { weekday: "long", timeZone: "UTC" }).format(
              Date.UTC(2026, 10, 1 + bestDay.key),
            ),
            rate: percent(bestDay.mean, language),
            posts: posts(bestDay.posts),
          },
        })}`
      : "";
    return {
      recommendedTime: translate(language, {
        key: "postingTime.when",
        values: { day: dayName(language, dayOffset, ist), time: clock(best.key, 0) },
      }),
      at: new Date(at).toISOString(),
      reasoning: `${translate(language, {
        key: "postingTime.ownReasoning",
        values: {
          from: hourName(best.key),
          to: hourName(best.key + 1),
          rate: percent(best.mean, language),
          posts: posts(best.posts),
          all: percent(mean(rates.map((rate) => rate.rate)), language),
          count: rates.length,
        },
      })}${byDay}`,
      basis: resultsBasis(rates, language),
      source: "your-results",
    };
  }
  throw new Error("no posting time found in two days");
}

/** The best time of each weekday for the calendar's week view (issue 31): where it comes from and why. */
export interface BestTimeSlots {
  source: "general-rule" | "your-results";
  field: ContentField;
  /** For each weekday (0 Sunday … 6 Saturday, IST), the time to post, "HH:MM" IST. */
  slots: { weekday: number; time: string }[];
  /** The weekday whose posts did best, when the creator's own results say. */
  bestWeekday: number | null;
  basis: string;
}

const hhmm = (hours: number, minutes: number) =>
  `${String(hours).padStart(2, "0")}:${String(minutes).padStart(2, "0")}`;

/**
 * The calendar's best-time slots: the creator's best hour on every day once their own results
 * can rank hours (as recommendPostingTimeFrom decides), else the general rule's weekday and
 * weekend times for the field, labelled as such.
 */
export function bestTimeSlots(
  field: ContentField,
  rates: readonly PostRate[],
  language: InterfaceLanguage = "en",
): BestTimeSlots {
  const weekdays = [0, 1, 2, 3, 4, 5, 6];
  const [best] = rates.length >= OWN_RESULTS_MIN_POSTS ? rankSlots(rates, (r) => istParts(r.publishedAt).hour) : [];
  if (best) {
    const [bestDay] = rankSlots(rates, (r) => istParts(r.publishedAt).weekday);
    return {
      source: "your-results",
      field,
      slots: weekdays.map((weekday) => ({ weekday, time: hhmm(best.key, 0) })),
      bestWeekday: bestDay?.key ?? null,
      basis: resultsBasis(rates, language),
    };
  }
  const window = WINDOWS[field];
  const basis = [
    translate(language, { key: "postingTime.generalBasis" }),
    translate(language, {
      key: "postingTime.reasoning",
      values: { days: "weekday", why: { key: `postingTime.why.${field}` } },
    }),
    translate(language, {
      key: "postingTime.ownAfter",
      values: { minimum: OWN_RESULTS_MIN_POSTS, count: rates.length },
    }),
  ].join(" ");
  return {
    source: "general-rule",
    field,
    slots: weekdays.map((weekday) => ({
      weekday,
      time: hhmm(...(weekday === 0 || weekday === 6 ? window.weekend : window.weekday)),
    })),
    bestWeekday: null,
    basis,
  };
}
