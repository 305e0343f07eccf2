import { type Algorithm, hash, verify } from "@node-rs/argon2";

// The package's Algorithm enum is a const enum, which our module settings cannot read.
const ARGON2ID = 2 as Algorithm;

/**
 * Argon2id with the OWASP Password Storage Cheat Sheet's first recommended setting
 * (19 MiB memory, 2 passes, 1 lane); the PHC string keeps the parameters, so they can be
 * raised later and old hashes still verify (docs/decisions/150).
 */
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/** Hashes a password into a PHC string ($argon2id$v=19$m=…). */
export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

/** Checks a password against a stored hash; a malformed hash counts as a mismatch. */
export async function verifyPassword(storedHash: string, password: string): Promise<boolean> {
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;
/**
 * Verifies against a throw-away hash so that "no such account" takes as long as "wrong
 * password" and the timing does not reveal which e-mails are registered.
 */
export async function spendVerifyTime(password: string): Promise<void> {
  dummyHash ??= hashPassword("timing-equaliser-not-a-real-password");
  await verifyPassword(await dummyHash, password);
}
