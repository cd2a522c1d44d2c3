import { MAX_COMMITS } from '@chronicle/contracts';

/**
 * The max-commits field's value as the analysis gets it (spec §5): 500 when it is not a number,
 * else a whole number held within 50 to 2,000 — what the field's min and max promise.
 */
export function maxCommitsFrom(value: string): number {
  const parsed = Number.parseFloat(value);
  if (!Number.isFinite(parsed)) return MAX_COMMITS.default;
  return Math.min(MAX_COMMITS.max, Math.max(MAX_COMMITS.min, Math.round(parsed)));
}
