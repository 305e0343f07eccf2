import { describe, expect, it } from "vitest";
import { formatBytes, formatIstDate, formatIstDateTime, formatLongDate } from "./format.ts";

describe("shown dates and sizes", () => {
  it("formats sizes as KB, MB or GB", () => {
    expect(formatBytes(0)).toBe("0 KB");
    expect(formatBytes(300)).toBe("1 KB");
    expect(formatBytes(150 * 1024)).toBe("150 KB");
    expect(formatBytes(5 * 1024 * 1024)).toBe("5 MB");
    expect(formatBytes(12.34 * 1024 * 1024)).toBe("12.3 MB");
    expect(formatBytes(10 * 1024 ** 3)).toBe("10 GB");
  });

  it("formats scheduled times and dates in IST", () => {
    expect(formatIstDateTime("2026-12-01T13:00:00.000Z")).toBe("1 Dec 2026, 6:30 pm IST");
    expect(formatIstDate("2026-12-31T20:45:00Z")).toBe("1 Jan 2027");
    expect(formatLongDate("2026-11-22")).toBe("22 November 2026");
  });
});
