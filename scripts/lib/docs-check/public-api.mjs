// The public symbols and the interfaces (interfaces, traits, protocols) of a repository, decided
// here per language from ctags tags (and the TypeScript compiler API for TS/JS), only in source
// files outside tests, examples, benchmarks, docs and build tooling (languages.mjs nonPublicReason):
// - Go: exported (capitalised) funcs, types, consts and vars, and methods of exported types; not in
//   `internal/` folders nor in `package main`.
// - Java: classes, interfaces, enums, annotations and methods declared `public` (interface members
//   are public unless private), inside public types only; constructors count with their class.
// - Rust: items declared `pub` (not `pub(crate)`/`pub(super)`) in modules reachable as `pub mod`
//   from a `src/lib.rs`, or re-exported by a `pub use`; `pub fn` methods of those types; macros
//   with `#[macro_export]` and without `#[doc(hidden)]`.
// - Python: module-level classes, functions and variables without a leading underscore, in modules
//   whose path has no segment with a leading underscore (`__init__.py` aside).
// - TypeScript/JavaScript: each module's exports (ts-exports.mjs).
// Interfaces: every interface (TS, Go, Java), trait (Rust) and `Protocol` subclass (Python) in those
// files, exported or not. Other languages' public symbols are reported as not checked.
import { typescriptSurface } from './ts-exports.mjs';

/**
 * @typedef {{ name: string, scope: string | null, aliases: string[], kind: string, path: string, line: number, language: string }} ApiSymbol
 * @typedef {{ symbols: ApiSymbol[], interfaces: ApiSymbol[], notChecked: Record<string, number>, anonymous: string[] }} PublicSurface
 */

const LANGUAGE_FAMILY = { TypeScript: 'ts', TSX: 'ts', JavaScript: 'ts', Go: 'go', Java: 'java', Rust: 'rust', Python: 'python' };

/**
 * @param {import('./repo-facts.mjs').RepoFacts} facts
 * @param {import('./source-files.mjs').SourceFile[]} sourceFiles
 * @param {import('./ctags.mjs').Tag[]} tags
 * @returns {Promise<PublicSurface>}
 */
export async function publicSurface(facts, sourceFiles, tags) {
  const surface = sourceFiles.filter((file) => !file.nonPublic);
  const byFamily = new Map();
  const notChecked = {};
  for (const file of surface) {
    const family = LANGUAGE_FAMILY[file.language];
    if (!family) notChecked[file.language] = (notChecked[file.language] ?? 0) + 1;
    else byFamily.set(family, [...(byFamily.get(family) ?? []), file.path]);
  }
  const tagsByPath = new Map();
  for (const tag of tags) tagsByPath.set(tag.path, [...(tagsByPath.get(tag.path) ?? []), tag]);
  const tagsOf = (family) => (byFamily.get(family) ?? []).flatMap((file) => tagsByPath.get(file) ?? []);
  const symbols = [...goSymbols(tagsOf('go')), ...javaSymbols(tagsOf('java')), ...rustSymbols(facts, byFamily.get('rust') ?? [], tagsOf('rust')), ...pythonSymbols(tagsOf('python'))];
  const interfaces = [...tagsOf('go'), ...tagsOf('java'), ...tagsOf('rust')].filter((tag) => tag.kind === 'interface').map(fromTag);
  interfaces.push(...tagsOf('python').filter((tag) => tag.kind === 'class' && tag.inherits && /\bProtocol\b/.test(tag.inherits)).map(fromTag));
  let anonymous = [];
  if (byFamily.has('ts')) {
    const ts = await typescriptSurface(facts.dir, byFamily.get('ts'));
    const language = (file) => sourceFiles.find((source) => source.path === file)?.language ?? 'TypeScript';
    symbols.push(...ts.exports.map((entry) => ({ ...entry, scope: null, language: language(entry.path) })));
    interfaces.push(...ts.interfaces.map((entry) => ({ ...entry, scope: null, language: language(entry.path) })));
    anonymous = ts.anonymous;
  }
  return { symbols: unique(symbols), interfaces: unique(interfaces), notChecked, anonymous };
}

/** One entry per (file, scope, name): overloads and repeated declarations count once. */
function unique(list) {
  const seen = new Map();
  for (const entry of list) {
    const key = `${entry.path}\0${entry.scope ?? ''}\0${entry.name}`;
    if (!seen.has(key)) seen.set(key, entry);
  }
  return [...seen.values()];
}

