/**
 * Renders the installed app's icons (decision 751) from the favicon's artwork with sharp, into
 * public/icons/: 192 and 512 px (Android's launcher and splash screen), a 512 px maskable icon
 * (the artwork inside the safe circle on a full-bleed background, so Android's round or
 * squircle mask never cuts the speech bubble) and the 180 px apple-touch-icon (iOS rounds it
 * itself and shows transparency as black, so it is full-bleed too). Then two screenshots of
 * the landing page (phone and desktop) for the richer install sheet, drawn by the built app in
 * Debian's Chromium. The output is committed; run again after changing the logo or the landing:
 *   npm run build && node scripts/render-app-icons.ts
 */
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { DESKTOP_SCREENSHOT, PHONE_SCREENSHOT } from "#contract/app-manifest.ts";
import { launchOwnBrowser } from "#test/e2e/harness.ts";
import { startBenchServer } from "../bench/lib.ts";

const root = path.resolve(import.meta.dirname, "..");
const iconsDir = path.join(root, "public", "icons");
const favicon = await readFile(path.join(root, "public", "favicon.svg"), "utf8");

/** The favicon's gradient and speech bubble, without its rounded corners, scaled into a square. */
function fullBleed(size: number, glyphScale: number): Buffer {
  const glyph = favicon.match(/<path[\s\S]*<\/svg>/)?.[0]?.replace("</svg>", "") ?? "";
  const defs = favicon.match(/<defs>[\s\S]*<\/defs>/)?.[0] ?? "";
  const offset = (64 - 64 * glyphScale) / 2;
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 64 64">${defs}` +
      `<rect width="64" height="64" fill="url(#g)"/>` +
      `<g transform="translate(${offset} ${offset}) scale(${glyphScale})">${glyph}</g></svg>`,
  );
}

await mkdir(iconsDir, { recursive: true });
const png = (input: Buffer, size: number) =>
  sharp(input, { density: 72 * (size / 64) })
    .resize(size, size)
    .png({ compressionLevel: 9, palette: true })
    .toBuffer();
const outputs: [string, Buffer][] = [
  ["icon-192.png", await png(Buffer.from(favicon), 192)],
  ["icon-512.png", await png(Buffer.from(favicon), 512)],
  // The maskable safe zone is the centre circle of 80% diameter: the bubble, scaled to 90%, stays inside it.
  ["maskable-512.png", await png(fullBleed(512, 0.9), 512)],
  ["apple-touch-icon.png", await png(fullBleed(180, 0.86), 180)],
];
for (const [name, data] of outputs) await writeFile(path.join(iconsDir, name), data);

const server = await startBenchServer();
const browser = await launchOwnBrowser();
try {
  for (const shot of [PHONE_SCREENSHOT, DESKTOP_SCREENSHOT]) {
    const [width, height] = shot.sizes.split("x").map(Number);
    const context = await browser.newContext({ viewport: { width: width ?? 0, height: height ?? 0 } });
    const page = await context.newPage();
    await page.goto(`${server.url}/`, { waitUntil: "networkidle" });
    const image = await page.screenshot({ type: "jpeg", quality: 80 });
    await writeFile(path.join(root, "public", shot.src), image);
    await context.close();
  }
} finally {
  await browser.close();
  await server.stop();
}
process.stdout.write(`Wrote ${outputs.length} icons and 2 screenshots.\n`);
