import type { ReactNode } from "react";

/** The value to give a message's `{link}` argument: the message is split there. */
export const LINK_SLOT = "\u0000";

/**
 * A catalogue message with one link inside it, wherever the language puts it: `text` is the
 * message worded with `{ link: LINK_SLOT }`, `link` the element that goes in its place.
 */
export function WithLink({ text, link }: { text: string; link: ReactNode }) {
  const [before, after = ""] = text.split(LINK_SLOT);
  return (
    <>
      {before}
      {link}
      {after}
    </>
  );
}
