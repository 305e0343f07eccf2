import { z } from "zod";

/** Settings the browser needs, sent inside the HTML as a JSON data block (no extra request). */
export const publicConfigSchema = z.object({
  productName: z.string(),
  hashtag: z.string(),
  supportEmail: z.string(),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;

export const PUBLIC_CONFIG_ELEMENT_ID = "app-config";
