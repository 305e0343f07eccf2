/**
 * Dates as the product shows them, on every page, e-mail and invoice: en-IN, in India
 * Standard Time whatever the reader's device or the server's zone says (decision 733). No
 * zod here: browser chunks import it.
 */

/** India Standard Time: Asia/Kolkata, UTC+05:30, no daylight saving. */
export const IST_TIME_ZONE = "Asia/Kolkata";

type Moment = Date | string;
const toDate = (moment: Moment) => (typeof moment === "string" ? new Date(moment) : moment);

const dateTime = new Intl.DateTimeFormat("en-IN", {
  timeZone: IST_TIME_ZONE,
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
  hour12: true,
});
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

/** "1 Dec 2026, 6:30 pm IST": a moment with its time. */
export const formatIstDateTime = (moment: Moment) => `${dateTime.format(toDate(moment))} IST`;

/** "1 Dec 2026": the IST calendar day of a moment (lists, cards). */
export const formatIstDate = (moment: Moment) => day.format(toDate(moment));

/** "1 December 2026": the IST calendar day of a moment, long (pass ends, invoices, e-mails). */
export const formatIstLongDate = (moment: Moment) => longDay.format(toDate(moment));
