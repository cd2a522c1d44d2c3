import type { Snapshot } from '@chronicle/snapshot';
import { byText, code, heading, plural, table, text } from '../../markdown/markdown.js';
import { entryPoints } from '../../facts/entry-points.js';
import { isSource, type Components } from './components.js';
import { componentName } from './graph-sections.js';

/** The most rows each hot-spot table lists. */
export const HOT_SPOTS = 10;

/** `## Entry points`: where programs and packages start, and their component. */
export function entryPointsSection(snapshot: Snapshot, components: Components): string[] {
  const rows = entryPoints(snapshot).map((entry) => {
    const component = entry.path === null ? undefined : components.byFile.get(entry.path);
    return [
      entry.path === null ? `${text(entry.written)} (not a path in the repository at this commit)` : code(entry.path),
      text(entry.kind),
      entry.manifest === null ? 'its code' : code(entry.manifest.path),
      component === undefined ? '—' : componentName(component),
    ];
  });
  return [heading(2, 'Entry points'), table(['Entry point', 'Kind', 'Declared by', 'Component'], rows)];
}

/** Whether per-file history was read for the source files. */
export function hasFileHistory(snapshot: Snapshot): boolean {
  return snapshot.history.commits > 0 && snapshot.files.some((file) => isSource(file) && file.history.lastCommit !== null);
}

/** `## Hot spots`: the components and files changed most often. */
export function hotSpotsSection(snapshot: Snapshot, components: Components): string[] {
  const ranked = components.list
    .map((component) => ({ component, changes: component.files.reduce((sum, file) => sum + file.history.commits, 0), top: [...component.files].sort((a, b) => b.history.commits - a.history.commits || byText(a.path, b.path))[0] }))
    .sort((a, b) => b.changes - a.changes || byText(a.component.folder, b.component.folder))
    .slice(0, HOT_SPOTS);
  const files = snapshot.files
    .filter((file) => file.languageType === 'programming' && file.history.commits > 0)
    .sort((a, b) => b.history.commits - a.history.commits || byText(a.path, b.path))
    .slice(0, HOT_SPOTS);
  return [
    heading(2, 'Hot spots'),
    `From the history up to this commit (${plural(snapshot.history.commits, 'commit')}). A component's file changes add up, over its source files, the commits that touched each file; code that changes often is where reviews and tests pay off most.`,
    table(['Component', 'File changes', 'Most changed file'], ranked.map((entry) => [componentName(entry.component), entry.changes.toLocaleString('en-US'), `${code(entry.top.path)} (${entry.top.history.commits})`]), ['left', 'right', 'left']),
    `The ${plural(files.length, 'code file')} changed most often, tests included:`,
    table(['File', 'Commits', 'Authors', 'Last change'], files.map((file) => [code(file.path), String(file.history.commits), String(file.history.authors), file.history.lastChange === null ? '—' : file.history.lastChange.slice(0, 10)]), ['left', 'right', 'right', 'left']),
  ];
}
