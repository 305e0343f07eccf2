import { MOON_SIGHTING_NOTE, type UpcomingFestival } from "#contract/festivals.ts";
import type { LanguageCode } from "#contract/languages.ts";
import { daysBetween, type IsoDay } from "./calendar/days.ts";
import type { Festival, FestivalWords } from "./festival-list.ts";

const nfc = (text: string) => text.normalize("NFC");

/** A festival on one day as it leaves the server, in the asked-for language (which must be offered). */
export function presentFestival(
  festival: Festival,
  date: IsoDay,
  language: LanguageCode,
  askedFrom: IsoDay,
): UpcomingFestival {
  const words = festival.words[language] as FestivalWords;
  const expected = festival.rule.kind === "hijri";
  return {
    id: festival.id,
    date,
    daysAway: daysBetween(askedFrom, date),
    kind: festival.kind,
    name: festival.words.english.name,
    localName: nfc(words.name),
    language,
    greeting: nfc(words.greeting),
    hashtags: words.hashtags.map(nfc),
    regions: festival.regions === "all" ? "all" : [...festival.regions],
    expected,
    dateNote: expected ? MOON_SIGHTING_NOTE : null,
  };
}
