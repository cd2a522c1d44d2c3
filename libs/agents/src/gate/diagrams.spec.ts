import { checkDiagrams, loadMermaid } from './diagrams.js';

const block = (source: string, line = 5) => ({ line, source });

describe('diagrams', () => {
  beforeAll(async () => {
    const started = performance.now();
    await loadMermaid();
    // Loading Mermaid (and happy-dom for it) is paid once per process; reported for the README.
    process.stdout.write(`mermaid loaded in ${Math.round(performance.now() - started)} ms\n`);
  });

  it('accepts blocks that parse, of several diagram types', async () => {
    const result = await checkDiagrams(
      [
        block('flowchart LR\n  api["apps/api"] --> core["libs/core"]\n  subgraph libs [Libraries]\n    core\n  end'),
        block('sequenceDiagram\n  A->>B: hello'),
        block('classDiagram\n  Animal <|-- Dog'),
        block('pie title Languages\n  "TypeScript" : 80\n  "Go" : 20'),
      ],
      'ARCHITECTURE.md',
    );
    expect(result).toEqual({ blocks: 4, failures: [], score: 1 });
  });

  it('reports a block that does not parse, at its line, with the parser\'s reason', async () => {
    const result = await checkDiagrams([block('flowchart LR\n  a --> b', 3), block('flowchart LR\n  a -->', 9)], 'ARCHITECTURE.md');
    expect(result.score).toBe(0.5);
    expect(result.failures).toHaveLength(1);
    expect(result.failures[0]!.line).toBe(9);
    expect(result.failures[0]!.message).toMatch(/^ARCHITECTURE\.md line 9: the Mermaid diagram does not parse: Parse error on line \d+: Expecting .*got 'EOF'/);
  });

  it('fails a flowchart whose subgraph has the id of a node inside it or of a labelled node', async () => {
    const inside = await checkDiagrams([block('flowchart TD\n  subgraph api\n    api --> db\n  end')], 'ARCHITECTURE.md');
    expect(inside.score).toBe(0);
    expect(inside.failures[0]!.message).toContain("subgraph `api` has the id of a node");
    const labelled = await checkDiagrams([block('flowchart TD\n  core[Core library]\n  subgraph core\n    x\n  end')], 'ARCHITECTURE.md');
    expect(labelled.score).toBe(0);
  });

  it('accepts an edge to a subgraph and nested subgraphs', async () => {
    const result = await checkDiagrams([block('flowchart LR\n  subgraph outer\n    subgraph inner\n      a\n    end\n  end\n  b --> inner')], 'ARCHITECTURE.md');
    expect(result.failures).toEqual([]);
  });

  it('scores 1 when there is no diagram, without loading anything', async () => {
    expect(await checkDiagrams([], 'README.md')).toEqual({ blocks: 0, failures: [], score: 1 });
  });

  it('leaves no window or document behind', () => {
    expect('window' in globalThis).toBe(false);
    expect('document' in globalThis).toBe(false);
  });
});
