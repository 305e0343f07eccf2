import { randomBytes } from "node:crypto";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DESKTOP, launchBrowser, openPage, PHONE, type SharedServer, screenshot, sharedServer } from "./harness.ts";

// Public pages go out rendered by the server and are hydrated by the browser app (decision 103).

let server: SharedServer;
let browser: Browser;

beforeAll(async () => {
  server = sharedServer();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.dispose();
});

const rootOf = (html: string) => /<div id="root">([\s\S]*?)<\/div>\s*<noscript>/.exec(html)?.[1] ?? "";

async function register(): Promise<string> {
  const res = await fetch(`${server.url}/api/auth/register`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: server.url },
    body: JSON.stringify({
      email: `ssr-${randomBytes(3).toString("hex")}@example.in`,
      password: "secret-pass-1",
      name: "Asha Rao",
      isAtLeast13: true,
      acceptTerms: true,
    }),
  });
  expect(res.status, await res.clone().text()).toBe(201);
  return (res.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
}

describe("the HTML a signed-out visitor gets", () => {
  it("holds each public page's content and the signed-out mark, with no inline script or style", async () => {
    const pages: [string, RegExp][] = [
      ["/", /Instagram posts in your language, ready in seconds/],
      ["/hi/", /आपकी भाषा में इंस्टाग्राम पोस्ट/],
      ["/blog", /<h1[^>]*>/],
      ["/about", /<h1[^>]*>About/],
      ["/contact", /<form/],
      ["/privacy-policy", /Digital Personal Data Protection Act/],
      ["/login", /<form/],
      ["/subscribe", /Choose your plan[\s\S]*₹499[\s\S]*Sign in to buy[\s\S]*Storage add-ons/],
    ];
    for (const [path, content] of pages) {
      const html = await (await fetch(`${server.url}${path}`)).text();
      const root = rootOf(html);
      expect(root, path).toMatch(content);
      expect(html, path).toContain('<meta name="ck-session" content="none">');
      // The CSP allows neither: a boundary revealed by a script, or a style attribute.
      expect(root, path).not.toMatch(/<script|<template|style="/);
    }
  });

  it("sends forms that the browser cannot submit on its own before the app takes over", async () => {
    // Before hydration a submit would be the browser's own: a GET with the password in the
    // address. So every form is method=post and its submit button starts disabled.
    for (const path of ["/login", "/contact", "/blog"]) {
      const root = rootOf(await (await fetch(`${server.url}${path}`)).text());
      const forms = root.match(/<form[^>]*>/g) ?? [];
      expect(forms.length, path).toBeGreaterThan(0);
      for (const form of forms) expect(form, path).toMatch(/method="post"/);
      const submits = root.match(/<button[^>]*type="submit"[^>]*>/g) ?? [];
      expect(submits.length, path).toBe(forms.length);
      for (const button of submits) expect(button, path).toMatch(/ disabled=""/);
    }
  });

  it("is the empty shell for signed-in users, pages with a query string, and signed-in pages", async () => {
    const cookie = await register();
    const signedIn = await (await fetch(`${server.url}/`, { headers: { cookie } })).text();
    expect(rootOf(signedIn)).toBe("");
    expect(signedIn).not.toContain('name="ck-session"');

    expect(rootOf(await (await fetch(`${server.url}/blog?newsletter=confirmed`)).text())).toBe("");
    expect(rootOf(await (await fetch(`${server.url}/upload`)).text())).toBe("");
    expect(rootOf(await (await fetch(`${server.url}/reset-password`)).text())).toBe("");
  });

  it("a dead session cookie is cleared by the first answer that reads it", async () => {
    // In production the cookie is `__Host-session` (Secure, host-only).
    const res = await fetch(`${server.url}/api/auth/me`, { headers: { cookie: "__Host-session=not-a-live-session" } });
    expect(res.status).toBe(401);
    expect(res.headers.get("set-cookie")).toMatch(/^__Host-session=;.*Expires=Thu, 01 Jan 1970/);
  });
});

describe.each([
  ["phone", PHONE],
  ["desktop", DESKTOP],
])("in the browser on a %s", (name, viewport) => {
  it("the landing reads fully without JavaScript", async () => {
    const context = await browser.newContext({ viewport, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${server.url}/`);
    await page.getByRole("heading", { level: 1, name: /Instagram posts in your language/ }).waitFor();
    await page.getByText("Everything a post needs").waitFor();
    await page
      .locator("footer")
      .getByRole("link", { name: /Privacy/ })
      .first()
      .waitFor();
    await screenshot(page, `ssr-no-javascript-${name}`);
    await context.close();
  });

  it("hydrates without errors or a call to /api/auth/me, then works as the app", async () => {
    const { page, errors, close } = await openPage(browser, viewport);
    const authCalls: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/api/auth/me")) authCalls.push(request.url());
    });
    await page.goto(`${server.url}/`, { waitUntil: "networkidle" });
    // Hydrated: the carousel's pause button responds (a server-rendered button alone would not).
    const pause = page.getByRole("button", { name: "Pause the sample posts" });
    await pause.click();
    await page.getByRole("button", { name: "Play the sample posts" }).waitFor();
    // Client-side navigation after hydration.
    await page.locator("footer").getByRole("link", { name: "About" }).first().click();
    await page.waitForURL(`${server.url}/about`);
    await page.getByRole("heading", { level: 1, name: /About/ }).waitFor();
    expect(authCalls).toEqual([]);
    expect(errors).toEqual([]);
    await close();
  });
});
