import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { ApiRequestError, apiGet, apiGetOrNull, apiRequest } from "./api.ts";
import { createQueryClient } from "./query-client.ts";

let server: Server;
let base: string;
const seen: { method?: string; contentType?: string; body: string }[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk) => {
      body += chunk;
    });
    req.on("end", () => {
      seen.push({ method: req.method, contentType: req.headers["content-type"], body });
      if (req.url === "/ok" || req.url === "/api/contact")
        return res.writeHead(200, { "content-type": "application/json" }).end('{"a":1}');
      if (req.url === "/me")
        return res.writeHead(401).end('{"error":{"code":"unauthorized","message":"Please sign in"}}');
      if (req.url === "/empty" || req.url === "/api/dashboard") return res.writeHead(503, "Service Unavailable").end();
      return res.writeHead(400).end('{"error":{"code":"validation_failed","message":"email: Invalid email"}}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe("apiRequest", () => {
  // The app calls same-origin paths; here they go to the local server above.
  beforeAll(() => {
    const realFetch = globalThis.fetch;
    vi.stubGlobal("fetch", (url: string, init?: RequestInit) => realFetch(`${base}${url}`, init));
    return () => vi.unstubAllGlobals();
  });

  const message = { name: "Asha", email: "asha@example.com", subject: "general", message: "Hello" } as const;

  it("sends JSON with a JSON content type only when there is a body", async () => {
    await apiRequest("POST", "/api/contact", message);
    await apiRequest("GET", "/api/contact");
    expect(seen.at(-2)).toEqual({ method: "POST", contentType: "application/json", body: JSON.stringify(message) });
    expect(seen.at(-1)?.contentType).toBeUndefined();
  });

  it('throws "<status>: <body>" on a non-OK answer, or the status text when the body is empty', async () => {
    const error = await apiRequest("POST", "/api/auth/forgot-password", { email: "a@b.in" }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect((error as Error).message).toBe(
      '400: {"error":{"code":"validation_failed","message":"email: Invalid email"}}',
    );
    expect((error as ApiRequestError).serverMessage).toBe("email: Invalid email");
    await expect(apiRequest("GET", "/api/dashboard")).rejects.toThrow("503: Service Unavailable");
  });
});

describe("apiGet and apiGetOrNull", () => {
  it("return the JSON; on 401 apiGet throws and apiGetOrNull answers null", async () => {
    expect(await apiGetOrNull(`${base}/me`)).toBeNull();
    await expect(apiGet(`${base}/me`)).rejects.toThrow(/^401: /);
    expect(await apiGet(`${base}/ok`)).toEqual({ a: 1 });
    expect(await apiGetOrNull(`${base}/ok`)).toEqual({ a: 1 });
    await expect(apiGetOrNull(`${base}/empty`)).rejects.toThrow("503: Service Unavailable");
  });
});

it("the query client uses the spec's defaults: no retry, no refetch on focus, never stale", () => {
  const defaults = createQueryClient().getDefaultOptions();
  expect(defaults.queries).toMatchObject({
    retry: false,
    refetchOnWindowFocus: false,
    refetchInterval: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
  expect(defaults.mutations?.retry).toBe(false);
});
