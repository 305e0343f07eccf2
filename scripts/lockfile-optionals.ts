/**
 * The npm registry these machines reach lacks some platform-specific optional packages (for
 * example @biomejs/cli-android-arm64). `npm install` then leaves them out of
 * package-lock.json, and `npm ci` refuses the lock as "out of sync". This script records each
 * missing optional dependency in the lock as an optional entry with its version only: npm ci
 * accepts the lock, and skips those packages like any optional package that cannot be
 * installed. See docs/decisions/005-lockfile-optional-packages.md.
 *
 *   node scripts/lockfile-optionals.ts --check   exit 1 when entries are missing (npm run check)
 *   node scripts/lockfile-optionals.ts --write   add them (npm run lock:fix, after npm install)
 */
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

interface LockPackage {
  version?: string;
  dev?: boolean;
  optional?: boolean;
  optionalDependencies?: Record<string, string>;
}

const lockPath = path.resolve(import.meta.dirname, "../package-lock.json");
const lock = JSON.parse(readFileSync(lockPath, "utf8")) as { packages: Record<string, LockPackage> };
const packages = lock.packages;

const missing: [string, LockPackage][] = [];
for (const [location, meta] of Object.entries(packages)) {
  for (const [name, version] of Object.entries(meta.optionalDependencies ?? {})) {
    const nested = `${location ? `${location}/` : ""}node_modules/${name}`;
    const top = `node_modules/${name}`;
    if (packages[nested] || packages[top] || missing.some(([key]) => key === top)) continue;
    missing.push([top, { version, ...(meta.dev ? { dev: true } : {}), optional: true }]);
  }
}

if (process.argv.includes("--write")) {
  for (const [key, entry] of missing) packages[key] = entry;
  writeFileSync(lockPath, `${JSON.stringify(lock, null, 2)}\n`);
  process.stdout.write(`package-lock.json: recorded ${missing.length} unavailable optional package(s)\n`);
} else if (missing.length > 0) {
  process.stderr.write(
    `package-lock.json lacks ${missing.length} optional package(s) (${missing
      .slice(0, 3)
      .map(([key]) => key.replace("node_modules/", ""))
      .join(", ")}…), so \`npm ci\` would refuse it. Run \`npm run lock:fix\`.\n`,
  );
  process.exit(1);
}
