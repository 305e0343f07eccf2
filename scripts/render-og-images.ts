/**
 * Renders the link-preview (Open Graph) images, 1200×630 JPEGs, from HTML drawn here with
 * the project's own Noto fonts in Debian's Chromium: the default public/og-image.jpg, the
 * Hindi landing's public/og/hi.jpg (Devanagari) and one per blog article with its title
 * (public/og/blog/<slug>.jpg). The output is committed; run again after changing the design or
 * adding an article (a server test fails when an article has no image):
 *   node scripts/render-og-images.ts
 *
 * Why a browser: librsvg (sharp's SVG renderer) draws text with the system's fonts only, and
 * a machine without Indic fonts draws Devanagari as empty boxes. Chromium takes the fonts from
 * node_modules/@fontsource through @font-face and shapes Devanagari correctly.
 */
import { mkdir, mkdtemp, readdir, rm, stat, unlink, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { blogArticles } from "#contract/blog.ts";
import { blogOgImage, DEFAULT_OG_IMAGE, HINDI_OG_IMAGE, OG_IMAGE_SIZE } from "#contract/og-images.ts";
import { launchOwnBrowser } from "#test/e2e/harness.ts";

const root = path.resolve(import.meta.dirname, "..");
const publicDir = path.join(root, "public");
const font = (file: string) => `file://${root}/node_modules/@fontsource/${file}`;
/** Larger than this and a slow phone's link preview waits; the server test checks it too. */
const MAX_BYTES = 100 * 1024;

const escapeHtml = (value: string) =>
  value.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;").replaceAll('"', "&quot;");

const faces = [
  ["NS", 400, "noto-sans/files/noto-sans-latin-400-normal.woff2"],
  ["NS", 700, "noto-sans/files/noto-sans-latin-700-normal.woff2"],
  ["ND", 400, "noto-sans-devanagari/files/noto-sans-devanagari-devanagari-400-normal.woff2"],
  ["ND", 700, "noto-sans-devanagari/files/noto-sans-devanagari-devanagari-700-normal.woff2"],
  ["NT", 700, "noto-sans-tamil/files/noto-sans-tamil-tamil-700-normal.woff2"],
  ["NB", 700, "noto-sans-bengali/files/noto-sans-bengali-bengali-700-normal.woff2"],
] as const;

const logo = `<div class="logo"><svg width="44" height="44" viewBox="0 0 64 64"><path d="M12 14h40a4 4 0 0 1 4 4v22a4 4 0 0 1-4 4H30l-11 9v-9h-7a4 4 0 0 1-4-4V18a4 4 0 0 1 4-4z" fill="#db2777"/><path d="M18 25h28M18 33h18" stroke="#fff" stroke-width="4" stroke-linecap="round"/></svg></div>`;

function page(lang: string, body: string) {
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><style>
${faces.map(([family, weight, file]) => `@font-face { font-family: ${family}; font-weight: ${weight}; src: url(${font(file)}); }`).join("\n")}
body { margin: 0; width: ${OG_IMAGE_SIZE.width}px; height: ${OG_IMAGE_SIZE.height}px; font-family: NS, ND, NT, NB, sans-serif;
  color: #fff; background: linear-gradient(135deg, #f97316 0%, #db2777 55%, #9d174d 100%); display: flex; }
.wrap { padding: 72px 80px; display: flex; flex-direction: column; justify-content: space-between; width: 100%; box-sizing: border-box; }
.top { display: flex; align-items: center; justify-content: space-between; gap: 24px; }
.brand { display: flex; align-items: center; gap: 20px; font-size: 44px; font-weight: 700; }
.logo { width: 72px; height: 72px; background: #fff; border-radius: 18px; display: grid; place-items: center; }
h1 { font-size: 68px; line-height: 1.15; margin: 0; max-width: 980px; }
.chips { display: flex; gap: 16px; font-size: 34px; font-weight: 700; }
.chips span, .tag { background: rgba(255,255,255,.18); border-radius: 999px; padding: 8px 24px; }
.tag { font-size: 30px; font-weight: 700; }
.meta { font-size: 32px; font-weight: 400; color: #fde7f1; }
</style></head><body><div class="wrap">${body}</div></body></html>`;
}

interface Card {
  /** Path of the image as the site serves it (under public/). */
  image: string;
  html: string;
  /** Text on the card that must be drawn with the named family (checked before saving). */
  mustRender: { family: string; text: string }[];
}

const cards: Card[] = [
  {
    image: DEFAULT_OG_IMAGE,
    html: page(
      "en-IN",
      `<div class="brand">${logo}CaptionKaro</div>
<h1>Instagram captions in 12 Indian languages</h1>
<div class="chips"><span>English</span><span lang="hi">हिन्दी</span><span lang="ta">தமிழ்</span><span lang="bn">বাংলা</span><span>+8 more</span></div>`,
    ),
    mustRender: [
      { family: "ND", text: "हिन्दी" },
      { family: "NT", text: "தமிழ்" },
      { family: "NB", text: "বাংলা" },
    ],
  },
  {
    image: HINDI_OG_IMAGE,
    html: page(
      "hi-IN",
      `<div class="brand">${logo}<span lang="en">CaptionKaro</span></div>
<h1>आपकी भाषा में इंस्टाग्राम पोस्ट, कुछ ही सेकंड में</h1>
<div class="chips"><span>12 भारतीय भाषाएँ</span><span>हर दिन 5 मुफ़्त कैप्शन</span></div>`,
    ),
    mustRender: [{ family: "ND", text: "आपकी भाषा में इंस्टाग्राम पोस्ट" }],
  },
  ...blogArticles.map(
    (article): Card => ({
      image: blogOgImage(article.slug),
      html: page(
        "en-IN",
        `<div class="top"><div class="brand">${logo}CaptionKaro Blog</div><span class="tag">${escapeHtml(article.category)}</span></div>
<h1 data-fit>${escapeHtml(article.title)}</h1>
<div class="meta">${article.readMinutes} min read · Guides for Indian creators</div>`,
      ),
      mustRender: [{ family: "NS", text: article.title }],
    }),
  ),
];

const browser = await launchOwnBrowser();
const tab = await browser.newPage({ viewport: OG_IMAGE_SIZE });
// A file:// page may load the fonts from node_modules; about:blank may not.
const dir = await mkdtemp(path.join(tmpdir(), "ck-og-"));
try {
  for (const card of cards) {
    const file = path.join(dir, "card.html");
    await writeFile(file, card.html);
    await tab.goto(`file://${file}`, { waitUntil: "load" });
    const problems = await tab.evaluate(async (mustRender) => {
      await document.fonts.ready;
      const failed = [...document.fonts].filter((face) => face.status === "error").map((face) => face.family);
      // A long title shrinks until it fits in three lines.
      const title = document.querySelector<HTMLElement>("h1[data-fit]");
      if (title) {
        let size = 68;
        const lineHeight = () => Number.parseFloat(getComputedStyle(title).lineHeight);
        const lines = () => Math.round(title.getBoundingClientRect().height / lineHeight());
        while (lines() > 3 && size > 40) {
          size -= 2;
          title.style.fontSize = `${size}px`;
        }
      }
      // A face loads only when text on the page uses it: a loaded face proves the script was
      // drawn with it, not with a fallback (or as empty boxes).
      const loaded = new Set([...document.fonts].filter((face) => face.status === "loaded").map((face) => face.family));
      const missing = mustRender
        .filter(({ family }) => !loaded.has(family))
        .map(({ family, text }) => `${family} (${text})`);
      return [...failed, ...missing];
    }, card.mustRender);
    if (problems.length > 0) throw new Error(`${card.image}: fonts not drawn: ${problems.join(", ")}`);
    const target = path.join(publicDir, card.image);
    await mkdir(path.dirname(target), { recursive: true });
    await tab.screenshot({ path: target, type: "jpeg", quality: 82 });
    const { size } = await stat(target);
    if (size > MAX_BYTES) throw new Error(`${card.image} is ${size} bytes, over ${MAX_BYTES}`);
    process.stdout.write(`${card.image}  ${(size / 1024).toFixed(1)} KB\n`);
  }
  // Images of articles that no longer exist.
  const kept = new Set(cards.map((card) => path.basename(card.image)));
  const blogDir = path.join(publicDir, path.dirname(blogOgImage("x")));
  for (const name of await readdir(blogDir)) {
    if (!kept.has(name)) {
      await unlink(path.join(blogDir, name));
      process.stdout.write(`removed ${name}\n`);
    }
  }
} finally {
  await browser.close();
  await rm(dir, { recursive: true, force: true });
}
