import type { Config } from "../../config.ts";

/** Admin is a role given by configuration (ADMIN_EMAILS), checked on every request. */
export function isAdminEmail(config: Config, email: string): boolean {
  return config.adminEmails.includes(email.toLowerCase());
}

/** Attempts allowed per window for the account endpoints (spec: no guessing at speed). */
export const RATE_LIMITS = {
  loginPerAccount: { limit: 10, windowMs: 15 * 60 * 1000 },
  // Many Indian mobile users share one carrier IP (CGNAT), so the per-IP limit is looser.
  loginPerIp: { limit: 50, windowMs: 15 * 60 * 1000 },
  registerPerIp: { limit: 10, windowMs: 60 * 60 * 1000 },
  forgotPerEmail: { limit: 3, windowMs: 60 * 60 * 1000 },
  forgotPerIp: { limit: 20, windowMs: 60 * 60 * 1000 },
  resetPerIp: { limit: 20, windowMs: 15 * 60 * 1000 },
  passwordCheckPerUser: { limit: 10, windowMs: 15 * 60 * 1000 },
} as const;
