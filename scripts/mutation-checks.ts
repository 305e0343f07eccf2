/**
 * Proof that the suite can fail (issue 25): each mutation weakens one guard in the source —
 * the ownership check (both its layers), the quota row lock, the publish-once check — runs the server tests
 * (PGlite, and PostgreSQL when TEST_DATABASE_URL is set), prints the tests that failed and
 * puts the source back. Exits 1 if any mutation leaves the suite green.
 *
 * Usage: TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test node scripts/mutation-checks.ts [name …]
 */
import { spawnSync } from "node:child_process";
import { readFileSync, rmSync, writeFileSync } from "node:fs";

interface Edit {
  file: string;
  from: string;
  to: string;
}

interface Mutation {
  name: string;
  edits: Edit[];
}

const MUTATIONS: Mutation[] = [
  {
    // Belonging is checked twice (the query's workspace filter and requireInWorkspace in the
    // access layer, issue 29): removing one layer alone changes no answer, so both go.
    name: "workspace check removed (a post is found by id alone, and requireInWorkspace lets any row through)",
    edits: [
      {
        file: "src/server/features/posts/posts.queries.ts",
        from: `.where(and(eq(posts.id, sql.placeholder("id")), eq(posts.workspaceId, sql.placeholder("workspaceId"))))`,
        to: `.where(eq(posts.id, sql.placeholder("id")))`,
      },
      {
        file: "src/server/auth/access.ts",
        from: "if (!row || row.workspaceId !== member.workspaceId) throw notFound(message);",
        to: "if (!row) throw notFound(message);",
      },
    ],
  },
  {
    name: "quota row lock removed (per-user limits checked without locking the user's row)",
    edits: [
      {
        file: "src/server/db/locks.ts",
        from: `await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("update");`,
        to: "await db.select({ id: users.id }).from(users).where(eq(users.id, userId));",
      },
    ],
  },
  {
    name: "publish-once check removed (a post with a recorded Instagram media id is published again)",
    edits: [
      {
        file: "src/server/features/instagram/publish.ts",
        from: "  if (!rec?.mediaId) {\n    if (!rec) {",
        to: "  if (rec === rec) {\n    if (!rec) {",
      },
    ],
  },
];

const wanted = process.argv.slice(2);
const projects = [
  "--project",
  "server-pglite",
  ...(process.env.TEST_DATABASE_URL ? ["--project", "server-postgres"] : []),
];
const report = "test-results/mutation.json";
let survivors = 0;

for (const mutation of MUTATIONS.filter((m) => wanted.length === 0 || wanted.some((w) => m.name.includes(w)))) {
  const originals = new Map(mutation.edits.map((edit) => [edit.file, readFileSync(edit.file, "utf8")]));
  for (const edit of mutation.edits) {
    const text = readFileSync(edit.file, "utf8");
    if (!text.includes(edit.from)) throw new Error(`${edit.file} no longer holds: ${edit.from}`);
    writeFileSync(edit.file, text.replace(edit.from, edit.to));
  }
  const started = Date.now();
  try {
    rmSync(report, { force: true });
    spawnSync("vitest", ["run", ...projects, "--reporter=dot", "--reporter=json", `--outputFile.json=${report}`], {
      stdio: ["ignore", "ignore", "inherit"],
      env: process.env,
    });
  } finally {
    for (const [file, text] of originals) writeFileSync(file, text);
  }
  const results = JSON.parse(readFileSync(report, "utf8")) as {
    numFailedTests: number;
    testResults: { name: string; assertionResults: { fullName: string; status: string }[] }[];
  };
  const failed = results.testResults.flatMap((file) =>
    file.assertionResults
      .filter((test) => test.status === "failed")
      .map((test) => `${file.name.replace(`${process.cwd()}/`, "")} › ${test.fullName}`),
  );
  const seconds = Math.round((Date.now() - started) / 1000);
  process.stdout.write(`\n### ${mutation.name} — ${failed.length} failed (${seconds} s)\n`);
  for (const line of [...new Set(failed)]) process.stdout.write(`- ${line}\n`);
  if (failed.length === 0) survivors += 1;
}

process.exit(survivors > 0 ? 1 : 0);
