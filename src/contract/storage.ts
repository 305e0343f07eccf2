import { z } from "zod";

/** The query of an upload URL signed by the app's local storage. */
export const signedUploadQuerySchema = z.object({
  key: z.string().min(1).max(300),
  exp: z.coerce.number().int().positive(),
  size: z.coerce.number().int().min(0),
  type: z.string().min(1).max(100),
  sig: z.string().regex(/^[0-9a-f]{64}$/, "Invalid signature"),
});
