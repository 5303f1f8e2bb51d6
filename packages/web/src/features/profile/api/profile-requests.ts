import {
  type BirthProfile,
  type BirthProfileInput,
  BirthProfileSchema,
  type CurrentUser,
  CurrentUserSchema,
} from '@jyotish/contract';
import { apiFetch, apiPost } from '@/lib/api-client';

export async function createBirthProfile(input: BirthProfileInput): Promise<BirthProfile> {
  return BirthProfileSchema.parse(await apiPost<unknown>('/api/profiles', input));
}

export async function deleteBirthProfile(id: string): Promise<void> {
  await apiFetch(`/api/profiles/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export async function renameMe(name: string): Promise<CurrentUser> {
  return CurrentUserSchema.parse(
    await apiFetch<unknown>('/api/auth/me', { method: 'PATCH', body: { name } }),
  );
}

export async function logoutEverywhere(): Promise<void> {
  await apiPost('/api/auth/logout-all');
}

/** Deletes the signed-in account; `password` confirms a password account. */
export async function deleteMe(password: string | undefined): Promise<void> {
  await apiFetch('/api/auth/me', {
    method: 'DELETE',
    body: password === undefined ? { confirm: true } : { password, confirm: true },
  });
}
