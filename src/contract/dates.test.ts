import { describe, expect, it } from "vitest";
import { formatIstDate, formatIstDateTime, formatIstLongDate } from "./dates.ts";
import { formatIstDateTimeIn } from "./local-dates.ts";

describe("dates as the product shows them: always IST", () => {
  // 20:00 UTC on 26 November is 1:30 am on 27 November in India; a browser in UTC or
  // California would say 26 November (issue 27: files showed 26 Nov, posts 27 Nov).
  const lateEvening = "2026-11-26T20:00:00.000Z";

  it("gives the IST day and time whatever the device's zone, from an ISO string or a Date", () => {
    expect(formatIstDate(lateEvening)).toBe("27 Nov 2026");
    expect(formatIstDate(new Date(lateEvening))).toBe("27 Nov 2026");
    expect(formatIstLongDate(lateEvening)).toBe("27 November 2026");
    expect(formatIstDateTime(lateEvening)).toBe("27 Nov 2026, 1:30 am IST");
  });

  it("words a moment in the interface's locale: Hindi month names, Western digits (decision 775)", () => {
    expect(formatIstDateTimeIn("hi-IN", lateEvening)).toBe("27 नव॰ 2026, रात 1:30 बजे");
    expect(formatIstDateTimeIn("hi-IN", "2026-11-27T12:30:00Z")).toBe("27 नव॰ 2026, शाम 6:00 बजे");
    expect(formatIstDateTimeIn("en-IN", lateEvening)).toBe("27 Nov 2026, 1:30 am IST");
  });
});
