import { CalendarDays, ChevronLeft, ChevronRight, Plus } from "lucide-react";
import { type DragEvent, type FormEvent, useEffect, useState } from "react";
import { Link } from "wouter";
import type { CalendarPost, CalendarResponse } from "#contract/calendar.ts";
import type { UpcomingFestival } from "#contract/festivals.ts";
import type { MessageKey } from "#contract/i18n/en.ts";
import { LOCALE_OF } from "#contract/i18n/languages.ts";
import { LANGUAGES, type LanguageCode } from "#contract/languages.ts";
import { formatIstDateTimeIn } from "#contract/local-dates.ts";
import { postLinkPath } from "#contract/posts.ts";
import { roleAtLeast } from "#contract/workspaces.ts";
import { useToast } from "#web/components/toaster.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { Dialog, DialogActions, DialogContent } from "#web/components/ui/dialog.tsx";
import { FormField } from "#web/components/ui/form-field.tsx";
import { Input } from "#web/components/ui/input.tsx";
import { LoadError } from "#web/components/ui/load-error.tsx";
import { Select } from "#web/components/ui/select.tsx";
import { type Translate, useI18n, useT } from "#web/i18n/i18n.tsx";
import { serverMessage } from "#web/lib/form-errors.ts";
import { cn } from "#web/lib/utils.ts";
import { withFestivalAngle } from "../create/coming-up.tsx";
import { plannedTimeFor } from "../create/planned-time.ts";
import { isoToIstInput, istInputToIso } from "../posts/format.ts";
import { StatusBadge } from "../posts/post-list.tsx";
import { useActiveWorkspace } from "../teams/queries.ts";
import { addDays, addMonths, type CalendarView, daysBetween, istDayOf, rangeOf, sameTimeOn } from "./calendar-days.ts";
import { useCalendar, useCalendarSettings, useMovePost } from "./queries.ts";

const UNDO_MS = 8000;

const formats = new Map<string, Intl.DateTimeFormat>();
/** An Intl date format of the interface locale (Western digits, decision 775), made once. */
function dateFormat(locale: string, options: Intl.DateTimeFormatOptions) {
  const id = `${locale}\u0000${JSON.stringify(options)}`;
  let format = formats.get(id);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { ...options, numberingSystem: "latn" });
    formats.set(id, format);
  }
  return format;
}
const dayDate = (day: string) => new Date(`${day}T00:00:00Z`);
/** "Monday, 30 November" / "सोमवार, 30 नवंबर". */
const longDay = (locale: string, day: string) =>
  dateFormat(locale, { weekday: "long", day: "numeric", month: "long", timeZone: "UTC" }).format(dayDate(day));
/** "November 2026" / "नवंबर 2026". */
const monthName = (locale: string, day: string) =>
  dateFormat(locale, { month: "long", year: "numeric", timeZone: "UTC" }).format(dayDate(day));
/** The week's days from Monday, long and short, in the locale: "Monday"/"Mon", "सोमवार"/"सोम". */
const weekdayNames = (locale: string) =>
  Array.from({ length: 7 }, (_, i) => {
    // 30 November 2026 was a Monday.
    const date = i === 0 ? dayDate("2026-11-30") : dayDate(`2026-12-0${i}`);
    return {
      long: dateFormat(locale, { weekday: "long", timeZone: "UTC" }).format(date),
      short: dateFormat(locale, { weekday: "short", timeZone: "UTC" }).format(date),
    };
  });
/**
 * A time of day (IST): "6:30 pm" in English as before; "शाम 6:30" in Hindi, the part of the day
 * as Hindi tells it (decision 790).
 */
