import { STORAGE_KEYS } from '@jyotish/contract';
import { readStorage, removeStorage, type StorageArea, writeStorage } from './storage';

const TOKEN_KEYS = [STORAGE_KEYS.token, STORAGE_KEYS.authToken] as const;
const CREDENTIAL_KEYS = [...TOKEN_KEYS, STORAGE_KEYS.user, STORAGE_KEYS.userData] as const;
const AREAS: readonly StorageArea[] = ['local', 'session'];

/** The stored sign-in token (SPEC §3: under `token` or `authToken`, local or session storage). */
export function findStoredToken(): string | null {
  for (const area of AREAS) {
    for (const key of TOKEN_KEYS) {
      const token = readStorage(key, area);
      if (token) return token;
    }
  }
  return null;
}

/** Forgets the token and the cached user everywhere they may have been written. */
export function clearStoredCredentials(): void {
  for (const area of AREAS) {
    for (const key of CREDENTIAL_KEYS) removeStorage(key, area);
  }
}

/** Keeps the signed-in user under both keys older pages read (SPEC §3). */
export function storeUser(user: unknown): void {
  const json = JSON.stringify(user);
  writeStorage(STORAGE_KEYS.user, json);
  writeStorage(STORAGE_KEYS.userData, json);
}
