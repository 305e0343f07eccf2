import { PUBLIC_CONFIG_ELEMENT_ID, type PublicConfig } from "#contract/public-config.ts";

const fallback: PublicConfig = {
  productName: "CaptionKaro",
  hashtag: "CaptionKaro",
  supportEmail: "",
  otherLogin: false,
  offlineWriter: true,
};

let cached: PublicConfig | undefined;

/**
 * The server's settings for the browser, read once from the JSON block in the HTML (the
 * server built it from the validated configuration; zod stays out of the first-load bundle).
 */
export function publicConfig(): PublicConfig {
  if (cached) return cached;
  if (typeof document === "undefined") return fallback;
  const text = document.getElementById(PUBLIC_CONFIG_ELEMENT_ID)?.textContent;
  // The Vite dev server's HTML has no block; the embedded defaults stand in there.
  cached = text ? { ...fallback, ...(JSON.parse(text) as Partial<PublicConfig>) } : fallback;
  return cached;
}

/** Server-side rendering: the server's settings, handed over directly (there is no DOM). */
export function primePublicConfig(config: PublicConfig) {
  cached = { ...fallback, ...config };
}
