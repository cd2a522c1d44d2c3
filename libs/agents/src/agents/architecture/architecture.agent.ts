import { DOC_TIERS } from '@chronicle/contracts';
import type { Snapshot } from '@chronicle/snapshot';
import type { Agent, AgentFacts, CoverageTarget, RequiredSection } from '../../sdk/agent.js';
import { DocumentationAgent } from '../../sdk/documentation-agent.decorator.js';
import { document, heading, plural, text } from '../../markdown/markdown.js';
import { entryPoints } from '../../facts/entry-points.js';
import { findComponents, isSource, type Components } from './components.js';
import { entryPointsSection, hasFileHistory, hotSpotsSection } from './facts-sections.js';
import { componentsSection, cyclesSection, importGraphSection, layersSection } from './graph-sections.js';
import { importGraph, type ImportGraph } from './graph.js';
import { flowsSection, hasFlows } from './flows.js';
import { projectName } from '../../facts/project-name.js';

const RULE =
  'A component is a package where a manifest names one: each folder below the root whose manifest has a name, holding every source file beneath it that no deeper package claims. Other source files are grouped by directory where the language makes directories packages (Go, Java, Kotlin, Scala), else by top-level folder, or by second-level folder under a source root (src, lib, pkg, internal, app), and files at the root form the root component. Source files are the indexed files of a programming language that are not tests.';

type Model = { snapshot: Snapshot; components: Components; graph: ImportGraph };
type Section = RequiredSection & { write: (model: Model) => string[] };

function model(snapshot: Snapshot): Model {
  const components = findComponents(snapshot);
  return { snapshot, components, graph: importGraph(snapshot, components) };
}

function overview({ snapshot, components }: Model): string[] {
  const sources = snapshot.files.filter(isSource);
  if (sources.length === 0) return [heading(2, 'Overview'), `The repository has no source file (no indexed file of a programming language outside the tests) among its ${plural(snapshot.files.length, 'indexed file')}, so it has no components to describe.`];
  const lines = sources.reduce((sum, file) => sum + file.lines, 0);
  return [heading(2, 'Overview'), `${text(projectName(snapshot))} has ${plural(sources.length, 'source file')} (${plural(lines, 'line')}) in ${plural(components.list.length, 'component')}.`, RULE];
}

function sections(current: Model): Section[] {
  const count = current.components.list.length;
  const edges = current.graph.dependencies.length;
  const all: (Section | false)[] = [
    { title: 'Overview', because: 'every architecture document says what it covers', write: overview },
    count > 0 && { title: 'Components', because: 'the repository has source files', write: ({ components, graph }) => componentsSection(components, graph) },
    hasFlows(current.snapshot) && { title: 'Main flows', because: 'public functions call into the rest of the code', write: ({ snapshot }) => flowsSection(snapshot) },
    count > 1 && { title: 'Import graph', because: 'the repository has more than one component', write: ({ snapshot, components, graph }) => importGraphSection(components, graph, snapshot) },
    edges > 0 && { title: 'Cycles', because: 'components import one another', write: ({ components, graph }) => cyclesSection(components, graph) },
    edges > 0 && { title: 'Layers', because: 'components import one another', write: ({ components, graph }) => layersSection(components, graph) },
    entryPoints(current.snapshot).length > 0 && { title: 'Entry points', because: 'manifests or code declare entry points', write: ({ snapshot, components }) => entryPointsSection(snapshot, components) },
    count > 0 && hasFileHistory(current.snapshot) && { title: 'Hot spots', because: 'the source files have history', write: ({ snapshot, components }) => hotSpotsSection(snapshot, components) },
  ];
  return all.filter((section): section is Section => section !== false);
}

/** ARCHITECTURE.md: components, the import graph between them, cycles, layers, entry points and hot spots. */
@DocumentationAgent({
  id: 'architecture',
  name: 'Architecture Agent',
  description: 'Maps the components by manifest and folder boundaries, the import graph between them with fan-in, fan-out, cycles and layers, the entry points and the most-changed code.',
  category: 'Structural Intelligence',
  docType: 'architecture',
  tiers: DOC_TIERS.architecture,
  version: '1.4.0',
  inputs: { paths: ['**'], manifests: true, history: true },
})
export class ArchitectureAgent implements Agent {
  requiredSections({ snapshot }: AgentFacts): RequiredSection[] {
    return sections(model(snapshot)).map(({ title, because }) => ({ title, because }));
  }

  coverage({ snapshot }: AgentFacts): CoverageTarget {
    const items = findComponents(snapshot)
      .list.filter((component) => component.folder !== '')
      .map((component) => ({ key: component.folder, mention: component.folder }));
    return { measure: 'components listed (the root component has no folder to name and is not counted)', items };
  }

  write({ snapshot }: AgentFacts): string {
    const current = model(snapshot);
    return document([heading(1, 'Architecture'), ...sections(current).flatMap((section) => section.write(current))]);
  }
}
