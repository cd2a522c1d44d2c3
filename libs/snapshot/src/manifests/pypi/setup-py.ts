import type { DeclaredDependency, Manifest } from '../../model.js';
import { emptyManifest } from '../shared.js';
import type { ManifestSource } from '../types.js';
import { parseRequirement } from './pep508.js';

function keyword(source: string, name: string): string | null {
  return new RegExp(`\\b${name}\\s*=\\s*(["'])([^"'\\n]+)\\1`).exec(source)?.[2] ?? null;
}

/** The string literals of a `name=[…]` list argument, up to its closing bracket (brackets inside strings, as in `pkg[extra]`, do not close it). */
function listArgument(source: string, name: string): string[] {
  const start = new RegExp(`\\b${name}\\s*=\\s*\\[`).exec(source);
  if (!start) return [];
  const out: string[] = [];
  const item = /\s*(?:#[^\n]*|,|(["'])([^"'\n]*)\1|(\]))/y;
  item.lastIndex = start.index + start[0].length;
  for (let match = item.exec(source); match && !match[3]; match = item.exec(source)) if (match[2] !== undefined) out.push(match[2]);
  return out;
}

function requirements(source: string, name: string, scope: DeclaredDependency['scope']): DeclaredDependency[] {
  return listArgument(source, name).flatMap((line) => {
    const parsed = parseRequirement(line, scope, name);
    return parsed ? [parsed] : [];
  });
}

/**
 * Reads the literal arguments of a setup.py's `setup(…)` call: `name`, `version`, `description`,
 * `license`, `python_requires`, `install_requires`, `tests_require`, `setup_requires`. Python is not
 * evaluated: requirements built in code are not seen. Null when the file calls no `setup(`.
 */
export function extractSetupPy(file: ManifestSource): Manifest | null {
  const source = file.text;
  if (!/\bsetup\s*\(/.test(source)) return null;
  const manifest = emptyManifest(file.path, 'pypi', 'setup.py');
  manifest.name = keyword(source, 'name');
  manifest.version = keyword(source, 'version');
  manifest.description = keyword(source, 'description');
  manifest.license = keyword(source, 'license');
  manifest.dependencies = [...requirements(source, 'install_requires', 'runtime'), ...requirements(source, 'tests_require', 'test'), ...requirements(source, 'setup_requires', 'build')];
  const python = keyword(source, 'python_requires');
  manifest.runtime = python ? { name: 'python', requirement: python } : null;
  return manifest;
}
