import { describe, expect, it } from "vitest";
import { comingUpRange } from "#contract/festivals.ts";
import { en } from "#contract/i18n/en.ts";
import { hi } from "#contract/i18n/hi.ts";
import { NOTE_MAX_CHARS } from "#contract/note-values.ts";
import { translatorFor } from "#web/i18n/i18n.tsx";
import { when, withFestivalAngle } from "./coming-up.tsx";

const diwali = { name: "Diwali" };

describe("the one-tap festival angle", () => {
  it("fills an empty note, adds the festival after what was typed, and leaves a note that names it", () => {
    expect(withFestivalAngle("", diwali)).toBe("Diwali post");
    expect(withFestivalAngle("   ", diwali)).toBe("Diwali post");
    expect(withFestivalAngle("Mom's kaju katli", diwali)).toBe("Mom's kaju katli · Diwali post");
    expect(withFestivalAngle("diwali rangoli at home", diwali)).toBe("diwali rangoli at home");
  });

  it("never makes the note longer than its limit", () => {
    const long = "x".repeat(NOTE_MAX_CHARS - 5);
    expect(withFestivalAngle(long, diwali)).toBe(long);
  });
});

describe("the coming-up window", () => {
  it("runs from the IST calendar day through 21 days later", () => {
    // 20:00 UTC on 7 November is already 8 November in India.
    expect(comingUpRange(new Date("2026-11-07T20:00:00Z"))).toEqual({ from: "2026-11-08", to: "2026-11-29" });
    expect(comingUpRange(new Date("2026-12-20T12:00:00Z"))).toEqual({ from: "2026-12-20", to: "2027-01-10" });
  });
});

describe("when the festival is", () => {
  const inEnglish = translatorFor({ language: "en", messages: en });
  const inHindi = translatorFor({ language: "hi", messages: hi });
  it("says today, tomorrow or the day, in the interface's words and date format", () => {
    expect(when(inEnglish, "en-IN", { daysAway: 0, date: "2026-11-08" })).toBe("today");
    expect(when(inHindi, "hi-IN", { daysAway: 1, date: "2026-11-08" })).toBe("— कल");
    expect(when(inEnglish, "en-IN", { daysAway: 9, date: "2026-11-08" })).toBe("on Sun, 8 Nov");
    expect(when(inHindi, "hi-IN", { daysAway: 9, date: "2026-11-08" })).toBe("— रवि, 8 नव॰ को");
  });
});
