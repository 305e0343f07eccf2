/**
 * The core of `npm run eval:captions` (issue 28, decision 745): runs the configured caption
 * engine over labelled photos in each language and measures what an operator choosing a model
 * needs to know — is the subject named, is the text in the language's script, is the alt text a
 * sentence, are Instagram's hashtag rules kept, do the headings differ from photo to photo, how
 * long it takes, and the tokens the provider reports. The CLI (eval-captions.ts) reads the
 * configuration and prints; the test runs this on two photos and two languages.
 */
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import {
  type ContentField,
  DEFAULT_TARGET_AUDIENCE,
  type GeneratedResult,
  HASHTAG_LIST_MAX,
  hashtagSchema,
} from "#contract/captions.ts";
import { postHashtags } from "#contract/hashtags.ts";
import { LANGUAGES, type LanguageCode } from "#contract/languages.ts";
import type { CaptionModel, ModelUsage } from "#server/adapters/ai/index.ts";
import { composePost, type EngineDeps } from "#server/features/captions/compose.ts";
import { conceptForLabel } from "#server/features/captions/offline/concepts.ts";
import { VOCABULARY } from "#server/features/captions/offline/vocabulary/index.ts";
import type { Concept } from "#server/features/captions/offline/vocabulary/types.ts";
import { type ScriptName, scriptShare } from "#server/features/captions/script-check.ts";
import { analyseImage } from "#server/media/analysis/analyse.ts";
import type { ImageAnalysis } from "#server/media/analysis/types.ts";

/** One photo of the set, with the English words that name what it shows. */
export interface EvalPhoto {
  file: string;
  jpeg: Buffer;
  labels: string[];
}

/** What the checks found in one written post. */
export interface PostChecks {
  subjectNamed: boolean;
  /** The share of the heading's, caption's and alt text's letters in the language's script (0–1). */
  scriptShare: number;
  altIsSentence: boolean;
  hashtagRulesKept: boolean;
}

/** One call of the engine for one photo in one language (it writes `variations` posts). */
export interface EvalRun {
  file: string;
  language: LanguageCode;
  ms: number;
  tokens?: { input: number | undefined; output: number | undefined };
  posts: { variation: number; result: GeneratedResult; checks: PostChecks }[];
  error?: string;
}

/** A row of the table: one language, or all of them. */
export interface EvalRow {
  language: LanguageCode | "overall";
  posts: number;
  failures: number;
  subjectNamed: number;
  scriptShare: number;
  altIsSentence: number;
  hashtagRulesKept: number;
  distinctHeadings: { distinct: number; of: number };
  p50Ms: number;
  p95Ms: number;
  inputTokens?: number;
  outputTokens?: number;
  /** At the operator's prices per million tokens, when given. */
  cost?: number;
}

