import type { DetectedObject, ImageAnalysis } from "./types.ts";

/** The most a merged text keeps, as one photo's reading does (decision 206). */
const TEXT_MAX_WORDS = 8;
const TEXT_MAX_CHARS = 60;

/** The value most frames agree on; undefined when none has one or two values tie. */
function majority<T>(values: readonly (T | undefined)[]): T | undefined {
  const counts = new Map<T, number>();
  for (const value of values) if (value !== undefined) counts.set(value, (counts.get(value) ?? 0) + 1);
  const ranked = [...counts].sort((a, b) => b[1] - a[1]);
  if (ranked.length === 0 || (ranked.length > 1 && ranked[0]?.[1] === ranked[1]?.[1])) return undefined;
  return ranked[0]?.[0];
}

const maxOf = (values: readonly (number | undefined)[]) => {
  const known = values.filter((v): v is number => v !== undefined);
  return known.length ? Math.max(...known) : undefined;
};

/**
 * What a video shows, from the analyses of its frames (start, middle, end, scene changes;
 * decision 755): the union of the things seen, each at its best — its highest confidence, the
 * most of it in one frame (the same dog in five frames is one dog), its largest view with that
 * view's place and colour — the most people in one frame, every distinct text read, and the
 * light, setting and colours most frames agree on. A video of one frame is that frame.
 */
export function mergeFrameAnalyses(frames: readonly ImageAnalysis[]): ImageAnalysis {
  const [first] = frames;
  if (!first) throw new Error("A video's analysis needs at least one frame.");
  if (frames.length === 1) return first;

  const objects = new Map<string, DetectedObject>();
  for (const frame of frames) {
    for (const object of frame.objects ?? []) {
      const seen = objects.get(object.label);
      if (!seen) {
        objects.set(object.label, { ...object });
        continue;
      }
      const larger = (object.area ?? 0) > (seen.area ?? 0);
      objects.set(object.label, {
        label: object.label,
        confidence: Math.max(seen.confidence, object.confidence),
        count: Math.max(seen.count ?? 1, object.count ?? 1),
        area: larger ? object.area : seen.area,
        position: larger ? object.position : seen.position,
        colour: larger ? object.colour : seen.colour,
      });
    }
  }
  const merged = [...objects.values()].map((o) =>
    Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)),
  ) as DetectedObject[];
  merged.sort((a, b) => (b.area ?? 0) - (a.area ?? 0) || b.confidence - a.confidence);

  // Tentative detections count one by one: per label, the frame that has most of them.
  const tentative: DetectedObject[] = [];
  const labels = new Set(frames.flatMap((f) => (f.tentative ?? []).map((t) => t.label)));
  for (const label of labels) {
    let best: DetectedObject[] = [];
    for (const frame of frames) {
      const these = (frame.tentative ?? []).filter((t) => t.label === label);
      if (
        these.length > best.length ||
        (these.length === best.length &&
          Math.max(...these.map((t) => t.confidence)) > Math.max(...best.map((t) => t.confidence)))
      ) {
        best = these;
      }
    }
    tentative.push(...best);
  }

  // Colours: by how often and how high each frame ranks them.
  const colourScore = new Map<ImageAnalysis["colours"][number], number>();
  for (const frame of frames) {
    frame.colours.forEach((colour, rank) => {
      colourScore.set(colour, (colourScore.get(colour) ?? 0) + 1 / (rank + 1));
    });
  }
  const colourCount = Math.max(...frames.map((f) => f.colours.length));
  const colours = [...colourScore]
    .sort((a, b) => b[1] - a[1])
    .slice(0, colourCount)
    .map(([c]) => c);

  const texts: string[] = [];
  for (const frame of frames) {
    const text = frame.text?.trim();
    if (text && !texts.some((t) => t.toLowerCase() === text.toLowerCase())) texts.push(text);
  }
  let text = "";
  for (const candidate of texts) {
    const next = text ? `${text} · ${candidate}` : candidate;
    if (next.length > TEXT_MAX_CHARS || next.split(/\s+/).filter((w) => w !== "·").length > TEXT_MAX_WORDS) break;
    text = next;
  }

  const result: ImageAnalysis = {
    colours,
    brightness: majority(frames.map((f) => f.brightness)) ?? first.brightness,
    orientation: first.orientation,
  };
  const peopleCount = maxOf(frames.map((f) => f.peopleCount));
  if (peopleCount !== undefined) result.peopleCount = peopleCount;
  const faceCount = maxOf(frames.map((f) => f.faceCount));
  if (faceCount !== undefined) result.faceCount = faceCount;
  if (frames.some((f) => f.objects)) result.objects = merged;
  if (frames.some((f) => f.tentative)) result.tentative = tentative;
  const subject = merged[0]?.label;
  if (subject) result.subject = subject;
  const setting = majority(frames.map((f) => f.setting));
  if (setting) result.setting = setting;
  const warmth = majority(frames.map((f) => f.warmth));
  if (warmth) result.warmth = warmth;
  const timeOfDay = majority(frames.map((f) => f.timeOfDay));
  if (timeOfDay) result.timeOfDay = timeOfDay;
  if (text) result.text = text;
  return result;
}
