import type { Snapshot, SourceFile } from '@chronicle/snapshot';
import { byText, code, command, heading, list, plural } from '../../markdown/markdown.js';
import { idiomBlocks, idiomsOf } from '../../facts/topics.js';
import { folderOf } from '../dependency-report/manifest-folders.js';
import { projectManifest } from '../../facts/project-name.js';

/** The performance idioms the document explains, in its order. */
export const PERFORMANCE_IDIOMS = [
  { kind: 'cache', title: 'Caches and memoization', why: 'a value computed once and kept, so repeated calls are cheap.' },
  { kind: 'pool', title: 'Pools', why: 'objects or buffers reused instead of allocated on every call.' },
  { kind: 'memory-map', title: 'Memory maps', why: 'files mapped into memory instead of read through buffers.' },
  { kind: 'parallelism', title: 'Parallelism', why: 'work spread over threads, processes or workers.' },
  { kind: 'byte-search', title: 'Fast byte search', why: 'vectorised search (memchr, SIMD) instead of a byte-by-byte loop.' },
  { kind: 'buffering', title: 'Buffering', why: 'reads and writes batched through a buffer, strings built without copies.' },
  { kind: 'compression', title: 'Compression', why: 'data made smaller before it is stored or sent.' },
  { kind: 'lazy', title: 'Lazy and one-time initialisation', why: 'work done on first use, once.' },
  { kind: 'frame-rate', title: 'Frame rate and throttling', why: 'how often output is produced or events are handled.' },
] as const;

export function hasTechniques(snapshot: Snapshot): boolean {
  return idiomsOf(snapshot, PERFORMANCE_IDIOMS.map((entry) => entry.kind)).length > 0;
}

/** `## Techniques in the code`: each performance idiom with where it is. */
export function techniquesSection(snapshot: Snapshot): string[] {
  return [
    heading(2, 'Techniques in the code'),
    'How the code already saves time or memory, found by name in the project\'s own code (tests, examples and benchmarks left out): read these before optimising, and keep them working.',
    ...idiomBlocks(idiomsOf(snapshot, PERFORMANCE_IDIOMS.map((entry) => entry.kind)), PERFORMANCE_IDIOMS),
  ];
}

// --- benchmarks --------------------------------------------------------------------------

/** A benchmark suite: a folder of benchmark files, how to run it, and what of the project it exercises. */
type Suite = { folder: string; files: SourceFile[]; commands: string[]; exercises: string[] };

/** The most suites and names per suite listed. */
export const SUITES_LIMIT = 8;
export const EXERCISED_LIMIT = 12;

/** Where a benchmark file's suite is: its folder two levels down at most (`benchmarks/routers`), or its own folder. */
function suiteFolder(path: string): string {
  const parts = path.split('/').slice(0, -1);
  const bench = parts.findIndex((part) => /^(benches|benchmarks?|bench|perf)$/i.test(part));
  return bench < 0 ? parts.join('/') : parts.slice(0, Math.min(parts.length, bench + 2)).join('/');
}

