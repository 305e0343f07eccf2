import { describe, expect, it } from "vitest";
import { loginPathReturningTo, safeReturnPath } from "./return-path.ts";

describe("safeReturnPath", () => {
  it.each([
    ["/"],
    ["/?tab=posts&post=0b0e9d2c-3f43-4c1e-9a55-3f3c1b1f4a10"],
    ["/create"],
    ["/upload?x=1#photos"],
    ["/blog/hindi-captions"],
  ])("keeps the same-site path %s", (path) => {
    expect(safeReturnPath(path)).toBe(path);
  });

  it.each([
    ["nothing", null],
    ["an empty string", ""],
    ["another site", "https://evil.example/"],
    ["a scheme-relative URL", "//evil.example/path"],
    ["a backslash host", "/\\evil.example"],
    ["backslashes only", "\\\\evil.example"],
    ["a tab before the host", "/\t/evil.example"],
    ["a newline before the host", "/\n/evil.example"],
    ["a carriage return", "/\r\n/evil.example"],
    ["a NUL byte", "/\u0000/evil.example"],
    ["dot segments that make a host", "/..//evil.example"],
    ["encoded dot segments", "/%2e%2e//evil.example"],
    ["a javascript: URL", "javascript:alert(1)"],
    ["a relative path", "create"],
    ["a data: URL", "data:text/html,<script>alert(1)</script>"],
    ["the sign-in page (a loop)", "/login?next=/login"],
    ["an API endpoint", "/api/logout"],
    ["the API root", "/api"],
    ["a very long path", `/${"a".repeat(2100)}`],
  ])("refuses %s", (_name, value) => {
    expect(safeReturnPath(value)).toBeUndefined();
  });

  it("never returns anything a browser would read as another origin", () => {
    const tricky = ["/.//evil", "/./%2F/evil", "/%5C%5Cevil", "/%09/evil", "/ /evil", "/..%2F..%2F/evil"];
    for (const value of tricky) {
      const safe = safeReturnPath(value);
      if (safe === undefined) continue;
      expect(new URL(safe, "https://captionkaro.example").origin, value).toBe("https://captionkaro.example");
      expect(safe.startsWith("//"), value).toBe(false);
    }
  });
});

describe("loginPathReturningTo", () => {
  it("carries a safe path and drops anything else", () => {
    expect(loginPathReturningTo("/?tab=posts&post=abc")).toBe("/login?next=%2F%3Ftab%3Dposts%26post%3Dabc");
    expect(loginPathReturningTo("/")).toBe("/login");
    expect(loginPathReturningTo("//evil.example")).toBe("/login");
  });
});
