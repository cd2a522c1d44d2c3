import { DOC_TIERS } from '@chronicle/contracts';
import type { Snapshot } from '@chronicle/snapshot';
import * as md from '../../markdown/markdown.js';
import type { Agent, AgentFacts, CoverageTarget, RequiredSection } from '../../sdk/agent.js';
import { DocumentationAgent } from '../../sdk/documentation-agent.decorator.js';
import { COMPACT_ABOVE, moduleBlocks, publicModules, type ModuleSurface } from './public-surface.js';
import { codeRoutes, openApiBlocks, routesTable } from './routes.js';
import { entryPointBlocks } from './entry-points.js';
import { projectName } from '../../facts/project-name.js';

/** "Where to start": the names users reach first (see entry-points.ts); nothing when the snapshot knows no public names. */
function entrySection(snapshot: Snapshot): string[] {
  const blocks = entryPointBlocks(snapshot);
  return blocks.length === 0 ? [] : ['## Where to start', ...blocks];
}

/** Writes API_REFERENCE.md: the exported surface per folder and file, the HTTP routes in code and the OpenAPI operations. */
@DocumentationAgent({
  id: 'api-reference',
  name: 'API Reference Agent',
  description: 'Documents the public surface of every module — exported functions, classes and their methods, types, interfaces, enums and constants with signatures, parameters and doc comments — with the HTTP routes found in code and the OpenAPI operations.',
  category: 'Core Documentation',
  docType: 'api_reference',
  tiers: DOC_TIERS.api_reference,
  version: '1.3.0',
  inputs: { paths: ['**'], manifests: true, history: false },
})
export class ApiReferenceAgent implements Agent {
  requiredSections({ snapshot }: AgentFacts): RequiredSection[] {
    const sections: RequiredSection[] = [];
    if (publicModules(snapshot).length > 0) sections.push({ title: 'Public API', because: 'the repository exports symbols outside its tests' });
    if (codeRoutes(snapshot).length > 0) sections.push({ title: 'HTTP routes', because: 'the repository registers HTTP routes in code' });
    if (snapshot.project.openApi.length > 0) sections.push({ title: 'OpenAPI operations', because: 'the repository has an OpenAPI document' });
    return sections;
  }

  coverage({ snapshot }: AgentFacts): CoverageTarget {
    const items = new Map<string, { key: string; mention: string }>();
    for (const { file, symbols } of publicModules(snapshot)) {
      for (const symbol of symbols) items.set(`${file.path}#${symbol.qualifiedName}`, { key: `${file.path}#${symbol.qualifiedName}`, mention: symbol.qualifiedName });
    }
    return { measure: 'exported symbols listed (test files excluded)', items: [...items.values()] };
  }

  write({ snapshot }: AgentFacts): string {
    const modules = publicModules(snapshot);
    const routes = codeRoutes(snapshot);
    const symbolNames = new Set(snapshot.files.flatMap((file) => file.code.symbols.flatMap((symbol) => [symbol.name, symbol.qualifiedName])));
    return md.document([
      '# API reference',
      intro(snapshot, modules, routes.length),
      ...entrySection(snapshot),
      ...(modules.length > 0 ? ['## Public API', ...surfaceBlocks(snapshot, modules)] : []),
      ...(routes.length > 0 ? ['## HTTP routes', routesNote(), routesTable(routes, symbolNames)] : []),
      ...(snapshot.project.openApi.length > 0 ? ['## OpenAPI operations', ...openApiBlocks(snapshot.project.openApi)] : []),
    ]);
  }
}

function intro(snapshot: Snapshot, modules: ModuleSurface[], routes: number): string {
  const name = md.text(projectName(snapshot));
  const symbols = modules.flatMap((module) => module.symbols);
  const rule = 'Exported means part of the public surface by the rule of the language of each file, as the snapshot records it; test files are left out.';
  const surface =
    symbols.length === 0
      ? `${name} exports no symbols outside its tests. ${rule}`
      : `The public surface of ${name}: ${md.plural(symbols.length, 'exported symbol')} in ${md.plural(modules.length, 'file')}, grouped by folder and file. ${rule} ${md.number(symbols.filter((symbol) => md.summary(symbol.doc) !== null).length)} of them have a doc comment, whose first paragraph is quoted.`;
  const openApi = snapshot.project.openApi.length;
  const extras = [
    routes > 0 ? `${md.plural(routes, 'HTTP route')} registered in code` : 'no HTTP route registered in code',
    openApi > 0 ? `${md.plural(openApi, 'OpenAPI document')}` : 'no OpenAPI document',
  ];
  return `${surface} The repository has ${extras.join(' and ')}.`;
}

