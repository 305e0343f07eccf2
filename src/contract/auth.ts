import { z } from "zod";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "./auth-values.ts";
import { INTERFACE_LANGUAGES } from "./i18n/languages.ts";
import { line, text } from "./text.ts";
import { type CurrentUser, SUBSCRIPTION_STATUSES } from "./user.ts";

export { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH };

/**
 * Messages here are keys of the interface catalogues (src/contract/i18n/en.ts): the server and
 * the browser word them in the reader's language, with the limits (decision 776).
 */

/** An e-mail address as every form takes it: trimmed, lower-cased, checked. */
export const emailSchema = line({ error: "validation.emailRequired" })
  .trim()
  .min(1, "validation.emailRequired")
  .max(254, "validation.emailTooLong")
  .pipe(z.email("validation.emailInvalid"))
  .transform((value) => value.toLowerCase());
const email = emailSchema;

const password = text({ error: "validation.passwordRequired" })
  .min(1, "validation.passwordRequired")
  .min(PASSWORD_MIN_LENGTH, "validation.passwordTooShort")
  .max(PASSWORD_MAX_LENGTH, "validation.passwordTooLong");

const namePart = line().trim().max(80, "validation.nameTooLong");

export const registerRequestSchema = z.object({
  email,
  password,
  name: line({ error: "validation.nameRequired" })
    .trim()
    .min(1, "validation.nameRequired")
    .max(160, "validation.nameTooLong"),
  /** Policy: users must be at least 13 years old. */
  isAtLeast13: z.literal(true, { error: "validation.atLeast13" }),
  acceptTerms: z.literal(true, { error: "validation.acceptTerms" }),
});
export type RegisterRequest = z.input<typeof registerRequestSchema>;

export const loginRequestSchema = z.object({
  email,
  // Sign-in checks only presence: an old password shorter than today's rule must still work.
  password: text({ error: "validation.passwordRequired" })
    .min(1, "validation.passwordRequired")
    .max(PASSWORD_MAX_LENGTH),
});
export type LoginRequest = z.input<typeof loginRequestSchema>;

export const forgotPasswordRequestSchema = z.object({ email });

export const resetPasswordRequestSchema = z.object({
  token: line({ error: "Invalid reset link" }).min(20, "Invalid reset link").max(200, "Invalid reset link"),
  password,
});

/**
 * PATCH /api/account: the name (either part or both; one left out stays as it is, an empty
 * one is cleared) and/or the interface language (issue 30).
 */
export const updateProfileRequestSchema = z
  .object({
    firstName: namePart.optional(),
    lastName: namePart.optional(),
    interfaceLanguage: z.enum(INTERFACE_LANGUAGES, { error: "validation.languageUnknown" }).optional(),
  })
  .refine((v) => v.firstName !== undefined || v.lastName !== undefined || v.interfaceLanguage !== undefined, {
    message: "validation.nothingToChange",
  });
export type UpdateProfileRequest = z.input<typeof updateProfileRequestSchema>;

/** PUT /api/account/profile-picture: one of the user's own library photos, or null to remove it. */
export const profilePictureRequestSchema = z.object({
  contentItemId: z.uuid("validation.choosePhoto").nullable(),
});

export const changePasswordRequestSchema = z.object({
  currentPassword: text().max(PASSWORD_MAX_LENGTH).optional(),
  newPassword: password,
});
export type ChangePasswordRequest = z.input<typeof changePasswordRequestSchema>;

export const deleteAccountRequestSchema = z.object({
  /** Required when the account has a password. */
  password: text().max(PASSWORD_MAX_LENGTH).optional(),
  /** The user types DELETE to confirm. */
  confirm: z.literal("DELETE", { error: "validation.typeDelete" }),
});
export type DeleteAccountRequest = z.input<typeof deleteAccountRequestSchema>;

/** The signed-in user as GET /api/auth/me answers (see user.ts). */
export const currentUserSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  subscriptionStatus: z.enum(SUBSCRIPTION_STATUSES),
  freePostsUsed: z.number().int(),
  isAdmin: z.boolean(),
  hasPassword: z.boolean(),
  interfaceLanguage: z.enum(INTERFACE_LANGUAGES).nullable(),
  createdAt: z.string(),
}) satisfies z.ZodType<CurrentUser>;
