import type { Snapshot } from '@chronicle/snapshot';
import { derivedFrom } from './derived-from.js';
import { runSnapshotQuery, type SnapshotQuery } from './snapshot-queries.js';

const symbol = (name: string, line: number) => ({ name, qualifiedName: name, kind: 'function', signature: `function ${name}()`, doc: null, exported: true, line, endLine: line, implements: [], extends: [] });
const snapshot = { commit: { sha: 'a'.repeat(40) }, files: [{ path: 'src/queue.ts', code: { symbols: [symbol('push', 1), symbol('pop', 2)], imports: [] } }] } as unknown as Snapshot;

describe('snapshot queries', () => {
  it('runs a query by its name, as the tool pool’s thread does with a name it was sent', () => {
    const matches = runSnapshotQuery(snapshot, { name: 'findSymbols', args: [{ name: 'pop', limit: 5 }] });
    expect(matches).toEqual([expect.objectContaining({ name: 'pop', file: 'src/queue.ts', line: 2, match: 'exact' })]);
  });

  it('runs search’s code look-up by name too', () => {
    const code = { ...snapshot, files: snapshot.files.map((file) => ({ ...file, role: 'source' })) } as unknown as Snapshot;
    expect(runSnapshotQuery(code, { name: 'searchCode', args: [['pop'], 5] })).toEqual([expect.objectContaining({ name: 'pop', file: 'src/queue.ts', line: 2, relevance: 1 })]);
  });

  it('refuses a name that is no query, quoting only its start', () => {
    const query = { name: `constructor${'x'.repeat(10_000)}`, args: [] } as unknown as SnapshotQuery;
    expect(() => runSnapshotQuery(snapshot, query)).toThrow(/^"constructorx+" is not a snapshot query\.$/);
    expect(() => runSnapshotQuery(snapshot, query)).toThrow(expect.objectContaining({ message: expect.stringMatching(/^.{0,120}$/) }));
  });

  it('builds a value derived from a snapshot once, and again for another snapshot', () => {
    let builds = 0;
    const count = (from: Snapshot) => (builds++, from.files.length);
    expect([derivedFrom(snapshot, 'files', count), derivedFrom(snapshot, 'files', count)]).toEqual([1, 1]);
    expect(derivedFrom({ ...snapshot, files: [] }, 'files', count)).toBe(0);
    expect(builds).toBe(2);
  });
});
