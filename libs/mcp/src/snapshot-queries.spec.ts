import type { Snapshot } from '@chronicle/snapshot';
import { derivedFrom } from './derived-from.js';
import { runSnapshotQuery, SNAPSHOT_QUERIES, type SnapshotQuery } from './snapshot-queries.js';

const symbol = (name: string, line: number) => ({ name, qualifiedName: name, kind: 'function', signature: `function ${name}()`, doc: null, exported: true, line, endLine: line, parent: null, implements: [], extends: [] });
const snapshot = { commit: { sha: 'a'.repeat(40) }, api: [], files: [{ path: 'src/queue.ts', role: 'source', language: 'TypeScript', code: { symbols: [symbol('push', 1), symbol('pop', 2)], imports: [], calls: [] } }] } as unknown as Snapshot;

describe('snapshot queries', () => {
  it('runs a query by its name, as the tool pool’s thread does with a name it was sent', () => {
    const found = runSnapshotQuery(snapshot, { tool: 'find_symbol', name: 'pop', limit: 5 });
    expect(found).toEqual(expect.objectContaining({ commit: 'a'.repeat(40), matches: [expect.objectContaining({ name: 'pop', file: 'src/queue.ts', line: 2, match: 'exact' })] }));
  });

  it('runs every code tool’s query by its name: search’s look-up and members_of too', () => {
    expect(runSnapshotQuery(snapshot, { tool: 'search', terms: ['pop'], limit: 5 })).toEqual({ commit: 'a'.repeat(40), hits: [expect.objectContaining({ name: 'pop', file: 'src/queue.ts', line: 2, relevance: 1 })] });
    expect(runSnapshotQuery(snapshot, { tool: 'members_of', type: 'Nothing', limit: 5 })).toEqual(expect.objectContaining({ commit: 'a'.repeat(40), status: 'unknown' }));
    expect(Object.keys(SNAPSHOT_QUERIES)).toEqual(['find_symbol', 'members_of', 'find_references', 'module_summary', 'search']);
  });

  it('refuses a name that is no query, quoting only its start', () => {
    const query = { tool: `constructor${'x'.repeat(10_000)}` } as unknown as SnapshotQuery;
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
