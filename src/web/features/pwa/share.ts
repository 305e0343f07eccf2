/**
 * Share out (issue 34, decision 754): the post's text — exactly what Copy puts on the
 * clipboard — and its photos and videos to the phone's share sheet (Instagram, WhatsApp, …).
 * The text is copied first, because Instagram drops text that comes with shared photos: the
 * creator pastes it there. Where the browser cannot share these files (canShare says no, or
 * there is no Web Share API), the files are downloaded instead and the text stays copied.
 */

export type ShareOutcome = "shared" | "cancelled" | "downloaded";

export interface ShareResult {
  outcome: ShareOutcome;
  /** Whether the text reached the clipboard. */
  copied: boolean;
  /** How many files were shared or downloaded. */
  files: number;
}

/** What sharing needs from the browser; the page passes the real one, a test its own. */
export interface ShareEnvironment {
  writeClipboard(text: string): Promise<void>;
  canShare?: ((data: ShareData) => boolean) | undefined;
  share?: ((data: ShareData) => Promise<void>) | undefined;
  download(file: File): void;
}

/** The browser's own share sheet, clipboard and downloads. */
export function browserShareEnvironment(): ShareEnvironment {
  return {
    writeClipboard: (text) =>
      navigator.clipboard ? navigator.clipboard.writeText(text) : Promise.reject(new Error("no clipboard")),
    canShare: typeof navigator.canShare === "function" ? (data) => navigator.canShare(data) : undefined,
    share: typeof navigator.share === "function" ? (data) => navigator.share(data) : undefined,
    download(file) {
      const url = URL.createObjectURL(file);
      const link = document.createElement("a");
      link.href = url;
      link.download = file.name;
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
    },
  };
}

const isAbort = (error: unknown) => error instanceof DOMException && error.name === "AbortError";

/** Copies the text, then shares it with the files, or downloads the files where sharing them cannot work. */
export async function sharePost(
  text: string,
  loadFiles: () => Promise<File[]>,
  env: ShareEnvironment,
): Promise<ShareResult> {
  let copied = true;
  try {
    await env.writeClipboard(text);
  } catch {
    copied = false;
  }
  const files = await loadFiles();
  const data: ShareData = files.length > 0 ? { text, files } : { text };
  if (env.share && env.canShare?.(data)) {
    try {
      await env.share(data);
      return { outcome: "shared", copied, files: files.length };
    } catch (error) {
      if (isAbort(error)) return { outcome: "cancelled", copied, files: files.length };
      // Any other refusal (a file type the target refuses, no user gesture left): download.
    }
  }
  for (const file of files) env.download(file);
  return { outcome: "downloaded", copied, files: files.length };
}
