/**
 * Photos with text in them, for the text reader (decision 206): text rendered by sharp
 * (Pango, with a font file shipped in an npm package, so no system font is needed) onto real
 * photographs from photos.ts, the way a shop sign or a poster sits in a street or room photo.
 */
import { createRequire } from "node:module";
import path from "node:path";
import sharp from "sharp";
import { STREET_PHOTO, samplePhoto } from "./photos.ts";

const require = createRequire(import.meta.url);
const fontDir = path.join(path.dirname(require.resolve("@fontsource/noto-sans/package.json")), "files");
const BOLD = path.join(fontDir, "noto-sans-latin-700-normal.woff");

/** One line of bold text in a colour, on a transparent background. */
async function textLayer(text: string, pixels: number, colour: string): Promise<Buffer> {
  const escaped = text.replace(/&/g, "&amp;").replace(/</g, "&lt;");
  return sharp({
    text: {
      text: `<span foreground="${colour}">${escaped}</span>`,
      font: `Noto Sans Bold ${pixels}`,
      fontfile: BOLD,
      dpi: 72,
      rgba: true,
    },
  })
    .png()
    .toBuffer();
}

/** A board of a colour with the lines centred on it. */
async function board(lines: Buffer[], background: string, padX: number, padY: number, gap: number) {
  const sizes = await Promise.all(lines.map((l) => sharp(l).metadata()));
  const width = Math.max(...sizes.map((s) => s.width ?? 0)) + 2 * padX;
  const height = sizes.reduce((sum, s) => sum + (s.height ?? 0), 0) + gap * (lines.length - 1) + 2 * padY;
  let top = padY;
  const composite = lines.map((input, i) => {
    const size = sizes[i];
    const placed = { input, left: Math.round((width - (size?.width ?? 0)) / 2), top };
    top += (size?.height ?? 0) + gap;
    return placed;
  });
  return sharp({ create: { width, height, channels: 3, background } })
    .composite(composite)
    .png()
    .toBuffer();
}

/** A shop sign reading "CHAI POINT" above the street in the robot film still (2160 × 1080). */
export async function chaiPointSign(): Promise<Buffer> {
  const street = await sharp(STREET_PHOTO).resize(2160, 1080, { fit: "cover" }).toBuffer();
  const sign = await board([await textLayer("CHAI POINT", 150, "#fff8e1")], "#7a1f12", 90, 50, 0);
  return sharp(street)
    .composite([{ input: sign, left: 560, top: 110 }])
    .jpeg({ quality: 85 })
    .toBuffer();
}

/** A yellow poster reading "SALE" and "50%" in front of the man at the dinner table (1080 × 1350). */
export async function salePoster(): Promise<Buffer> {
  const room = await sharp(await samplePhoto(2))
    .resize(1080, 1350, { fit: "cover" })
    .blur(1)
    .toBuffer();
  const poster = await board(
    [await textLayer("SALE", 140, "#111111"), await textLayer("50%", 140, "#c62828")],
    "#ffd54f",
    140,
    50,
    30,
  );
  return sharp(room)
    .composite([{ input: poster, left: 160, top: 300 }])
    .jpeg({ quality: 85 })
    .toBuffer();
}
