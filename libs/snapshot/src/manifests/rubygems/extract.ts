import type { DependencyScope, Manifest } from '../../model.js';
import { dependency, emptyManifest } from '../shared.js';
import type { ManifestSource } from '../types.js';
import { groupOption, stringArgs, withoutComment } from './ruby.js';

/** Bundler groups: test → test, development (and other tool groups) → development, default → runtime. */
function scopeOfGroups(groups: string[]): DependencyScope {
  if (groups.length === 0 || groups.some((group) => group === 'default' || group === 'production')) return 'runtime';
  if (groups.every((group) => /test/.test(group))) return 'test';
  return 'development';
}

/**
 * Reads a Gemfile (or gems.rb): `gem` lines with their version requirements, inside `group … do`
 * blocks or with a `group:` option, and the `ruby` version. Ruby code around them is not evaluated.
 */
export function extractGemfile(file: ManifestSource): Manifest {
  const manifest = emptyManifest(file.path, 'rubygems', 'Gemfile');
  const blocks: string[][] = [];
  for (const raw of file.text.split(/\r?\n/)) {
    const line = withoutComment(raw).trim();
    const group = /^group\s*\(?\s*(.+?)\)?\s+do\s*(\|.*\|)?$/.exec(line);
    if (group) {
      blocks.push([...group[1]!.matchAll(/:(\w+)|["']([^"']+)["']/g)].map((item) => item[1] ?? item[2]!));
      continue;
    }
    // Every other block opener, so that its `end` does not close a group.
    if (/\bdo\s*(\|.*\|)?$/.test(line) || /^(if|unless|case|while|until|begin|def|class|module)\b/.test(line)) blocks.push([]);
    else if (line === 'end') blocks.pop();
    const ruby = /^ruby\s*\(?\s*["']([^"']+)["']/.exec(line);
    if (ruby) manifest.runtime = { name: 'ruby', requirement: ruby[1]! };
    const gem = /^gem\s*\(?\s*(.*)$/.exec(line);
    if (!gem) continue;
    const [name, ...requirements] = stringArgs(gem[1]!.replace(/,?\s*\b\w+\s*(:|=>)\s*.*$/, ''));
    if (!name) continue;
    const groups = [...blocks.flat(), ...groupOption(gem[1]!)];
    manifest.dependencies.push(dependency(name, requirements.join(', ') || null, scopeOfGroups(groups), groups.length > 0 ? groups.join(', ') : null));
  }
  return manifest;
}
