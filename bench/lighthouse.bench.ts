import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
/**
 * bench:lighthouse — Lighthouse mobile scores (performance, accessibility, best practices,
 * SEO) for the public pages, run by the `lighthouse` package against Debian's Chromium with
 * Lighthouse's default mobile emulation (Moto G Power, simulated slow 4G, 4× CPU slowdown).
 * Usage: npm run build && npm run bench:lighthouse [-- /path ...]
 * BENCH_PHONE_FONTS=1 gives the browser the Indian-script fonts an Android phone has
 * (bench/phone-fonts.ts); without it the machine's own fonts are used.
 */
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { chromiumPath } from "#test/e2e/harness.ts";
import { startBenchServer } from "./lib.ts";
import { browserFonts } from "./phone-fonts.ts";

const paths = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ["/", "/hi/", "/blog"];
const server = await startBenchServer();
const fonts = await browserFonts();
const chrome = await chromeLauncher.launch({
  chromePath: chromiumPath(),
  envVars: { ...(process.env as Record<string, string>), ...fonts.env },
  chromeFlags: [
    "--headless=new",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-dev-shm-usage",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
  ],
});

const categories = ["performance", "accessibility", "best-practices", "seo"] as const;
const lines: string[] = [];
try {
  for (const path of paths) {
    const result = await lighthouse(`${server.url}${path}`, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: [...categories],
    });
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`no Lighthouse result for ${path}`);
    // LIGHTHOUSE_REPORT_DIR=/tmp/lh keeps each page's full report for a closer look.
    const reportDir = process.env.LIGHTHOUSE_REPORT_DIR;
    if (reportDir) {
      await mkdir(reportDir, { recursive: true });
      await writeFile(join(reportDir, `${path.replace(/\W+/g, "_") || "_"}.json`), JSON.stringify(lhr));
    }
    if (lhr.runtimeError) process.stderr.write(`${path}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}\n`);
    const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const metric = (id: string) => lhr.audits[id]?.displayValue ?? "—";
    // Lighthouse 13 names the largest-contentful-paint element in its LCP breakdown insight.
    const breakdown = lhr.audits["lcp-breakdown-insight"]?.details as
      | { items?: { type?: string; nodeLabel?: string }[] }
      | undefined;
    const lcpElement = breakdown?.items?.find((item) => item.type === "node")?.nodeLabel ?? "—";
    lines.push(
      `| ${path} | ${categories.map(score).join(" | ")} | ${metric("first-contentful-paint")} | ${metric("largest-contentful-paint")} | ${metric("total-blocking-time")} | ${metric("cumulative-layout-shift")} | ${lcpElement.slice(0, 40)} |`,
    );
    const failed = Object.values(lhr.audits)
      .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode === "binary")
      .map((a) => a.id);
    if (failed.length > 0) lines.push(`|  | failing audits: ${failed.join(", ")} | | | | | | | | |`);
  }
} finally {
  chrome.kill();
  await server.stop();
  await fonts.cleanup();
}
process.stdout.write(
  `\nbench:lighthouse — mobile (Lighthouse defaults: simulated slow 4G, 4× CPU slowdown); ${fonts.label}\n\n` +
    "| page | performance | accessibility | best practices | SEO | FCP | LCP | TBT | CLS | LCP element |\n" +
    "|---|---:|---:|---:|---:|---:|---:|---:|---:|---|\n" +
    `${lines.join("\n")}\n`,
);
