import { describe, expect, it } from "vitest";
import {
  cleanHashtag,
  joinPostSet,
  normalizeHashtags,
  postHashtags,
  takeHashtagsOut,
  withFreePlanTag,
} from "./hashtags.ts";

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

describe("hashtags written in a text (issue 28)", () => {
  it("takes a line of tags and tags ending a line out, and keeps a tag's word inside a sentence", () => {
    expect(takeHashtagsOut("Sunday #brunch done right!\nTell us yours. #foodie #Pune\n\n#weekend #IndianFood")).toEqual(
      {
        text: "Sunday brunch done right!\nTell us yours.",
        tags: ["brunch", "foodie", "Pune", "weekend", "IndianFood"],
      },
    );
    expect(takeHashtagsOut("दिवाली की रौनक ✨\n#दिवाली #रोशनी")).toEqual({
      text: "दिवाली की रौनक ✨",
      tags: ["दिवाली", "रोशनी"],
    });
    expect(takeHashtagsOut("✨ #glow").text).toBe("✨");
    // One tag right after a word ends the sentence: its word stays.
    expect(takeHashtagsOut("बारिश और #चाय")).toEqual({ text: "बारिश और चाय", tags: ["चाय"] });
  });

  it("leaves what is not a tag: numbers, words with '#' inside, links, and text with no tag", () => {
    const text = "We are #1 in Pune! Order at example.com/menu#today or call C#-fan Ravi.";
    expect(takeHashtagsOut(text)).toEqual({ text, tags: [] });
  });

  it("joins the set in place of the lowest-ranked suggestions, never past the cap", () => {
    const ranked = ["chai", "monsoon", "IndianFood", "tea", "rainyday", "homemade"];
    expect(joinPostSet(ranked, ["Pune"], 5)).toEqual([
      "chai",
      "monsoon",
      "IndianFood",
      "tea",
      "Pune",
      "rainyday",
      "homemade",
    ]);
    // A written tag already in the set stays in it; nothing else moves out for it.
    expect(joinPostSet(ranked, ["Monsoon"], 5).slice(0, 5).sort()).toEqual(
      ["chai", "IndianFood", "tea", "rainyday", "Monsoon"].sort(),
    );
    const many = ["a1", "a2", "a3", "a4", "a5", "a6", "a7"];
    const joined = joinPostSet(ranked, many, 5);
    expect(joined.slice(0, 5)).toEqual(["a1", "a2", "a3", "a4", "a5"]);
    expect(joined).toHaveLength(13);
    expect(joined.slice(5)).toEqual(["chai", "monsoon", "IndianFood", "tea", "rainyday", "homemade", "a6", "a7"]);
  });
});
