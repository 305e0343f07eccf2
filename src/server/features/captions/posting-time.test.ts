import { describe, expect, it } from "vitest";
import { CONTENT_FIELDS, type ContentField } from "#contract/captions.ts";
import type { ImageAnalysis } from "./offline/types.ts";
import { fieldFromAnalyses, recommendPostingTime } from "./posting-time.ts";

/** A moment given as Indian wall-clock time. */
const ist = (local: string) => new Date(`${local}:00+05:30`);

// 2026-11-25 is a Wednesday; 2026-11-28 a Saturday; 2026-11-29 a Sunday.
describe("recommendPostingTime from a fixed now", () => {
  const WEEKDAY: Record<ContentField, [string, string]> = {
    food: ["12:30 PM", "2026-11-25T07:00:00.000Z"],
    fitness: ["6:30 AM", "2026-11-25T01:00:00.000Z"],
    tech: ["1:00 PM", "2026-11-25T07:30:00.000Z"],
    travel: ["8:00 PM", "2026-11-25T14:30:00.000Z"],
    fashion: ["8:00 PM", "2026-11-25T14:30:00.000Z"],
    beauty: ["8:30 PM", "2026-11-25T15:00:00.000Z"],
    lifestyle: ["7:30 PM", "2026-11-25T14:00:00.000Z"],
  };
  const WEEKEND: Record<ContentField, [string, string]> = {
    food: ["11:00 AM", "2026-11-28T05:30:00.000Z"],
    fitness: ["8:00 AM", "2026-11-28T02:30:00.000Z"],
    tech: ["11:00 AM", "2026-11-28T05:30:00.000Z"],
    travel: ["10:00 AM", "2026-11-28T04:30:00.000Z"],
    fashion: ["12:00 PM", "2026-11-28T06:30:00.000Z"],
    beauty: ["12:00 PM", "2026-11-28T06:30:00.000Z"],
    lifestyle: ["11:00 AM", "2026-11-28T05:30:00.000Z"],
  };

  it.each(CONTENT_FIELDS)("%s: the weekday slot on a Wednesday, the weekend slot on a Saturday", (field) => {
    const wednesday = recommendPostingTime(field, ist("2026-11-25T05:00"));
    expect(wednesday).toMatchObject({
      recommendedTime: `Today, ${WEEKDAY[field][0]} IST`,
      at: WEEKDAY[field][1],
      reasoning: expect.stringMatching(/^On weekdays, /),
      basis: expect.stringMatching(/not a measurement of your followers/),
    });
    const saturday = recommendPostingTime(field, ist("2026-11-28T05:00"));
    expect(saturday).toMatchObject({
      recommendedTime: `Today, ${WEEKEND[field][0]} IST`,
      at: WEEKEND[field][1],
      reasoning: expect.stringMatching(/^On weekends, /),
    });
    // The reason names what the field's audience does.
    expect(wednesday.reasoning).toBe(`On weekdays, ${saturday.reasoning.slice("On weekends, ".length)}`);
  });

  it("counts days in IST, not UTC, around midnight", () => {
    // 00:05 on Monday in India is still Sunday in UTC: Monday's (weekday) slot, today.
    expect(recommendPostingTime("fitness", ist("2026-11-30T00:05"))).toMatchObject({
      recommendedTime: "Today, 6:30 AM IST",
      at: "2026-11-30T01:00:00.000Z",
      reasoning: expect.stringMatching(/^On weekdays/),
    });
    // 23:50 on Sunday: Sunday's slot has passed, so Monday's weekday slot, tomorrow.
    expect(recommendPostingTime("fitness", ist("2026-11-29T23:50"))).toMatchObject({
      recommendedTime: "Tomorrow, 6:30 AM IST",
      at: "2026-11-30T01:00:00.000Z",
    });
    // 23:55 on Friday: Saturday is a weekend day.
    expect(recommendPostingTime("lifestyle", ist("2026-11-27T23:55"))).toMatchObject({
      recommendedTime: "Tomorrow, 11:00 AM IST",
      at: "2026-11-28T05:30:00.000Z",
      reasoning: expect.stringMatching(/^On weekends/),
    });
  });

  it("never suggests a time less than 15 minutes away", () => {
    expect(recommendPostingTime("food", ist("2026-11-23T12:10")).recommendedTime).toBe("Today, 12:30 PM IST");
    expect(recommendPostingTime("food", ist("2026-11-23T12:20"))).toMatchObject({
      recommendedTime: "Tomorrow, 12:30 PM IST",
      at: "2026-11-24T07:00:00.000Z",
    });
    expect(recommendPostingTime("food", ist("2026-11-23T12:30")).recommendedTime).toBe("Tomorrow, 12:30 PM IST");
  });
});

describe("fieldFromAnalyses", () => {
  const photo = (...objects: [string, number][]): ImageAnalysis => ({
    colours: ["white"],
    brightness: "normal",
    orientation: "square",
    peopleCount: 0,
    objects: objects.map(([label, confidence]) => ({ label, confidence })),
  });

  it("follows what the detector confidently found", () => {
    expect(fieldFromAnalyses([photo(["cup", 0.9])])).toBe("food");
    expect(fieldFromAnalyses([photo(["laptop", 0.8]), photo(["cell phone", 0.7]), photo(["pizza", 0.9])])).toBe("tech");
    // A tie goes to the more confident detection.
    expect(fieldFromAnalyses([photo(["suitcase", 0.7], ["handbag", 0.9])])).toBe("fashion");
    expect(fieldFromAnalyses([photo(["suitcase", 0.9], ["handbag", 0.7])])).toBe("travel");
  });

  it("says nothing from doubtful or field-less detections", () => {
    expect(fieldFromAnalyses([])).toBeUndefined();
    expect(fieldFromAnalyses([photo()])).toBeUndefined();
    // Below the writer's bar for food and drink (0.45, decision 731).
    expect(fieldFromAnalyses([photo(["cup", 0.44])])).toBeUndefined();
    expect(fieldFromAnalyses([photo(["dog", 0.95], ["book", 0.9])])).toBeUndefined();
  });
});