/** @param {import('./ctags.mjs').Tag} tag @returns {ApiSymbol} */
function fromTag(tag) {
  const scope = tag.scope && tag.scopeKind !== 'package' ? tag.scope.split(/\.|::/).pop() : null;
  return { name: tag.name, scope, aliases: [], kind: tag.kind, path: tag.path, line: tag.line, language: tag.language };
}

const capitalised = (name) => /^\p{Lu}/u.test(name);

function goSymbols(tags) {
  const mainFiles = new Set(tags.filter((tag) => tag.kind === 'package' && tag.name === 'main').map((tag) => tag.path));
  // A package-level declaration has the package as its scope; a method has its receiver type.
  const receiver = (tag) => (tag.scope && tag.scopeKind !== 'package' ? tag.scope.split('.').pop() : null);
  return tags
    .filter((tag) => !mainFiles.has(tag.path) && !tag.path.split('/').includes('internal'))
    .filter((tag) => ['func', 'type', 'struct', 'interface', 'const', 'var', 'talias'].includes(tag.kind))
    .filter((tag) => capitalised(tag.name) && (!receiver(tag) || capitalised(receiver(tag))))
    .map((tag) => ({ ...fromTag(tag), scope: receiver(tag) }));
}

function javaSymbols(tags) {
  const types = new Map();
  for (const tag of tags) if (['class', 'interface', 'enum', 'annotation'].includes(tag.kind)) types.set(`${tag.path}:${tag.scope ? `${tag.scope}.` : ''}${tag.name}`, tag);
  const isPublic = (tag) => {
    if (tag.access === 'private') return false;
    if (tag.access === 'public' || /(?:^|\s)public\s/.test(tag.declaration)) return true;
    return tag.scopeKind === 'interface' || tag.scopeKind === 'annotation';
  };
  const enclosingPublic = (tag) => {
    if (!tag.scope) return true;
    const parent = types.get(`${tag.path}:${tag.scope}`) ?? findType(types, tag.path, tag.scope);
    return Boolean(parent) && isPublic(parent) && enclosingPublic(parent);
  };
  return tags
    .filter((tag) => ['class', 'interface', 'enum', 'annotation', 'method'].includes(tag.kind))
    .filter((tag) => !(tag.kind === 'method' && tag.scope && tag.scope.split('.').pop() === tag.name))
    .filter((tag) => isPublic(tag) && enclosingPublic(tag))
    .map(fromTag);
}

function findType(types, file, scope) {
  for (const [key, tag] of types) if (key.startsWith(`${file}:`) && key.endsWith(`.${scope}`)) return tag;
  return null;
}

