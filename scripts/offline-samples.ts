/**
 * Prints one sample post per language from the offline writer, using the product hashtag and
 * the post's hashtag cap from configuration (free plan, so the product tag is in the set).
 * Run with `npm run samples:offline` (optionally `-- latin` for the romanised banks).
 */
import { LANGUAGES } from "../src/contract/languages.ts";
import { loadConfig } from "../src/server/config.ts";
import type { ImageAnalysis } from "../src/server/features/captions/offline/types.ts";
import { writeOfflinePost } from "../src/server/features/captions/offline/writer.ts";

const config = loadConfig();
const script = process.argv.includes("latin") ? "latin" : "native";

// A plated cake in bright light, as image analysis would report it.
const photo: ImageAnalysis = {
  colours: ["white", "brown"],
  brightness: "bright",
  orientation: "square",
  objects: [
    { label: "cake", confidence: 0.91 },
    { label: "plate", confidence: 0.84 },
  ],
};

const out: string[] = [];
for (const language of LANGUAGES) {
  const { result, meta } = writeOfflinePost({
    images: [photo],
    contentField: "food",
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
