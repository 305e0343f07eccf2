/**
 * The astronomy behind the Hindu calendar (decision 743), computed with astronomy-engine:
 * sunrise and sunset at a place, tithis (each 12° of the Moon's elongation from the Sun),
 * nakshatras, sidereal sankrantis with the Lahiri (Chitrapaksha) ayanamsa, and the lunar
 * months named the amanta way (new moon to new moon, named by the sankranti inside; a month
 * with no sankranti is adhika and its festivals move to the nija month after it).
 */
import {
  Body,
  GeoMoon,
  GeoVector,
  MoonPhase,
  Observer,
  RotateVector,
  Rotation_EQJ_ECL,
  SearchMoonPhase,
  SearchRiseSet,
  SphereFromVector,
  type Vector,
} from "astronomy-engine";
import { addDays, DAY_MS, type IsoDay, istDayOf, istMidnight } from "./days.ts";

/** Where a festival's day is reckoned: sunrise, sunset and so the day a tithi falls on depend on it. */
export interface Place {
  name: string;
  latitude: number;
  longitude: number;
}

export const PLACES = {
  newDelhi: { name: "New Delhi", latitude: 28.6139, longitude: 77.209 },
  mumbai: { name: "Mumbai", latitude: 19.076, longitude: 72.8777 },
  kolkata: { name: "Kolkata", latitude: 22.5726, longitude: 88.3639 },
  chennai: { name: "Chennai", latitude: 13.0827, longitude: 80.2707 },
  hyderabad: { name: "Hyderabad", latitude: 17.385, longitude: 78.4867 },
  kochi: { name: "Kochi", latitude: 9.9312, longitude: 76.2673 },
  amritsar: { name: "Amritsar", latitude: 31.634, longitude: 74.8723 },
  guwahati: { name: "Guwahati", latitude: 26.1445, longitude: 91.7362 },
  bhubaneswar: { name: "Bhubaneswar", latitude: 20.2961, longitude: 85.8245 },
} as const satisfies Record<string, Place>;

/**
 * Lahiri ayanamsa at J2000.0 (23°51'25.5"). Longitudes are taken on the fixed J2000 ecliptic,
 * so the sidereal longitude is that longitude less this constant: the precession that the
 * tropical longitude of date gains is exactly what the ayanamsa of date adds.
 */
const LAHIRI_J2000 = 23.857_092;

const J2000_ECLIPTIC = Rotation_EQJ_ECL();
const norm = (degrees: number) => ((degrees % 360) + 360) % 360;
const siderealOf = (equatorial: Vector) =>
  norm(SphereFromVector(RotateVector(J2000_ECLIPTIC, equatorial)).lon - LAHIRI_J2000);

/** The Sun's sidereal (nirayana) longitude, degrees. */
export const siderealSun = (moment: Date) => siderealOf(GeoVector(Body.Sun, moment, true));

/** The Moon's sidereal (nirayana) longitude, degrees. */
export const siderealMoon = (moment: Date) => siderealOf(GeoMoon(moment));

/** The nakshatra (1 Ashwini … 27 Revati) the Moon is in. */
export const nakshatraAt = (moment: Date) => Math.floor(siderealMoon(moment) / (360 / 27)) + 1;

/** The tithi (1–15 shukla, 16–30 krishna; 15 purnima, 30 amavasya) running at a moment. */
export const tithiAt = (moment: Date) => Math.floor(MoonPhase(moment) / 12) + 1;

/** When the Moon's elongation next reaches `degrees`, searching forward from `from`. */
function nextElongation(degrees: number, from: Date, limitDays = 35): Date {
  const found = SearchMoonPhase(norm(degrees), from, limitDays);
  if (!found) throw new Error(`No elongation ${degrees}° within ${limitDays} days of ${from.toISOString()}`);
  return found.date;
}

/** Finds when a steadily growing angle crosses `target`, between two moments that bracket it. */
function crossing(angle: (moment: Date) => number, target: number, from: Date, to: Date): Date {
  const offset = (moment: Date) => norm(angle(moment) - target + 180) - 180;
  let low = from.getTime();
  let high = to.getTime();
  if (offset(new Date(low)) > 0 || offset(new Date(high)) < 0) {
    throw new Error(`No crossing of ${target}° between ${from.toISOString()} and ${to.toISOString()}`);
  }
  while (high - low > 1000) {
    const middle = (low + high) / 2;
    if (offset(new Date(middle)) < 0) low = middle;
    else high = middle;
  }
  return new Date(high);
}

