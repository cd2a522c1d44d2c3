import { DOC_TIERS } from '@chronicle/contracts';
import type { CodeSymbol, Snapshot } from '@chronicle/snapshot';
import * as md from '../../markdown/markdown.js';
import type { Agent, AgentFacts, CoverageTarget, RequiredSection } from '../../sdk/agent.js';
import { DocumentationAgent } from '../../sdk/documentation-agent.decorator.js';
import { BASE_CLASS_MIN_SUBCLASSES, DECLARATION_KINDS, declarationKind, declarationsOf, folderOf, type Located } from './declarations.js';
import { declarationBlocks, type Findings } from './declaration-blocks.js';
import { methodSetMatches } from './method-sets.js';
import { TypeResolver, baseClassesOf, declaredRelations } from './relations.js';
import { projectName } from '../../facts/project-name.js';

type InterfaceFacts = { declarations: Located[]; findings: Findings };

const factsOf = new WeakMap<Snapshot, InterfaceFacts>();

/** The declarations and what was found about them, worked out once per snapshot (sections, coverage and the document all read them). */
function interfaceFacts(snapshot: Snapshot): InterfaceFacts {
  const known = factsOf.get(snapshot);
  if (known !== undefined) return known;
  const relations = declaredRelations(snapshot);
  const baseClasses = baseClassesOf(relations);
  const declarations = declarationsOf(snapshot, baseClasses);
  const facts = { declarations, findings: { relations, baseClasses, methodSets: methodSetMatches(snapshot, declarations), resolver: new TypeResolver(snapshot) } };
  factsOf.set(snapshot, facts);
  return facts;
}

/** Writes INTERFACES.md: interfaces, traits, protocols, abstract and base classes and type aliases with their members and who implements, extends or satisfies each. */
@DocumentationAgent({
  id: 'interfaces',
  name: 'Interfaces Agent',
  description: 'Lists the interfaces, traits, protocols, abstract and base classes and type aliases with their members and the types that implement, extend or (in Go) satisfy each.',
  category: 'Structural Intelligence',
  docType: 'interfaces',
  tiers: DOC_TIERS.interfaces,
  version: '1.3.0',
  inputs: { paths: ['**'], manifests: false, history: false },
})
export class InterfacesAgent implements Agent {
  requiredSections({ snapshot }: AgentFacts): RequiredSection[] {
    if (interfaceFacts(snapshot).declarations.length === 0) return [];
    const because = 'the repository declares interfaces, traits, protocols, abstract or base classes or type aliases';
    return [
      { title: 'Overview', because },
      { title: 'Declarations', because },
    ];
  }

  coverage({ snapshot }: AgentFacts): CoverageTarget {
    const items = new Map<string, { key: string; mention: string }>();
    for (const { symbol, file } of interfaceFacts(snapshot).declarations) items.set(`${file.path}#${symbol.qualifiedName}`, { key: `${file.path}#${symbol.qualifiedName}`, mention: symbol.qualifiedName });
    return { measure: 'interfaces, traits, protocols, abstract and base classes and type aliases listed', items: [...items.values()] };
  }

  write({ snapshot }: AgentFacts): string {
    const { declarations, findings } = interfaceFacts(snapshot);
    return md.document([
      '# Interfaces',
      intro(snapshot, declarations),
      ...(declarations.length === 0 ? [] : [howFound(declarations, findings.baseClasses), '## Overview', overview(declarations, findings), '## Declarations', ...grouped(declarations, findings)]),
    ]);
  }
}

function intro(snapshot: Snapshot, declarations: Located[]): string {
  const name = md.text(projectName(snapshot));
  if (declarations.length === 0) return `${name} declares no interfaces, traits, protocols, abstract classes, classes other classes extend, or type aliases.`;
  const exported = declarations.filter((located) => located.symbol.exported).length;
  return [
    `${name} declares ${md.plural(declarations.length, 'interface, trait, protocol, abstract or base class or type alias', 'interfaces, traits, protocols, abstract and base classes and type aliases')}`,
    `(${md.number(exported)} exported, ${md.number(declarations.length - exported)} internal), listed here by folder and file with their members and the types that implement, extend or satisfy them.`,
  ].join(' ');
}

function howFound(declarations: Located[], baseClasses: ReadonlySet<CodeSymbol>): string {
  const sentences = [
    'Implementers and extenders are the types whose declared implements or extends list names the declaration, by its name or by the last part of a qualified name (io.Reader names Reader).',
    'A name resolves to its nearest declaration: the same file; for a qualified name, the file or package its qualifier is imported from, or the module a crate path names; a file the naming file imports; the same folder; then anywhere in the same package. A name never reaches into another package of the repository without an import, and a name reached through a standard-library or third-party import is not one of the repository.',
  ];
  if (declarations.some((located) => declarationKind(located.symbol, located.file, baseClasses) === 'base class')) {
    sentences.push(`A base class is a class that ${md.number(BASE_CLASS_MIN_SUBCLASSES)} or more classes of the source (tests apart) extend: an extension point even where nothing is declared abstract.`);
  }
  if (declarations.some((located) => located.file.language === 'Go' && located.symbol.kind === 'interface')) {
    sentences.push(
      'Go declares no implementations: a Go type satisfies an interface by method set when its methods, declared in any file of its package, include every method name of the interface and of the interfaces it embeds. Parameter and result types are not compared, and methods promoted from embedded fields are not counted.',
    );
  }
  return sentences.join(' ');
}

function hasUsers(symbol: CodeSymbol, findings: Findings): boolean {
  const methodSet = findings.methodSets.get(symbol);
  return (findings.relations.get(symbol)?.length ?? 0) > 0 || (methodSet?.status === 'matched' && methodSet.types.length > 0);
}

function overview(declarations: Located[], findings: Findings): string {
  const rows = DECLARATION_KINDS.map((kind) => {
    const ofKind = declarations.filter((located) => declarationKind(located.symbol, located.file, findings.baseClasses) === kind);
    const exported = ofKind.filter((located) => located.symbol.exported).length;
    const used = ofKind.filter((located) => hasUsers(located.symbol, findings)).length;
    return { kind, cells: [md.text(kind), md.number(ofKind.length), md.number(exported), md.number(used)], count: ofKind.length };
  }).filter((row) => row.count > 0);
  return md.table(['Kind', 'Declared', 'Exported', 'Implemented, extended or satisfied'], rows.map((row) => row.cells), ['left', 'right', 'right', 'right']);
}

function grouped(declarations: Located[], findings: Findings): string[] {
  const folders = new Map<string, Map<string, Located[]>>();
  for (const located of declarations) {
    const files = folders.get(folderOf(located.file.path)) ?? new Map<string, Located[]>();
    const inFile = files.get(located.file.path) ?? [];
    inFile.push(located);
    files.set(located.file.path, inFile);
    folders.set(folderOf(located.file.path), files);
  }
  return [...folders.keys()].sort(md.byText).flatMap((folder) => {
    const files = folders.get(folder) as Map<string, Located[]>;
    return [
      `### ${folder === '' ? 'Repository root' : md.code(folder)}`,
      ...[...files.keys()].sort(md.byText).flatMap((path) => {
        const inFile = files.get(path) as Located[];
        return [`#### ${md.code(path)}${inFile[0].file.test ? ' (test file)' : ''}`, ...inFile.flatMap((located) => declarationBlocks(located, findings))];
      }),
    ];
  });
}