function clock(locale: string, hours: number, minutes: number, english: string) {
  if (locale === "en-IN") return english;
  return dateFormat(locale, { hour: "numeric", minute: "2-digit", dayPeriod: "short", timeZone: "UTC" }).format(
    new Date(Date.UTC(2026, 0, 1, hours, minutes)),
  );
}
const timeOf = (locale: string, at: string) => {
  const { time } = isoToIstInput(at);
  const [hours = 0, minutes = 0] = time.split(":").map(Number);
  return clock(locale, hours, minutes, formatIstDateTimeIn("en-IN", at).split(", ").at(-1)?.replace(" IST", "") ?? "");
};

/** A festival's name in the interface language (the catalogue's), its English name for one not there. */
const festivalName = (t: Translate, festival: UpcomingFestival) => {
  const key = `calendar.festival.${festival.id}` as MessageKey;
  const name = t(key);
  return name === key ? festival.name : name;
};

/**
 * Create Post with the festival as the note, the language of the calendar's region, and a time
 * to schedule it for: a few days before the festival at that day's best time (planned-time.ts).
 */
const planHref = (festival: UpcomingFestival, data: CalendarResponse) => {
  const today = istDayOf(new Date());
  const at = plannedTimeFor(festival.date, today, (day) => {
    const hhmm = data.bestTimes.slots.find((s) => s.weekday === weekdayFromSunday(day))?.time;
    return hhmm;
  });
  return `/create?${new URLSearchParams({
    note: withFestivalAngle("", festival),
    language: festival.language,
    ...(at ? { at } : {}),
  })}`;
};

/** A phone-width screen: the calendar is an agenda there, not a squeezed grid. */
function useIsPhone() {
  const query = "(max-width: 767px)";
  const [phone, setPhone] = useState(() => typeof window !== "undefined" && window.matchMedia(query).matches);
  useEffect(() => {
    const media = window.matchMedia(query);
    const change = () => setPhone(media.matches);
    media.addEventListener("change", change);
    return () => media.removeEventListener("change", change);
  }, []);
  return phone;
}

type Moved = { id: string; title: string; from: string; to: string };

/**
 * The content calendar (issue 31): the active workspace's posts by the IST day they go out,
 * the festivals of its region, and the posts not scheduled yet. A month or a week on wider
 * screens, an agenda on phones. An owner or manager moves a scheduled post by dragging it to
 * another day (same time) or with its Move button (any day and time, by keyboard); a move can
 * be undone for a few seconds. The server checks every move as it checks scheduling.
 */
