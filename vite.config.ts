/// <reference types="vitest/config" />
import { createHash } from "node:crypto";
import { readdir, readFile, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { type BuildEnvironmentOptions, defineConfig, type Plugin } from "vite";
import { VitePWA } from "vite-plugin-pwa";
import { buildOpenApiDocument } from "./src/contract/openapi.ts";

const outDir = path.resolve(import.meta.dirname, "dist/web");
const ssrOutDir = path.resolve(import.meta.dirname, "dist/ssr");

/** Writes .br and .gz copies of text assets once at build time, served by @fastify/static. */
function precompress(): Plugin {
  return {
    name: "captionkaro-precompress",
    apply: "build",
    async closeBundle() {
      const walk = async (dir: string): Promise<string[]> => {
        const entries = await readdir(dir, { withFileTypes: true });
        const files = await Promise.all(
          entries.map((e) => (e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)])),
        );
        return files.flat();
      };
      for (const file of await walk(outDir)) {
        if (!/\.(js|css|svg|json|txt|xml|webmanifest)$/.test(file)) continue;
        if ((await stat(file)).size < 1024) continue;
        const data = await readFile(file);
        await writeFile(`${file}.br`, brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
        await writeFile(`${file}.gz`, gzipSync(data, { level: 9 }));
      }
    },
  };
}

const OPENAPI_MODULE = "virtual:openapi-document";

/**
 * The API's OpenAPI 3.1 description, generated from the zod contract at build time and
 * handed to the reference page (/docs/api) as plain data: the page renders it with our own
 * components and ships neither zod nor a third-party renderer (decision 601). The browser
 * build writes it as a hashed JSON file that the page fetches (7.7 KB gzip that would
 * otherwise be JavaScript on the page, decision 735); the server's renderer and the dev
 * server get it inline.
 */
function openApiDocument(): Plugin {
  let isBrowserBuild = false;
  let base = "/";
  return {
    name: "captionkaro-openapi-document",
    configResolved(config) {
      isBrowserBuild = config.command === "build" && !config.build.ssr;
      base = config.base;
    },
    resolveId: (source) => (source === OPENAPI_MODULE ? `\0${OPENAPI_MODULE}` : undefined),
    load(id) {
      if (id !== `\0${OPENAPI_MODULE}`) return undefined;
      const json = JSON.stringify(buildOpenApiDocument());
      if (!isBrowserBuild)
        return `export const openApiDocument = ${json};\nexport const openApiDocumentUrl = undefined;`;
      const fileName = `assets/openapi-${createHash("sha256").update(json).digest("base64url").slice(0, 8)}.json`;
      this.emitFile({ type: "asset", fileName, source: json });
      return `export const openApiDocument = undefined;\nexport const openApiDocumentUrl = ${JSON.stringify(`${base}${fileName}`)};`;
    },
  };
}

/**
 * The Lucide icon modules the public pages use (the landing pages and their sections, the
 * demo, the shared layout and marketing components), named by the icon's file in
 * lucide-react. They go into one small chunk with Lucide's core, so the landing fetches one
 * file for its icons instead of one per icon; icons of signed-in pages stay split by page.
 * Each extra file costs a phone on 4G a request (docs/decisions/101-font-loading.md).
 */
async function publicIconFiles(): Promise<Set<string>> {
  const root = import.meta.dirname;
  const sources = ["src/web/pages/landing.tsx", "src/web/pages/hindi-landing.tsx", "src/web/pages/landing-more.tsx"];
  for (const dir of ["src/web/components", "src/web/features/demo", "src/web/app.tsx"]) {
    const entries = dir.endsWith(".tsx") ? [""] : await readdir(path.join(root, dir), { recursive: true });
    for (const entry of entries) {
      // The signed-in bar (its own chunk, never on a signed-out visitor's page) keeps its icons.
      if (/\.tsx?$/.test(entry || dir) && !/signed-in-header\.tsx$/.test(entry || dir))
        sources.push(path.join(dir, entry));
    }
  }
  const names = new Set<string>();
  for (const source of sources) {
    const text = await readFile(path.join(root, source), "utf8");
    for (const match of text.matchAll(/import\s*\{([^}]*)\}\s*from\s*"lucide-react"/g)) {
      for (const name of (match[1] ?? "").split(",")) names.add(name.trim());
    }
  }
  const index = await readFile(path.join(root, "node_modules/lucide-react/dist/esm/lucide-react.mjs"), "utf8");
  const files = new Set<string>();
  for (const match of index.matchAll(/export \{([^}]*)\} from '\.\/icons\/([\w-]+)\.mjs'/g)) {
    const exported = (match[1] ?? "").split(",").map((part) => part.trim().replace(/^default as /, ""));
    if (exported.some((name) => names.has(name))) files.add(`${match[2]}.mjs`);
  }
  return files;
}

