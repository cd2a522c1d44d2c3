import { DOC_TIERS } from '@chronicle/contracts';
import { mergeIntoChangelog, renderMarkdown } from '@chronicle/history';
import type { Snapshot } from '@chronicle/snapshot';
import * as md from '../../markdown/markdown.js';
import type { Agent, AgentFacts, CoverageTarget, RequiredSection } from '../../sdk/agent.js';
import { DocumentationAgent } from '../../sdk/documentation-agent.decorator.js';
import { defuseUnconfirmed } from './defuse.js';
import { engineChangelog } from './engine-changelog.js';
import { atxHeadings } from './headings.js';
import { inertHtml, inertLinks } from './inert-html.js';
import { lintFixed } from './lint-fix.js';
import { diagramsAsSource } from './quoted-diagrams.js';
import { releaseHeadings, releaseIndex } from './release-index.js';
import { projectName } from '../../facts/project-name.js';

const DOC_FILE = 'CHANGELOG.md';
// The lines this agent adds under the title; taken out of a repository changelog that is an earlier output, so they never pile up.
const OWN_LINES = /^(?:This changelog of .* lists |Releases: \[)/;

/** CHANGELOG.md: the history engine's releases for the commit, merged into the repository's own changelog, whose text stays. */
@DocumentationAgent({
  id: 'changelog',
  name: 'Changelog Agent',
  description: 'Writes CHANGELOG.md in the Keep a Changelog format from the history and tags, merged into the changelog the repository already keeps, whose hand-written text stays.',
  category: 'Core Documentation',
  docType: 'changelog',
  tiers: DOC_TIERS.changelog,
  version: '1.4.0',
  inputs: { paths: ['CHANGELOG*', 'CHANGES*', 'HISTORY*', 'NEWS*', 'RELEASES*', 'changelog*', 'changes*', 'history*', 'news*', 'releases*'], manifests: false, history: true },
})
export class ChangelogAgent implements Agent {
  requiredSections(): RequiredSection[] {
    // Keep a Changelog's headings are versions and dates; what must be there is measured by coverage.
    return [];
  }

  coverage({ snapshot }: AgentFacts): CoverageTarget {
    return {
      measure: 'releases found in the history listed',
      items: snapshot.history.changelog.releases.map((release) => ({ key: release.tag ?? release.version, mention: release.tag ?? release.version })),
    };
  }

  write({ snapshot }: AgentFacts): string {
    const written = handWritten(snapshot);
    const changelog = engineChangelog(snapshot);
    const body = written !== null ? mergeIntoChangelog(written, changelog, { keepWrittenUnreleased: true }) : changelog.releases.length > 0 ? renderMarkdown(changelog) : '';
    const quotes = written === null ? [] : [written];
    return defuseUnconfirmed(inertLinks(inertHtml(finish(lintFixed(withTitle(body), quotes), snapshot, written !== null))), snapshot, DOC_FILE, quotes);
  }

  /** The repository's own Markdown changelog, kept as written: its lines are its maintainers' words, not claims of this document. */
  quotes({ snapshot }: AgentFacts): string[] {
    const written = handWritten(snapshot);
    return written === null ? [] : [written];
  }
}

/** The repository's Markdown changelog without the lines an earlier run of this agent added, its diagrams as source; null when it keeps none (or not in Markdown). */
function handWritten(snapshot: Snapshot): string | null {
  const file = snapshot.project.changelog;
  if (!file || !/\.(?:md|markdown)$/i.test(file.path)) return null;
  return diagramsAsSource(
    atxHeadings(
      file.text
        .split('\n')
        .filter((line) => !OWN_LINES.test(line))
        .join('\n'),
    ),
  );
}

/** A document opens with its title: the changelog's own level-1 heading, else `# Changelog`. */
function withTitle(body: string): string {
  const lines = body.replace(/^\s+/, '').split('\n');
  const first = lines[0] ?? '';
  if (/^#\s/.test(first) || (/^=+\s*$/.test(lines[1] ?? '') && first.trim() !== '')) return body.replace(/^\s+/, '');
  return `# Changelog\n\n${body.replace(/^\s+/, '')}`;
}

/** The title, then what this changelog is, the changelog's own introduction, the index of its releases, then the releases. */
function finish(markdown: string, snapshot: Snapshot, merged: boolean): string {
  const lines = markdown.split('\n');
  const titleEnd = /^#\s/.test(lines[0] ?? '') ? 1 : 2;
  // A heading of a tagged release is indexed by its tag, as the history names it.
  const tags = new Map(snapshot.history.changelog.releases.filter((release) => release.tag !== null).map((release) => [release.version.toLowerCase(), release.tag!]));
  const headings = releaseHeadings(markdown).map((heading) => ({ ...heading, name: tags.get(heading.name.toLowerCase()) ?? heading.name }));
  const releasesStart = Math.max(titleEnd, headings[0]?.line ?? lines.length);
  const blocks = [lines.slice(0, titleEnd).join('\n'), about(snapshot, merged, headings.map((heading) => heading.name))];
  blocks.push(withoutBlankEdges(lines.slice(titleEnd, releasesStart)));
  if (headings.length > 0) blocks.push(releaseIndex(headings));
  blocks.push(withoutBlankEdges(lines.slice(releasesStart)));
  return md.document(blocks.filter((block) => block !== ''));
}

function withoutBlankEdges(lines: string[]): string {
  return lines.join('\n').replace(/^(?:[ \t]*\n)+/, '').trimEnd();
}

function about(snapshot: Snapshot, merged: boolean, listed: string[]): string {
  const releases = snapshot.history.changelog.releases;
  const at = snapshot.history.shas.includes(snapshot.commit.sha) ? `up to commit ${md.code(snapshot.commit.sha.slice(0, 7))} (${snapshot.commit.date.slice(0, 10)})` : `up to its commit of ${snapshot.commit.date.slice(0, 10)}`;
  const versions = releases.filter((release) => release.tag !== null);
  const sentences = [
    versions.length > 0 || releases.length > 0
      ? `This changelog of ${md.text(projectName(snapshot))} lists the changes ${at}, cut into releases by ${md.plural(versions.length, 'release tag')} and read from the first-parent history.`
      : `This changelog of ${md.text(projectName(snapshot))} lists the changes ${at}: the history has no release tag and no change worth listing yet.`,
  ];
  const file = snapshot.project.changelog;
  if (merged && file) sentences.push(`The repository's own ${md.code(file.path)} is kept as written (raw HTML aside, shown as text); releases it does not have yet were added from the history, without the changes it already lists.`);
  else if (file) sentences.push(`The repository keeps its own changelog in ${md.code(file.path)}, which is not Markdown, so it is not merged here.`);
  const left = versions.filter((release) => !listed.includes(release.tag!));
  if (left.length > 0) sentences.push(`The history also has ${md.plural(left.length, 'release tag')} older than the newest release the repository's changelog lists and missing from it; they are not added: ${left.map((release) => md.code(release.tag!)).join(', ')}.`);
  return sentences.join(' ');
}
