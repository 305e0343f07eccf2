/**
 * The installed app (issue 34, decision 751): the web app manifest the server answers at
 * /manifest.webmanifest with the configured product name, and the names the service worker
 * (src/sw/sw.ts) and the pages share. No zod: the service worker and the first page's chunk
 * import it.
 */

export const MANIFEST_PATH = "/manifest.webmanifest";
export const SERVICE_WORKER_PATH = "/sw.js";
/**
 * The message a page sends a new version of the service worker that is waiting, with the
 * address of the page's own first script (`{ type, build }`): the worker takes over if it
 * holds that build and the page is the only window (decision 768).
 */
export const TAKE_OVER_MESSAGE = "take-over";

/** Where the phone's share sheet POSTs photos and videos shared into the app (Web Share Target). */
export const SHARE_TARGET_PATH = "/share-target";
/** The multipart field of the shared files. */
export const SHARED_FILES_FIELD = "media";
/**
 * Create Post's query parameter after a share: the number of files the service worker kept
 * (`?shared=2`), or `none` when the share reached the server without a service worker, which
 * cannot keep files for the browser.
 */
export const SHARED_PARAM = "shared";
export const SHARED_NONE = "none";
/** The Cache Storage cache holding shared files until Create Post uploads them (cleared on sign-out). */
export const SHARED_FILES_CACHE = "ck-shared-files";
/** The prefix of each kept file's key in that cache. */
export const SHARED_FILE_PREFIX = "/__shared-file/";
/** The header of a kept file's entry that carries its file name, URI-encoded. */
export const SHARED_FILE_NAME_HEADER = "x-file-name";

/** Media types the share sheet offers CaptionKaro for: the photos and videos an upload accepts. */
export const SHARE_ACCEPT = [
  "image/jpeg",
  "image/png",
  "image/webp",
  "image/heic",
  "image/heif",
  "video/mp4",
  "video/quicktime",
  "video/webm",
] as const;

export const THEME_COLOR = "#be185d";
export const BACKGROUND_COLOR = "#ffffff";

export const PHONE_SCREENSHOT = {
  src: "/icons/screenshot-phone.jpg",
  sizes: "390x844",
  form_factor: "narrow",
} as const;
export const DESKTOP_SCREENSHOT = {
  src: "/icons/screenshot-wide.jpg",
  sizes: "1280x800",
  form_factor: "wide",
} as const;

/** The web app manifest for this installation's product name. */
export function appManifest(productName: string) {
  return {
    id: "/",
    name: `${productName}: captions for Instagram`,
    short_name: productName,
    description: "Instagram-ready posts in 12 Indian languages: share photos in, share the finished post out.",
    lang: "en-IN",
    dir: "ltr",
    start_url: "/",
    scope: "/",
    display: "standalone",
    orientation: "portrait",
    theme_color: THEME_COLOR,
    background_color: BACKGROUND_COLOR,
    categories: ["social", "productivity", "photo"],
    icons: [
      { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
      { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
      { src: "/icons/maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
      { src: "/favicon.svg", sizes: "any", type: "image/svg+xml", purpose: "any" },
    ],
    screenshots: [
      { ...PHONE_SCREENSHOT, type: "image/jpeg", label: `${productName} on a phone` },
      { ...DESKTOP_SCREENSHOT, type: "image/jpeg", label: `${productName} on a computer` },
    ],
    shortcuts: [{ name: "Create Post", short_name: "Create", url: "/create" }],
    share_target: {
      action: SHARE_TARGET_PATH,
      method: "POST",
      enctype: "multipart/form-data",
      params: { title: "title", text: "text", files: [{ name: SHARED_FILES_FIELD, accept: [...SHARE_ACCEPT] }] },
    },
  };
}
