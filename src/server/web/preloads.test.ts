import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { routes } from "#contract/routes.ts";
import { loadPreloadLinks } from "./preloads.ts";

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "ck-preload-"));
  await mkdir(path.join(dir, ".vite"), { recursive: true });
  await mkdir(path.join(dir, "assets"));
  await writeFile(
    path.join(dir, ".vite", "manifest.json"),
    JSON.stringify({
      "index.html": { file: "assets/index-a.js", imports: ["_react.js"] },
      "_react.js": { file: "assets/react-b.js" },
      "_shared.js": { file: "assets/shared-c.js", imports: ["_react.js", "_icon.js"] },
      "_icon.js": { file: "assets/icon-e.js", imports: ["_shared.js"] },
      "pages/landing.tsx": { file: "assets/landing-d.js", imports: ["_react.js", "_shared.js"] },
    }),
  );
  for (const name of [
    "noto-sans-latin-400-normal-x1.woff2",
    "noto-sans-latin-700-normal-x2.woff2",
    "noto-sans-latin-600-normal-x3.woff2",
    "noto-sans-devanagari-devanagari-400-normal-x4.woff2",
  ]) {
    await writeFile(path.join(dir, "assets", name), "");
  }
});
afterAll(() => rm(dir, { recursive: true, force: true }));

const route = (path: string) => {
  const meta = routes.find((r) => r.path === path);
  if (!meta) throw new Error(path);
  return meta;
};

it("preloads the landing's chunk and everything it imports however deep (not what the entry already loads), its first image and two Latin fonts", async () => {
  const links = (await loadPreloadLinks(dir))(route("/"));
  expect(links).toEqual([
    '<link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/noto-sans-latin-400-normal-x1.woff2">',
    '<link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/noto-sans-latin-700-normal-x2.woff2">',
    '<link rel="preload" as="image" href="/samples/chai.svg" fetchpriority="high">',
    '<link rel="modulepreload" crossorigin href="/assets/landing-d.js">',
    '<link rel="modulepreload" crossorigin href="/assets/shared-c.js">',
    '<link rel="modulepreload" crossorigin href="/assets/icon-e.js">',
  ]);
});

it("does not preload Devanagari fonts for the Hindi page, and nothing without a build", async () => {
  const links = (await loadPreloadLinks(dir))(route("/hi"));
  expect(links.some((link) => link.includes("devanagari"))).toBe(false);
  expect(links).toContain('<link rel="preload" as="image" href="/samples/diwali.svg" fetchpriority="high">');
  expect((await loadPreloadLinks(path.join(dir, "missing")))(route("/"))).toEqual([]);
});
