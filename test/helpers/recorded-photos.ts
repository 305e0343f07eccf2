/**
 * The real test photos analysed the way the server analyses an upload (sharp for real), with
 * the detector and text reader answering from their recordings (decision 701): the offline
 * writer's tests get real analyses in milliseconds. Re-record with RECORD_ANALYSIS=1 after
 * changing a photo.
 */
import type { ContentField } from "#contract/captions.ts";
import { analyseImage } from "#server/media/analysis/analyse.ts";
import type { ImageAnalysis } from "#server/media/analysis/types.ts";
import { animalAndDrinkPhotos, realPhotos, samplePhoto } from "./photos.ts";
import { createRecordedDetector, createRecordedTextReader } from "./recorded-analysis.ts";
import { chaiPointSign, salePoster } from "./text-photos.ts";

export interface AnalysedPhoto {
  name: string;
  /** What the photo really shows, in English (for failure messages and the samples script). */
  shows: string;
  field: ContentField;
  analysis: ImageAnalysis;
}

/**
 * Eleven real photos: the six of photos.ts, the shop sign and the poster of text-photos.ts, the
 * studio render of the sample sheet (a figure against a white backdrop that analysis' sky
 * measure calls "outdoors, day": the writer must not say so), and the cat and the coffee of
 * scikit-image's sample data (committed CC0 JPEGs).
 */
export async function recordedPhotoAnalyses(): Promise<AnalysedPhoto[]> {
  const detector = createRecordedDetector();
  const reader = createRecordedTextReader();
  const photos = [
    ...[...(await realPhotos()), ...(await animalAndDrinkPhotos())].map((p) => ({
      name: p.name,
      shows: p.subject,
      field: p.field,
      jpeg: p.jpeg,
    })),
    {
      name: "sign",
      shows: "a shop sign reading CHAI POINT over a city street",
      field: "food" as const,
      jpeg: await chaiPointSign(),
    },
    { name: "poster", shows: "a SALE 50% poster in a restaurant", field: "fashion" as const, jpeg: await salePoster() },
    {
      name: "studio",
      shows: "a figure standing in a white studio",
      field: "fashion" as const,
      jpeg: await samplePhoto(0),
    },
  ];
  const out: AnalysedPhoto[] = [];
  for (const { jpeg, ...photo } of photos) out.push({ ...photo, analysis: await analyseImage(jpeg, detector, reader) });
  await Promise.all([detector.close(), reader.close()]);
  return out;
}
