import { lint } from 'markdownlint/sync';
import { indexTableEditMaps, patchEditMap } from './table-edit-map.js';

type Change = [number, number, unknown[]];

/** The extension's EditMap.add as published: a linear search for an edit at the same index. */
function linearEditMap() {
  return class {
    map: Change[] = [];
    add(at: number, remove: number, add: unknown[]): void {
      if (remove === 0 && add.length === 0) return;
      for (const change of this.map) {
        if (change[0] === at) {
          change[1] += remove;
          change[2].push(...add);
          return;
        }
      }
      this.map.push([at, remove, add]);
    }
  };
}

describe('patchEditMap', () => {
  it('records the same edits in the same order as the linear search', () => {
    const Linear = linearEditMap();
    const Indexed = linearEditMap();
    expect(patchEditMap(Indexed)).toBe(true);
    const linear = new Linear();
    const indexed = new Indexed();
    let seed = 7;
    const next = () => (seed = (seed * 48271) % 2147483647);
    for (let step = 0; step < 2000; step++) {
      const at = next() % 300;
      const remove = next() % 3 === 0 ? next() % 4 : 0;
      const add = next() % 5 === 0 ? [] : [`event ${step}`];
      linear.add(at, remove, [...add]);
      indexed.add(at, remove, [...add]);
    }
    expect(indexed.map).toEqual(linear.map);
    // Emptied in place, as `consume` does: the index starts over.
    indexed.map.length = 0;
    indexed.add(5, 0, ['again']);
    expect(indexed.map).toEqual([[5, 0, ['again']]]);
  });

  it('leaves a class of another shape alone', () => {
    expect(patchEditMap(class {} as never)).toBe(false);
  });

  it('patches the extension markdownlint parses tables with, and tables still parse', async () => {
    expect(await indexTableEditMaps()).toBeGreaterThan(0);
    const table = ['| a | b |', '| --- | --- |', ...Array.from({ length: 50 }, (_, row) => `| \`x${row}\` | ${row} |`)].join('\n');
    const tokens: string[] = [];
    lint({
      strings: { doc: `# T\n\n${table}\n` },
      config: { default: false, collect: true },
      customRules: [{ names: ['collect'], description: 'collect', tags: ['test'], parser: 'micromark', function: (params) => void tokens.push(...params.parsers.micromark.tokens.map((token) => token.type)) }],
    });
    expect(tokens).toContain('table');
  });
});
