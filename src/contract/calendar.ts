/**
 * The content calendar's read API (issue 31, decision 762): a workspace's posts with a time,
 * the posts still without one, and the festivals of the creator's region, for a range of IST
 * days of at most CALENDAR_RANGE_MAX_DAYS.
 */
import { z } from "zod";
import { calendarDay, daysFromTo, type UpcomingFestival } from "./festivals.ts";
import { LANGUAGE_CODES, type LanguageCode } from "./languages.ts";
import type { PostStatus } from "./posts.ts";

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

/** A post on the calendar: enough for its card; the post itself is GET /api/posts/{id}. */
export interface CalendarPost {
  id: string;
  title: string;
  status: PostStatus;
  /** When it goes (or went) out, ISO: the time it was published, else the time it is scheduled for. */
  at: string;
  /** The IST calendar day of `at`, "YYYY-MM-DD". */
  day: string;
  /** Its first photo, for the card's thumbnail (GET /api/content/{id}/image). */
  contentItemId: string | null;
  autoPublish: boolean;
  language: LanguageCode;
}

export interface CalendarResponse {
  from: string;
  to: string;
  timeZone: "Asia/Kolkata";
  /** The language whose region's festivals are shown, and whether the request chose it. */
  language: LanguageCode;
  languageSource: "request" | "your-posts" | "default";
  /** Posts with a time in the range, by time. */
  posts: CalendarPost[];
  /** Posts without a time yet (draft, in review, changes requested, approved), newest first. */
  unscheduled: { posts: Omit<CalendarPost, "at" | "day">[]; total: number };
  festivals: UpcomingFestival[];
}
