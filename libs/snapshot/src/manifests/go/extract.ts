import type { Manifest } from '../../model.js';
import { dependency, dirName, emptyManifest, localFolder } from '../shared.js';
import type { ManifestSource } from '../types.js';

type Directive = { verb: string; args: string; comment: string };

/** go.mod's directives, with `verb ( … )` blocks spread into one directive per line. */
function directives(source: string): Directive[] {
  const out: Directive[] = [];
  let block: string | null = null;
  for (const raw of source.split(/\r?\n/)) {
    const slashes = raw.indexOf('//');
    const code = (slashes < 0 ? raw : raw.slice(0, slashes)).trim();
    const comment = slashes < 0 ? '' : raw.slice(slashes + 2).trim();
    if (block !== null) {
      if (code === ')') block = null;
      else if (code !== '') out.push({ verb: block, args: code, comment });
      continue;
    }
    const open = /^(\w+)\s*\($/.exec(code);
    if (open) block = open[1]!;
    else {
      const single = /^(\w+)\s+(.+)$/.exec(code);
      if (single) out.push({ verb: single[1]!, args: single[2]!.trim(), comment });
    }
  }
  return out;
}

function unquote(value: string): string {
  return value.replace(/^["`](.*)["`]$/, '$1');
}

/** `replace a/b [v1] => ./x`: the module replaced by a folder of the repository (a path starting with `./` or `../`). */
function localReplacement(args: string, folder: string): { name: string; folder: string } | null {
  const [left, right] = args.split('=>').map((side) => side.trim());
  const name = left?.split(/\s+/)[0];
  const target = right?.split(/\s+/)[0];
  const local = name && target && /^\.\.?\//.test(unquote(target)) ? localFolder(folder, unquote(target)) : null;
  return local === null ? null : { name: unquote(name!), folder: local };
}

/**
 * Reads go.mod: `module` → name, `go` → runtime, every `require` → runtime dependency. A require
 * marked `// indirect` is still declared in the file (Go records the modules the build needs that
 * no direct import names), so it is listed, with the group `indirect`; direct ones have no group.
 * `replace`, `exclude`, `retract` and `tool` are not dependencies; a `replace` by a folder of the
 * repository (`=> ./x`, `=> ../x`) is a local dependency.
 */
export function extractGoMod(file: ManifestSource): Manifest {
  const manifest = emptyManifest(file.path, 'go', 'go.mod');
  for (const { verb, args, comment } of directives(file.text)) {
    if (verb === 'module') manifest.name = unquote(args);
    else if (verb === 'go') manifest.runtime = { name: 'go', requirement: args };
    else if (verb === 'require') {
      const [path, version] = args.split(/\s+/);
      if (path) manifest.dependencies.push(dependency(unquote(path), version ?? null, 'runtime', /^indirect\b/.test(comment) ? 'indirect' : null));
    } else if (verb === 'replace') {
      const local = localReplacement(args, dirName(file.path));
      if (local) manifest.localDependencies.push(local);
    }
  }
  return manifest;
}

/** Reads go.work: its `use` folders are the workspace's members, `go` its runtime. */
export function extractGoWork(file: ManifestSource): Manifest {
  const manifest = emptyManifest(file.path, 'go', 'go.work');
  for (const { verb, args } of directives(file.text)) {
    if (verb === 'use') manifest.workspaces.push(unquote(args).replace(/^\.\//, ''));
    else if (verb === 'go') manifest.runtime = { name: 'go', requirement: args };
  }
  return manifest;
}
