import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildUser, DEFAULT_PASSWORD, uniqueEmail } from "#test/helpers/accounts.ts";
import { createTestApp, type TestApp } from "#test/helpers/app.ts";
import { LOGIN_ACCOUNT_SLOWDOWN, loginDelayMs, RATE_LIMITS } from "./accounts.policy.ts";

// Sign-in throttling (docs/decisions/158), with the counters in the database as several
// servers would share them (RATE_LIMIT_STORE=database).
let t: TestApp;
beforeAll(async () => {
  // The counters' clock stands still (test/helpers/app.ts), so no test here straddles a window's end.
  t = await createTestApp({ env: { RATE_LIMIT_STORE: "database" } });
});
afterAll(() => t.close());

let nextAddress = 0;
/** A client address no other test has used (198.18.0.0/15 is for benchmarks, never routed). */
const freshAddress = () => {
  nextAddress += 1;
  return `198.18.${Math.floor(nextAddress / 250)}.${(nextAddress % 250) + 1}`;
};
const login = (email: string, password: string, remoteAddress: string) =>
  t.app.inject({ method: "POST", url: "/api/auth/login", payload: { email, password }, remoteAddress });

describe("sign-in throttling", () => {
  it("lets the owner in from another address after 10 wrong passwords from one address", async () => {
    const user = await buildUser(t);
    const attacker = freshAddress();
    for (let i = 0; i < RATE_LIMITS.loginPerAddressAccount.limit; i++) {
      expect((await login(user.email, `guess-${i}`, attacker)).statusCode).toBe(401);
    }
    const owner = await login(user.email, DEFAULT_PASSWORD, freshAddress());
    expect(owner.statusCode).toBe(200);
    expect(owner.json().email).toBe(user.email);
    expect(owner.cookies.some((c) => c.name.endsWith("session") && c.value)).toBe(true);
  });

  it("slows the guessing address down on that account with a clear 429 and Retry-After", async () => {
    const user = await buildUser(t);
    const attacker = freshAddress();
    for (let i = 0; i < RATE_LIMITS.loginPerAddressAccount.limit; i++) await login(user.email, `guess-${i}`, attacker);
    for (const password of ["one-more-guess", DEFAULT_PASSWORD]) {
      const refused = await login(user.email, password, attacker);
      expect(refused.statusCode).toBe(429);
      expect(refused.json().error.message).toMatch(
        /^Too many sign-in attempts\. Please wait \d+ minutes? and try again\.$/,
      );
      const retryAfter = Number(refused.headers["retry-after"]);
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(RATE_LIMITS.loginPerAddressAccount.windowMs / 1000);
    }
    // The same address may still sign in to another account (only this pair is used up).
    const other = await buildUser(t);
    expect((await login(other.email, DEFAULT_PASSWORD, attacker)).statusCode).toBe(200);
  });

  it("counts an IPv6 client by its /64, so new addresses in the same /64 do not get fresh attempts", async () => {
    const user = await buildUser(t);
    for (let i = 0; i < RATE_LIMITS.loginPerAddressAccount.limit; i++) {
      expect((await login(user.email, `guess-${i}`, `2001:db8:77:1::${(i + 1).toString(16)}`)).statusCode).toBe(401);
    }
    expect((await login(user.email, "guess", "2001:db8:77:1:ffff::1")).statusCode).toBe(429);
    expect((await login(user.email, DEFAULT_PASSWORD, "2001:db8:77:2::1")).statusCode).toBe(200);
  });

  it("does not count successful sign-ins (many people behind one carrier address)", async () => {
    const user = await buildUser(t);
    const shared = freshAddress();
    for (let i = 0; i < RATE_LIMITS.loginPerAddressAccount.limit + 3; i++) {
      expect((await login(user.email, DEFAULT_PASSWORD, shared)).statusCode).toBe(200);
    }
  });

  it("slows 1,000 wrong passwords from many addresses for one account, never lets one in, and still lets the owner in", async () => {
    const user = await buildUser(t);
    // Ten addresses, a hundred guesses each: every address gets past its own limit many
    // times over (each miss below the limit costs a real password check).
    const addresses = Array.from({ length: 10 }, freshAddress);
    const attempts = addresses.flatMap((address) =>
      Array.from({ length: 100 }, (_, i) => ({ address, password: `${DEFAULT_PASSWORD}-${address}-${i}` })),
    );
    expect(attempts).toHaveLength(1000);
    const codes: Record<number, number> = {};
    // A hundred at a time, as a botnet would send them.
    for (let start = 0; start < attempts.length; start += 100) {
      const batch = attempts.slice(start, start + 100);
      const answers = await Promise.all(batch.map((a) => login(user.email, a.password, a.address)));
      for (const answer of answers) codes[answer.statusCode] = (codes[answer.statusCode] ?? 0) + 1;
    }
    // Never a success without the password; each address was cut off after 10 misses.
    const { limit } = RATE_LIMITS.loginPerAddressAccount;
    expect(codes[200]).toBeUndefined();
    expect((codes[401] ?? 0) + (codes[429] ?? 0)).toBe(1000);
    expect(codes[401]).toBe(addresses.length * limit);
    expect(codes[429]).toBe(1000 - addresses.length * limit);

    // Every further attempt for the account waits before its password is checked (the app's
    // sleep is recorded, not spent: test/helpers/app.ts)…
    t.sleeps.length = 0;
    expect((await login(user.email, "yet-another-guess", freshAddress())).statusCode).toBe(401);
    expect(t.sleeps).toEqual([LOGIN_ACCOUNT_SLOWDOWN.maxDelayMs]);

    // …but the owner, from an address of their own, signs in, after the same wait.
    const owner = await login(user.email, DEFAULT_PASSWORD, freshAddress());
    expect(owner.statusCode).toBe(200);
    expect(owner.json().id).toBe(user.id);
    expect(t.sleeps).toEqual([LOGIN_ACCOUNT_SLOWDOWN.maxDelayMs, LOGIN_ACCOUNT_SLOWDOWN.maxDelayMs]);
  }, 240_000);

  it("keeps the password-spraying limit: one address trying many accounts", async () => {
    const sprayer = freshAddress();
    for (let i = 0; i < RATE_LIMITS.loginPerIp.limit; i++) {
      expect((await login(uniqueEmail(), "Password1", sprayer)).statusCode).toBe(401);
    }
    const user = await buildUser(t);
    const refused = await login(user.email, DEFAULT_PASSWORD, sprayer);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    // Other addresses are not affected.
    expect((await login(user.email, DEFAULT_PASSWORD, freshAddress())).statusCode).toBe(200);
    expect((await login(uniqueEmail(), "Password1", freshAddress())).statusCode).toBe(401);
  });
});

describe("account-wide slowdown", () => {
  it("waits nothing for the first failures, then longer per failure, up to the cap", () => {
    const { freeFailures, stepMs, maxDelayMs } = LOGIN_ACCOUNT_SLOWDOWN;
    expect(loginDelayMs(0)).toBe(0);
    expect(loginDelayMs(freeFailures)).toBe(0);
    expect(loginDelayMs(freeFailures + 1)).toBe(stepMs);
    expect(loginDelayMs(freeFailures + 5)).toBe(5 * stepMs);
    expect(loginDelayMs(1_000_000)).toBe(maxDelayMs);
  });
});