const RUST_PUB = /^\s*pub\s+(?:(?:unsafe|async|const|default|extern\s+"[^"]*")\s+)*(?:fn|struct|enum|trait|type|const|static|union)\b/;

function rustSymbols(facts, files, tags) {
  const modules = rustModules(facts, files);
  const typeKinds = ['struct', 'enum', 'interface', 'typedef', 'union'];
  // ctags loses the scope of a method in a generic impl (`impl<'a> Deserializer<SliceRead<'a>>`):
  // an indented item without a scope is given the impl block it sits in.
  const withImpl = tags.map((tag) => (!tag.scope && /^\s/.test(tag.declaration) ? { ...tag, scope: enclosingImpl(facts, tag), scopeKind: 'implementation', kind: 'method' } : tag));
  const topLevel = withImpl.filter((tag) => !tag.scope || tag.scopeKind === 'module');
  const reachable = (tag) => modules.public.has(tag.path) || modules.reexported.has(tag.name) || modules.globbed.has(tag.path);
  const items = topLevel.filter((tag) => [...typeKinds, 'function', 'variable', 'constant'].includes(tag.kind) && RUST_PUB.test(tag.declaration) && reachable(tag));
  const publicTypes = new Set(items.filter((tag) => typeKinds.includes(tag.kind)).map((tag) => tag.name));
  const methods = withImpl.filter((tag) => tag.kind === 'method' && tag.scope && tag.scopeKind === 'implementation' && RUST_PUB.test(tag.declaration) && publicTypes.has(implTarget(tag.scope)));
  const symbols = [...items, ...methods].map((tag) => ({ ...fromTag(tag), scope: tag.kind === 'method' ? implTarget(tag.scope) : null }));
  return [...symbols, ...files.flatMap((file) => exportedMacros(facts, file))];
}

/** `Map<K, V>` or `Serialize for Value` → the type the impl block is for. */
function implTarget(scope) {
  const target = scope.includes(' for ') ? scope.split(' for ').pop() : scope;
  return target.replace(/<.*$/, '').split('::').pop().trim();
}

/** The type of the `impl` block (at column 0) a line sits in, or null. */
function enclosingImpl(facts, tag) {
  const lines = facts.read(tag.path).split('\n');
  for (let index = tag.line - 2; index >= 0; index--) {
    const line = lines[index];
    if (!/^\S/.test(line) || /^(?:\/\/|#|\{|where\b)/.test(line)) continue;
    const impl = /^impl\b\s*(.*)$/.exec(line);
    if (!impl) return null;
    return implTarget(stripGenerics(impl[1]).replace(/\s*(?:where\b.*|\{.*)$/, ''));
  }
  return null;
}

/** `<'a, R: Read<'a>> Foo<R>` → `Foo<R>`: drops the impl's leading generic list. */
function stripGenerics(text) {
  if (!text.startsWith('<')) return text;
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    if (text[i] === '<') depth++;
    else if (text[i] === '>' && --depth === 0) return text.slice(i + 1).trim();
  }
  return text;
}

/** `#[macro_export] macro_rules! name`, unless also `#[doc(hidden)]`: public macros, read from the file. */
function exportedMacros(facts, file) {
  const macros = [];
  const lines = facts.read(file).split('\n');
  lines.forEach((line, index) => {
    const match = /^\s*macro_rules!\s*(\w+)/.exec(line);
    if (!match) return;
    const attributes = [];
    for (let i = index - 1; i >= 0 && /^\s*(?:#\[|\/\/)/.test(lines[i]); i--) attributes.push(lines[i]);
    if (attributes.some((a) => /#\[macro_export/.test(a)) && !attributes.some((a) => /#\[doc\(hidden\)\]/.test(a))) {
      macros.push({ name: match[1], scope: null, aliases: [], kind: 'macro', path: file, line: index + 1, language: 'Rust' });
    }
  });
  return macros;
}

/**
 * Module reachability from each `src/lib.rs`: files of modules declared `pub mod` all the way
 * down are public; names in `pub use` lists of public files are re-exported (a `*` re-exports a
 * whole module file).
 */
function rustModules(facts, files) {
  const publicFiles = new Set();
  const reexported = new Set();
  const globbed = new Set();
  const visit = (file, isPublic) => {
    if (!facts.paths.has(file)) return;
    const text = facts.read(file).replace(/\/\/[^\n]*/g, '');
    if (isPublic) publicFiles.add(file);
    const base = /(?:^|\/)(?:lib|mod|main)\.rs$/.test(file) ? file.replace(/[^/]+$/, '') : file.replace(/\.rs$/, '/');
    for (const match of text.matchAll(/^\s*(pub\s+)?mod\s+(\w+)\s*;/gm)) {
      const child = [`${base}${match[2]}.rs`, `${base}${match[2]}/mod.rs`].find((candidate) => facts.paths.has(candidate));
      if (child) visit(child, isPublic && Boolean(match[1]));
    }
    if (!isPublic) return;
    for (const match of text.matchAll(/^\s*pub\s+use\s+([^;]+);/gm)) {
      for (const name of useNames(match[1])) reexported.add(name);
      for (const glob of match[1].matchAll(/(\w+)::\*/g)) {
        const target = [`${base}${glob[1]}.rs`, `${base}${glob[1]}/mod.rs`].find((candidate) => facts.paths.has(candidate));
        if (target) globbed.add(target);
      }
    }
  };
  for (const file of files.filter((candidate) => /(?:^|\/)src\/lib\.rs$/.test(candidate))) visit(file, true);
  return { public: publicFiles, reexported, globbed };
}

/** The names a `pub use` brings in: `a::{B, c::D as E}` → B, E. */
function useNames(tree) {
  const names = [];
  for (const part of tree.replace(/\s+/g, ' ').split(/[{},]/)) {
    const piece = part.trim();
    if (!piece || piece.endsWith('*')) continue;
    const alias = /\bas\s+(\w+)$/.exec(piece);
    names.push(alias ? alias[1] : piece.split('::').pop().trim());
  }
  return names.filter((name) => /^\w+$/.test(name) && name !== 'self');
}

function pythonSymbols(tags) {
  const privateModule = (file) => file.split('/').some((segment) => segment.startsWith('_') && segment !== '__init__.py' && segment !== '__main__.py');
  return tags
    .filter((tag) => !tag.scope && ['class', 'function', 'variable'].includes(tag.kind))
    .filter((tag) => !tag.name.startsWith('_') && !privateModule(tag.path))
    .map(fromTag);
}
