/**
 * The order files start in (issue 25, docs/decisions/700). Two rules:
 * - Longest first. A fresh clone has no Vitest cache, so Vitest would order by file size and a
 *   long browser file could start last and run alone at the end while the other workers sit
 *   idle. test/setup/file-times.json keeps each file's time from a full run (the durations
 *   reporter writes a new one to test-results/file-times.json; copy it over after a change
 *   that moves times a lot). A file it does not know yet counts as the median.
 * - One project after another: browser files first, then the server files on PGlite, on
 *   PostgreSQL, and the unit files (decision 780). A worker keeps imported modules only
 *   between files of one project (isolate: false): alternating projects imported the app
 *   again (the server files alone: 388 s mixed, 310 s grouped). Interleaving browser and
 *   server files (decision 700; `TEST_ORDER=interleaved`) made both slower: a browser file is a chain of short waits
 *   for a page and the server, and beside CPU-bound PGlite files each link waited for a core
 *   (816 s run one after the other, 1,115–1,131 s interleaved). The short server files then
 *   fill the workers the last long browser files leave.
 */
import { readFileSync, statSync } from "node:fs";
import path from "node:path";
import { BaseSequencer, type TestSpecification } from "vitest/node";

export const FILE_TIMES = path.join(import.meta.dirname, "file-times.json");

/** `<project>:<file relative to the root>`, as file-times.json keys them. */
export const fileTimeKey = (project: string, file: string) => `${project}:${file}`;

function knownTimes(): Record<string, number> {
  try {
    return JSON.parse(readFileSync(FILE_TIMES, "utf8")) as Record<string, number>;
  } catch {
    return {};
  }
}

export default class GroupedSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const times = knownTimes();
    const known = Object.values(times).sort((a, b) => a - b);
    const median = known[Math.floor(known.length / 2)] ?? 0;
    const timeOf = (file: TestSpecification) => {
      const root = file.project.config.root;
      return times[fileTimeKey(file.project.name, path.relative(root, file.moduleId))] ?? median;
    };
    const size = (file: TestSpecification) => statSync(file.moduleId).size;
    const sorted = [...files].sort((a, b) => timeOf(b) - timeOf(a) || size(b) - size(a));
    if (process.env.TEST_ORDER === "interleaved") {
      const browser = sorted.filter((file) => file.project.name === "e2e");
      const rest = sorted.filter((file) => file.project.name !== "e2e");
      const share = Math.ceil(rest.length / Math.max(browser.length, 1));
      const ordered: TestSpecification[] = [];
      while (browser.length > 0 || rest.length > 0) {
        const next = browser.shift();
        if (next) ordered.push(next);
        ordered.push(...rest.splice(0, share));
      }
      return ordered;
    }
    // One project after another: a worker keeps the modules it imported only while it runs
    // files of the same project (isolate: false), so alternating projects imports again.
    const projects = ["e2e", "server-pglite", "server-postgres"];
    const rank = (file: TestSpecification) => {
      const at = projects.indexOf(file.project.name);
      return at === -1 ? projects.length : at;
    };
    const ordered = [...sorted].sort((a, b) => rank(a) - rank(b));
    return ordered;
  }
}
