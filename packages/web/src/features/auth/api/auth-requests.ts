import {
  type AuthProviders,
  AuthProvidersSchema,
  type AuthResponse,
  AuthResponseSchema,
  type LoginRequest,
  type PasswordResetConfirm,
  type PasswordResetRequest,
  type SignupRequest,
} from '@jyotish/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiGet, apiPost } from '@/lib/api-client';

export async function login(body: LoginRequest): Promise<AuthResponse> {
  return AuthResponseSchema.parse(await apiPost<unknown>('/api/auth/login', body));
}

export async function signup(body: SignupRequest): Promise<AuthResponse> {
  return AuthResponseSchema.parse(await apiPost<unknown>('/api/auth/signup', body));
}

export async function requestPasswordReset(body: PasswordResetRequest): Promise<void> {
  await apiPost('/api/auth/password-reset/request', body);
}

export async function confirmPasswordReset(body: PasswordResetConfirm): Promise<void> {
  await apiPost('/api/auth/password-reset/confirm', body);
}

export const authKeys = {
  all: ['auth'] as const,
  providers: () => [...authKeys.all, 'providers'] as const,
};

/** Which sign-in methods the server offers; the Google button shows only when it does. */
export const authProvidersQuery = queryOptions({
  queryKey: authKeys.providers(),
  queryFn: async (): Promise<AuthProviders> =>
    AuthProvidersSchema.parse(await apiGet<unknown>('/api/auth/providers')),
});
