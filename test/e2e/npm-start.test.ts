/**
 * The server started exactly as the README says (`npm start`, nothing set but PORT and a fresh
 * DATA_DIR) is the product as it would run in public (decision 156): no route shows mail or
 * another user's data without an admin session, and the reset-link takeover of issue 14 fails.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, expect, it } from "vitest";
import { routeTable } from "#contract/route-table.ts";
import { routes as pageRoutes } from "#contract/routes.ts";
import { ROOT_DIR } from "#server/config.ts";
import { freePort, launchBrowser, openPage } from "./harness.ts";

let child: ChildProcess;
let output = "";
let port: number;
let url: string;
let dataDir: string;
let browser: Browser;

/**
 * Every route the server registers, from the route table it registers them from (decision 748),
 * so a new route is crawled too (the built files, one route each, are not a path to crawl).
 */
function serverRoutes(): { method: string; path: string }[] {
  return routeTable.filter((route) => !route.path.includes("<")).map(({ method, path }) => ({ method, path }));
}

beforeAll(async () => {
  port = await freePort();
  url = `http://localhost:${port}`;
  dataDir = await mkdtemp(path.join(tmpdir(), "ck-npm-start-"));
  // `npm start` as a person types it: only PORT and DATA_DIR are set (plus PATH/HOME for npm
  // itself, and the test suite's no-network guard, which changes nothing but refusing the internet).
  child = spawn("npm", ["start"], {
    cwd: ROOT_DIR,
    detached: true,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_OPTIONS: `--import=${path.join(ROOT_DIR, "test/setup/no-network.ts")}`,
      PORT: String(port),
      DATA_DIR: dataDir,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (chunk) => {
    output += chunk;
  });
  child.stderr?.on("data", (chunk) => {
    output += chunk;
  });
  browser = await launchBrowser();
  const deadline = Date.now() + 240_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`npm start exited with ${child.exitCode}:\n${output}`);
    if (Date.now() > deadline) throw new Error(`npm start did not become ready:\n${output}`);
    if (
      await fetch(`http://127.0.0.1:${port}/readyz`).then(
        (res) => res.ok,
        () => false,
      )
    )
      break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}, 300_000);

afterAll(async () => {
  await browser?.close();
  if (child?.pid && child.exitCode === null) {
    const exited = new Promise((resolve) => child.once("exit", resolve));
    process.kill(-child.pid, "SIGTERM");
    await exited;
  }
  await rm(dataDir, { recursive: true, force: true });
});

