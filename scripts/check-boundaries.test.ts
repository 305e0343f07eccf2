import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { findViolations, resolveImport } from "./check-boundaries.ts";

const check = (files: Record<string, string>) => findViolations(new Map(Object.entries(files)));

describe("server import boundaries", () => {
  it("fails when a feature imports another feature's queries", () => {
    const violations = check({
      "src/server/features/posts/posts.service.ts": `import { lockUserForQuota } from "../library/library.queries.ts";`,
    });
    expect(violations).toEqual([{ file: "src/server/features/posts/posts.service.ts", message: expect.any(String) }]);
    expect(violations[0]?.message).toContain("library.queries.ts");
  });

  it("fails when a feature imports another feature's internals, through an alias too", () => {
    expect(
      check({
        "src/server/features/library/library.service.ts": `import { analyse } from "#server/features/captions/analysis/analyse.ts";`,
        "src/server/features/demo/demo.service.ts": `export { toJpeg } from "../library/media.ts";`,
      }),
    ).toHaveLength(2);
  });

  it("fails when a route handler looks up the session itself", () => {
    const violations = check({
      "src/server/features/posts/posts.routes.ts": `import { currentSession } from "../../auth/sessions.ts";
app.get("/api/posts", { config: { access: "anonymous" } }, async (request, reply) => {
  const signedIn = await currentSession(deps, request, reply);
});`,
    });
    expect(violations.map((v) => v.message)).toEqual([expect.stringContaining("session lookup (currentSession)")]);
  });

  it("fails when an error is made without the factories of errors.ts", () => {
    expect(
      check({
        "src/server/features/posts/posts.service.ts": `throw new AppError(402, "save_limit", "Upgrade.");`,
        "src/server/errors.ts": `export const gone = (m: string) => new AppError(410, "gone", m);`,
      }),
    ).toEqual([{ file: "src/server/features/posts/posts.service.ts", message: expect.stringContaining("factory") }]);
  });

  it("fails when shared server code imports a feature, except the lists that compose them", () => {
    expect(
      check({
        "src/server/adapters/mail/outbox.ts": `import { insertOutboxMail } from "../../features/mail/mail.queries.ts";`,
        "src/server/app.ts": `import { postsRoutes } from "./features/posts/posts.routes.ts";`,
        "src/server/jobs/index.ts": `import { postsJobs } from "../features/posts/posts.jobs.ts";`,
      }),
    ).toEqual([{ file: "src/server/adapters/mail/outbox.ts", message: expect.stringContaining("mail feature") }]);
  });

  it("allows a feature's own files, another feature's service or presenter, shared code, and tests", () => {
    expect(
      check({
        "src/server/features/posts/posts.service.ts": `import { findPost } from "./posts.queries.ts";
import { getStorageStats } from "../library/library.service.ts";
import { presentPost } from "../posts/posts.presenter.ts";
import { lockUserForQuota } from "../../db/locks.ts";
import type { z } from "zod";`,
        "src/server/features/posts/posts.test.ts": `import { findContentItem } from "../library/library.queries.ts";`,
      }),
    ).toEqual([]);
  });

  it("resolves relative and alias imports to repository paths", () => {
    expect(resolveImport("src/server/features/a/a.ts", "../b/b.queries.ts")).toBe("src/server/features/b/b.queries.ts");
    expect(resolveImport("src/web/x.ts", "#server/db/locks.ts")).toBe("src/server/db/locks.ts");
    expect(resolveImport("src/server/x.ts", "fastify")).toBeUndefined();
  });

  it("fails when a browser page or component requests without a feature's hook", () => {
    const violations = check({
      "src/web/pages/account.tsx": `const res = await apiRequest("PATCH", "/api/account", input);`,
      "src/web/components/marketing/newsletter-box.tsx": `useEffect(() => { fetch("/api/newsletter/stats"); }, []);`,
      "src/web/features/library/content-items.tsx": `const items = useQuery<ContentItem[]>({ queryKey: ["/api/content"] });`,
      "src/web/features/brand/brand-compare.tsx": `const compare = useMutation({ mutationFn: run });`,
    });
    expect(violations.map((v) => v.file)).toEqual([
      "src/web/pages/account.tsx",
      "src/web/components/marketing/newsletter-box.tsx",
      "src/web/features/library/content-items.tsx",
      "src/web/features/brand/brand-compare.tsx",
    ]);
    expect(violations[1]?.message).toContain("calls fetch(");
  });

  it("lets the browser request in a feature's queries.ts and in lib/, and reads refetch() and useQueryClient() as no request", () => {
    expect(
      check({
        "src/web/features/posts/queries.ts": `export const usePost = (id: string) => useQuery<Post>({ queryKey: [id] });
export const save = () => apiRequest("POST", "/api/posts", input);`,
        "src/web/lib/api.ts": `const res = await fetch(url, { method });`,
        "src/web/pages/upload.tsx": `const queryClient = useQueryClient(); content.refetch();`,
        "src/web/features/library/content-items.test.ts": `await fetch("/x");`,
      }),
    ).toEqual([]);
  });

  it("passes on this repository's server and browser code", () => {
    const list = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
        e.isDirectory()
          ? list(path.posix.join(dir, e.name))
          : /\.tsx?$/.test(e.name)
            ? [path.posix.join(dir, e.name)]
            : [],
      );
    const files = new Map(
      [...list("src/server"), ...list("src/web")].map((f) => [f, readFileSync(f, "utf8")] as const),
    );
    expect(findViolations(files)).toEqual([]);
  });
});
