/**
 * `npm start` runs this before the server: it builds the web app (`npm run build`) only when
 * what the build reads has changed since the last build. The inputs' contents are hashed
 * (not their times, so a checkout or copy that keeps the same files does not rebuild) and
 * compared with the stamp the last build left in dist/. `--stamp` only writes the stamp
 * (the end of `npm run build`).
 */
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";

/** Everything `vite build` and `vite build --ssr` read from the repository. */
export const BUILD_INPUTS = [
  "src/web",
  "src/contract",
  "public",
  "vite.config.ts",
  "tsconfig.json",
  // Its `imports` aliases (#web/…, #contract/…) are how the app's files find each other.
  "package.json",
  "package-lock.json",
] as const;

/** Files the server needs from a build; if any is missing the build runs whatever the stamp says. */
const BUILD_OUTPUTS = ["dist/web/index.html", "dist/web/.vite/manifest.json", "dist/ssr"] as const;

export const STAMP_FILE = "dist/.build-inputs";

async function filesUnder(root: string, entry: string): Promise<string[]> {
  const full = path.join(root, entry);
  if (!existsSync(full)) return [];
  const found = await readdir(full, { recursive: true, withFileTypes: true }).catch(() => null);
  if (found === null) return [entry]; // a file
  return found
    .filter((dirent) => dirent.isFile())
    .map((dirent) => path.relative(root, path.join(dirent.parentPath, dirent.name)))
    .filter((file) => !/\.test\.tsx?$/.test(file));
}

/** SHA-256 over the sorted paths and contents of the build's inputs under `root`. */
export async function buildInputsHash(root: string): Promise<string> {
  const files = (await Promise.all(BUILD_INPUTS.map((entry) => filesUnder(root, entry)))).flat();
  const hash = createHash("sha256");
  for (const file of files.map((name) => name.split(path.sep).join("/")).sort()) {
    hash.update(`${file}\0`);
    hash.update(await readFile(path.join(root, file)));
    hash.update("\0");
  }
  return hash.digest("hex");
}

/** Why a build is needed, or undefined when the last build is of the current sources. */
export async function buildNeeded(root: string): Promise<string | undefined> {
  const missing = BUILD_OUTPUTS.find((output) => !existsSync(path.join(root, output)));
  if (missing) return `${missing} is missing`;
  const stamp = await readFile(path.join(root, STAMP_FILE), "utf8").catch(() => undefined);
  if (stamp === undefined) return "no record of what the last build was made from";
  if (stamp.trim() !== (await buildInputsHash(root))) return "the sources changed since the last build";
  return undefined;
}

export async function writeStamp(root: string): Promise<void> {
  await writeFile(path.join(root, STAMP_FILE), `${await buildInputsHash(root)}\n`);
}

async function main() {
  const root = path.resolve(import.meta.dirname, "..");
  if (process.argv.includes("--stamp")) {
    await writeStamp(root);
    return;
  }
  const reason = await buildNeeded(root);
  if (reason === undefined) {
    process.stdout.write("Web app is up to date (sources unchanged since the last build); not rebuilding.\n");
    return;
  }
  process.stdout.write(`Building the web app: ${reason}.\n`);
  // `npm run build` writes the stamp as its last step.
  const result = spawnSync("npm", ["run", "build"], {
    cwd: root,
    stdio: "inherit",
    shell: process.platform === "win32",
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

if (import.meta.main) await main();
