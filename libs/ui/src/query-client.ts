import { QueryClient } from '@tanstack/react-query';
import { API_ERRORS } from '@chronicle/contracts';
import { ApiRequestError } from './api-client.js';

const MAX_RETRY_DELAY_MS = 30_000;
const UNUSED_DATA_KEPT_MS = 5 * 60 * 1000;
const QUERY_RETRIES = 3;

/** Spec §9: 1000 ms × 2^attempt, capped at 30 s. */
export function retryDelay(attempt: number): number {
  return Math.min(1000 * 2 ** attempt, MAX_RETRY_DELAY_MS);
}

/**
 * Whether asking again may help: when no answer came (the network, a restart) or a 5xx gave no
 * reason — a proxy's page, or the API's "something went wrong". A 4xx, or a 5xx with the API's
 * own sentence (502 "cannot reach github.com"), answers the same the next time, and the person
 * would only wait longer for it.
 */
export function mayHelpToRetry(error: unknown): boolean {
  if (!(error instanceof ApiRequestError)) return true;
  if (error.status < 500) return false;
  const reason = error.serverMessage;
  return reason === null || reason === API_ERRORS.internal;
}

/**
 * The one QueryClient (spec §9): data never goes stale, no refetch on window focus, no polling;
 * queries retried up to 3 times with {@link retryDelay}, and only when {@link mayHelpToRetry};
 * unused data kept 5 minutes. Mutations are never retried: a POST that failed may have done its
 * work, and one click must send one request (issue 30; README, deliberate departures).
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: Infinity,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        retry: (failureCount, error) => failureCount < QUERY_RETRIES && mayHelpToRetry(error),
        retryDelay,
        gcTime: UNUSED_DATA_KEPT_MS,
      },
      mutations: { retry: false },
    },
  });
}
