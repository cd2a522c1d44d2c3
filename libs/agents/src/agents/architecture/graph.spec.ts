import type { Component } from './components.js';
import { layers, stronglyConnected, type Dependency } from './graph.js';

function component(folder: string): Component {
  return { folder, manifest: null, files: [], lines: 0, language: null };
}

/** A graph from a seeded generator, so every run checks the same graphs. */
function randomGraph(seed: number, size: number, edgeCount: number): { nodes: Component[]; dependencies: Dependency[] } {
  let state = seed;
  const next = () => (state = (state * 1103515245 + 12345) % 2147483648) % size;
  const nodes = Array.from({ length: size }, (_, index) => component(`n${String(index).padStart(3, '0')}/`));
  const pairs = new Set<string>();
  const dependencies: Dependency[] = [];
  for (let index = 0; index < edgeCount; index += 1) {
    const [from, to] = [next(), next()];
    if (from === to || pairs.has(`${from}>${to}`)) continue;
    pairs.add(`${from}>${to}`);
    dependencies.push({ from: nodes[from], to: nodes[to], imports: 1, example: ['a', 'b'] });
  }
  return { nodes, dependencies };
}

function reachable(start: Component, dependencies: Dependency[]): Set<Component> {
  const seen = new Set<Component>([start]);
  const queue = [start];
  while (queue.length > 0) {
    const node = queue.pop() as Component;
    for (const dependency of dependencies) if (dependency.from === node && !seen.has(dependency.to)) seen.add(dependency.to), queue.push(dependency.to);
  }
  return seen;
}

describe('the component graph', () => {
  it('groups exactly the components that reach each other (Tarjan against plain reachability)', () => {
    for (const seed of [1, 7, 42, 1234, 99991]) {
      const { nodes, dependencies } = randomGraph(seed, 40, 70);
      const groups = stronglyConnected(nodes, dependencies);
      expect(groups.flat()).toHaveLength(nodes.length);
      const groupOf = new Map(groups.flatMap((group, index) => group.map((member) => [member, index] as const)));
      const reach = new Map(nodes.map((node) => [node, reachable(node, dependencies)]));
      const wrong = nodes.flatMap((a) => nodes.filter((b) => (groupOf.get(a) === groupOf.get(b)) !== ((reach.get(a) as Set<Component>).has(b) && (reach.get(b) as Set<Component>).has(a))).map((b) => `${a.folder} ${b.folder}`));
      expect(wrong).toEqual([]);
    }
  });

  it('puts every importer above what it imports, and cycles on one layer', () => {
    for (const seed of [3, 5, 8]) {
      const { nodes, dependencies } = randomGraph(seed, 30, 45);
      const groups = stronglyConnected(nodes, dependencies);
      const layerOf = layers(groups, dependencies);
      const groupOf = new Map(groups.flatMap((group, index) => group.map((member) => [member, index] as const)));
      for (const dependency of dependencies) {
        if (groupOf.get(dependency.from) === groupOf.get(dependency.to)) expect(layerOf.get(dependency.from)).toBe(layerOf.get(dependency.to));
        else expect(layerOf.get(dependency.from) as number).toBeGreaterThan(layerOf.get(dependency.to) as number);
      }
    }
  });

  it('handles a long chain without running out of stack', () => {
    const nodes = Array.from({ length: 20000 }, (_, index) => component(`c${index}/`));
    const dependencies = nodes.slice(1).map((node, index) => ({ from: nodes[index], to: node, imports: 1, example: ['a', 'b'] as [string, string] }));
    dependencies.push({ from: nodes[nodes.length - 1], to: nodes[0], imports: 1, example: ['a', 'b'] });
    expect(stronglyConnected(nodes, dependencies)).toHaveLength(1);
  });
});
