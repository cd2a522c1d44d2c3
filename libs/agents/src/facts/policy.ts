import type { Snapshot } from '@chronicle/snapshot';
import { firstParagraph, guideSections, sectionsTitled, type FoundSection } from './guides.js';

// Where a repository tells a reporter how to report a vulnerability: SECURITY and the sections of
// its other guides about security. SECURITY.md and the gate's check of "no policy" read the same.

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

