import { setTimeout as sleep } from "node:timers/promises";
import { afterAll, beforeAll, expect, it } from "vitest";
import { declareRoute } from "#contract/route-declaration.ts";
import { serveRoute } from "#server/route.ts";
import { createTestApp, type TestApp } from "#test/helpers/app.ts";
import { createShutdown } from "./lifecycle.ts";

const testRoute = (method: "GET" | "POST", path: string) =>
  declareRoute({ method, path, access: "public", response: { kind: "json" } });

let t: TestApp;
let base: string;

beforeAll(async () => {
  t = await createTestApp({
    extraRoutes(app) {
      serveRoute(app, testRoute("GET", "/api/test/slow"), async () => {
        await sleep(500);
        return { finished: true };
      });
    },
  });
  const address = await t.app.listen({ host: "127.0.0.1", port: 0 });
  base = address;
});

afterAll(async () => {
  await t.close().catch(() => {});
});

it("lets a request in flight finish, refuses new connections, then closes resources and exits 0", async () => {
  const exits: number[] = [];
  let resourcesClosed = false;
  const stop = createShutdown({
    app: t.app,
    timeoutMs: 5000,
    closeResources: async () => {
      resourcesClosed = true;
    },
    exit: (code) => exits.push(code),
  });

  const inFlight = fetch(`${base}/api/test/slow`).then((res) => res.json());
  await sleep(100);
  const stopping = stop("SIGTERM");
  await sleep(50);
  await expect(fetch(`${base}/healthz`)).rejects.toThrow();
  expect(await inFlight).toEqual({ finished: true });
  await stopping;
  expect(resourcesClosed).toBe(true);
  expect(exits).toEqual([0]);
});
