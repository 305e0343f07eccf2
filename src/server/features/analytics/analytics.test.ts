import { asc } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ANALYTICS_BATCH_MAX } from "#contract/analytics-values.ts";
import { istDate } from "#contract/plans.ts";
import { analyticsDaily } from "#server/db/schema/index.ts";
import { buildUser, cookieHeader, injectAs } from "#test/helpers/accounts.ts";
import { createTestApp, type TestApp } from "#test/helpers/app.ts";
import { ANALYTICS_RATE_RULE } from "./analytics.service.ts";

/** POST /api/analytics (decision 553): strict input, per-day counts only, no session, a rate limit. */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let address = 0;
/** Each test its own client address, so the rate limit of one does not touch another. */
const newAddress = () => `203.0.113.${++address}`;

const send = (body: unknown, options: { headers?: Record<string, string>; remoteAddress?: string } = {}) =>
  t.app.inject({
    method: "POST",
    url: "/api/analytics",
    payload: typeof body === "string" ? body : JSON.stringify(body),
    headers: { "content-type": "application/json", ...options.headers },
    remoteAddress: options.remoteAddress ?? newAddress(),
  });

const rows = () =>
  t.deps.database.db
    .select()
    .from(analyticsDaily)
    .orderBy(asc(analyticsDaily.kind), asc(analyticsDaily.name), asc(analyticsDaily.label));

describe("POST /api/analytics", () => {
  it("adds page views and events to today's counts, known pages only, summed per day", async () => {
    const res = await send({
      items: [
        { type: "page", path: "/" },
        { type: "page", path: "/about" },
        { type: "page", path: "/about/" },
        { type: "page", path: "/hi/" },
        { type: "page", path: "/blog/alt-text-for-instagram-posts" },
        { type: "page", path: "/blog/no-such-article" },
        { type: "page", path: "/users/asha@example.in" },
        { type: "event", category: "demo", label: "caption_generated" },
        { type: "event", category: "caption", label: "generated", value: 3 },
      ],
    });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe("");
    expect(res.headers["set-cookie"]).toBeUndefined();
    // A second batch adds to the same rows.
    expect(
      (await send({ items: [{ type: "event", category: "caption", label: "generated", value: 2 }] })).statusCode,
    ).toBe(204);
    const day = istDate(new Date());
    expect(await rows()).toEqual([
      { day, kind: "event", name: "caption", label: "generated", hits: 2, valueTotal: 5 },
      { day, kind: "event", name: "demo", label: "caption_generated", hits: 1, valueTotal: 0 },
      // Unknown paths (an unknown article, a typed address with an e-mail in it) are not stored as typed.
      { day, kind: "page", name: "(not found)", label: "", hits: 2, valueTotal: 0 },
      { day, kind: "page", name: "/", label: "", hits: 1, valueTotal: 0 },
      { day, kind: "page", name: "/about", label: "", hits: 2, valueTotal: 0 },
      { day, kind: "page", name: "/blog/alt-text-for-instagram-posts", label: "", hits: 1, valueTotal: 0 },
      { day, kind: "page", name: "/hi", label: "", hits: 1, valueTotal: 0 },
    ]);
  });

  it("refuses anything but the contract's shapes, whole batch, with a 400 and nothing stored", async () => {
    const before = await rows();
    const page = { type: "page", path: "/" };
    for (const [name, body] of [
      ["no items", { items: [] }],
      ["too many items", { items: Array.from({ length: ANALYTICS_BATCH_MAX + 1 }, () => page) }],
      ["an extra field", { items: [{ ...page, userId: "u-1" }] }],
      ["an extra top-level field", { items: [page], session: "x" }],
      ["a query string", { items: [{ type: "page", path: "/reset-password?token=secret" }] }],
      ["a full URL", { items: [{ type: "page", path: "https://evil.example/" }] }],
      ["an unknown category", { items: [{ type: "event", category: "email", label: "asha@example.in" }] }],
      ["a label of another category", { items: [{ type: "event", category: "demo", label: "sign_up" }] }],
      ["a negative value", { items: [{ type: "event", category: "caption", label: "generated", value: -1 }] }],
      ["a fractional value", { items: [{ type: "event", category: "caption", label: "generated", value: 1.5 }] }],
      ["a huge value", { items: [{ type: "event", category: "caption", label: "generated", value: 1e12 }] }],
      ["an unknown type", { items: [{ type: "click", path: "/" }] }],
      ["a NUL in a path", { items: [{ type: "page", path: "/ab\u0000out" }] }],
      ["not an object", [page]],
      ["broken JSON", "{items:"],
    ] as const) {
      const res = await send(body);
      expect(res.statusCode, name).toBe(400);
      expect(res.json().error.code, name).toBeDefined();
    }
    const tooLong = await send({ items: [{ type: "page", path: `/${"a".repeat(20_000)}` }] });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().error.message).toContain("path is too long");
    expect(await rows()).toEqual(before);
  });

  it("never looks at a session: a dead cookie is not cleared, a live one changes nothing", async () => {
    const deadCookie = cookieHeader(t, "not-a-session-token");
    const dead = await send({ items: [{ type: "page", path: "/contact" }] }, { headers: { cookie: deadCookie } });
    expect(dead.statusCode).toBe(204);
    // Routes that read the session clear a dead cookie (sessions.ts); this one did not read it.
    expect(dead.headers["set-cookie"]).toBeUndefined();

    const user = await buildUser(t);
    const as = await injectAs(t, user);
    const live = await send({ items: [{ type: "page", path: "/contact" }] }, { headers: { cookie: as.cookie } });
    expect(live.statusCode).toBe(204);
    expect(live.headers["set-cookie"]).toBeUndefined();
    const contact = (await rows()).find((row) => row.name === "/contact");
    expect(contact).toMatchObject({ hits: 2, label: "" });
    // Nothing but the counts is kept: the row has no column for anyone.
    expect(Object.keys(contact ?? {}).sort()).toEqual(["day", "hits", "kind", "label", "name", "valueTotal"]);
  });

  it("refuses a batch sent from another site", async () => {
    const res = await send(
      { items: [{ type: "page", path: "/" }] },
      { headers: { "sec-fetch-site": "cross-site", origin: "https://elsewhere.example" } },
    );
    expect(res.statusCode).toBe(403);
  });

  it("limits batches per client address", async () => {
    const remoteAddress = newAddress();
    const batch = { items: [{ type: "page", path: "/blog" }] };
    for (let i = 0; i < ANALYTICS_RATE_RULE.limit; i++) {
      expect((await send(batch, { remoteAddress })).statusCode).toBe(204);
    }
    const limited = await send(batch, { remoteAddress });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    // Another address is not affected.
    expect((await send(batch)).statusCode).toBe(204);
    expect((await rows()).find((row) => row.name === "/blog")?.hits).toBe(ANALYTICS_RATE_RULE.limit + 1);
  });
});
