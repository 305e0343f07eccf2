import type { Block } from "../blocks.ts";

export interface LegalText {
  title: string;
  /** The date this text last changed (YYYY-MM-DD). Update it with every change to `blocks`. */
  lastUpdated: string;
  intro: string;
  blocks: readonly Block[];
}
