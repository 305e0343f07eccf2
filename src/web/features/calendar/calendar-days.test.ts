import { describe, expect, it } from "vitest";
import {
  addDays,
  addMonths,
  daysBetween,
  istDayOf,
  monthEnd,
  rangeOf,
  sameTimeOn,
  weekStart,
} from "./calendar-days.ts";

describe("the calendar's days", () => {
  it("counts in IST calendar days", () => {
    expect(istDayOf("2027-01-14T18:20:00Z")).toBe("2027-01-14"); // 23:50 IST
    expect(istDayOf("2027-01-14T18:40:00Z")).toBe("2027-01-15"); // 00:10 IST
    expect(addDays("2027-02-28", 1)).toBe("2027-03-01");
    expect(addDays("2028-02-28", 1)).toBe("2028-02-29");
    expect(addMonths("2027-12-15", 1)).toBe("2028-01-01");
    expect(addMonths("2027-01-31", -1)).toBe("2026-12-01");
    expect(monthEnd("2027-02-10")).toBe("2027-02-28");
    expect(weekStart("2027-01-17")).toBe("2027-01-11"); // a Sunday's week starts on Monday
  });

  it("asks for whole weeks around a month, a week, or the month for the agenda", () => {
    expect(rangeOf("month", "2027-01-20")).toEqual({ from: "2026-12-28", to: "2027-01-31" });
    expect(rangeOf("month", "2027-02-01")).toEqual({ from: "2027-02-01", to: "2027-02-28" });
    expect(rangeOf("week", "2027-01-20")).toEqual({ from: "2027-01-18", to: "2027-01-24" });
    expect(rangeOf("agenda", "2027-01-20")).toEqual({ from: "2027-01-01", to: "2027-01-31" });
    for (const anchor of ["2027-01-01", "2026-08-31", "2028-02-29", "2027-05-05"]) {
      const { from, to } = rangeOf("month", anchor);
      expect(daysBetween(from, to).length % 7).toBe(0);
      expect(daysBetween(from, to).length).toBeLessThanOrEqual(42);
    }
  });

  it("moves a post to another day at the same IST time", () => {
    expect(sameTimeOn("2027-01-20", "2027-01-14T14:00:00Z")).toBe("2027-01-20T19:30:00+05:30");
  });
});
