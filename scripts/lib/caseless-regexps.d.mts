// Types of caseless-regexps.mjs, for the TypeScript code that tests it (libs/history's caseless-regexps.spec.ts).

/** The pattern without the `i` flag, matching exactly what `new RegExp(source, flags)` matches; null when it keeps its `i`. */
export function caselessPattern(source: string, flags: string): { source: string; flags: string } | null;

/** The pieces of a pattern, as written and as rewritten: `atom` (one code unit matched) or `syntax` (never rewritten); null when it keeps its `i`. */
export function caselessPieces(source: string, flags: string): { kind: 'atom' | 'syntax'; original: string; rewritten: string }[] | null;

/** A module's code with its `i` regular expression literals rewritten where caselessPattern can; lines stay where they were. */
export function rewriteRegExpLiterals(code: string, fileName?: string): Promise<{ code: string; rewritten: number; kept: number }>;
