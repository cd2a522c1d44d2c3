import { DOC_FILE_NAMES, type DocType } from '@chronicle/contracts';
import { SearchIndexCache } from './search-index.js';
import { splitSections } from './sections.js';
import type { McpDocument } from './source.js';

function document(type: DocType, content: string, commit = 'a'.repeat(40), generatedAt = '2024-01-01T00:00:00Z'): McpDocument {
  return { type, file: DOC_FILE_NAMES[type], status: 'ready', qualityScore: 90, commit, commitsBehind: 0, generatedAt, error: null, content };
}

describe('splitSections', () => {
  it('cuts at level-2 and level-3 headings, never inside a code fence, the title naming the introduction', () => {
    const sections = splitSections('# Tool\n\nIntro.\n\n## Setup\n\n```sh\n## not a heading\n```\n\n### Linux\n\napt install tool\n\n## Usage ##\n\nRun it.\n');
    expect(sections.map((section) => [section.level, section.heading])).toEqual([
      [1, 'Tool'],
      [2, 'Setup'],
      [3, 'Linux'],
      [2, 'Usage'],
    ]);
    expect(sections[1]!.text).toBe('## Setup\n\n```sh\n## not a heading\n```');
  });
});

describe('SearchIndexCache', () => {
  it('builds an index once per repository and again only when a document changes', async () => {
    const cache = new SearchIndexCache();
    let reads = 0;
    const documents = [document('readme', '# Tool\n\n## Retries\n\nA failed job is retried.\n'), document('architecture', '# Architecture\n\n## Queue\n\nJobs wait in a queue.\n')];
    const read = async (type: DocType) => {
      reads++;
      return documents.find((candidate) => candidate.type === type) ?? null;
    };
    const first = await cache.index('tool', documents, read);
    expect(await cache.index('tool', documents, read)).toBe(first);
    expect(reads).toBe(2);
    expect(first.query('retried job', 5).map((hit) => `${hit.file} › ${hit.heading}`)).toEqual(['README.md › Retries']);

    documents[1] = document('architecture', '# Architecture\n\n## Workers\n\nWorkers take jobs.\n', 'b'.repeat(40));
    const second = await cache.index('tool', documents, read);
    expect(second).not.toBe(first);
    expect(reads).toBe(4);
    expect(second.query('workers', 5).map((hit) => hit.heading)).toEqual(['Workers']);
  });

  it('keeps at most its capacity of repositories, dropping the least recently searched', async () => {
    const cache = new SearchIndexCache(2);
    const documents = [document('readme', '# A\n\n## One\n\nText.\n')];
    const built: string[] = [];
    const reader = (repository: string) => async () => (built.push(repository), documents[0]!);
    const a = await cache.index('a', documents, reader('a'));
    await cache.index('b', documents, reader('b'));
    expect(await cache.index('a', documents, reader('a'))).toBe(a); // a is now the most recent
    await cache.index('c', documents, reader('c'));
    expect(await cache.index('a', documents, reader('a'))).toBe(a);
    await cache.index('b', documents, reader('b')); // b was dropped: built again
    expect(built).toEqual(['a', 'b', 'c', 'b']);
  });
});
