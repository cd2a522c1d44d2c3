import type { Commit } from '@chronicle/history';
import type { HistoryFacts } from '../model.js';

/** How many authors each folder lists. */
export const AUTHORS_PER_FOLDER = 5;

const EMAIL_LIKE = /\S+@\S+\.\S+/;
// Bots change many files and know none of them: `dependabot[bot]`, `renovate[bot]`, `github-actions`.
const BOT = /\[bot\]$|^(?:dependabot|renovate|github-actions|greenkeeper|snyk-bot|mergify|allcontributors)\b/i;


/**
 * Who changed each top-level folder (`.` for files at the root) most often: commits touching it per
 * person, one person per e-mail address (`authorKey`), shown by the most recent name they committed
 * under that is not itself an e-mail address (addresses that end up under the same name are added
 * up, since a reader could not tell them apart). Bots and people known only by an e-mail address are
 * left out. Fed newest commit first, from the snapshot's single `git log` pass.
 */
export class FolderAuthors {
  /** Commits per folder, per person. */
  private readonly folders = new Map<string, Map<string, number>>();
  /** Each person's most recent usable name. */
  private readonly names = new Map<string, string>();

  constructor(private readonly existing: ReadonlySet<string>) {}

  /** The top-level folders (and `.`) of a tree's paths: only folders that exist at the commit are listed. */
  static foldersOf(paths: Iterable<string>): Set<string> {
    const folders = new Set<string>();
    for (const path of paths) folders.add(topFolder(path));
    return folders;
  }

  add(commit: Commit, author: string): void {
    const name = commit.authorName.trim();
    if (BOT.test(name)) return;
    // Newest first: the first usable name seen is the most recent one.
    if (!this.names.has(author) && name !== '' && !EMAIL_LIKE.test(name)) this.names.set(author, name);
    const touched = new Set(commit.files.map((change) => topFolder(change.path)));
    for (const folder of touched) {
      if (!this.existing.has(folder)) continue;
      const people = this.folders.get(folder) ?? new Map<string, number>();
      people.set(author, (people.get(author) ?? 0) + 1);
      this.folders.set(folder, people);
    }
  }

  facts(): HistoryFacts['authorsByFolder'] {
    return [...this.folders.keys()].sort(byText).map((folder) => ({
      folder,
      authors: mergeByName([...this.folders.get(folder)!].flatMap(([author, commits]) => (this.names.has(author) ? [{ name: this.names.get(author)!, commits }] : [])))
        .sort((a, b) => b.commits - a.commits || byText(a.name, b.name))
        .slice(0, AUTHORS_PER_FOLDER),
    })).filter((entry) => entry.authors.length > 0);
  }
}

/** Two addresses shown under the same name read as one person: their commits are added up. */
function mergeByName(people: { name: string; commits: number }[]): { name: string; commits: number }[] {
  const byName = new Map<string, { name: string; commits: number }>();
  for (const person of people) {
    const same = byName.get(person.name);
    if (same) same.commits += person.commits;
    else byName.set(person.name, { ...person });
  }
  return [...byName.values()];
}

function topFolder(path: string): string {
  const slash = path.indexOf('/');
  return slash === -1 ? '.' : path.slice(0, slash);
}

function byText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
