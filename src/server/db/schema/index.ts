export * from "./contact-messages.ts";
export * from "./jobs.ts";
export * from "./mail-outbox.ts";
export * from "./newsletter-subscribers.ts";
