import type { MailAttachment } from "./types.ts";

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

/** At most this many bytes of attachments per message (mail servers commonly refuse 10 MB and more). */
export const MAX_ATTACHMENT_BYTES = 5 * 1024 * 1024;

/**
 * A message's attachments, checked before anything is stored or sent: a plain one-line file
 * name without a path, a type/subtype MIME type, and no more than MAX_ATTACHMENT_BYTES in all.
 */
export function checkedAttachments(attachments: MailAttachment[] | undefined): MailAttachment[] {
  if (!attachments) return [];
  let total = 0;
  for (const { filename, contentType, content } of attachments) {
    if (!/^[^\\/\r\n\0"]{1,200}$/.test(filename) || filename.startsWith("."))
      throw new Error(`invalid attachment file name: ${JSON.stringify(filename)}`);
    if (!/^[a-z0-9][a-z0-9.+-]*\/[a-z0-9][a-z0-9.+-]*$/i.test(contentType))
      throw new Error(`invalid attachment type: ${JSON.stringify(contentType)}`);
    total += content.length;
  }
  if (total > MAX_ATTACHMENT_BYTES) throw new Error(`attachments of ${total} bytes exceed ${MAX_ATTACHMENT_BYTES}`);
  return attachments;
}
