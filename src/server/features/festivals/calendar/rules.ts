/**
 * How each festival's day is found in a year (decision 743): Hindu festivals from the
 * panchang (a tithi of a lunar month kept at the part of the day its rite needs, a sidereal
 * sankranti kept by a region's rule, a nakshatra), Islamic ones from the Umm al-Qura calendar
 * one day later as India usually sights the moon, and the rest by date.
 */
import { addDays, type IsoDay, istDayOf } from "./days.ts";
import { islamicDays } from "./islamic.ts";
import {
  hinduDayOf,
  type LunarMonth,
  lunationsOf,
  nakshatraAt,
  type Place,
  sankranti,
  sunTimes,
  tithiSpan,
} from "./panchang.ts";

/**
 * The part of the Hindu day a tithi must hold for the festival (the day's fifths: pratah,
 * sangava, madhyahna, aparahna, sayahna; purvahna is the first half; the night's first fifth is
 * pradosh and its 8th of 15 muhurtas nishita). "sunrise" is the udaya tithi.
 */
export type DayPart = "sunrise" | "purvahna" | "madhyahna" | "aparahna" | "pradosh" | "nishita";

/**
 * The sankranti rules of the regional solar calendars: the month begins the same day if the
 * sankranti is before sunset (Tamil Nadu; Makar Sankranti's punya kala), before the end of the
 * first three fifths of the day (Kerala), on the next day whenever it is (Bengal and Assam,
 * midnight rule), on the civil day it happens (Odisha), or on the Hindu day (sunrise to
 * sunrise) it happens in (Punjab's Vaisakhi).
 */
export type SankrantiReckoning = "sunset" | "kerala" | "bengal" | "same-day" | "hindu-day";

export type DateRule =
  | { kind: "fixed"; month: number; day: number }
  | { kind: "easter"; offset: number }
  | { kind: "hijri"; month: number; day: number }
  | {
      kind: "tithi";
      month: LunarMonth;
      tithi: number;
      at: DayPart;
      /** When the tithi holds that part on two days: the first, the second, or the larger share. */
      prefer?: "first" | "second" | "most";
      /**
       * With "sunrise": how long (ms) the tithi must still last after that sunrise; when it
       * ends sooner, the festival is kept on the day before, when the tithi began.
       */
      lasting?: number;
      place: Place;
    }
  | { kind: "holi"; place: Place }
  | { kind: "sankranti"; sign: number; reckoning: SankrantiReckoning; place: Place; offset?: number }
  | { kind: "onam"; place: Place };

/** When in a Hindu day its part lies. */
function window(day: IsoDay, part: Exclude<DayPart, "sunrise">, place: Place): [number, number] {
  const { sunrise, sunset, nextSunrise } = sunTimes(day, place);
  const rise = sunrise.getTime();
  const daylight = sunset.getTime() - rise;
  const night = nextSunrise.getTime() - sunset.getTime();
  switch (part) {
    case "purvahna":
      return [rise, rise + daylight / 2];
    case "madhyahna":
      return [rise + (2 * daylight) / 5, rise + (3 * daylight) / 5];
    case "aparahna":
      return [rise + (3 * daylight) / 5, rise + (4 * daylight) / 5];
    case "pradosh":
      return [sunset.getTime(), sunset.getTime() + night / 5];
    case "nishita":
      return [sunset.getTime() + (7 * night) / 15, sunset.getTime() + (8 * night) / 15];
  }
}

/** The day a tithi is kept on, by the part of the day it must hold. */
export function dayOfTithi(
  span: { start: Date; end: Date },
  at: DayPart,
  prefer: "first" | "second" | "most",
  place: Place,
  lasting = 0,
): IsoDay {
  const first = hinduDayOf(span.start, place);
  const candidates = [first, addDays(first, 1), addDays(first, 2)];
  const start = span.start.getTime();
  const end = span.end.getTime();
  if (at === "sunrise") {
    // The udaya tithi: the first day it is running at sunrise; a tithi that begins and ends
    // between two sunrises (kshaya) is kept on the day it ran.
    const held = candidates.find((day) => {
      const rise = sunTimes(day, place).sunrise.getTime();
      return rise >= start && rise < end;
    });
    if (!held) return first;
    return end - sunTimes(held, place).sunrise.getTime() >= lasting ? held : addDays(held, -1);
  }
  const shares = candidates.map((day) => {
    const [from, to] = window(day, at, place);
    return { day, share: Math.max(0, Math.min(to, end) - Math.max(from, start)) };
  });
  const holding = shares.filter((s) => s.share > 0);
  if (holding.length === 0) return first;
  if (prefer === "first") return (holding[0] as (typeof holding)[number]).day;
  if (prefer === "second") return (holding[holding.length - 1] as (typeof holding)[number]).day;
  return holding.reduce((best, s) => (s.share > best.share ? s : best)).day;
}

