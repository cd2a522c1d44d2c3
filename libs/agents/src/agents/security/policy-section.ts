import type { Snapshot } from '@chronicle/snapshot';
import { code, heading, link, quote, text } from '../../markdown/markdown.js';
import type { FoundSection } from '../../facts/guides.js';
import { policyFiles, policyPassages } from '../../facts/policy.js';

function where(section: FoundSection): string {
  return section.heading === null ? `${code(section.path)} (line ${section.line})` : `${code(section.path)}, under "${text(section.heading)}" (line ${section.line})`;
}

/** What the summary table says about the policy. */
export function policySummary(snapshot: Snapshot): string {
  const files = policyFiles(snapshot);
  const passages = policyPassages(snapshot).filter((passage) => passage.section.kind !== 'security');
  const named = [...files.map((path) => code(path)), ...passages.map((passage) => `${code(passage.section.path)} ("${text(passage.section.heading ?? '')}")`)];
  return named.length === 0 ? 'none found' : named.join(', ');
}

/**
 * `## Security policy`: how a reporter reports a vulnerability, quoted from wherever the repository
 * says it. "None" only when both looks agree: no policy file by name, and no guide section about
 * security or vulnerabilities.
 */
export function policySection(snapshot: Snapshot): string[] {
  const files = policyFiles(snapshot);
  const passages = policyPassages(snapshot);
  const blocks = [heading(2, 'Security policy')];
  if (files.length === 0 && passages.length === 0) {
    blocks.push('No security policy file was found (a SECURITY.md at the root, in .github/ or in docs/), and no section of the README, CONTRIBUTING or docs pages is about security or vulnerabilities, so nothing tells a reporter how to report a vulnerability privately.');
    return blocks;
  }
  if (files.length > 0) blocks.push(`The repository has a security policy: ${files.map((path) => link(path, path)).join(', ')}.`);
  for (const passage of passages) blocks.push(`${where(passage.section)}:`, quote(passage.paragraph));
  return blocks;
}
