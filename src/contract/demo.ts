import { z } from "zod";
import { creatorNoteSchema } from "./captions.ts";
import { DEMO_MESSAGES } from "./demo-values.ts";
import { LANGUAGE_CODES } from "./languages.ts";
import { line } from "./text.ts";

export { DEMO_MAX_IMAGE_BYTES, DEMO_TIMEOUT_MS, DEMO_USED_STORAGE_KEY } from "./demo-values.ts";

/**
 * POST /api/demo-generate-caption: a language and either a photo (data URL) or an image link,
 * and optionally the visitor's note about it (issue 26).
 */
export const demoRequestSchema = z
  .object({
    language: z.enum(LANGUAGE_CODES, { error: "Choose one of the 12 languages" }),
    base64Image: line()
      // 5 MB as base64 is about 6.7 million characters, plus the data URL prefix.
      .max(7_100_000, DEMO_MESSAGES.tooLarge)
      .regex(/^data:image\/(jpeg|png|webp);base64,[A-Za-z0-9+/=\s]+$/, "The photo must be a JPG, PNG or WebP image")
      .optional(),
    imageUrl: line().trim().max(2000, "That link is too long").optional(),
    note: creatorNoteSchema,
  })
  .refine((v) => Boolean(v.base64Image) !== Boolean(v.imageUrl), {
    message: DEMO_MESSAGES.noImage,
  });
export type DemoRequest = z.infer<typeof demoRequestSchema>;

export interface DemoResponse {
  postHeading: string;
  caption: string;
  engine: "offline" | "gemini" | "openai" | "openai-compatible";
  /** The built-in writer could not tell what the photo shows and there was no note: ask for one. */
  askForNote: boolean;
}
