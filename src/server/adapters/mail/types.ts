/** An e-mail in our words; adapters turn it into SMTP or a stored outbox row. */
export interface MailMessage {
  /** What the mail is for (e.g. "contact", "password-reset"); kept with the stored copy. */
  kind: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  /**
   * Extra header fields, name → value (e.g. List-Unsubscribe). Values must be one line;
   * names must not be ones the adapter sets itself (From, To, Subject, Reply-To, …).
   */
  headers?: Record<string, string>;
  /** Files sent with the message as MIME attachments (e.g. an invoice PDF); kept with the stored copy. */
  attachments?: MailAttachment[];
}

export interface MailAttachment {
  /** The name the reader sees: one line, no path (e.g. "CK-26-27-00001.pdf"). */
  filename: string;
  /** MIME type, e.g. "application/pdf". */
  contentType: string;
  content: Buffer;
}

export interface SentMail {
  id: string;
  /** True when handed to an SMTP server; false when only stored in the outbox. */
  delivered: boolean;
}

/** Sends e-mail. Every message is stored in the outbox first, so nothing is lost. */
export interface Mailer {
  readonly transport: "outbox" | "smtp";
  send(message: MailMessage): Promise<SentMail>;
}
