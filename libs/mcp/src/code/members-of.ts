import type { CodeSymbol, Snapshot } from '@chronicle/snapshot';
import { codeIndexOf, familyOf, isSource, lastName, normalName, refOf, splitPathName, TYPE_KINDS, type CodeIndex, type Declared, type DeclarationRef } from './code-index.js';

/** What `members_of` asks: a type's name (or `path:Type`), and at most how many members to list. */
export type MembersQuery = { tool: 'members_of'; type: string; limit: number };

/** One member: where it is declared and its head; its doc comment's first sentence. */
export type MemberLine = DeclarationRef & { doc: string | null };

/** A type with the members found for it, and those it inherits from bases the repository declares. */
export type MembersFound = {
  commit: string;
  status: 'found';
  type: DeclarationRef & { extends: string[]; implements: string[] };
  /** Members listed (at most the query's limit), the type's own file first. */
  members: MemberLine[];
  /** Members found, listed or not. */
  total: number;
  /** Files other than the type's that declare some of its members (a Go package's other files, a Rust `impl` elsewhere). */
  otherFiles: string[];
  /** Per base (nearest first): its members the type does not declare itself. */
  inherited: { from: DeclarationRef; members: MemberLine[]; total: number }[];
  /** Bases named in `extends` that the repository does not declare (a library's class). */
  externalBases: string[];
};

export type MembersAnswer =
  | MembersFound
  /** Several types have this name: each with its member count, for the caller to pick one (`path:Type`). */
  | { commit: string; status: 'ambiguous'; candidates: (DeclarationRef & { members: number })[] }
  /** No type has this name; `suggestions` are types whose name contains it. */
  | { commit: string; status: 'unknown'; suggestions: DeclarationRef[] };

const MAX_DEPTH = 4;
const MAX_CANDIDATES = 20;

/**
 * The members of a type in a snapshot (`members_of`): symbols whose parent is the type in its own
 * file, Go methods on it in the other files of its package, members declared on it in other files
 * that import its file (a Rust `impl Type`) or, when its name is the only type so named in its
 * language, in any source file; then those inherited from the bases its `extends` names that the
 * repository declares. A name several types have answers with the candidates. Pure: the API runs it
 * in a worker thread.
 */
export function membersOfInSnapshot(snapshot: Snapshot, query: MembersQuery): MembersAnswer {
  const index = codeIndexOf(snapshot);
  const commit = snapshot.commit.sha;
  const types = typesNamed(index, query.type);
  if (types.length === 0) {
    const suggestions = index.containing(query.type, (found) => isTypeLike(index, found) && isSource(found.file), 8).map(refOf);
    return { commit, status: 'unknown', suggestions };
  }
  if (types.length > 1) {
    return { commit, status: 'ambiguous', candidates: types.slice(0, MAX_CANDIDATES).map((type) => ({ ...refOf(type), members: ownMembers(index, type).length })) };
  }
  const type = types[0]!;
  const own = ownMembers(index, type);
  const ownNames = new Set(own.map((member) => member.symbol.name));
  const inherited: MembersFound['inherited'] = [];
  const externalBases: string[] = [];
  const seen = new Set<CodeSymbol>([type.symbol]);
  let bases = type.symbol.extends.map((written) => ({ written, from: type }));
  for (let depth = 0; depth < MAX_DEPTH && bases.length; depth++) {
    const next: typeof bases = [];
    for (const { written, from } of bases) {
      const base = baseNamed(index, from, written);
      if (!base) {
        if (from === type) externalBases.push(written);
        continue;
      }
      if (seen.has(base.symbol)) continue;
      seen.add(base.symbol);
      const members = ownMembers(index, base).filter((member) => !ownNames.has(member.symbol.name));
      for (const member of members) ownNames.add(member.symbol.name);
      if (members.length) inherited.push({ from: refOf(base), members: listed(members, base, query.limit).map(memberLine), total: members.length });
      next.push(...base.symbol.extends.map((written) => ({ written, from: base })));
    }
    bases = next;
  }
  return {
    commit,
    status: 'found',
    type: { ...refOf(type), extends: type.symbol.extends, implements: type.symbol.implements },
    members: listed(own, type, query.limit).map(memberLine),
    total: own.length,
    otherFiles: [...new Set(own.filter((member) => member.file !== type.file).map((member) => member.file.path))].sort(),
    inherited,
    externalBases,
  };
}

/** A declaration members may be listed for: a type, or anything with members declared on it. */
export function isTypeLike(index: CodeIndex, { file, symbol }: Declared): boolean {
  return TYPE_KINDS.has(symbol.kind) || index.childrenOf(file.path, symbol.qualifiedName).length > 0;
}

/**
 * The types a `members_of` argument names: exact names first; of several, those whose qualified
 * name is the argument, then those in source files, at the top level (not a Rust associated type
 * `Trait::Value`) and with members, as far as some are; one type's declarations in one file (a
 * TypeScript interface merged with a class) count once.
 */
