// Test fixtures built by hand, the way @chronicle/history shapes them (tests only; not built).
import { createHash } from 'node:crypto';
import type { ChangeSection, ChangelogItem, ClassifiedCommit, Commit, FileChange, NoiseKind } from '@chronicle/history';
import type { Facts } from '../facts/facts.js';

const SECTION_OF_TYPE: Record<string, ChangeSection> = {
  feat: 'Added',
  fix: 'Fixed',
  perf: 'Changed',
  refactor: 'Changed',
  security: 'Security',
};

export type CommitSpec = {
  subject: string;
  body?: string;
  sha?: string;
  author?: string;
  email?: string;
  date?: string;
  files?: Array<string | FileChange>;
  noise?: NoiseKind | null;
  section?: ChangeSection;
  dependencyUpdate?: boolean;
  breaking?: boolean;
};

/** A classified commit from a Conventional Commits subject: `feat(scope): text (#12)`. */
export function classified(spec: CommitSpec): ClassifiedCommit {
  const match = /^(\w+)(?:\(([^)]+)\))?(!)?:\s*(.+)$/.exec(spec.subject);
  const type = match ? match[1]! : null;
  const scope = match?.[2] ?? null;
  const description = (match ? match[4]! : spec.subject).replace(/\s*\(#\d+\)$/, '');
  const pullRequests = [...spec.subject.matchAll(/#(\d+)/g)].map((found) => Number(found[1]));
  const commit: Commit = {
    sha: spec.sha ?? shaOf(spec.subject),
    parents: [shaOf(`parent of ${spec.subject}`)],
    authorName: spec.author ?? 'Ana Lima',
    authorEmail: spec.email ?? 'ana@example.org',
    authorDate: spec.date ?? '2024-05-02T10:15:00+02:00',
    committerDate: spec.date ?? '2024-05-02T10:15:00+02:00',
    subject: spec.subject,
    body: spec.body ?? '',
    files: (spec.files ?? ['src/index.ts']).map((file) => (typeof file === 'string' ? { path: file, additions: 10, deletions: 2 } : file)),
  };
  return {
    commit,
    type,
    scope,
    breaking: spec.breaking ?? Boolean(match?.[3]),
    description,
    section: spec.section ?? (type ? (SECTION_OF_TYPE[type] ?? 'Changed') : 'Changed'),
    references: { pullRequests, issues: [] },
    noise: spec.noise ?? null,
    dependencyUpdate: spec.dependencyUpdate ?? false,
    reverts: null,
  };
}

/** One changelog item per non-noise commit, the way `individual` clustering cuts them. */
export function itemsOf(commits: ClassifiedCommit[]): ChangelogItem[] {
  return commits
    .filter((commit) => commit.noise === null)
    .map((commit) => {
      const refs = commit.references.pullRequests.map((number) => `#${number}`);
      const parts = [commit.breaking ? '**Breaking:**' : '', commit.scope ? `**${commit.scope}:**` : '', capitalize(commit.description)].filter(Boolean);
      return {
        section: commit.section,
        text: `${parts.join(' ')}${refs.length > 0 ? ` (${refs.join(', ')})` : ''}`,
        scope: commit.scope,
        breaking: commit.breaking,
        commits: [commit.commit.sha],
        references: commit.references,
      };
    });
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export function factsOf(specs: CommitSpec[], extra: Partial<Facts> = {}): Facts {
  const commits = specs.map(classified);
  return {
    repository: 'acme/widgets',
    repositoryUrl: 'https://github.com/acme/widgets',
    link: 'https://github.com/acme/widgets/compare/1111111...2222222',
    commits,
    items: itemsOf(commits),
    ...extra,
  };
}

export function shaOf(text: string): string {
  return createHash('sha1').update(text).digest('hex');
}
