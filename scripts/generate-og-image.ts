/**
 * Writes public/og-image.png (1200×630), the link-preview image every page names in its
 * Open Graph tags: the sample artwork and the promise, without the product name (which is
 * configuration). Run with `node scripts/generate-og-image.ts` after changing the artwork.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { chromium } from "playwright-core";
import { chromiumPath } from "../test/e2e/harness.ts";

const root = path.resolve(import.meta.dirname, "..");
const art = ["chai", "diwali", "coffee", "biryani", "rathyatra", "durgapuja"].map(
  (name) =>
    `data:image/svg+xml;base64,${readFileSync(path.join(root, "public/samples", `${name}.svg`)).toString("base64")}`,
);

const html = `<!doctype html><html><head><style>
body{margin:0;width:1200px;height:630px;display:flex;font-family:"Noto Sans",sans-serif;background:linear-gradient(135deg,#fdf2f8,#fff)}
.text{flex:1;padding:70px 50px 70px 70px;display:flex;flex-direction:column;justify-content:center}
h1{font-size:64px;line-height:1.1;margin:0;color:#0f172a}
p{font-size:30px;color:#be185d;margin:28px 0 0;font-weight:700}
.grid{display:grid;grid-template-columns:repeat(2,210px);gap:16px;padding:40px 60px 40px 0;align-content:center}
img{width:210px;height:170px;object-fit:cover;border-radius:18px;box-shadow:0 6px 20px rgba(0,0,0,.12)}
</style></head><body>
<div class="text"><h1>Instagram posts in your language, ready in seconds</h1>
<p>Captions, hashtags and alt text in 12 Indian languages</p></div>
<div class="grid">${art.map((src) => `<img src="${src}" alt="">`).join("")}</div>
</body></html>`;

const browser = await chromium.launch({ executablePath: chromiumPath(), args: ["--headless", "--no-sandbox"] });
const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
await page.setContent(html, { waitUntil: "load" });
await page.screenshot({ path: path.join(root, "public/og-image.png"), type: "png" });
await browser.close();
