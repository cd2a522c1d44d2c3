import type { Snapshot, SourceFile } from '@chronicle/snapshot';
import { centralFiles, type CentralFile } from '../../facts/centrality.js';
import { entryPoints, type EntryPoint } from '../../facts/entry-points.js';
import { isInSideFolder } from '../../facts/side-folders.js';
import { byText, code, heading, plural, table, text } from '../../markdown/markdown.js';
import { isSourceFile } from '../code-index/source-files.js';

// What to read first is chosen by the code's shape: where a program or package starts (its entry
// points) and the files the rest of the code leans on (imported by or called from the most other
// files, see `facts/centrality.ts`). How often a file changed is said beside them, and adds only a
// few files of its own: churn alone picks a changelog-like file as readily as a core one.

/** How many entry points are listed; the rest are counted. */
export const ENTRY_POINTS = 10;

/** How many of the most central source files are listed. */
export const CENTRAL_FILES = 10;

/** A file is central when at least this many other source files import it or call into it. */
export const MIN_DEPENDENTS = 2;

/** How many of the most-changed source files are considered, and how many of them are added when nothing else lists them. */
export const MOST_CHANGED = 10;
export const CHANGED_ONLY = 3;

const GUIDE = /^(?:\.github\/|docs?\/)?(?:CONTRIBUTING|DEVELOPING|DEVELOPMENT|HACKING|ARCHITECTURE)(?:\.[\w]+)?$/i;

type Entry = { path: string; reasons: string[] };

/** The most-changed source files outside the tests (changed more than once), most commits first. */
function mostChanged(snapshot: Snapshot): SourceFile[] {
  return snapshot.files
    .filter((file) => isSourceFile(file) && file.role === 'source' && file.history.commits > 1)
    .sort((a, b) => b.history.commits - a.history.commits || byText(a.path, b.path))
    .slice(0, MOST_CHANGED);
}

/** The entry points worth reading first: the project's own before those of examples and benchmarks, at most ten. */
function listedEntryPoints(snapshot: Snapshot): { listed: EntryPoint[]; left: number } {
  const all = entryPoints(snapshot).filter((entry) => entry.path !== null);
  const ordered = [...all.filter((entry) => !isInSideFolder(entry.path!)), ...all.filter((entry) => isInSideFolder(entry.path!))];
  return { listed: ordered.slice(0, ENTRY_POINTS), left: Math.max(0, ordered.length - ENTRY_POINTS) };
}

/** The files most other source files import or call into, at least two each. */
function listedCentralFiles(snapshot: Snapshot): CentralFile[] {
  return centralFiles(snapshot)
    .filter((file) => file.dependents >= MIN_DEPENDENTS)
    .slice(0, CENTRAL_FILES);
}

/** `imported by 4 other files and called from 3`: why a file is central. */
function centralReason(file: CentralFile): string {
  const parts = [
    ...(file.importedBy > 0 ? [`imported by ${plural(file.importedBy, 'other source file')}`] : []),
    ...(file.calledFrom > 0 ? [`called from ${file.importedBy > 0 ? file.calledFrom : plural(file.calledFrom, 'other source file')}`] : []),
  ];
  return `central: ${parts.join(' and ')}`;
}

function changedReason(file: SourceFile): string {
  const last = file.history.lastChange === null ? '' : `, last on ${file.history.lastChange.slice(0, 10)}`;
  return `one of the most-changed files: ${plural(file.history.commits, 'commit')}${last}`;
}

function entries(snapshot: Snapshot): Entry[] {
  const found = new Map<string, Entry>();
  const add = (path: string, reason: string) => {
    const entry = found.get(path) ?? { path, reasons: [] };
    if (!entry.reasons.includes(reason)) entry.reasons.push(reason);
    found.set(path, entry);
  };
  if (snapshot.project.readme) add(snapshot.project.readme.path, 'the README: what the project is and how it is used');
  for (const file of snapshot.files) if (GUIDE.test(file.path)) add(file.path, 'a guide for contributors');
  const central = new Map(listedCentralFiles(snapshot).map((file) => [file.path, file]));
  for (const entry of listedEntryPoints(snapshot).listed) add(entry.path!, `entry point (${entry.kind})`);
  for (const file of central.values()) add(file.path, centralReason(file));
  let added = 0;
  for (const file of mostChanged(snapshot)) {
    if (found.has(file.path)) add(file.path, changedReason(file));
    else if (added < CHANGED_ONLY) (add(file.path, changedReason(file)), added++);
  }
  return [...found.values()];
}

export function hasReadingList(snapshot: Snapshot): boolean {
  return entries(snapshot).length > 0;
}

/** `## Read first`: the README and contributor guides, the entry points, the files the rest of the code leans on, and a few that change most. */
export function readingSection(snapshot: Snapshot): string[] {
  const rows = entries(snapshot).map((entry) => [code(entry.path), text(entry.reasons.join('; '))]);
  const { left } = listedEntryPoints(snapshot);
  const central = listedCentralFiles(snapshot).length;
  const centralPhrase = central === 0 ? '' : `, the ${central === 1 ? 'source file' : `${central} source files`} that the most other source files import or call into (what the rest of the code is built on)`;
  const changedPhrase = mostChanged(snapshot).length === 0 ? '' : ', and a few of the source files changed in the most commits';
  return [
    heading(2, 'Read first'),
    `The README and the guides for contributors, where a program or package starts${centralPhrase}${changedPhrase}. Each row says why it is listed.`,
    table(['File', 'Why'], rows),
    ...(left === 0 ? [] : [`${plural(left, 'more entry point')} (in examples, benchmarks and the like, or beyond the first ${ENTRY_POINTS}) ${left === 1 ? 'is' : 'are'} not listed here.`]),
  ];
}
