/**
 * The order files start in (issue 25, docs/decisions/700): browser files spend much of their
 * time waiting (for a page, a scheduled minute, a restarted server) while server files keep a
 * core busy, so they are interleaved — the longest browser file first, then a share of the
 * server and unit files, then the next browser file — instead of all browser files first and
 * the CPU-bound files after them. Within each kind Vitest's own order holds (failed files
 * first, then the longest by the last run's times or by size).
 */
import { BaseSequencer, type TestSpecification } from "vitest/node";

export default class InterleavedSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
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
}
