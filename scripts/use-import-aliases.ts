/**
 * Rewrites relative imports to the package's import aliases (package.json `imports`:
 * `#server/*`, `#contract/*`, `#web/*`, `#test/*`, decision 028). An import is rewritten when
 * the file it names exists and sits in an aliased area, and the import either leaves the
 * importing file's area (web → contract, test → server, a script → anything) or climbs two or
 * more `../` levels. Imports within a folder or one level up in the same area stay relative.
 *
 * Safe to run again at any time (after a merge, say): aliased imports are not relative, so a
 * second run changes nothing. Strings that only look like imports (test data in template
 * literals) name no existing file and are left alone.
 *
 * Usage:
 *   node scripts/use-import-aliases.ts           rewrite, then format the changed files
 *   node scripts/use-import-aliases.ts --check   list what would change; exit 1 if anything would
 */
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";

/** Folders whose files are rewritten (their imports may point into any area). */
const ROOTS = ["src", "test", "scripts", "bench"];
const SOURCE = /\.(?:ts|tsx|mts)$/;

export interface Alias {
  /** "#server/" */
  alias: string;
  /** "src/server/" (repository-relative, posix) */
  dir: string;
}

/** The aliases package.json declares: `"#server/*": "./src/server/*"` → { "#server/", "src/server/" }. */
export function aliasesOf(packageJson: { imports?: Record<string, unknown> }): Alias[] {
  return Object.entries(packageJson.imports ?? {}).flatMap(([key, target]) =>
    key.endsWith("/*") && typeof target === "string" && target.startsWith("./") && target.endsWith("/*")
      ? [{ alias: key.slice(0, -1), dir: target.slice(2, -1) }]
      : [],
  );
}

const areaOf = (file: string, aliases: Alias[]) => aliases.find((a) => file.startsWith(a.dir));

/** `from "…"`, `import "…"`, `import("…")` and `export … from "…"` specifiers that start with a dot. */
const SPECIFIER = /(\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)(["'])(\.{1,2}\/[^"'\n]+)\2/g;

/**
 * The alias form of `specifier` written in `file` (both repository-relative, posix), or
 * undefined when it stays as it is.
 */
export function aliasFor(
  file: string,
  specifier: string,
  aliases: Alias[],
  exists: (target: string) => boolean,
): string | undefined {
  if (!specifier.startsWith("../")) return undefined;
  const target = path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier));
  const targetArea = areaOf(target, aliases);
  if (!targetArea || !exists(target)) return undefined;
  const climbs = specifier.match(/^(?:\.\.\/)+/)?.[0].length ?? 0;
  const leavesArea = areaOf(file, aliases) !== targetArea;
  if (!leavesArea && climbs < 2 * "../".length) return undefined;
  return `${targetArea.alias}${target.slice(targetArea.dir.length)}`;
}

/** The file's text with its qualifying imports aliased, and how many were. */
export function rewrite(
  file: string,
  source: string,
  aliases: Alias[],
  exists: (target: string) => boolean,
): { text: string; count: number } {
  let count = 0;
  const text = source.replace(SPECIFIER, (whole, lead: string, quote: string, specifier: string) => {
    const aliased = aliasFor(file, specifier, aliases, exists);
    if (!aliased) return whole;
    count++;
    return `${lead}${quote}${aliased}${quote}`;
  });
  return { text, count };
}

function listFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.posix.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "node_modules" ? [] : listFiles(full);
    return SOURCE.test(entry.name) ? [full] : [];
  });
}

if (import.meta.main) {
  const check = process.argv.includes("--check");
  const aliases = aliasesOf(JSON.parse(readFileSync("package.json", "utf8")));
  if (aliases.length === 0) throw new Error("package.json declares no `imports` aliases");
  const exists = (target: string) => existsSync(target) && statSync(target).isFile();
  const changed: string[] = [];
  let total = 0;
  for (const file of ROOTS.flatMap(listFiles)) {
    const source = readFileSync(file, "utf8");
    const { text, count } = rewrite(file, source, aliases, exists);
    if (count === 0) continue;
    changed.push(file);
    total += count;
    if (check) console.error(`${file}: ${count} import(s) to alias`);
    else writeFileSync(file, text);
  }
  if (check) {
    if (changed.length > 0) {
      console.error(`\n${total} import(s) in ${changed.length} file(s); run: node scripts/use-import-aliases.ts`);
      process.exit(1);
    }
    process.stdout.write("import aliases: every deep or cross-area import uses an alias\n");
  } else {
    if (changed.length > 0) {
      const biome = spawnSync("npx", ["biome", "format", "--write", ...changed], { stdio: "inherit" });
      if (biome.status !== 0) process.exit(biome.status ?? 1);
    }
    process.stdout.write(`import aliases: ${total} import(s) rewritten in ${changed.length} file(s)\n`);
  }
}
