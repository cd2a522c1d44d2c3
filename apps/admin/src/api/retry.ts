import { ApiRequestError } from '@chronicle/ui';

/**
 * Spec §9's retries (queries 3, mutations 2), but never after a 4xx: the server answered with a
 * sentence (a URL rule, "already added", "only administrators") that asking again will not change,
 * and the toast or message would otherwise wait for two back-off delays.
 */
export function retryUnlessRefused(maxRetries: number) {
  return (failureCount: number, error: unknown): boolean =>
    !(error instanceof ApiRequestError && error.status >= 400 && error.status < 500) && failureCount < maxRetries;
}

export const QUERY_RETRIES = 3;
export const MUTATION_RETRIES = 2;
