/**
 * Dates as the product shows them, on every page, e-mail and invoice: en-IN, in India
 * Standard Time whatever the reader's device or the server's zone says (decision 733). No
 * zod here: browser chunks import it.
 */

/** India Standard Time: Asia/Kolkata, UTC+05:30, no daylight saving. */
export const IST_TIME_ZONE = "Asia/Kolkata";

type Moment = Date | string;
const toDate = (moment: Moment) => (typeof moment === "string" ? new Date(moment) : moment);

const DATE_TIME_OPTIONS: Intl.DateTimeFormatOptions = {
  timeZone: IST_TIME_ZONE,
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
  hour12: true,
  numberingSystem: "latn",
};
const dateTime = new Intl.DateTimeFormat("en-IN", DATE_TIME_OPTIONS);
const day = new Intl.DateTimeFormat("en-IN", {
  timeZone: IST_TIME_ZONE,
  day: "numeric",
  month: "short",
  year: "numeric",
});
const longDay = new Intl.DateTimeFormat("en-IN", {
  timeZone: IST_TIME_ZONE,
  day: "numeric",
  month: "long",
  year: "numeric",
});

/** The interface locales' own formatters (issue 30): en-IN is the product's default. */
const localDateTimes = new Map<string, Intl.DateTimeFormat>([["en-IN", dateTime]]);
const dateTimeIn = (locale: string) => {
  let format = localDateTimes.get(locale);
  if (!format) {
    // Hindi tells the time by the part of the day ("रात 9:30 बजे"), not am/pm.
    format = new Intl.DateTimeFormat(
      locale,
      locale === "en-IN" ? DATE_TIME_OPTIONS : { ...DATE_TIME_OPTIONS, dayPeriod: "short" },
    );
    localDateTimes.set(locale, format);
  }
  return format;
};

/**
 * "1 Dec 2026, 6:30 pm IST": a moment with its time. In Hindi (`hi-IN`) "1 दिस॰ 2026, शाम 6:30 बजे":
 * the month's name and the part of the day in Hindi, Western digits, and the time as Hindi says
 * it, which reads as Indian time without the Latin "IST" (decision 790).
 */
export const formatIstDateTime = (moment: Moment, locale = "en-IN") =>
  `${dateTimeIn(locale).format(toDate(moment))}${locale === "hi-IN" ? " बजे" : " IST"}`;

/** "1 Dec 2026": the IST calendar day of a moment (lists, cards). */
export const formatIstDate = (moment: Moment) => day.format(toDate(moment));

/** "1 December 2026": the IST calendar day of a moment, long (pass ends, invoices, e-mails). */
export const formatIstLongDate = (moment: Moment) => longDay.format(toDate(moment));
