import type { ChangeSection, ChangelogItem, ClassifiedCommit } from '@chronicle/history';
import type { Facts, Tone } from '../facts/facts.js';

/** Keep a Changelog order (the same as `CHANGE_SECTIONS` in @chronicle/history, whose values this package does not import). */
export const SECTION_ORDER: readonly ChangeSection[] = ['Added', 'Changed', 'Deprecated', 'Removed', 'Fixed', 'Security'];

const MAX_COMMITS_IN_PROMPT = 100;
const MAX_FILES_PER_COMMIT = 5;
const MAX_BODY_LINES = 3;

/** What the built-in prompts can say about a run besides the facts. */
export type PromptContext = {
  tone: Tone;
  /** The entry's link (compare view or repository URL). */
  link?: string | null;
  /** Texts earlier phases of the same run wrote. */
  headline?: string;
  summary?: string;
};

/**
 * The values of the placeholders a phase's prompts may use:
 * `{commits}` `{items}` `{repository}` `{tone}` `{link}` `{linkLength}` `{commitCount}`
 * `{version}` `{releaseHeading}` `{headline}` `{summary}`.
 */
export function promptValues(facts: Facts, context: PromptContext): Record<string, string | number> {
  const link = context.link ?? facts.link ?? facts.repositoryUrl ?? '';
  return {
    commits: formatCommits(facts.commits),
    items: formatItems(facts.items),
    repository: facts.repository,
    tone: context.tone,
    link,
    linkLength: link.length,
    commitCount: facts.commits.length,
    version: facts.version ?? 'Unreleased',
    releaseHeading: facts.version ? `## [${facts.version}]${facts.date ? ` - ${facts.date}` : ''}` : '## [Unreleased]',
    headline: context.headline ?? '',
    summary: context.summary ?? '',
  };
}

/** One line per commit (newest first, at most 100), with a few lines of its message body. */
export function formatCommits(commits: ClassifiedCommit[]): string {
  if (commits.length === 0) return '(no commits)';
  const lines = commits.slice(0, MAX_COMMITS_IN_PROMPT).map((classified) => {
    const { commit } = classified;
    const files = commit.files.slice(0, MAX_FILES_PER_COMMIT).map((file) => file.path);
    if (commit.files.length > files.length) files.push(`and ${commit.files.length - files.length} more`);
    const notes = [
      classified.noise ? `set aside as noise: ${classified.noise}` : `section ${classified.section}`,
      classified.breaking ? 'breaking' : '',
      classified.dependencyUpdate ? 'dependency update' : '',
      files.length > 0 ? `files: ${files.join(', ')}` : '',
    ].filter(Boolean);
    const body = commit.body
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line && !/^[\w-]+-by:/i.test(line))
      .slice(0, MAX_BODY_LINES)
      .map((line) => `    ${line}`);
    return [`- ${commit.sha.slice(0, 7)} ${commit.subject} (by ${commit.authorName}; ${notes.join('; ')})`, ...body].join('\n');
  });
  if (commits.length > MAX_COMMITS_IN_PROMPT) lines.push(`(and ${commits.length - MAX_COMMITS_IN_PROMPT} older commits not shown)`);
  return lines.join('\n');
}

/** The changelog items grouped under their sections, each with its commits' short SHAs. */
export function formatItems(items: ChangelogItem[]): string {
  if (items.length === 0) return '(no user-facing changes: every commit was set aside as noise)';
  return SECTION_ORDER.flatMap((section) => {
    const inSection = items.filter((item) => item.section === section);
    if (inSection.length === 0) return [];
    return [`${section}:`, ...inSection.map((item) => `- ${item.text} [commits ${item.commits.map((sha) => sha.slice(0, 7)).join(', ')}]`)];
  }).join('\n');
}
