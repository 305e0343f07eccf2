/**
 * `npm run eval:captions -- --photos DIR [--languages a,b] [--variations n] [--field food]
 * [--out FILE] [--price-in P --price-out P]`: measures the configured caption engine (the
 * server's own configuration, src/server/config.ts: the offline writer unless AI_PROVIDER
 * names a model) on the photos in DIR, labelled by DIR/labels.json ({ "file.jpg": ["dog",
 * "puppy"] }), in each language. Prints a table per language and overall, and writes every
 * post and check as JSON (decision 745). Prices are the operator's, per million tokens.
 */
import { mkdir, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { CONTENT_FIELDS, type ContentField } from "#contract/captions.ts";
import { LANGUAGE_CODES, type LanguageCode } from "#contract/languages.ts";
import { createCaptionModel } from "#server/adapters/ai/index.ts";
import { loadConfig } from "#server/config.ts";
import { createObjectDetector } from "#server/media/analysis/detector.ts";
import { createTextReader } from "#server/media/analysis/text-reader.ts";
import { evaluate, formatTable, readPhotos, summarise } from "./eval-captions-core.ts";

const { values } = parseArgs({
  options: {
    photos: { type: "string" },
    languages: { type: "string" },
    variations: { type: "string", default: "1" },
    field: { type: "string", default: "lifestyle" },
    out: { type: "string" },
    "price-in": { type: "string" },
    "price-out": { type: "string" },
  },
});

function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(2);
}

if (!values.photos) fail("Usage: npm run eval:captions -- --photos DIR [--languages hindi,tamil] [--variations 1-3]");
const languages = (
  values.languages ? values.languages.split(",").map((l) => l.trim()) : LANGUAGE_CODES
) as LanguageCode[];
for (const language of languages) {
  if (!LANGUAGE_CODES.includes(language)) fail(`Unknown language "${language}"; one of ${LANGUAGE_CODES.join(", ")}`);
}
const variations = Number(values.variations);
if (!Number.isInteger(variations) || variations < 1 || variations > 3) fail("--variations is 1, 2 or 3");
if (!CONTENT_FIELDS.includes(values.field as ContentField)) fail(`--field is one of ${CONTENT_FIELDS.join(", ")}`);
const prices =
  values["price-in"] !== undefined || values["price-out"] !== undefined
    ? { inputPerMillion: Number(values["price-in"] ?? 0), outputPerMillion: Number(values["price-out"] ?? 0) }
    : undefined;
if (prices && !(Number.isFinite(prices.inputPerMillion) && Number.isFinite(prices.outputPerMillion))) {
  fail("--price-in and --price-out are numbers (your price per million tokens)");
}

const config = loadConfig();
const captionModel = createCaptionModel(config.ai);
const deps = { config, captionModel, detector: createObjectDetector(), textReader: createTextReader() };
const engine = captionModel ? `${captionModel.provider} ${captionModel.model}` : "offline writer";
const photos = await readPhotos(values.photos);
process.stdout.write(
  `Engine: ${engine}. ${photos.length} photos × ${languages.length} languages × ${variations} variation(s).\n`,
);

const startedAt = new Date();
try {
  const runs = await evaluate(deps, photos, {
    languages,
    variations,
    contentField: values.field as ContentField,
    onRun: (run) => {
      if (run.error) process.stderr.write(`${run.file} (${run.language}): ${run.error}\n`);
    },
  });
  const rows = summarise(runs, prices);
  process.stdout.write(`\n${formatTable(rows)}\n\n`);
  const out =
    values.out ?? path.join(tmpdir(), "captionkaro-eval", `eval-${startedAt.toISOString().replace(/[:.]/g, "-")}.json`);
  await mkdir(path.dirname(out), { recursive: true });
  await writeFile(
    out,
    `${JSON.stringify(
      {
        engine: captionModel ? { provider: captionModel.provider, model: captionModel.model } : { provider: "offline" },
        startedAt: startedAt.toISOString(),
        photos: photos.map((p) => ({ file: p.file, labels: p.labels })),
        languages,
        variations,
        contentField: values.field,
        ...(prices ? { prices } : {}),
        summary: rows,
        runs,
      },
      null,
      2,
    )}\n`,
  );
  process.stdout.write(`Raw results: ${out}\n`);
} finally {
  await Promise.all([deps.detector.close(), deps.textReader.close()]);
}