/**
 * The sankranti of a year: the moment the Sun enters sidereal sign `sign` (0 Mesha … 11
 * Meena) during calendar year `year`.
 */
export function sankranti(sign: number, year: number): Date {
  // Mesha sankranti is near 14 April; each sign after it about 30.44 days later.
  let guess = Date.UTC(year, 3, 14) + sign * 30.44 * DAY_MS;
  if (new Date(guess).getUTCFullYear() > year) guess -= 365.2564 * DAY_MS;
  return crossing(siderealSun, sign * 30, new Date(guess - 6 * DAY_MS), new Date(guess + 6 * DAY_MS));
}

export interface SunTimes {
  sunrise: Date;
  sunset: Date;
  nextSunrise: Date;
}

const sunTimesCache = new Map<string, SunTimes>();

/** Sunrise, sunset and the next sunrise (the Hindu day runs sunrise to sunrise) of a day at a place. */
export function sunTimes(day: IsoDay, place: Place): SunTimes {
  const key = `${place.name}|${day}`;
  const cached = sunTimesCache.get(key);
  if (cached) return cached;
  const observer = new Observer(place.latitude, place.longitude, 0);
  const rise = (from: Date) => {
    const found = SearchRiseSet(Body.Sun, observer, +1, from, 1);
    if (!found) throw new Error(`No sunrise at ${place.name} on ${istDayOf(from)}`);
    return found.date;
  };
  const sunrise = rise(istMidnight(day));
  const set = SearchRiseSet(Body.Sun, observer, -1, sunrise, 1);
  if (!set) throw new Error(`No sunset at ${place.name} on ${day}`);
  const times = { sunrise, sunset: set.date, nextSunrise: rise(istMidnight(addDays(day, 1))) };
  sunTimesCache.set(key, times);
  return times;
}

/** The Hindu day (sunrise to sunrise) a moment belongs to, named by its civil date. */
export function hinduDayOf(moment: Date, place: Place): IsoDay {
  const day = istDayOf(moment);
  return moment < sunTimes(day, place).sunrise ? addDays(day, -1) : day;
}

/** The 12 amanta months, Chaitra first. */
export const LUNAR_MONTHS = [
  "chaitra",
  "vaishakha",
  "jyeshtha",
  "ashadha",
  "shravana",
  "bhadrapada",
  "ashwin",
  "kartika",
  "margashirsha",
  "pausha",
  "magha",
  "phalguna",
] as const;
export type LunarMonth = (typeof LUNAR_MONTHS)[number];

export interface Lunation {
  /** The new moon that begins it, and the one that ends it. */
  start: Date;
  end: Date;
  month: LunarMonth;
  /** No sankranti inside: an extra (adhika) month, whose name the next month repeats. */
  adhika: boolean;
}

const lunationCache = new Map<number, Lunation[]>();

/** The lunations whose new moons begin between 1 November of the year before and 31 December of `year`. */
export function lunationsOf(year: number): Lunation[] {
  const cached = lunationCache.get(year);
  if (cached) return cached;
  const last = Date.UTC(year, 11, 31, 18, 30);
  const lunations: Lunation[] = [];
  let start = nextElongation(0, new Date(Date.UTC(year - 1, 10, 1)));
  while (start.getTime() <= last) {
    const end = nextElongation(0, new Date(start.getTime() + 20 * DAY_MS));
    const signAtStart = Math.floor(siderealSun(start) / 30);
    const signAtEnd = Math.floor(siderealSun(end) / 30);
    const month = LUNAR_MONTHS[(signAtStart + 1) % 12] as LunarMonth;
    lunations.push({ start, end, month, adhika: signAtStart === signAtEnd });
    start = end;
  }
  lunationCache.set(year, lunations);
  return lunations;
}

/** When tithi `tithi` (1–30) of a lunation begins and ends. */
export function tithiSpan(lunation: Lunation, tithi: number): { start: Date; end: Date } {
  const start = tithi === 1 ? lunation.start : nextElongation((tithi - 1) * 12, lunation.start);
  const end = tithi === 30 ? lunation.end : nextElongation(tithi * 12, start, 3);
  return { start, end };
}
