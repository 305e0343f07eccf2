import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FESTIVAL_RANGE_MAX_DAYS, MOON_SIGHTING_NOTE, type UpcomingFestival } from "#contract/festivals.ts";
import { cleanHashtag } from "#contract/hashtags.ts";
import { LANGUAGE_CODES, LANGUAGES } from "#contract/languages.ts";
import { buildUser, injectAs } from "#test/helpers/accounts.ts";
import { createTestApp, type TestApp } from "#test/helpers/app.ts";
import { FESTIVALS, LANGUAGE_STATES } from "./festival-list.ts";
import { upcomingFestivals } from "./festivals.service.ts";

let t: TestApp;
let as: Awaited<ReturnType<typeof injectAs>>;
beforeAll(async () => {
  t = await createTestApp();
  as = await injectAs(t, await buildUser(t));
});
afterAll(() => t?.close());

const festivals = async (query: string) => {
  const res = await as({ method: "GET", url: `/api/festivals?${query}` });
  return { status: res.statusCode, body: res.json() };
};
const ids = (list: UpcomingFestival[]) => list.map((f) => f.id);

describe("GET /api/festivals", () => {
  it("answers 401 when signed out", async () => {
    const res = await t.app.inject({
      method: "GET",
      url: "/api/festivals?from=2026-10-01&to=2026-10-31&language=hindi",
    });
    expect(res.statusCode).toBe(401);
  });

  it("answers the festivals of the range for Hindi, with the greeting and hashtags in Devanagari", async () => {
    const { status, body } = await festivals("from=2026-10-15&to=2026-11-30&language=hindi");
    expect(status).toBe(200);
    expect(body).toMatchObject({ from: "2026-10-15", to: "2026-11-30", language: "hindi" });
    const diwali = (body.festivals as UpcomingFestival[]).find((f) => f.id === "diwali");
    expect(diwali).toEqual({
      id: "diwali",
      date: "2026-11-08",
      daysAway: 24,
      kind: "festival",
      name: "Diwali",
      localName: "दीपावली",
      language: "hindi",
      greeting: "दीपावली की हार्दिक शुभकामनाएँ",
      hashtags: ["दीपावली", "शुभ_दीपावली"],
      regions: "all",
      expected: false,
      dateNote: null,
    });
    // Durga Puja's Maha Ashtami and Chhath (kept in Hindi-speaking states), Dussehra, Diwali, Guru
    // Nanak Jayanti; nothing kept only in Tamil Nadu, Kerala or Bengal.
    expect(ids(body.festivals)).toEqual(["durga-puja", "dussehra", "diwali", "chhath-puja", "guru-nanak-jayanti"]);
    const dates = (body.festivals as UpcomingFestival[]).map((f) => f.date);
    expect(dates).toEqual([...dates].sort());
  });

  it("offers a regional festival only in its region's language, and every festival in English", async () => {
    const january = "from=2027-01-10&to=2027-01-20";
    const tamil = ids((await festivals(`${january}&language=tamil`)).body.festivals);
    const punjabi = ids((await festivals(`${january}&language=punjabi`)).body.festivals);
    const english = ids((await festivals(`${january}&language=english`)).body.festivals);
    expect(tamil).toEqual(["pongal"]);
    expect(punjabi).toEqual(["lohri"]);
    expect(english).toEqual(expect.arrayContaining(["pongal", "lohri", "makar-sankranti"]));
    const pongal = (await festivals(`${january}&language=tamil`)).body.festivals[0] as UpcomingFestival;
    expect(pongal).toMatchObject({ localName: "தைப்பொங்கல்", greeting: "இனிய பொங்கல் நல்வாழ்த்துகள்" });
  });

  it("marks the Islamic dates as expected, subject to moon sighting", async () => {
    const { body } = await festivals("from=2027-03-01&to=2027-03-31&language=urdu");
    const eid = (body.festivals as UpcomingFestival[]).find((f) => f.id === "eid-al-fitr");
    expect(eid).toMatchObject({
      date: "2027-03-10",
      expected: true,
      dateNote: MOON_SIGHTING_NOTE,
      localName: "عید الفطر",
      greeting: "عید الفطر مبارک",
    });
    const holi = (body.festivals as UpcomingFestival[]).find((f) => f.id === "holi");
    expect(holi).toMatchObject({ date: "2027-03-22", expected: false, dateNote: null, greeting: "ہولی مبارک" });
  });

  it.each([
    ["from=2026-02-30&to=2026-03-10&language=hindi", /from: from is not a real calendar date/],
    ["from=20-10-2026&to=2026-11-10&language=hindi", /from: from must be a date like 2026-10-20/],
    ["from=2026-10-01&to=2027-10-02&language=hindi", new RegExp(`to: Ask for at most ${FESTIVAL_RANGE_MAX_DAYS} days`)],
    ["from=2026-10-10&to=2026-10-01&language=hindi", /to: to must not be before from/],
    ["from=2026-10-01&to=2026-10-31&language=klingon", /^language: /],
    ["from=2026-10-01&language=hindi", /^to: /],
    ["from=1999-10-01&to=1999-10-31&language=hindi", /from: from must be in 2024–2030/],
  ])("refuses %s with a clear 400 in the one error shape", async (query, message) => {
    const { status, body } = await festivals(query);
    expect(status).toBe(400);
    expect(Object.keys(body)).toEqual(["error"]);
    expect(body.error.code).toBe("validation_failed");
    expect(body.error.message).toMatch(message);
  });

  it("takes a full year (366 days) in one request", async () => {
    const { status, body } = await festivals("from=2028-01-01&to=2028-12-31&language=english");
    expect(status).toBe(200);
    // Every festival happens once in 2028 (none of the lunar ones falls twice or misses the year).
    expect(new Set(ids(body.festivals))).toEqual(new Set(FESTIVALS.map((f) => f.id)));
  });
});

