import { z } from "zod";
import { line, text } from "./text.ts";
import { type CurrentUser, SUBSCRIPTION_STATUSES } from "./user.ts";

/** Spec §5: minimum password length. The maximum keeps hashing cost bounded. */
export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 200;

/** An e-mail address as every form takes it: trimmed, lower-cased, checked. */
export const emailSchema = line({ error: "Email is required" })
  .trim()
  .min(1, "Email is required")
  .max(254, "Email is too long")
  .pipe(z.email("Please enter a valid email address"))
  .transform((value) => value.toLowerCase());
const email = emailSchema;

const password = text({ error: "Password is required" })
  .min(1, "Password is required")
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters long`)
  .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters long`);

const namePart = line().trim().max(80, "Name is too long");

export const registerRequestSchema = z.object({
  email,
  password,
  name: line({ error: "Full name is required" }).trim().min(1, "Full name is required").max(160, "Name is too long"),
  /** Policy: users must be at least 13 years old. */
  isAtLeast13: z.literal(true, { error: "You must be at least 13 years old to create an account" }),
  acceptTerms: z.literal(true, { error: "Please accept the Terms of Service and Privacy Policy" }),
});
export type RegisterRequest = z.input<typeof registerRequestSchema>;

export const loginRequestSchema = z.object({
  email,
  // Sign-in checks only presence: an old password shorter than today's rule must still work.
  password: text({ error: "Password is required" }).min(1, "Password is required").max(PASSWORD_MAX_LENGTH),
});
export type LoginRequest = z.input<typeof loginRequestSchema>;

export const forgotPasswordRequestSchema = z.object({ email });

export const resetPasswordRequestSchema = z.object({
  token: line({ error: "Invalid reset link" }).min(20, "Invalid reset link").max(200, "Invalid reset link"),
  password,
});

/** PATCH /api/account: either name or both; one left out stays as it is, an empty one is cleared. */
export const updateProfileRequestSchema = z
  .object({ firstName: namePart.optional(), lastName: namePart.optional() })
  .refine((v) => v.firstName !== undefined || v.lastName !== undefined, { message: "Nothing to change" });
export type UpdateProfileRequest = z.input<typeof updateProfileRequestSchema>;

/** PUT /api/account/profile-picture: one of the user's own library photos, or null to remove it. */
export const profilePictureRequestSchema = z.object({
  contentItemId: z.uuid("Choose one of your photos").nullable(),
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
  confirm: z.literal("DELETE", { error: "Type DELETE to confirm" }),
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
  createdAt: z.string(),
}) satisfies z.ZodType<CurrentUser>;