export function ContentCalendar({ inDashboard = false }: { inDashboard?: boolean } = {}) {
  // In the dashboard's tab the page already has its heading: the calendar's is a level lower.
  const Heading = inDashboard ? "h2" : "h1";
  const t = useT();
  const locale = LOCALE_OF[useI18n().language];
  const when = (at: string) => formatIstDateTimeIn(locale, at);
  const phone = useIsPhone();
  const [view, setView] = useState<"month" | "week">("month");
  const shown: CalendarView = phone ? "agenda" : view;
  const today = istDayOf(new Date());
  const [anchor, setAnchor] = useState(today);
  const [language, setLanguage] = useState<LanguageCode | null>(null);
  const range = rangeOf(shown, anchor);
  const calendar = useCalendar(range, language);
  const settings = useCalendarSettings();
  const workspace = useActiveWorkspace();
  const canMove = workspace.known && roleAtLeast(workspace.role, "manager");
  const move = useMovePost();
  const { toast } = useToast();
  const [moved, setMoved] = useState<Moved | null>(null);
  const [moving, setMoving] = useState<CalendarPost | null>(null);

  useEffect(() => {
    if (!moved) return;
    const timer = setTimeout(() => setMoved(null), UNDO_MS);
    return () => clearTimeout(timer);
  }, [moved]);

  async function moveTo(post: Pick<CalendarPost, "id" | "title" | "at">, scheduledAt: string) {
    try {
      const saved = await move.mutateAsync({ id: post.id, scheduledAt });
      setMoved({ id: post.id, title: post.title, from: post.at, to: saved.scheduledAt ?? scheduledAt });
      return true;
    } catch (error) {
      toast({ title: t("calendar.notMoved"), description: serverMessage(error), variant: "destructive" });
      return false;
    }
  }

  async function undo() {
    if (!moved) return;
    const back = moved;
    setMoved(null);
    try {
      await move.mutateAsync({ id: back.id, scheduledAt: back.from });
      toast({
        title: t("calendar.moveUndone"),
        description: t("calendar.backOn", { title: back.title || t("calendar.untitled"), when: when(back.from) }),
      });
    } catch (error) {
      toast({ title: t("calendar.couldNotUndo"), description: serverMessage(error), variant: "destructive" });
    }
  }

  const step = (n: number) =>
    setAnchor((current) => (shown === "week" ? addDays(current, 7 * n) : addMonths(current, n)));
  const movable = (post: CalendarPost) => canMove && (post.status === "scheduled" || post.status === "failed");
  const data = calendar.data;

  return (
    <section className="space-y-4" aria-labelledby="calendar-title">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Heading
          id="calendar-title"
          className={cn("flex items-center gap-2 font-bold", inDashboard ? "text-2xl" : "text-3xl")}
        >
          <CalendarDays aria-hidden="true" className="h-7 w-7 text-brand-700" />
          {t("calendar.title")}
        </Heading>
        <div className="flex flex-wrap items-center gap-2">
          <Button
            variant="outline"
            size="sm"
            onClick={() => step(-1)}
            aria-label={t(shown === "week" ? "calendar.previousWeek" : "calendar.previousMonth")}
          >
            <ChevronLeft aria-hidden="true" className="h-4 w-4" />
          </Button>
          <Button variant="outline" size="sm" onClick={() => setAnchor(today)}>
            {t("calendar.today")}
          </Button>
          <Button
            variant="outline"
            size="sm"
            onClick={() => step(1)}
            aria-label={t(shown === "week" ? "calendar.nextWeek" : "calendar.nextMonth")}
          >
            <ChevronRight aria-hidden="true" className="h-4 w-4" />
          </Button>
          {!phone && (
            <fieldset className="flex gap-1">
              <legend className="sr-only">{t("calendar.view")}</legend>
              {(["month", "week"] as const).map((value) => (
                <Button
                  key={value}
                  size="sm"
                  variant={view === value ? "primary" : "outline"}
                  aria-pressed={view === value}
                  onClick={() => setView(value)}
                >
                  {t(value === "month" ? "calendar.month" : "calendar.week")}
                </Button>
              ))}
            </fieldset>
          )}
        </div>
      </div>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <p className="text-xl font-semibold" data-testid="calendar-range">
          {shown === "week" ? t("calendar.weekOf", { day: longDay(locale, range.from) }) : monthName(locale, anchor)}
        </p>
        <FormField id="calendar-region" label={t("calendar.festivalsFor")}>
          <Select
            id="calendar-region"
            value={language ?? data?.language ?? "english"}
            onChange={async (event) => {
              const chosen = event.target.value as LanguageCode;
              setLanguage(chosen);
              try {
                // Saved for this workspace, so the calendar (and the weekly digest) keep the region.
                await settings.mutateAsync({ festivalLanguage: chosen });
              } catch (error) {
                toast({
                  title: t("calendar.regionNotSaved"),
                  description: serverMessage(error),
                  variant: "destructive",
                });
              }
            }}
          >
            {LANGUAGES.map((l) => (
              <option key={l.code} value={l.code}>
                {l.code === "english"
                  ? t("calendar.region.all")
                  : t("calendar.region.speakers", { language: t(`languages.${l.code}`) })}
              </option>
            ))}
          </Select>
        </FormField>
      </div>
      <p className="text-sm text-slate-600">
        {t("calendar.timesIst")} {t(canMove ? "calendar.howToMove" : "calendar.onlyManagers")}
        {data?.languageSource === "your-posts" && ` ${t("calendar.languageFromPosts")}`}
      </p>
      {moved && (
        <div
          role="status"
          data-testid="calendar-moved"
          className="flex flex-wrap items-center gap-3 rounded-lg border border-teal-300 bg-teal-50 p-3 text-sm text-teal-950"
        >
          <span>{t("calendar.moved", { title: moved.title || t("calendar.untitled"), when: when(moved.to) })}</span>
          <Button size="sm" variant="outline" onClick={undo}>
            {t("calendar.undo")}
          </Button>
        </div>
      )}
      {calendar.isError && !data ? (
        <LoadError what={t("calendar.yourCalendar")} onRetry={() => calendar.refetch()} />
      ) : !data ? (
        <p className="text-slate-600">{t("calendar.loading")}</p>
      ) : shown === "agenda" ? (
        <Agenda data={data} today={today} movable={movable} onMove={setMoving} />
      ) : (
        <Grid
          data={data}
          days={daysBetween(range.from, range.to)}
          month={shown === "month" ? anchor.slice(0, 7) : null}
          today={today}
          movable={movable}
          onMove={setMoving}
          onDrop={(post, day) => post.day !== day && moveTo(post, sameTimeOn(day, post.at))}
        />
      )}
      {data && <Legend data={data} week={shown === "week"} />}
      {data && <DigestChoice enabled={data.settings.digest} />}
      {data && <Unscheduled data={data} />}
      {moving && (
        <MoveDialog
          post={moving}
          onClose={() => setMoving(null)}
          onSave={async (scheduledAt) => {
            if (await moveTo(moving, scheduledAt)) setMoving(null);
          }}
        />
      )}
    </section>
  );
}

