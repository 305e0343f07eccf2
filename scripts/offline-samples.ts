/**
 * Prints one sample post per language from the offline engine run on a real photo: sharp and
 * the COCO detector analyse it (as at upload), then the writer composes the post with the
 * product hashtag and the post's hashtag cap from configuration (free plan, so the product tag
 * is in the set). The photos ship inside npm packages (test/helpers/photos.ts).
 * Run with `npm run samples:offline [-- dinner|ceiling|street] [-- latin]`.
 */
import { LANGUAGES } from "../src/contract/languages.ts";
import { loadConfig } from "../src/server/config.ts";
import { analyseImage } from "../src/server/features/captions/analysis/analyse.ts";
import { createObjectDetector } from "../src/server/features/captions/analysis/detector.ts";
import { writeOfflinePost } from "../src/server/features/captions/offline/writer.ts";
import { realPhotos } from "../test/helpers/photos.ts";

const config = loadConfig();
const script = process.argv.includes("latin") ? "latin" : "native";
const photos = await realPhotos();
const chosen = photos.find((p) => process.argv.includes(p.name)) ?? photos[0];
if (!chosen) throw new Error("no sample photo");

const detector = createObjectDetector();
const photo = await analyseImage(chosen.jpeg, detector);
await detector.close();

const out: string[] = [
  `Photo: ${chosen.subject} (${chosen.name}), field ${chosen.field}`,
  `Analysis: ${JSON.stringify(photo)}`,
  "",
];
for (const language of LANGUAGES) {
  const { result, meta } = writeOfflinePost({
    images: [photo],
    contentField: chosen.field,
    tone: "friendly",
    language: language.code,
    script,
    plan: "free",
    productHashtag: config.brand.hashtag,
    hashtagCap: config.brand.postHashtagCap,
    seed: `sample-${language.code}`,
  });
  out.push(
    `=== ${language.label} (${script === "latin" ? "Latin" : language.script})${meta.fallback ? ` — ${meta.fallback.reason}` : ""}`,
    `Heading: ${result.postHeading}`,
    result.caption,
    meta.postHashtags.map((t) => `#${t}`).join(" "),
    `Alt text: ${result.altText}`,
    `Description: ${result.detailedDescription}`,
    `Engagement (estimate): ${result.engagementPrediction} ${meta.engagement.label}`,
    "",
  );
}
process.stdout.write(`${out.join("\n")}\n`);
