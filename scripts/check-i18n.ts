/**
 * The catalogue check (issue 30, decision 777), part of `npm run check`:
 * - every catalogue has exactly the English catalogue's keys, and every message is valid ICU
 *   MessageFormat with the same arguments as the English one;
 * - the messages the public pages read (PUBLIC_AREAS: `shell.`, `auth.`, `note.`, `validation.`) are simple (text and `{name}` only:
 *   the first page load has no ICU formatter, decision 775);
 * - every `t("key")` in the web app names a key of the catalogues;
 * - the converted files (CONVERTED below, a ratchet: add a file once it is translated) hold no
 *   hard-coded user-visible words: no JSX text and no words in aria-label, title, placeholder,
 *   alt, label, hint or what props, nor in a toast's title or description.
 * Usage: node scripts/check-i18n.ts [files…] (files: check these as if converted, for tests).
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { IntlMessageFormat } from "intl-messageformat";
import { parseSync } from "vite";
import { en } from "#contract/i18n/en.ts";
import { hi } from "#contract/i18n/hi.ts";
import { isSimpleMessage } from "#contract/i18n/simple-format.ts";
import { isServerOnlyKey, PUBLIC_AREAS, SERVER_AREAS } from "#server/i18n.ts";

const root = path.resolve(import.meta.dirname, "..");

/** Files whose every user-visible word comes from the catalogues. Only ever add to this list. */
export const CONVERTED = [
  "src/web/app.tsx",
  "src/web/components/layout/layout.tsx",
  "src/web/components/layout/site-header.tsx",
  "src/web/components/layout/signed-in-header.tsx",
  "src/web/components/layout/site-footer.tsx",
  "src/web/components/layout/language-switcher.tsx",
  "src/web/components/layout/links.ts",
  "src/web/features/teams/workspace-switcher.tsx",
  "src/web/features/accounts/language-section.tsx",
  "src/web/features/posts/dashboard-tabs.tsx",
  "src/web/pages/login.tsx",
  "src/web/pages/home.tsx",
  "src/web/components/ui/load-error.tsx",
  "src/web/features/note/note-field.tsx",
  "src/web/features/pwa/share-button.tsx",
  "src/web/features/create/create-post.tsx",
  "src/web/features/create/content-picker.tsx",
  "src/web/features/create/reel-check-line.tsx",
  "src/web/features/create/generation-options.tsx",
  "src/web/features/create/coming-up.tsx",
  "src/web/features/create/caption-form.tsx",
  "src/web/features/create/hashtag-editor.tsx",
  "src/web/features/create/generation-summary.tsx",
  "src/web/features/create/rewrite-bar.tsx",
  "src/web/features/create/save-panel.tsx",
  "src/web/features/create/post-preview.tsx",
  "src/web/features/create/instagram-preview.tsx",
  "src/web/pages/create.tsx",
  "src/web/pages/upload.tsx",
  "src/web/features/library/upload-zone.tsx",
  "src/web/features/library/upload-rows.tsx",
  "src/web/features/library/use-upload-batch.ts",
  "src/web/features/library/upload-rules.ts",
  "src/web/features/library/upload.ts",
  "src/web/features/library/content-items.tsx",
  "src/web/features/library/storage-widgets.tsx",
  "src/web/features/pwa/shared-uploads.tsx",
  "src/web/pages/account.tsx",
  "src/web/features/instagram/instagram-card.tsx",
  "src/web/features/api-keys/api-keys-section.tsx",
  "src/web/features/billing/pass-list.tsx",
  "src/web/features/billing/invoice-list.tsx",
  "src/web/pages/subscribe.tsx",
  "src/web/features/billing/plan-offer.tsx",
  "src/web/features/billing/checkout.tsx",
  "src/web/components/ui/with-link.tsx",
  "src/web/components/ui/dialog.tsx",
  "src/web/features/posts/publish-progress.tsx",
  "src/web/features/posts/publish-state.tsx",
  // ── Area A: My Posts, review, results, teams (issue 30) ──
  "src/web/features/posts/my-posts.tsx",
  "src/web/features/posts/results-panel.tsx",
  "src/web/features/posts/post-dialogs.tsx",
  "src/web/features/posts/post-review.tsx",
  "src/web/features/posts/history.tsx",
  "src/web/features/posts/dashboard-stats.tsx",
  "src/web/features/posts/post-results.tsx",
  "src/web/features/posts/post-list.tsx",
  "src/web/features/posts/format.ts",
  "src/web/features/instagram/auto-publish.tsx",
  "src/web/pages/team.tsx",
  "src/web/pages/team-join.tsx",
  "src/web/features/teams/copy.ts",

  // ── Area B: calendar, AI Training and the smaller screens (issue 30) ──
  "src/web/features/calendar/content-calendar.tsx",
  "src/web/pages/calendar.tsx",
  "src/web/features/calendar/calendar-days.ts",
  "src/web/features/brand/brand-training.tsx",
  "src/web/features/brand/brand-dialogs.tsx",
  "src/web/features/brand/brand-compare.tsx",
  "src/web/features/pwa/install-card.tsx",
  "src/web/features/pwa/unreachable-page.tsx",
  "src/web/components/toaster.tsx",
  "src/web/components/analytics-consent.tsx",
  "src/web/components/marketing/newsletter-box.tsx",
  "src/web/pages/not-found.tsx",
  "src/web/pages/forgot-password.tsx",
  "src/web/pages/reset-password.tsx",
  "src/web/pages/contact.tsx",
  "src/web/pages/about.tsx",
  "src/web/features/demo/demo-section.tsx",

  // ── Area C: e-mails, invoices, legal pages and stored server texts (issue 30) ──
];

