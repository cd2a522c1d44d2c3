import type { Manifest } from '../../model.js';
import { dependency, emptyManifest } from '../shared.js';
import type { ManifestSource } from '../types.js';
import { stringArgs, withoutComment } from './ruby.js';

/**
 * Reads a *.gemspec: `name`, `version`, `summary`, `license(s)`, `required_ruby_version`,
 * `executables`, and `add_dependency` / `add_runtime_dependency` (runtime) and
 * `add_development_dependency` (development) with literal arguments.
 */
export function extractGemspec(file: ManifestSource): Manifest {
  const manifest = emptyManifest(file.path, 'rubygems', '*.gemspec');
  for (const raw of file.text.split(/\r?\n/)) {
    const line = withoutComment(raw).trim();
    const assignment = /^\w+\.(name|version|summary|license|licenses|required_ruby_version)\s*=\s*(.+)$/.exec(line);
    if (assignment) {
      const values = stringArgs(assignment[2]!);
      const key = assignment[1]!;
      if (values.length === 0) continue;
      if (key === 'name') manifest.name = values[0]!;
      else if (key === 'version') manifest.version = values[0]!;
      else if (key === 'summary') manifest.description = values[0]!;
      else if (key === 'required_ruby_version') manifest.runtime = { name: 'ruby', requirement: values.join(', ') };
      else manifest.license = values.length === 1 ? values[0]! : `(${values.join(' OR ')})`;
      continue;
    }
    const dep = /^\w+\.add_(runtime_|development_)?dependency\s*\(?\s*(.+)$/.exec(line);
    if (!dep) continue;
    const [name, ...requirements] = stringArgs(dep[2]!);
    if (name) manifest.dependencies.push(dependency(name, requirements.join(', ') || null, dep[1] === 'development_' ? 'development' : 'runtime', null));
  }
  return manifest;
}
