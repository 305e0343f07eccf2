import { describe, expect, it } from "vitest";
import { headOf, routeHeads } from "./route-heads.ts";
import { matchRoute, notFoundMeta, routes } from "./routes.ts";

describe("route table", () => {
  it("matches known paths with or without a trailing slash and refuses unknown ones", () => {
    expect(matchRoute("/")?.path).toBe("/");
    expect(matchRoute("/nope")).toBeUndefined();
    expect(matchRoute("/nope/")).toBeUndefined();
  });

  it("has unique paths and a title and description for each", () => {
    expect(new Set(routes.map((r) => r.path)).size).toBe(routes.length);
    for (const route of [...routes, notFoundMeta]) {
      const head = routeHeads[route.path];
      expect(head, route.path).toBeDefined();
      expect(headOf(route)).toBe(head);
      expect(head?.title.length).toBeGreaterThan(0);
      expect(head?.description.length).toBeGreaterThan(20);
    }
  });

  it("has no head for a path that is not a route", () => {
    const paths = new Set([...routes, notFoundMeta].map((r) => r.path));
    expect(Object.keys(routeHeads).filter((path) => !paths.has(path))).toEqual([]);
  });
});
