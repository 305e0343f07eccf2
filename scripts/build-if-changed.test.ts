import { mkdir, mkdtemp, rm, utimes, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, expect, it } from "vitest";
import { buildInputsHash, buildNeeded, writeStamp } from "./build-if-changed.ts";

let root: string;

const put = async (file: string, text: string) => {
  await mkdir(path.dirname(path.join(root, file)), { recursive: true });
  await writeFile(path.join(root, file), text);
};

beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), "ck-build-stamp-"));
  await put("src/web/index.html", "<div id=root></div>");
  await put("src/web/main.tsx", "export {};");
  await put("src/contract/routes.ts", "export const a = 1;");
  await put("public/favicon.svg", "<svg/>");
  await put("vite.config.ts", "export default {};");
  await put("package-lock.json", "{}");
  // What a finished build leaves.
  await put("dist/web/index.html", "<html>");
  await put("dist/web/.vite/manifest.json", "{}");
  await put("dist/ssr/ssr.js", "export {};");
});
afterEach(() => rm(root, { recursive: true, force: true }));

it("builds when there is no build or no stamp, and not again when nothing changed", async () => {
  await rm(path.join(root, "dist/ssr"), { recursive: true });
  expect(await buildNeeded(root)).toBe("dist/ssr is missing");
  await put("dist/ssr/ssr.js", "export {};");
  expect(await buildNeeded(root)).toBe("no record of what the last build was made from");
  await writeStamp(root);
  expect(await buildNeeded(root)).toBeUndefined();
});

it("rebuilds after a change to any input: web source, contract, public file, Vite config, dependencies", async () => {
  for (const file of [
    "src/web/main.tsx",
    "src/contract/routes.ts",
    "public/favicon.svg",
    "vite.config.ts",
    "package-lock.json",
  ]) {
    await writeStamp(root);
    await put(file, `changed ${file}`);
    expect(await buildNeeded(root), file).toBe("the sources changed since the last build");
  }
  await writeStamp(root);
  await put("src/web/pages/new-page.tsx", "export {};");
  expect(await buildNeeded(root)).toBe("the sources changed since the last build");
  await writeStamp(root);
  await rm(path.join(root, "src/web/pages/new-page.tsx"));
  expect(await buildNeeded(root)).toBe("the sources changed since the last build");
});

it("ignores what the build does not read: new times on unchanged files, tests, server code", async () => {
  await writeStamp(root);
  const before = await buildInputsHash(root);
  await utimes(path.join(root, "src/web/main.tsx"), new Date(), new Date(Date.now() + 60_000));
  await put("src/web/main.test.ts", "test");
  await put("src/server/app.ts", "server");
  expect(await buildInputsHash(root)).toBe(before);
  expect(await buildNeeded(root)).toBeUndefined();
});