/** The days a tithi of a (nija) lunar month falls on in a year, by its rule. */
function tithiDays(rule: Extract<DateRule, { kind: "tithi" }>, year: number): IsoDay[] {
  return lunationsOf(year)
    .filter((lunation) => lunation.month === rule.month && !lunation.adhika)
    .map((lunation) =>
      dayOfTithi(tithiSpan(lunation, rule.tithi), rule.at, rule.prefer ?? "most", rule.place, rule.lasting),
    )
    .filter((day) => Number(day.slice(0, 4)) === year);
}

/**
 * Holi (Dhulandi) is the day after Holika Dahan. Holika Dahan is on the first evening whose
 * pradosh Phalguna Purnima holds; when the Purnima then still lasts seven eighths of the next
 * day's daylight, the bonfire moves to that next evening (the Bhadra of the first evening is
 * avoided, as the Dharmasindhu rule that almanacs follow asks).
 */
function holiDays(place: Place, year: number): IsoDay[] {
  return lunationsOf(year)
    .filter((lunation) => lunation.month === "phalguna" && !lunation.adhika)
    .map((lunation) => {
      const { start, end } = tithiSpan(lunation, 15);
      let eve = hinduDayOf(start, place);
      for (let i = 0; i < 2; i += 1) {
        const [from, to] = window(eve, "pradosh", place);
        if (Math.min(to, end.getTime()) > Math.max(from, start.getTime())) break;
        eve = addDays(eve, 1);
      }
      const next = sunTimes(addDays(eve, 1), place);
      const daylight = next.sunset.getTime() - next.sunrise.getTime();
      const holikaDahan = end.getTime() - next.sunrise.getTime() >= (7 / 8) * daylight ? addDays(eve, 1) : eve;
      return addDays(holikaDahan, 1);
    })
    .filter((day) => Number(day.slice(0, 4)) === year);
}

/** The first day of a solar month, by the region's sankranti rule. */
export function solarMonthStart(sign: number, year: number, reckoning: SankrantiReckoning, place: Place): IsoDay {
  const moment = sankranti(sign, year);
  switch (reckoning) {
    case "same-day":
      return istDayOf(moment);
    case "hindu-day":
      return hinduDayOf(moment, place);
    case "bengal":
      return addDays(istDayOf(moment), 1);
    case "sunset": {
      const day = istDayOf(moment);
      return moment < sunTimes(day, place).sunset ? day : addDays(day, 1);
    }
    case "kerala": {
      const day = hinduDayOf(moment, place);
      const { sunrise, sunset } = sunTimes(day, place);
      const limit = sunrise.getTime() + (3 / 5) * (sunset.getTime() - sunrise.getTime());
      return moment.getTime() < limit ? day : addDays(day, 1);
    }
  }
}

const THIRUVONAM = 22;
const SIX_NAZHIKA_MS = 2.4 * 60 * 60 * 1000;

/**
 * Thiruvonam (Onam): the day of the month of Chingam (the Sun in sidereal Simha, Kerala's
 * sankranti rule) on which the Thiruvonam (Shravana) nakshatra holds at sunrise and for six
 * nazhikas after it.
 */
function onamDays(place: Place, year: number): IsoDay[] {
  const first = solarMonthStart(4, year, "kerala", place);
  const last = addDays(solarMonthStart(5, year, "kerala", place), -1);
  const days: IsoDay[] = [];
  for (let day = first; day <= last; day = addDays(day, 1)) {
    const rise = sunTimes(day, place).sunrise;
    if (nakshatraAt(new Date(rise.getTime() + SIX_NAZHIKA_MS)) === THIRUVONAM) days.push(day);
  }
  return days.slice(0, 1);
}

/** Easter Sunday of a year (the Gregorian computus, anonymous algorithm). */
export function easterSunday(year: number): IsoDay {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return new Date(Date.UTC(year, month - 1, day)).toISOString().slice(0, 10);
}

/**
 * The Islamic dates as India keeps them: the Umm al-Qura date plus one day, because India's
 * moon-sighting committees usually see the new crescent a day after Saudi Arabia's calendar
 * begins the month. Always "expected, subject to moon sighting".
 */
export const INDIA_SIGHTING_LAG_DAYS = 1;

/** The days (IST calendar dates) a festival falls on in a year; usually one, sometimes none or two. */
export function festivalDays(rule: DateRule, year: number): IsoDay[] {
  switch (rule.kind) {
    case "fixed":
      return [new Date(Date.UTC(year, rule.month - 1, rule.day)).toISOString().slice(0, 10)];
    case "easter":
      return [addDays(easterSunday(year), rule.offset)];
    case "hijri":
      // Look from the end of the year before so a date just over the new year is kept.
      return islamicDays(rule.month, rule.day, year - 1, year + 1)
        .map((day) => addDays(day, INDIA_SIGHTING_LAG_DAYS))
        .filter((day) => Number(day.slice(0, 4)) === year);
    case "tithi":
      return tithiDays(rule, year);
    case "holi":
      return holiDays(rule.place, year);
    case "sankranti":
      return [addDays(solarMonthStart(rule.sign, year, rule.reckoning, rule.place), rule.offset ?? 0)];
    case "onam":
      return onamDays(rule.place, year);
  }
}
