import type { ImportRef, SourceFile } from '../../../model.js';
import type { Resolution } from '../../language-module.js';
import { basename, dirname, joinPath } from '../../resolve/paths.js';
import type { RepoIndex } from '../../resolve/repo-index.js';

const STD = new Set(['std', 'core', 'alloc', 'proc_macro', 'test']);
const normalise = (name: string): string => name.replace(/-/g, '_');

export function isRustStdlib(specifier: string): boolean {
  return STD.has(specifier.split('::')[0] ?? '');
}

/** The crate a file belongs to: the folder of the nearest Cargo.toml (or the parent of the nearest `src/`). */
function crateOf(file: string, repo: RepoIndex): { folder: string; name: string | null } {
  const manifests = repo.manifestsOf('cargo').filter((m) => m.path.endsWith('Cargo.toml'));
  const owner = manifests.filter((m) => dirname(m.path) === '' || file.startsWith(`${dirname(m.path)}/`)).sort((a, b) => b.path.length - a.path.length)[0];
  if (owner) return { folder: dirname(owner.path), name: owner.name };
  const src = file.lastIndexOf('/src/');
  return { folder: src === -1 ? (file.startsWith('src/') ? '' : dirname(file)) : file.slice(0, src), name: null };
}

/** The folder where a file's child modules live. */
function moduleFolder(file: string): string {
  const name = basename(file);
  if (['lib.rs', 'main.rs', 'mod.rs'].includes(name) || /(^|\/)(tests|examples|benches)\/[^/]+\.rs$/.test(file)) return dirname(file);
  return file.slice(0, -'.rs'.length);
}

/** The longest module path under `folder` that is a file: `a::b::C` → `a/b.rs` or `a/b/mod.rs`, else `a.rs`. */
function moduleFile(repo: RepoIndex, folder: string, segments: string[]): string | null {
  for (let length = segments.length; length > 0; length--) {
    const base = joinPath(folder, ...segments.slice(0, length));
    const found = base === null ? null : repo.first([`${base}.rs`, joinPath(base, 'mod.rs')]);
    if (found) return found;
  }
  return null;
}

function crateRootFile(repo: RepoIndex, crate: string): string | null {
  return repo.first([joinPath(crate, 'src/lib.rs'), joinPath(crate, 'src/main.rs')]);
}

function resolveInternal(segments: string[], file: string, repo: RepoIndex): string | null {
  const [head, ...rest] = segments;
  const crate = crateOf(file, repo).folder;
  if (head === 'crate') return rest.length === 0 ? crateRootFile(repo, crate) : (moduleFile(repo, joinPath(crate, 'src') ?? 'src', rest) ?? crateRootFile(repo, crate));
  if (head === 'self') return moduleFile(repo, moduleFolder(file), rest);
  let folder = moduleFolder(file);
  let tail = segments;
  while (tail[0] === 'super') {
    folder = dirname(folder);
    tail = tail.slice(1);
  }
  return moduleFile(repo, folder, tail) ?? repo.first([`${folder}.rs`, joinPath(folder, 'mod.rs'), joinPath(folder, 'lib.rs')]);
}

/** `crate::`, `self::`, `super::` and the crate's own name to module files; other crates to their Cargo dependency. */
export function resolveRust(ref: ImportRef, file: SourceFile, repo: RepoIndex): Resolution {
  const segments = ref.specifier.split('::').filter(Boolean);
  const head = segments[0] ?? '';
  if (STD.has(head)) return { resolvedPath: null, package: null };
  if (['crate', 'self', 'super'].includes(head)) return { resolvedPath: resolveInternal(segments, file.path, repo), package: null };
  const crate = crateOf(file.path, repo);
  if (crate.name && normalise(crate.name) === normalise(head)) {
    return { resolvedPath: resolveInternal(['crate', ...segments.slice(1)], file.path, repo), package: null };
  }
  // Since the 2018 edition a path may start with a child module's name: `use de::Deserializer` in lib.rs.
  const local = moduleFile(repo, moduleFolder(file.path), segments);
  if (local) return { resolvedPath: local, package: null };
  // A renamed dependency (`foo = { package = "memmap2" }`) is written `foo::…` and is the crate memmap2.
  const declared = repo.manifestsOf('cargo').flatMap((m) => m.dependencies).find((d) => normalise(d.alias ?? d.name) === normalise(head));
  return { resolvedPath: null, package: declared?.name ?? head };
}
