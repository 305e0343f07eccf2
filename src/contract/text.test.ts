import { describe, expect, it } from "vitest";
import { BIDI_CONTROL_MESSAGE, isStorableText, line, text, UNSTORABLE_MESSAGE } from "./text.ts";

describe("the text rule (decision 010)", () => {
  it("tells storable text from text PostgreSQL cannot store", () => {
    for (const ok of ["", "chai ☕", "😀 emoji pairs", "नमस्ते", "میری آواز\u200F", "a\u202Eb", "\uFFFD"]) {
      expect(isStorableText(ok), JSON.stringify(ok)).toBe(true);
    }
    for (const bad of ["a\u0000b", "\u0000", "a\uD83D", "\uDE00b", "\uDE00\uD83D", "😀\uD83D"]) {
      expect(isStorableText(bad), JSON.stringify(bad)).toBe(false);
    }
  });

  it("text() refuses unstorable text; line() also refuses bidi overrides and isolates, not marks", () => {
    expect(text().safeParse("a\u0000").error?.issues[0]?.message).toBe(UNSTORABLE_MESSAGE);
    expect(text().safeParse("a\u202Eb").success).toBe(true);
    for (const control of ["\u202A", "\u202B", "\u202C", "\u202D", "\u202E", "\u2066", "\u2067", "\u2068", "\u2069"]) {
      expect(line().safeParse(`name${control}`).error?.issues[0]?.message).toBe(BIDI_CONTROL_MESSAGE);
    }
    expect(line().safeParse("عائشہ\u200F\u200E\u061C").success).toBe(true);
    expect(line({ error: "Name is required" }).safeParse(undefined).error?.issues[0]?.message).toBe("Name is required");
  });
});
