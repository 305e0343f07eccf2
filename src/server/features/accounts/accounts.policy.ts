/** Attempts allowed per window for the account endpoints (spec: no guessing at speed). */
export const RATE_LIMITS = {
  // Sign-in (docs/decisions/158). Only failed attempts use these up (a success is refunded).
  // One address guessing one account's password: refused with Retry-After after 10 misses.
  loginPerAddressAccount: { limit: 10, windowMs: 15 * 60 * 1000 },
  // One address trying many accounts (password spraying). Many Indian mobile users share one
  // carrier IP (CGNAT), so it is looser than the per-account rule.
  loginPerIp: { limit: 50, windowMs: 15 * 60 * 1000 },
  registerPerIp: { limit: 10, windowMs: 60 * 60 * 1000 },
  forgotPerEmail: { limit: 3, windowMs: 60 * 60 * 1000 },
  forgotPerIp: { limit: 20, windowMs: 60 * 60 * 1000 },
  resetPerIp: { limit: 20, windowMs: 15 * 60 * 1000 },
  passwordCheckPerUser: { limit: 10, windowMs: 15 * 60 * 1000 },
} as const;

/**
 * Failed sign-ins for one account from all addresses together never refuse an attempt (that
 * would let anyone lock the owner out); past `freeFailures` in the window every attempt for
 * the account waits before its password is checked, longer as failures grow, up to `maxDelayMs`.
 */
export const LOGIN_ACCOUNT_SLOWDOWN = {
  windowMs: 15 * 60 * 1000,
  freeFailures: 10,
  stepMs: 100,
  maxDelayMs: 2000,
} as const;

/** The wait before checking a password, given the account's failures in the window so far. */
export function loginDelayMs(failures: number): number {
  const { freeFailures, stepMs, maxDelayMs } = LOGIN_ACCOUNT_SLOWDOWN;
  return Math.min(maxDelayMs, Math.max(0, failures - freeFailures) * stepMs);
}
