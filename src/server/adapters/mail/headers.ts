/** Header fields the adapters set from the message itself; a caller may not override them. */
const RESERVED = new Set([
  "from",
  "to",
  "cc",
  "bcc",
  "reply-to",
  "subject",
  "date",
  "message-id",
  "mime-version",
  "content-type",
  "content-transfer-encoding",
  "x-mail-kind",
]);

/**
 * A message's extra header fields, checked before anything is stored or sent: field names
 * as RFC 5322 allows (printable ASCII without ":"), no line breaks in values (no header
 * injection), none of the fields the adapter writes. Null when there are none.
 */
export function checkedHeaders(headers: Record<string, string> | undefined): Record<string, string> | null {
  if (!headers || Object.keys(headers).length === 0) return null;
  for (const [name, value] of Object.entries(headers)) {
    if (!/^[!-9;-~]+$/.test(name)) throw new Error(`invalid mail header name: ${JSON.stringify(name)}`);
    if (RESERVED.has(name.toLowerCase())) throw new Error(`mail header ${name} is set by the mailer`);
    if (/[\r\n]/.test(value)) throw new Error(`mail header ${name} has a line break`);
  }
  return headers;
}
