import type { Snapshot, SourceFile } from '@chronicle/snapshot';
import { entryPoints, type EntryPoint } from '../../facts/entry-points.js';
import { byText, code, heading, plural, table, text } from '../../markdown/markdown.js';
import { isSourceFile } from '../code-index/source-files.js';

/** How many of the most-changed source files are listed. */
export const MOST_CHANGED = 10;

/** How many entry points are listed; the rest are counted. */
export const ENTRY_POINTS = 10;

// Entry points in these folders start examples, benchmarks or documentation, not the project.
const SIDE_FOLDER = /(?:^|\/)(?:examples?|samples?|demos?|tutorials?|benchmarks?|bench|docs?|testdata|fixtures?)\//i;

const GUIDE = /^(?:\.github\/|docs?\/)?(?:CONTRIBUTING|DEVELOPING|DEVELOPMENT|HACKING|ARCHITECTURE)(?:\.[\w]+)?$/i;

type Entry = { path: string; reasons: string[] };

/** The most-changed source files outside the tests, most commits first. */
function mostChanged(snapshot: Snapshot): SourceFile[] {
  return snapshot.files
    .filter((file) => isSourceFile(file) && file.role === 'source' && file.history.commits > 0)
    .sort((a, b) => b.history.commits - a.history.commits || byText(a.path, b.path))
    .slice(0, MOST_CHANGED);
}

/** The entry points worth reading first: the project's own before those of examples and benchmarks, at most ten. */
function listedEntryPoints(snapshot: Snapshot): { listed: EntryPoint[]; left: number } {
  const all = entryPoints(snapshot).filter((entry) => entry.path !== null);
  const ordered = [...all.filter((entry) => !SIDE_FOLDER.test(entry.path!)), ...all.filter((entry) => SIDE_FOLDER.test(entry.path!))];
  return { listed: ordered.slice(0, ENTRY_POINTS), left: Math.max(0, ordered.length - ENTRY_POINTS) };
}

function entries(snapshot: Snapshot): Entry[] {
  const found = new Map<string, Entry>();
  const add = (path: string, reason: string) => {
    const entry = found.get(path) ?? { path, reasons: [] };
    if (!entry.reasons.includes(reason)) entry.reasons.push(reason);
    found.set(path, entry);
  };
  if (snapshot.project.readme) add(snapshot.project.readme.path, 'the README');
  for (const file of snapshot.files) if (GUIDE.test(file.path)) add(file.path, 'a guide for contributors');
  for (const entry of listedEntryPoints(snapshot).listed) add(entry.path!, `entry point (${entry.kind})`);
  for (const file of mostChanged(snapshot)) {
    const last = file.history.lastChange === null ? '' : `, last on ${file.history.lastChange.slice(0, 10)}`;
    add(file.path, `one of the most-changed files: ${plural(file.history.commits, 'commit')}${last}`);
  }
  return [...found.values()];
}

export function hasReadingList(snapshot: Snapshot): boolean {
  return entries(snapshot).length > 0;
}

/** `## Read first`: the README and contributor guides, the entry points, and the source files changed most often. */
export function readingSection(snapshot: Snapshot): string[] {
  const rows = entries(snapshot).map((entry) => [code(entry.path), text(entry.reasons.join('; '))]);
  const changed = mostChanged(snapshot).length;
  const { left } = listedEntryPoints(snapshot);
  const most = changed === 0 ? '' : `, and the ${changed === 1 ? 'source file' : `${changed} source files`} outside the tests changed in the most commits: the code that moves most is the code a newcomer meets first`;
  return [
    heading(2, 'Read first'),
    `The README and the guides for contributors, where a program starts${most}.`,
    table(['File', 'Why'], rows),
    ...(left === 0 ? [] : [`${plural(left, 'more entry point')} (in examples, benchmarks and the like, or beyond the first ${ENTRY_POINTS}) ${left === 1 ? 'is' : 'are'} not listed here.`]),
  ];
}
