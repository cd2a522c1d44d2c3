import type { Snapshot } from '@chronicle/snapshot';
import * as md from '../../markdown/markdown.js';
import { AGE_BUCKETS, ageText, place, type Area, type FoundIn, type MarkerRow } from './open-work.js';
import { quotedText } from './quoted-text.js';
import type { Deprecation, SkippedTest } from '@chronicle/snapshot';

function areaTitle(area: Area): string {
  if (area.folder === '') return 'Repository root';
  return area.packageName ? `${md.code(area.folder)} (package ${md.text(area.packageName)})` : md.code(area.folder);
}

function byArea<T extends { area: Area }>(rows: T[]): [Area, T[]][] {
  const groups = new Map<string, { area: Area; rows: T[] }>();
  for (const row of rows) {
    const group = groups.get(row.area.folder) ?? { area: row.area, rows: [] };
    group.rows.push(row);
    groups.set(row.area.folder, group);
  }
  return [...groups.keys()].sort(md.byText).map((folder) => [groups.get(folder)!.area, groups.get(folder)!.rows]);
}

/** Counts per area and age bucket, with a total row; the "Age unknown" column only when some marker was not blamed. */
export function summarySection(rows: MarkerRow[]): string[] {
  const buckets = AGE_BUCKETS.filter((bucket) => bucket !== 'Age unknown' || rows.some((row) => row.bucket === bucket));
  const line = (title: string, group: MarkerRow[]) => [title, md.number(group.length), ...buckets.map((bucket) => md.number(group.filter((row) => row.bucket === bucket).length))];
  const body = byArea(rows).map(([area, group]) => line(areaTitle(area), group));
  body.push(['**Total**', `**${md.number(rows.length)}**`, ...buckets.map((bucket) => `**${md.number(rows.filter((row) => row.bucket === bucket).length)}**`)]);
  return ['## Summary', md.table(['Area', 'Markers', ...buckets], body, ['left', 'right', ...buckets.map(() => 'right' as const)])];
}

/** One table per area, the oldest markers first. */
export function markersSection(rows: MarkerRow[], snapshot: Snapshot): string[] {
  const blocks = ['## Markers', 'Each area lists its markers oldest first: where, the tag, how long ago the line was last changed (by git blame, counted back from the commit\'s date), who changed it, and the comment\'s text.'];
  for (const [area, group] of byArea(rows)) {
    const sorted = [...group].sort((a, b) => (b.ageDays ?? -1) - (a.ageDays ?? -1) || md.byText(a.file.path, b.file.path) || a.marker.line - b.marker.line);
    const body = sorted.map((row) => [
      md.lineLink(row.file.path, row.marker.line),
      row.marker.tag,
      row.marker.date === null ? 'unknown' : `${ageText(row.ageDays)} (${row.marker.date.slice(0, 10)})`,
      row.marker.author === null ? 'unknown' : quotedText(row.marker.author, snapshot),
      row.marker.text === '' ? 'The comment has no text after the tag.' : quotedText(row.marker.text, snapshot),
    ]);
    blocks.push(`### ${areaTitle(area)}`, md.table(['Where', 'Tag', 'Age', 'Author', 'Text'], body));
  }
  return blocks;
}

export function skippedTestsSection(found: FoundIn<SkippedTest>[], snapshot: Snapshot): string[] {
  const body = found.map(({ file, item }) => [
    md.lineLink(file.path, item.line),
    md.text(item.marker),
    item.name === null ? 'not on the line' : quotedText(item.name, snapshot),
    item.reason === null ? '—' : quotedText(item.reason, snapshot),
  ]);
  return [
    '## Skipped tests',
    `${md.plural(found.length, 'test')} switched off in code (the marker as written, the test's name when it is on the same line, and the reason when the code gives one):`,
    md.table(['Where', 'Marker', 'Test', 'Reason'], body),
  ];
}

export function deprecationsSection(found: FoundIn<Deprecation>[], snapshot: Snapshot): string[] {
  const symbols = new Set(snapshot.files.flatMap((file) => file.code.symbols.map((symbol) => symbol.qualifiedName)));
  const body = found.map(({ file, item }) => [
    md.lineLink(file.path, item.line),
    md.text(item.marker),
    item.symbol !== null && symbols.has(item.symbol) ? md.code(item.symbol) : 'not found',
    item.note === null || item.note === undefined ? '—' : quotedText(item.note, snapshot),
  ]);
  return ['## Deprecations', `${md.plural(found.length, 'deprecation')} marked in code, with the declaration each marks when the parser found it and what the deprecation says (often what replaces it):`, md.table(['Where', 'Marker', 'Marks', 'Says'], body)];
}