const IMAGE_FILE = /\.(jpe?g|png|webp)$/iu;
const HASHTAG_IN_TEXT = /#[\p{L}\p{M}\p{N}_]+/u;
const SENTENCE_END = /[.!?।॥۔؟]["”’)]?$/u;

/** DIR/labels.json (file name → English subject words) and the photos it names. */
export async function readPhotos(dir: string): Promise<EvalPhoto[]> {
  const labelsFile = path.join(dir, "labels.json");
  const labels = JSON.parse(await readFile(labelsFile, "utf8")) as Record<string, unknown>;
  const files = new Set((await readdir(dir)).filter((f) => IMAGE_FILE.test(f)));
  const photos: EvalPhoto[] = [];
  for (const [file, words] of Object.entries(labels)) {
    if (!Array.isArray(words) || words.length === 0 || !words.every((w) => typeof w === "string" && w.trim())) {
      throw new Error(`${labelsFile}: "${file}" needs a list of English subject words`);
    }
    if (!files.has(file)) throw new Error(`${labelsFile} names "${file}", which is not an image in ${dir}`);
    photos.push({ file, jpeg: await readFile(path.join(dir, file)), labels: words.map((w: string) => w.trim()) });
  }
  if (photos.length === 0) throw new Error(`${labelsFile} names no photos`);
  return photos;
}

/** The concepts of the offline writer's vocabulary an English label means (its COCO name, id, English forms or aliases). */
function conceptsFor(label: string): Concept[] {
  const key = label.toLowerCase();
  const found = new Set<Concept>();
  const direct = conceptForLabel(key);
  if (direct) found.add(direct);
  for (const concept of VOCABULARY) {
    const english = concept.forms.english;
    if (english.one === key || english.many === key || concept.aliases.includes(key)) found.add(concept);
  }
  return [...found];
}

/** The words that count as naming a label in a language: the label, and its vocabulary forms there. */
export function subjectWords(labels: readonly string[], language: LanguageCode): string[] {
  const words = new Set<string>();
  for (const label of labels) {
    words.add(label.toLowerCase());
    for (const concept of conceptsFor(label)) {
      for (const value of Object.values(concept.forms[language])) {
        if (typeof value === "string" && value.length > 1) words.add(value.toLowerCase());
      }
    }
  }
  return [...words];
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** True when the text names one of the words: a Latin word as a whole word (plurals too), other scripts as written. */
function names(text: string, words: readonly string[]): boolean {
  const lower = text.toLocaleLowerCase("en-IN");
  return words.some((word) =>
    /^[\p{Script=Latin}\s-]+$/u.test(word)
      ? new RegExp(`(^|[^\\p{L}])${escapeRegExp(word)}(s|es)?($|[^\\p{L}])`, "u").test(lower)
      : lower.includes(word),
  );
}

/** The checks of one post in one language. */
export function checkPost(
  result: GeneratedResult,
  language: LanguageCode,
  labels: readonly string[],
  hashtagCap: number,
): PostChecks {
  const script = (LANGUAGES.find((l) => l.code === language)?.script ?? "Latin") as ScriptName;
  const shown = [result.postHeading, result.caption, result.altText].join("\n");
  const alt = result.altText.trim();
  const tags = result.hashtags;
  const distinctTags = new Set(tags.map((t) => t.toLocaleLowerCase("en-IN"))).size === tags.length;
  return {
    subjectNamed: names(shown, subjectWords(labels, language)),
    scriptShare: scriptShare(shown, script),
    altIsSentence: alt.length > 0 && alt.length < 125 && alt.split(/\s+/u).length >= 2 && SENTENCE_END.test(alt),
    hashtagRulesKept:
      tags.length <= HASHTAG_LIST_MAX &&
      tags.every((t) => hashtagSchema.safeParse(t).success) &&
      distinctTags &&
      postHashtags(result, { cap: hashtagCap }).length <= hashtagCap &&
      !HASHTAG_IN_TEXT.test(result.caption),
  };
}

/** A model that tells `onUsage` the tokens of every call it makes. */
function counting(model: CaptionModel, onUsage: (usage: ModelUsage) => void): CaptionModel {
  return {
    provider: model.provider,
    model: model.model,
    generate: (request) => model.generate({ ...request, onUsage }),
    stream: (request, onPartial) => model.stream({ ...request, onUsage }, onPartial),
  };
}

/**
 * Runs the engine over every photo in every language: each photo is analysed once (as an
 * upload is), then written `variations` times per language as Create Post writes it.
 */
export async function evaluate(
  deps: EngineDeps,
  photos: readonly EvalPhoto[],
  options: {
    languages: readonly LanguageCode[];
    variations: number;
    contentField?: ContentField;
    onRun?: (run: EvalRun) => void;
  },
): Promise<EvalRun[]> {
  let usage: { input: number | undefined; output: number | undefined } | undefined;
  const add = (u: ModelUsage) => {
    usage = {
      input: u.inputTokens === undefined ? usage?.input : (usage?.input ?? 0) + u.inputTokens,
      output: u.outputTokens === undefined ? usage?.output : (usage?.output ?? 0) + u.outputTokens,
    };
  };
  const engine: EngineDeps = { ...deps, captionModel: deps.captionModel && counting(deps.captionModel, add) };
  const runs: EvalRun[] = [];
  for (const photo of photos) {
    const analysis: ImageAnalysis = await analyseImage(photo.jpeg, deps.detector, deps.textReader);
    for (const language of options.languages) {
      usage = undefined;
      const started = performance.now();
      const run: EvalRun = { file: photo.file, language, ms: 0, posts: [] };
      try {
        const { results } = await composePost(engine, {
          pictures: [{ preview: photo.jpeg, analysis }],
          request: {
            contentItemIds: [],
            language,
            toneOfVoice: "friendly",
            targetAudience: DEFAULT_TARGET_AUDIENCE,
            contentField: options.contentField ?? "lifestyle",
            script: "native",
            variations: options.variations,
            advanced: false,
          },
          // A paid plan: the post's tags are the engine's own, without the free plan's product tag.
          plan: "pro",
          seed: photo.file,
        });
        run.posts = results.map((result, variation) => ({
          variation,
          result,
          checks: checkPost(result, language, photo.labels, deps.config.brand.postHashtagCap),
        }));
      } catch (error) {
        run.error = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
      }
      run.ms = performance.now() - started;
      if (usage) run.tokens = usage;
      runs.push(run);
      options.onRun?.(run);
    }
  }
  return runs;
}

/** The value at quantile q (0–1) of the sorted values, nearest rank. */
export function quantile(values: readonly number[], q: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? 0;
}

function rowOf(
  language: EvalRow["language"],
  runs: readonly EvalRun[],
  prices?: { inputPerMillion: number; outputPerMillion: number },
): EvalRow {
  const posts = runs.flatMap((r) => r.posts);
  const share = (pick: (c: PostChecks) => boolean) =>
    posts.length === 0 ? 0 : posts.filter((p) => pick(p.checks)).length / posts.length;
  const mean = posts.length === 0 ? 0 : posts.reduce((sum, p) => sum + p.checks.scriptShare, 0) / posts.length;
  // Distinct headings across photos, per language and variation (the overall row sums them).
  const groups = new Map<string, string[]>();
  for (const run of runs) {
    for (const post of run.posts) {
      const key = `${run.language}|${post.variation}`;
      groups.set(key, [...(groups.get(key) ?? []), post.result.postHeading]);
    }
  }
  const distinct = [...groups.values()].reduce((sum, h) => sum + new Set(h).size, 0);
  const reported = runs.filter((r) => r.tokens);
  const total = (pick: "input" | "output") =>
    reported.some((r) => r.tokens?.[pick] !== undefined)
      ? reported.reduce((sum, r) => sum + (r.tokens?.[pick] ?? 0), 0)
      : undefined;
  const inputTokens = total("input");
  const outputTokens = total("output");
  const ms = runs.map((r) => r.ms);
  return {
    language,
    posts: posts.length,
    failures: runs.filter((r) => r.error).length,
    subjectNamed: share((c) => c.subjectNamed),
    scriptShare: mean,
    altIsSentence: share((c) => c.altIsSentence),
    hashtagRulesKept: share((c) => c.hashtagRulesKept),
    distinctHeadings: { distinct, of: posts.length },
    p50Ms: quantile(ms, 0.5),
    p95Ms: quantile(ms, 0.95),
    ...(inputTokens !== undefined ? { inputTokens } : {}),
    ...(outputTokens !== undefined ? { outputTokens } : {}),
    ...(prices && (inputTokens !== undefined || outputTokens !== undefined)
      ? {
          cost:
            ((inputTokens ?? 0) * prices.inputPerMillion + (outputTokens ?? 0) * prices.outputPerMillion) / 1_000_000,
        }
      : {}),
  };
}

/** One row per language, in the order asked, then the overall row. */
export function summarise(
  runs: readonly EvalRun[],
  prices?: { inputPerMillion: number; outputPerMillion: number },
): EvalRow[] {
  const languages = [...new Set(runs.map((r) => r.language))];
  return [
    ...languages.map((language) =>
      rowOf(
        language,
        runs.filter((r) => r.language === language),
        prices,
      ),
    ),
    rowOf("overall", runs, prices),
  ];
}

const percent = (share: number) => `${Math.round(share * 100)}%`;

/** The table as printed: fixed-width columns, tokens and cost only when the provider reported tokens. */
export function formatTable(rows: readonly EvalRow[]): string {
  const withTokens = rows.some((r) => r.inputTokens !== undefined || r.outputTokens !== undefined);
  const withCost = rows.some((r) => r.cost !== undefined);
  const header = [
    "language",
    "posts",
    "failed",
    "subject named",
    "script share",
    "alt sentence",
    "hashtag rules",
    "distinct headings",
    "p50 ms",
    "p95 ms",
    ...(withTokens ? ["tokens in", "tokens out"] : []),
    ...(withCost ? ["cost"] : []),
  ];
  const lines = rows.map((r) => [
    r.language,
    String(r.posts),
    String(r.failures),
    percent(r.subjectNamed),
    percent(r.scriptShare),
    percent(r.altIsSentence),
    percent(r.hashtagRulesKept),
    `${r.distinctHeadings.distinct}/${r.distinctHeadings.of}`,
    String(Math.round(r.p50Ms)),
    String(Math.round(r.p95Ms)),
    ...(withTokens ? [String(r.inputTokens ?? "–"), String(r.outputTokens ?? "–")] : []),
    ...(withCost ? [r.cost === undefined ? "–" : r.cost.toFixed(4)] : []),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => (l[i] ?? "").length)));
  const format = (cells: readonly string[]) =>
    `| ${cells.map((c, i) => (i === 0 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join(" | ")} |`;
  return [
    format(header),
    `|${widths.map((w, i) => (i === 0 ? `:${"-".repeat(w + 1)}` : `${"-".repeat(w + 1)}:`)).join("|")}|`,
    ...lines.map(format),
  ].join("\n");
}
