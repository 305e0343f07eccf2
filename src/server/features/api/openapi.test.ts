import { Validator } from "@seriousme/openapi-schema-validator";
import { Ajv2020 } from "ajv/dist/2020.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiV1EndpointOf } from "#contract/api-v1.ts";
import { type OpenApiDocument, openApiPath } from "#contract/openapi.ts";
import { declareRoute } from "#contract/route-declaration.ts";
import { serveRoute } from "#server/route.ts";
import { createTestApp, type TestApp } from "#test/helpers/app.ts";

let t: TestApp;
let document: OpenApiDocument;
beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL: "https://captions.example.in" } });
  const response = await t.app.inject({ method: "GET", url: "/api/v1/openapi.json" });
  expect(response.statusCode).toBe(200);
  document = response.json();
});
afterAll(() => t.close());

/** Every route the app registered, as "METHOD /path" (from Fastify's own route tree). */
function registeredRoutes(app: TestApp["app"]): { method: string; path: string }[] {
  const routes: { method: string; path: string }[] = [];
  const stack: string[] = [];
  for (const row of app.printRoutes({ commonPrefix: false }).split("\n")) {
    const match = /^([│ ]*)[├└]── (\S+) \(([^)]+)\)/.exec(row);
    if (!match) continue;
    stack.length = (match[1] ?? "").length / 4;
    stack.push(match[2] ?? "");
    for (const method of (match[3] ?? "").split(", ")) {
      if (method !== "HEAD") routes.push({ method, path: stack.join("") });
    }
  }
  return routes;
}

const validate = (doc: unknown) =>
  new Validator().validate(structuredClone(doc) as Parameters<Validator["validate"]>[0]);

/** Every Schema Object in the document (request, response, parameter and component schemas). */
function schemasOf(doc: OpenApiDocument): { where: string; schema: object }[] {
  const found: { where: string; schema: object }[] = [];
  for (const [path, operations] of Object.entries(doc.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      const at = `${method.toUpperCase()} ${path}`;
      for (const p of operation.parameters ?? []) found.push({ where: `${at} parameter ${p.name}`, schema: p.schema });
      for (const [media, { schema }] of Object.entries(operation.requestBody?.content ?? {})) {
        found.push({ where: `${at} request ${media}`, schema });
      }
      for (const [status, response] of Object.entries(operation.responses)) {
        for (const [media, { schema }] of Object.entries(response.content ?? {})) {
          found.push({ where: `${at} ${status} ${media}`, schema });
        }
      }
    }
  }
  for (const [name, schema] of Object.entries(doc.components.schemas)) found.push({ where: name, schema });
  return found;
}

/** What is missing from the description for each /api/v1 route of the app (empty when complete). */
function undescribed(routes: { method: string; path: string }[], document: OpenApiDocument): string[] {
  const problems: string[] = [];
  for (const route of routes) {
    const at = `${route.method} ${route.path}`;
    const operation = document.paths[openApiPath(route.path)]?.[route.method.toLowerCase()];
    if (!operation) {
      problems.push(`${at}: not in the description`);
      continue;
    }
    // Request: every path parameter, and a JSON body schema for every method that takes one.
    for (const name of route.path.match(/:(\w+)/g) ?? []) {
      const parameter = operation.parameters?.find((p) => p.in === "path" && p.name === name.slice(1));
      if (!parameter?.schema || Object.keys(parameter.schema).length === 0) problems.push(`${at}: path ${name}`);
    }
    // A step that takes nothing but the path (sending a post for review) declares no body.
    const takesNoBody =
      apiV1EndpointOf(route.method, route.path) !== undefined && !apiV1EndpointOf(route.method, route.path)?.body;
    if (["POST", "PATCH", "PUT"].includes(route.method) && !takesNoBody) {
      const body = operation.requestBody?.content["application/json"]?.schema;
      if (body?.type !== "object") problems.push(`${at}: no request body schema`);
    }
    // Response: a success with its schema (204 has no body), and the error shape for each error.
    const successes = Object.entries(operation.responses).filter(([status]) => status.startsWith("2"));
    if (successes.length !== 1) problems.push(`${at}: ${successes.length} success responses`);
    for (const [status, response] of successes) {
      const schemas = Object.values(response.content ?? {}).map((c) => c.schema);
      if (status !== "204" && (schemas.length === 0 || schemas.some((s) => Object.keys(s).length === 0))) {
        problems.push(`${at}: ${status} has no response schema`);
      }
    }
    const errors = Object.entries(operation.responses).filter(([status]) => /^[45]/.test(status));
    for (const [status, response] of errors) {
      if (response.content?.["application/json"]?.schema.$ref !== "#/components/schemas/Error") {
        problems.push(`${at}: ${status} is not the error shape`);
      }
      if (!response["x-error-codes"]?.length) problems.push(`${at}: ${status} names no error code`);
    }
    // Key routes: the key, its scope and the limits are documented on each.
    if (operation.security.length > 0) {
      for (const status of ["401", "402", "403", "429"]) {
        if (!operation.responses[status]) problems.push(`${at}: no ${status}`);
      }
    }
  }
  return problems;
}

