/** Stage 1 of the offline writer (decision 731): what may be said, by per-class bars and backed claims. */
import { describe, expect, it } from "vitest";
import { gatherFacts } from "./facts.ts";
import type { ImageAnalysis } from "./types.ts";

const photo = (more: Partial<ImageAnalysis>): ImageAnalysis => ({
  colours: ["grey"],
  brightness: "normal",
  orientation: "square",
  ...more,
});

describe("gatherFacts", () => {
  it("applies each class's bar to confident and tentative detections alike", () => {
    const facts = gatherFacts([
      photo({
        objects: [{ label: "frisbee", confidence: 0.52 }],
        tentative: [
          { label: "cat", confidence: 0.43, area: 0.3, position: "centre" },
          { label: "cup", confidence: 0.42, area: 0.05 },
          { label: "person", confidence: 0.38, area: 0.2 },
        ],
      }),
    ]);
    expect(facts.things.map((t) => t.label)).toEqual(["animal"]);
    expect(facts.people).toBe(0);
  });

  it("names a cat or a dog below analysis' bar by what both are, and a sure one or another animal by its class", () => {
    const labels = (tentative: ImageAnalysis["tentative"], objects: ImageAnalysis["objects"] = []) =>
      gatherFacts([photo({ objects, tentative })]).things.map((t) => t.label);
    // scikit-image's tabby cat, called a dog at 0.46 (decision 741).
    expect(labels([{ label: "dog", confidence: 0.46, area: 0.93 }])).toEqual(["animal"]);
    expect(labels([{ label: "cat", confidence: 0.49, area: 0.3 }])).toEqual(["animal"]);
    expect(labels([], [{ label: "dog", confidence: 0.5, area: 0.3 }])).toEqual(["dog"]);
    expect(labels([], [{ label: "cat", confidence: 0.8, area: 0.3 }])).toEqual(["cat"]);
    expect(labels([{ label: "horse", confidence: 0.43, area: 0.3 }])).toEqual(["horse"]);
  });

  it("keeps the colour of a label's biggest detection, and none when analysis gave none (decision 746)", () => {
    const facts = gatherFacts([
      photo({
        tentative: [
          { label: "car", confidence: 0.45, area: 0.1, colour: "red" },
          { label: "car", confidence: 0.42, area: 0.3, colour: "blue" },
          { label: "bus", confidence: 0.44, area: 0.2 },
        ],
      }),
    ]);
    expect(facts.things.map((t) => [t.label, t.count, t.colour])).toEqual([
      ["car", 2, "blue"],
      ["bus", 1, undefined],
    ]);
  });

  it("ignores a face on an animal photo and counts faces as people when people were found", () => {
    expect(gatherFacts([photo({ faceCount: 1, tentative: [{ label: "dog", confidence: 0.35 }] })]).faces).toBe(0);
    expect(gatherFacts([photo({ faceCount: 3, peopleCount: 1 })]).people).toBe(3);
    expect(gatherFacts([photo({ faceCount: 3, peopleCount: 0 })]).people).toBe(0);
  });

  it("says indoors or outdoors only when a detected thing backs it, night only then, never day", () => {
    const studio = gatherFacts([photo({ setting: "outdoors", timeOfDay: "day", brightness: "bright" })]);
    expect(studio.setting).toBeUndefined();
    expect(studio.night).toBe(false);
    expect(studio.light).toBe("bright");
    const street = gatherFacts([
      photo({
        setting: "outdoors",
        timeOfDay: "night",
        brightness: "dark",
        objects: [{ label: "car", confidence: 0.8 }],
      }),
    ]);
    expect(street).toMatchObject({ setting: "outdoors", night: true, light: "dark" });
    const room = gatherFacts([photo({ setting: "indoors", objects: [{ label: "cup", confidence: 0.9 }] })]);
    expect(room.setting).toBeUndefined();
  });

  it("keeps the note and the photo's text exactly as written", () => {
    const facts = gatherFacts([photo({ text: " CHAI POINT " })], "  नई बाइक की पहली राइड ");
    expect(facts).toMatchObject({ text: "CHAI POINT", note: "नई बाइक की पहली राइड" });
  });
});
