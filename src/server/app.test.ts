// postgres: smoke: the app's error handling and plugins on PostgreSQL
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hi } from "#contract/i18n/hi.ts";
import { declareRoute } from "#contract/route-declaration.ts";
import { sessionCookieName } from "#server/auth/sessions.ts";
import { isServerOnlyKey } from "#server/i18n.ts";
import { serveRoute } from "#server/route.ts";
import { createTestApp, type TestApp } from "#test/helpers/app.ts";
import { REQUEST_ID_HEADER } from "./app.ts";

const testRoute = (method: "GET" | "POST", path: string) =>
  declareRoute({ method, path, access: "public", response: { kind: "json" } });

let web: string;
let t: TestApp;

const template = `<!doctype html>
<html lang="en-IN">
  <head>
    <title>CaptionKaro</title>
    <!--app-head-->
    <script type="module" src="/assets/index-abc123.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>`;

beforeAll(async () => {
  web = await mkdtemp(path.join(tmpdir(), "ck-web-"));
  await mkdir(path.join(web, "assets"));
  await writeFile(path.join(web, "index.html"), template);
  await writeFile(path.join(web, "assets", "index-abc123.js"), `console.log(${JSON.stringify("x".repeat(4000))});`);
  await writeFile(path.join(web, "favicon.svg"), "<svg xmlns='http://www.w3.org/2000/svg'/>");
  await writeFile(path.join(web, "sw.js"), "self.addEventListener('fetch', () => {});");
  t = await createTestApp({
    env: { WEB_DIST_DIR: web, PRODUCT_NAME: "Test <Brand>" },
    extraRoutes(app) {
      serveRoute(app, testRoute("GET", "/api/test/boom"), async () => {
        throw new Error("database password is hunter2");
      });
      serveRoute(app, testRoute("POST", "/api/test/echo"), async (_input, request) => request.body);
    },
  });
});

afterAll(async () => {
  await t.close();
  await rm(web, { recursive: true, force: true });
});

describe("health", () => {
  it("/healthz answers while the process is alive", async () => {
    const res = await t.app.inject("/healthz");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: "ok" });
  });

  it("/readyz answers 200 when migrated and 503 when the migrations are missing", async () => {
    const ready = await t.app.inject("/readyz");
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toMatchObject({ status: "ready" });

    await t.deps.database.db.execute(sql`alter table drizzle.__drizzle_migrations rename to moved`);
    try {
      const notReady = await t.app.inject("/readyz");
      expect(notReady.statusCode).toBe(503);
      expect(notReady.json()).toMatchObject({ status: "not_ready" });
    } finally {
      await t.deps.database.db.execute(sql`alter table drizzle.moved rename to __drizzle_migrations`);
    }
  });
});

describe("errors", () => {
  it("answers unknown API paths with the JSON error shape, for any method", async () => {
    for (const method of ["GET", "POST", "DELETE"] as const) {
      const res = await t.app.inject({ method, url: "/api/does-not-exist" });
      expect(res.statusCode).toBe(404);
      expect(res.headers["content-type"]).toMatch(/application\/json/);
      expect(res.json()).toEqual({
        error: { code: "not_found", message: expect.stringContaining("/api/does-not-exist") },
      });
    }
  });

  it("hides 5xx details, logs them under the request id and returns that id in a header", async () => {
    const res = await t.app.inject("/api/test/boom");
    expect(res.statusCode).toBe(500);
    const id = res.headers[REQUEST_ID_HEADER];
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.body).not.toContain("hunter2");
    expect(res.json().error.code).toBe("internal_error");
    expect(res.json().error.message).toContain(String(id));
    const logged = t.logs.find((line) => line.reqId === id && line.level === 50);
    expect(JSON.stringify(logged)).toContain("hunter2");
  });

  it("does not take a request id from the client", async () => {
    const res = await t.app.inject({ url: "/healthz", headers: { [REQUEST_ID_HEADER]: "forged" } });
    expect(res.headers[REQUEST_ID_HEADER]).not.toBe("forged");
  });

  it("answers malformed JSON and oversized bodies with clear 4xx errors", async () => {
    const bad = await t.app.inject({
      method: "POST",
      url: "/api/test/echo",
      headers: { "content-type": "application/json" },
      payload: "{not json",
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ error: { code: "bad_request", message: "The request body is not valid JSON." } });

    const big = await t.app.inject({
      method: "POST",
      url: "/api/test/echo",
      headers: { "content-type": "application/json" },
      payload: JSON.stringify({ text: "x".repeat(2 * 1024 * 1024) }),
    });
    expect(big.statusCode).toBe(413);
    expect(big.json().error.code).toBe("payload_too_large");
  });
});

