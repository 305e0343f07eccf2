/**
 * Prints one sample post per language from the offline engine run on a real photo: sharp and
 * the COCO detector analyse it (as at upload), then the writer composes the post with the
 * product hashtag and the post's hashtag cap from configuration (free plan, so the product tag
 * is in the set). The photos ship inside npm packages (test/helpers/photos.ts).
 * Run with `npm run samples:offline [-- dinner|ceiling|robot|group|food|street|all] [-- latin]
 * [-- hindi tamil english …]`: by default every photo in every language.
 */
import { LANGUAGES } from "../src/contract/languages.ts";
import { loadConfig } from "../src/server/config.ts";
import { writeOfflinePost } from "../src/server/features/captions/offline/writer.ts";
import { analyseImage } from "../src/server/media/analysis/analyse.ts";
import { createObjectDetector } from "../src/server/media/analysis/detector.ts";
import { realPhotos } from "../test/helpers/photos.ts";

const config = loadConfig();
const script = process.argv.includes("latin") ? "latin" : "native";
const photos = await realPhotos();
const named = photos.filter((p) => process.argv.includes(p.name));
const chosen = named.length > 0 ? named : photos;
const languages = LANGUAGES.filter((l) => process.argv.includes(l.code));

const detector = createObjectDetector();
const out: string[] = [];
for (const photo of chosen) {
  const facts = await analyseImage(photo.jpeg, detector);
  out.push(
    `##### Photo: ${photo.subject} (${photo.name}), field ${photo.field}`,
    `Analysis: ${JSON.stringify(facts)}`,
    "",
  );
  for (const language of languages.length > 0 ? languages : LANGUAGES) {
    const { result, meta } = writeOfflinePost({
      images: [facts],
      contentField: photo.field,
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
      `Engagement estimate: ${result.engagementPrediction === undefined ? "none (the offline writer gives no figure)" : result.engagementPrediction}`,
      "",
    );
  }
}
await detector.close();
process.stdout.write(`${out.join("\n")}\n`);
