import { describe, expect, it } from "vitest";
import { type ShareEnvironment, sharePost } from "./share.ts";

const TEXT = "Diwali market\n\nLights, colours and mithai 🪔\n\n#Diwali #IndianMarkets";
const photo = (name: string) => new File([new Uint8Array([0xff, 0xd8, 0xff, 0xd9])], name, { type: "image/jpeg" });

/** A browser whose clipboard, share sheet and downloads record what they were given, in order. */
function recordingBrowser(options: { canShareFiles?: boolean; share?: "ok" | "abort" | "fail"; clipboard?: boolean }) {
  const calls: string[] = [];
  const shared: ShareData[] = [];
  const downloaded: string[] = [];
  const env: ShareEnvironment = {
    async writeClipboard(text) {
      calls.push("copy");
      if (options.clipboard === false) throw new Error("denied");
      expect(text).toBe(TEXT);
    },
    canShare: (data) => Boolean(options.canShareFiles) || !data.files?.length,
    async share(data) {
      calls.push("share");
      shared.push(data);
      if (options.share === "abort") throw new DOMException("Share canceled", "AbortError");
      if (options.share === "fail") throw new DOMException("Not allowed", "NotAllowedError");
    },
    download(file) {
      calls.push("download");
      downloaded.push(file.name);
    },
  };
  return { env, calls, shared, downloaded };
}

describe("sharePost (decision 754)", () => {
  it("copies the text first, then shares the same text with the files", async () => {
    const browser = recordingBrowser({ canShareFiles: true, share: "ok" });
    const files = [photo("a.jpg"), photo("b.jpg")];
    const result = await sharePost(TEXT, async () => files, browser.env);
    expect(result).toEqual({ outcome: "shared", copied: true, files: 2 });
    expect(browser.calls).toEqual(["copy", "share"]);
    expect(browser.shared).toEqual([{ text: TEXT, files }]);
    expect(browser.downloaded).toEqual([]);
  });

  it("downloads the files, text copied, where canShare says no", async () => {
    const browser = recordingBrowser({ canShareFiles: false });
    const result = await sharePost(TEXT, async () => [photo("a.jpg"), photo("b.jpg")], browser.env);
    expect(result).toEqual({ outcome: "downloaded", copied: true, files: 2 });
    expect(browser.calls).toEqual(["copy", "download", "download"]);
    expect(browser.downloaded).toEqual(["a.jpg", "b.jpg"]);
  });

  it("downloads where the browser has no Web Share API at all", async () => {
    const browser = recordingBrowser({});
    const env = { ...browser.env, share: undefined, canShare: undefined };
    const result = await sharePost(TEXT, async () => [photo("a.jpg")], env);
    expect(result.outcome).toBe("downloaded");
    expect(browser.downloaded).toEqual(["a.jpg"]);
  });

  it("does nothing more when the creator closes the share sheet", async () => {
    const browser = recordingBrowser({ canShareFiles: true, share: "abort" });
    const result = await sharePost(TEXT, async () => [photo("a.jpg")], browser.env);
    expect(result).toEqual({ outcome: "cancelled", copied: true, files: 1 });
    expect(browser.downloaded).toEqual([]);
  });

  it("falls back to downloading when the share sheet refuses", async () => {
    const browser = recordingBrowser({ canShareFiles: true, share: "fail" });
    const result = await sharePost(TEXT, async () => [photo("a.jpg")], browser.env);
    expect(result.outcome).toBe("downloaded");
    expect(browser.calls).toEqual(["copy", "share", "download"]);
  });

  it("still shares when the clipboard is refused, and says so", async () => {
    const browser = recordingBrowser({ canShareFiles: true, share: "ok", clipboard: false });
    const result = await sharePost(TEXT, async () => [photo("a.jpg")], browser.env);
    expect(result).toEqual({ outcome: "shared", copied: false, files: 1 });
  });

  it("shares the text alone for a post whose photos are gone", async () => {
    const browser = recordingBrowser({ canShareFiles: false, share: "ok" });
    const result = await sharePost(TEXT, async () => [], browser.env);
    expect(result).toEqual({ outcome: "shared", copied: true, files: 0 });
    expect(browser.shared).toEqual([{ text: TEXT }]);
  });
});
