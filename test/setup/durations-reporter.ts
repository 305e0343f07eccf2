/**
 * Where the suite's time goes (issue 25): after the run, a table of each layer (Vitest
 * project) — its files, their summed time and its wall time from its first file's start to its
 * last file's end — and the slowest 15 files, each with its setup (imports and hooks
 * included). `.ci/run` adds it to its output so every change shows its cost; the same figures
 * go to test-results/durations.json.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Reporter, TestModule } from "vitest/node";
import { fileTimeKey } from "./sequencer.ts";

interface FileTime {
  layer: string;
  file: string;
  seconds: number;
  start: number;
  end: number;
  tests: number;
  state: string;
}

const SLOWEST = 15;

export default class DurationsReporter implements Reporter {
  private readonly files: FileTime[] = [];
  private runStart = Date.now();

  onTestRunStart() {
    this.runStart = Date.now();
  }

  onTestModuleEnd(module: TestModule) {
    const d = module.diagnostic();
    const ms = d.environmentSetupDuration + d.prepareDuration + d.collectDuration + d.setupDuration + d.duration;
    const end = Date.now();
    this.files.push({
      layer: module.project.name || "default",
      file: path.relative(process.cwd(), module.moduleId),
      seconds: ms / 1000,
      start: end - ms,
      end,
      tests: [...module.children.allTests()].length,
      state: module.state(),
    });
  }

  onTestRunEnd() {
    if (this.files.length === 0) return;
    const wall = (Date.now() - this.runStart) / 1000;
    const layers = [...new Set(this.files.map((f) => f.layer))].map((layer) => {
      const files = this.files.filter((f) => f.layer === layer);
      return {
        layer,
        files: files.length,
        tests: files.reduce((sum, f) => sum + f.tests, 0),
        summedSeconds: files.reduce((sum, f) => sum + f.seconds, 0),
        wallSeconds: (Math.max(...files.map((f) => f.end)) - Math.min(...files.map((f) => f.start))) / 1000,
      };
    });
    const slowest = [...this.files].sort((a, b) => b.seconds - a.seconds).slice(0, SLOWEST);
    const s = (n: number) => `${n.toFixed(1)} s`.padStart(9);
    const lines = [
      "",
      `--- test time by layer (whole run ${s(wall).trim()})`,
      `${"layer".padEnd(16)} ${"files".padStart(5)} ${"tests".padStart(6)} ${"summed".padStart(9)} ${"wall".padStart(9)}`,
      ...layers.map(
        (l) =>
          `${l.layer.padEnd(16)} ${String(l.files).padStart(5)} ${String(l.tests).padStart(6)} ${s(l.summedSeconds)} ${s(l.wallSeconds)}`,
      ),
      `--- slowest ${slowest.length} files`,
      ...slowest.map(
        (f) => `${s(f.seconds)}  ${f.layer.padEnd(16)} ${f.file}${f.state === "passed" ? "" : ` (${f.state})`}`,
      ),
      "",
    ];
    process.stdout.write(`${lines.join("\n")}\n`);
    mkdirSync("test-results", { recursive: true });
    writeFileSync(
      path.join("test-results", "durations.json"),
      `${JSON.stringify({ wallSeconds: wall, layers, files: this.files }, null, 1)}\n`,
    );
    // The sequencer's table (test/setup/sequencer.ts): each file's time, to copy over
    // test/setup/file-times.json after a change that moves times a lot.
    const times = Object.fromEntries(
      [...this.files]
        .map((f) => [fileTimeKey(f.layer, f.file), Math.round(f.seconds * 10) / 10] as const)
        .sort(([a], [b]) => a.localeCompare(b)),
    );
    writeFileSync(path.join("test-results", "file-times.json"), `${JSON.stringify(times, null, 1)}\n`);
  }
}
