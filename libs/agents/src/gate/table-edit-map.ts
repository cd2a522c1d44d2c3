import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

// micromark's GFM table extension (2.1.1, the one markdownlint 0.40 parses with) records its edits
// to the event list in an `EditMap`, and `add` looks for an earlier edit at the same index with a
// linear scan of every edit so far: one table resolver handles all the tables of a document, so a
// document with N table cells costs O(N²) there — 10,000 rows of CODE_INDEX took 15 seconds, most
// of it in that scan. The patch below keeps an index of the edits by position beside the list, so
// `add` finds the same entry in O(1). The list, its order and what `consume` makes of it are
// unchanged, so the parser's tokens are exactly what they were; only the lookup is faster.

type Change = [at: number, remove: number, add: unknown[]];
type EditMapLike = { map: Change[]; add(at: number, remove: number, add: unknown[]): void };
type EditMapClass = { prototype: EditMapLike; new (): EditMapLike };

const PATCHED = Symbol.for('chronicle.editMapIndexed');

/** Applies the indexed `add` to every copy of the extension's EditMap that markdownlint can load; a shape it does not know is left alone. */
export async function indexTableEditMaps(): Promise<number> {
  let patched = 0;
  for (const file of editMapFiles()) {
    const module = (await import(pathToFileURL(file).href).catch(() => null)) as { EditMap?: EditMapClass } | null;
    if (module?.EditMap && patchEditMap(module.EditMap)) patched++;
  }
  return patched;
}

/** Replaces `EditMap.prototype.add` with one that finds an edit at the same index through a Map; false when the class is not the expected shape. */
export function patchEditMap(EditMap: EditMapClass): boolean {
  const prototype = EditMap.prototype as EditMapLike & { [PATCHED]?: boolean };
  if (prototype[PATCHED]) return true;
  if (typeof prototype.add !== 'function' || !Array.isArray(new EditMap().map)) return false;
  const indexes = new WeakMap<EditMapLike, Map<number, Change>>();
  prototype.add = function add(this: EditMapLike, at: number, remove: number, addition: unknown[]): void {
    if (remove === 0 && addition.length === 0) return;
    let byIndex = indexes.get(this);
    // `consume` empties the list in place: an index that outlived its list starts over.
    if (!byIndex || (this.map.length === 0 && byIndex.size > 0)) {
      byIndex = new Map();
      indexes.set(this, byIndex);
    }
    const existing = byIndex.get(at);
    if (existing) {
      existing[1] += remove;
      existing[2].push(...addition);
      return;
    }
    const change: Change = [at, remove, addition];
    this.map.push(change);
    byIndex.set(at, change);
  };
  Object.defineProperty(prototype, PATCHED, { value: true });
  return true;
}

/** The extension's edit-map modules, production and development builds, as resolved from markdownlint. */
function editMapFiles(): string[] {
  try {
    const fromHere = createRequire(import.meta.url);
    const fromMarkdownlint = createRequire(fromHere.resolve('markdownlint'));
    const root = path.dirname(fromMarkdownlint.resolve('micromark-extension-gfm-table'));
    return [path.join(root, 'lib', 'edit-map.js'), path.join(root, 'dev', 'lib', 'edit-map.js')].filter((file) => existsSync(file));
  } catch {
    return [];
  }
}
