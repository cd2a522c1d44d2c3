import { readFileSync } from 'node:fs';
import type { RE2JS } from 're2js';
import { parse as parseToml } from 'smol-toml';
import { compileAllowlist, compileRe2, type Allowlist, type AllowlistSource } from './allowlists.js';

// gitleaks' default rule set, vendored as data beside this module (see rules/README.md) and read at
// run time, so the rules are gitleaks' own text, never re-typed.
const RULES_FILE = new URL('./rules/gitleaks.toml', import.meta.url);

type RuleSource = {
  id: string;
  description?: string;
  regex?: string;
  path?: string;
  entropy?: number;
  keywords?: string[];
  secretGroup?: number;
  allowlists?: AllowlistSource[];
  /** The older single-allowlist form. */
  allowlist?: AllowlistSource;
};

type ConfigSource = { allowlist?: AllowlistSource; allowlists?: AllowlistSource[]; rules?: RuleSource[] };

/** One gitleaks rule, compiled with re2js (RE2 syntax, as gitleaks' Go regexp reads it). */
export type SecretRule = {
  id: string;
  /** Null for a path-only rule (`pkcs12-file`), which names binary files the snapshot never reads as text. */
  regex: RE2JS | null;
  /** The rule applies only to files whose path matches. */
  path: RE2JS | null;
  /** Findings whose secret has this Shannon entropy or less are dropped; 0 when the rule sets none. */
  entropy: number;
  /** Lower-cased; the rule runs only on a text that contains one of them. Empty: it always runs. */
  keywords: string[];
  /** The capture group that holds the secret; 0: the first non-empty group, else the whole match. */
  secretGroup: number;
  allowlists: Allowlist[];
};

export type RuleSet = {
  rules: SecretRule[];
  /** The global allowlists (`[allowlist]` and `[[allowlists]]`). */
  allowlists: Allowlist[];
  /** Every rule's keywords, lower-cased, each once. */
  keywords: string[];
  /** The keywords a lower-cased text contains (gitleaks' Aho-Corasick prefilter). */
  keywordsIn: (lower: string) => Set<string>;
  /** Rules that never match because a regex of theirs did not compile, with why (reading it compiles every rule). */
  readonly failed: { id: string; reason: string }[];
};

let loaded: RuleSet | null = null;

/** The rule set, read on first use and kept for the process; each rule compiles the first time a text has its keywords. */
export function secretRules(): RuleSet {
  loaded ??= compileRuleSet(readFileSync(RULES_FILE, 'utf8'));
  return loaded;
}

/**
 * Reads a gitleaks config. The global allowlists compile at once; each rule's regexes compile the
 * first time it is needed (compiling all 221 with re2js takes about half a second, and a short
 * text — a tag name, an MCP answer — needs one or two). A rule whose regex, path or allowlist does
 * not compile never matches and is listed in `failed`.
 */
export function compileRuleSet(toml: string): RuleSet {
  const config = parseToml(toml) as ConfigSource;
  const failed: { id: string; reason: string }[] = [];
  const allowlists: Allowlist[] = [];
  for (const source of [...(config.allowlist ? [config.allowlist] : []), ...(config.allowlists ?? [])]) {
    try {
      allowlists.push(compileAllowlist(source));
    } catch (error) {
      failed.push({ id: 'global allowlist', reason: (error as Error).message });
    }
  }
  const rules = (config.rules ?? []).map((source) => lazyRule(source, (reason) => failed.push({ id: source.id, reason })));
  const keywords = [...new Set(rules.flatMap((rule) => rule.keywords))].sort();
  return {
    rules,
    allowlists,
    keywords,
    keywordsIn: keywordFinder(keywords),
    get failed() {
      for (const rule of rules) void rule.regex;
      return failed;
    },
  };
}

/**
 * Which keywords a text contains, in one pass of one native regex: the alternatives longest first,
 * so the longest keyword starting at a position is found, the shorter ones it contains are added
 * with it, and the search resumes one character later so overlapping keywords are found too. About
 * ten times faster than asking `includes` once per keyword.
 */
function keywordFinder(keywords: readonly string[]): (lower: string) => Set<string> {
  if (keywords.length === 0) return () => new Set();
  const longestFirst = [...keywords].sort((a, b) => b.length - a.length || (a < b ? -1 : 1));
  const contained = new Map(longestFirst.map((keyword) => [keyword, longestFirst.filter((other) => keyword.includes(other))]));
  const pattern = new RegExp(longestFirst.map((keyword) => keyword.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|'), 'g');
  return (lower) => {
    const found = new Set<string>();
    pattern.lastIndex = 0;
    for (let match = pattern.exec(lower); match !== null; match = pattern.exec(lower)) {
      for (const keyword of contained.get(match[0])!) found.add(keyword);
      pattern.lastIndex = match.index + 1;
    }
    return found;
  };
}

type CompiledParts = Pick<SecretRule, 'regex' | 'path' | 'allowlists'>;

/** A rule whose regexes compile on first read; one that fails to compile reports why and never matches. */
function lazyRule(source: RuleSource, onFailure: (reason: string) => void): SecretRule {
  let parts: CompiledParts | null = null;
  const compiled = (): CompiledParts => {
    if (parts) return parts;
    try {
      const allowlistSources = [...(source.allowlist ? [source.allowlist] : []), ...(source.allowlists ?? [])];
      parts = {
        regex: source.regex ? compileRe2(source.regex) : null,
        path: source.path ? compileRe2(source.path) : null,
        allowlists: allowlistSources.map(compileAllowlist),
      };
    } catch (error) {
      onFailure((error as Error).message);
      parts = { regex: null, path: null, allowlists: [] };
    }
    return parts;
  };
  return {
    id: source.id,
    entropy: source.entropy ?? 0,
    keywords: (source.keywords ?? []).map((keyword) => keyword.toLowerCase()),
    secretGroup: source.secretGroup ?? 0,
    get regex() {
      return compiled().regex;
    },
    get path() {
      return compiled().path;
    },
    get allowlists() {
      return compiled().allowlists;
    },
  };
}
