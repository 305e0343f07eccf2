/** Contact form categories (no zod here: the contact page's bundle stays small). */
export const CONTACT_CATEGORIES = [
  { value: "general", label: "General question" },
  { value: "billing", label: "Billing and payments" },
  { value: "technical", label: "Technical problem" },
  { value: "feedback", label: "Feedback or idea" },
  { value: "partnership", label: "Partnership or press" },
] as const;

export type ContactCategory = (typeof CONTACT_CATEGORIES)[number]["value"];

export const CONTACT_LIMITS = { name: 100, email: 254, subject: 150, message: 5000 } as const;

/** Spec §5: the messages shown when required fields are empty. */
export const MISSING_INFORMATION = { title: "Missing Information", description: "Please fill in all required fields." };
