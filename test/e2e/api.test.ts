/**
 * The Business plan's API end to end (issue 19), against the real server process: a script
 * with only a key and HTTP, the reference's own quick start run as written, and the browser
 * journey of creating, copying once and revoking a key, and opening the reference.
 */
import { spawn } from "node:child_process";
import { randomBytes, randomUUID } from "node:crypto";
import { mkdir, mkdtemp, rm, symlink, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { Ajv2020 } from "ajv/dist/2020.js";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { OpenApiDocument } from "#contract/openapi.ts";
import { ROOT_DIR } from "#server/config.ts";
import { quickStartCurl, quickStartJavaScript } from "#web/features/api-docs/examples.ts";
import { realPhotos } from "../helpers/photos.ts";
import {
  ADMIN_WIDTH,
  launchBrowser,
  openPage,
  type RunningServer,
  screenshot,
  seriousA11yViolations,
  signUpThroughApi,
  startServer,
  toastText,
} from "./harness.ts";

let server: RunningServer;
let browser: Browser;
let photo: Buffer;
let document: OpenApiDocument;

beforeAll(async () => {
  [server, browser] = await Promise.all([
    startServer({ env: { TRUST_PROXY: "true", PAYMENTS_SANDBOX: "true" } }),
    launchBrowser(),
  ]);
  photo = (await realPhotos())[0]?.jpeg as Buffer;
  document = (await (await fetch(`${server.url}/api/v1/openapi.json`)).json()) as OpenApiDocument;
});

afterAll(async () => {
  await browser?.close();
  await server?.dispose();
});

let accounts = 0;

/** A new account with a Business pass bought through the sandbox checkout, and a key made on its account page's endpoint. */
async function businessKey(): Promise<string> {
  const n = ++accounts;
  const address = { "x-forwarded-for": `198.19.${Math.floor(n / 250)}.${(n % 250) + 1}` };
  const registered = await fetch(`${server.url}/api/auth/register`, {
    method: "POST",
    headers: { "content-type": "application/json", ...address },
    body: JSON.stringify({
      email: `api-${randomBytes(3).toString("hex")}@example.in`,
      password: "e2e-pass-1234",
      name: "Kavya Raman",
      isAtLeast13: true,
      acceptTerms: true,
    }),
  });
  expect(registered.status).toBe(201);
  const cookie = registered.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  const json = { "content-type": "application/json", cookie, ...address };
  const payment = await fetch(`${server.url}/api/phonepe/create-payment`, {
    method: "POST",
    headers: json,
    body: JSON.stringify({ planType: "business", method: "phonepe" }),
  });
  const { transactionId } = (await payment.json()) as { transactionId: string };
  const paid = await fetch(`${server.url}/api/payments/sandbox/${transactionId}/pay`, {
    method: "POST",
    headers: { cookie, ...address },
    redirect: "manual",
  });
  expect(paid.status).toBe(303);
  const created = await fetch(`${server.url}/api/api-keys`, {
    method: "POST",
    headers: json,
    body: JSON.stringify({ name: "Script", scopes: ["read", "generate", "write"] }),
  });
  expect(created.status).toBe(201);
  return ((await created.json()) as { key: string }).key;
}

/** The documented response schema of an operation, to check every answer against the description. */
function checkAgainstDescription(method: string, path: string, status: number, body: unknown) {
  const operation = document.paths[path]?.[method.toLowerCase()];
  const schema = operation?.responses[String(status)]?.content?.["application/json"]?.schema;
  expect(schema, `${method} ${path} ${status} is documented`).toBeDefined();
  const ajv = new Ajv2020({ strict: false, validateFormats: false });
  const resolvable = JSON.parse(
    JSON.stringify({ ...schema, $defs: document.components.schemas }).replaceAll("#/components/schemas/", "#/$defs/"),
  );
  const valid = ajv.validate(resolvable, body);
  expect(ajv.errors ?? [], `${method} ${path} ${status}`).toEqual([]);
  expect(valid).toBe(true);
}

describe("with only a key and HTTP", () => {
  it("uploads a real photo, writes a Tamil post streamed, saves it, lists it and deletes it", async () => {
    const key = await businessKey();
    const base = `${server.url}/api/v1`;
    const call = async (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) => {
      const res = await fetch(`${base}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${key}`,
          ...(body === undefined ? {} : { "content-type": "application/json" }),
          ...headers,
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      const data = res.status === 204 ? null : await res.json();
      const documented = path.replace(/[0-9a-f-]{36}/g, "{id}").split("?")[0] ?? path;
      if (data !== null) checkAgainstDescription(method, documented, res.status, data);
      return { status: res.status, headers: res.headers, data };
    };

    // 1. Upload, the app's direct-to-storage flow: start, PUT the bytes (no key), complete.
    const started = await call("POST", "/content", {
      fileName: "dinner.jpg",
      fileSize: photo.length,
      mimeType: "image/jpeg",
    });
    expect(started.status).toBe(201);
    const { item, upload } = started.data as {
      item: { id: string };
      upload: { url: string; headers: Record<string, string>; objectPath: string };
    };
    const put = await fetch(upload.url, { method: "PUT", headers: upload.headers, body: new Uint8Array(photo) });
    expect(put.ok).toBe(true);
    const completed = await call("POST", `/content/${item.id}/complete`, { objectPath: upload.objectPath });
    expect(completed.status).toBe(200);
    expect((completed.data as { status: string }).status).toBe("ready");

    // 2. A Tamil post, streamed as server-sent events.
    const streamed = await fetch(`${base}/generate`, {
      method: "POST",
      headers: {
        authorization: `Bearer ${key}`,
        "content-type": "application/json",
        accept: "text/event-stream",
        "idempotency-key": randomUUID(),
      },
      body: JSON.stringify({ contentItemIds: [item.id], language: "tamil", contentField: "food" }),
    });
    expect(streamed.status).toBe(200);
    expect(streamed.headers.get("content-type")).toContain("text/event-stream");
    const events = (await streamed.text())
      .split("\n\n")
      .filter(Boolean)
      .map((block) => ({
        event: /^event: (.*)$/m.exec(block)?.[1],
        data: JSON.parse(/^data: (.*)$/m.exec(block)?.[1] ?? "null"),
      }));
    expect(events.filter((e) => e.event === "partial").length).toBeGreaterThan(0);
    expect(events.at(-1)?.event).toBe("result");
    const post = events.at(-1)?.data as {
      postHeading: string;
      caption: string;
      postHashtags: string[];
      altText: string;
    };
    checkAgainstDescription("POST", "/generate", 200, post);
    expect(post.caption).toMatch(/[\u0B80-\u0BFF]/);

    // 3. Save it; a retry with the same Idempotency-Key saves once.
    const save = {
      title: post.postHeading,
      caption: post.caption,
      hashtags: post.postHashtags,
      altText: post.altText,
      contentItemIds: [item.id],
      language: "tamil",
    };
    const idempotency = { "idempotency-key": randomUUID() };
    const saved = await call("POST", "/posts", save, idempotency);
    expect(saved.status).toBe(201);
    const again = await call("POST", "/posts", save, idempotency);
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    const postId = (saved.data as { id: string }).id;
    expect((again.data as { id: string }).id).toBe(postId);

    // 4. List: the one post, in Tamil.
    const listed = await call("GET", "/posts?limit=20");
    expect((listed.data as { posts: { id: string; language: string }[] }).posts).toEqual([
      expect.objectContaining({ id: postId, language: "tamil", caption: post.caption }),
    ]);

    // 5. Delete it: gone.
    expect((await call("DELETE", `/posts/${postId}`)).status).toBe(204);
    const gone = await call("GET", `/posts/${postId}`);
    expect(gone.status).toBe(404);
    expect((gone.data as { error: { code: string } }).error.code).toBe("not_found");

    const usage = await call("GET", "/usage");
    expect((usage.data as { generations: { used: number } }).generations.used).toBe(1);
    // The key never reaches the server's log.
    expect(server.output()).not.toContain(key.slice(11));
  });

  it("the reference's JavaScript quick start runs as written", async () => {
    const key = await businessKey();
    const dir = await mkdtemp(path.join(tmpdir(), "ck-quickstart-"));
    try {
      await writeFile(path.join(dir, "quickstart.mjs"), quickStartJavaScript(`${server.url}/api/v1`));
      await writeFile(path.join(dir, "chai.jpg"), photo);
      const run = spawn(process.execPath, ["quickstart.mjs", "chai.jpg"], {
        cwd: dir,
        env: {
          PATH: process.env.PATH ?? "",
          CAPTIONKARO_API_KEY: key,
          NODE_OPTIONS: `--import=${path.join(ROOT_DIR, "test/setup/no-network.ts")}`,
        },
      });
      let output = "";
      run.stdout.on("data", (chunk) => {
        output += chunk;
      });
      run.stderr.on("data", (chunk) => {
        output += chunk;
      });
      const code = await new Promise<number | null>((resolve) => run.once("exit", resolve));
      expect(code, output).toBe(0);
      expect(output).toMatch(/[\u0B80-\u0BFF]/);
      expect(output).toMatch(/saved [0-9a-f-]{36}; 1 post\(s\) in the history/);
      const after = await fetch(`${server.url}/api/v1/posts`, { headers: { authorization: `Bearer ${key}` } });
      expect(((await after.json()) as { posts: unknown[] }).posts).toEqual([]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it("the reference's curl quick start runs as written with only curl and a POSIX shell on the PATH", async () => {
    const key = await businessKey();
    const dir = await mkdtemp(path.join(tmpdir(), "ck-quickstart-sh-"));
    try {
      // A PATH holding curl, dash and the shell's standard date and wc: no jq, no uuidgen, no bash.
      const bin = path.join(dir, "bin");
      await mkdir(bin);
      for (const tool of ["curl", "date", "wc"]) await symlink(`/usr/bin/${tool}`, path.join(bin, tool));
      await writeFile(path.join(dir, "quickstart.sh"), quickStartCurl(`${server.url}/api/v1`));
      await writeFile(path.join(dir, "chai.jpg"), photo);
      const run = spawn("/bin/sh", ["-e", "quickstart.sh"], {
        cwd: dir,
        env: { PATH: bin, CAPTIONKARO_API_KEY: key },
      });
      let output = "";
      run.stdout.on("data", (chunk) => {
        output += chunk;
      });
      run.stderr.on("data", (chunk) => {
        output += chunk;
      });
      const code = await new Promise<number | null>((resolve) => run.once("exit", resolve));
      expect(code, output).toBe(0);
      expect(output).not.toMatch(/not found/);
      // The upload completed (ready), the streamed post is Tamil, the save was listed, then deleted.
      expect(output).toMatch(/"status":"ready"/);
      expect(output).toMatch(/event: result/);
      expect(output).toMatch(/[\u0B80-\u0BFF]/);
      expect(output).toMatch(/"title":"Filter coffee"/);
      const after = await fetch(`${server.url}/api/v1/posts`, { headers: { authorization: `Bearer ${key}` } });
      expect(((await after.json()) as { posts: unknown[] }).posts).toEqual([]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it("serves the reference rendered for a visitor without a session", async () => {
    const html = await (await fetch(`${server.url}/docs/api`)).text();
    expect(html).toContain("API reference");
    expect(html).toContain("Write a post from photos, in any of the 12 languages");
    expect(html).toContain(`${server.url}/api/v1`);
  });
});

async function buyBusiness(page: Page) {
  const payment = await page.request.post(`${server.url}/api/phonepe/create-payment`, {
    data: { planType: "business", method: "phonepe" },
  });
  const { transactionId } = (await payment.json()) as { transactionId: string };
  const paid = await page.request.post(`${server.url}/api/payments/sandbox/${transactionId}/pay`, { maxRedirects: 0 });
  expect(paid.status()).toBe(303);
}

describe.each(ADMIN_WIDTH)("API keys in the browser at %s width", (label, viewport) => {
  it("create a key, copy it once, use it, revoke it; Resources → API Docs opens the reference", async () => {
    const { page, errors, close } = await openPage(browser, viewport);
    try {
      await page.context().grantPermissions(["clipboard-read", "clipboard-write"], { origin: server.url });
      await signUpThroughApi(page, server.url, `keys-${label}`);
      await buyBusiness(page);
      await page.goto(`${server.url}/account`, { waitUntil: "networkidle" });
      const section = page.getByRole("heading", { name: "API keys" });
      await section.waitFor();

      await page.getByLabel("Key name").fill("Shop CMS");
      await page.getByRole("checkbox", { name: /^Write:/ }).uncheck();
      await page.getByRole("button", { name: "Create key" }).click();
      const fresh = page.getByRole("region", { name: "Your new API key" });
      await fresh.waitFor();
      const key = await fresh.getByLabel("New API key").inputValue();
      expect(key).toMatch(/^ck_[A-Za-z0-9_-]{43}$/);
      await fresh.scrollIntoViewIfNeeded();
      await screenshot(page, "api-key-created");
      expect(await seriousA11yViolations(page)).toEqual([]);

      await fresh.getByRole("button", { name: "Copy key" }).click();
      expect(await toastText(page, "Key copied")).toContain("Key copied");
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(key);

      // Shown once: gone when dismissed, and not in the page after a reload, where only its start shows.
      await fresh.getByRole("button", { name: "I've saved it" }).click();
      await fresh.waitFor({ state: "detached" });
      const list = page.getByRole("list", { name: "Your API keys" });
      await expect.poll(() => list.textContent()).toContain(`${key.slice(0, 11)}…`);
      expect(await page.content()).not.toContain(key);

      const used = await fetch(`${server.url}/api/v1/usage`, { headers: { authorization: `Bearer ${key}` } });
      expect(used.status).toBe(200);
      const withoutWrite = await fetch(`${server.url}/api/v1/voice-styles`, {
        method: "POST",
        headers: { authorization: `Bearer ${key}`, "content-type": "application/json" },
        body: JSON.stringify({ styleName: "Warm", brandVoice: "Friendly" }),
      });
      expect(withoutWrite.status).toBe(403);

      await page.reload({ waitUntil: "networkidle" });
      expect(await page.content()).not.toContain(key);
      const row = page.getByRole("listitem").filter({ hasText: "Shop CMS" });
      await expect.poll(() => row.textContent()).toMatch(/read, generate · Last used \d/);
      await row.scrollIntoViewIfNeeded();
      await screenshot(page, "api-key-listed");

      await row.getByRole("button", { name: "Revoke Shop CMS" }).click();
      const dialog = page.getByRole("dialog", { name: "Revoke “Shop CMS”?" });
      await dialog.waitFor();
      await screenshot(page, "api-key-revoke", { fullPage: false });
      await dialog.getByRole("button", { name: "Revoke key" }).click();
      expect(await toastText(page, "Key revoked")).toContain("no longer works");
      await expect.poll(() => row.textContent()).toContain("Revoked");
      const refused = await fetch(`${server.url}/api/v1/usage`, { headers: { authorization: `Bearer ${key}` } });
      expect(refused.status).toBe(401);

      // Resources → API Docs (the Resources menu on a desktop; the phone drawer's list is in the layout sweep).
      await page.getByRole("button", { name: "Resources" }).click();
      await page.getByRole("menuitem", { name: "API Docs" }).click();
      await page.waitForURL(/\/docs\/api$/);
      await page.getByRole("heading", { level: 1, name: "API reference" }).waitFor();
      // The link opens the reference at its top, not where the account page was scrolled to.
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      await page.getByRole("heading", { name: "Write a post from photos, in any of the 12 languages" }).waitFor();
      expect(await seriousA11yViolations(page)).toEqual([]);
      await screenshot(page, "api-docs", { fullPage: false });
      const generate = page.locator("#generate-post");
      await generate.getByText("Example: curl and JavaScript").click();
      await screenshot(page, "api-docs-generate", generate);
      await page.getByRole("heading", { name: "Quick start" }).scrollIntoViewIfNeeded();
      await screenshot(page, "api-docs-quick-start", { fullPage: false });
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });
});
