import type { CodeSymbol } from '@chronicle/snapshot';
import * as md from '../../markdown/markdown.js';
import { byLocation, declarationKind, memberKind, signatureOf, type Located } from './declarations.js';
import type { MethodSetResult } from './method-sets.js';
import { referencedName, type Relation, type TypeResolver } from './relations.js';

/** What the agent found about the declarations before writing them. */
export type Findings = {
  relations: Map<CodeSymbol, Relation[]>;
  /** The classes that classes of the source extend often enough to be listed (see `baseClassesOf`). */
  baseClasses: ReadonlySet<CodeSymbol>;
  methodSets: Map<CodeSymbol, MethodSetResult>;
  resolver: TypeResolver;
};

/**
 * One declaration: its head, signature, doc, what it builds on, who implements, extends or satisfies
 * it (before its members: a long member list must not push them out of sight), then its members.
 */
export function declarationBlocks(located: Located, findings: Findings): string[] {
  const { symbol } = located;
  const doc = md.summary(symbol.doc);
  const relations = findings.relations.get(symbol) ?? [];
  return [
    `**${md.code(symbol.qualifiedName)}** — ${declarationKind(symbol, located.file, findings.baseClasses)}, ${symbol.exported ? 'exported' : 'internal'}, line ${symbol.line}`,
    signatureOf(symbol),
    doc === null ? null : md.quote(doc),
    basesLine(located, 'extends', findings.resolver),
    basesLine(located, 'implements', findings.resolver),
    usersLine('Implemented by', relations.filter((relation) => relation.kind === 'implements')),
    usersLine(located.file.language === 'Go' ? 'Embedded by' : 'Extended by', relations.filter((relation) => relation.kind === 'extends')),
    methodSetLine(findings.methodSets.get(symbol)),
    ...(findings.baseClasses.has(symbol) ? baseClassMembers(located, relations) : [membersList(membersOf(located))]),
  ].filter((block): block is string => block !== null);
}

function membersOf({ symbol, file }: Located): CodeSymbol[] {
  return file.code.symbols
    .filter((member) => member.parent === symbol.qualifiedName && member !== symbol)
    .sort((a, b) => a.line - b.line || md.byText(a.qualifiedName, b.qualifiedName));
}

function membersList(members: CodeSymbol[]): string | null {
  if (members.length === 0) return null;
  return md.list(
    members.map((member) => {
      const signature = signatureOf(member);
      const doc = md.summary(member.doc);
      return `${md.code(member.qualifiedName)} (${memberKind(member)})${signature === null ? '' : `: ${signature}`}${doc === null ? '' : ` — ${md.text(doc)}`}`;
    }),
  );
}

/** How many members of a base class are listed when its subclasses override none of them. */
export const BASE_CLASS_MEMBERS_LISTED = 25;

/**
 * A base class's members as an extension point: the ones its subclasses override (what a new
 * subclass is expected to provide), or else its first members; a base class of hundreds of methods
 * is the API reference's to list.
 */
function baseClassMembers(located: Located, relations: Relation[]): (string | null)[] {
  const members = membersOf(located);
  const overridden = new Set(relations.filter((relation) => relation.kind === 'extends').flatMap((relation) => membersOf(relation.from).map((member) => member.name)));
  const contract = members.filter((member) => overridden.has(member.name));
  if (contract.length > 0) {
    return [`Members its subclasses override (${md.number(contract.length)} of ${md.number(members.length)}):`, membersList(contract)];
  }
  if (members.length <= BASE_CLASS_MEMBERS_LISTED) return [membersList(members)];
  return [`Its first ${md.number(BASE_CLASS_MEMBERS_LISTED)} members of ${md.number(members.length)}:`, membersList(members.slice(0, BASE_CLASS_MEMBERS_LISTED))];
}

/** What the declaration itself extends or implements: a code span when the repository declares it, as written otherwise. */
function basesLine(located: Located, kind: 'extends' | 'implements', resolver: TypeResolver): string | null {
  const references = kind === 'extends' ? located.symbol.extends : located.symbol.implements;
  if (references.length === 0) return null;
  const names = references.map((reference) =>
    resolver.resolve(reference, located).length > 0 ? md.code(referencedName(reference)) : `${md.text(reference)} (${resolver.unresolvedBecause(reference, located)})`,
  );
  const label = kind === 'implements' ? 'Implements' : located.file.language === 'Go' ? 'Embeds' : 'Extends';
  return `${label}: ${names.join('; ')}.`;
}

/** How many implementers, extenders or satisfying types one line names before it counts the rest. */
export const LISTED_PER_LINE = 50;

function listed<T>(items: T[], render: (item: T) => string): string {
  const shown = items.slice(0, LISTED_PER_LINE).map(render).join('; ');
  return items.length > LISTED_PER_LINE ? `${shown}; and ${md.number(items.length - LISTED_PER_LINE)} more` : shown;
}

function usersLine(label: string, relations: Relation[]): string | null {
  if (relations.length === 0) return null;
  const sorted = [...relations].sort((a, b) => byLocation(a.from, b.from));
  const render = (relation: Relation) => `${located(relation.from)}${relation.shared > 1 ? `, by name alone (${md.number(relation.shared)} declarations share the name)` : ''}`;
  return `${label}: ${listed(sorted, render)}.`;
}

function located({ symbol, file }: Located): string {
  return `${md.code(symbol.qualifiedName)} (${memberKind(symbol)}) in ${md.code(file.path)}`;
}

function methodSetLine(result: MethodSetResult | undefined): string | null {
  if (result === undefined) return null;
  if (result.status === 'no-methods') return 'It declares no methods, so every Go type satisfies it; none are listed.';
  if (result.status === 'unresolved-embed') {
    return `The types that satisfy it by method set are not worked out: the repository does not declare ${result.embeds.map(md.text).join(', ')} exactly once.`;
  }
  const methods = result.methods.map(md.code).join(', ');
  if (result.types.length === 0) return `No type in the repository has all of its methods (${methods}).`;
  return `Satisfied by method set (${methods}): ${listed(result.types, located)}.`;
}
