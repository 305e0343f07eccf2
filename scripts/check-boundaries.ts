/**
 * The import and request rules, checked by `npm run check` (decisions 021, 025):
 * 1. A feature uses another feature only through its service or presenter
 *    (`features/<f>/<f>.service.ts`, `features/<f>/<f>.presenter.ts`), never its queries or
 *    other files.
 * 2. Shared server code (everything outside features/) does not import a feature, except the
 *    two lists that compose them: app.ts (routes) and jobs/index.ts (job handlers).
 * 3. No feature looks up the session itself: routes are registered from their declaration
 *    (`serveRoute`, decisions 020, 748) and read `request.user`.
 * 4. Errors are made only by the factories in errors.ts, never `new AppError(` elsewhere (decision 023).
 * 5. The browser requests only through a feature's hooks: `apiRequest`, `fetch`, `apiGet`, `apiGetOrNull`,
 *    `useQuery`, `useInfiniteQuery` and `useMutation` appear only in `src/web/lib/` and in
 *    `src/web/features/<f>/queries.ts` (decision 025).
 * Test files are exempt: a test may reach into what it tests.
 *
 * Usage: node scripts/check-boundaries.ts   (exits 1 and lists each violation)
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

export interface Violation {
  file: string;
  message: string;
}

const SERVER = "src/server";
const FEATURES = `${SERVER}/features/`;
const COMPOSITION_ROOTS = new Set([`${SERVER}/app.ts`, `${SERVER}/jobs/index.ts`]);
const SESSION_LOOKUP = /\b(currentSession|findLiveSession|requireUser|requireAdmin)\b/;
const IMPORT = /(?:\bimport|\bexport)\s[^;]*?\bfrom\s*["']([^"']+)["']|\bimport\(\s*["']([^"']+)["']\s*\)/g;

const isTest = (file: string) => /\.test\.tsx?$/.test(file);

const WEB = "src/web";
const REQUEST =
  /(?<![\w.])(apiRequest|fetch|apiGet|apiGetOrNull|useQuery|useInfiniteQuery|useMutation)(?:<[^()]*?>)?\(/;
/** Where the browser may make a request: the API client itself and each feature's hooks. */
const mayRequest = (file: string) =>
  file.startsWith(`${WEB}/lib/`) ||
  /^src\/web\/features\/[^/]+\/queries\.ts$/.test(file) ||
  REQUEST_EXCEPTIONS.has(file);
/**
 * Files that may request outside queries.ts, each for its reason. The generation stream reads
 * server-sent events through apiRequest; the preview fetches its image files (not the API);
 * the API reference's examples hold `fetch(` only as the text of example code it shows.
 */
const REQUEST_EXCEPTIONS = new Set([
  `${WEB}/features/create/stream.ts`,
  `${WEB}/features/create/preview-image.ts`,
  `${WEB}/features/api-docs/examples.ts`,
]);

/** Rule 5: where a browser file makes a request itself instead of through a feature's hook. */
function webViolations(file: string, source: string): Violation[] {
  if (isTest(file) || mayRequest(file)) return [];
  const call = source.match(REQUEST);
  if (!call) return [];
  return [{ file, message: `calls ${call[1]}(…); request through a hook in src/web/features/<feature>/queries.ts` }];
}

/** The repository-relative path an import names, or undefined for a package. */
export function resolveImport(fromFile: string, specifier: string): string | undefined {
  if (specifier.startsWith("#server/")) return `${SERVER}/${specifier.slice("#server/".length)}`;
  if (specifier.startsWith("#contract/")) return `src/contract/${specifier.slice("#contract/".length)}`;
  if (specifier.startsWith("#web/")) return `src/web/${specifier.slice("#web/".length)}`;
  if (specifier.startsWith("#test/")) return `test/${specifier.slice("#test/".length)}`;
  if (!specifier.startsWith(".")) return undefined;
  return path.posix.normalize(path.posix.join(path.posix.dirname(fromFile), specifier));
}

const featureOf = (file: string) => (file.startsWith(FEATURES) ? file.slice(FEATURES.length).split("/")[0] : undefined);

/** Whether `target` is part of feature `name`'s public face (its service or presenter). */
function isPublicFace(target: string, name: string) {
  return target === `${FEATURES}${name}/${name}.service.ts` || target === `${FEATURES}${name}/${name}.presenter.ts`;
}

/** Every rule broken by the given files (repository-relative path → source text). */
export function findViolations(files: Map<string, string>): Violation[] {
  const violations: Violation[] = [];
  for (const [file, source] of files) {
    if (file.startsWith(`${WEB}/`)) violations.push(...webViolations(file, source));
    if (!file.startsWith(`${SERVER}/`) || isTest(file)) continue;
    const feature = featureOf(file);
    for (const match of source.matchAll(IMPORT)) {
      const specifier = match[1] ?? match[2];
      if (!specifier) continue;
      const target = resolveImport(file, specifier);
      if (!target) continue;
      const targetFeature = featureOf(target);
      if (!targetFeature) continue;
      if (feature === undefined) {
        if (!COMPOSITION_ROOTS.has(file)) {
          violations.push({ file, message: `shared server code imports the ${targetFeature} feature (${specifier})` });
        }
      } else if (targetFeature !== feature && !isPublicFace(target, targetFeature)) {
        violations.push({
          file,
          message: `imports ${specifier}: use the ${targetFeature} feature through ${targetFeature}.service.ts or ${targetFeature}.presenter.ts`,
        });
      }
    }
    if (file !== `${SERVER}/errors.ts` && /\bnew AppError\(/.test(source)) {
      violations.push({ file, message: "writes new AppError(…); use a factory from errors.ts" });
    }
    if (feature !== undefined) {
      const lookup = source.match(SESSION_LOOKUP);
      if (lookup) {
        violations.push({
          file,
          message: `calls the session lookup (${lookup[1]}); declare config: { access } on the route and read request.user`,
        });
      }
    }
  }
  return violations;
}

function listFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.posix.join(dir, entry.name);
    if (entry.isDirectory()) return listFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

if (import.meta.main) {
  const files = new Map(
    [...listFiles(SERVER), ...listFiles(WEB)].map((file) => [file, readFileSync(file, "utf8")] as const),
  );
  const violations = findViolations(files);
  for (const v of violations) console.error(`${v.file}: ${v.message}`);
  if (violations.length > 0) {
    console.error(
      `\n${violations.length} boundary violation(s); see docs/decisions/021-feature-boundaries-check.md and 025-one-way-to-fetch.md`,
    );
    process.exit(1);
  }
  process.stdout.write(`boundaries: ${files.size} server and browser files, no violation\n`);
}
