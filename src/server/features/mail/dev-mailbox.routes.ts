import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { Deps } from "../../deps.ts";
import { notFound, validate } from "../../errors.ts";
import { findOutboxMail, findRecentOutboxMail, type OutboxRow } from "./mail.queries.ts";

const escapeHtml = (value: string) =>
  value.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;").replaceAll('"', "&quot;");

/** Links in a plain-text body become clickable; everything else stays text. */
const linkify = (text: string) =>
  escapeHtml(text).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);

const page = (title: string, body: string) => `<!doctype html>
<html lang="en-IN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(title)}</title></head>
<body style="font-family:system-ui,sans-serif;max-width:50rem;margin:2rem auto;padding:0 1rem;line-height:1.5">
${body}</body></html>`;

const presentMail = (row: OutboxRow) => ({
  id: row.id,
  kind: row.kind,
  to: row.toAddress,
  from: row.fromAddress,
  replyTo: row.replyTo,
  subject: row.subject,
  text: row.textBody,
  html: row.htmlBody,
  headers: row.headers ?? {},
  sentAt: row.sentAt,
  lastError: row.lastError,
  createdAt: row.createdAt,
});

const idParams = z.object({ id: z.uuid("Unknown message") });

/**
 * The development mailbox: the outbox as a page (and as JSON for browser tests). Only
 * registered when DEV_MAILBOX is on, which it is not in production by default.
 */
export function devMailboxRoutes(app: FastifyInstance, { database }: Deps) {
  app.get("/api/dev/mailbox", async () => ({ messages: (await findRecentOutboxMail(database.db)).map(presentMail) }));

  app.get("/dev/mailbox", async (_request, reply) => {
    const rows = await findRecentOutboxMail(database.db);
    const items = rows
      .map(
        (row) =>
          `<li><a href="/dev/mailbox/${row.id}">${escapeHtml(row.subject)}</a> — to ${escapeHtml(row.toAddress)}, ${row.createdAt.toISOString()}${row.sentAt ? " (sent by SMTP)" : ""}</li>`,
      )
      .join("");
    return reply
      .header("cache-control", "no-store")
      .type("text/html; charset=utf-8")
      .send(
        page(
          "Development mailbox",
          `<h1>Development mailbox</h1><p>Every e-mail the app has sent, newest first (development only).</p><ul>${items || "<li>No messages yet.</li>"}</ul>`,
        ),
      );
  });

  app.get("/dev/mailbox/:id", async (request, reply) => {
    const { id } = validate(idParams, request.params);
    const row = await findOutboxMail(database.db, id);
    if (!row) throw notFound("No such message.");
    return reply
      .header("cache-control", "no-store")
      .type("text/html; charset=utf-8")
      .send(
        page(
          row.subject,
          `<p><a href="/dev/mailbox">← Mailbox</a></p><h1>${escapeHtml(row.subject)}</h1>
<p>From ${escapeHtml(row.fromAddress)}<br>To ${escapeHtml(row.toAddress)}${row.replyTo ? `<br>Reply-To ${escapeHtml(row.replyTo)}` : ""}${Object.entries(
            row.headers ?? {},
          )
            .map(([name, value]) => `<br>${escapeHtml(name)}: ${escapeHtml(value)}`)
            .join("")}<br>${row.createdAt.toISOString()}</p>
<pre style="white-space:pre-wrap;font-family:inherit">${linkify(row.textBody)}</pre>`,
        ),
      );
  });
}
