/**
 * The content calendar's read API (issue 31, decision 762): a workspace's posts with a time,
 * the posts still without one, and the festivals of the creator's region, for a range of IST
 * days of at most CALENDAR_RANGE_MAX_DAYS.
 */
import { z } from "zod";
import { CONTENT_FIELDS } from "./captions.ts";
import { calendarDay, daysFromTo, FESTIVAL_KINDS, type UpcomingFestival } from "./festivals.ts";
import { LANGUAGE_CODES } from "./languages.ts";
import { POST_STATUSES } from "./posts.ts";

/** A weekday is a usual posting day when a post went out on it in this many of the last GAP_WEEKS weeks. */
export const GAP_USUAL_WEEKS = 4;
/** How many whole weeks before today tell the usual posting days. */
export const GAP_WEEKS = 8;

/** The longest range one request may ask for, in days (both ends counted): two months. */
export const CALENDAR_RANGE_MAX_DAYS = 62;
/** How many posts without a time (drafts, in review …) the calendar lists beside the grid. */
export const CALENDAR_UNSCHEDULED_SHOWN = 20;

/** GET /api/calendar?from=YYYY-MM-DD&to=YYYY-MM-DD[&language=<code>] (IST days, both included). */
export const calendarQuerySchema = z
  .object({
    from: calendarDay("from"),
    to: calendarDay("to"),
    /** Whose region's festivals; without it, the language the workspace writes in most. */
    language: z.enum(LANGUAGE_CODES, { error: "Unknown language" }).optional(),
  })
  .superRefine((query, ctx) => {
    const span = daysFromTo(query.from, query.to);
    if (span < 0) ctx.addIssue({ code: "custom", path: ["to"], message: "to must not be before from" });
    else if (span + 1 > CALENDAR_RANGE_MAX_DAYS) {
      ctx.addIssue({
        code: "custom",
        path: ["to"],
        message: `Ask for at most ${CALENDAR_RANGE_MAX_DAYS} days at a time`,
      });
    }
  });
export type CalendarQuery = z.infer<typeof calendarQuerySchema>;

const upcomingFestivalSchema = z.object({
  id: z.string(),
  date: z.string(),
  daysAway: z.number().int(),
  kind: z.enum(FESTIVAL_KINDS),
  name: z.string(),
  localName: z.string(),
  language: z.enum(LANGUAGE_CODES),
  greeting: z.string(),
  hashtags: z.array(z.string()),
  regions: z.union([z.literal("all"), z.array(z.string())]),
  expected: z.boolean(),
  dateNote: z.string().nullable(),
});

const calendarCardSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  status: z.enum(POST_STATUSES),
  /** Its first photo, for the card's thumbnail (GET /api/content/{id}/image). */
  contentItemId: z.uuid().nullable(),
  autoPublish: z.boolean(),
  language: z.enum(LANGUAGE_CODES),
});

/** A post on the calendar: enough for its card; the post itself is GET /api/posts/{id}. */
export const calendarPostSchema = calendarCardSchema.extend({
  /** When it goes (or went) out, ISO: the time it was published, else the time it is scheduled for. */
  at: z.string(),
  /** The IST calendar day of `at`, "YYYY-MM-DD". */
  day: z.string(),
});
export type CalendarPost = z.infer<typeof calendarPostSchema>;

/** A person's calendar settings for a workspace. */
export const calendarSettingsSchema = z.object({
  /** Whose region's festivals the calendar shows; null follows the language the workspace writes in most. */
  festivalLanguage: z.enum(LANGUAGE_CODES).nullable(),
  /** The weekly e-mail digest (opt-in): Monday mornings, IST. */
  digest: z.boolean(),
});
export type CalendarSettings = z.infer<typeof calendarSettingsSchema>;

/** GET /api/calendar (and /api/v1/calendar). */
export const calendarResponseSchema = z.object({
  from: z.string(),
  to: z.string(),
  timeZone: z.literal("Asia/Kolkata"),
  /** The language whose region's festivals are shown, and whether the request chose it. */
  language: z.enum(LANGUAGE_CODES),
  languageSource: z.enum(["request", "saved", "your-posts", "default"]),
  /** Posts with a time in the range, by time. */
  posts: z.array(calendarPostSchema),
  /** Posts without a time yet (draft, in review, changes requested, approved), newest first. */
  unscheduled: z.object({ posts: z.array(calendarCardSchema), total: z.number().int() }),
  festivals: z.array(upcomingFestivalSchema),
  /** The week view's faint best-time slots: the general rule for the field, or the creator's results. */
  bestTimes: z.object({
    source: z.enum(["general-rule", "your-results"]),
    field: z.enum(CONTENT_FIELDS),
    /** For each weekday (0 Sunday … 6 Saturday), "HH:MM" IST. */
    slots: z.array(z.object({ weekday: z.number().int(), time: z.string() })),
    bestWeekday: z.number().int().nullable(),
    basis: z.string(),
  }),
  /**
   * Gaps: days from today in the range, on a weekday the workspace usually posts on, with nothing
   * going out. `usualWeekdays` are the weekdays (0 Sunday) a post went out on in at least
   * GAP_USUAL_WEEKS of the last GAP_WEEKS weeks.
   */
  gaps: z.object({ days: z.array(z.string()), usualWeekdays: z.array(z.number().int()), basis: z.string() }),
  /** The caller's calendar settings for this workspace. */
  settings: calendarSettingsSchema,
});
export type CalendarResponse = z.infer<typeof calendarResponseSchema>;
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : never) : never;
/** Fails to compile when the festival schema and UpcomingFestival drift apart. */
export const festivalSchemaMatches: Same<z.infer<typeof upcomingFestivalSchema>, UpcomingFestival> = true;

/** PUT /api/calendar/settings: either or both settings of the active workspace. */
export const calendarSettingsRequestSchema = z
  .strictObject({
    festivalLanguage: z.enum(LANGUAGE_CODES, { error: "Unknown language" }).nullable().optional(),
    digest: z.boolean({ error: "digest must be true or false" }).optional(),
  })
  .refine((v) => v.festivalLanguage !== undefined || v.digest !== undefined, {
    message: "Send festivalLanguage or digest",
  });
export type CalendarSettingsRequest = z.infer<typeof calendarSettingsRequestSchema>;
