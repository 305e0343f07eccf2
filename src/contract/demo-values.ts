/**
 * The demo's limits and the spec's wording (§3, §5, §8), without zod, so the landing page's
 * demo chunk can use them without pulling in the schema library.
 */
export const DEMO_MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const DEMO_TIMEOUT_MS = 30_000;
/** The browser remembers here that its one free demo was used (spec §3). */
export const DEMO_USED_STORAGE_KEY = "captionkaro_demo_used";

/**
 * What a demo limit's 429 carries beside its message (decision 734): the page the visitor goes
 * to next, shown by the demo as the server sends it.
 */
export interface DemoLimitLink {
  href: string;
  label: string;
}

export const DEMO_MESSAGES = {
  tooLarge: "Image size too large! Please choose an image smaller than 5MB.",
  noImage: "Please upload an image or paste an image URL first!",
  alreadyUsed: "You've used your free demo! Please login to generate more captions.",
  failed:
    "Caption Generation Failed - Could not generate a caption for this image. Please try a different image or try again later.",
  /** Logged (never shown) when the server gives no message of its own (spec §8). */
  failedFallback: "Failed to generate caption",
  generating: "Analyzing Image with AI...",
  generateMore: "Login to Generate More Captions",
} as const;
