import type { Manifest, Snapshot, SourceFile } from '@chronicle/snapshot';
import { byText } from '../markdown/markdown.js';
import { folderExists, folderOf, pathExists } from '../agents/dependency-report/manifest-folders.js';

/** Where a program or package starts, from a manifest or from the code. */
export type EntryPoint = {
  /** The repository path it names when that path exists (a file, or a folder with its trailing slash). */
  path: string | null;
  /** As the manifest writes it, or the path. */
  written: string;
  /** What makes it an entry point, in a few words. */
  kind: string;
  /** The manifest that names it; null when found in the code. */
  manifest: Manifest | null;
};

// A `main` function starts a program in these languages (Go's must be in package main, which is
// the only place a top-level `func main` runs from).
const MAIN_FUNCTION_LANGUAGES = ['Go', 'Rust', 'C', 'C++', 'Kotlin', 'Zig', 'Swift'];
const MAIN_METHOD_LANGUAGES = ['Java', 'C#', 'Scala'];

function mainKind(file: SourceFile): string | null {
  if (file.role !== 'source' || file.language === null) return null;
  if (file.path === '__main__.py' || file.path.endsWith('/__main__.py')) return 'Python __main__ module';
  const symbols = file.code.symbols;
  if (MAIN_FUNCTION_LANGUAGES.includes(file.language) && symbols.some((symbol) => symbol.kind === 'function' && symbol.parent === null && symbol.name === 'main')) {
    return file.language === 'Go' ? 'Go package main' : `${file.language} main function`;
  }
  if (MAIN_METHOD_LANGUAGES.includes(file.language) && symbols.some((symbol) => symbol.kind === 'method' && /^main$/i.test(symbol.name) && /\bstatic\b/.test(symbol.signature))) {
    return `${file.language} static main method`;
  }
  return null;
}

/** The repository path a manifest's entry means, when it exists: relative to the manifest, `./` dropped; Python `pkg.mod:func` as a module file. */
function resolveEntry(snapshot: Snapshot, manifest: Manifest, entry: string): string | null {
  const base = folderOf(manifest.path);
  const candidates = [`${base}${entry.replace(/^\.\//, '')}`];
  if (manifest.ecosystem === 'pypi' && /^[\w.]+(?::[\w.]+)?$/.test(entry)) {
    const module = entry.split(':')[0].replace(/\./g, '/');
    candidates.push(`${base}${module}.py`, `${base}${module}/__init__.py`, `${base}src/${module}.py`, `${base}src/${module}/__init__.py`);
  }
  for (const candidate of candidates) {
    if (pathExists(snapshot, candidate)) return candidate;
    const folder = `${candidate.replace(/\/+$/, '')}/`;
    if (candidate !== '' && folderExists(snapshot, folder)) return folder;
  }
  return null;
}

/** Every entry point: each manifest's, then the files that declare a program's main, by path. */
export function entryPoints(snapshot: Snapshot): EntryPoint[] {
  const found: EntryPoint[] = [];
  for (const manifest of [...snapshot.manifests].sort((a, b) => byText(a.path, b.path))) {
    for (const entry of [...new Set(manifest.entryPoints)].sort(byText)) {
      found.push({ path: resolveEntry(snapshot, manifest, entry), written: entry, kind: `named by ${manifest.kind}`, manifest });
    }
  }
  const named = new Set(found.map((entry) => entry.path));
  for (const file of snapshot.files) {
    const kind = mainKind(file);
    if (kind !== null && !named.has(file.path)) found.push({ path: file.path, written: file.path, kind, manifest: null });
  }
  return found;
}
