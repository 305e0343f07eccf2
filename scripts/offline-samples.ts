/**
 * Prints one sample post per language from the offline engine run on a real photo: sharp, the
 * COCO and face detectors and the text reader analyse it (as at upload), then the writer composes the post with the
 * product hashtag and the post's hashtag cap from configuration (free plan, so the product tag
 * is in the set). The photos ship inside npm packages (test/helpers/photos.ts).
 * The shop sign and the poster of test/helpers/text-photos.ts show text read in a photo.
 * Run with `npm run samples:offline [-- dinner|ceiling|robot|group|food|street|sign|poster|all] [-- latin]
 * [-- hindi tamil english …]`: by default every photo in every language.
 */
import type { ContentField } from "#contract/captions.ts";
import { LANGUAGES } from "#contract/languages.ts";
import { loadConfig } from "#server/config.ts";
import { writeOfflinePost } from "#server/features/captions/offline/writer.ts";
import { analyseImage } from "#server/media/analysis/analyse.ts";
import { createObjectDetector } from "#server/media/analysis/detector.ts";
import { createTextReader } from "#server/media/analysis/text-reader.ts";
import { realPhotos } from "#test/helpers/photos.ts";
import { chaiPointSign, salePoster } from "#test/helpers/text-photos.ts";

const config = loadConfig();
const script = process.argv.includes("latin") ? "latin" : "native";
const photos: { name: string; subject: string; field: ContentField; jpeg: Buffer }[] = [
  ...(await realPhotos()),
  {
    name: "sign",
    subject: "a shop sign reading CHAI POINT over a city street",
    field: "food",
    jpeg: await chaiPointSign(),
  },
  { name: "poster", subject: "a SALE 50% poster in a restaurant", field: "fashion", jpeg: await salePoster() },
];
const named = photos.filter((p) => process.argv.includes(p.name));
const chosen = named.length > 0 ? named : photos;
const languages = LANGUAGES.filter((l) => process.argv.includes(l.code));

const detector = createObjectDetector();
const reader = createTextReader();
const out: string[] = [];
for (const photo of chosen) {
  const facts = await analyseImage(photo.jpeg, detector, reader);
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
await Promise.all([detector.close(), reader.close()]);
process.stdout.write(`${out.join("\n")}\n`);
