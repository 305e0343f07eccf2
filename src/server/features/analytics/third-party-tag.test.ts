import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ConfigError, testConfig } from "#server/config.ts";
import { createTestApp, type TestApp } from "#test/helpers/app.ts";

/** The operator's third-party tag (decision 553): absent by default, allowed by the CSP only when configured. */

let plain: TestApp;
let tagged: TestApp;
beforeAll(async () => {
  [plain, tagged] = await Promise.all([createTestApp(), createTestApp({ env: { ANALYTICS_GTAG_ID: "G-TEST1234" } })]);
});
afterAll(async () => {
  await Promise.all([plain.close(), tagged.close()]);
});

const pageOf = async (t: TestApp) => {
  const res = await t.app.inject("/about");
  expect(res.statusCode).toBe(200);
  const block = /<script type="application\/json" id="app-config">(.*?)<\/script>/.exec(res.body)?.[1] ?? "{}";
  return { config: JSON.parse(block), csp: String(res.headers["content-security-policy"]), body: res.body };
};

describe("a third-party analytics tag", () => {
  it("is not there by default: not in the page's settings, not allowed by its CSP, no Google address anywhere", async () => {
    const { config, csp, body } = await pageOf(plain);
    expect(config).not.toHaveProperty("analyticsTag");
    expect(csp).not.toMatch(/google/);
    expect(body).not.toMatch(/googletagmanager|google-analytics/);
  });

  it("when configured, is named in the page's settings and allowed by the CSP, but not loaded by the HTML", async () => {
    const { config, csp, body } = await pageOf(tagged);
    expect(config.analyticsTag).toEqual({ kind: "gtag", id: "G-TEST1234" });
    const directive = (name: string) => csp.split(";").find((part) => part.trim().startsWith(`${name} `)) ?? "";
    expect(directive("script-src")).toContain("https://www.googletagmanager.com");
    expect(directive("connect-src")).toContain("https://*.google-analytics.com");
    expect(directive("img-src")).toContain("https://*.google-analytics.com");
    // The browser loads it only after consent (analytics-consent.tsx): no script tag in the HTML.
    expect(body).not.toMatch(/<script[^>]+googletagmanager/);
  });

  it("refuses a malformed measurement id at start-up", () => {
    for (const id of ["UA-1234-1", "G-", "G-abc<script>", "https://evil.example/x.js"]) {
      expect(() => testConfig({ ANALYTICS_GTAG_ID: id }), id).toThrow(ConfigError);
    }
  });
});
