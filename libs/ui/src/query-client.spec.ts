import { API_ERRORS } from '@chronicle/contracts';
import { ApiRequestError } from './api-client.js';
import { createQueryClient, retryDelay } from './query-client.js';

const answer = (status: number, message?: string) =>
  new ApiRequestError(status, message === undefined ? '<html>Bad Gateway</html>' : JSON.stringify({ statusCode: status, message }), 'Error');

describe('the query client', () => {
  it('waits 1000 ms × 2^attempt between retries, at most 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 10].map(retryDelay)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
  });

  it('never goes stale, never refetches on focus, keeps unused data 5 minutes', () => {
    const { queries } = createQueryClient().getDefaultOptions();
    expect(queries).toMatchObject({ staleTime: Infinity, refetchOnWindowFocus: false, refetchInterval: false, gcTime: 300_000 });
  });

  it('retries a query 3 times when no answer came or a 5xx gave no reason', () => {
    const retry = createQueryClient().getDefaultOptions().queries!.retry as (count: number, error: unknown) => boolean;
    for (const failure of [new TypeError('Failed to fetch'), answer(502), answer(504), answer(500, API_ERRORS.internal)]) {
      expect([0, 1, 2, 3].map((count) => retry(count, failure))).toEqual([true, true, true, false]);
    }
  });

  it('never retries a query the server refused or explained: a 4xx, or a 5xx with its own sentence', () => {
    const retry = createQueryClient().getDefaultOptions().queries!.retry as (count: number, error: unknown) => boolean;
    const explained = [answer(401, 'You need to sign in to do that.'), answer(404, 'Not here.'), answer(400), answer(502, 'Chronicle cannot reach github.com from this server; add a local folder, or set GITHUB_URL.')];
    for (const failure of explained) expect(retry(0, failure)).toBe(false);
  });

  it('never retries a mutation: one click, one request', () => {
    expect(createQueryClient().getDefaultOptions().mutations!.retry).toBe(false);
  });
});
