/**
 * The creator's note (issue 26, docs/decisions/740): one optional line saying what the photo or
 * the post is about, in any language or script. Its limit and words live here without zod, so
 * the landing page's demo chunk can use them without the schema library; the schema is
 * `creatorNoteSchema` in captions.ts.
 */

/** At most this many characters (UTF-16 code units, as the browser's maxlength counts them). */
export const NOTE_MAX_CHARS = 200;

/** The count of characters left appears once this many are typed. */
export const NOTE_COUNT_FROM = 160;

export const NOTE_LABEL = "What's in the photo? (optional)";

/** The hint's examples: a dish, a Hindi line, a festival, an offer (issue 26). */
export const NOTE_EXAMPLES = [
  "Mom's rajma chawal",
  "नई बाइक की पहली राइड",
  "Onam sadya at home",
  "20% off this week",
] as const;

/** The field's hint: what a note is, with the examples. */
export const NOTE_HINT = `A few words in any language help the writer name it — e.g. ${NOTE_EXAMPLES.map((e) => `“${e}”`).join(", ")}.`;

/** What the screen says when a result comes back with askForNote. */
export const ASK_FOR_NOTE_MESSAGE = "We couldn't tell what's in this photo — tell us in a few words";
