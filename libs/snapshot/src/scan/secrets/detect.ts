import { fileAllowed, findingAllowed } from './allowlists.js';
import { shannonEntropy } from './entropy.js';
import { secretRules, type RuleSet, type SecretRule } from './rule-set.js';

/** A secret as found: only ever held in memory, to fingerprint it and to keep it out of other facts. */
export type DetectedSecret = {
  rule: string;
  /** 1-based line where the secret starts. */
  line: number;
  secret: string;
};

/** A text to scan; `path` is '' for text that is no file (a commit message), which path rules and allowlists never match. */
export type SecretScanInput = { path: string; text: string };

// A line holding this is left alone, as gitleaks does (`gitleaks:allow`).
const ALLOW_SIGNATURE = 'gitleaks:allow';

/**
 * Finds secrets with gitleaks' semantics: files on a global allowlist's paths are skipped; a rule
 * runs only when the lower-cased text holds one of its keywords (the prefilter that makes 221 rules
 * affordable) and, for a rule with a `path`, only on matching files; each match's secret is its
 * `secretGroup` or first non-empty group; it is dropped when its entropy is at or below the rule's
 * threshold, when a global or rule allowlist allows it (regexes on the secret, match or line;
 * stopwords; paths; AND conditions), or when its line says `gitleaks:allow`. A `generic-*` finding
 * is dropped when a specific rule found a secret containing it on the same line.
 */
export function detectSecrets(input: SecretScanInput, rules: RuleSet = secretRules()): DetectedSecret[] {
  if (input.text === '' || fileAllowed(rules.allowlists, input.path)) return [];
  const present = rules.keywordsIn(input.text.toLowerCase());
  let lines: LineIndex | null = null;
  const lineIndex = () => (lines ??= new LineIndex(input.text));
  const found: DetectedSecret[] = [];
  for (const rule of rules.rules) {
    if (rule.keywords.length > 0 && !rule.keywords.some((keyword) => present.has(keyword))) continue;
    found.push(...detectRule(rule, input, lineIndex, rules));
  }
  return dropGenericDuplicates(found).sort((a, b) => a.line - b.line || (a.rule < b.rule ? -1 : a.rule > b.rule ? 1 : 0));
}

function detectRule(rule: SecretRule, input: SecretScanInput, lineIndex: () => LineIndex, rules: RuleSet): DetectedSecret[] {
  if (!rule.regex) return [];
  if (rule.path && (input.path === '' || !rule.path.test(input.path))) return [];
  if (fileAllowed(rule.allowlists, input.path)) return [];
  // The DFA answers "any match at all?" several times faster than a search that reports matches,
  // and nearly every text has none.
  if (!rule.regex.test(input.text)) return [];
  const found: DetectedSecret[] = [];
  const matcher = rule.regex.matcher(input.text);
  while (matcher.find()) {
    const detected = judgeMatch(rule, input, lineIndex(), rules, matcher.start(), matcher.end());
    if (detected) found.push(detected);
  }
  return found;
}

// One match, as gitleaks' `detectRule` judges it: newlines trimmed, the secret taken from the groups
// of the regex run again on the match, then entropy, `gitleaks:allow` and the allowlists.
function judgeMatch(rule: SecretRule, input: SecretScanInput, lines: LineIndex, rules: RuleSet, start: number, end: number): DetectedSecret | null {
  const raw = input.text.slice(start, end);
  const leading = raw.length - raw.replace(/^\n+/, '').length;
  const match = raw.replace(/^\n+|\n+$/g, '');
  if (match === '') return null;
  const { secret, offset } = secretOf(rule, match);
  // An empty group is nothing to fingerprint or to keep out of other facts.
  if (!secret) return null;
  if (rule.entropy > 0 && shannonEntropy(secret) <= rule.entropy) return null;
  const matchStart = start + leading;
  const line = lines.linesOf(matchStart, matchStart + match.length);
  if (line.includes(ALLOW_SIGNATURE)) return null;
  const candidate = { path: input.path, secret, match, line };
  if (findingAllowed(rules.allowlists, candidate) || findingAllowed(rule.allowlists, candidate)) return null;
  return { rule: rule.id, line: lines.lineAt(matchStart + offset), secret };
}

function secretOf(rule: SecretRule, match: string): { secret: string | null; offset: number } {
  const groups = rule.regex!.matcher(match);
  if (!groups.find() || groups.groupCount() === 0) return { secret: match, offset: 0 };
  if (rule.secretGroup > 0) {
    if (rule.secretGroup > groups.groupCount()) return { secret: null, offset: 0 };
    const value = groups.group(rule.secretGroup);
    return value === null ? { secret: '', offset: 0 } : { secret: value, offset: groups.start(rule.secretGroup) };
  }
  for (let group = 1; group <= groups.groupCount(); group++) {
    const value = groups.group(group);
    if (value) return { secret: value, offset: groups.start(group) };
  }
  return { secret: match, offset: 0 };
}

// gitleaks' `filter`: a generic rule's finding gives way to a specific rule's finding on the same
// line whose secret contains it.
function dropGenericDuplicates(found: DetectedSecret[]): DetectedSecret[] {
  const generic = (finding: DetectedSecret) => finding.rule.toLowerCase().includes('generic');
  return found.filter(
    (finding) =>
      !generic(finding) ||
      !found.some((other) => other.line === finding.line && other.rule !== finding.rule && !generic(other) && other.secret.includes(finding.secret)),
  );
}

/** Line numbers and whole lines of a text by offset. */
class LineIndex {
  private readonly starts: number[] = [0];

  constructor(private readonly text: string) {
    for (let index = text.indexOf('\n'); index !== -1; index = text.indexOf('\n', index + 1)) this.starts.push(index + 1);
  }

  /** The 1-based line of an offset. */
  lineAt(offset: number): number {
    let low = 0;
    let high = this.starts.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >>> 1;
      if (this.starts[middle]! <= offset) low = middle;
      else high = middle - 1;
    }
    return low + 1;
  }

  /** The whole lines that the range [start, end) touches, without the last newline. */
  linesOf(start: number, end: number): string {
    const first = this.starts[this.lineAt(start) - 1]!;
    const next = this.text.indexOf('\n', Math.max(start, end - 1));
    return this.text.slice(first, next === -1 ? this.text.length : next);
  }
}
