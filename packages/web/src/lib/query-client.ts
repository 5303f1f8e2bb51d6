import { QUERY_DEFAULTS } from '@jyotish/contract';
import { QueryClient } from '@tanstack/react-query';

/**
 * The app's query cache with the defaults of SPEC §7: data is fresh for 5 minutes and kept
 * 10 minutes after its last use; nothing refetches on its own and failures are not retried,
 * so a failed call shows its error at once.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: QUERY_DEFAULTS.staleTimeMs,
        gcTime: QUERY_DEFAULTS.gcTimeMs,
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
        refetchInterval: false,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}
