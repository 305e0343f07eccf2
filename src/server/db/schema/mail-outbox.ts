import { customType, index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

/**
 * Every e-mail the product sends. Embedded default: this table is the mailbox (admins read it
 * at /admin → Mail, decision 156). With SMTP configured, rows are also delivered and marked sent.
 */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    kind: text("kind").notNull(),
    toAddress: text("to_address").notNull(),
    fromAddress: text("from_address").notNull(),
    replyTo: text("reply_to"),
    subject: text("subject").notNull(),
    textBody: text("text_body").notNull(),
    htmlBody: text("html_body"),
    /** Extra header fields sent with the message (e.g. List-Unsubscribe), name → value. */
    headers: jsonb("headers").$type<Record<string, string>>(),
    attempts: integer("attempts").notNull().default(0),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    lastError: text("last_error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("mail_outbox_to_created_idx").on(t.toAddress, t.createdAt)],
);

/** Binary data: node-postgres reads bytea as a Buffer, PGlite as a Uint8Array; both come out as a Buffer. */
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => Buffer.from(value),
});

/**
 * Files sent with a message (e.g. the invoice PDF with the payment confirmation), kept with
 * the stored copy so the outbox stays a complete mailbox and SMTP sends them as MIME parts.
 */
export const mailAttachments = pgTable(
  "mail_attachments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    mailId: uuid("mail_id")
      .notNull()
      .references(() => mailOutbox.id, { onDelete: "cascade" }),
    /** Position among the message's attachments. */
    position: integer("position").notNull(),
    filename: text("filename").notNull(),
    contentType: text("content_type").notNull(),
    content: bytea("content").notNull(),
    sizeBytes: integer("size_bytes").notNull(),
  },
  (t) => [index("mail_attachments_mail_idx").on(t.mailId, t.position)],
);
