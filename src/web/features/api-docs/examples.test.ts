import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { buildOpenApiDocument } from "#contract/openapi.ts";
import { curlExample, examplesOf, javascriptExample, quickStartCurl, quickStartJavaScript } from "./examples.ts";

const document = buildOpenApiDocument();
const examples = examplesOf(document);
const BASE = "https://captions.example.in/api/v1";
const AsyncFunction = Object.getPrototypeOf(async () => {}).constructor as new (...args: string[]) => unknown;

/** Throws when `code` is not valid JavaScript (top-level await allowed, as in a module). */
const compiles = (code: string) => new AsyncFunction(code.replace(/^import .*$/gm, ""));
/** Parses `script` with the plain POSIX shell (dash on Debian), not bash: the examples must not need bash. */
const shellParses = (script: string) => spawnSync("sh", ["-n", "-c", script], { encoding: "utf8" });

describe("the reference's examples", () => {
  it("has one for every operation, with the documented example body where there is one", () => {
    expect(Object.keys(examples).sort()).toEqual(
      Object.values(document.paths)
        .flatMap((ops) => Object.values(ops).map((o) => o.operationId))
        .sort(),
    );
    expect(examples.generatePost).toMatchObject({ method: "POST", path: "/generate", idempotent: true });
    expect((examples.generatePost?.body as { language?: string } | undefined)?.language).toBe("tamil");
    expect(examples.listPosts?.query).toEqual({ limit: "20" });
  });

  it("every JavaScript example is valid JavaScript, and every curl example valid shell", () => {
    for (const [id, request] of Object.entries(examples)) {
      const js = javascriptExample(BASE, { ...request, path: request.path.replaceAll("{id}", "\u0024{id}") });
      expect(() => compiles(js), `${id}: ${js}`).not.toThrow();
      expect(js, id).not.toContain("$(");
      const curl = curlExample(BASE, { ...request, path: request.path.replaceAll("{id}", "$ID") });
      expect(shellParses(curl).status, `${id}: ${curl}`).toBe(0);
    }
    expect(() => compiles(quickStartJavaScript(BASE))).not.toThrow();
    expect(shellParses(quickStartCurl(BASE)).status).toBe(0);
    expect(() => compiles("const x = ;")).toThrow();
    expect(shellParses("if then").status).not.toBe(0);
  });

  it("the curl examples need only curl and a POSIX shell: no uuidgen, no jq", () => {
    const scripts = [quickStartCurl(BASE), ...Object.values(examples).map((request) => curlExample(BASE, request))];
    for (const script of scripts) expect(script).not.toMatch(/\b(uuidgen|jq|python|node)\b/);
  });

  it("the idempotent calls make a fresh key each time, in the language of the example", () => {
    expect(curlExample(BASE, examples.savePost ?? { method: "POST", path: "/posts" })).toContain(
      '-H "Idempotency-Key: $(date +%s)-$$"',
    );
    expect(javascriptExample(BASE, examples.savePost ?? { method: "POST", path: "/posts" })).toContain(
      '"Idempotency-Key": crypto.randomUUID()',
    );
  });
});
