/**
 * Replaces `{name}` placeholders (product name, hashtag, support e-mail …) with their values,
 * taking each value as plain text (a "$&" in a configured name stays "$&"); an unknown name
 * is left as it is.
 */
export const fillIn = (text: string, values: Readonly<Record<string, string | undefined>>) =>
  text.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
