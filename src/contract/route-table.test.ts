import { describe, expect, it } from "vitest";
import { z } from "zod";
import { ASCII_FORMATS, stringFields } from "#test/helpers/schema-strings.ts";
import { routeKey } from "./route-declaration.ts";
import { routeTable } from "./route-table.ts";

/** The longest string any request may carry: the demo's 5 MB photo as a base64 data URL. */
const LONGEST_REQUEST_STRING = 7_100_000;

const everyRequestString = routeTable.flatMap((declaration) =>
  (["body", "query"] as const).flatMap((part) => {
    const route = routeKey(declaration);
    const schema = declaration[part];
    return schema ? stringFields(schema).map((field) => ({ route, part, ...field, at: field.path.join(".") })) : [];
  }),
);

describe("the text rule in the request contract (decision 010)", () => {
  it("finds the request strings", () => {
    expect(everyRequestString.length).toBeGreaterThan(40);
  });

  it("every request string is text() or line() (no bare z.string()), or an ASCII-only format", () => {
    const bare = everyRequestString
      .filter((f) => !f.storable && !(f.format && ASCII_FORMATS.has(f.format)))
      .map((f) => `${f.route} ${f.part}.${f.at}`);
    expect(bare).toEqual([]);
  });

  it("every request string that is not a fixed format has a maximum length", () => {
    const unbounded = everyRequestString
      .filter((f) => !f.format && (f.maxLength === null || f.maxLength > LONGEST_REQUEST_STRING))
      .map((f) => `${f.route} ${f.part}.${f.at}`);
    expect(unbounded).toEqual([]);
  });

  it("names, titles, tags, file names and links are one-line fields", () => {
    const oneLine = new Set(everyRequestString.filter((f) => f.oneLine).map((f) => `${f.route} ${f.at}`));
    for (const field of [
      "POST /api/auth/register name",
      "PATCH /api/account firstName",
      "POST /api/objects/upload fileName",
      "POST /api/posts title",
      "POST /api/brand-training title",
      "POST /api/voice-styles styleName",
      "POST /api/contact name",
      "POST /api/contact subject",
    ]) {
      expect(oneLine, field).toContain(field);
    }
  });
});

describe("the route table (decision 748)", () => {
  it("declares each method and path once", () => {
    const keys = routeTable.map(routeKey);
    expect(keys.filter((key, i) => keys.indexOf(key) !== i)).toEqual([]);
    expect(keys.length).toBeGreaterThan(90);
  });

  it("declares a schema for exactly the path parameters each path has", () => {
    const mismatched = routeTable
      .filter((route) => route.path.startsWith("/"))
      .flatMap((route) => {
        const inPath = [...route.path.matchAll(/:(\w+)|\*/g)].map((m) => m[1] ?? "*").sort();
        const schema = route.params as z.ZodObject | undefined;
        const declared = Object.keys(schema?.shape ?? {}).sort();
        return JSON.stringify(inPath) === JSON.stringify(declared) ? [] : [`${routeKey(route)}: ${declared}`];
      });
    expect(mismatched.filter((entry) => !entry.startsWith("GET /<file"))).toEqual([]);
  });

  it("gives every /api/v1 answer a zod schema, bytes or no body: the description is built from them", () => {
    const typedOnly = routeTable
      .filter((route) => route.path.startsWith("/api/v1/"))
      .filter((route) => !(route.response instanceof z.ZodType) && route.response.kind === "json")
      .map(routeKey);
    expect(typedOnly).toEqual([]);
  });
});
