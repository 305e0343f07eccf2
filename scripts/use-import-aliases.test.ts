import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { aliasesOf, aliasFor, rewrite } from "./use-import-aliases.ts";

const aliases = aliasesOf(JSON.parse(readFileSync("package.json", "utf8")));
const files = new Set([
  "src/contract/plans.ts",
  "src/server/db/locks.ts",
  "src/server/features/billing/billing.service.ts",
  "src/web/lib/api.ts",
  "src/web/components/ui/button.tsx",
  "test/helpers/app.ts",
]);
const exists = (target: string) => files.has(target);

describe("use-import-aliases", () => {
  it("reads the aliases from package.json's imports", () => {
    expect(aliases).toEqual(
      expect.arrayContaining([
        { alias: "#server/", dir: "src/server/" },
        { alias: "#contract/", dir: "src/contract/" },
        { alias: "#web/", dir: "src/web/" },
        { alias: "#test/", dir: "test/" },
      ]),
    );
  });

  it("aliases imports that leave the area or climb two levels, and leaves near ones relative", () => {
    const from = "src/server/features/posts/posts.service.ts";
    expect(aliasFor(from, "../../../contract/plans.ts", aliases, exists)).toBe("#contract/plans.ts");
    expect(aliasFor(from, "../../db/locks.ts", aliases, exists)).toBe("#server/db/locks.ts");
    expect(aliasFor(from, "../billing/billing.service.ts", aliases, exists)).toBeUndefined();
    expect(aliasFor(from, "./posts.queries.ts", aliases, exists)).toBeUndefined();
    expect(aliasFor("src/web/app.tsx", "../contract/plans.ts", aliases, exists)).toBe("#contract/plans.ts");
    expect(aliasFor("scripts/x.ts", "../test/helpers/app.ts", aliases, exists)).toBe("#test/helpers/app.ts");
  });

  it("leaves strings that name no file (test data) and packages alone", () => {
    expect(aliasFor("scripts/x.test.ts", "../../db/locks.ts", aliases, exists)).toBeUndefined();
    expect(aliasFor("src/server/features/a/a.ts", "../../db/missing.ts", aliases, exists)).toBeUndefined();
  });

  it("rewrites static, type, re-export, side-effect and dynamic imports, and a second run changes nothing", () => {
    const file = "src/web/features/create/x.tsx";
    const source = [
      `import { Button } from "../../components/ui/button.tsx";`,
      `import type { PlanId } from "../../../contract/plans.ts";`,
      `export { apiRequest } from "../../lib/api.ts";`,
      `import "../../lib/api.ts";`,
      `const lazy = () => import("../../components/ui/button.tsx");`,
      `import { near } from "../posts/queries.ts";`,
      'const text = `import { x } from "../../lib/missing.ts"`;',
    ].join("\n");
    const once = rewrite(file, source, aliases, exists);
    expect(once.count).toBe(5);
    expect(once.text).toBe(
      [
        `import { Button } from "#web/components/ui/button.tsx";`,
        `import type { PlanId } from "#contract/plans.ts";`,
        `export { apiRequest } from "#web/lib/api.ts";`,
        `import "#web/lib/api.ts";`,
        `const lazy = () => import("#web/components/ui/button.tsx");`,
        `import { near } from "../posts/queries.ts";`,
        'const text = `import { x } from "../../lib/missing.ts"`;',
      ].join("\n"),
    );
    expect(rewrite(file, once.text, aliases, exists)).toEqual({ text: once.text, count: 0 });
  });
});
