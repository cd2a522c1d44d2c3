import type { Snapshot } from '@chronicle/snapshot';
import { byText, code, flowchart, heading, list, plural, table, text, type FlowEdge, type FlowNode } from '../../markdown/markdown.js';
import { componentLabel, type Component, type Components } from './components.js';
import { layers, stronglyConnected, type ImportGraph } from './graph.js';

/** The most components and arrows one diagram shows; the prose says when a diagram is capped. */
export const DIAGRAM_NODES = 25;
export const DIAGRAM_EDGES = 60;

/** A component as the document names it: its folder as a code span, or the root in words. */
export function componentName(component: Component): string {
  return component.folder === '' ? 'the repository root' : code(component.folder);
}

/** `## Components`: the table every component is listed in. */
export function componentsSection(components: Components, graph: ImportGraph): string[] {
  const rows = components.list.map((component) => [
    componentName(component),
    component.manifest?.name ? code(component.manifest.name) : '—',
    component.language === null ? '—' : text(component.language),
    component.files.length.toLocaleString('en-US'),
    component.lines.toLocaleString('en-US'),
    String(graph.fanIn.get(component) ?? 0),
    String(graph.fanOut.get(component) ?? 0),
  ]);
  return [
    heading(2, 'Components'),
    'Fan-in counts the other components that import a component; fan-out counts the components it imports.',
    table(['Component', 'Package', 'Language', 'Files', 'Lines', 'Fan-in', 'Fan-out'], rows, ['left', 'left', 'left', 'right', 'right', 'right', 'right']),
  ];
}

function diagram(components: Components, graph: ImportGraph): { block: string; note: string | null } {
  const shown = [...components.list].sort((a, b) => b.lines - a.lines || byText(a.folder, b.folder)).slice(0, DIAGRAM_NODES).sort((a, b) => byText(a.folder, b.folder));
  const ids = new Map(shown.map((component, position) => [component, `c${position + 1}`]));
  const between = graph.dependencies.filter((dependency) => ids.has(dependency.from) && ids.has(dependency.to));
  const arrows = [...between].sort((a, b) => b.imports - a.imports || byText(a.from.folder, b.from.folder) || byText(a.to.folder, b.to.folder)).slice(0, DIAGRAM_EDGES);
  const nodes: FlowNode[] = shown.map((component) => ({ id: ids.get(component) as string, label: componentLabel(component) }));
  const edges: FlowEdge[] = arrows.map((dependency) => ({ from: ids.get(dependency.from) as string, to: ids.get(dependency.to) as string, label: String(dependency.imports) }));
  const notes: string[] = [];
  if (shown.length < components.list.length) notes.push(`it shows the ${shown.length} largest of the ${components.list.length} components by lines`);
  if (arrows.length < between.length) notes.push(`the ${arrows.length} heaviest of their ${between.length} dependencies`);
  return { block: flowchart('LR', nodes, edges), note: notes.length === 0 ? null : `The diagram is capped: ${notes.join(', and ')}; the tables list everything.` };
}

/** `## Import graph`: the diagram and the list of dependencies between components. */
export function importGraphSection(components: Components, graph: ImportGraph, snapshot: Snapshot): string[] {
  const blocks = [heading(2, 'Import graph')];
  const between = graph.dependencies.reduce((sum, dependency) => sum + dependency.imports, 0);
  blocks.push(`Of the ${plural(graph.resolvedImports, 'import')} that resolve to a file of this repository, ${between} cross from one component to another. An arrow points from the importing component to the imported one and carries the number of imports.`);
  if (graph.dependencies.length === 0) {
    blocks.push('No import crosses between the components listed above, so there is no diagram of them to draw.');
    blocks.push(...innerPackagesBlocks(snapshot));
    return blocks;
  }
  const { block, note } = diagram(components, graph);
  blocks.push(block);
  if (note !== null) blocks.push(note);
  const rows = graph.dependencies.map((dependency) => [componentName(dependency.from), componentName(dependency.to), String(dependency.imports), `${code(dependency.example[0])} imports ${code(dependency.example[1])}`]);
  blocks.push(table(['From', 'To', 'Imports', 'For example'], rows, ['left', 'left', 'right', 'left']));
  return blocks;
}

