import type { BirthProfileInput } from '@jyotish/contract';
import type { BrowserContext } from 'playwright-core';
import { expect } from 'vitest';

/**
 * Signs a new user up through the API, saves the given birth profiles for them, and has
 * `context` start signed in as them (the token where the web keeps it), so that a test goes
 * straight to the form it is about.
 */
export async function signInWithProfiles(
  baseUrl: string,
  context: BrowserContext,
  profiles: readonly BirthProfileInput[],
): Promise<void> {
  const signup = await fetch(`${baseUrl}/api/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      name: 'Meera Iyer',
      email: `saved-${crypto.randomUUID()}@example.in`,
      password: 'banyan-courtyard-9',
    }),
  });
  expect(signup.status).toBe(201);
  const { token } = (await signup.json()) as { token: string };
  for (const profile of profiles) {
    const saved = await fetch(`${baseUrl}/api/profiles`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify(profile),
    });
    expect(saved.status).toBe(201);
  }
  await context.addInitScript((value) => localStorage.setItem('token', value), token);
}