describe("upcomingFestivals", () => {
  it("counts from the IST calendar day of `from`, day 0, through day `days`", () => {
    // 19:00 UTC on 7 November is 00:30 IST on 8 November: Diwali is today.
    const today = upcomingFestivals({ from: new Date("2026-11-07T19:00:00Z"), days: 21, language: "marathi" });
    expect(today[0]).toMatchObject({ id: "diwali", date: "2026-11-08", daysAway: 0, localName: "दिवाळी" });
    expect(today[0]?.greeting).toBe("दिवाळीच्या हार्दिक शुभेच्छा");
    // 18:00 UTC is still 7 November in India: Diwali is tomorrow.
    const eve = upcomingFestivals({ from: new Date("2026-11-07T18:00:00Z"), days: 21, language: "marathi" });
    expect(eve[0]).toMatchObject({ id: "diwali", daysAway: 1 });
    // Guru Nanak Jayanti (24 November) is day 16; Christmas (day 47) is beyond three weeks.
    expect(ids(today)).toEqual(["diwali", "guru-nanak-jayanti"]);
  });

  it("answers only what the language's region keeps: Onam for Malayalam, not for Hindi", () => {
    const from = new Date("2026-08-20T06:00:00Z");
    expect(ids(upcomingFestivals({ from, days: 10, language: "malayalam" }))).toEqual([
      "onam",
      "milad-un-nabi",
      "raksha-bandhan",
    ]);
    expect(ids(upcomingFestivals({ from, days: 10, language: "hindi" }))).toEqual(["milad-un-nabi", "raksha-bandhan"]);
  });
});

/** Unicode's name for each language's script (Odia is "Oriya" there). */
const UNICODE_SCRIPT: Record<string, string> = { Odia: "Oriya" };

describe("the festival list", () => {
  it("offers national festivals in all 12 languages and regional ones only in their states' languages", () => {
    for (const festival of FESTIVALS) {
      const offered = Object.keys(festival.words).sort();
      if (festival.regions === "all") {
        expect(offered, festival.id).toEqual([...LANGUAGE_CODES].sort());
        continue;
      }
      const regions = festival.regions;
      for (const language of offered) {
        if (language === "english") continue;
        const states = LANGUAGE_STATES[language as keyof typeof LANGUAGE_STATES];
        expect(
          states.some((state) => regions.includes(state)),
          `${festival.id} offered in ${language}`,
        ).toBe(true);
      }
    }
  });

  it("writes every name, greeting and hashtag in the language's own script, and hashtags as Instagram keeps them", () => {
    for (const festival of FESTIVALS) {
      for (const [code, words] of Object.entries(festival.words)) {
        const language = LANGUAGES.find((l) => l.code === code);
        const script = UNICODE_SCRIPT[language?.script ?? ""] ?? language?.script;
        const own = new RegExp(`^\\p{Script=${script}}$`, "u");
        for (const text of [words.name, words.greeting, ...words.hashtags]) {
          const letters = [...text.normalize("NFC")].filter((ch) => /\p{L}/u.test(ch));
          const foreign = letters.filter((ch) => !own.test(ch));
          expect(foreign, `${festival.id} ${code}: ${text}`).toEqual([]);
        }
        expect(words.hashtags.length, `${festival.id} ${code}`).toBeGreaterThanOrEqual(2);
        for (const tag of words.hashtags)
          expect(cleanHashtag(tag), `${festival.id} ${code}`).toBe(tag.normalize("NFC"));
      }
    }
  });
});