function folderOf(path: string): string {
  const slash = path.lastIndexOf('/');
  return slash === -1 ? '' : path.slice(0, slash + 1);
}

/** Past this many files the public API opens with an index; up to the second figure the index lists files too. */
export const INDEX_ABOVE = 10;
export const INDEX_FILES_UP_TO = 400;

function surfaceBlocks(snapshot: Snapshot, modules: ModuleSurface[]): string[] {
  const total = modules.reduce((sum, module) => sum + module.symbols.length, 0);
  const compact = total > COMPACT_ABOVE;
  const note = compact
    ? `The surface is large (${md.plural(total, 'symbol')}), so each symbol takes one line: its name, kind and line, its signature as written and the first paragraph of its doc comment.`
    : 'Each symbol gives its kind and line, its signature as written, the first paragraph of its doc comment and its typed parameters; the fields, properties and constants of a type, and the members of an enum, are listed under it.';
  const folders = new Map<string, ModuleSurface[]>();
  for (const module of modules) folders.set(folderOf(module.file.path), [...(folders.get(folderOf(module.file.path)) ?? []), module]);
  const blocks: string[] = [];
  // The anchors of the headings above this section, then of each folder and file heading, in order.
  const seen = new Map<string, number>();
  for (const above of ['API reference', 'Where to start', 'Public API']) md.headingAnchor(above, seen);
  const index: string[] = [];
  const indexFiles = modules.length <= INDEX_FILES_UP_TO;
  let previous = '';
  for (const folder of [...folders.keys()].sort(md.byText)) {
    const owner = packageOf(snapshot, folder);
    const folderTitle = folder === '' ? 'Repository root' : folder;
    index.push(`- ${md.link(folderTitle, `#${md.headingAnchor(folderTitle, seen)}`)}`);
    blocks.push(`### ${folder === '' ? 'Repository root' : md.code(folder)}`);
    // Folders are sorted, so a package's folders follow one another: it is named where it begins.
    if (owner !== previous) blocks.push(owner === '' ? 'The files below belong to no named package.' : `The files below belong to the package ${owner}.`);
    previous = owner;
    for (const module of folders.get(folder) ?? []) {
      const anchor = md.headingAnchor(module.file.path, seen);
      if (indexFiles) index.push(`  - ${md.link(module.file.path, `#${anchor}`)}`);
      blocks.push(`#### ${md.code(module.file.path)}`, ...moduleBlocks(module, compact));
    }
  }
  if (modules.length <= INDEX_ABOVE) return [note, ...blocks];
  const lead = indexFiles ? `An index of the ${md.plural(folders.size, 'folder')} and ${md.plural(modules.length, 'file')} below:` : `An index of the ${md.plural(folders.size, 'folder')} below (the ${md.plural(modules.length, 'file')} are too many to list here):`;
  return [note, lead, index.join('\n'), ...blocks];
}

/** The named package whose manifest's folder holds this folder most closely, as Markdown; '' when none. */
function packageOf(snapshot: Snapshot, folder: string): string {
  const named = snapshot.manifests.filter((manifest) => manifest.name !== null && folder.startsWith(folderOf(manifest.path)));
  const depth = Math.max(-1, ...named.map((manifest) => folderOf(manifest.path).length));
  return named
    .filter((manifest) => folderOf(manifest.path).length === depth)
    .sort((a, b) => md.byText(a.path, b.path))
    .map((manifest) => `${md.code(manifest.name as string)}, declared in ${md.code(manifest.path)}`)
    .join(' and ');
}

function routesNote(): string {
  return 'Routes as registered in code, with the prefix of their router or controller when it is set in the same file, sorted by path and method. The handler is named when it is a named function or method.';
}
