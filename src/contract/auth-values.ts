/**
 * The account rules' numbers without zod, for the first page load (the sign-up form's hint).
 * Spec §5: minimum password length. The maximum keeps hashing cost bounded.
 */
export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 200;
