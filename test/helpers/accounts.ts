import { randomBytes } from "node:crypto";
import type { InjectOptions, LightMyRequestResponse } from "fastify";
import { newToken, SESSION_TTL_MS, sessionCookieName } from "#server/auth/sessions.ts";
import { sessions, users } from "#server/db/schema/index.ts";
import { hashPassword } from "#server/features/accounts/passwords.ts";
import type { TestApp } from "./app.ts";

export type UserRow = typeof users.$inferSelect;

export const DEFAULT_PASSWORD = "correct-horse-42";

/** A unique e-mail address for one test. */
export const uniqueEmail = (prefix = "creator") => `${prefix}-${randomBytes(4).toString("hex")}@example.in`;

/**
 * One Argon2id hash per password for the whole worker: hashing costs ~30 ms of CPU on purpose
 * (decision 150), and the accounts a test inserts need a valid hash, not a salt of their own.
 * Sign-up, sign-in and password changes still hash through the app.
 */
const hashes = new Map<string, Promise<string>>();
const hashOnce = (password: string) => {
  let hashed = hashes.get(password);
  if (!hashed) {
    hashed = hashPassword(password);
    hashes.set(password, hashed);
  }
  return hashed;
};

/** Inserts an account (password DEFAULT_PASSWORD unless given) straight into the database. */
export async function buildUser(
  t: TestApp,
  overrides: Partial<typeof users.$inferInsert> & { password?: string | null } = {},
): Promise<UserRow & { password: string }> {
  const { password = DEFAULT_PASSWORD, ...values } = overrides;
  const [user] = await t.deps.database.db
    .insert(users)
    .values({
      email: uniqueEmail(),
      firstName: "Asha",
      lastName: "Verma",
      passwordHash: password === null ? null : await hashOnce(password),
      termsAcceptedAt: new Date(),
      ...values,
    })
    .returning();
  if (!user) throw new Error("user insert returned nothing");
  return { ...user, password: password ?? "" };
}

/** The value of a Set-Cookie for the session cookie in a response, if any. */
export function sessionCookieFrom(t: TestApp, response: LightMyRequestResponse): string | undefined {
  const name = sessionCookieName(t.deps.config);
  return response.cookies.find((c) => c.name === name)?.value;
}

/** A `cookie` header value for a session token. */
export const cookieHeader = (t: TestApp, token: string) => `${sessionCookieName(t.deps.config)}=${token}`;

/** Signs in through the API and returns the session cookie header. */
export async function signIn(t: TestApp, email: string, password = DEFAULT_PASSWORD): Promise<string> {
  const response = await t.app.inject({ method: "POST", url: "/api/auth/login", payload: { email, password } });
  const token = sessionCookieFrom(t, response);
  if (response.statusCode !== 200 || !token) throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`);
  return cookieHeader(t, token);
}

/** `inject` as a signed-in user: a session is created directly in the database. */
export async function injectAs(t: TestApp, user: { id: string }) {
  const { token, id } = newToken();
  await t.deps.database.db
    .insert(sessions)
    .values({ id, userId: user.id, expiresAt: new Date(Date.now() + SESSION_TTL_MS) });
  const cookie = cookieHeader(t, token);
  const inject = (options: InjectOptions) => t.app.inject({ ...options, headers: { ...options.headers, cookie } });
  return Object.assign(inject, { cookie });
}