describe("the OpenAPI description of /api/v1", () => {
  it("is a valid OpenAPI 3.1 document (and the validator does refuse a broken one)", async () => {
    expect(document.openapi).toBe("3.1.0");
    expect(await validate(document)).toEqual({ valid: true });
    expect(document.servers).toEqual([{ url: "https://captions.example.in/api/v1" }]);

    const broken = structuredClone(document);
    const parameter = broken.paths["/posts/{id}"]?.get?.parameters?.[0];
    if (parameter) Object.assign(parameter, { in: "body" });
    expect((await validate(broken)).valid).toBe(false);
    expect((await validate({ ...document, openapi: "3.1.0", info: undefined })).valid).toBe(false);
  });

  it("every schema in it is valid JSON Schema 2020-12, the dialect of OpenAPI 3.1", () => {
    const ajv = new Ajv2020({ strict: false, validateFormats: false });
    const schemas = schemasOf(document);
    expect(schemas.length).toBeGreaterThan(40);
    const invalid = schemas.filter(({ schema }) => {
      const resolvable = { ...schema, $defs: { ...document.components.schemas } };
      return !ajv.validateSchema(
        JSON.parse(JSON.stringify(resolvable).replaceAll("#/components/schemas/", "#/$defs/")),
      );
    });
    expect(invalid.map((s) => s.where)).toEqual([]);
    expect(ajv.validateSchema({ type: "object", properties: { a: { type: 5 } } })).toBe(false);
  });

  it("describes every /api/v1 route the server registered, with its request and response schemas", () => {
    const routes = registeredRoutes(t.app).filter((r) => r.path.startsWith("/api/v1/"));
    expect(routes.length).toBeGreaterThanOrEqual(17);
    expect(undescribed(routes, document)).toEqual([]);
    // And nothing described that the server does not answer.
    const described = Object.entries(document.paths).flatMap(([path, ops]) =>
      Object.keys(ops).map((method) => `${method.toUpperCase()} ${path}`),
    );
    const served = routes.map((r) => `${r.method} ${openApiPath(r.path)}`);
    expect(described.sort()).toEqual(served.sort());
  });

  it("fails for a route added under /api/v1 without a description, or one missing its schemas", async () => {
    const s = await createTestApp({
      extraRoutes: (app) =>
        serveRoute(
          app,
          declareRoute({
            method: "GET",
            path: "/api/v1/undescribed",
            access: { apiKey: "read" },
            response: { kind: "json" },
          }),
          async () => ({}),
        ),
    });
    try {
      const routes = registeredRoutes(s.app).filter((r) => r.path.startsWith("/api/v1/"));
      expect(undescribed(routes, document)).toEqual(["GET /api/v1/undescribed: not in the description"]);
    } finally {
      await s.close();
    }
    const stripped = structuredClone(document);
    const save = stripped.paths["/posts"]?.post;
    if (save) {
      delete save.requestBody;
      delete save.responses["201"]?.content;
    }
    const routes = registeredRoutes(t.app).filter((r) => r.path.startsWith("/api/v1/"));
    expect(undescribed(routes, stripped)).toEqual([
      "POST /api/v1/posts: no request body schema",
      "POST /api/v1/posts: 201 has no response schema",
    ]);
  });

  it("documents the scopes, the idempotency header and streaming where they apply", () => {
    const generate = document.paths["/generate"]?.post;
    expect(generate?.security).toEqual([{ apiKey: ["generate"] }]);
    expect(generate?.parameters?.map((p) => p.name)).toContain("Idempotency-Key");
    expect(Object.keys(generate?.responses["200"]?.content ?? {})).toEqual(["application/json", "text/event-stream"]);
    expect(generate?.responses["429"]?.["x-error-codes"]?.map((e) => e.code)).toEqual([
      "rate_limited",
      "quota_exceeded",
      "generation_concurrency",
    ]);
    expect(document.paths["/posts"]?.post?.parameters?.map((p) => p.name)).toContain("Idempotency-Key");
    expect(document.paths["/openapi.json"]?.get?.security).toEqual([]);
    // Required means what the server requires: keywords and sample captions default to none.
    const style = document.paths["/voice-styles"]?.post?.requestBody?.content["application/json"]?.schema;
    expect(style?.required).toEqual(["styleName", "brandVoice"]);
  });

  it("states the product's one video limit, 60 seconds, wherever it names one", () => {
    const text = JSON.stringify(document);
    const limits = [...text.matchAll(/(\d+) seconds/g)].map((m) => m[1]);
    expect(limits.length).toBeGreaterThanOrEqual(2);
    expect(new Set(limits)).toEqual(new Set(["60"]));
  });

  it("describes the creator's note in the request and askForNote in the answer (issue 26)", () => {
    const generate = document.paths["/generate"]?.post;
    const request = generate?.requestBody?.content["application/json"]?.schema as {
      properties: Record<string, { type?: string; maxLength?: number; description?: string }>;
      required?: string[];
    };
    expect(request.properties.note).toMatchObject({ type: "string", maxLength: 200 });
    expect(request.properties.note?.description).toMatch(/^The creator's own words about the photo/);
    expect(request.required ?? []).not.toContain("note");
    const answer = generate?.responses["200"]?.content?.["application/json"]?.schema as {
      properties: Record<string, { type?: string; description?: string }>;
      required?: string[];
    };
    expect(answer.properties.askForNote).toMatchObject({ type: "boolean" });
    expect(answer.properties.askForNote?.description).toMatch(/could not tell what the photos show/);
    expect(answer.required).toContain("askForNote");
    expect(generate?.description).toContain("`askForNote: true`");
  });
});
