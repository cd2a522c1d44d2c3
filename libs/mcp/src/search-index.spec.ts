import { DOC_FILE_NAMES, type DocType } from '@chronicle/contracts';
import { DocumentIndex, SearchIndexCache } from './search-index.js';
import { findSection, sectionWithSubsections, splitSections } from './sections.js';
import type { McpDocument } from './source.js';

function document(type: DocType, content: string, commit = 'a'.repeat(40), generatedAt = '2024-01-01T00:00:00Z'): McpDocument {
  return { type, file: DOC_FILE_NAMES[type], status: 'ready', qualityScore: 90, commit, commitsBehind: 0, generatedAt, error: null, content };
}

describe('splitSections', () => {
  it('cuts at headings of every level, never inside a code fence, the title naming the introduction', () => {
    const markdown = '# Tool\n\nIntro.\n\n## Setup\n\n```sh\n## not a heading\n```\n\n### Linux\n\napt install tool\n\n#### Debian ####\n\nUse apt.\n\n## Usage ##\n\nRun it.\n';
    const sections = splitSections(markdown);
    expect(sections.map((section) => [section.level, section.heading])).toEqual([
      [0, 'Tool'],
      [2, 'Setup'],
      [3, 'Linux'],
      [4, 'Debian'],
      [2, 'Usage'],
    ]);
    expect(sections[1]!.text).toBe('## Setup\n\n```sh\n## not a heading\n```');
    expect(sections.map((section) => markdown.startsWith(section.text, section.start))).toEqual([true, true, true, true, true]);
    // A section with its deeper subsections, up to the next heading of its level.
    expect(sectionWithSubsections(markdown, sections, 1)).toBe(markdown.slice(sections[1]!.start, sections[4]!.start).trim());
    expect(sectionWithSubsections(markdown, sections, 3)).toBe('#### Debian ####\n\nUse apt.');
    expect(['debian', 'LIN', 'stall', 'Run'].map((wanted) => findSection(sections, wanted))).toEqual([3, 2, -1, -1]);
    expect(findSection(sections, 'set')).toBe(1);
  });
});

describe('DocumentIndex', () => {
  const changelog = `# Changelog\n\n${Array.from({ length: 8 }, (_, index) => `## 1.${index}.0\n\n- The retry worker retries a failed job (${index}).\n`).join('\n')}`;
  const index = new DocumentIndex([document('changelog', changelog), document('readme', '# Tool\n\n## Retries\n\nThe retry worker retries a failed job after a pause.\n')]);

  it('weighs a changelog down and takes at most three hits from one document, unless asked for one type', () => {
    expect(index.query('retry worker failed job', 10).map((hit) => hit.file)).toEqual(['README.md', 'CHANGELOG.md', 'CHANGELOG.md', 'CHANGELOG.md']);
    expect(index.query('retry worker failed job', 10, { types: ['changelog'] }).map((hit) => hit.file)).toEqual(Array(8).fill('CHANGELOG.md'));
    expect(index.query('retry worker failed job', 10, { types: ['readme'] }).map((hit) => `${hit.heading}:${hit.relevance}`)).toEqual(['Retries:1']);
  });

  it('gives a hit holding only some of the words the share of them it holds', () => {
    const [hit] = index.query('pause kubernetes', 1);
    expect(hit).toMatchObject({ heading: 'Retries', relevance: 0.5 });
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
