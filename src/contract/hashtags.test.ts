import { describe, expect, it } from "vitest";
import { cleanHashtag, normalizeHashtags, postHashtags, withFreePlanTag } from "./hashtags.ts";

describe("hashtags", () => {
  it("cleans '#', spaces and punctuation but keeps letters, vowel signs, digits and _ of any script", () => {
    expect(cleanHashtag("#Indian-Food!")).toBe("IndianFood");
    expect(cleanHashtag("#खाना_ख़ज़ाना")).toBe("खाना_ख़ज़ाना");
    expect(cleanHashtag("#தமிழ்")).toBe("தமிழ்");
    expect(cleanHashtag("#اردو_شاعری")).toBe("اردو_شاعری");
    expect(cleanHashtag("#2024 goals")).toBe("2024goals");
  });

  it("accepts an array or one string and de-duplicates case-insensitively, keeping the rank", () => {
    expect(normalizeHashtags("#Foodie #foodie, #InstaFood  IndianFood;#FOODIE")).toEqual([
      "Foodie",
      "InstaFood",
      "IndianFood",
    ]);
    expect(normalizeHashtags(["#Travel", "travel", "#wanderlust #IncredibleIndia", 7, null])).toEqual([
      "Travel",
      "wanderlust",
      "IncredibleIndia",
    ]);
    expect(normalizeHashtags(undefined)).toEqual([]);
  });

  it("caps the ranked list at 15", () => {
    const many = Array.from({ length: 30 }, (_, i) => `#tag${i}`);
    const tags = normalizeHashtags(many);
    expect(tags).toHaveLength(15);
    expect(tags[0]).toBe("tag0");
    expect(tags[14]).toBe("tag14");
  });

  it("takes the first `cap` for the post and guarantees the free-plan tag among them", () => {
    const hashtags = ["a", "b", "c", "d", "e", "f", "CaptionKaro"];
    expect(postHashtags({ hashtags }, { cap: 5 })).toEqual(["a", "b", "c", "d", "e"]);
    expect(postHashtags({ hashtags }, { cap: 5, freePlanTag: "CaptionKaro" })).toEqual([
      "a",
      "b",
      "c",
      "d",
      "CaptionKaro",
    ]);
    expect(postHashtags({ hashtags: ["a", "captionkaro", "b"] }, { cap: 5, freePlanTag: "#CaptionKaro" })).toEqual([
      "a",
      "captionkaro",
      "b",
    ]);
    expect(postHashtags({ hashtags: ["a"] }, { cap: 3, freePlanTag: "MyBrand" })).toEqual(["a", "MyBrand"]);
    expect(postHashtags({ hashtags: ["a", "b", "c"] }, { cap: 2 })).toEqual(["a", "b"]);
  });

  it("puts the free-plan tag into the ranked list's first places without losing the others", () => {
    const ranked = withFreePlanTag(["a", "b", "c", "d", "e", "f"], 5, "CaptionKaro");
    expect(ranked.slice(0, 5)).toContain("CaptionKaro");
    expect(ranked).toEqual(["a", "b", "c", "d", "CaptionKaro", "e", "f"]);
  });
});
