import { describe, expect, it } from "vitest";
import { clampScore, normalizeResult, validateResult } from "./normalize.ts";

describe("normalizeResult", () => {
  it("trims, clamps and cleans without cutting a long caption", () => {
    const long = "क".repeat(2300);
    const out = normalizeResult({
      postHeading: "  शाम की चाय  ",
      caption: long,
      detailedDescription: " विवरण ",
      hashtags: "#chai #चाय #Chai",
      altText: "  फ़ोटो:\n  एक कप  ",
      engagementPrediction: "140",
      engagementReason: " A cup of chai on a rainy evening is relatable. ",
      uniquenessScore: 55.6,
    });
    expect(out.postHeading).toBe("शाम की चाय");
    expect(out.caption).toBe(long);
    expect(out.hashtags).toEqual(["chai", "चाय"]);
    expect(out.altText).toBe("फ़ोटो: एक कप");
    expect(out.engagementPrediction).toBe(100);
    expect(out.engagementBasis).toBe("A cup of chai on a rainy evening is relatable.");
    expect(out.uniquenessScore).toBe(56);
  });

  it("keeps an engagement figure only with its reason", () => {
    expect(normalizeResult({ engagementPrediction: 70 })).not.toHaveProperty("engagementPrediction");
    expect(normalizeResult({ engagementPrediction: 70, engagementReason: "  " })).not.toHaveProperty(
      "engagementPrediction",
    );
    expect(normalizeResult({ engagementPrediction: null, engagementReason: null })).not.toHaveProperty(
      "engagementBasis",
    );
  });

  it("moves hashtags written in the heading or the caption into the post's set, keeping its cap", () => {
    const out = normalizeResult(
      {
        postHeading: "बारिश और #चाय",
        caption:
          "बारिश की शाम, हाथ में #अदरक वाली चाय ☕\nआप भी बताइए।\n\n#monsoon #ChaiLover #rain #IndiaRains #evening #foodie",
        hashtags: ["chai", "monsoon", "IndianFood", "tea", "rainyday", "homemade"],
      },
      { postHashtagCap: 5 },
    );
    expect(out.postHeading).toBe("बारिश और चाय");
    expect(out.caption).toBe("बारिश की शाम, हाथ में अदरक वाली चाय ☕\nआप भी बताइए।");
    const tags = out.hashtags as string[];
    // The tags the model wrote take the set's places of the lowest-ranked suggestions: five at most.
    expect(tags.slice(0, 5)).toEqual(["चाय", "अदरक", "monsoon", "ChaiLover", "rain"]);
    expect(tags).toEqual(expect.arrayContaining(["chai", "IndianFood", "IndiaRains", "evening", "foodie"]));
    expect(new Set(tags.map((t) => t.toLowerCase())).size).toBe(tags.length);
  });

  it("clamps scores", () => {
    expect(clampScore(-5)).toBe(0);
    expect(clampScore(72.4)).toBe(72);
    expect(clampScore("n/a")).toBeUndefined();
  });
});

describe("validateResult", () => {
  const good = {
    postHeading: "शाम की चाय",
    caption: "शाम की चाय और थोड़ी सी बातें, इससे अच्छा क्या हो सकता है? कमेंट में बताइए।",
    detailedDescription: "एक कप चाय।",
    hashtags: ["chai", "चाय"],
    altText: "फ़ोटो: सफ़ेद कप",
    engagementPrediction: 70,
  };

  it("accepts a correct Hindi result", () => {
    expect(validateResult(good, { language: "hindi", script: "native" })).toMatchObject({ ok: true });
  });

  it("reports a caption over 2,200 characters as a problem to fix, not a silent cut", () => {
    const outcome = validateResult(
      { ...good, caption: `${good.caption} ${"क".repeat(2200)}` },
      {
        language: "hindi",
        script: "native",
      },
    );
    expect(outcome.ok).toBe(false);
    if (!outcome.ok)
      expect(outcome.problems.join("\n")).toMatch(/caption is \d+ characters; Instagram allows at most 2200/);
  });

  it("reports wrong script and wrong neighbour language per field", () => {
    const outcome = validateResult(
      {
        ...good,
        postHeading: "Evening chai",
        caption: "संध्याकाळचा चहा आणि गप्पा, यापेक्षा छान काय असू शकतं? कमेंटमध्ये नक्की सांगा.",
      },
      { language: "hindi", script: "native" },
    );
    expect(outcome.ok).toBe(false);
    if (!outcome.ok) {
      expect(outcome.problems).toContainEqual(expect.stringMatching(/^postHeading only 0 % of letters are Devanagari/));
      expect(outcome.problems).toContainEqual(expect.stringMatching(/^caption reads as Marathi, not Hindi/));
      // Only the language was wrong: a second time, that is its own cause (decision 744).
      expect(outcome.languageOnly).toBe(true);
    }
    const both = validateResult(
      { ...good, postHeading: "Evening chai", hashtags: [] },
      { language: "hindi", script: "native" },
    );
    expect(both).toMatchObject({ ok: false, languageOnly: false });
  });

  it("lets the words read in the photo or written in the note stand in Latin letters", () => {
    const tamil = {
      ...good,
      postHeading: "காலை டிபன்",
      caption: "murugan idli shop-ல் காலை டிபன்: சூடான இட்லி, மொறுமொறு தோசை!",
      altText: "தட்டில் இட்லியும் தோசையும்",
    };
    const request = { language: "tamil", script: "native" } as const;
    expect(validateResult(tamil, request)).toMatchObject({ ok: false, languageOnly: true });
    expect(validateResult(tamil, request, { photoText: [undefined, "MURUGAN IDLI SHOP"] })).toMatchObject({ ok: true });
    expect(validateResult(tamil, request, { note: "Breakfast at Murugan Idli Shop" })).toMatchObject({ ok: true });
  });

  it("reports schema problems and an over-long alt text", () => {
    const outcome = validateResult(
      { ...good, hashtags: [], altText: `फ़ोटो ${"क".repeat(130)}`, engagementPrediction: undefined },
      { language: "hindi", script: "native" },
    );
    expect(outcome.ok).toBe(false);
    if (!outcome.ok) {
      expect(outcome.problems).toContainEqual(expect.stringMatching(/^hashtags:/));
      expect(outcome.problems).toContainEqual(expect.stringMatching(/^altText is \d+ characters; keep it under 125/));
      // An engine may make no engagement estimate (decision 460); a missing one is no fault.
      expect(outcome.problems).not.toContainEqual(expect.stringMatching(/^engagementPrediction:/));
    }
  });

  it("checks romanised output in latin mode", () => {
    const roman = {
      ...good,
      postHeading: "Shaam ki chai",
      caption: "Shaam ki chai aur thodi si baatein, isse achha kya ho sakta hai?",
      altText: "Photo: white cup",
    };
    expect(validateResult(roman, { language: "hindi", script: "latin" }).ok).toBe(true);
    expect(validateResult(good, { language: "hindi", script: "latin" }).ok).toBe(false);
  });
});
