import { describe, expect, it } from "vitest";
import { matchRoute, routes } from "./routes.ts";

describe("route table", () => {
  it("matches known paths with or without a trailing slash and refuses unknown ones", () => {
    expect(matchRoute("/")?.path).toBe("/");
    expect(matchRoute("/nope")).toBeUndefined();
    expect(matchRoute("/nope/")).toBeUndefined();
  });

  it("has unique paths and a title and description for each", () => {
    expect(new Set(routes.map((r) => r.path)).size).toBe(routes.length);
    for (const route of routes) {
      expect(route.title.length).toBeGreaterThan(0);
      expect(route.description.length).toBeGreaterThan(20);
    }
  });
});
