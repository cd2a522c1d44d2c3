// The classify, cluster and changelog-writing phases, written from what @chronicle/history decided.
import type { ClassifiedCommit } from '@chronicle/history';
import type { Facts } from '../facts/facts.js';
import { SECTION_ORDER } from '../phases/prompt-values.js';
import { joinList, plural } from './phrasing.js';

const NOISE_LABELS: Record<string, string> = {
  'version-bump': 'version bump',
  'ci-only': 'CI only',
  'test-only': 'tests only',
  'docs-only': 'docs only',
  'merge-without-title': 'merge without a title',
  reverted: 'reverted',
  formatting: 'formatting',
  internal: 'internal',
};

/** One line per commit: its section or why it is noise, then its description. */
export function writeClassification(facts: Facts): string {
  if (facts.commits.length === 0) return `There are no commits of ${facts.repository} to classify.`;
  const kept = facts.commits.filter((commit) => commit.noise === null);
  const noise = facts.commits.filter((commit) => commit.noise !== null);
  const sections = SECTION_ORDER.map((section) => [section, kept.filter((commit) => commit.section === section).length] as const)
    .filter(([, count]) => count > 0)
    .map(([section, count]) => `${count} ${section}`);
  const noiseKinds = [...new Set(noise.map((commit) => NOISE_LABELS[commit.noise!] ?? commit.noise!))];
  const overview =
    `Classified ${plural(facts.commits.length, 'commit')} of ${facts.repository}` +
    `${sections.length > 0 ? `: ${joinList(sections)}` : ''}` +
    `${noise.length > 0 ? `; ${noise.length} set aside as noise (${noiseKinds.join(', ')})` : ''}.`;
  return [overview, '', ...facts.commits.map(classificationLine)].join('\n');
}

function classificationLine(classified: ClassifiedCommit): string {
  const label = classified.noise ? `noise: ${NOISE_LABELS[classified.noise] ?? classified.noise}` : classified.section;
  const notes = [classified.scope ? `scope ${classified.scope}` : '', classified.breaking ? 'breaking' : '', classified.dependencyUpdate ? 'dependency update' : '']
    .filter(Boolean)
    .join(', ');
  return `- ${classified.commit.sha.slice(0, 7)} ${label}${notes ? ` (${notes})` : ''} — ${classified.description}`;
}

/** The changelog items by section, each with the commits it stands for. */
export function writeClusters(facts: Facts): string {
  const noise = facts.commits.filter((commit) => commit.noise !== null).length;
  const overview =
    `${plural(facts.commits.length, 'commit')} became ${plural(facts.items.length, 'changelog item')}` +
    `${noise > 0 ? ` (${noise} set aside as noise)` : ''}.`;
  const sections = SECTION_ORDER.flatMap((section) => {
    const items = facts.items.filter((item) => item.section === section);
    if (items.length === 0) return [];
    return ['', `### ${section}`, ...items.map((item) => `- ${item.text} [${item.commits.map((sha) => sha.slice(0, 7)).join(', ')}]`)];
  });
  return [overview, ...sections].join('\n');
}

/** A Keep a Changelog 1.1.0 section: the release heading, one `###` per section, the compare link. */
export function writeChangelogSection(facts: Facts): string {
  const label = facts.version ?? 'Unreleased';
  const heading = facts.version ? `## [${facts.version}]${facts.date ? ` - ${facts.date}` : ''}` : '## [Unreleased]';
  const lines = [heading];
  if (facts.items.length === 0) {
    lines.push('', `No user-facing changes in ${plural(facts.commits.length, 'commit')}.`);
  }
  for (const section of SECTION_ORDER) {
    const items = facts.items.filter((item) => item.section === section);
    if (items.length > 0) lines.push('', `### ${section}`, '', ...items.map((item) => `- ${item.text}`));
  }
  if (facts.link) lines.push('', `[${label}]: ${facts.link}`);
  return lines.join('\n');
}