/** The most package edges listed when the components themselves import nothing of each other. */
export const INNER_EDGES_SHOWN = 15;

/**
 * When a component holds several packages (a Go module's packages, a Python package's
 * subpackages), they may import one another though the components do not: those edges, from the
 * snapshot's finer components, heaviest first.
 */
function innerPackagesBlocks(snapshot: Snapshot): string[] {
  const edges = snapshot.components.flatMap((component) => component.dependsOn.filter((dependency) => dependency.imports > 0).map((dependency) => ({ from: component.folder, to: dependency.folder, imports: dependency.imports })));
  if (edges.length === 0) return [];
  const shown = [...edges].sort((a, b) => b.imports - a.imports || byText(a.from, b.from) || byText(a.to, b.to)).slice(0, INNER_EDGES_SHOWN);
  const folder = (path: string) => (path === '' ? 'the repository root' : code(path));
  return [
    `Inside them, packages import one another: ${plural(edges.length, 'import edge')} between the code model's packages${edges.length > shown.length ? `, the ${shown.length} heaviest here` : ''}.`,
    table(['From', 'To', 'Imports'], shown.map((edge) => [folder(edge.from), folder(edge.to), String(edge.imports)]), ['left', 'left', 'right']),
  ];
}

/** The groups of components that import each other, largest first. */
export function cycles(components: Components, graph: ImportGraph): Component[][] {
  return stronglyConnected(components.list, graph.dependencies)
    .filter((group) => group.length > 1)
    .sort((a, b) => b.length - a.length || byText(a[0].folder, b[0].folder));
}

/** `## Cycles`: strongly connected groups, with the imports that close them. */
export function cyclesSection(components: Components, graph: ImportGraph): string[] {
  const found = cycles(components, graph);
  const blocks = [heading(2, 'Cycles')];
  if (found.length === 0) {
    blocks.push('No cycle: no component imports, directly or through others, a component that imports it.');
    return blocks;
  }
  blocks.push(`${plural(found.length, 'cycle')}: each is a group of components that import one another, directly or through each other (a strongly connected component of the import graph, found with Tarjan's algorithm). The imports listed hold each group together; removing enough of them breaks the cycle.`);
  found.forEach((group, position) => {
    const members = new Set(group);
    const inside = graph.dependencies.filter((dependency) => members.has(dependency.from) && members.has(dependency.to));
    blocks.push(heading(3, `Cycle ${position + 1}: ${plural(group.length, 'component')}`));
    blocks.push(list(inside.map((dependency) => `${componentName(dependency.from)} imports ${componentName(dependency.to)} ${plural(dependency.imports, 'time')}, e.g. ${code(dependency.example[0])} imports ${code(dependency.example[1])}`)));
  });
  return blocks;
}

/** `## Layers`: a topological order of the groups, from the components that import no other. */
export function layersSection(components: Components, graph: ImportGraph): string[] {
  const groups = stronglyConnected(components.list, graph.dependencies);
  const layerOf = layers(groups, graph.dependencies);
  const inCycle = new Set(groups.filter((group) => group.length > 1).flat());
  const byLayer = new Map<number, Component[]>();
  for (const component of components.list) byLayer.set(layerOf.get(component) as number, [...(byLayer.get(layerOf.get(component) as number) ?? []), component]);
  const rows = [...byLayer.keys()].sort((a, b) => a - b).map((layer) => [String(layer), (byLayer.get(layer) as Component[]).map((component) => componentName(component) + (inCycle.has(component) ? ' (in a cycle)' : '')).join(', ')]);
  return [
    heading(2, 'Layers'),
    'Layer 1 holds the components that import no other component; every other component sits one layer above the highest layer it imports, so imports only point down. Components in a cycle share a layer.',
    table(['Layer', 'Components'], rows, ['right', 'left']),
  ];
}

