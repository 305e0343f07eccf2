import type { Orientation, SceneFacts } from "../types.ts";

/** The few words a language needs to state literally what analysis found. */
export type SceneWords = {
  list: (items: readonly string[]) => string;
  /** "one person" / "{n} people". Only called when people were detected. */
  people: (count: number) => string;
  /** Wraps joined colour words: "{colours} tones". */
  colours: (joined: string) => string;
  light: { dark: string; bright: string };
  shapes: Readonly<Record<Orientation, string>>;
  /** Wraps the joined facts into the sentence that ends the detailed description. */
  sentence: (facts: string) => string;
  /** Separator between facts (", " or the Arabic comma for Urdu). */
  separator?: string;
};

function parts(words: SceneWords, facts: SceneFacts): string[] {
  return [
    facts.objects.length > 0 ? words.list(facts.objects) : "",
    facts.people > 0 ? words.people(facts.people) : "",
    facts.colours.length > 0 ? words.colours(words.list(facts.colours)) : "",
    facts.light === "normal" ? "" : words.light[facts.light],
  ].filter((p) => p.length > 0);
}

/**
 * Literal scene text built as a short list of facts ("Square photo: cake and plate, white
 * tones"), which reads naturally in every language without agreement between the parts.
 */
export function sceneText(words: SceneWords): {
  describe: (facts: SceneFacts) => string;
  alt: (facts: SceneFacts) => string;
} {
  const sep = words.separator ?? ", ";
  return {
    describe(facts) {
      const found = parts(words, facts);
      return found.length > 0 ? words.sentence(found.join(sep)) : "";
    },
    alt(facts) {
      const found = parts(words, facts);
      const shape = words.shapes[facts.orientation];
      return found.length > 0 ? `${shape}: ${found.join(sep)}` : shape;
    },
  };
}

/** "a, b and c" with the language's own word for "and". */
export const joinWith =
  (and: string, comma = ", ") =>
  (items: readonly string[]): string =>
    items.length <= 1 ? (items[0] ?? "") : `${items.slice(0, -1).join(comma)} ${and} ${items.at(-1)}`;
