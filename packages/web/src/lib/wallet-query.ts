import type { Wallet } from '@jyotish/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from './api-client';

/**
 * The wallet's query keys, from generic to specific, shared by the header's balance and the
 * wallet feature: anything that moves money invalidates `walletKeys.all` and both refresh.
 */
export const walletKeys = {
  all: ['wallet'] as const,
  history: () => [...walletKeys.all, 'history'] as const,
  balance: () => [...walletKeys.all, 'balance'] as const,
};

/** A page of a wallet's history: the signed-in user's, or (`path`) one an administrator reads. */
export async function fetchWalletPage(
  cursor?: string,
  limit?: number,
  path = '/api/wallet',
): Promise<Wallet> {
  const query = new URLSearchParams();
  if (cursor) query.set('cursor', cursor);
  if (limit) query.set('limit', String(limit));
  const suffix = query.size > 0 ? `?${query}` : '';
  const [answer, { WalletSchema }] = await Promise.all([
    apiGet<unknown>(`${path}${suffix}`),
    import('./response-schemas'),
  ]);
  return WalletSchema.parse(answer);
}

/** The signed-in user's balance in paise (one history line is fetched with it, the cheapest page). */
export function walletBalanceQuery() {
  return queryOptions({
    queryKey: walletKeys.balance(),
    queryFn: async () => (await fetchWalletPage(undefined, 1)).balance,
    staleTime: 30_000,
  });
}
