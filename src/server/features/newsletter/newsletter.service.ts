import { createHash, randomBytes } from "node:crypto";
import type { Deps } from "#server/deps.ts";
import { serviceUnavailable, tooManyRequests } from "#server/errors.ts";
import {
  confirmByTokenHash,
  countConfirmedSubscribers,
  findSubscriberByEmail,
  insertPendingSubscriber,
  markConfirmationSent,
  unsubscribeByTokenHash,
} from "./newsletter.queries.ts";

export const NEWSLETTER_RATE_RULE = { limit: 5, windowMs: 60 * 60_000 };
/** A confirmation link works this long. */
const CONFIRM_TTL_MS = 7 * 24 * 60 * 60_000;
/** Asking again within this time does not send another e-mail (no mail-bombing an address). */
const RESEND_AFTER_MS = 10 * 60_000;

export const SUBSCRIBE_MESSAGE = "Almost done! Check your inbox and click the link to confirm your subscription.";

const newToken = () => randomBytes(32).toString("base64url");
export const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

/** Counts one newsletter attempt from `ip`; throws 429 with a clear message when over the limit. */
export async function requireNewsletterAllowance({ rateLimiter }: Deps, ip: string) {
  const decision = await rateLimiter.hit(`newsletter:${ip}`, NEWSLETTER_RATE_RULE);
  if (!decision.allowed) {
    const minutes = Math.max(1, Math.ceil(decision.retryAfterMs / 60_000));
    throw tooManyRequests({ key: "errors.newsletter.tooMany", values: { minutes } }, decision.retryAfterMs / 1000);
  }
}

/**
 * Double opt-in: stores the address (once; lower-case) and e-mails a confirmation link and an
 * unsubscribe link. The answer is the same whether or not the address was already subscribed.
 */
export async function subscribeToNewsletter(deps: Deps, input: { email: string; website?: string }): Promise<void> {
  if (input.website) return;
  const { db } = deps.database;
  const email = input.email.toLowerCase();
  const existing = await findSubscriberByEmail(db, email);
  if (existing?.status === "confirmed") return;
  if (
    existing?.status === "pending" &&
    existing.confirmationSentAt &&
    Date.now() - existing.confirmationSentAt.getTime() < RESEND_AFTER_MS
  )
    return;
  const subscriber = existing ?? (await insertPendingSubscriber(db, email));
  const confirmToken = newToken();
  const unsubscribeToken = newToken();
  await markConfirmationSent(db, subscriber.id, {
    confirmTokenHash: hashToken(confirmToken),
    unsubscribeTokenHash: hashToken(unsubscribeToken),
  });
  const { publicUrl, brand } = deps.config;
  const confirmUrl = `${publicUrl}/api/newsletter/confirm?token=${confirmToken}`;
  const unsubscribeUrl = `${publicUrl}/api/newsletter/unsubscribe?token=${unsubscribeToken}`;
  try {
    await deps.mailer.send({
      kind: "newsletter-confirm",
      to: email,
      subject: `Confirm your subscription to the ${brand.name} blog`,
      text: [
        "Hello,",
        "",
        `Someone (we hope you) asked to receive new articles from the ${brand.name} blog at this address.`,
        "",
        `Confirm your subscription: ${confirmUrl}`,
        "",
        "The link works for 7 days. If you did not ask for this, ignore this e-mail and you will not hear from us.",
        "",
        "—",
        `Unsubscribe at any time: ${unsubscribeUrl}`,
      ].join("\n"),
      headers: listUnsubscribeHeaders(unsubscribeUrl, brand.supportEmail),
    });
  } catch {
    throw serviceUnavailable({ key: "errors.newsletter.mailUnavailable" }, "mail_unavailable");
  }
}

/**
 * List-Unsubscribe (RFC 2369) and List-Unsubscribe-Post (RFC 8058) for every newsletter mail:
 * mail apps show an Unsubscribe button that POSTs "List-Unsubscribe=One-Click" to the link
 * (POST /api/newsletter/unsubscribe), or write to the support address.
 */
export function listUnsubscribeHeaders(unsubscribeUrl: string, supportEmail: string | undefined) {
  const targets = [`<${unsubscribeUrl}>`];
  if (supportEmail) targets.push(`<mailto:${supportEmail}?subject=unsubscribe>`);
  return { "List-Unsubscribe": targets.join(", "), "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" };
}

/** Confirms a subscription from the link in the e-mail; false when the link is unknown or expired. */
export function confirmSubscription(deps: Deps, token: string): Promise<boolean> {
  return confirmByTokenHash(deps.database.db, hashToken(token), new Date(Date.now() - CONFIRM_TTL_MS));
}

/** Unsubscribes from the link in any newsletter e-mail; false when the link is unknown. */
export function unsubscribe(deps: Deps, token: string): Promise<boolean> {
  return unsubscribeByTokenHash(deps.database.db, hashToken(token));
}

/** The real number of confirmed subscribers. */
export function getConfirmedSubscriberCount(deps: Deps): Promise<number> {
  return countConfirmedSubscribers(deps.database.db);
}
