import { z } from "zod";
import { CONTACT_CATEGORIES, CONTACT_LIMITS, type ContactCategory } from "./contact-options.ts";
import { line, text } from "./text.ts";

const categoryValues = CONTACT_CATEGORIES.map((c) => c.value) as [ContactCategory, ...ContactCategory[]];

/** An e-mail address as people type it: trimmed, at most 254 characters, well formed. */
export const emailField = line({ error: "Please fill in all required fields." })
  .trim()
  .min(1, "Please fill in all required fields.")
  .max(CONTACT_LIMITS.email, `E-mail must be at most ${CONTACT_LIMITS.email} characters.`)
  .pipe(z.email("Please enter a valid e-mail address."));

/** Hidden field that people never see; bots that fill every input give themselves away. */
export const honeypotField = text().max(500).optional();

/** POST /api/contact (spec §5: name, email and message required; subject and category optional). */
export const contactRequestSchema = z.object({
  name: line({ error: "Please fill in all required fields." })
    .trim()
    .min(1, "Please fill in all required fields.")
    .max(CONTACT_LIMITS.name, `Name must be at most ${CONTACT_LIMITS.name} characters.`),
  email: emailField,
  subject: line()
    .trim()
    .max(CONTACT_LIMITS.subject, `Subject must be at most ${CONTACT_LIMITS.subject} characters.`)
    .optional()
    .default(""),
  category: z
    .enum(categoryValues, { error: "Please choose one of the listed categories." })
    .optional()
    .default("general"),
  message: text({ error: "Please fill in all required fields." })
    .trim()
    .min(1, "Please fill in all required fields.")
    .max(CONTACT_LIMITS.message, `Message must be at most 5,000 characters.`),
  website: honeypotField,
});
export type ContactRequest = z.input<typeof contactRequestSchema>;
