import { RE2JS } from 're2js';

/** An allowlist of gitleaks' config, as the TOML writes it (`[allowlist]`, `[[rules.allowlists]]`). */
export type AllowlistSource = {
  description?: string;
  /** `OR` (default): any one check allows; `AND`: every check the allowlist has must allow. */
  condition?: string;
  /** What `regexes` are tested against: the secret (default), the whole `match`, or the `line`. */
  regexTarget?: string;
  regexes?: string[];
  paths?: string[];
  stopwords?: string[];
  commits?: string[];
};

/** An allowlist compiled once: RE2 regexes, lower-cased stopwords. */
export type Allowlist = {
  and: boolean;
  target: 'secret' | 'match' | 'line';
  regexes: RE2JS[];
  paths: RE2JS[];
  stopwords: string[];
  /** Commit SHAs: a snapshot scans one tree, not commits, so an allowlist of commits never allows here. */
  commits: string[];
};

/** What a finding is judged on: the file, the secret, the whole match and the lines it spans. */
export type Candidate = { path: string; secret: string; match: string; line: string };

/** Compiles an allowlist; throws (with the pattern) when a regex is not RE2. */
export function compileAllowlist(source: AllowlistSource): Allowlist {
  const target = source.regexTarget === 'match' || source.regexTarget === 'line' ? source.regexTarget : 'secret';
  return {
    and: source.condition?.toUpperCase() === 'AND',
    target,
    regexes: (source.regexes ?? []).map(compileRe2),
    paths: (source.paths ?? []).map(compileRe2),
    stopwords: (source.stopwords ?? []).map((word) => word.toLowerCase()),
    commits: source.commits ?? [],
  };
}

export function compileRe2(pattern: string): RE2JS {
  try {
    return RE2JS.compile(pattern);
  } catch (error) {
    throw new Error(`${JSON.stringify(pattern)}: ${(error as Error).message}`);
  }
}

/**
 * gitleaks' `checkCommitOrPathAllowed`: whether a whole file is left out before any regex runs. An
 * OR allowlist does so when a path matches; an AND allowlist only when it has nothing but paths and
 * commits to check (regexes and stopwords wait for a finding).
 */
export function fileAllowed(allowlists: readonly Allowlist[], path: string): boolean {
  if (path === '') return false;
  return allowlists.some((allowlist) => {
    const pathAllowed = anyMatch(allowlist.paths, path);
    if (!allowlist.and) return pathAllowed;
    if (allowlist.regexes.length > 0 || allowlist.stopwords.length > 0) return false;
    const checks = [...(allowlist.commits.length > 0 ? [false] : []), ...(allowlist.paths.length > 0 ? [pathAllowed] : [])];
    return checks.length > 0 && checks.every(Boolean);
  });
}

/**
 * gitleaks' `checkFindingAllowed`: an OR allowlist allows a finding whose target matches one of its
 * regexes or whose secret contains one of its stopwords (case-insensitive); an AND allowlist needs
 * every check it has (commits, paths, regexes, stopwords) to allow.
 */
export function findingAllowed(allowlists: readonly Allowlist[], candidate: Candidate): boolean {
  return allowlists.some((allowlist) => {
    const target = allowlist.target === 'match' ? candidate.match : allowlist.target === 'line' ? candidate.line : candidate.secret;
    const regexAllowed = anyMatch(allowlist.regexes, target);
    const stopword = containsStopword(allowlist.stopwords, candidate.secret);
    if (!allowlist.and) return regexAllowed || stopword;
    const checks: boolean[] = [];
    if (allowlist.commits.length > 0) checks.push(false);
    if (allowlist.paths.length > 0) checks.push(candidate.path !== '' && anyMatch(allowlist.paths, candidate.path));
    if (allowlist.regexes.length > 0) checks.push(regexAllowed);
    if (allowlist.stopwords.length > 0) checks.push(stopword);
    return checks.length > 0 && checks.every(Boolean);
  });
}

function anyMatch(regexes: readonly RE2JS[], text: string): boolean {
  return regexes.some((regex) => regex.test(text));
}

function containsStopword(stopwords: readonly string[], secret: string): boolean {
  if (stopwords.length === 0) return false;
  const lower = secret.toLowerCase();
  return stopwords.some((word) => lower.includes(word));
}
