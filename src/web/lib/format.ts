const longDate = new Intl.DateTimeFormat("en-IN", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "Asia/Kolkata",
});

/** "22 November 2026": en-IN long format for an ISO date (YYYY-MM-DD). */
export const formatLongDate = (isoDate: string) => longDate.format(new Date(`${isoDate}T12:00:00+05:30`));