interface DayProps {
  movable: (post: CalendarPost) => boolean;
  onMove: (post: CalendarPost) => void;
}

function PostCard({ post, movable, onMove, compact = false }: DayProps & { post: CalendarPost; compact?: boolean }) {
  const canMove = movable(post);
  const t = useT();
  const locale = LOCALE_OF[useI18n().language];
  const title = post.title || t("calendar.untitled");
  const onDragStart = (event: DragEvent) => {
    event.dataTransfer.setData("text/plain", post.id);
    event.dataTransfer.effectAllowed = "move";
  };
  return (
    <li
      data-testid="calendar-post"
      data-post-id={post.id}
      draggable={canMove}
      onDragStart={canMove ? onDragStart : undefined}
      className={cn(
        "rounded-md border border-slate-200 bg-white p-1.5 text-xs shadow-sm",
        canMove && "cursor-grab active:cursor-grabbing",
      )}
    >
      <div className="flex items-start gap-1.5">
        {post.contentItemId && (
          <img
            src={`/api/content/${post.contentItemId}/image?variant=thumbnail`}
            alt=""
            width={28}
            height={28}
            loading="lazy"
            className="h-7 w-7 shrink-0 rounded object-cover"
          />
        )}
        <div className="min-w-0">
          <p className="text-slate-600">{timeOf(locale, post.at)}</p>
          <Link
            href={postLinkPath(post.id)}
            className="block break-words font-semibold text-slate-900 underline-offset-2 hover:underline"
            dir="auto"
          >
            {title}
          </Link>
        </div>
      </div>
      <div className={cn("mt-1 flex flex-wrap items-center gap-1", compact && "justify-between")}>
        <StatusBadge status={post.status} />
        {canMove && (
          <button
            type="button"
            onClick={() => onMove(post)}
            className="min-h-6 rounded px-1 font-semibold text-brand-800 underline"
            aria-label={t("calendar.moveLabel", { title })}
          >
            {t("calendar.move")}
          </button>
        )}
      </div>
    </li>
  );
}

/**
 * A festival: its name in the region's language (the words a post would use) and, beside it, in
 * the interface language; a region written in English shows the interface language's name.
 */
