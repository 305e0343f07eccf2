/**
 * The first page load's message reader (decision 775): a catalogue message that is plain text
 * or has only simple `{name}` arguments reads the same here as through ICU MessageFormat, at
 * a few hundred bytes instead of the formatter's kilobytes. Messages with plural, select,
 * number or date arguments go through intl-messageformat (server, signed-in chunk); the
 * catalogue check keeps the public pages' messages simple.
 */
export type MessageValues = Record<string, string | number>;

const SIMPLE_ARGUMENT = /\{\s*([A-Za-z_][\w]*)\s*\}/g;

/**
 * True when a message has nothing but text and simple arguments: no other braces, and no ICU
 * quoting (an apostrophe quotes only before `{`, `}`, `#`, `|` or another apostrophe).
 */
export const isSimpleMessage = (message: string) =>
  !/'[{}#|']/.test(message) && !message.replace(SIMPLE_ARGUMENT, "").match(/[{}]/);

/**
 * Fills a simple message's arguments as ICU MessageFormat does: a plain `{n}` is the value as
 * written (grouping and the locale's digits need `{n, number}`, which the full formatter reads).
 */
export function formatSimple(message: string, values: MessageValues | undefined): string {
  if (!values) return message;
  return message.replace(SIMPLE_ARGUMENT, (whole, name: string) => {
    const value = values[name];
    return value === undefined ? whole : String(value);
  });
}
