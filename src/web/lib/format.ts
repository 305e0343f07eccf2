/** Dates and sizes as the app shows them (en-IN; times in India Standard Time). */

/** India Standard Time: Asia/Kolkata, UTC+05:30, no daylight saving. */
export const IST_TIME_ZONE = "Asia/Kolkata";

const longDate = new Intl.DateTimeFormat("en-IN", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: IST_TIME_ZONE,
});

/** "22 November 2026": en-IN long format for an ISO date (YYYY-MM-DD). */
export const formatLongDate = (isoDate: string) => longDate.format(new Date(`${isoDate}T12:00:00+05:30`));

const istDateTime = new Intl.DateTimeFormat("en-IN", {
  timeZone: IST_TIME_ZONE,
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
  hour12: true,
});
const istDay = new Intl.DateTimeFormat("en-IN", {
  timeZone: IST_TIME_ZONE,
  day: "numeric",
  month: "short",
  year: "numeric",
});

/** "1 Dec 2026, 6:30 pm IST": a scheduled time as Indian creators read it. */
export const formatIstDateTime = (iso: string) => `${istDateTime.format(new Date(iso))} IST`;

/** "1 Dec 2026": the IST calendar day of a moment (created dates). */
export const formatIstDate = (iso: string) => istDay.format(new Date(iso));

const dateFormat = new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "short", year: "numeric" });
/** "1 Dec 2026" in the device's own zone (library items). */
export const formatDate = (iso: string) => dateFormat.format(new Date(iso));

const MB = 1024 * 1024;
const GB = 1024 * MB;

/** "820 KB", "12.4 MB", "1.5 GB" for sizes shown in lists and cards. */
export function formatBytes(bytes: number): string {
  if (bytes >= GB) return `${Number((bytes / GB).toFixed(1))} GB`;
  if (bytes >= MB) return `${Number((bytes / MB).toFixed(1))} MB`;
  if (bytes <= 0) return "0 KB";
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}
