import type { Snapshot } from '@chronicle/snapshot';
import { byText, code, heading, lineLink, number, plural, table } from '../../markdown/markdown.js';
import { inTestFiles, secretFindings, type LocatedSecret } from './findings.js';

/** `## Secrets`: every finding by rule, file, line and fingerprint — never the value. */
export function secretsSection(snapshot: Snapshot): string[] {
  const found = secretFindings(snapshot);
  const blocks = [heading(2, 'Secrets'), scope(snapshot)];
  if (found.length === 0) {
    blocks.push('No secrets were found.');
    return blocks;
  }
  const byRule = groupByRule(found);
  const files = new Set(found.map(({ file }) => file.path)).size;
  const inTests = found.filter(({ file }) => file.test).length;
  blocks.push(
    `${plural(found.length, 'finding')} of ${plural(byRule.length, 'rule')} in ${plural(files, 'file')}${inTestFiles(inTests, found.length)}. ` +
      'Values are never shown: each finding is listed by rule, file, line and fingerprint (sha256: and the first 12 hex digits of the SHA-256 of the value), so two findings with the same fingerprint are the same value. A real secret must be revoked and replaced, not only deleted: it stays in the history.',
  );
  blocks.push(table(['Rule', 'Findings', 'Files'], byRule.map(([rule, entries]) => [code(rule), number(entries.length), number(new Set(entries.map(({ file }) => file.path)).size)]), ['left', 'right', 'right']));
  for (const [rule, entries] of byRule) {
    blocks.push(heading(3, rule));
    blocks.push(table(['Where', 'Fingerprint', 'Test file'], entries.map(({ file, secret }) => [lineLink(file.path, secret.line), secret.fingerprint, file.test ? 'yes' : 'no'])));
  }
  return blocks;
}

function scope(snapshot: Snapshot): string {
  const skipped = snapshot.skipped.length;
  return (
    `The ${plural(snapshot.files.length, 'indexed file')} were scanned with gitleaks' default rules (its keywords, entropy thresholds, allowlists and stopwords)` +
    (skipped > 0 ? `; the ${plural(skipped, 'skipped file')} (vendored, generated, minified, binary or too large) ${skipped === 1 ? 'was' : 'were'} not.` : '.') +
    " A finding is a rule's match for a person to confirm: test fixtures and examples match too."
  );
}

// Rules with the most findings first, ties by rule id; each rule's findings by path and line.
function groupByRule(found: readonly LocatedSecret[]): [string, LocatedSecret[]][] {
  const groups = new Map<string, LocatedSecret[]>();
  for (const entry of found) groups.set(entry.secret.rule, [...(groups.get(entry.secret.rule) ?? []), entry]);
  return [...groups].sort((a, b) => b[1].length - a[1].length || byText(a[0], b[0]));
}
