import type { TreeEntry } from '../git/read-tree.js';
import { indexFiles, type CodeExtractor } from './index-files.js';
import { SIZE_LIMIT_BYTES } from './skip-rules.js';

const NO_CODE: CodeExtractor = { languages: [], extract: async () => ({ symbols: [], imports: [], comments: [], routes: [], functions: [], hints: [], calls: [], purpose: null, moduleValue: null, pathUses: [] }) };

/** A tree held in memory: path → content; object ids are made up from the index. */
function tree(files: Record<string, string | Buffer>): { entries: TreeEntry[]; readBlob: (oid: string) => Promise<Buffer>; reads: string[] } {
  const blobs = new Map<string, Buffer>();
  const reads: string[] = [];
  const entries = Object.entries(files).map(([path, content], index) => {
    const oid = index.toString(16).padStart(40, '0');
    blobs.set(oid, Buffer.from(content));
    return { path, mode: '100644', oid, size: Buffer.byteLength(content) };
  });
  const paths = new Map(entries.map((entry) => [entry.oid, entry.path]));
  return { entries, reads, readBlob: async (oid) => (reads.push(paths.get(oid)!), blobs.get(oid)!) };
}

const MANIFESTS = new Set(['package.json', 'package-lock.json', 'node_modules/dep/package.json', 'big/package.json', 'README.md', 'bun.lockb']);

describe('indexFiles', () => {
  it('hands on manifests and lockfiles even when they are skipped or large, but never vendored or binary ones', async () => {
    const { entries, readBlob, reads } = tree({
      'package.json': '{"name": "demo"}\n',
      'package-lock.json': `{"packages": {${'"x": 1,'.repeat(SIZE_LIMIT_BYTES / 7)}}}\n`,
      'node_modules/dep/package.json': '{"name": "dep"}\n',
      'big/package.json': `{"description": "${'x'.repeat(SIZE_LIMIT_BYTES)}"}\n`,
      'bun.lockb': Buffer.from([0, 1, 2]),
      'README.md': '# Demo\n',
      'src/index.js': 'export {};\n',
    });
    const indexed = await indexFiles({ entries, readBlob, cache: null, extractor: NO_CODE, wantsText: (path) => MANIFESTS.has(path) });
    expect(indexed.texts.map((file) => file.path)).toEqual(['README.md', 'big/package.json', 'package-lock.json', 'package.json']);
    expect(indexed.files.map((file) => file.path)).toEqual(['README.md', 'package.json', 'src/index.js']);
    expect(indexed.skipped.map((file) => [file.path, file.reason])).toEqual([
      ['big/package.json', 'oversized'],
      ['bun.lockb', 'generated'],
      ['node_modules/dep/package.json', 'vendored'],
      ['package-lock.json', 'generated'],
    ]);
    expect(reads).not.toContain('node_modules/dep/package.json');
  });

  it('reads a file without a known name by its shebang, and indexes it', async () => {
    const { entries, readBlob } = tree({ 'scripts/release': '#!/usr/bin/env bash\necho release\n' });
    const indexed = await indexFiles({ entries, readBlob, cache: null, extractor: NO_CODE, wantsText: () => false });
    expect(indexed.files.map((file) => [file.path, file.language, file.lines])).toEqual([['scripts/release', 'Shell', 2]]);
  });

  it('indexes a file the extractor fails on as unparsed instead of failing the snapshot', async () => {
    const { entries, readBlob } = tree({ 'src/odd.ts': 'export const odd = 1;\n', 'src/fine.ts': 'export {};\n' });
    const extractor: CodeExtractor = {
      languages: ['TypeScript'],
      extract: async ({ path }) => {
        if (path === 'src/odd.ts') throw new Error('grammar crashed');
        return { symbols: [], imports: [], comments: [], routes: [], functions: [], hints: [], calls: [], purpose: null, moduleValue: null, pathUses: [] };
      },
    };
    const indexed = await indexFiles({ entries, readBlob, cache: null, extractor, wantsText: () => false });
    expect(indexed.files.map((file) => [file.path, file.parsed, file.lines])).toEqual([
      ['src/fine.ts', true, 1],
      ['src/odd.ts', false, 1],
    ]);
  });
});
