/**
 * Dates in the interface language's form (issue 30, decision 790), for the signed-in screens:
 * the same IST moments as dates.ts, with the language's month names and, in Hindi, the time as
 * Hindi tells it ("शाम 6:30 बजे"). Its own module, so the public pages' date code stays as it was.
 */
import { formatIstDate, formatIstDateTime, formatIstLongDate, IST_TIME_ZONE } from "./dates.ts";

const formats = new Map<string, Intl.DateTimeFormat>();

/**
 * "1 Dec 2026, 6:30 pm IST" in en-IN; "1 दिस॰ 2026, शाम 6:30 बजे" in hi-IN: the month's name and
 * the part of the day in Hindi, Western digits, and the time as Hindi says it, which reads as
 * Indian time without the Latin "IST".
 */
export function formatIstDateTimeIn(locale: string, moment: Date | string): string {
  if (locale === "en-IN") return formatIstDateTime(moment);
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      timeZone: IST_TIME_ZONE,
      day: "numeric",
      month: "short",
      year: "numeric",
      hour: "numeric",
      minute: "2-digit",
      dayPeriod: "short",
      numberingSystem: "latn",
    });
    formats.set(locale, format);
  }
  return `${format.format(typeof moment === "string" ? new Date(moment) : moment)} बजे`;
}

const dayFormats = new Map<string, Intl.DateTimeFormat>();

function dayFormat(locale: string, month: "short" | "long") {
  const id = `${locale}\u0000${month}`;
  let format = dayFormats.get(id);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      timeZone: IST_TIME_ZONE,
      day: "numeric",
      month,
      year: "numeric",
      numberingSystem: "latn",
    });
    dayFormats.set(id, format);
  }
  return format;
}

/** "1 Dec 2026" in en-IN (as formatIstDate), "1 दिस॰ 2026" in hi-IN: the IST day of a moment. */
export const formatIstDateIn = (locale: string, moment: Date | string) =>
  locale === "en-IN" ? formatIstDate(moment) : dayFormat(locale, "short").format(new Date(moment));

/** "1 December 2026" in en-IN (as formatIstLongDate), "1 दिसंबर 2026" in hi-IN. */
export const formatIstLongDateIn = (locale: string, moment: Date | string) =>
  locale === "en-IN" ? formatIstLongDate(moment) : dayFormat(locale, "long").format(new Date(moment));

const times = new Map<string, Intl.DateTimeFormat>();

/**
 * A moment's time of day with seconds, for things that change by the second (a publication's
 * status checks, decision 810): "6:05:12 pm IST" in en-IN; "शाम 6:05:12 बजे" in hi-IN.
 */
export function formatIstTimeIn(locale: string, moment: Date | string): string {
  let format = times.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      timeZone: IST_TIME_ZONE,
      hour: "numeric",
      minute: "2-digit",
      second: "2-digit",
      ...(locale === "en-IN" ? { hour12: true } : { dayPeriod: "short" }),
      numberingSystem: "latn",
    });
    times.set(locale, format);
  }
  const text = format.format(typeof moment === "string" ? new Date(moment) : moment);
  return locale === "en-IN" ? `${text} IST` : `${text} बजे`;
}
