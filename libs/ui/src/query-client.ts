import { QueryClient } from '@tanstack/react-query';
import { ApiRequestError } from './api-client.js';

const MAX_RETRY_DELAY_MS = 30_000;
const UNUSED_DATA_KEPT_MS = 5 * 60 * 1000;

/** Spec §9: 1000 ms × 2^attempt, capped at 30 s. */
export function retryDelay(attempt: number): number {
  return Math.min(1000 * 2 ** attempt, MAX_RETRY_DELAY_MS);
}

/** A 401 means signed out: asking again will not change it (spec §7). */
function retryUnlessSignedOut(maxRetries: number) {
  return (failureCount: number, error: unknown) =>
    !(error instanceof ApiRequestError && error.status === 401) && failureCount < maxRetries;
}

/**
 * The one QueryClient (spec §9): data never goes stale, no refetch on window focus, no polling;
 * queries retried 3 times and mutations 2, with {@link retryDelay}; unused data kept 5 minutes.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: Infinity,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        retry: retryUnlessSignedOut(3),
        retryDelay,
        gcTime: UNUSED_DATA_KEPT_MS,
      },
      mutations: { retry: retryUnlessSignedOut(2), retryDelay },
    },
  });
}
