import type { Snapshot } from '@chronicle/snapshot';
import { code, heading, link, quote, text } from '../../markdown/markdown.js';
import { firstParagraph, guideSections, sectionsTitled, type FoundSection } from '../../facts/guides.js';

// Where GitHub looks for a security policy: the root, `.github/` and `docs/`.
const POLICY = /^(?:\.github\/|docs\/)?security\.(?:md|markdown|rst|txt)$/i;
/** A section of a README, CONTRIBUTING or docs page about reporting vulnerabilities. */
const SECURITY_HEADING = /security|vulnerab|disclos/i;
const REPORTING_HEADING = /report|disclos|contact/i;

/** The security policy files, sorted by path. */
export function policyFiles(snapshot: Snapshot): string[] {
  return [...snapshot.files, ...snapshot.skipped].map((file) => file.path).filter((path) => POLICY.test(path)).sort();
}

/** A passage of the repository's own words on reporting vulnerabilities. */
export type PolicyPassage = { section: FoundSection; paragraph: string };

/**
 * What the repository tells a reporter, in its own words: the reporting section of each SECURITY file
 * (else its first section with prose), and each section of the README, CONTRIBUTING or docs pages
 * whose heading is about security or vulnerabilities.
 */
export function policyPassages(snapshot: Snapshot): PolicyPassage[] {
  const passages: PolicyPassage[] = [];
  const policies = guideSections(snapshot, ['security']);
  for (const path of [...new Set(policies.map((section) => section.path))]) {
    const own = policies.filter((section) => section.path === path);
    const chosen = own.find((section) => section.heading !== null && REPORTING_HEADING.test(section.heading) && firstParagraph(section) !== null) ?? own.find((section) => firstParagraph(section) !== null);
    if (chosen) passages.push({ section: chosen, paragraph: firstParagraph(chosen) as string });
  }
  for (const section of sectionsTitled(snapshot, SECURITY_HEADING, ['readme', 'contributing', 'guide'])) {
    const paragraph = firstParagraph(section);
    if (paragraph !== null) passages.push({ section, paragraph });
  }
  return passages;
}

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
