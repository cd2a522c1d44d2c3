import measured from './speed-claim.json';

/**
 * The one speed figure the landing and features pages quote, and what it rests on. The spec's
 * "95% faster" and "90% time savings" disagreed and rested on nothing; this is a measurement anyone
 * can repeat: `npm run bench:docs -- --write` writes speed-claim.json beside this file from its
 * generated 1,000-file repository's cold run (the figure of docs/benchmarks/docs.md), so the pages
 * say what was measured last.
 */
export const SPEED_CLAIM = {
  value: `${Math.round(measured.seconds)} s`,
  label: `for all twelve documents of a ${measured.files.toLocaleString('en-US')}-file repository`,
  basis: 'measured on two CPU cores with npm run bench:docs',
} as const;
