import { ContentCalendar } from "#web/features/calendar/content-calendar.tsx";

/** /calendar: the content calendar of the active workspace (issue 31). */
export default function CalendarPage() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <ContentCalendar />
    </div>
  );
}
