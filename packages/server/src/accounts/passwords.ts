import { AUTH_MESSAGES } from '@jyotish/contract';
import argon2 from 'argon2';
import { COMMON_PASSWORDS } from './common-passwords.js';

/**
 * argon2id with OWASP’s minimum (m = 19 MiB, t = 2, p = 1): about 20 ms per hash on one core
 * of the development machine, slow enough to make guessing a stolen hash costly.
 */
export const PASSWORD_HASH_OPTIONS = {
  type: argon2.argon2id,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, PASSWORD_HASH_OPTIONS);
}

// A real hash of a random password, verified when an account does not exist or has no
// password, so an unknown e-mail takes as long to refuse as a wrong password.
const dummyHash = hashPassword(`no account ${Math.random()}`);

/** Whether `password` matches `hash`; with no hash, spends the same time and says no. */
export async function verifyPassword(hash: string | null, password: string): Promise<boolean> {
  if (hash === null) {
    await argon2.verify(await dummyHash, password);
    return false;
  }
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}

/** The reason a new password is refused beyond its length, or null when it is acceptable. */
export function weakPasswordMessage(password: string): string | null {
  return COMMON_PASSWORDS.has(password.toLowerCase()) ? AUTH_MESSAGES.commonPassword : null;
}