/** fetch from the page itself: Chromium's own cookie rules apply. */
async function inPage(page: Page, method: string, target: string, body?: unknown) {
  return page.evaluate(
    async ({ method, target, body }) => {
      const res = await fetch(target, {
        method,
        headers: body === undefined ? {} : { "content-type": "application/json" },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: res.status, body: await res.text() };
    },
    { method, target, body },
  );
}

/** The links the server printed for the operator, from its own log (what the issue allows). */
function loggedLinks(to: string): string[] {
  const links: string[] = [];
  for (const line of output.split("\n")) {
    if (!line.startsWith("{")) continue;
    const entry = JSON.parse(line) as { mail?: { to: string; links: string[] } };
    if (entry.mail?.to === to) links.push(...entry.mail.links);
  }
  return links;
}

it("runs in production, built only when the sources changed, with the Secure session cookie working on http://localhost in Chromium; the takeover fails and no route shows mail or another user's data", async () => {
  // The build in dist/ is of these sources (the e2e run builds first), so npm start did not rebuild.
  expect(output).toContain("Web app is up to date (sources unchanged since the last build); not rebuilding.");
  // Logged just after the server starts listening: /readyz can answer before the line arrives.
  await expect.poll(() => output).toContain("no SMTP_URL: e-mail is kept in the outbox");

  // The victim signs up in Chromium at http://localhost: the production cookie holds there.
  const victim = { email: `victim-${randomBytes(3).toString("hex")}@example.in`, password: "victim-password-1" };
  const victimName = `Zubeida Quasar${randomBytes(3).toString("hex")}`;
  const secretText = `victim-secret-${randomBytes(6).toString("hex")}`;
  const v = await openPage(browser);
  await v.page.goto(`${url}/`, { waitUntil: "domcontentloaded" });
  const registered = await inPage(v.page, "POST", "/api/auth/register", {
    ...victim,
    name: victimName,
    isAtLeast13: true,
    acceptTerms: true,
  });
  expect(registered.status).toBe(201);
  const cookies = await v.page.context().cookies(url);
  expect(cookies).toEqual([
    expect.objectContaining({ name: "__Host-session", secure: true, httpOnly: true, sameSite: "Lax", path: "/" }),
  ]);
  expect((await inPage(v.page, "GET", "/api/auth/me")).status).toBe(200);
  const example = await inPage(v.page, "POST", "/api/brand-training", {
    title: `${secretText} title`,
    content: `${secretText} content`,
  });
  expect(example.status).toBe(201);
  const style = await inPage(v.page, "POST", "/api/voice-styles", {
    styleName: `${secretText} style`,
    brandVoice: `${secretText} voice`,
  });
  expect(style.status).toBe(201);
  const victimIds = [JSON.parse(example.body).id as string, JSON.parse(style.body).id as string];

  // The attacker: anonymous, then with an ordinary account of their own.
  const api = `http://127.0.0.1:${port}`;
  const json = { "content-type": "application/json" };
  const unknownAnswer = await fetch(`${api}/api/auth/forgot-password`, {
    method: "POST",
    headers: json,
    body: JSON.stringify({ email: "nobody-here@example.in" }),
  });
  const takeover = await fetch(`${api}/api/auth/forgot-password`, {
    method: "POST",
    headers: json,
    body: JSON.stringify({ email: victim.email }),
  });
  // The same answer for a stranger's address as for the victim's: it reveals nothing.
  expect(takeover.status).toBe(unknownAnswer.status);
  expect(await takeover.text()).toBe(await unknownAnswer.text());
  // The reset link exists (the operator's console has it) — the attacker must not find it anywhere.
  // (The job runner sends it within a few seconds.)
  const findResetLink = () => loggedLinks(victim.email).find((link) => link.includes("/reset-password?token="));
  for (let i = 0; i < 100 && !findResetLink(); i++) await new Promise((resolve) => setTimeout(resolve, 200));
  const resetLink = findResetLink();
  expect(resetLink).toBeDefined();
  const token = new URL(resetLink as string).searchParams.get("token") as string;

  const attacker = { email: `attacker-${randomBytes(3).toString("hex")}@example.in`, password: "attacker-password-1" };
  const signedUp = await fetch(`${api}/api/auth/register`, {
    method: "POST",
    headers: json,
    body: JSON.stringify({ ...attacker, name: "Mallory", isAtLeast13: true, acceptTerms: true }),
  });
  expect(signedUp.status).toBe(201);
  const attackerCookie = (signedUp.headers.getSetCookie()[0] ?? "").split(";")[0] ?? "";
  expect(attackerCookie).toMatch(/^__Host-session=/);

  const secrets = [victim.email, victimName, secretText, token];
  const leaks: string[] = [];
  const check = async (who: string, method: string, target: string, cookie?: string) => {
    const res = await fetch(`${api}${target}`, {
      method,
      redirect: "manual",
      headers: { ...(cookie ? { cookie } : {}), ...(method === "GET" ? {} : json) },
      ...(method === "GET" ? {} : { body: "{}" }),
    });
    const text = await res.text();
    for (const secret of secrets) if (text.includes(secret)) leaks.push(`${who} ${method} ${target} shows ${secret}`);
    if (victimIds.some((id) => target.includes(id)) && res.status < 300) {
      leaks.push(`${who} ${method} ${target} answered ${res.status} for the victim's item`);
    }
    return res.status;
  };

  const routes = serverRoutes();
  expect(routes.length).toBeGreaterThan(45);
  expect(routes).toContainEqual({ method: "GET", path: "/api/admin/mail" });
  let requests = 0;
  for (const route of routes) {
    const targets = route.path.includes(":")
      ? [...victimIds, "00000000-0000-4000-8000-000000000000"].map((id) => route.path.replace(/:\w+/g, id))
      : [route.path.replace("/*", "/no-such-page")];
    for (const target of targets) {
      await check("anonymous", route.method, target);
      // Signing out would end the attacker's crawl early; it shows nothing either way.
      if (target !== "/api/logout") await check("attacker", route.method, target, attackerCookie);
      requests += 2;
    }
  }
  // Every page of the site, and where a mailbox used to be.
  for (const target of [
    ...pageRoutes.map((page) => page.path.replace(/:\w+/g, "x")),
    "/dev/mailbox",
    "/api/dev/mailbox",
    `/dev/mailbox/${victimIds[0]}`,
    "/admin?tab=mail",
  ]) {
    await check("anonymous", "GET", target);
    await check("attacker", "GET", target, attackerCookie);
    requests += 2;
  }
  expect(leaks).toEqual([]);
  expect(requests).toBeGreaterThan(100);
  expect(await check("anonymous", "GET", "/api/dev/mailbox")).toBe(404);
  expect(await check("anonymous", "GET", "/api/admin/mail")).toBe(401);
  expect(await check("attacker", "GET", "/api/admin/mail", attackerCookie)).toBe(403);

  // Without the link, the reset cannot be done: guessed tokens are refused …
  for (const guess of ["a".repeat(43), randomBytes(32).toString("base64url")]) {
    const reset = await fetch(`${api}/api/auth/reset-password`, {
      method: "POST",
      headers: json,
      body: JSON.stringify({ token: guess, password: "attacker-owns-it-1" }),
    });
    expect(reset.status).toBe(400);
  }
  // … and the victim still signs in with their own password; the attacker's does not work.
  const signIn = (password: string) =>
    fetch(`${api}/api/auth/login`, {
      method: "POST",
      headers: json,
      body: JSON.stringify({ email: victim.email, password }),
    });
  expect((await signIn("attacker-owns-it-1")).status).toBe(401);
  expect((await signIn(victim.password)).status).toBe(200);
  // The victim's things are all still theirs and unchanged.
  const mine = JSON.parse((await inPage(v.page, "GET", "/api/brand-training")).body) as unknown;
  expect(JSON.stringify(mine)).toContain(`${secretText} content`);
  await v.close();
}, 300_000);

it("sends production headers and no developer hints", async () => {
  const home = await fetch(`http://127.0.0.1:${port}/`);
  expect(home.headers.get("content-security-policy")).toContain("default-src 'self'");
  expect(home.headers.get("x-frame-options")).toBe("DENY");
  const missing = await fetch(`http://127.0.0.1:${port}/no-such-page`);
  expect(missing.status).toBe(404);
  // The router hint of the not-found page exists only in Vite's development server.
  const assets = path.join(ROOT_DIR, "dist/web/assets");
  for (const file of (await readdir(assets)).filter((name) => name.endsWith(".js"))) {
    expect(await readFile(path.join(assets, file), "utf8"), file).not.toContain("Did you forget to add the page");
  }
  const page = await openPage(browser);
  await page.page.goto(`${url}/no-such-page`, { waitUntil: "networkidle" });
  await page.page.getByRole("heading", { name: "Page Not Found" }).waitFor();
  await expect(page.page.getByText(/forget to add the page/).count()).resolves.toBe(0);
  await page.close();
});
