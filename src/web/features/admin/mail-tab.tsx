import type { ReactNode } from "react";
import { Card } from "#web/components/ui/card.tsx";
import { formatIstDateTime } from "../posts/format.ts";
import { useAdminMail } from "./queries.ts";
import { isDenied, LoadError } from "./shared.tsx";

/** A mail's plain text with its links clickable; React escapes everything else. */
function MailText({ text }: { text: string }) {
  const parts = text.split(/(https?:\/\/[^\s<>"]+)/g);
  return (
    <pre className="mt-3 whitespace-pre-wrap break-words font-sans text-sm text-slate-800">
      {parts.map((part, index) =>
        index % 2 === 1 ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text never move
          <a key={index} href={part} className="break-all text-brand-800 underline">
            {part}
          </a>
        ) : (
          part
        ),
      )}
    </pre>
  );
}

/** Mail: the outbox, every message the app wrote (decision 156). */
export function MailTab({ onDenied }: { onDenied: () => ReactNode }) {
  const query = useAdminMail();
  if (isDenied(query.error)) return onDenied();
  if (query.isError) return <LoadError what="The mail" onRetry={() => query.refetch()} />;
  if (query.isLoading || !query.data) return <p className="text-slate-600">Loading mail…</p>;
  const { messages, smtp } = query.data;
  return (
    <div>
      <p className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950" data-testid="mail-mode">
        {smtp
          ? "E-mail is delivered through SMTP. Every message is also kept here, with its delivery status."
          : "No SMTP server is set (SMTP_URL), so e-mail is not delivered: messages are kept here and their links are printed in the server's log. Pass a sign-in or password-reset link on only to the person it is for."}
      </p>
      <p className="mt-4 text-sm text-slate-600" data-testid="mail-shown">
        {messages.length} {messages.length === 1 ? "message" : "messages"} shown, newest first.
      </p>
      <ul className="mt-4 grid gap-3" aria-label="Mail">
        {messages.map((mail) => (
          <li key={mail.id}>
            <Card size="sm" data-testid="admin-mail">
              <details>
                <summary className="cursor-pointer">
                  <span className="font-semibold">{mail.subject}</span>
                  <span className="mt-1 block text-sm text-slate-700">
                    To <span className="break-all">{mail.to}</span> · {formatIstDateTime(mail.createdAt)} ·{" "}
                    {mail.sentAt ? "Sent" : mail.lastError ? "Not delivered" : "Kept in the outbox"}
                  </span>
                </summary>
                {mail.replyTo ? <p className="mt-2 text-sm text-slate-700">Reply-To {mail.replyTo}</p> : null}
                {mail.lastError ? <p className="mt-2 text-sm text-red-800">Error: {mail.lastError}</p> : null}
                <MailText text={mail.text} />
              </details>
            </Card>
          </li>
        ))}
      </ul>
    </div>
  );
}
