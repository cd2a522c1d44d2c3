import type { ImportedName } from '../../../model.js';
import type { FileScope } from '../../shared/file-scope.js';
import { field, type Node } from '../../shared/nodes.js';

/**
 * The name an import path's package is taken to have: its last element, past a trailing major
 * version (`github.com/x/y/v2` → `y`) and without gopkg.in's `.vN` (`gopkg.in/yaml.v3` → `yaml`).
 * The real name is the imported package's own `package` clause, which one file cannot see, so a
 * `go-` prefix stays (`github.com/mattn/go-isatty` → `go-isatty`, though its package is `isatty`).
 */
export function assumedPackageName(path: string): string {
  const elements = path.split('/').filter(Boolean);
  const last = elements.at(-1) ?? path;
  const base = /^v\d+$/.test(last) && elements.length > 1 ? (elements.at(-2) ?? last) : last;
  return base.replace(/\.v\d+$/, '');
}

/** What an import spec binds: its package as a namespace (`f "fmt"` → `f`), everything for `.`, nothing for `_`. */
function bindings(spec: Node, path: string): ImportedName[] {
  const name = field(spec, 'name');
  if (!name) return [{ name: assumedPackageName(path), imported: '*' }];
  if (name.type === 'dot') return [{ name: '*', imported: '*' }];
  if (name.type === 'blank_identifier') return [];
  return [{ name: name.text, imported: '*' }];
}

/** Import specs, each with the package name it binds. */
export function readImports(root: Node, scope: FileScope): void {
  for (const spec of root.descendantsOfType('import_spec')) {
    const literal = spec ? field(spec, 'path') : null;
    if (!spec || !literal) continue;
    const path = literal.text.slice(1, -1);
    scope.import(path, spec, bindings(spec, path));
  }
}
