import type { Deprecation, Snapshot, SkippedTest, SourceFile, WorkMarker } from '@chronicle/snapshot';
import { byText } from '../../markdown/markdown.js';
import { folderOf } from '../dependency-report/manifest-folders.js';

/** Where open work sits: a package (a folder whose manifest names one), else a top-level folder, else the root (`''`). */
export type Area = { folder: string; packageName: string | null };

/** Age buckets, counted back from the snapshot's commit date (never from today), oldest last. */
export const AGE_BUCKETS = ['Under a year', '1–2 years', 'Over 2 years', 'Age unknown'] as const;
export type AgeBucket = (typeof AGE_BUCKETS)[number];

export type MarkerRow = { file: SourceFile; marker: WorkMarker; area: Area; ageDays: number | null; bucket: AgeBucket };
export type FoundIn<T> = { file: SourceFile; item: T; area: Area };

const DAY_MS = 86_400_000;

/** Package folders (with a trailing slash) and their names: manifests below the root that name a package. */
function packageFolders(snapshot: Snapshot): Map<string, string> {
  const folders = new Map<string, string>();
  for (const manifest of [...snapshot.manifests].sort((a, b) => byText(a.path, b.path))) {
    const folder = folderOf(manifest.path);
    if (folder !== '' && manifest.name !== null && !folders.has(folder)) folders.set(folder, manifest.name);
  }
  return folders;
}

/** The area of each path: the deepest package folder holding it, else its top-level folder, else the root. */
export function areaFinder(snapshot: Snapshot): (path: string) => Area {
  const packages = packageFolders(snapshot);
  return (path) => {
    let best: string | null = null;
    for (const folder of packages.keys()) if (path.startsWith(folder) && (best === null || folder.length > best.length)) best = folder;
    if (best !== null) return { folder: best, packageName: packages.get(best) ?? null };
    const slash = path.indexOf('/');
    return { folder: slash === -1 ? '' : path.slice(0, slash + 1), packageName: null };
  };
}

/** Whole days from `date` to the commit's date; null when the marker was not blamed. */
export function ageInDays(date: string | null, commitDate: string): number | null {
  if (date === null) return null;
  const days = Math.floor((Date.parse(commitDate) - Date.parse(date)) / DAY_MS);
  return Number.isFinite(days) ? Math.max(0, days) : null;
}

export function bucketOf(days: number | null): AgeBucket {
  if (days === null) return 'Age unknown';
  if (days < 365) return 'Under a year';
  return days < 730 ? '1–2 years' : 'Over 2 years';
}

/** An age a reader takes in at a glance: `12 days`, `5 months`, `3 years`. */
export function ageText(days: number | null): string {
  if (days === null) return 'unknown';
  if (days < 1) return 'under a day';
  if (days < 61) return days === 1 ? '1 day' : `${days} days`;
  if (days < 730) return `${Math.floor(days / 30.44)} months`;
  return `${Math.floor(days / 365.25)} years`;
}

/** Every marker with its area and age, oldest bucket first, then by path and line. */
export function markerRows(snapshot: Snapshot): MarkerRow[] {
  const areaOf = areaFinder(snapshot);
  const rows: MarkerRow[] = [];
  for (const file of snapshot.files) {
    for (const marker of file.scan.markers) {
      const ageDays = ageInDays(marker.date, snapshot.commit.date);
      rows.push({ file, marker, area: areaOf(file.path), ageDays, bucket: bucketOf(ageDays) });
    }
  }
  return rows;
}

export function skippedTests(snapshot: Snapshot): FoundIn<SkippedTest>[] {
  const areaOf = areaFinder(snapshot);
  return snapshot.files.flatMap((file) => file.scan.skippedTests.map((item) => ({ file, item, area: areaOf(file.path) })));
}

export function deprecations(snapshot: Snapshot): FoundIn<Deprecation>[] {
  const areaOf = areaFinder(snapshot);
  return snapshot.files.flatMap((file) => file.scan.deprecations.map((item) => ({ file, item, area: areaOf(file.path) })));
}

/** `path:line`, the name every list of this document gives a place in the code. */
export function place(path: string, line: number): string {
  return `${path}:${line}`;
}
