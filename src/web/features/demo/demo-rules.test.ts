import { describe, expect, it } from "vitest";
import { DEMO_MESSAGES, DEMO_USED_STORAGE_KEY } from "#contract/demo-values.ts";
import {
  buildDemoPayload,
  canPressGenerate,
  clipboardText,
  demoFailure,
  failureLogMessage,
  isDemoUsed,
  markDemoUsed,
  needsReencoding,
  NOT_A_PHOTO,
  refusalAfterReencoding,
} from "./demo-rules.ts";

const MB = 1024 * 1024;

function memoryStore() {
  const values = new Map<string, string>();
  return {
    values,
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  };
}

describe("demo used flag", () => {
  it("is stored as captionkaro_demo_used = true and read back", () => {
    const store = memoryStore();
    expect(isDemoUsed(store)).toBe(false);
    markDemoUsed(store);
    expect(store.values.get(DEMO_USED_STORAGE_KEY)).toBe("true");
    expect(DEMO_USED_STORAGE_KEY).toBe("captionkaro_demo_used");
    expect(isDemoUsed(store)).toBe(true);
  });

  it("treats storage that throws as unused and does not throw when saving", () => {
    const broken = {
      getItem: () => {
        throw new Error("SecurityError");
      },
      setItem: () => {
        throw new Error("QuotaExceededError");
      },
    };
    expect(isDemoUsed(broken)).toBe(false);
    expect(() => markDemoUsed(broken)).not.toThrow();
    expect(isDemoUsed(undefined)).toBe(false);
  });

  it("only the exact value 'true' counts", () => {
    const store = memoryStore();
    store.setItem(DEMO_USED_STORAGE_KEY, "false");
    expect(isDemoUsed(store)).toBe(false);
  });
});

describe("photo preparation", () => {
  it("sends JPG, PNG and WebP up to exactly 5 MB as they are", () => {
    expect(needsReencoding({ type: "image/jpeg", size: 5 * MB })).toBe(false);
    expect(needsReencoding({ type: "image/png", size: 1000 })).toBe(false);
    expect(needsReencoding({ type: "image/webp", size: 1000 })).toBe(false);
  });

  it("re-encodes photos over 5 MB and other types (HEIC, GIF, unknown)", () => {
    expect(needsReencoding({ type: "image/jpeg", size: 5 * MB + 1 })).toBe(true);
    expect(needsReencoding({ type: "image/heic", size: 1000 })).toBe(true);
    expect(needsReencoding({ type: "image/gif", size: 1000 })).toBe(true);
    expect(needsReencoding({ type: "", size: 1000 })).toBe(true);
  });

  it("refuses with the spec's size alert only when the file was over 5 MB", () => {
    expect(refusalAfterReencoding({ size: 5 * MB + 1 })).toBe(
      "Image size too large! Please choose an image smaller than 5MB.",
    );
    expect(refusalAfterReencoding({ size: 5 * MB })).toBe(NOT_A_PHOTO);
  });
});

describe("Generate", () => {
  const base = { isLoading: false, isUsed: false, hasPhoto: false, url: "" };
  it("is disabled with no photo and no link, and while loading", () => {
    expect(canPressGenerate(base)).toBe(false);
    expect(canPressGenerate({ ...base, hasPhoto: true })).toBe(true);
    expect(canPressGenerate({ ...base, url: "https://example.com/a.jpg" })).toBe(true);
    expect(canPressGenerate({ ...base, hasPhoto: true, isLoading: true })).toBe(false);
  });

  it("stays pressable once the demo is used (it leads to login)", () => {
    expect(canPressGenerate({ ...base, isUsed: true })).toBe(true);
  });

  it("sends the photo when there is one, else the trimmed link, else nothing", () => {
    expect(buildDemoPayload("hindi", "data:image/jpeg;base64,AAAA", "")).toEqual({
      language: "hindi",
      base64Image: "data:image/jpeg;base64,AAAA",
    });
    expect(buildDemoPayload("tamil", undefined, "  https://example.com/a.png ")).toEqual({
      language: "tamil",
      imageUrl: "https://example.com/a.png",
    });
    expect(buildDemoPayload("urdu", undefined, "   ")).toBeNull();
    expect(buildDemoPayload("urdu", undefined, "")).toBeNull();
  });

  it("sends the visitor's note, trimmed, and leaves a blank one out (issue 26)", () => {
    expect(buildDemoPayload("hindi", undefined, "https://example.com/a.png", "  नई बाइक की पहली राइड ")).toEqual({
      language: "hindi",
      imageUrl: "https://example.com/a.png",
      note: "नई बाइक की पहली राइड",
    });
    expect(buildDemoPayload("english", "data:image/png;base64,AA", "", "Onam sadya at home")).toEqual({
      language: "english",
      base64Image: "data:image/png;base64,AA",
      note: "Onam sadya at home",
    });
    expect(buildDemoPayload("english", undefined, "https://example.com/a.png", "   ")).toEqual({
      language: "english",
      imageUrl: "https://example.com/a.png",
    });
    expect(buildDemoPayload("english", undefined, "", "a note without a photo")).toBeNull();
  });
});

describe("result and failure", () => {
  it("copies the heading and the caption separated by a blank line", () => {
    expect(clipboardText({ postHeading: "शाम की चाय", caption: "बारिश और चाय।" })).toBe("शाम की चाय\n\nबारिश और चाय।");
  });

  it("logs the server's message, or 'Failed to generate caption' when there is none", () => {
    expect(failureLogMessage("Failed to generate caption")).toBe("Failed to generate caption");
    expect(failureLogMessage("That link points to a private or internal address.")).toBe(
      "That link points to a private or internal address.",
    );
    expect(failureLogMessage(undefined)).toBe(DEMO_MESSAGES.failedFallback);
    expect(failureLogMessage("  ")).toBe("Failed to generate caption");
  });

  it("shows a limit's 429 in the server's words with its link, a refused photo in the server's words, the rest generically", () => {
    const limit = JSON.stringify({
      error: { code: "demo_daily_limit", message: "You've used today's free demo captions from this network." },
      link: { href: "/login?mode=register", label: "Sign up free" },
    });
    expect(demoFailure(429, limit)).toEqual({
      message: "You've used today's free demo captions from this network.",
      link: { href: "/login?mode=register", label: "Sign up free" },
    });
    const pixels = JSON.stringify({
      error: { code: "image_too_many_pixels", message: "This photo is larger than 50 megapixels." },
    });
    expect(demoFailure(422, pixels)).toEqual({ message: "This photo is larger than 50 megapixels." });
    // Only a path on this site is followed.
    for (const href of ["https://evil.example/x", "//evil.example/x", "javascript:alert(1)"]) {
      const body = JSON.stringify({ error: { message: "Limit" }, link: { href, label: "Go" } });
      expect(demoFailure(429, body)).toEqual({ message: "Limit" });
    }
    expect(demoFailure(502, JSON.stringify({ error: { message: "Failed to generate caption" } }))).toEqual({
      message: DEMO_MESSAGES.failed,
    });
    expect(demoFailure(undefined, undefined)).toEqual({ message: DEMO_MESSAGES.failed });
    expect(demoFailure(429, "<html>")).toEqual({ message: DEMO_MESSAGES.failed });
  });

  it("uses the spec's exact failure text", () => {
    expect(DEMO_MESSAGES.failed).toBe(
      "Caption Generation Failed - Could not generate a caption for this image. Please try a different image or try again later.",
    );
  });
});
