import type { GeneratedResult } from "#contract/captions.ts";
import type { CaptionModel } from "#server/adapters/ai/index.ts";

/** Words of a caption, for comparing it with the user's earlier ones. */
const words = (text: string) =>
  new Set(
    text
      .toLocaleLowerCase()
      .split(/[^\p{L}\p{M}\p{N}]+/u)
      .filter((w) => w.length > 1),
  );

/**
 * Uniqueness estimate: 100 minus the highest word overlap (Jaccard) with the user's last 20
 * captions; 100 when there is nothing to compare with. A measurement of this account's own
 * history, shown as an estimate.
 */
export function uniquenessAgainst(caption: string, earlier: string[]): number {
  const mine = words(caption);
  let highest = 0;
  for (const other of earlier) {
    const theirs = words(other);
    const shared = [...mine].filter((w) => theirs.has(w)).length;
    const union = new Set([...mine, ...theirs]).size;
    if (union > 0) highest = Math.max(highest, shared / union);
  }
  return Math.round((1 - highest) * 100);
}

/** Names the structure a caption follows, from what is in it (offline engine). */
export function describePattern(caption: string): string {
  const parts: string[] = [];
  const lines = caption.split("\n").filter((l) => l.trim());
  if (/[\p{Extended_Pictographic}]/u.test(lines[0] ?? "")) parts.push("an emoji hook");
  else parts.push("a short opening line");
  if (lines.length > 2) parts.push("a few short lines of story");
  if (/[?？؟]/.test(caption)) parts.push("a question to the audience");
  parts.push("a closing call to action");
  return `Follows the ${parts.slice(0, -1).join(", ")} and ${parts.at(-1)} pattern common among Indian creators.`;
}

/**
 * Keeps an engagement figure only with a stated basis (decision 460): a model's own estimate is
 * labelled as the model's, naming it; an offline figure survives only when the writer said how
 * it was computed, and otherwise is dropped rather than shown as if it meant something.
 */
export function withEngagementBasis(result: GeneratedResult, model: CaptionModel | undefined): GeneratedResult {
  const { engagementPrediction, engagementBasis, ...rest } = result;
  if (engagementPrediction === undefined) return rest;
  if (model) {
    return {
      ...rest,
      engagementPrediction,
      engagementBasis: `The AI model's own guess (${model.model}) from the photos and the caption; not a measurement of your audience.`,
    };
  }
  return engagementBasis ? { ...rest, engagementPrediction, engagementBasis } : rest;
}
