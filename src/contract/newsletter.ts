import { z } from "zod";
import { emailField, honeypotField } from "./contact.ts";
import { line } from "./text.ts";

/** POST /api/newsletter/subscribe */
export const newsletterSubscribeSchema = z.object({ email: emailField, website: honeypotField });
export type NewsletterSubscribeRequest = z.input<typeof newsletterSubscribeSchema>;

/** ?token= on the confirm and unsubscribe links: 32 random bytes, base64url. */
export const newsletterTokenQuerySchema = z.object({
  token: line({ error: "This link is not valid." })
    .max(43, "This link is not valid.")
    .regex(/^[A-Za-z0-9_-]{43}$/, "This link is not valid."),
});

/** GET /api/newsletter/stats: the real number of confirmed subscribers. */
export interface NewsletterStats {
  confirmedSubscribers: number;
}

/** Where the confirm and unsubscribe links land: /blog?newsletter=<status>. */
export type NewsletterLinkStatus = "confirmed" | "unsubscribed" | "invalid";
