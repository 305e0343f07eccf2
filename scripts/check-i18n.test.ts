import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { en } from "#contract/i18n/en.ts";
import { hi } from "#contract/i18n/hi.ts";
import { checkCatalogues } from "./check-i18n.ts";

const run = promisify(execFile);
const script = path.join(import.meta.dirname, "check-i18n.ts");

// Issue 30: the catalogue check in `npm run check` fails on a hard-coded word in a converted
// file, on a key the catalogues lack, and on a catalogue missing one of the English keys.
describe("the catalogue check", () => {
  it("passes on the repository as it is", () => {
    expect(checkCatalogues({ en, hi })).toEqual([]);
  });

  it("fails on a Hindi catalogue missing a key, with other arguments, or with a key English lacks", () => {
    const { "shell.menu": _, ...missing } = hi;
    expect(checkCatalogues({ en, hi: missing })).toEqual(["catalogue hi: missing key shell.menu"]);
    const otherArguments = { ...hi, "validation.tooLong": "ज़्यादा से ज़्यादा {count} अक्षर" };
    expect(checkCatalogues({ en, hi: otherArguments })).toEqual([
      "catalogue hi: validation.tooLong has other arguments than the English message",
    ]);
    expect(checkCatalogues({ en, hi: { ...hi, "shell.extra": "अतिरिक्त" } })).toEqual([
      "catalogue hi: shell.extra is not in the English catalogue",
    ]);
  });

  it("fails, naming file and line, on a hard-coded word, a key that is in no catalogue and a key only the server words", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "ck-i18n-"));
    try {
      const file = path.join(dir, "new-screen.tsx");
      await writeFile(
        file,
        [
          'import { useT } from "#web/i18n/i18n.tsx";',
          "export function NewScreen() {",
          "  const t = useT();",
          "  return (",
          '    <section aria-label={t("shell.menu")}>',
          "      <h2>Your posts this week</h2>",
          '      <p>{t("posts.noSuchMessage")}</p>',
          '      <input placeholder="Search posts" />',
          '      <p>{t("mail.hello", { name: "Priya" })}</p>',
          "    </section>",
          "  );",
          "}",
          "",
        ].join("\n"),
      );
      const failed = await run(process.execPath, [script, file]).then(
        () => undefined,
        (error: { code: number; stderr: string }) => error,
      );
      expect(failed?.code).toBe(1);
      const problems = failed?.stderr.split("\n").filter((line) => line.includes("new-screen.tsx")) ?? [];
      expect(problems).toHaveLength(4);
      expect(problems.join("\n")).toContain(':6: text "Your posts this week" is not from the catalogues');
      expect(problems.join("\n")).toContain(":7: no key posts.noSuchMessage in the catalogues");
      expect(problems.join("\n")).toContain(':8: placeholder= "Search posts" is not from the catalogues');
      // An e-mail's words are not in a signed-in page's catalogue (decision 817).
      expect(problems.join("\n")).toContain(":9: mail.hello is worded by the server only");
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
