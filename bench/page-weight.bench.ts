/**
 * bench:page-weight — what a phone downloads on a cold cache for each public page: initial
 * JavaScript (gzip and brotli, as served), CSS, fonts, images and the total transfer.
 * Usage: npm run build && npm run bench:page-weight [-- /path ...]
 * Without paths: every public page (the sitemap's, the Hindi landing, /login and
 * /forgot-password), each held to the 100 KB gzip budget for initial JavaScript (issue 27):
 * the run exits non-zero when a page is over it.
 * BENCH_PHONE_FONTS=1 gives the browser the Indian-script fonts an Android phone has
 * (bench/phone-fonts.ts); without it the machine's own fonts are used.
 */
import { sitemapPaths } from "#server/features/seo/seo.routes.ts";
import { launchOwnBrowser, PHONE } from "#test/e2e/harness.ts";
import { startBenchServer } from "./lib.ts";
import { browserFonts } from "./phone-fonts.ts";

const paths =
  process.argv.slice(2).length > 0
    ? process.argv.slice(2)
    : [...new Set([...sitemapPaths(), "/hi/", "/login", "/forgot-password"])];
/** Initial JavaScript per public page, gzip (issue 27). */
const BUDGET_KB = 100;
const overBudget: string[] = [];
const server = await startBenchServer();
const fonts = await browserFonts();
const browser = await launchOwnBrowser(fonts.env);
const kb = (bytes: number) => (bytes / 1024).toFixed(1);

const lines: string[] = [];
try {
  for (const path of paths) {
    const context = await browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    const responses: { url: string; type: string; bytes: number }[] = [];
    page.on("requestfinished", async (request) => {
      const sizes = await request.sizes();
      responses.push({
        url: request.url(),
        type: request.resourceType(),
        bytes: sizes.responseBodySize + sizes.responseHeadersSize,
      });
    });
    await page.goto(`${server.url}${path}`, { waitUntil: "networkidle" });
    await page.waitForTimeout(500);
    const scripts = responses.filter((r) => r.type === "script");
    let gzip = 0;
    for (const script of scripts) {
      const res = await fetch(script.url, { headers: { "accept-encoding": "gzip" } });
      gzip += Number(res.headers.get("content-length") ?? (await res.arrayBuffer()).byteLength);
    }
    const sum = (type: string) => responses.filter((r) => r.type === type).reduce((n, r) => n + r.bytes, 0);
    const total = responses.reduce((n, r) => n + r.bytes, 0);
    if (gzip / 1024 > BUDGET_KB) overBudget.push(`${path}: ${kb(gzip)} KB`);
    lines.push(
      `| ${path} | ${scripts.length} | ${kb(gzip)} | ${kb(sum("script"))} | ${kb(sum("stylesheet"))} | ${kb(sum("font"))} (${responses.filter((r) => r.type === "font").length}) | ${kb(sum("image"))} | ${kb(total)} |`,
    );
    await context.close();
  }
} finally {
  await browser.close();
  await server.stop();
  await fonts.cleanup();
}
process.stdout.write(
  `\nbench:page-weight — cold cache, ${PHONE.width}×${PHONE.height}, sizes in KB as transferred; ${fonts.label}\n\n` +
    "| page | JS files | JS gzip | JS as served (br) | CSS | fonts (files) | images | total transfer |\n" +
    "|---|---:|---:|---:|---:|---:|---:|---:|\n" +
    `${lines.join("\n")}\n`,
);
process.stdout.write(
  overBudget.length === 0
    ? `\nEvery page's initial JavaScript is within ${BUDGET_KB} KB gzip.\n`
    : `\nOver the ${BUDGET_KB} KB gzip budget: ${overBudget.join(", ")}\n`,
);
if (overBudget.length > 0) process.exitCode = 1;
