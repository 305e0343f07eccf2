import { z } from "zod";

/** The shape of TESTIMONIALS_JSON: real quotes the operator has permission to show. */
export const testimonialsSchema = z
  .array(
    z.object({
      name: z.string().trim().min(1, "each testimonial needs a name").max(80),
      role: z.string().trim().max(80).optional(),
      quote: z.string().trim().min(1, "each testimonial needs a quote").max(400),
    }),
  )
  .max(12, "at most 12 testimonials");
