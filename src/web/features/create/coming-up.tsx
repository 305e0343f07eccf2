import { CalendarHeart, Check } from "lucide-react";
import { useState } from "react";
import { comingUpRange, festivalNote, type UpcomingFestival } from "#contract/festivals.ts";
import { LOCALE_OF } from "#contract/i18n/languages.ts";
import { LANGUAGES, type LanguageCode } from "#contract/languages.ts";
import { NOTE_MAX_CHARS } from "#contract/note-values.ts";
import { Button } from "#web/components/ui/button.tsx";
import { type Translate, useI18n } from "#web/i18n/i18n.tsx";
import { useFestivals } from "./queries.ts";

/** "today", "tomorrow" or "on Sun, 8 Nov" (in Hindi "— रवि, 8 नव॰ को"), in the interface locale. */
export function when(t: Translate, locale: string, festival: Pick<UpcomingFestival, "daysAway" | "date">) {
  if (festival.daysAway === 0) return t("create.comingUp.today");
  if (festival.daysAway === 1) return t("create.comingUp.tomorrow");
  const day = new Intl.DateTimeFormat(locale, {
    timeZone: "UTC",
    weekday: "short",
    day: "numeric",
    month: "short",
    numberingSystem: "latn",
  });
  return t("create.comingUp.on", { date: day.format(new Date(`${festival.date}T00:00:00Z`)) });
}

/**
 * The note with the festival as the post's angle (issue 28): an empty note becomes e.g.
 * "Diwali post"; a note that does not name the festival yet gets it added after what the
 * creator wrote, when it fits; otherwise the note is left as it is.
 */
export function withFestivalAngle(note: string, festival: Pick<UpcomingFestival, "name">): string {
  const typed = note.trim();
  if (typed === "") return festivalNote(festival);
  if (namesFestival(note, festival)) return note;
  const joined = `${typed} · ${festivalNote(festival)}`;
  return joined.length <= NOTE_MAX_CHARS ? joined : note;
}

/** True when the note already names the festival (in English, as the one-tap angle writes it). */
export const namesFestival = (note: string, festival: Pick<UpcomingFestival, "name">) =>
  note.toLocaleLowerCase("en-IN").includes(festival.name.toLocaleLowerCase("en-IN"));

/**
 * "Coming up: Diwali on Sun, 8 Nov" for the chosen language's region (the next three weeks,
 * from GET /api/festivals), with a one-tap button that makes the festival the post's angle
 * through the creator's note (decision 743). Shows nothing when no festival is near.
 */
export function ComingUp({
  language,
  note,
  onNoteChange,
  disabled,
}: {
  language: LanguageCode;
  note: string;
  onNoteChange: (note: string) => void;
  disabled?: boolean | undefined;
}) {
  const { t, language: interfaceLanguage } = useI18n();
  // The window is fixed when the page opens, so the query's key does not change every render.
  const [range] = useState(() => comingUpRange(new Date()));
  const festivals = useFestivals(language, range);
  const next = festivals.data?.festivals[0];
  if (!next) return null;
  const bcp47 = LANGUAGES.find((l) => l.code === language)?.bcp47;
  const isAngle = namesFestival(note, next);
  const fits = withFestivalAngle(note, next) !== note;
  return (
    <div
      data-testid="coming-up"
      className="mb-3 flex flex-wrap items-center gap-x-3 gap-y-2 rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-950"
    >
      <CalendarHeart aria-hidden="true" className="h-4 w-4 shrink-0 text-amber-700" />
      <p className="min-w-0 flex-1">
        {t("create.comingUp.label")} <strong>{next.name}</strong>
        {next.localName !== next.name && (
          <>
            {" "}
            (<bdi lang={bcp47}>{next.localName}</bdi>)
          </>
        )}{" "}
        {when(t, LOCALE_OF[interfaceLanguage], next)}
        {next.expected && <span className="text-amber-900"> {t("create.comingUp.expected")}</span>}
      </p>
      <Button
        type="button"
        size="sm"
        variant="outline"
        disabled={disabled || isAngle || !fits}
        onClick={() => onNoteChange(withFestivalAngle(note, next))}
        data-testid="festival-angle"
      >
        {isAngle ? <Check aria-hidden="true" className="h-4 w-4" /> : null}
        {isAngle ? t("create.comingUp.angleSet") : t("create.comingUp.useAngle")}
      </Button>
    </div>
  );
}
