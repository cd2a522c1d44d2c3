import { CONVENTIONAL_TYPES, parseConventionalHeader, runGit, type Commit, type Repository } from '@chronicle/history';
import type { HistoryConventions } from '../model.js';

// A squash-merged pull request leaves one commit whose subject ends with its number: `Fix x (#12)`.
const SQUASH_SUBJECT = /\(#\d+\)\s*$/;

// An area or path before a colon (`net/http: fix …`, `runtime: …`, `cmd/go, go/build: …`) or in
// brackets (`[docs] …`): the convention of Go, the Linux kernel and many C projects. It is not a
// Conventional Commit, whose prefix is one of a small set of types.
const AREA_PREFIX = /^([\w.*+{}-][\w./*+{}-]*(?:, ?[\w./*+{}-]+)*): +\S/;
const BRACKET_PREFIX = /^\[([\w./ ,-]+)\] +\S/;
// Words before a colon that open a sentence rather than name an area.
const NOT_AREAS = new Set(['wip', 'note', 'todo', 'merge', 'revert', 'update', 'updates', 'misc', 'cleanup', 'release', 'version']);

/** How many of the most used area prefixes are kept. */
export const TOP_AREAS = 5;

/** The area a subject is prefixed with, when it is not a Conventional Commit: `net/http`, `runtime`, `docs`; null otherwise. */
export function areaPrefix(subject: string): string | null {
  const text = subject.trim();
  const match = AREA_PREFIX.exec(text) ?? BRACKET_PREFIX.exec(text);
  if (!match || isConventionalCommit(text)) return null;
  const area = match[1]!.trim();
  return NOT_AREAS.has(area.toLowerCase()) ? null : area;
}

/** A Conventional Commits subject: `type(scope)!: description` with a type of the convention (`feat`, `fix`, `docs`…), not any word. */
export function isConventionalCommit(subject: string): boolean {
  const header = parseConventionalHeader(subject);
  return header !== null && CONVENTIONAL_TYPES.has(header.type);
}

/** Counts of the history's commit conventions, fed commit by commit from the single `git log` pass. */
export class ConventionCounter {
  private commits = 0;
  private merges = 0;
  private conventional = 0;
  private readonly areas = new Map<string, number>();
  private squashed = 0;

  add(commit: Commit): void {
    this.commits++;
    if (commit.parents.length > 1) {
      this.merges++;
      return;
    }
    if (isConventionalCommit(commit.subject)) this.conventional++;
    const area = areaPrefix(commit.subject);
    if (area !== null) this.areas.set(area, (this.areas.get(area) ?? 0) + 1);
    if (SQUASH_SUBJECT.test(commit.subject)) this.squashed++;
  }

  facts(branch: string | null): HistoryConventions {
    const single = this.commits - this.merges;
    return {
      conventionalCommits: share(this.conventional, single),
      areaPrefixes: share([...this.areas.values()].reduce((sum, count) => sum + count, 0), single),
      topAreas: [...this.areas]
        .map(([prefix, commits]) => ({ prefix, commits }))
        .sort((a, b) => b.commits - a.commits || (a.prefix < b.prefix ? -1 : a.prefix > b.prefix ? 1 : 0))
        .slice(0, TOP_AREAS),
      mergeCommits: share(this.merges, this.commits),
      branch,
      squashMerges: share(this.squashed, single),
    };
  }
}

/** A share rounded to four decimals, so the same history always gives the same number; 0 of 0 is 0. */
function share(part: number, whole: number): number {
  return whole === 0 ? 0 : Math.round((part / whole) * 10_000) / 10_000;
}

const USUAL_BRANCHES = ['main', 'master', 'trunk', 'develop'];

/**
 * The branch the commit is on, when a branch points at it: HEAD's branch if it does, else `main`,
 * `master`, `trunk` or `develop`, else the first by name. Null for a commit no branch points at
 * (an older commit or a tag). Two small reads of refs, no history walk.
 */
export async function readBranch(repository: Repository, sha: string): Promise<string | null> {
  const [pointing, head] = await Promise.all([
    runGit(['--git-dir', repository.gitDir, 'for-each-ref', '--points-at', sha, '--format=%(refname:short)', 'refs/heads']).catch(() => ''),
    runGit(['--git-dir', repository.gitDir, 'symbolic-ref', '-q', '--short', 'HEAD']).catch(() => ''),
  ]);
  const branches = pointing.split('\n').map((line) => line.trim()).filter(Boolean).sort();
  if (branches.length === 0) return null;
  if (branches.includes(head.trim())) return head.trim();
  return USUAL_BRANCHES.find((name) => branches.includes(name)) ?? branches[0]!;
}
