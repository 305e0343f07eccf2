import { describe, expect, it } from "vitest";
import { en } from "#contract/i18n/en.ts";
import { hi } from "#contract/i18n/hi.ts";
import { postText } from "#contract/post-text.ts";
import { translatorFor } from "#web/i18n/i18n.tsx";
import "#web/i18n/icu.ts";
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
  typedNotice,
} from "./post-text.ts";

const inEnglish = translatorFor({ language: "en", messages: en });
const inHindi = translatorFor({ language: "hi", messages: hi });
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
  });
});

describe("tags the creator types (decision 729)", () => {
  const full = () => hashtagStateFrom(ranked, ranked.slice(0, 5));

  it("fills a free place first, then takes the place of the lowest-ranked suggestion, never leaving a tag out", () => {
    const outcome = addTyped(takeOut(full(), "Foodie"), "#NewTag #Another");
    expect(outcome.state.postSet).toEqual(["IndianFood", "MumbaiEats", "StreetFood", "NewTag", "Another"]);
    expect(outcome.added).toEqual([{ tag: "NewTag" }, { tag: "Another", replaced: "CaptionKaro" }]);
    expect(outcome.full).toEqual([]);
    // The replaced suggestion is an extra again, one tap from coming back.
    expect(extrasOf(outcome.state)).toContain("CaptionKaro");
    expect(typedNotice(inEnglish, outcome, 5)).toBe(
      "#NewTag added. #Another is in the post in place of #CaptionKaro, the lowest-ranked suggestion.",
    );
    expect(typedNotice(inHindi, outcome, 5)).toBe(
      "#NewTag जुड़ गया। #Another अब पोस्ट में है, सबसे कम रैंक वाले सुझाव #CaptionKaro की जगह।",
    );
  });

  it("joins a full set in place of its lowest-ranked tag, and copy, preview and save (the post set) carry it", () => {
    const outcome = addTyped(full(), "#MumbaiFood");
    expect(outcome.state.postSet).toEqual(["IndianFood", "Foodie", "MumbaiEats", "StreetFood", "MumbaiFood"]);
    expect(outcome.state.postSet).toHaveLength(5);
    expect(postText({ heading: "", caption: "", hashtags: outcome.state.postSet })).toContain("#MumbaiFood");
  });

  it("never pushes out another typed tag; when only typed tags are left the set says it is full", () => {
    let state = full();
    for (const tag of ["One", "Two", "Three", "Four", "Five"]) state = addTyped(state, tag).state;
    expect(state.postSet).toEqual(["One", "Two", "Three", "Four", "Five"]);
    const outcome = addTyped(state, "#Six");
    expect(outcome.state.postSet).toEqual(state.postSet);
    expect(outcome.full).toEqual(["Six"]);
    expect(typedNotice(inEnglish, outcome, 5)).toBe(
      "The post set is full (5 of 5, all your own). Remove one to add #Six.",
    );
  });

  it("typing a suggestion brings that suggestion in (same spelling), and a tag already in the set changes nothing", () => {
    const outcome = addTyped(full(), "#chai #foodie");
    expect(outcome.state.postSet).toEqual(["IndianFood", "Foodie", "MumbaiEats", "StreetFood", "Chai"]);
    expect(outcome.added).toEqual([{ tag: "Chai", replaced: "CaptionKaro" }]);
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
    expect(estimateBadge(inEnglish, "engagement", 80)).toEqual({
      label: "High",
      text: "Engagement: High (80/100) · estimate",
    });
    expect(estimateBadge(inEnglish, "uniqueness", 60).label).toBe("Medium");
    expect(estimateBadge(inEnglish, "engagement", 59).label).toBe("Low");
    expect(estimateBadge(inHindi, "uniqueness", 84).text).toBe("नयापन: ज़्यादा (84/100) · अनुमान");
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
