import type { DeclaredDependency, Manifest } from '../../model.js';
import { emptyManifest, scriptTargets } from '../shared.js';
import type { ManifestSource } from '../types.js';
import { parseRequirement } from './pep508.js';

type Ini = Map<string, Map<string, string>>;

/** A small INI reader: sections, `key = value` / `key: value`, indented continuation lines. */
function parseIni(source: string): Ini {
  const sections: Ini = new Map();
  let section = new Map<string, string>();
  let key: string | null = null;
  for (const raw of source.split(/\r?\n/)) {
    if (/^\s*[#;]/.test(raw) || raw.trim() === '') continue;
    const header = /^\[([^\]]+)\]\s*$/.exec(raw);
    if (header) {
      section = sections.get(header[1]!.trim()) ?? new Map();
      sections.set(header[1]!.trim(), section);
      key = null;
    } else if (/^\s/.test(raw) && key) section.set(key, `${section.get(key)}\n${raw.trim()}`);
    else {
      const pair = /^([^=:]+?)\s*[=:]\s*(.*)$/.exec(raw);
      if (!pair) continue;
      key = pair[1]!.trim();
      section.set(key, pair[2]!.trim());
    }
  }
  return sections;
}

function requirementLines(value: string | undefined, scope: DeclaredDependency['scope'], group: string): DeclaredDependency[] {
  return (value ?? '')
    .split(/\n/)
    .map((line) => line.replace(/\s#.*$/, '').trim())
    .flatMap((line) => {
      const parsed = line === '' ? null : parseRequirement(line, scope, group);
      return parsed ? [parsed] : [];
    });
}

/** Reads setuptools' setup.cfg: `[metadata]` and `[options] install_requires`, `python_requires`, extras. */
export function extractSetupCfg(file: ManifestSource): Manifest | null {
  const ini = parseIni(file.text);
  const metadata = ini.get('metadata');
  const options = ini.get('options');
  if (!metadata && !options) return null;
  const manifest = emptyManifest(file.path, 'pypi', 'setup.cfg');
  manifest.name = metadata?.get('name') || null;
  manifest.version = metadata?.get('version') || null;
  manifest.description = metadata?.get('description') || null;
  manifest.license = metadata?.get('license') || null;
  const extras = ini.get('options.extras_require') ?? new Map<string, string>();
  manifest.dependencies = [
    ...requirementLines(options?.get('install_requires'), 'runtime', 'install_requires'),
    ...requirementLines(options?.get('tests_require'), 'test', 'tests_require'),
    ...requirementLines(options?.get('setup_requires'), 'build', 'setup_requires'),
    ...[...extras].flatMap(([extra, lines]) => requirementLines(lines, 'optional', extra)),
  ];
  const python = options?.get('python_requires');
  manifest.runtime = python ? { name: 'python', requirement: python } : null;
  const consoleScripts = ini.get('options.entry_points')?.get('console_scripts') ?? '';
  for (const line of consoleScripts.split('\n')) {
    const [name, target] = line.split('=').map((part) => part.trim());
    if (name && target) manifest.scripts[name] = target;
  }
  manifest.entryPoints = Object.values(manifest.scripts);
  manifest.targets = scriptTargets(manifest.scripts);
  return manifest;
}
