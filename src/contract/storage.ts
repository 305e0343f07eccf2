import { z } from "zod";
import { line } from "./text.ts";

/** The query of an upload URL signed by the app's local storage. */
export const signedUploadQuerySchema = z.object({
  key: line().min(1).max(300),
  exp: z.coerce.number().int().positive(),
  size: z.coerce.number().int().min(0),
  type: line().min(1).max(100),
  sig: line()
    .max(64)
    .regex(/^[0-9a-f]{64}$/, "Invalid signature"),
});

/** The query of a download URL signed by the app's local storage (photos sent to Instagram). */
export const signedDownloadQuerySchema = z.object({
  key: line().min(1).max(300),
  exp: z.coerce.number().int().positive(),
  sig: line()
    .max(64)
    .regex(/^[0-9a-f]{64}$/, "Invalid signature"),
});
