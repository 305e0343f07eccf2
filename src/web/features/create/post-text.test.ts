import { describe, expect, it } from "vitest";
import {
  addTyped,
  estimateBadge,
  extrasOf,
  handleFor,
  hashtagRuns,
  hashtagStateFrom,
  parseHashtags,
  swapIn,
  takeOut,
  textDirection,
  truncateForFeed,
} from "./post-text.ts";

const ranked = ["IndianFood", "Foodie", "MumbaiEats", "StreetFood", "CaptionKaro", "Chai", "Monsoon", "Desi"];

describe("the hashtag set", () => {
  it("takes the server's post set and keeps the rest as extras", () => {
    const state = hashtagStateFrom(ranked, ranked.slice(0, 5));
    expect(state.postSet).toEqual(ranked.slice(0, 5));
    expect(state.cap).toBe(5);
    expect(extrasOf(state)).toEqual(["Chai", "Monsoon", "Desi"]);
  });

  it("uses the first 5 when the answer has no post set", () => {
    expect(hashtagStateFrom(ranked, undefined).postSet).toEqual(ranked.slice(0, 5));
  });

  it("keeps a smaller configured cap from the server", () => {
    const state = hashtagStateFrom(ranked, ranked.slice(0, 3));
    expect(state.cap).toBe(3);
  });

  it("swaps an extra in for the last tag when the set is full, and never exceeds the cap", () => {
    const state = swapIn(hashtagStateFrom(ranked, ranked.slice(0, 5)), "Chai");
    expect(state.postSet).toEqual(["IndianFood", "Foodie", "MumbaiEats", "StreetFood", "Chai"]);
    expect(extrasOf(state)).toContain("CaptionKaro");
  });

  it("adds an extra while there is room after a tag is taken out", () => {
    const state = swapIn(takeOut(hashtagStateFrom(ranked, ranked.slice(0, 5)), "Foodie"), "Desi");
    expect(state.postSet).toEqual(["IndianFood", "MumbaiEats", "StreetFood", "CaptionKaro", "Desi"]);
    expect(extrasOf(state)).toContain("Foodie");
  });

  it("normalises typed tags: no #, no spaces or punctuation, no duplicates, any script", () => {
    expect(parseHashtags("#मुंबई, street food #Chai #chai ##खाना!")).toEqual(["मुंबई", "street", "food", "Chai", "खाना"]);
    const state = addTyped(takeOut(hashtagStateFrom(ranked, ranked.slice(0, 5)), "Foodie"), "#NewTag #Another");
    expect(state.postSet).toHaveLength(5);
    expect(state.postSet.at(-1)).toBe("NewTag");
    expect(extrasOf(state)).toContain("Another");
  });
});

describe("feed truncation", () => {
  it("shows short text whole", () => {
    expect(truncateForFeed("Short caption")).toEqual({ shown: "Short caption", truncated: false });
  });

  it("cuts after two lines like Instagram", () => {
    const result = truncateForFeed("one\ntwo\nthree");
    expect(result).toEqual({ shown: "one\ntwo", truncated: true });
  });

  it("cuts long text near 125 characters at a word boundary", () => {
    const text = "word ".repeat(60);
    const { shown, truncated } = truncateForFeed(text);
    expect(truncated).toBe(true);
    expect(shown.length).toBeLessThanOrEqual(125);
    expect(shown.endsWith("word")).toBe(true);
  });

  it("never cuts inside a Devanagari conjunct", () => {
    const text = "क्ष".repeat(200);
    const { shown } = truncateForFeed(text, 10);
    expect(shown).toBe("क्ष".repeat(10));
  });
});

describe("other helpers", () => {
  it("labels estimates by the §9 thresholds", () => {
    expect(estimateBadge(80)).toEqual({ label: "High", text: "High (80/100)" });
    expect(estimateBadge(60).label).toBe("Medium");
    expect(estimateBadge(59).label).toBe("Low");
  });

  it("splits #hashtags out of text for colouring, keeping the rest as it is", () => {
    expect(hashtagRuns("Hi #चाय and #x_1!")).toEqual([
      { text: "Hi ", isTag: false },
      { text: "#चाय", isTag: true },
      { text: " and ", isTag: false },
      { text: "#x_1", isTag: true },
      { text: "!", isTag: false },
    ]);
  });

  it("gives Urdu right-to-left and romanised text a Latin script tag", () => {
    expect(textDirection("urdu", "native")).toEqual({ lang: "ur-IN", dir: "rtl" });
    expect(textDirection("hindi", "latin")).toEqual({ lang: "hi-Latn-IN", dir: "ltr" });
    expect(textDirection("english", "latin")).toEqual({ lang: "en-IN", dir: "ltr" });
  });

  it("makes an Instagram-style handle from the name, or the e-mail", () => {
    expect(handleFor({ firstName: "Asha", lastName: "Verma", email: "a@x.in" })).toBe("ashaverma");
    expect(handleFor({ firstName: null, lastName: null, email: "priya.k+1@x.in" })).toBe("priya.k1");
  });
});
