import type { MakeTargets } from '../model.js';

const JUSTFILE = /(?:^|\/)(?:[Jj]ustfile|\.justfile|[^/]+\.just)$/;

/** A Justfile (`justfile`, `Justfile`, `.justfile`, `*.just`): its recipes are run with `just`, not `make`. */
export function isJustfilePath(path: string): boolean {
  return JUSTFILE.test(path);
}

const SETTING = /^(?:set|alias|export|import|mod)\s/;

/**
 * The recipes a Justfile defines: `name args: deps` at the start of a line. Settings, aliases,
 * imports, modules, assignments (`x := y`), recipe bodies (indented), private recipes (`_name`
 * or `[private]`) are not recipes. Sorted, once each; kept as `MakeTargets`, since both are named
 * tasks run from their file's folder.
 */
export function readJustRecipes(file: { path: string; text: string }): MakeTargets {
  const recipes = new Set<string>();
  let privateNext = false;
  for (const line of file.text.split(/\r?\n/)) {
    if (/^\s*$/.test(line) || /^\s/.test(line) || line.startsWith('#')) continue;
    if (/^\[/.test(line)) {
      privateNext ||= /\bprivate\b/.test(line);
      continue;
    }
    const recipe = /^@?([A-Za-z_][\w-]*)(?:\s+[^:=]*?)?\s*:(?!=)/.exec(line);
    if (recipe && !SETTING.test(line) && !privateNext && !recipe[1]!.startsWith('_')) recipes.add(recipe[1]!);
    privateNext = false;
  }
  return { path: file.path, targets: [...recipes].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)) };
}
