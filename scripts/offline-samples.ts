/**
 * Prints sample posts from the offline writer (decision 730) for each real test photo, without
 * and with a creator's note: the photos analysed as at upload, with the detector and text
 * reader answering from their recordings (test/helpers/recorded-photos.ts, decision 701), then
 * the writer with the product hashtag and hashtag cap from configuration (free plan).
 * Run with `npm run samples:offline [-- dinner|ceiling|robot|group|food|street|sign|poster|studio]
 * [-- latin] [-- hindi tamil …]`: by default every photo in English, Hindi, Tamil, Marathi, Urdu.
 */
import { LANGUAGES } from "#contract/languages.ts";
import { loadConfig } from "#server/config.ts";
import { writeOfflinePost } from "#server/features/captions/offline/writer.ts";
import { recordedPhotoAnalyses } from "#test/helpers/recorded-photos.ts";

/** A note a creator might add to each photo. */
const NOTES: Record<string, string> = {
  dinner: "Sunday dinner with Papa",
  ceiling: "Diwali lanterns at the café",
  robot: "Robot spotted on the street",
  group: "Riya ki birthday party",
  food: "Garlic bread night",
  street: "Office commute",
  sign: "Chai break",
  poster: "दिवाली सेल, 50% off",
  studio: "नया कुर्ता कलेक्शन",
};
const DEFAULT_LANGUAGES = ["english", "hindi", "tamil", "marathi", "urdu"];

const config = loadConfig();
const script = process.argv.includes("latin") ? "latin" : "native";
const photos = await recordedPhotoAnalyses();
const named = photos.filter((p) => process.argv.includes(p.name));
const asked = LANGUAGES.filter((l) => process.argv.includes(l.code));
const languages = asked.length > 0 ? asked : LANGUAGES.filter((l) => DEFAULT_LANGUAGES.includes(l.code));
const out: string[] = [];
for (const photo of named.length > 0 ? named : photos) {
  out.push(
    `##### Photo: ${photo.shows} (${photo.name}), field ${photo.field}`,
    `Analysis: ${JSON.stringify(photo.analysis)}`,
    "",
  );
  for (const note of [undefined, NOTES[photo.name]]) {
    for (const language of languages) {
      const { result, meta } = writeOfflinePost({
        images: [photo.analysis],
        ...(note ? { note } : {}),
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
        `=== ${language.label} (${script === "latin" ? "Latin" : language.script}), ${note ? `note “${note}”` : "no note"}` +
          `${meta.fallback ? ` — ${meta.fallback.reason}` : ""}${meta.askForNote ? " — asks for a note" : ""}`,
        `Heading: ${result.postHeading}`,
        result.caption,
        meta.postHashtags.map((t) => `#${t}`).join(" "),
        `Alt text: ${result.altText}`,
        `Description: ${result.detailedDescription}`,
        `Writer's facts: ${JSON.stringify(meta.facts)}`,
        "",
      );
    }
  }
}
process.stdout.write(`${out.join("\n")}\n`);
