/**
 * The one speed figure the landing and features pages quote, and what it rests on. The spec's
 * "95% faster" and "90% time savings" disagreed and rested on nothing; this is a measurement anyone
 * can repeat (`npm run bench:docs`, docs/benchmarks), so the pages say where it comes from.
 */
export const SPEED_CLAIM = {
  value: '15 s',
  label: 'for all twelve documents of a 1,000-file repository',
  basis: 'measured on two CPU cores with npm run bench:docs',
} as const;
