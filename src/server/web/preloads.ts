import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import type { RouteMeta } from "#contract/routes.ts";

/**
 * What the browser should start downloading before the app's JavaScript asks for it, for the
 * public pages that must be fast on a phone: the page's own chunk (one round trip saved), the
 * fonts its first screen uses, and the first carousel image.
 */
const pageSources: Record<string, string> = {
  "/": "pages/landing.tsx",
  "/hi": "pages/hindi-landing.tsx",
  "/blog": "pages/blog.tsx",
};

const firstImages: Record<string, string> = {
  "/": "/samples/chai.svg",
  "/hi": "/samples/diwali.svg",
};

/**
 * Only the small Latin fonts (13 KB each) are worth preloading; measured with Lighthouse, preloading
 * Devanagari (50 KB each) delayed the Hindi page's largest paint on slow 4G.
 */
const fontsByLang: Record<RouteMeta["lang"], RegExp | undefined> = {
  "en-IN": /^noto-sans-latin-(400|700)-normal-[\w-]+\.woff2$/,
  "hi-IN": undefined,
};

interface ManifestChunk {
  file: string;
  imports?: string[];
}

/** `isPrerendered`: the page's HTML is in the response, so nothing waits for its chunks. */
export type PreloadLinks = (meta: RouteMeta, isPrerendered?: boolean) => string[];

/** Reads the build's manifest and asset names once; missing files just mean fewer hints. */
export async function loadPreloadLinks(webDistDir: string): Promise<PreloadLinks> {
  let manifest: Record<string, ManifestChunk> = {};
  let assets: string[] = [];
  try {
    manifest = JSON.parse(await readFile(path.join(webDistDir, ".vite", "manifest.json"), "utf8"));
    assets = await readdir(path.join(webDistDir, "assets"));
  } catch {
    return () => [];
  }
  const entryImports = new Set(manifest["index.html"]?.imports ?? []);
  // The page chunk and every chunk it imports, however deep, so the browser fetches them all
  // at once instead of discovering them one import level (one round trip) at a time. Shared
  // chunks the entry already loads are preloaded by the HTML itself.
  const chunkFiles = (source: string): string[] => {
    const files: string[] = [];
    const seen = new Set<string>();
    const visit = (key: string) => {
      if (seen.has(key) || entryImports.has(key) || key === "index.html") return;
      seen.add(key);
      const chunk = manifest[key];
      if (!chunk) return;
      files.push(chunk.file);
      for (const imported of chunk.imports ?? []) visit(imported);
    };
    visit(source);
    return files;
  };
  return (meta, isPrerendered = false) => {
    const links: string[] = [];
    const fonts = fontsByLang[meta.lang];
    for (const font of fonts ? assets.filter((name) => fonts.test(name)) : []) {
      links.push(`<link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/${font}">`);
    }
    // A server-rendered page names its images itself (React hoists their preloads into <head>)
    // and paints without its chunks; they load as the entry asks for them, after the paint.
    if (isPrerendered) return links;
    const image = firstImages[meta.path];
    if (image) links.push(`<link rel="preload" as="image" href="${image}" fetchpriority="high">`);
    const source = pageSources[meta.path];
    if (source) {
      for (const file of chunkFiles(source)) links.push(`<link rel="modulepreload" crossorigin href="/${file}">`);
    }
    return links;
  };
}
