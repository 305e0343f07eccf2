import { describe, expect, it } from "vitest";
import { VIDEO_FRAMES_MAX } from "#contract/reel-limits.ts";
import { pickFrameTimes, pictureChange, SCENE_CHANGE_MIN } from "./video-frames.ts";

describe("which frames of a video are drawn for its caption", () => {
  it("takes the start, the middle and the end of a clip with no scene change", () => {
    const still = Array.from({ length: 15 }, (_, i) => ({ at: (i + 1.5) * 2, change: 0.01 }));
    expect(pickFrameTimes(32, still)).toEqual([0.1, 16, 31.9]);
  });

  it("adds the clearest scene changes, apart from the others, within the budget, in clip order", () => {
    const probes = [
      { at: 5, change: 0.5 },
      { at: 5.2, change: 0.45 }, // the same cut seen twice: too close to 5
      { at: 12, change: 0.3 },
      { at: 19, change: SCENE_CHANGE_MIN - 0.01 }, // not a cut
      { at: 25, change: 0.2 },
      { at: 40, change: 0.25 },
      { at: 50, change: 0.13 }, // over the budget
    ];
    const times = pickFrameTimes(60, probes);
    expect(times).toHaveLength(VIDEO_FRAMES_MAX);
    expect(times).toEqual([0.1, 5, 12, 30, 40, 59.9]);
  });

  it("keeps a very short clip to distinct moments and draws nothing for no duration", () => {
    expect(pickFrameTimes(1, [{ at: 0.5, change: 0.9 }])).toEqual([0.05, 0.5, 0.95]);
    expect(pickFrameTimes(0, [])).toEqual([]);
    expect(pickFrameTimes(Number.NaN, [])).toEqual([]);
  });

  it("measures how different two pictures are, from 0 to 1", () => {
    const black = new Uint8ClampedArray(16 * 4).fill(0);
    const white = new Uint8ClampedArray(16 * 4).fill(255);
    expect(pictureChange(black, black)).toBe(0);
    expect(pictureChange(black, white)).toBe(1);
  });
});
