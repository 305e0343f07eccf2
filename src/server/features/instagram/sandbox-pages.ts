import { formatIstDateTime } from "#contract/dates.ts";

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c);

const page = (title: string, styleNonce: string | undefined, body: string) => `<!doctype html>
<html lang="en-IN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<title>${escapeHtml(title)}</title>
<style${styleNonce ? ` nonce="${escapeHtml(styleNonce)}"` : ""}>
body{font-family:system-ui,sans-serif;margin:0;background:#f4f4f5;color:#18181b}
main{max-width:30rem;margin:2rem auto;box-sizing:border-box;padding:1.5rem;background:#fff;border-radius:12px;box-shadow:0 1px 4px #0002}
h1{font-size:1.25rem;margin:0 0 .5rem}
.note{font-size:.875rem;color:#52525b}
a.button{display:inline-block;font-weight:600;border-radius:8px;padding:.75rem 1.25rem;margin:.25rem .5rem .25rem 0;text-decoration:none;min-height:44px;box-sizing:border-box}
.allow{background:#be185d;color:#fff}.cancel{background:#e4e4e7;color:#18181b}
.photos{display:flex;gap:.5rem;overflow-x:auto}
.photos img{max-width:100%;height:auto;border-radius:6px;flex:0 0 100%}
video.reel{display:block;width:100%;max-height:70vh;background:#000;border-radius:6px}
.caption{white-space:pre-wrap;margin-top:1rem}
@media (max-width:32rem){main{margin:0;border-radius:0}}
</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>`;

/**
 * The sandbox's stand-in for Instagram's consent screen: Allow, Allow without insights (as a
 * creator unticking that permission on Instagram's screen would, decision 770) or Cancel, back to
 * the app.
 */
export function sandboxConsentPage(input: {
  productName: string;
  allowUrl: string;
  allowWithoutInsightsUrl: string;
  cancelUrl: string;
  username: string;
  styleNonce: string | undefined;
}): string {
  return page(
    "Sandbox Instagram · Allow access",
    input.styleNonce,
    `<h1>Allow ${escapeHtml(input.productName)} to publish?</h1>
<p class="note">This is the sandbox: a stand-in for Instagram on this server, used until a Meta app is configured. Nothing is posted to the real Instagram.</p>
<p>Account: <strong>@${escapeHtml(input.username)}</strong></p>
<p>${escapeHtml(input.productName)} will be able to read your profile, publish posts you schedule and read the insights (reach and interactions) of the posts it publishes.</p>
<p><a class="button allow" href="${escapeHtml(input.allowUrl)}">Allow</a><a class="button cancel" href="${escapeHtml(input.allowWithoutInsightsUrl)}">Allow without insights</a><a class="button cancel" href="${escapeHtml(input.cancelUrl)}">Cancel</a></p>`,
  );
}

/** Where the Reel page's script is served (same origin: the pages' CSP allows 'self' scripts). */
export const SANDBOX_REEL_SCRIPT_PATH = "/instagram-sandbox/reel-cover.js";

/**
 * The Reel page's cover (decision 812), drawn by the browser since the server has no video
 * decoder: the video opens at its cover moment (`#t=`); once that frame is decoded it is drawn
 * on a canvas and becomes the poster, and the video is set back to start at 0 (nothing loaded
 * until it plays, so the poster shows) — as Instagram shows a Reel's cover and plays it from the
 * start. Without the script the page still opens the video at its cover frame.
 */
export const SANDBOX_REEL_SCRIPT = `for (const video of document.querySelectorAll("video[data-cover-ms]")) {
  const cover = Number(video.dataset.coverMs) / 1000;
  const draw = () => {
    if (video.dataset.coverReady || video.readyState < 2 || !video.videoWidth) return;
    if (Math.abs(video.currentTime - cover) > 0.05) return;
    const canvas = document.createElement("canvas");
    canvas.width = video.videoWidth;
    canvas.height = video.videoHeight;
    canvas.getContext("2d").drawImage(video, 0, 0);
    video.poster = canvas.toDataURL("image/jpeg", 0.9);
    video.dataset.coverReady = "true";
    video.preload = "none";
    video.src = video.dataset.video;
  };
  video.addEventListener("loadeddata", draw);
  video.addEventListener("seeked", draw);
  draw();
}
`;

/** A Reel's video, opened at its cover moment, which the page's script turns into its poster. */
function reelVideo(video: { url: string; coverOffsetMs: number | null }): string {
  const ms = video.coverOffsetMs ?? 0;
  const at = ms / 1000;
  const src = at > 0 ? `${video.url}#t=${at}` : video.url;
  const cover = at > 0 ? `the frame at ${at.toFixed(1)} s` : "the first frame";
  return `<video class="reel" src="${escapeHtml(src)}" data-video="${escapeHtml(video.url)}" data-cover-ms="${ms}" controls playsinline preload="metadata" data-testid="sandbox-reel"></video>
<p class="note">Cover: ${escapeHtml(cover)}</p>
<script src="${SANDBOX_REEL_SCRIPT_PATH}" defer></script>`;
}

/** A published sandbox post: its photos with alt text, or a Reel's video, and the caption. */
export function sandboxPermalinkPage(input: {
  username: string;
  caption: string;
  publishedAt: Date;
  images: { url: string; altText: string | null }[];
  video: { url: string; coverOffsetMs: number | null } | null;
  styleNonce: string | undefined;
}): string {
  const what = input.video ? "Reel" : `${input.images.length} photo${input.images.length === 1 ? "" : "s"}`;
  return page(
    `@${input.username} · Sandbox Instagram`,
    input.styleNonce,
    `<h1>@${escapeHtml(input.username)}</h1>
<p class="note">Sandbox Instagram post · ${escapeHtml(formatIstDateTime(input.publishedAt))} · ${what}</p>
${
  input.video
    ? reelVideo(input.video)
    : `<div class="photos">${input.images
        .map((image) => `<img src="${escapeHtml(image.url)}" alt="${escapeHtml(image.altText ?? "")}">`)
        .join("")}</div>`
}
<p class="caption" data-testid="sandbox-caption">${escapeHtml(input.caption)}</p>`,
  );
}
