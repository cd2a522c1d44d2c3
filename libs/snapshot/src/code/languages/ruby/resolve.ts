import type { ImportRef, SourceFile } from '../../../model.js';
import type { Resolution } from '../../language-module.js';
import { byCodePoint, dirname, joinPath } from '../../resolve/paths.js';
import type { RepoIndex } from '../../resolve/repo-index.js';
import { RUBY_STDLIB } from './stdlib.js';

export function isRubyStdlib(specifier: string): boolean {
  return !specifier.startsWith('.') && RUBY_STDLIB.has(specifier.split('/')[0] ?? '');
}

const withRb = (path: string): string[] => (path.endsWith('.rb') ? [path] : [`${path}.rb`, path]);

/** The gem declared in a Gemfile that a `require` path names (`rspec/core` → `rspec-core` or `rspec`). */
function gemOf(specifier: string, repo: RepoIndex): string {
  const gems = repo.manifestsOf('rubygems').flatMap((m) => m.dependencies.map((d) => d.name));
  const dashed = specifier.replace(/\//g, '-');
  const top = specifier.split('/')[0] ?? specifier;
  return gems.find((gem) => gem === dashed) ?? gems.find((gem) => gem === top || gem.replace(/-/g, '_') === top) ?? top;
}

/** `require_relative` (recorded as `./x`) from the file's folder; `require 'x'` from a `lib/` folder of the repository, else a gem. */
export function resolveRuby(ref: ImportRef, file: SourceFile, repo: RepoIndex): Resolution {
  const specifier = ref.specifier;
  if (specifier.startsWith('.')) {
    const base = joinPath(dirname(file.path), specifier);
    return { resolvedPath: base === null ? null : repo.first(withRb(base)), package: null };
  }
  if (isRubyStdlib(specifier)) return { resolvedPath: null, package: null };
  const [path] = withRb(specifier);
  const found = [...repo.withSuffix(`lib/${path}`), ...(repo.has(path ?? '') ? [path ?? ''] : [])].sort((a, b) => a.length - b.length || byCodePoint(a, b))[0];
  return found ? { resolvedPath: found, package: null } : { resolvedPath: null, package: gemOf(specifier, repo) };
}
