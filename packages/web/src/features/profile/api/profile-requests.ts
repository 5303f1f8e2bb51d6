import {
  type BirthProfile,
  type BirthProfileInput,
  BirthProfileListSchema,
  BirthProfileSchema,
  type CurrentUser,
  CurrentUserSchema,
} from '@jyotish/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch, apiGet, apiPost } from '@/lib/api-client';

/** Query keys of this feature, from generic to specific. */
export const profileKeys = {
  all: ['profile'] as const,
  birthProfiles: () => [...profileKeys.all, 'birth-profiles'] as const,
};

/** The signed-in user's saved birth profiles (self and family), oldest first. */
export const birthProfilesQuery = queryOptions({
  queryKey: profileKeys.birthProfiles(),
  queryFn: async (): Promise<BirthProfile[]> =>
    BirthProfileListSchema.parse(await apiGet<unknown>('/api/profiles')).profiles,
});

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
