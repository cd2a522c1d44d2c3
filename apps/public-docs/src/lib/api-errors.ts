import { ApiRequestError } from '@chronicle/ui';

/** Spec §9: queries are retried 3 times. */
const MAX_RETRIES = 3;

/** A 4xx (unknown slug, a document outside the tier, too many requests) answers the same again: never retried. */
export function retryUnlessClientError(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiRequestError && error.status >= 400 && error.status < 500) return false;
  return failureCount < MAX_RETRIES;
}

export function isNotFound(error: unknown): boolean {
  return error instanceof ApiRequestError && error.status === 404;
}

/** The server refused: the answer will not change by asking again (404 unknown, 403 outside the tier). */
export function isRefused(error: unknown): boolean {
  return error instanceof ApiRequestError && (error.status === 404 || error.status === 403);
}

/** A 403 of a document: it is outside the repository's tier (the server's sentence names the tier). */
export function isOutsideTier(error: unknown): boolean {
  return error instanceof ApiRequestError && error.status === 403;
}