/** Prefixes of the messages the public pages' first load reads without the ICU formatter. */
const SIMPLE_PREFIXES = PUBLIC_AREAS;
/** Props and object fields whose string is shown to (or read out for) the user. */
const VISIBLE_PROPS = new Set(["aria-label", "title", "placeholder", "alt", "label", "hint", "what", "description"]);
/** Words that stay as they are in every language (brand and product names, language names). */
const ALLOWED = new Set(["CaptionKaro", "English", "हिन्दी"]);

const catalogues = { en, hi } as Record<string, Record<string, string>>;
const problems: string[] = [];

type AstElement = { type: number; value?: unknown; options?: Record<string, { value: AstElement[] }> };

/** The names of a message's arguments, from its ICU syntax tree (plural and select branches' text is not an argument). */
function argumentNames(elements: readonly AstElement[], names = new Set<string>()): Set<string> {
  for (const element of elements) {
    // Type 0 is literal text and 7 the `#` of a plural; every other element names an argument.
    if (element.type !== 0 && element.type !== 7 && typeof element.value === "string") names.add(element.value);
    for (const option of Object.values(element.options ?? {})) argumentNames(option.value, names);
  }
  return names;
}

const argumentsOf = (message: string) => {
  try {
    return [...argumentNames(new IntlMessageFormat(message, "en").getAst() as AstElement[])].sort().join(",");
  } catch {
    return message;
  }
};

/** What is wrong with a set of catalogues against the English one (the check's first half). */
export function checkCatalogues(catalogues: Record<string, Record<string, string>>, problems: string[] = []): string[] {
  const keys = Object.keys(en);
  for (const [language, catalogue] of Object.entries(catalogues)) {
    for (const key of keys) {
      const message = catalogue[key];
      if (message === undefined) {
        problems.push(`catalogue ${language}: missing key ${key}`);
        continue;
      }
      try {
        new IntlMessageFormat(message, language);
      } catch (error) {
        problems.push(`catalogue ${language}: ${key} is not ICU MessageFormat (${(error as Error).message})`);
      }
      if (argumentsOf(message) !== argumentsOf(en[key as keyof typeof en]))
        problems.push(`catalogue ${language}: ${key} has other arguments than the English message`);
      if (SIMPLE_PREFIXES.some((prefix) => key.startsWith(prefix)) && !isSimpleMessage(message))
        problems.push(`catalogue ${language}: ${key} is read on public pages and must be simple text and {name}s`);
    }
    for (const key of Object.keys(catalogue))
      if (!Object.hasOwn(en, key)) problems.push(`catalogue ${language}: ${key} is not in the English catalogue`);
  }
  return problems;
}

const hasWords = (text: string) => /\p{L}/u.test(text) && !ALLOWED.has(text.trim());
/** A catalogue key or a CSS class list, not words. */
const looksLikeKey = (text: string) => /^[a-z]+(\.[A-Za-z_]+)+$/.test(text);

type Node = { type: string; start: number; [field: string]: unknown };

function walk(node: unknown, visit: (node: Node) => void) {
  if (Array.isArray(node)) for (const child of node) walk(child, visit);
  else if (node && typeof node === "object") {
    if (typeof (node as Node).type === "string") visit(node as Node);
    for (const value of Object.values(node)) if (value && typeof value === "object") walk(value, visit);
  }
}

