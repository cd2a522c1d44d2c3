import { byText } from '../../markdown/markdown.js';
import type { Snapshot } from '@chronicle/snapshot';
import type { Component, Components } from './components.js';

/** Imports from one component's files to another's. */
export type Dependency = {
  from: Component;
  to: Component;
  /** Import statements that resolve from a file of `from` to a file of `to`. */
  imports: number;
  /** The first such import, by importing file: [importing file, imported file]. */
  example: [string, string];
};

export type ImportGraph = {
  dependencies: Dependency[];
  fanIn: Map<Component, number>;
  fanOut: Map<Component, number>;
  /** Imports that resolve to a repository file, within components and between them. */
  resolvedImports: number;
};

/** The graph between components from every resolved import of their source files. */
export function importGraph(snapshot: Snapshot, components: Components): ImportGraph {
  const edges = new Map<Component, Map<Component, Dependency>>();
  let resolvedImports = 0;
  for (const component of components.list) {
    for (const file of component.files) {
      for (const ref of file.code.imports) {
        const target = ref.resolvedPath === null ? undefined : components.byFile.get(ref.resolvedPath);
        if (ref.resolvedPath !== null) resolvedImports += 1;
        if (target === undefined || target === component) continue;
        const from = edges.get(component) ?? new Map<Component, Dependency>();
        const dependency = from.get(target) ?? { from: component, to: target, imports: 0, example: [file.path, ref.resolvedPath as string] };
        dependency.imports += 1;
        from.set(target, dependency);
        edges.set(component, from);
      }
    }
  }
  const dependencies = [...edges.values()].flatMap((targets) => [...targets.values()]).sort((a, b) => byText(a.from.folder, b.from.folder) || byText(a.to.folder, b.to.folder));
  const fanIn = new Map(components.list.map((component) => [component, 0]));
  const fanOut = new Map(components.list.map((component) => [component, 0]));
  for (const dependency of dependencies) {
    fanOut.set(dependency.from, (fanOut.get(dependency.from) ?? 0) + 1);
    fanIn.set(dependency.to, (fanIn.get(dependency.to) ?? 0) + 1);
  }
  return { dependencies, fanIn, fanOut, resolvedImports };
}

/**
 * Strongly connected components (Tarjan), iteratively so a deep graph cannot overflow the stack.
 * They come out in reverse topological order: each after every group it imports.
 */
export function stronglyConnected(nodes: Component[], dependencies: Dependency[]): Component[][] {
  const next = new Map<Component, Component[]>(nodes.map((node) => [node, []]));
  for (const dependency of dependencies) next.get(dependency.from)?.push(dependency.to);
  const index = new Map<Component, number>();
  const low = new Map<Component, number>();
  const onStack = new Set<Component>();
  const stack: Component[] = [];
  const groups: Component[][] = [];
  let counter = 0;
  for (const root of nodes) {
    if (index.has(root)) continue;
    const work: [Component, number][] = [[root, 0]];
    while (work.length > 0) {
      const frame = work[work.length - 1];
      const [node, position] = frame;
      if (position === 0) {
        index.set(node, counter);
        low.set(node, counter);
        counter += 1;
        stack.push(node);
        onStack.add(node);
      }
      const targets = next.get(node) ?? [];
      if (position < targets.length) {
        frame[1] += 1;
        const target = targets[position];
        if (!index.has(target)) work.push([target, 0]);
        else if (onStack.has(target)) low.set(node, Math.min(low.get(node) as number, index.get(target) as number));
        continue;
      }
      work.pop();
      if (work.length > 0) {
        const parent = work[work.length - 1][0];
        low.set(parent, Math.min(low.get(parent) as number, low.get(node) as number));
      }
      if (low.get(node) === index.get(node)) {
        const group: Component[] = [];
        let member: Component;
        do {
          member = stack.pop() as Component;
          onStack.delete(member);
          group.push(member);
        } while (member !== node);
        groups.push(group.sort((a, b) => byText(a.folder, b.folder)));
      }
    }
  }
  return groups;
}

/** Layers of the condensation: 1 for groups that import no other group, else one more than the highest layer they import. */
export function layers(groups: Component[][], dependencies: Dependency[]): Map<Component, number> {
  const groupOf = new Map<Component, number>();
  groups.forEach((group, position) => group.forEach((member) => groupOf.set(member, position)));
  const targets = new Map<number, number[]>();
  for (const dependency of dependencies) {
    const [from, to] = [groupOf.get(dependency.from) as number, groupOf.get(dependency.to) as number];
    if (from !== to) targets.set(from, [...(targets.get(from) ?? []), to]);
  }
  const layer = new Map<number, number>();
  // Tarjan's order puts every group after the groups it imports, so one pass suffices.
  groups.forEach((_, position) => layer.set(position, 1 + Math.max(0, ...(targets.get(position) ?? []).map((target) => layer.get(target) as number))));
  return new Map([...groupOf].map(([component, position]) => [component, layer.get(position) as number]));
}
