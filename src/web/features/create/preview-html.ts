import { hashtagRuns } from "./post-text.ts";

/** Escapes text for HTML element content and double-quoted attribute values. */
export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");
}

/**
 * The downloaded preview's policy: nothing may load or run except the embedded images and the
 * inline stylesheet. No script-src at all, so default-src 'none' forbids every script.
 */
export const PREVIEW_CSP =
  "default-src 'none'; img-src data:; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'";

const DATA_IMAGE = /^data:image\/(jpeg|png|webp);base64,[A-Za-z0-9+/=]+$/;

export interface PreviewDocument {
  productName: string;
  username: string;
  /** A data URL, or null for the placeholder circle. */
  avatar: string | null;
  /** The post text as it will be pasted (heading, caption, hashtags). */
  text: string;
  /** Data URLs of up to 4 images. */
  images: string[];
  altText: string;
  lang: string;
  dir: "ltr" | "rtl";
  /** When the file was made, already formatted for people. */
  createdLabel: string;
}

const withTags = (text: string) =>
  hashtagRuns(text)
    .map((run) => (run.isTag ? `<span class="tag">${escapeHtml(run.text)}</span>` : escapeHtml(run.text)))
    .join("");

/**
 * A self-contained HTML file of the Instagram-style preview: images embedded as data URLs,
 * every user or model text escaped, a CSP meta that forbids scripts, and no <script> at all.
 * The carousel scrolls sideways with CSS scroll snapping, so it needs no script either.
 */
export function buildPreviewHtml(doc: PreviewDocument): string {
  // Only data URLs of raster images go into src attributes; anything else is dropped.
  const images = doc.images.filter((src) => DATA_IMAGE.test(src)).slice(0, 4);
  const avatar =
    doc.avatar && DATA_IMAGE.test(doc.avatar)
      ? `<img class="avatar" src="${doc.avatar}" alt="">`
      : `<span class="avatar placeholder" aria-hidden="true"></span>`;
  const slides = images
    .map(
      (src, i) =>
        `<img class="slide" src="${src}" alt="${escapeHtml(i === 0 ? doc.altText : `${doc.altText} (${i + 1} of ${images.length})`)}">`,
    )
    .join("");
  const dots =
    images.length > 1
      ? `<div class="dots" aria-hidden="true">${images.map((_, i) => `<span class="dot${i === 0 ? " on" : ""}"></span>`).join("")}</div><p class="hint">Swipe or scroll sideways to see all ${images.length} photos.</p>`
      : "";
  const title = `Instagram preview — ${doc.productName}`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="${PREVIEW_CSP}">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>${escapeHtml(title)}</title>
<style>
body{margin:0;background:#fafafa;font-family:"Noto Sans","Noto Sans Devanagari","Noto Sans Bengali","Noto Sans Tamil","Noto Sans Telugu","Noto Sans Gujarati","Noto Sans Kannada","Noto Sans Malayalam","Noto Sans Gurmukhi","Noto Sans Oriya","Noto Naskh Arabic",system-ui,sans-serif;color:#111827}
main{max-width:470px;margin:24px auto;background:#fff;border:1px solid #dbdbdb;border-radius:8px;overflow:hidden}
header{display:flex;align-items:center;gap:10px;padding:12px}
.avatar{width:36px;height:36px;border-radius:50%;object-fit:cover;background:#e0e7ff;display:inline-block}
.user{font-weight:600;font-size:14px}
.track{display:flex;overflow-x:auto;scroll-snap-type:x mandatory;background:#000}
.slide{flex:0 0 100%;width:100%;aspect-ratio:1/1;object-fit:cover;scroll-snap-align:center}
.dots{display:flex;justify-content:center;gap:4px;padding:8px 0 0}
.dot{width:6px;height:6px;border-radius:50%;background:#c7c7c7}.dot.on{background:#0095f6}
.hint{margin:4px 12px 0;font-size:12px;color:#6b7280;text-align:center}
.body{padding:8px 12px 16px;font-size:14px;line-height:1.5}
.likes{font-weight:600;margin:4px 0}
.text{white-space:pre-wrap;overflow-wrap:anywhere;margin:0}
.tag{color:#00376b}
.time{color:#737373;font-size:11px;text-transform:uppercase;margin-top:8px}
footer{max-width:470px;margin:0 auto 24px;font-size:12px;color:#6b7280;text-align:center}
</style>
</head>
<body>
<main>
<header>${avatar}<span class="user">${escapeHtml(doc.username)}</span></header>
${images.length > 0 ? `<div class="track">${slides}</div>${dots}` : ""}
<div class="body">
<p class="likes">Be the first to like this</p>
<p class="text" lang="${escapeHtml(doc.lang)}" dir="${doc.dir}"><span class="user">${escapeHtml(doc.username)}</span> ${withTags(doc.text)}</p>
<p class="time">${escapeHtml(doc.createdLabel)}</p>
</div>
</main>
<footer>A preview made with ${escapeHtml(doc.productName)}. It shows how the post will look; it is not on Instagram yet.</footer>
</body>
</html>
`;
}