const publicIcons = await publicIconFiles();
const lucideModule = /lucide-react[\\/]dist[\\/]esm[\\/](?:icons[\\/])?([\w-]+\.mjs)$/;

/** Modules the "format" chunk holds (below). */
const FORMAT_MODULES = [
  path.join("contract", "dates.ts"),
  path.join("contract", "local-dates.ts"),
  path.join("lib", "format.ts"),
];

/** The browser app: dist/web, with the manifest the server reads to preload page chunks. */
const clientBuild: BuildEnvironmentOptions = {
  outDir,
  emptyOutDir: true,
  sourcemap: false,
  // dist/web/.vite/manifest.json: the server reads it to preload each page's chunk.
  manifest: true,
  // Every browser the app supports but Safari < 17 and Firefox < 115 knows
  // <link rel="modulepreload">; those few fetch a page's chunk when it is imported instead of
  // ahead. Vite's polyfill cost every page 0.5 KB gzip of initial JavaScript (decision 735).
  modulePreload: { polyfill: false },
  // Fonts and images are always separate files so unicode-range loading works and the
  // CSP needs no data: fonts.
  assetsInlineLimit: 0,
  rolldownOptions: {
    output: {
      codeSplitting: {
        groups: [
          {
            // The IST dates, the interface's dates and the app's formatters are one chunk: once
            // local-dates.ts was shared by many signed-in chunks (decision 802) each became a file
            // of its own, and the entry's map of chunks put /blog over its budget.
            name: "format",
            test: (id: string) => FORMAT_MODULES.some((end) => id.endsWith(end)),
          },
          {
            name: "icons",
            // Lucide's core (createLucideIcon, Icon, defaults, utils) and the public pages' icons.
            test: (id: string) => {
              const match = lucideModule.exec(id);
              if (!match) return false;
              return !id.includes(`icons${path.sep}`) || publicIcons.has(match[1] ?? "");
            },
          },
        ],
      },
    },
  },
};

/**
 * The service worker (src/sw/sw.ts, decisions 751–753), compiled with Workbox into
 * dist/web/sw.js with the list of files it precaches: the app's scripts and styles, the Latin
 * fonts and the icons — what any page needs offline. Fonts of the other scripts, the admin's
 * charts and the API reference's document are cached when first used instead, so installing
 * costs a phone about 0.5 MB rather than 2. The manifest is the server's (it carries the
 * configured product name) and the page registers the worker itself after it has loaded.
 */
const serviceWorker = () =>
  VitePWA({
    strategies: "injectManifest",
    srcDir: "../sw",
    filename: "sw.ts",
    injectRegister: false,
    manifest: false,
    injectManifest: {
      rollupFormat: "iife",
      globPatterns: ["assets/*.{js,css}", "assets/noto-sans-latin-*.woff2", "icons/icon-*.png", "favicon.svg"],
      globIgnores: ["assets/chart-canvas-*.js"],
      maximumFileSizeToCacheInBytes: 400 * 1024,
    },
  });

/**
 * `vite build` builds the browser app into dist/web; `vite build --ssr ssr.tsx` builds the
 * server-side renderer of the public pages into dist/ssr (decision 103), imported by the server.
 */
export default defineConfig(({ isSsrBuild }) => ({
  root: "src/web",
  publicDir: isSsrBuild ? false : path.resolve(import.meta.dirname, "public"),
  plugins: [react(), tailwindcss(), openApiDocument(), ...(isSsrBuild ? [] : [serviceWorker(), precompress()])],
  build: isSsrBuild
    ? { outDir: ssrOutDir, emptyOutDir: true, sourcemap: false, assetsInlineLimit: 0, copyPublicDir: false }
    : clientBuild,
  server: {
    port: 5173,
    proxy: {
      "/api": "http://127.0.0.1:3000",
      "/healthz": "http://127.0.0.1:3000",
      "/readyz": "http://127.0.0.1:3000",
      // The manifest carries the configured product name: the server's (decision 751).
      "/manifest.webmanifest": "http://127.0.0.1:3000",
    },
  },
}));
