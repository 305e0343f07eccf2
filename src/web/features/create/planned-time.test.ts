import { expect, it } from "vitest";
import { PLAN_DAYS_BEFORE, plannedTimeFor, plannedTimeFromAddress } from "./planned-time.ts";

const now = new Date("2026-11-27T06:00:00Z");

it("reads a future moment from ?at=, and nothing else", () => {
  expect(plannedTimeFromAddress("?at=2026-12-01T14:00:00.000Z", now)).toBe("2026-12-01T14:00:00.000Z");
  expect(plannedTimeFromAddress("?at=2026-12-01T19:30:00%2B05:30", now)).toBe("2026-12-01T14:00:00.000Z");
  for (const search of ["", "?at=", "?at=tomorrow", "?at=2026-11-27T06:05:00Z", "?at=2020-01-01T00:00:00Z"]) {
    expect(plannedTimeFromAddress(search, now), search).toBeNull();
  }
  expect(plannedTimeFromAddress("?at=2028-01-01T00:00:00Z", now)).toBeNull();
});

it(`plans a festival's post ${PLAN_DAYS_BEFORE} days before it at that day's best time, never before tomorrow`, () => {
  const best = (day: string) => (new Date(`${day}T00:00:00Z`).getUTCDay() === 0 ? "11:00" : "19:30");
  // Diwali 2026 is Sunday 8 November; three days before is Thursday the 5th, 7:30 pm IST.
  expect(plannedTimeFor("2026-11-08", "2026-10-20", best)).toBe("2026-11-05T14:00:00.000Z");
  // Two days away: tomorrow instead.
  expect(plannedTimeFor("2026-11-29", "2026-11-27", best)).toBe("2026-11-28T14:00:00.000Z");
  // Today or past: no plan.
  expect(plannedTimeFor("2026-11-27", "2026-11-27", best)).toBeNull();
  expect(plannedTimeFor("2026-11-20", "2026-11-27", best)).toBeNull();
});
