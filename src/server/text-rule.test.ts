import { randomUUID } from "node:crypto";
import type { InjectOptions, LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { z } from "zod";
import { apiV1EndpointOf, apiV1Endpoints } from "#contract/api-v1.ts";
import { UPLOAD_COMPLETE_BODY_MAX } from "#contract/reel-limits.ts";
import { type RouteAccess, routeKey } from "#contract/route-declaration.ts";
import { routeTable } from "#contract/route-table.ts";
import { AppError, validate } from "#server/errors.ts";
import { buildUser, DEFAULT_PASSWORD, injectAs, uniqueEmail } from "#test/helpers/accounts.ts";
import { businessUserWithKey } from "#test/helpers/api.ts";
import { createTestApp, type TestApp } from "#test/helpers/app.ts";
import { stringFields } from "#test/helpers/schema-strings.ts";

/**
 * The text rule end to end (decision 010): every JSON route the contract registry lists, every
 * string field its schemas hold (found by walking the zod schemas, so a new field is covered
 * the day it is added), each sent NUL, a lone surrogate, 1 MB of text and bidi override
 * controls, signed in as a user (or an admin for admin routes) so the body is really read.
 * Refused text answers 400 naming the field; nothing answers 5xx or logs an error.
 */

const ADMIN_EMAIL = "text-rule-admin@example.in";

/** What the test needs of a declaration: who may call it and the schemas of what it reads. */
interface RequestContract {
  access: RouteAccess;
  body?: z.ZodType;
  query?: z.ZodType;
}

/**
 * Every declared /api route that reads a JSON body or a validated query (decision 748). Routes whose
 * query is an outcome (the e-mail links, the providers' redirects back) are checked apart below.
 */
const requestContracts: Record<string, RequestContract> = Object.fromEntries(
  routeTable
    .filter((route) => route.path.startsWith("/api/") && (route.body || route.query) && !route.queryOutcome)
    .map((route) => [routeKey(route), { access: route.access, body: route.body, query: route.query }]),
);

/** Every other declared route under /api: it reads no JSON input (ids in its path at most). */
const NO_JSON_INPUT = new Set(
  routeTable.filter((route) => route.path.startsWith("/api/") && !(routeKey(route) in requestContracts)).map(routeKey),
);

type Example = () => { body?: Record<string, unknown>; query?: Record<string, string> };

/** A valid request for each registered route; every bad case changes one string of it. */
const examples: Record<string, Example> = {
  "POST /api/auth/register": () => ({
    body: { email: uniqueEmail(), password: DEFAULT_PASSWORD, name: "Asha", isAtLeast13: true, acceptTerms: true },
  }),
  "POST /api/auth/login": () => ({ body: { email: uniqueEmail(), password: DEFAULT_PASSWORD } }),
  "POST /api/auth/forgot-password": () => ({ body: { email: uniqueEmail() } }),
  "POST /api/auth/reset-password": () => ({ body: { token: "t".repeat(43), password: DEFAULT_PASSWORD } }),
  "PATCH /api/account": () => ({ body: { firstName: "Asha", lastName: "Verma" } }),
  "PUT /api/account/profile-picture": () => ({ body: { contentItemId: null } }),
  "POST /api/account/password": () => ({ body: { currentPassword: "not-the-password", newPassword: "new-horse-43" } }),
  "POST /api/account/delete": () => ({ body: { password: "not-the-password", confirm: "DELETE" } }),
  "GET /api/admin/users": () => ({ query: {} }),
  "GET /api/admin/stats": () => ({ query: {} }),
  "GET /api/admin/content": () => ({ query: {} }),
  "GET /api/admin/subscriptions": () => ({ query: {} }),
  "GET /api/admin/traffic": () => ({ query: {} }),
  "POST /api/analytics": () => ({
    body: {
      items: [
        { type: "page", path: "/about" },
        { type: "event", category: "demo", label: "caption_generated" },
      ],
    },
  }),
  "POST /api/admin/users/:id/passes": () => ({ body: { plan: "pro", days: 7, reason: "Support goodwill" } }),
  "POST /api/admin/users/:id/disable": () => ({ body: { reason: "Spam" } }),
  "POST /api/admin/users/:id/enable": () => ({ body: { reason: "Appeal accepted" } }),
  "POST /api/admin/users/:id/payments/:orderId/refund": () => ({ body: { reason: "Charged twice" } }),
  "GET /api/admin/audit": () => ({ query: {} }),
  "POST /api/brand-training": () => ({ body: { title: "Diwali sale", content: "Lights, sweets and 20% off." } }),
  "POST /api/brand-training/compare": () => ({ body: { contentItemId: randomUUID() } }),
  "POST /api/voice-styles": () => ({ body: { styleName: "Warm", brandVoice: "Friendly and short." } }),
  "PATCH /api/voice-styles/:id": () => ({ body: { isDefault: true } }),
  "POST /api/objects/upload": () => ({ body: { fileName: "a.jpg", fileSize: 1000, mimeType: "image/jpeg" } }),
  "POST /api/content": () => ({
    body: {
      fileName: "a.jpg",
      originalName: "a.jpg",
      fileType: "image",
      mimeType: "image/jpeg",
      fileSize: 1000,
      objectPath: "/objects/uploads/a",
    },
  }),
  "PUT /api/content/:id/upload-complete": () => ({ body: { objectURL: "/objects/uploads/a" } }),
  "PATCH /api/content/:id": () => ({ body: { altText: "A cup of chai" } }),
  "GET /api/content/:id/image": () => ({ query: {} }),
  "GET /api/posts": () => ({ query: {} }),
  "GET /api/calendar": () => ({ query: { from: "2027-01-01", to: "2027-01-31", language: "hindi" } }),
  "PUT /api/calendar/settings": () => ({ body: { festivalLanguage: "tamil", digest: true } }),
  "POST /api/posts": () => ({ body: { title: "Chai time", contentItemIds: [randomUUID()] } }),
  "PATCH /api/posts/:id": () => ({ body: { title: "Chai time" } }),
  "POST /api/posts/:id/review": () => ({ body: { decision: "request_changes", comment: "Add the dates" } }),
  "POST /api/generate-caption": () => ({ body: { contentItemIds: [randomUUID()] } }),
  "POST /api/generate-advanced-content": () => ({ body: { contentItemIds: [randomUUID()] } }),
  "GET /api/generate-posting-time": () => ({ query: { contentItemIds: randomUUID() } }),
  "POST /api/generate-instagram-preview": () => ({ body: { caption: "Chai time" } }),
  "POST /api/captions/rewrite": () => ({ body: { generationId: randomUUID(), variation: 0, action: "shorter" } }),
  "POST /api/contact": () => ({ body: { name: "Asha", email: uniqueEmail(), message: "Hello" } }),
  "POST /api/demo-generate-caption": () => ({ body: { language: "hindi", imageUrl: "https://example.com/a.jpg" } }),
  "POST /api/newsletter/subscribe": () => ({ body: { email: uniqueEmail() } }),
  "POST /api/newsletter/unsubscribe": () => ({ query: { token: "A".repeat(43) } }),
  "POST /api/phonepe/create-payment": () => ({ body: { planType: "pro", redirectUrl: "/subscribe" } }),
  "POST /api/razorpay/verify": () => ({
    body: {
      transactionId: "CK_test_1",
      razorpay_payment_id: "pay_1",
      razorpay_order_id: "order_1",
      razorpay_signature: "0".repeat(64),
    },
  }),
  "PUT /api/storage/upload": () => ({
    query: { key: "uploads/a", exp: "1", size: "1", type: "image/jpeg", sig: "0".repeat(64) },
  }),
  "POST /api/api-keys": () => ({ body: { name: "My CMS", scopes: ["read"] } }),
  "PUT /api/session/workspace": () => ({ body: { workspaceId: "3f1c2a9e-4b7d-4c1a-9e2f-0a1b2c3d4e5f" } }),
  "POST /api/teams": () => ({ body: { name: "Chai Corner" } }),
  "POST /api/team/invitations": () => ({ body: { email: uniqueEmail(), role: "creator" } }),
  "POST /api/team/invitations/accept": () => ({ body: { token: "t".repeat(43) } }),
  "PATCH /api/team/members/:userId": () => ({ body: { role: "viewer" } }),
  "POST /api/team/transfer": () => ({ body: { userId: "3f1c2a9e-4b7d-4c1a-9e2f-0a1b2c3d4e5f" } }),
  "GET /api/festivals": () => ({ query: { from: "2026-10-01", to: "2026-10-31", language: "hindi" } }),
  // The API's endpoints: the example their table shows in the reference.
  ...Object.fromEntries(
    apiV1Endpoints
      .filter((e) => e.example)
      .map((e) => [`${e.method} ${e.path}`, () => structuredClone(apiV1EndpointOf(e.method, e.path)?.example ?? {})]),
  ),
  "POST /api/instagram/preflight": () => ({
    body: { contentItemIds: [randomUUID()], caption: "chai", hashtags: "#chai", fit: "pad" },
  }),
  "GET /api/instagram/preflight/image": () => ({ query: { item: randomUUID(), fit: "pad" } }),
  "PUT /api/instagram/posts/:id/auto-publish": () => ({ body: { enabled: true, fit: "pad" } }),
  "GET /api/storage/object": () => ({
    query: { key: "uploads/a", exp: "1", sig: "0".repeat(64) },
  }),
};

const NUL = "chai\u0000time";
const LONE_SURROGATE = "chai\uD83Dtime";
const ONE_MB = "x".repeat(1_000_000);
const BIDI_OVERRIDE = "chai\u202Eemit\u202C and \u2067isolate\u2069";

const BAD_VALUES = [
  { name: "NUL", value: NUL, refusedIn: "every field" },
  { name: "a lone surrogate", value: LONE_SURROGATE, refusedIn: "every field" },
  { name: "1 MB of text", value: ONE_MB, refusedIn: "every field" },
  { name: "bidi override controls", value: BIDI_OVERRIDE, refusedIn: "one-line fields" },
] as const;

/** A copy of `value` with the string at `path` ("[]" = an array element) set to `bad`. */
function setAt(value: unknown, path: string[], bad: string): unknown {
  const [key, ...rest] = path;
  if (key === undefined) return bad;
  if (key === "[]") {
    // The example's element that has the field (a list of several shapes), else a new one.
    const elements = Array.isArray(value) ? (value as Record<string, unknown>[]) : [];
    const element = elements.find((el) => el && typeof el === "object" && rest[0] !== undefined && rest[0] in el);
    return [setAt(element, rest, bad)];
  }
  const object = value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  return { ...object, [key]: setAt(object[key], rest, bad) };
}

/** Percent-encodes a query value; a lone surrogate becomes its (invalid) UTF-8 bytes. */
const encode = (value: string) =>
  [...value].map((ch) => (/[\uD800-\uDFFF]/.test(ch) ? "%ED%A0%BD" : encodeURIComponent(ch))).join("");

interface Case {
  route: string;
  part: "body" | "query";
  path: string[];
  oneLine: boolean;
}

const cases: Case[] = Object.entries(requestContracts).flatMap(([route, contract]: [string, RequestContract]) =>
  (["body", "query"] as const).flatMap((part) => {
    const schema = contract[part];
    if (!schema) return [];
    const byPath = new Map<string, Case>();
    for (const field of stringFields(schema)) {
      if (field.format) continue; // uuid, email (the text before it is checked), datetime
      const key = field.path.join(".");
      const known = byPath.get(key);
      byPath.set(key, { route, part, path: field.path, oneLine: (known?.oneLine ?? false) || field.oneLine });
    }
    return [...byPath.values()];
  }),
);

let t: TestApp;
let ip = 0;
const callers = new Map<string, (options: InjectOptions) => Promise<LightMyRequestResponse>>();

beforeAll(async () => {
  t = await createTestApp({ env: { ADMIN_EMAILS: ADMIN_EMAIL, API_KEY_REQUESTS_PER_MINUTE: "10000" } });
});
afterAll(() => t?.close());

/** A caller for a route: anyone, a fresh user of its own, or the admin. Each request from its own address. */
async function callerFor(route: string) {
  const access = requestContracts[route]?.access ?? "public";
  let caller = callers.get(route);
  if (!caller) {
    if (access === "public") caller = (options) => t.app.inject(options);
    else if (typeof access === "object") caller = (await businessUserWithKey(t)).api;
    else {
      const admin = access === "admin" ? callers.get("admin") : undefined;
      caller = admin ?? (await injectAs(t, await buildUser(t, access === "admin" ? { email: ADMIN_EMAIL } : {})));
      if (access === "admin") callers.set("admin", caller);
    }
    callers.set(route, caller);
  }
  const call = caller;
  ip += 1;
  return (options: InjectOptions) =>
    call({ ...options, remoteAddress: `10.20.${Math.floor(ip / 250) % 250}.${(ip % 250) + 1}` });
}

/** The 400 message the route's validation gives this input, or undefined when the contract accepts it. */
function contractRefusal(schema: RequestContract["body"], input: unknown): string | undefined {
  if (!schema) return undefined;
  try {
    validate(schema, input);
    return undefined;
  } catch (error) {
    if (error instanceof AppError && error.status === 400) return error.message;
    throw error;
  }
}

async function send(route: string, body: unknown, query: Record<string, string> | undefined) {
  const [method, pattern] = route.split(" ") as [InjectOptions["method"], string];
  const url = pattern.replace(/:\w+/g, () => randomUUID());
  const search = query
    ? Object.entries(query)
        .map(([k, v]) => `${encodeURIComponent(k)}=${encode(v)}`)
        .join("&")
    : "";
  const call = await callerFor(route);
  return call({
    method,
    url: search ? `${url}?${search}` : url,
    ...(body === undefined ? {} : { payload: JSON.stringify(body), headers: { "content-type": "application/json" } }),
  });
}

describe("the text rule on every JSON endpoint (decision 010)", () => {
  it("every /api route of the server is declared, and every declared /api route is served", () => {
    const routes: string[] = [];
    const stack: string[] = [];
    for (const row of t.app.printRoutes({ commonPrefix: false }).split("\n")) {
      const match = /^([│ ]*)[├└]── (\S+) \(([^)]+)\)/.exec(row);
      if (!match) continue;
      const depth = (match[1] ?? "").length / 4;
      stack.length = depth;
      stack.push(match[2] ?? "");
      const path = stack.join("");
      for (const method of (match[3] ?? "").split(", ")) {
        if (method !== "HEAD" && path.startsWith("/api/")) routes.push(`${method} ${path}`);
      }
    }
    expect(routes.length).toBeGreaterThan(40);
    const unknown = routes.filter((r) => !(r in requestContracts) && !NO_JSON_INPUT.has(r));
    expect(unknown).toEqual([]);
    const optional = new Set(routeTable.filter((route) => route.onlyWhen).map(routeKey));
    const gone = [...Object.keys(requestContracts), ...NO_JSON_INPUT].filter(
      (r) => !routes.includes(r) && !optional.has(r),
    );
    expect(gone).toEqual([]);
  });

  it("every registered route has a valid example request", () => {
    for (const [route, contract] of Object.entries(requestContracts)) {
      const example = examples[route];
      expect(example, route).toBeDefined();
      const { body, query } = example?.() ?? {};
      if (contract.body) expect(contract.body.safeParse(body).error?.issues, route).toBeUndefined();
      if (contract.query) expect(contract.query.safeParse(query).error?.issues, route).toBeUndefined();
    }
  });

  it("covers the string fields issue 14 found answering 500, and more", () => {
    const fields = new Set(cases.map((c) => `${c.route} ${c.path.join(".")}`));
    for (const field of [
      "POST /api/auth/register name",
      "PATCH /api/account firstName",
      "PATCH /api/account lastName",
      "POST /api/objects/upload fileName",
      "POST /api/content objectPath",
      "PATCH /api/content/:id altText",
      "PATCH /api/posts/:id title",
      "POST /api/brand-training title",
      "POST /api/brand-training content",
      "POST /api/voice-styles styleName",
      "POST /api/voice-styles brandVoice",
      "POST /api/contact name",
      "POST /api/contact subject",
      "POST /api/contact message",
    ]) {
      expect(fields, field).toContain(field);
    }
    expect(cases.length).toBeGreaterThan(50);
  });

  for (const bad of BAD_VALUES) {
    it(`${bad.name} in any string field: 4xx naming the field where refused, never 5xx`, async () => {
      const failures: string[] = [];
      // Every field is checked on its contract, the one place validation lives (a refusal there
      // is the route's 400). End to end, through the app: every value the contract lets through
      // (it reaches the handler and the database), every query field (the URL changes the
      // text on its way), and one refused body field per route, which proves the route applies
      // its contract and answers 400 naming the field. (Until issue 25 every refused field was
      // also sent end to end: 80 s per database for the same proof.)
      const sampled = new Set<string>();
      for (const c of cases) {
        const example = examples[c.route]?.() ?? {};
        const body = c.part === "body" ? setAt(example.body, c.path, bad.value) : example.body;
        const query =
          c.part === "query" ? (setAt(example.query, c.path, bad.value) as Record<string, string>) : example.query;
        // A lone surrogate cannot travel in a URL: its bytes arrive as U+FFFD, which is storable.
        const mustRefuse =
          (bad.refusedIn === "every field" || c.oneLine) && !(c.part === "query" && bad.value === LONE_SURROGATE);
        const field = c.path.filter((k) => k !== "[]").at(-1) ?? "";
        const contract = requestContracts[c.route]?.[c.part];
        const refusal = contractRefusal(contract, c.part === "body" ? body : query);
        if (mustRefuse && c.part === "body" && !refusal?.includes(field)) {
          failures.push(`${c.route} body.${c.path.join(".")} → the contract accepts it: ${refusal ?? "no error"}`);
          continue;
        }
        const endToEnd = c.part === "query" || refusal === undefined || !sampled.has(c.route);
        if (!endToEnd) continue;
        if (refusal !== undefined) sampled.add(c.route);
        const response = await send(c.route, body, query);
        const where = `${c.route} ${c.part}.${c.path.join(".")} → ${response.statusCode} ${response.body.slice(0, 200)}`;
        if (response.statusCode >= 500) {
          failures.push(where);
          continue;
        }
        if (!mustRefuse) continue;
        const message = String(response.json<{ error?: { message?: string } }>().error?.message ?? "");
        if (response.statusCode !== 400 || !message.includes(field)) failures.push(where);
      }
      expect(failures).toEqual([]);
      expect(t.logs.filter((line) => Number(line.level) >= 50)).toEqual([]);
    });
  }

  it("the e-mail links and sign-in redirects take bad text in their query without a 5xx", async () => {
    for (const url of [
      "/api/newsletter/confirm",
      "/api/newsletter/unsubscribe",
      "/api/login",
      "/api/login/callback",
      "/api/instagram/callback",
    ]) {
      for (const value of [NUL, LONE_SURROGATE, ONE_MB.slice(0, 100_000), BIDI_OVERRIDE]) {
        const response = await t.app.inject({
          method: "GET",
          url: `${url}?token=${encode(value)}&next=${encode(value)}`,
        });
        expect(response.statusCode, url).toBeLessThan(500);
      }
    }
  });

  it("a NUL or bad id in a path answers 4xx, never 5xx", async () => {
    const user = await buildUser(t);
    const as = await injectAs(t, user);
    for (const route of [...Object.keys(requestContracts), ...NO_JSON_INPUT].filter((r) => r.includes(":id"))) {
      const [method, pattern] = route.split(" ") as [InjectOptions["method"], string];
      for (const id of ["%00", "%ED%A0%BD", encodeURIComponent(BIDI_OVERRIDE)]) {
        const response = await as({ method, url: pattern.replace(":id", id), payload: {} });
        expect(response.statusCode, `${route} ${id}`).toBeGreaterThanOrEqual(400);
        expect(response.statusCode, `${route} ${id}`).toBeLessThan(500);
      }
    }
  });

  it("a JSON body over the 1 MiB limit answers 413 in the one error shape on every JSON route", async () => {
    // Routes with a limit of their own get a body just over it.
    const ownLimits: Record<string, number> = {
      "PUT /api/content/:id/upload-complete": UPLOAD_COMPLETE_BODY_MAX, // a video's frames (decision 755)
      "POST /api/v1/content/:id/complete": UPLOAD_COMPLETE_BODY_MAX,
    };
    for (const [route, contract] of Object.entries(requestContracts)) {
      if (!contract.body || route === "POST /api/demo-generate-caption") continue; // its own 7.5 MB limit
      const limit = ownLimits[route] ?? 1024 * 1024;
      const response = await send(route, { text: "x".repeat(limit + 100_000) }, undefined);
      expect(response.statusCode, route).toBe(413);
      expect(response.json(), route).toEqual({
        error: { code: "payload_too_large", message: "The request is too large." },
      });
    }
  });

  it("Urdu and Hindi text with its own direction marks is taken in one-line fields", async () => {
    const as = await injectAs(t, await buildUser(t));
    const urdu = "میری آواز\u200F ۲۰۲۶"; // with a right-to-left mark, which is no override
    const created = await as({
      method: "POST",
      url: "/api/voice-styles",
      payload: { styleName: urdu, brandVoice: "دوستانہ اور مختصر، ساتھ میں हिंदी भी" },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json<{ styleName: string }>().styleName).toBe(urdu);
    const profile = await as({
      method: "PATCH",
      url: "/api/account",
      payload: { firstName: "عائشہ", lastName: "वर्मा" },
    });
    expect(profile.statusCode).toBe(200);
  });
});
