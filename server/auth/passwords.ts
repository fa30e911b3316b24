// Passwords: Argon2id at OWASP's parameters (19 MiB, t=2, p=1), DESIGN §1.
import { hash, verify, type Algorithm } from "@node-rs/argon2";

/** Argon2id (the package's `Algorithm.Argon2id`, a const enum we cannot import under isolatedModules). */
const ARGON2ID = 2 as Algorithm;
export const ARGON2_OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

// Verified when no account matches, so a missing account costs the same time as a wrong password.
let dummy: Promise<string> | null = null;

/** True when `password` matches; with no stored hash, spends the same time and answers false. */
export async function verifyPassword(stored: string | null | undefined, password: string): Promise<boolean> {
  if (!stored) {
    dummy ??= hashPassword("no account: timing equaliser");
    await verify(await dummy, password).catch(() => false);
    return false;
  }
  return verify(stored, password).catch(() => false);
}
