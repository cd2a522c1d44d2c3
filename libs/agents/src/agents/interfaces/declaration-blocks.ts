import type { CodeSymbol } from '@chronicle/snapshot';
import * as md from '../../markdown/markdown.js';
import { byLocation, declarationKind, memberKind, signatureOf, type Located } from './declarations.js';
import type { MethodSetResult } from './method-sets.js';
import { referencedName, type Relation, type TypeResolver } from './relations.js';

/** What the agent found about the declarations before writing them. */
export type Findings = {
  relations: Map<CodeSymbol, Relation[]>;
  methodSets: Map<CodeSymbol, MethodSetResult>;
  resolver: TypeResolver;
};

/** One declaration: its head, signature, doc, members, what it builds on and who uses it. */
export function declarationBlocks(located: Located, findings: Findings): string[] {
  const { symbol } = located;
  const doc = md.summary(symbol.doc);
  const relations = findings.relations.get(symbol) ?? [];
  return [
    `**${md.code(symbol.qualifiedName)}** — ${declarationKind(symbol)}, ${symbol.exported ? 'exported' : 'internal'}, line ${symbol.line}`,
    signatureOf(symbol),
    doc === null ? null : md.quote(doc),
    membersList(located),
    basesLine(located, 'extends', findings.resolver),
    basesLine(located, 'implements', findings.resolver),
    usersLine('Implemented by', relations.filter((relation) => relation.kind === 'implements')),
    usersLine(located.file.language === 'Go' ? 'Embedded by' : 'Extended by', relations.filter((relation) => relation.kind === 'extends')),
    methodSetLine(findings.methodSets.get(symbol)),
  ].filter((block): block is string => block !== null);
}

function membersList(located: Located): string | null {
  const members = located.file.code.symbols
    .filter((member) => member.parent === located.symbol.qualifiedName && member !== located.symbol)
    .sort((a, b) => a.line - b.line || md.byText(a.qualifiedName, b.qualifiedName));
  if (members.length === 0) return null;
  return md.list(
    members.map((member) => {
      const signature = signatureOf(member);
      const doc = md.summary(member.doc);
      return `${md.code(member.qualifiedName)} (${memberKind(member)})${signature === null ? '' : `: ${signature}`}${doc === null ? '' : ` — ${md.text(doc)}`}`;
    }),
  );
}

/** What the declaration itself extends or implements: a code span when the repository declares it, as written otherwise. */
function basesLine(located: Located, kind: 'extends' | 'implements', resolver: TypeResolver): string | null {
  const references = kind === 'extends' ? located.symbol.extends : located.symbol.implements;
  if (references.length === 0) return null;
  const names = references.map((reference) =>
    resolver.resolve(reference, located).length > 0 ? md.code(referencedName(reference)) : `${md.text(reference)} (not declared in the repository)`,
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
