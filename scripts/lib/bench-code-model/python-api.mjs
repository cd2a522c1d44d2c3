// The public names of Python files: python-api.py (the standard library's `ast`) in a python3
// process. Modules whose path has a segment with a leading underscore (`_compat.py`, `_internal/`;
// `__init__.py` and `__main__.py` aside) are private and give nothing.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const SCRIPT = path.join(path.dirname(fileURLToPath(import.meta.url)), 'python-api.py');

export const privateModule = (file) => file.split('/').some((segment) => segment.startsWith('_') && segment !== '__init__.py' && segment !== '__main__.py');

/**
 * @param {string} dir repository root
 * @param {string[]} files Python paths relative to `dir`
 * @returns {{ names: Map<string, { qualifiedName: string, parent: string | null, kind: string, line: number }[]>, errors: string[] }}
 */
export function pythonPublicNames(dir, files) {
  const names = new Map();
  const errors = [];
  const wanted = files.filter((file) => !privateModule(file) && file.endsWith('.py'));
  if (!wanted.length) return { names, errors };
  const run = spawnSync('python3', [SCRIPT], { input: JSON.stringify(wanted.map((file) => [file, path.join(dir, file)])), encoding: 'utf8', maxBuffer: 1 << 30 });
  if (run.status !== 0) throw new Error(`python3 python-api.py failed: ${(run.error?.message ?? run.stderr).trim().split('\n').slice(-3).join(' / ')}`);
  for (const [file, entries] of Object.entries(JSON.parse(run.stdout))) {
    if (!Array.isArray(entries)) { errors.push(`${file}: ${entries.error}`); continue; }
    names.set(file, entries.map(([qualifiedName, parent, kind, line]) => ({ qualifiedName, parent, kind, line, reexport: kind === 'use' })));
  }
  return { names, errors };
}
