import { AUTH_MESSAGES } from '@jyotish/contract';
import type { ZxcvbnFactory } from '@zxcvbn-ts/core';
import argon2 from 'argon2';
import { INDIAN_PASSWORD_WORDS } from './indian-password-words.js';

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

/**
 * The lowest zxcvbn score a new password needs: 3 means an estimated 10^8 guesses or more,
 * which zxcvbn calls "safely unguessable" against online guessing and moderate protection
 * against an offline attack on a slow hash; with argon2id and the login throttle that is
 * enough, while 4 (10^10) refuses too many passwords people can remember. zxcvbn counts ten
 * guesses per character it cannot explain, so no 8-character password reaches 3: the 8 of
 * `PASSWORD_MIN_LENGTH` is a floor, and the refusal asks for a longer phrase.
 */
const MIN_PASSWORD_SCORE = 3;

/**
 * Only this many leading characters are estimated, and fewer l33t substitutions tried than
 * zxcvbn's 100: its time grows steeply with length, and with its defaults 128 l33t characters
 * took 0.4 to 1.1 s of blocked event loop; with these limits about 45 ms, and 3 to 4 ms for a
 * usual password (`passwords.bench.ts`). A password whose first 64 characters are strong is
 * strong, and one with more than 10 l33t characters is long anyway.
 */
const ESTIMATED_LENGTH = 64;
const L33T_MAX_SUBSTITUTIONS = 10;

let estimator: Promise<ZxcvbnFactory> | undefined;

/**
 * zxcvbn with its breach list, English words and names, keyboard layouts, and Indian words;
 * built at the first check (0.3 to 0.5 s, 24 MB of heap), so only a process that judges a
 * password pays for it, not every start or test.
 */
function passwordEstimator(): Promise<ZxcvbnFactory> {
  estimator ??= (async () => {
    const [{ ZxcvbnFactory }, common, english] = await Promise.all([
      import('@zxcvbn-ts/core'),
      import('@zxcvbn-ts/language-common'),
      import('@zxcvbn-ts/language-en'),
    ]);
    return new ZxcvbnFactory({
      graphs: common.adjacencyGraphs,
      dictionary: {
        ...common.dictionary,
        ...english.dictionary,
        'indian-words': [...INDIAN_PASSWORD_WORDS],
      },
      maxLength: ESTIMATED_LENGTH,
      l33tMaxSubstitutions: L33T_MAX_SUBSTITUTIONS,
    });
  })();
  return estimator;
}

/**
 * The account's own words a password must not lean on: the e-mail, its local part, the name,
 * and each word of those two (zxcvbn only lower-cases what it is given).
 */
function userWords(user: { readonly name: string; readonly email: string }): string[] {
  const email = user.email.toLowerCase();
  const localPart = email.split('@')[0] ?? email;
  const name = user.name.toLowerCase();
  const words = [email, localPart, name, ...`${localPart} ${name}`.split(/[^\p{L}\p{N}]+/u)];
  return [...new Set(words.filter((word) => word.length >= 3))];
}

/**
 * Why a new password is refused beyond its length, or null when it is acceptable: refused
 * when zxcvbn scores it below {@link MIN_PASSWORD_SCORE}, with the user's name and e-mail
 * counted as known words, so "Ramesh1985" is weak for Ramesh.
 */
export async function weakPasswordMessage(
  password: string,
  user: { readonly name: string; readonly email: string },
): Promise<string | null> {
  const { score } = (await passwordEstimator()).check(password, userWords(user));
  return score < MIN_PASSWORD_SCORE ? AUTH_MESSAGES.weakPassword : null;
}
