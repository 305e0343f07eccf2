import { describe, expect, it } from "vitest";
import { en } from "#contract/i18n/en.ts";
import type { ReelCheck } from "#contract/library.ts";
import { translatorFor } from "#web/i18n/i18n.tsx";
import "#web/i18n/icu.ts";
import { reelLine as reelLineIn } from "./reel-check-line.tsx";

const reelLine = (item: Parameters<typeof reelLineIn>[1]) =>
  reelLineIn(translatorFor({ language: "en", messages: en }), item);

const facts: ReelCheck["facts"] = {
  container: "mp4",
  videoCodec: "avc",
  audioCodec: "aac",
  audioSampleRate: 44100,
  frameRate: 30,
  width: 1080,
  height: 1920,
  durationSeconds: 12,
  sizeBytes: 5_000_000,
};

describe("the line a chosen video gets", () => {
  it("says it can go out as a Reel, with a note when there is one", () => {
    expect(reelLine({ originalName: "chai.mp4", reel: { publishable: true, problems: [], notes: [], facts } })).toEqual(
      { ok: true, text: "chai.mp4 can be published as a Reel." },
    );
    expect(
      reelLine({ originalName: "wide.mov", reel: { publishable: true, problems: [], notes: ["Not 9:16."], facts } })
        .text,
    ).toBe("wide.mov can be published as a Reel. Not 9:16.");
  });

  it("says exactly why not, every reason", () => {
    const reel: ReelCheck = {
      publishable: false,
      problems: [
        { code: "container", message: "It is a WebM file; Instagram takes Reels as MP4 or MOV. Export it as MP4." },
        { code: "too_short", message: "It is 2 s long; a Reel must be at least 3 seconds." },
      ],
      notes: [],
      facts,
    };
    expect(reelLine({ originalName: "clip.webm", reel })).toEqual({
      ok: false,
      text: "clip.webm can't be published as a Reel as it is. It is a WebM file; Instagram takes Reels as MP4 or MOV. Export it as MP4. It is 2 s long; a Reel must be at least 3 seconds.",
    });
  });

  it("says a video uploaded before the check was not checked", () => {
    expect(reelLine({ originalName: "old.mp4", reel: null }).text).toBe(
      "old.mp4 was not checked for Reels: upload it again to check it.",
    );
  });
});
