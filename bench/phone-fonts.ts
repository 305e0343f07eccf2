import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
// A dependency of subset-font (devDependency): converts woff2 to TrueType.
import fontverter from "fontverter";
import { ROOT_DIR } from "#server/config.ts";

/** The Indian-script Noto fonts Android ships, as @fontsource names them. */
const scripts = ["devanagari", "bengali", "tamil", "telugu", "gujarati", "kannada", "gurmukhi", "malayalam", "oriya"];

export interface BrowserFonts {
  /** Environment for the browser process; empty when the machine's own fonts are used. */
  env: Record<string, string>;
  label: string;
  cleanup(): Promise<void>;
}

/**
 * `BENCH_PHONE_FONTS=1`: the browser gets the Indian-script Noto fonts (Regular and Bold) an
 * Android phone ships as system fonts, so `local()` in the site's @font-face rules finds them
 * as on the phone Lighthouse emulates (decision 101). They are made from the @fontsource woff2
 * files, converted to TrueType, in a temporary HOME that only the browser sees (fontconfig reads
 * ~/.local/share/fonts); nothing is installed on the machine.
 */
export async function browserFonts(): Promise<BrowserFonts> {
  if (!process.env.BENCH_PHONE_FONTS) {
    return { env: {}, label: "this machine's fonts", cleanup: async () => {} };
  }
  const home = await mkdtemp(path.join(tmpdir(), "ck-phone-fonts-"));
  const fontDir = path.join(home, ".local", "share", "fonts");
  await mkdir(fontDir, { recursive: true });
  for (const script of scripts) {
    for (const weight of [400, 700]) {
      const file = path.join(
        ROOT_DIR,
        `node_modules/@fontsource/noto-sans-${script}/files/noto-sans-${script}-${script}-${weight}-normal.woff2`,
      );
      const ttf = await fontverter.convert(await readFile(file), "truetype");
      await writeFile(path.join(fontDir, `noto-sans-${script}-${weight}.ttf`), ttf);
    }
  }
  return {
    env: { HOME: home, XDG_DATA_HOME: path.join(home, ".local", "share") },
    label: "Android's Indian-script Noto fonts as system fonts (BENCH_PHONE_FONTS)",
    cleanup: () => rm(home, { recursive: true, force: true }),
  };
}
