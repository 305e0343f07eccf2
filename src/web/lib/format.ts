/** Dates and sizes as the app shows them (en-IN; times in India Standard Time). */

import { formatIstDate, formatIstDateTime, formatIstLongDate, IST_TIME_ZONE } from "#contract/dates.ts";

// One formatter for every date the product shows, in IST whatever the device's zone (decision 734).
export { formatIstDate, formatIstDateTime, formatIstLongDate, IST_TIME_ZONE };

/** "22 November 2026": en-IN long format for an ISO date (YYYY-MM-DD), the day as written. */
export const formatLongDate = (isoDate: string) => formatIstLongDate(`${isoDate}T12:00:00+05:30`);

const MB = 1024 * 1024;
const GB = 1024 * MB;

/** "820 KB", "12.4 MB", "1.5 GB" for sizes shown in lists and cards. */
export function formatBytes(bytes: number): string {
  if (bytes >= GB) return `${Number((bytes / GB).toFixed(1))} GB`;
  if (bytes >= MB) return `${Number((bytes / MB).toFixed(1))} MB`;
  if (bytes <= 0) return "0 KB";
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}
