import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { md } from '../index.js';
import { checkDocument } from './check-document.js';
import { loadMermaid } from './diagrams.js';
import { folderGateCache, gateCacheKey, type GateCache } from './gate-cache.js';
import { gateSnapshot } from './gate.fixture.js';

/** A cache in memory that counts what it was asked. */
function memoryCache(): GateCache & { hits: number; writes: number; entries: Map<string, unknown> } {
  const entries = new Map<string, unknown>();
  const cache = {
    hits: 0,
    writes: 0,
    entries,
    async get(key: string) {
      const value = entries.get(key) ?? null;
      if (value !== null) cache.hits++;
      return value === null ? null : (JSON.parse(JSON.stringify(value)) as unknown);
    },
    async set(key: string, value: unknown) {
      cache.writes++;
      entries.set(key, value);
    },
  };
  return cache;
}

const snapshot = gateSnapshot();
const DIAGRAM = 'flowchart LR\n  index["src/index.ts"] --> router["src/router/router.ts"]';
const markdown = md.document([
  '# Widgets',
  'Built on `express`; see `src/missing.ts` and commit `a1b2c3d`.',
  '## Routes',
  md.table(['Method', 'Path'], [['GET', md.code('/health')]]),
  `\`\`\`mermaid\n${DIAGRAM}\n\`\`\``,
  '## Routes',
]);
const options = { snapshot, coverage: { measure: 'routes listed', items: [{ key: 'GET /health', mention: '/health' }] }, docFile: 'README.md' };

describe('the gate cache', () => {
  beforeAll(() => loadMermaid(), 60_000);

  it('gives the same report from a cached reading as from parsing, and reads each text once', async () => {
    const uncached = await checkDocument(markdown, options);
    const cache = memoryCache();
    expect(await checkDocument(markdown, { ...options, cache })).toEqual(uncached);
    expect(cache.writes).toBe(2); // the document and its diagram
    expect(await checkDocument(markdown, { ...options, cache })).toEqual(uncached);
    expect(cache.hits).toBe(2);
    expect(uncached.problems.length).toBeGreaterThan(0);
  });

  it('takes a diagram verdict from the cache without parsing the diagram again', async () => {
    const cache = memoryCache();
    await cache.set(gateCacheKey('mermaid', DIAGRAM), { problem: 'a verdict only the cache knows' });
    const report = await checkDocument(markdown, { ...options, cache });
    expect(report.problems.filter((problem) => problem.check === 'diagrams').map((problem) => problem.message)).toEqual(['README.md line 11: a verdict only the cache knows']);
  });

  it('keeps entries in a folder across instances, and reads a damaged entry as a miss', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'chronicle-gate-cache-'));
    try {
      await folderGateCache(dir).set('ab12', { value: 1 });
      expect(await folderGateCache(dir).get('ab12')).toEqual({ value: 1 });
      expect(await folderGateCache(dir).get('cd34')).toBeNull();
      expect(gateCacheKey('document', 'a')).not.toBe(gateCacheKey('mermaid', 'a'));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