const literalText = (node: unknown): string | undefined => {
  const n = node as Node | null;
  if (!n) return undefined;
  if (n.type === "Literal" && typeof n.value === "string") return n.value;
  if (n.type === "TemplateLiteral")
    return (n.quasis as { value: { cooked: string } }[]).map((q) => q.value.cooked).join(" ");
  if (n.type === "JSXExpressionContainer") return literalText(n.expression);
  return undefined;
};

function checkFile(file: string, { hardCoded }: { hardCoded: boolean }) {
  const source = readFileSync(path.join(root, file), "utf8");
  const { program, errors } = parseSync(file, source);
  if (errors.length) {
    problems.push(`${file}: does not parse`);
    return;
  }
  const lineOf = (offset: number) => source.slice(0, offset).split("\n").length;
  const refuse = (node: Node, what: string, text: string) =>
    problems.push(`${file}:${lineOf(node.start)}: ${what} "${text.trim().slice(0, 60)}" is not from the catalogues`);
  walk(program, (node) => {
    // t("key") and t(`area.${x}`) must name the catalogues' keys.
    if (node.type === "CallExpression" && (node.callee as Node).type === "Identifier") {
      const name = (node.callee as { name: string }).name;
      const [first] = node.arguments as Node[];
      if ((name === "t" || name === "translateNow") && first?.type === "Literal" && typeof first.value === "string")
        if (!Object.hasOwn(en, first.value))
          problems.push(`${file}:${lineOf(node.start)}: no key ${first.value} in the catalogues`);
    }
    // A signed-in page's HTML leaves out the messages only the server words (decision 817): the
    // web app may name one only if it is listed in WEB_KEYS_IN_SERVER_AREAS.
    if (node.type === "Literal" && typeof node.value === "string" && isServerOnlyKey(node.value))
      problems.push(
        `${file}:${lineOf(node.start)}: ${node.value} is worded by the server only (add it to WEB_KEYS_IN_SERVER_AREAS to use it here)`,
      );
    if (node.type === "TemplateLiteral") {
      const head = (node.quasis as { value: { cooked: string } }[])[0]?.value.cooked ?? "";
      if (SERVER_AREAS.some((area) => head.startsWith(area)))
        problems.push(`${file}:${lineOf(node.start)}: \`${head}…\` names messages only the server words`);
    }
    if (!hardCoded) return;
    if (node.type === "JSXText" && hasWords(String(node.value))) refuse(node, "text", String(node.value));
    if (node.type === "JSXAttribute") {
      const name = (node.name as { name?: string }).name ?? "";
      const text = literalText(node.value);
      if (VISIBLE_PROPS.has(name) && text !== undefined && hasWords(text) && !looksLikeKey(text))
        refuse(node, `${name}=`, text);
    }
    if (node.type === "Property") {
      const key = (node.key as { name?: string; value?: string }).name ?? (node.key as { value?: string }).value;
      const text = literalText(node.value);
      if (key && VISIBLE_PROPS.has(key) && text !== undefined && hasWords(text) && !looksLikeKey(text))
        refuse(node, `${key}:`, text);
    }
    // A JSX child {"words"} or {`words`} is text too.
    if (node.type === "JSXElement" || node.type === "JSXFragment")
      for (const child of node.children as Node[]) {
        const text = child.type === "JSXExpressionContainer" ? literalText(child) : undefined;
        if (text !== undefined && hasWords(text) && !looksLikeKey(text)) refuse(child, "text", text);
      }
  });
}

function webFiles(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.posix.join(dir, entry.name);
    if (entry.isDirectory()) return webFiles(relative);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [relative] : [];
  });
}

/** The whole check, as `npm run check` runs it: exits 1 and lists the problems when there are any. */
function main() {
  const extra = process.argv.slice(2).map((file) => path.relative(root, path.resolve(file)));
  checkCatalogues(catalogues, problems);
  const converted = new Set([...CONVERTED, ...extra]);
  for (const file of webFiles("src/web")) checkFile(file, { hardCoded: converted.has(file) });
  for (const file of extra) if (!file.startsWith("src/web/")) checkFile(file, { hardCoded: true });

  if (problems.length) {
    console.error(`i18n: ${problems.length} problem(s)\n${problems.map((p) => `  ${p}`).join("\n")}`);
    process.exit(1);
  }
  process.stdout.write(
    `i18n: ${Object.keys(en).length} messages in ${Object.keys(catalogues).length} catalogues, ${CONVERTED.length} converted files, no hard-coded words\n`,
  );
}

if (import.meta.main) main();
