import type { Concept } from "../types.ts";

export const CONCEPTS: readonly Concept[] = [];
