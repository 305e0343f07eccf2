import { describe, expect, it } from "vitest";
import { brandUse, createBrandExampleSchema, createVoiceStyleSchema, splitKeywords, splitLines } from "./brand.ts";

const example = { title: "Diwali hamper", content: "Order by Friday." };
const style = { styleName: "Ghar ka swaad", brandVoice: "Warm and homely." };

describe("brand training contract", () => {
  it("splits tone keywords by commas and sample captions by lines, dropping blanks (spec §5)", () => {
    expect(splitKeywords(" warm, homely , ,nostalgic ")).toEqual(["warm", "homely", "nostalgic"]);
    expect(splitLines("Fresh from our oven ☕\r\n\n  Sunday = nankhatai day  \n")).toEqual([
      "Fresh from our oven ☕",
      "Sunday = nankhatai day",
    ]);
    expect(createVoiceStyleSchema.parse({ ...style, toneKeywords: "a, b", sampleCaptions: "x\n\ny" })).toMatchObject({
      toneKeywords: ["a", "b"],
      sampleCaptions: ["x", "y"],
      isDefault: false,
    });
    expect(createVoiceStyleSchema.parse(style)).toMatchObject({ toneKeywords: [], sampleCaptions: [] });
    expect(createVoiceStyleSchema.parse({ ...style, description: "  " }).description).toBeUndefined();
  });

  it.each([
    ["1200", 1200],
    [" 1,20,000 ", 120000],
    [1200, 1200],
    ["", undefined],
    [null, undefined],
    [undefined, undefined],
  ])("reads engagement %j as %j", (engagement, expected) => {
    expect(createBrandExampleSchema.parse({ ...example, engagement }).engagement).toBe(expected);
  });

  it.each(["12.5", "1e3", "twelve", -1, 2.5])("refuses engagement %j", (engagement) => {
    expect(createBrandExampleSchema.safeParse({ ...example, engagement }).success).toBe(false);
  });

  it("defaults the type to an example post and trims title and content", () => {
    expect(createBrandExampleSchema.parse({ title: " T ", content: " C " })).toMatchObject({
      contentType: "example_post",
      title: "T",
      content: "C",
    });
  });
});

describe("brandUse: what the configured engine takes from the training", () => {
  it("offline: a default style with keywords and samples says exactly what shapes the wording", () => {
    const lines = brandUse({
      isOffline: true,
      exampleHashtags: [],
      defaultStyleName: "Ghar ka swaad",
      defaultStyleVoice: {
        toneKeywords: ["playful"],
        sampleCaptions: ["Fresh from the oven\nWith love, Priya", "Sunday bake\nWith love, Priya"],
      },
    });
    expect(lines[1]).toContain("Your default voice style “Ghar ka swaad” shapes the built-in writer's captions");
    expect(lines[1]).toContain("tone witty from the keywords");
    expect(lines[1]).toContain('signature line "With love, Priya"');
    expect(lines[2]).toMatch(/brand voice and your examples' wording do not change/);
  });

  it("offline: a style with nothing the writer reads claims no effect", () => {
    const lines = brandUse({
      isOffline: true,
      exampleHashtags: [["PriyaBakes"]],
      defaultStyleName: "Plain",
      defaultStyleVoice: { toneKeywords: [], sampleCaptions: [] },
    });
    expect(lines).toEqual([
      "Your examples' 1 hashtag is offered as extra hashtag suggestions.",
      "Your voice style and your examples' wording do not change the built-in writer's captions; an AI model uses them.",
    ]);
  });
});
