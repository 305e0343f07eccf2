import { describe, expect, it } from "vitest";
import { parseEvents } from "./stream.ts";

describe("parseEvents", () => {
  it("returns complete events and keeps the unfinished rest", () => {
    const { events, rest } = parseEvents('event: partial\ndata: {"caption":"Chai"}\n\nevent: result\ndata: {"cap');
    expect(events).toEqual([{ event: "partial", data: '{"caption":"Chai"}' }]);
    expect(rest).toBe('event: result\ndata: {"cap');
  });

  it("joins multi-line data and understands CRLF", () => {
    const { events } = parseEvents("event: result\r\ndata: a\r\ndata: b\r\n\r\n");
    expect(events).toEqual([{ event: "result", data: "a\nb" }]);
  });
});
