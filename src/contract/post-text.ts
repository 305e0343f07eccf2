/**
 * The one text of a post (decision 728): what Copy in Create Post and History's "Copy
 * Content" put on the clipboard, what the Instagram-style preview shows, what the reminder
 * e-mail offers and what automatic publishing sends as the Instagram caption. No zod here:
 * the Create Post and dashboard chunks import it.
 */

/** The post's hashtags as one line, "#a #b", from a list ("a", "#b") or the saved string ("#a #b"). */
export function hashtagLine(hashtags: readonly string[] | string): string {
  const tags = typeof hashtags === "string" ? hashtags.split(/\s+/u) : hashtags;
  return tags
    .map((tag) => tag.trim().replace(/^#+/u, ""))
    .filter((tag) => tag !== "")
    .map((tag) => `#${tag}`)
    .join(" ");
}

/**
 * Heading as the first line, a blank line, the caption, a blank line, then the post's hashtags.
 * Empty parts are left out, so there are never stray blank lines.
 */
export function postText(parts: { heading: string; caption: string; hashtags: readonly string[] | string }): string {
  return [parts.heading.trim(), parts.caption.trim(), hashtagLine(parts.hashtags)]
    .filter((part) => part !== "")
    .join("\n\n");
}
