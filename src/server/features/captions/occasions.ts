import type { LanguageCode } from "#contract/languages.ts";
import { istDate } from "#contract/plans.ts";
import { upcomingFestivals } from "../festivals/festivals.service.ts";

/** How far ahead a prompt looks for festivals (issue 28). */
export const FESTIVAL_DAYS_AHEAD = 21;

/** A festival as a prompt names it: its name and date (YYYY-MM-DD, India); `expected` when the date awaits a moon sighting. */
export interface PromptFestival {
  name: string;
  date: string;
  expected?: boolean | undefined;
}

/** The festivals of the next `days` days that belong to the language's region, soonest first. */
export type UpcomingFestivals = (query: {
  from: Date;
  days: number;
  language: LanguageCode;
}) => readonly PromptFestival[] | Promise<readonly PromptFestival[]>;

/** The festival calendar the prompts use (decision 743's computed calendar). */
export const upcomingFestivalsForPrompts: UpcomingFestivals = (query) => upcomingFestivals(query);

/**
 * Today's date in India and the festivals of the next three weeks for the language's region, as
 * a prompt carries them. A calendar that fails leaves the festivals out: a caption is written
 * without them rather than not at all.
 */
export async function occasionsFor(
  language: LanguageCode,
  now: Date,
  festivals: UpcomingFestivals,
): Promise<{ today: string; festivals: readonly PromptFestival[] }> {
  const today = istDate(now);
  try {
    const found = await festivals({ from: now, days: FESTIVAL_DAYS_AHEAD, language });
    return { today, festivals: found.map(({ name, date, expected }) => ({ name, date, expected })) };
  } catch {
    return { today, festivals: [] };
  }
}