function FestivalChip({ festival, data }: { festival: UpcomingFestival; data: CalendarResponse }) {
  const t = useT();
  const name = festivalName(t, festival);
  const shown = festival.language === "english" ? name : festival.localName;
  return (
    <li data-testid="calendar-festival" className="rounded-md bg-amber-50 px-1.5 py-1 text-xs text-amber-950">
      <span className="font-semibold" dir="auto">
        {shown}
      </span>
      {shown !== name && <span> ({name})</span>}{" "}
      <Link
        href={planHref(festival, data)}
        className="font-semibold underline"
        aria-label={t("calendar.planFor", { name })}
      >
        {t("calendar.planPost")}
      </Link>
    </li>
  );
}

function Grid({
  data,
  days,
  month,
  today,
  movable,
  onMove,
  onDrop,
}: DayProps & {
  data: CalendarResponse;
  days: string[];
  month: string | null;
  today: string;
  onDrop: (post: CalendarPost, day: string) => void;
}) {
  const [over, setOver] = useState<string | null>(null);
  const t = useT();
  const locale = LOCALE_OF[useI18n().language];
  const weeks = Array.from({ length: days.length / 7 }, (_, i) => days.slice(i * 7, i * 7 + 7));
  const drop = (day: string) => (event: DragEvent) => {
    event.preventDefault();
    setOver(null);
    const post = data.posts.find((p) => p.id === event.dataTransfer.getData("text/plain"));
    if (post && movable(post)) onDrop(post, day);
  };
  return (
    <div className="overflow-x-auto">
      <table
        className="w-full table-fixed border-collapse"
        aria-label={t("calendar.title")}
        data-testid="calendar-grid"
      >
        <thead>
          <tr>
            {weekdayNames(locale).map((name) => (
              <th key={name.long} scope="col" className="p-1 text-left text-xs font-semibold text-slate-600">
                <abbr title={name.long} className="no-underline">
                  {name.short}
                </abbr>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week[0]}>
              {week.map((day) => {
                const posts = data.posts.filter((p) => p.day === day);
                const festivals = data.festivals.filter((f) => f.date === day);
                const outside = month !== null && !day.startsWith(month);
                const gap = data.gaps.days.includes(day);
                const best = month === null && day >= today ? bestTimeOn(locale, data, day) : null;
                return (
                  <td
                    key={day}
                    data-day={day}
                    data-testid="calendar-day"
                    onDragOver={(event) => {
                      event.preventDefault();
                      setOver(day);
                    }}
                    onDragLeave={() => setOver((current) => (current === day ? null : current))}
                    onDrop={drop(day)}
                    className={cn(
                      "h-28 border border-slate-200 p-1 align-top",
                      outside && "bg-slate-50",
                      gap && "outline-1 -outline-offset-4 outline-slate-400 outline-dashed",
                      over === day && "bg-brand-50 ring-2 ring-brand-700",
                    )}
                  >
                    <div className="flex items-center justify-between">
                      <span
                        aria-hidden="true"
                        className={cn(
                          "text-xs font-semibold",
                          day === today
                            ? "rounded-full bg-brand-700 px-1.5 text-white"
                            : outside
                              ? "text-slate-500"
                              : "text-slate-800",
                        )}
                      >
                        {Number(day.slice(8))}
                      </span>
                      <span className="sr-only">
                        {day === today ? t("calendar.dayToday", { day: longDay(locale, day) }) : longDay(locale, day)}
                      </span>
                      {day >= today && posts.length === 0 && (
                        <Link
                          href="/create"
                          className="rounded p-0.5 text-slate-500 hover:text-brand-800"
                          aria-label={t("calendar.planFor", { name: longDay(locale, day) })}
                        >
                          <Plus aria-hidden="true" className="h-3.5 w-3.5" />
                        </Link>
                      )}
                    </div>
                    {gap && <GapNote />}
                    {best && (
                      <p className="mt-1 rounded border border-dashed border-teal-300 px-1 text-xs text-teal-900">
                        {t("calendar.bestTime", { time: best })}
                      </p>
                    )}
                    <ul className="mt-1 space-y-1">
                      {festivals.map((festival) => (
                        <FestivalChip key={festival.id} festival={festival} data={data} />
                      ))}
                      {posts.map((post) => (
                        <PostCard key={post.id} post={post} movable={movable} onMove={onMove} />
                      ))}
                    </ul>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The phone's agenda: the month's days that have posts or festivals (and today), one after another. */
function Agenda({ data, today, movable, onMove }: DayProps & { data: CalendarResponse; today: string }) {
  const t = useT();
  const locale = LOCALE_OF[useI18n().language];
  const days = daysBetween(data.from, data.to).filter(
    (day) =>
      day === today ||
      data.posts.some((p) => p.day === day) ||
      data.festivals.some((f) => f.date === day) ||
      data.gaps.days.includes(day),
  );
  if (days.length === 0) {
    return (
      <p className="rounded-lg border border-dashed border-slate-300 p-6 text-center text-slate-600">
        {t("calendar.nothingThisMonth")}
      </p>
    );
  }
  return (
    <ol className="space-y-4" aria-label={t("calendar.agenda")} data-testid="calendar-agenda">
      {days.map((day) => {
        const posts = data.posts.filter((p) => p.day === day);
        const festivals = data.festivals.filter((f) => f.date === day);
        return (
          <li key={day} data-day={day} data-testid="calendar-day">
            <h2 className="text-base font-semibold">
              {longDay(locale, day)}
              {day === today && (
                <span className="ml-2 rounded-full bg-brand-700 px-2 text-xs text-white">{t("calendar.today")}</span>
              )}
            </h2>
            {data.gaps.days.includes(day) && <GapNote />}
            <ul className="mt-2 space-y-2">
              {festivals.map((festival) => (
                <FestivalChip key={festival.id} festival={festival} data={data} />
              ))}
              {posts.map((post) => (
                <PostCard key={post.id} post={post} movable={movable} onMove={onMove} compact />
              ))}
              {posts.length === 0 && day >= today && (
                <li>
                  <Link href="/create" className="text-sm font-semibold text-brand-800 underline">
                    {t("calendar.planForThisDay")}
                  </Link>
                </li>
              )}
            </ul>
          </li>
        );
      })}
    </ol>
  );
}

const weekdayFromSunday = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay();

/** The best time to post on a day (12-hour, IST), from the calendar's best-time slots. */
function bestTimeOn(locale: string, data: CalendarResponse, day: string): string | null {
  const slot = data.bestTimes.slots.find((s) => s.weekday === weekdayFromSunday(day));
  if (!slot) return null;
  const [hours = 0, minutes = 0] = slot.time.split(":").map(Number);
  const english = `${hours % 12 === 0 ? 12 : hours % 12}:${String(minutes).padStart(2, "0")} ${hours < 12 ? "AM" : "PM"}`;
  return clock(locale, hours, minutes, english);
}

/** A quiet mark on a usual posting day with nothing planned (words, not only the dashed outline). */
function GapNote() {
  const t = useT();
  return (
    <p className="mt-1 text-xs text-slate-600" data-testid="calendar-gap">
      {t("calendar.gapNote")}
    </p>
  );
}

/** What the faint marks mean, and what they rest on. */
function Legend({ data, week }: { data: CalendarResponse; week: boolean }) {
  const t = useT();
  return (
    <div className="space-y-1 text-sm text-slate-700" data-testid="calendar-legend">
      {week && (
        <p>
          <span className="font-semibold">
            {t("calendar.bestTimesFrom", {
              source: data.bestTimes.source === "your-results" ? "results" : "general",
            })}
          </span>{" "}
          {data.bestTimes.basis}
        </p>
      )}
      <p>
        <span className="font-semibold">{t("calendar.gapsLabel")}</span> {data.gaps.basis}
      </p>
    </div>
  );
}

/** The weekly e-mail digest (opt-in): the week's posts and the festivals coming, every Monday. */
function DigestChoice({ enabled }: { enabled: boolean }) {
  const settings = useCalendarSettings();
  const { toast } = useToast();
  const t = useT();
  // The choice shows at once (set in the click itself), until the saved settings are read back;
  // a refused save shows the saved setting again.
  const [chosen, setChosen] = useState<boolean>();
  return (
    <label className="flex items-start gap-2 text-sm text-slate-800">
      <input
        type="checkbox"
        className="mt-0.5 h-4 w-4"
        checked={chosen ?? enabled}
        disabled={settings.isPending}
        onChange={async (event) => {
          const digest = event.target.checked;
          setChosen(digest);
          try {
            await settings.mutateAsync({ digest });
          } catch (error) {
            toast({ title: t("calendar.notSaved"), description: serverMessage(error), variant: "destructive" });
          } finally {
            setChosen(undefined);
          }
        }}
      />
      <span>{t("calendar.digest")}</span>
    </label>
  );
}

function Unscheduled({ data }: { data: CalendarResponse }) {
  const { posts, total } = data.unscheduled;
  const t = useT();
  if (total === 0) return null;
  return (
    <section aria-labelledby="unscheduled-title" className="rounded-xl border border-slate-200 p-4">
      <h2 id="unscheduled-title" className="text-lg font-semibold">
        {t("calendar.unscheduled", { total })}
      </h2>
      <ul className="mt-2 space-y-2" data-testid="calendar-unscheduled">
        {posts.map((post) => (
          <li key={post.id} className="flex items-start justify-between gap-2 text-sm">
            <Link href={postLinkPath(post.id)} className="break-words font-semibold underline" dir="auto">
              {post.title || t("calendar.untitled")}
            </Link>
            <StatusBadge status={post.status} />
          </li>
        ))}
      </ul>
      {total > posts.length && (
        <p className="mt-2 text-sm text-slate-600">{t("calendar.newestShown", { shown: posts.length })}</p>
      )}
    </section>
  );
}

/** Move a post to any day and time by keyboard (IST), checked by the server as scheduling is. */
function MoveDialog({
  post,
  onClose,
  onSave,
}: {
  post: CalendarPost;
  onClose: () => void;
  onSave: (scheduledAt: string) => Promise<void>;
}) {
  const initial = isoToIstInput(post.at);
  const t = useT();
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const scheduledAt = istInputToIso(String(form.get("date") ?? ""), String(form.get("time") ?? ""));
    if (!scheduledAt) return setError(t("calendar.pickDateTime"));
    setError(null);
    setPending(true);
    await onSave(scheduledAt);
    setPending(false);
  }
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        title={t("calendar.moveTitle")}
        description={t("calendar.moveDescription", { title: post.title || t("calendar.untitled") })}
      >
        <form noValidate onSubmit={onSubmit} className="space-y-4" aria-label={t("calendar.moveTitle")}>
          <div className="grid grid-cols-2 gap-3">
            <FormField id="move-date" label={t("calendar.date")}>
              <Input id="move-date" name="date" type="date" defaultValue={initial.date} />
            </FormField>
            <FormField id="move-time" label={t("calendar.time")}>
              <Input id="move-time" name="time" type="time" defaultValue={initial.time} />
            </FormField>
          </div>
          {error && (
            <p role="alert" className="text-sm text-red-800">
              {error}
            </p>
          )}
          <DialogActions>
            <Button type="submit" disabled={pending}>
              {t(pending ? "calendar.moving" : "calendar.move")}
            </Button>
          </DialogActions>
        </form>
      </DialogContent>
    </Dialog>
  );
}