function benchCommands(snapshot: Snapshot, folder: string, files: readonly SourceFile[]): string[] {
  const commands: string[] = [];
  for (const manifest of snapshot.manifests) {
    const at = folderOf(manifest.path);
    const inside = at === folder || (at !== '' && folder.startsWith(`${at}/`)) || (at === '' && folder !== '');
    if (!inside) continue;
    const prefix = at === '' ? '' : `cd ${at} && `;
    for (const name of Object.keys(manifest.scripts).sort(byText)) {
      if (!/bench|perf/i.test(name)) continue;
      if (manifest.ecosystem === 'npm') commands.push(`${prefix}npm run ${name}`);
    }
    if (manifest.ecosystem === 'cargo' && manifest.targets.some((target) => target.kind === 'benchmark' && files.some((file) => file.path === target.path))) commands.push(`${prefix}cargo bench`);
  }
  if (files.some((file) => file.path.endsWith('_test.go') && file.code.symbols.some((symbol) => symbol.name.startsWith('Benchmark')))) commands.push(`go test -run '^$' -bench . ./${folder === '' ? '' : `${folder}/`}...`);
  // Cargo finds `benches/*.rs` of a crate by itself: `cargo bench` in the nearest crate above.
  if (commands.length === 0 && files.some((file) => file.path.endsWith('.rs')) && /(^|\/)benches$/.test(folder)) {
    const crate = snapshot.manifests
      .filter((manifest) => manifest.ecosystem === 'cargo' && (folderOf(manifest.path) === '' || folder.startsWith(`${folderOf(manifest.path)}/`)))
      .sort((a, b) => folderOf(b.path).length - folderOf(a.path).length)[0];
    if (crate) commands.push(crate.name !== null && folderOf(crate.path) !== '' ? `cargo bench -p ${crate.name}` : 'cargo bench');
  }
  return [...new Set(commands)];
}

/** The project's own names a suite's files import (from its source files, or through the package's name). */
function exercised(snapshot: Snapshot, files: readonly SourceFile[]): string[] {
  const project = projectManifest(snapshot)?.name ?? null;
  const roles = new Map(snapshot.files.map((file) => [file.path, file.role]));
  const names = new Set<string>();
  for (const file of files) {
    for (const ref of file.code.imports) {
      const own = (ref.resolvedPath !== null && roles.get(ref.resolvedPath) === 'source') || (project !== null && (ref.specifier === project || ref.specifier.startsWith(`${project}/`)));
      if (!own) continue;
      for (const name of ref.names) if (name.imported !== '*' && name.imported !== 'default') names.add(name.imported);
    }
  }
  return [...names].sort(byText);
}

export function benchmarkSuites(snapshot: Snapshot): Suite[] {
  const byFolder = new Map<string, SourceFile[]>();
  for (const file of snapshot.files) {
    if (file.role !== 'benchmark' && !(file.test && file.code.symbols.some((symbol) => /^Benchmark[A-Z_]/.test(symbol.name)))) continue;
    const folder = suiteFolder(file.path);
    byFolder.set(folder, [...(byFolder.get(folder) ?? []), file]);
  }
  return [...byFolder.entries()]
    .map(([folder, files]) => ({ folder, files, commands: benchCommands(snapshot, folder, files), exercises: exercised(snapshot, files) }))
    .sort((a, b) => b.exercises.length - a.exercises.length || b.commands.length - a.commands.length || byText(a.folder, b.folder));
}

/** `## Benchmarks`: each suite, how to run it and what of the project it exercises. */
export function benchmarksSection(snapshot: Snapshot): string[] {
  const suites = benchmarkSuites(snapshot);
  const shown = suites.slice(0, SUITES_LIMIT);
  const items = shown.map((suite) => {
    const run = suite.commands.length === 0 ? 'no script or target names how to run it' : `run with ${suite.commands.map(command).join(' or ')}`;
    const names = suite.exercises.slice(0, EXERCISED_LIMIT).map(code).join(', ');
    const uses = suite.exercises.length === 0 ? '' : `; it exercises ${names}${suite.exercises.length > EXERCISED_LIMIT ? ` and ${suite.exercises.length - EXERCISED_LIMIT} more` : ''}`;
    return `${code(suite.folder === '' ? '.' : suite.folder)} (${plural(suite.files.length, 'file')}): ${run}${uses}.`;
  });
  const more = suites.length - shown.length;
  return [heading(2, 'Benchmarks'), `The repository's own benchmarks, the first place to measure a change${more > 0 ? ` (${shown.length} of ${suites.length} suites)` : ''}:`, list(items)];
}

export function hasBenchmarks(snapshot: Snapshot): boolean {
  return benchmarkSuites(snapshot).length > 0;
}

