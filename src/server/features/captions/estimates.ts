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

/** engagementBasis's limit in the contract (UTF-16 code units). */
const BASIS_MAX_CHARS = 300;

/** At most `max` UTF-16 code units, cut between code points and marked with '…' when cut. */
function within(text: string, max: number): string {
  if (text.length <= max) return text;
  const points = [...text];
  while (points.join("").length > max - 1) points.pop();
  return `${points.join("").trimEnd()}…`;
}

/**
 * Keeps an engagement figure only with a stated basis (decision 460): a model's own estimate
 * survives only with the reason the model gave for it (normalizeResult puts it in
 * engagementBasis, decision 744) and is labelled as the model's guess, naming it; an offline
 * figure survives only when the writer said how it was computed. Otherwise it is dropped
 * rather than shown as if it meant something.
 */
export function withEngagementBasis(result: GeneratedResult, model: CaptionModel | undefined): GeneratedResult {
  const { engagementPrediction, engagementBasis, ...rest } = result;
  if (engagementPrediction === undefined || !engagementBasis) return rest;
  if (model) {
    const basis = `The AI model's own guess (${model.model}), not a measurement of your audience: ${engagementBasis}`;
    return { ...rest, engagementPrediction, engagementBasis: within(basis, BASIS_MAX_CHARS) };
  }
  return { ...rest, engagementPrediction, engagementBasis };
}
