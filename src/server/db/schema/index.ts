export * from "./content-items.ts";
export * from "./generations.ts";
export * from "./jobs.ts";
export * from "./mail-outbox.ts";
export * from "./users.ts";