export function typesNamed(index: CodeIndex, input: string): Declared[] {
  const { found } = index.lookup(input, (candidate) => isTypeLike(index, candidate));
  const { name } = splitPathName(input, (path) => index.files.has(path));
  const wanted = normalName(name);
  let preferred = found;
  for (const test of [(candidate: Declared) => normalName(candidate.symbol.qualifiedName) === wanted, (candidate: Declared) => isSource(candidate.file), (candidate: Declared) => candidate.symbol.parent === null, (candidate: Declared) => ownMembers(index, candidate).length > 0]) {
    if (preferred.some(test)) preferred = preferred.filter(test);
  }
  const byPlace = new Map<string, Declared>();
  for (const candidate of preferred) {
    const key = `${candidate.file.path}\u0000${candidate.symbol.qualifiedName}`;
    const kept = byPlace.get(key);
    if (!kept || (!TYPE_KINDS.has(kept.symbol.kind) && TYPE_KINDS.has(candidate.symbol.kind))) byPlace.set(key, candidate);
  }
  return [...byPlace.values()];
}

/** A type's own members, wherever declared: its file first (by line), then other files (by path and line). */
export function ownMembers(index: CodeIndex, type: Declared): Declared[] {
  const { file, symbol } = type;
  const members: Declared[] = index.childrenOf(file.path, symbol.qualifiedName).map((member) => ({ file, symbol: member }));
  for (const other of index.packageOf(file)) {
    if (isSource(file) && !isSource(other)) continue;
    for (const member of index.childrenOf(other.path, symbol.qualifiedName)) members.push({ file: other, symbol: member });
  }
  if (file.language !== 'Go' && symbol.parent === null) {
    const unique = typesInFamily(index, file.language, symbol.name).length === 1;
    for (const member of index.foreignMembers(file.language, symbol.name)) {
      if (member.file === file || (isSource(file) && !isSource(member.file))) continue;
      if (unique || member.file.code.imports.some((ref) => ref.resolvedPath === file.path)) members.push(member);
    }
  }
  const seen = new Set<CodeSymbol>();
  return members
    .filter((member) => (seen.has(member.symbol) ? false : (seen.add(member.symbol), true)))
    .sort((a, b) => Number(b.file === file) - Number(a.file === file) || a.file.path.localeCompare(b.file.path) || a.symbol.line - b.symbol.line);
}

/** Source declarations of types named `name` in a language family. */
function typesInFamily(index: CodeIndex, language: string | null, name: string): Declared[] {
  const family = familyOf(language);
  return index.lookup(name, (candidate) => candidate.symbol.name === name && familyOf(candidate.file.language) === family && isSource(candidate.file) && TYPE_KINDS.has(candidate.symbol.kind)).found;
}

/**
 * The declaration a base named in `extends` is: in the type's file, bound by one of its imports, in
 * its Go package, else the only source type of that name in its language; null when the repository
 * declares none (a library's class).
 */
function baseNamed(index: CodeIndex, type: Declared, written: string): Declared | null {
  const name = lastName(written);
  if (!name) return null;
  const plain = normalName(written.replace(/<.*$/s, '').replace(/\[.*$/s, '')).replace(/^\*+/, '');
  const local = type.file.code.symbols.find((symbol) => symbol !== type.symbol && (symbol.qualifiedName === plain || (symbol.parent === null && symbol.name === name)) && TYPE_KINDS.has(symbol.kind));
  if (local) return { file: type.file, symbol: local };
  const first = plain.split('.')[0]!;
  for (const ref of type.file.code.imports) {
    const bound = ref.names.find((named) => named.name === first || named.name === name);
    const target = bound && ref.resolvedPath ? index.files.get(ref.resolvedPath) : undefined;
    if (!bound || !target) continue;
    const wanted = bound.imported === '*' || bound.imported === 'default' ? name : bound.imported;
    const symbol = target.code.symbols.find((candidate) => candidate.parent === null && candidate.name === wanted && TYPE_KINDS.has(candidate.kind));
    if (symbol) return { file: target, symbol };
  }
  for (const other of index.packageOf(type.file)) {
    const symbol = other.code.symbols.find((candidate) => candidate.parent === null && candidate.name === name && TYPE_KINDS.has(candidate.kind));
    if (symbol) return { file: other, symbol };
  }
  const unique = typesInFamily(index, type.file.language, name);
  return unique.length === 1 ? unique[0]! : null;
}

/**
 * The members a listing cut at `limit` keeps — exported ones first, then constructors, methods,
 * fields, nested types — in source order: the type's own file first, then by path and line.
 */
function listed(members: Declared[], type: Declared, limit: number): Declared[] {
  const rank = (member: Declared) => (member.symbol.kind === 'constructor' ? 0 : member.symbol.kind === 'method' || member.symbol.kind === 'function' ? 1 : TYPE_KINDS.has(member.symbol.kind) ? 3 : 2);
  const inSourceOrder = (a: Declared, b: Declared) => Number(b.file === type.file) - Number(a.file === type.file) || a.file.path.localeCompare(b.file.path) || a.symbol.line - b.symbol.line;
  const kept = [...members].sort((a, b) => Number(b.symbol.exported) - Number(a.symbol.exported) || rank(a) - rank(b) || inSourceOrder(a, b)).slice(0, limit);
  return kept.sort(inSourceOrder);
}

function memberLine(member: Declared): MemberLine {
  return { ...refOf(member), doc: firstSentence(member.symbol.doc) };
}

/** A doc comment's first sentence, on one line, at most 160 characters. */
export function firstSentence(doc: string | null): string | null {
  if (!doc) return null;
  const flat = doc.replace(/\s+/g, ' ').trim();
  const sentence = /^(.+?[.!?])(?:\s|$)/.exec(flat)?.[1] ?? flat;
  return sentence.length > 160 ? `${sentence.slice(0, 159)}…` : sentence || null;
}
