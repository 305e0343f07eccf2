/// <reference types="vitest/config" />
import { readdir, readFile, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";

const outDir = path.resolve(import.meta.dirname, "dist/web");

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

export default defineConfig({
  root: "src/web",
  publicDir: path.resolve(import.meta.dirname, "public"),
  plugins: [react(), tailwindcss(), precompress()],
  build: {
    outDir,
    emptyOutDir: true,
    sourcemap: false,
    // dist/web/.vite/manifest.json: the server reads it to preload each page's chunk.
    manifest: true,
    // Fonts and images are always separate files so unicode-range loading works and the
    // CSP needs no data: fonts.
    assetsInlineLimit: 0,
  },
  server: {
    port: 5173,
    proxy: {
      "/api": "http://127.0.0.1:3000",
      "/healthz": "http://127.0.0.1:3000",
      "/readyz": "http://127.0.0.1:3000",
    },
  },
});
