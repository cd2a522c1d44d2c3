import { DOC_TIERS } from '@chronicle/contracts';
import type { CodeSymbol, Snapshot } from '@chronicle/snapshot';
import * as md from '../../markdown/markdown.js';
import type { Agent, AgentFacts, CoverageTarget, RequiredSection } from '../../sdk/agent.js';
import { DocumentationAgent } from '../../sdk/documentation-agent.decorator.js';
import { DECLARATION_KINDS, declarationKind, declarationsOf, folderOf, type Located } from './declarations.js';
import { declarationBlocks, type Findings } from './declaration-blocks.js';
import { methodSetMatches } from './method-sets.js';
import { TypeResolver, declaredRelations } from './relations.js';

/** Writes INTERFACES.md: interfaces, traits, protocols, abstract classes and type aliases with their members and who implements, extends or satisfies each. */
@DocumentationAgent({
  id: 'interfaces',
  name: 'Interfaces Agent',
  description: 'Lists the interfaces, traits, protocols, abstract classes and type aliases with their members and the types that implement, extend or (in Go) satisfy each.',
  category: 'Structural Intelligence',
  docType: 'interfaces',
  tiers: DOC_TIERS.interfaces,
  version: '1.1.0',
  inputs: { paths: ['**'], manifests: false, history: false },
})
export class InterfacesAgent implements Agent {
  requiredSections({ snapshot }: AgentFacts): RequiredSection[] {
    if (declarationsOf(snapshot).length === 0) return [];
    const because = 'the repository declares interfaces, traits, protocols, abstract classes or type aliases';
    return [
      { title: 'Overview', because },
      { title: 'Declarations', because },
    ];
  }

  coverage({ snapshot }: AgentFacts): CoverageTarget {
    const items = new Map<string, { key: string; mention: string }>();
    for (const { symbol, file } of declarationsOf(snapshot)) items.set(`${file.path}#${symbol.qualifiedName}`, { key: `${file.path}#${symbol.qualifiedName}`, mention: symbol.qualifiedName });
    return { measure: 'interfaces, traits, protocols, abstract classes and type aliases listed', items: [...items.values()] };
  }

  write({ snapshot }: AgentFacts): string {
    const declarations = declarationsOf(snapshot);
    const findings: Findings = {
      relations: declaredRelations(snapshot),
      methodSets: methodSetMatches(snapshot, declarations),
      resolver: new TypeResolver(snapshot),
    };
    return md.document([
      '# Interfaces',
      intro(snapshot, declarations),
      ...(declarations.length === 0 ? [] : [howFound(declarations), '## Overview', overview(declarations, findings), '## Declarations', ...grouped(declarations, findings)]),
    ]);
  }
}

function intro(snapshot: Snapshot, declarations: Located[]): string {
  const name = md.text(snapshot.repository.name);
  if (declarations.length === 0) return `${name} declares no interfaces, traits, protocols, abstract classes or type aliases.`;
  const exported = declarations.filter((located) => located.symbol.exported).length;
  return [
    `${name} declares ${md.plural(declarations.length, 'interface, trait, protocol, abstract class or type alias', 'interfaces, traits, protocols, abstract classes and type aliases')}`,
    `(${md.number(exported)} exported, ${md.number(declarations.length - exported)} internal), listed here by folder and file with their members and the types that implement, extend or satisfy them.`,
  ].join(' ');
}

function howFound(declarations: Located[]): string {
  const sentences = [
    'Implementers and extenders are the types whose declared implements or extends list names the declaration, by its name or by the last part of a qualified name (io.Reader names Reader).',
    'A name resolves to its nearest declaration: the same file, a file the naming file imports, the same folder, then the whole repository; a name reached through a standard-library or third-party import is not one of the repository.',
  ];
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
    const ofKind = declarations.filter((located) => declarationKind(located.symbol) === kind);
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
