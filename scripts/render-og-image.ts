/**
 * Renders public/og-image.jpg (1200×630), the default link-preview image, from HTML drawn
 * here with the project's own fonts, in Debian's Chromium. Run after changing the design:
 *   node scripts/render-og-image.ts
 */
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { launchBrowser } from "../test/e2e/harness.ts";

const root = path.resolve(import.meta.dirname, "..");
const font = (file: string) => `file://${root}/node_modules/@fontsource/${file}`;
const html = `<!doctype html><html><head><style>
@font-face { font-family: NS; font-weight: 700; src: url(${font("noto-sans/files/noto-sans-latin-700-normal.woff2")}); }
@font-face { font-family: NS; font-weight: 400; src: url(${font("noto-sans/files/noto-sans-latin-400-normal.woff2")}); }
@font-face { font-family: ND; font-weight: 700; src: url(${font("noto-sans-devanagari/files/noto-sans-devanagari-devanagari-700-normal.woff2")}); }
@font-face { font-family: NT; font-weight: 700; src: url(${font("noto-sans-tamil/files/noto-sans-tamil-tamil-700-normal.woff2")}); }
@font-face { font-family: NB; font-weight: 700; src: url(${font("noto-sans-bengali/files/noto-sans-bengali-bengali-700-normal.woff2")}); }
body { margin: 0; width: 1200px; height: 630px; font-family: NS, ND, NT, NB, sans-serif; color: #fff;
  background: linear-gradient(135deg, #f97316 0%, #db2777 55%, #9d174d 100%); display: flex; }
.wrap { padding: 72px 80px; display: flex; flex-direction: column; justify-content: space-between; width: 100%; box-sizing: border-box; }
.brand { display: flex; align-items: center; gap: 20px; font-size: 44px; font-weight: 700; }
.logo { width: 72px; height: 72px; background: #fff; border-radius: 18px; display: grid; place-items: center; }
h1 { font-size: 68px; line-height: 1.1; margin: 0; max-width: 900px; }
.langs { display: flex; gap: 16px; font-size: 34px; font-weight: 700; }
.langs span { background: rgba(255,255,255,.18); border-radius: 999px; padding: 8px 24px; }
</style></head><body><div class="wrap">
<div class="brand"><div class="logo"><svg width="44" height="44" viewBox="0 0 64 64"><path d="M12 14h40a4 4 0 0 1 4 4v22a4 4 0 0 1-4 4H30l-11 9v-9h-7a4 4 0 0 1-4-4V18a4 4 0 0 1 4-4z" fill="#db2777"/><path d="M18 25h28M18 33h18" stroke="#fff" stroke-width="4" stroke-linecap="round"/></svg></div>CaptionKaro</div>
<h1>Instagram captions in 12 Indian languages</h1>
<div class="langs"><span>English</span><span>हिन्दी</span><span>தமிழ்</span><span>বাংলা</span><span>+8 more</span></div>
</div></body></html>`;

const browser = await launchBrowser();
const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
// A file:// page may load the fonts from node_modules; about:blank may not.
const dir = await mkdtemp(path.join(tmpdir(), "ck-og-"));
await writeFile(path.join(dir, "og.html"), html);
await page.goto(`file://${dir}/og.html`, { waitUntil: "load" });
await page.evaluate(() => document.fonts.ready);
await page.screenshot({ path: path.join(root, "public/og-image.jpg"), type: "jpeg", quality: 85 });
await browser.close();
await rm(dir, { recursive: true, force: true });
