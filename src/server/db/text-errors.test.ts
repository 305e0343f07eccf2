// postgres: each engine's own error for text it cannot store (NUL in text and in jsonb)
import { sql } from "drizzle-orm";
import { expect, it } from "vitest";
import { declareRoute } from "#contract/route-declaration.ts";
import { serveRoute } from "#server/route.ts";
import { createTestApp } from "#test/helpers/app.ts";

const testRoute = (path: string) =>
  declareRoute({ method: "POST", path, access: "public", response: { kind: "json" } });

/** The text rule's last line of defence (decision 010): the database refusing a NUL is a 400. */
it("a database error for text it cannot store answers 400, not 500", async () => {
  const s = await createTestApp({
    extraRoutes: (app) => {
      serveRoute(app, testRoute("/api/test-nul"), async () => {
        await s.deps.database.db.execute(sql`select ${"a\u0000b"}::text as t`);
        return { ok: true };
      });
      serveRoute(app, testRoute("/api/test-jsonb-nul"), async () => {
        await s.deps.database.db.execute(sql`select ${'{"a":"\\u0000"}'}::jsonb ->> 'a' as t`);
        return { ok: true };
      });
    },
  });
  try {
    for (const url of ["/api/test-nul", "/api/test-jsonb-nul"]) {
      const response = await s.app.inject({ method: "POST", url, payload: {} });
      expect(response.statusCode, `${url} ${response.body}`).toBe(400);
      expect(response.json<{ error: { code: string } }>().error.code).toBe("invalid_text");
    }
    expect(s.logs.filter((line) => Number(line.level) >= 50)).toEqual([]);
  } finally {
    await s.close();
  }
});
