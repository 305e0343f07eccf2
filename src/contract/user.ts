/**
 * The current user as the browser sees it. Kept free of zod so the navigation bar can use it
 * without pulling the validation library into the first page load (auth.ts has the schema).
 */
export const SUBSCRIPTION_STATUSES = ["free", "starter", "pro", "business"] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/** GET /api/auth/me (spec §3, plus what the UI needs). */
export interface CurrentUser {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
  subscriptionStatus: SubscriptionStatus;
  freePostsUsed: number;
  isAdmin: boolean;
  /** False for accounts that only sign in through "Other Login". */
  hasPassword: boolean;
  /** The interface language the user saved (issue 30), or null: the cookie, then the browser's. */
  interfaceLanguage: "en" | "hi" | null;
  /** ISO 8601. */
  createdAt: string;
}

/** Spec §2: first and last name joined, or 'User' when both are empty. */
export function displayName(user: Pick<CurrentUser, "firstName" | "lastName">): string {
  return [user.firstName, user.lastName].filter((part) => part?.trim()).join(" ") || "User";
}
