import { type BirthProfile, BirthProfileListSchema } from '@jyotish/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from './api-client';

/** Query keys of the signed-in user's profile data, from generic to specific. */
export const profileKeys = {
  all: ['profile'] as const,
  birthProfiles: () => [...profileKeys.all, 'birth-profiles'] as const,
};

/**
 * The signed-in user's saved birth profiles (self and family), oldest first: kept on the
 * profile page and offered by every birth form.
 */
export const birthProfilesQuery = queryOptions({
  queryKey: profileKeys.birthProfiles(),
  queryFn: async (): Promise<BirthProfile[]> =>
    BirthProfileListSchema.parse(await apiGet<unknown>('/api/profiles')).profiles,
});