describe("security headers", () => {
  it("sends a CSP without inline scripts, nosniff and frame denial", async () => {
    const res = await t.app.inject("/");
    const csp = String(res.headers["content-security-policy"]);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain("unsafe-inline");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["x-frame-options"]).toBe("DENY");
    expect(res.headers["strict-transport-security"]).toBeUndefined();
  });

  it("adds HSTS when the public URL is https", async () => {
    const https = await createTestApp({ env: { WEB_DIST_DIR: web, PUBLIC_URL: "https://captions.example.in" } });
    try {
      const res = await https.app.inject("/healthz");
      expect(res.headers["strict-transport-security"]).toMatch(/max-age=31536000/);
    } finally {
      await https.close();
    }
  });
});

describe("web app", () => {
  it("sends a signed-out page only the public areas of the catalogue, a signed-in one all the app words (decisions 791, 817)", async () => {
    const block = (body: string) =>
      JSON.parse(/<script type="application\/json" id="app-i18n">(.*?)<\/script>/s.exec(body)?.[1] ?? "{}") as {
        language: string;
        messages: Record<string, string>;
        partial?: boolean;
      };
    const signedOut = block((await t.app.inject({ url: "/login", headers: { cookie: "ck_lang=hi" } })).body);
    expect(signedOut).toMatchObject({ language: "hi", partial: true });
    expect(signedOut.messages["auth.titleSignIn"]).toBe(hi["auth.titleSignIn"]);
    expect(signedOut.messages["note.label"]).toBe(hi["note.label"]);
    expect(signedOut.messages["plans.title"]).toBe(hi["plans.title"]);
    expect(
      Object.keys(signedOut.messages).every((key) => /^(shell|auth|note|validation|plans|site|languages)\./.test(key)),
    ).toBe(true);
    // A signed-in screen's words (the account page, the checkout) stay out of it (decision 802).
    expect(signedOut.messages["account.title"]).toBeUndefined();
    expect(signedOut.messages["checkout.success"]).toBeUndefined();
    expect(signedOut.messages["calendar.title"]).toBeUndefined();
    const cookie = `${sessionCookieName(t.deps.config)}=anything; ck_lang=hi`;
    const signedIn = block((await t.app.inject({ url: "/create", headers: { cookie } })).body);
    expect(signedIn.partial).toBeUndefined();
    // Every message but those only the server words (its errors, e-mails, invoices: decision 817),
    // and of those the few the app words itself.
    const keys = Object.keys(signedIn.messages);
    expect(keys).toHaveLength(Object.keys(hi).filter((key) => !isServerOnlyKey(key)).length);
    expect(keys.length).toBeLessThan(Object.keys(hi).length);
    expect(signedIn.messages["calendar.title"]).toBe(hi["calendar.title"]);
    expect(signedIn.messages["errors.library.storageExceeded"]).toBe(hi["errors.library.storageExceeded"]);
    expect(keys.some((key) => key.startsWith("mail.") || key.startsWith("invoice."))).toBe(false);
  });

  it("returns each page's head in the HTML, escaped, never cached", async () => {
    const res = await t.app.inject("/");
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("no-store");
    expect(res.body).toContain('<html lang="en-IN"');
    expect(res.body).toContain("<title>Test &lt;Brand&gt; — Instagram captions in 12 Indian languages</title>");
    expect(res.body).toMatch(/<meta property="og:title" content="Test &lt;Brand&gt;/);
    expect(res.body).toContain('<meta name="twitter:card" content="summary_large_image">');
    expect(res.body).toContain('<link rel="canonical" href="http://localhost:3000/">');
    expect(res.body).toContain('<script type="application/json" id="app-config">{"productName":"Test \\u003cBrand>"');
    expect(res.body.match(/<title>/g)).toHaveLength(1);
  });

  it("answers an unknown page with 404 and the Page Not Found head", async () => {
    const res = await t.app.inject("/no/such/page");
    expect(res.statusCode).toBe(404);
    expect(res.headers["content-type"]).toMatch(/text\/html/);
    expect(res.body).toContain("<title>Page Not Found — Test &lt;Brand&gt;</title>");
    expect(res.body).toContain('<meta name="robots" content="noindex">');
  });

  it("caches hashed assets for a year and other files briefly, and compresses", async () => {
    const asset = await t.app.inject({ url: "/assets/index-abc123.js", headers: { "accept-encoding": "gzip" } });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(asset.headers["content-encoding"]).toBe("gzip");

    const icon = await t.app.inject("/favicon.svg");
    expect(icon.headers["cache-control"]).toBe("public, max-age=3600");

    // The service worker is checked on every visit, so a new version reaches phones at once.
    const worker = await t.app.inject("/sw.js");
    expect(worker.statusCode).toBe(200);
    expect(worker.headers["cache-control"]).toBe("no-cache");

    const raw = await t.app.inject("/index.html");
    expect(raw.statusCode).toBe(404);
  });

  it("compresses HTML", async () => {
    const res = await t.app.inject({ url: "/", headers: { "accept-encoding": "br" } });
    expect(res.headers["content-encoding"]).toBe("br");
  });
});
