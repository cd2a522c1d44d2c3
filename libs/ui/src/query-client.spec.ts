import { ApiRequestError } from './api-client.js';
import { createQueryClient, retryDelay } from './query-client.js';

describe('the query client', () => {
  it('waits 1000 ms × 2^attempt between retries, at most 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 10].map(retryDelay)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
  });

  it('never goes stale, never refetches on focus, keeps unused data 5 minutes', () => {
    const { queries } = createQueryClient().getDefaultOptions();
    expect(queries).toMatchObject({ staleTime: Infinity, refetchOnWindowFocus: false, refetchInterval: false, gcTime: 300_000 });
  });

  it('retries queries 3 times and mutations 2, but never a 401', () => {
    const { queries, mutations } = createQueryClient().getDefaultOptions();
    const queryRetry = queries!.retry as (count: number, error: unknown) => boolean;
    const mutationRetry = mutations!.retry as (count: number, error: unknown) => boolean;
    const failure = new ApiRequestError(500, '', 'Internal Server Error');
    expect([0, 1, 2, 3].map((count) => queryRetry(count, failure))).toEqual([true, true, true, false]);
    expect([0, 1, 2].map((count) => mutationRetry(count, failure))).toEqual([true, true, false]);
    expect(queryRetry(0, new ApiRequestError(401, '', 'Unauthorized'))).toBe(false);
  });
});
