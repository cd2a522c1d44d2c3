import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import type { DocType } from '@chronicle/contracts';
import type { GitFixture } from '@chronicle/history/testing';
import { createBusyRepository, FixtureSource } from './testing/fixture-source.js';
import { callTool as call, connectInMemory as connect } from './testing/mcp-client.js';
import { DEFAULT_BUDGET } from './pager.js';
import type { ChronicleSource, McpRepository } from './source.js';



/** The last line of a cut page, as a reader sees it: what is left, and the cursor for the next page. */
const FOOTER = /\n> ([\d,]+) of ([\d,]+) characters left: call (\w+) again with the same arguments and `cursor` "([A-Za-z0-9_-]+)" for the next page\.\n$/;

/** Every page of one answer, following the cursors each page ends with, footers cut off. */
async function allPages(client: Client, tool: string, args: Record<string, unknown>, budget?: number): Promise<{ pages: string[]; texts: string[] }> {
  const pages: string[] = [];
  const texts: string[] = [];
  let cursor: string | undefined;
  for (;;) {
    const page = await call(client, tool, { ...args, ...(budget ? { max_chars: budget } : {}), ...(cursor ? { cursor } : {}) });
    expect([tool, page.isError]).toEqual([tool, false]);
    texts.push(page.text);
    const footer = FOOTER.exec(page.text);
    if (!footer) {
      pages.push(page.text);
      return { pages, texts };
    }
    expect(footer[3]).toBe(tool);
    pages.push(page.text.slice(0, footer.index));
    cursor = footer[4];
    expect(pages.length).toBeLessThan(400);
  }
}

/** A README of about 16,000 characters: sections of every level, code blocks, a table. */
function longReadme(): string {
  const parts = ['# busy-queue', '', 'A queue that is always busy.', ''];
  for (let chapter = 1; chapter <= 12; chapter++) {
    parts.push(`## Chapter ${chapter}`, '', `Chapter ${chapter} explains part ${chapter} of the busy queue in some detail. `.repeat(6), '');
    parts.push(`### Example ${chapter}`, '', '```ts', ...Array.from({ length: 12 }, (_, line) => `queue.push(handler${chapter * 100 + line}); // line ${line}`), '```', '');
    parts.push(`#### Options of chapter ${chapter}`, '', '| option | default |', '|---|---|', ...Array.from({ length: 6 }, (_, row) => `| option${row} | ${row * chapter} |`), '');
  }
  return parts.join('\n');
}

describe('answer budgets and paging', () => {
  let busy: GitFixture;
  let documents: Partial<Record<DocType, string>>;
  let client: Client;
  const readme = longReadme();
  const changelog = `# Changelog\n\n${Array.from({ length: 40_000 }, (_, index) => `## 1.${index}.0\n\n- Fixed thing ${index}.\n`).join('\n')}`;

  beforeAll(async () => {
    busy = createBusyRepository(60);
    documents = { readme, changelog };
    client = await connect(new FixtureSource(busy.dir, 'busy-queue', documents));
  });
  afterAll(async () => {
    await client.close();
    busy.remove();
  });

  const first = () => busy.git('rev-list', '--max-parents=0', 'HEAD');

  it('keeps every tool’s answer within 3,000 characters, and its pages are the whole answer, nothing lost or repeated', async () => {
    const many: ChronicleSource = {
      listRepositories: async (): Promise<McpRepository[]> => Array.from({ length: 120 }, (_, index) => ({ id: `owner/repository-${index}`, fullName: `owner/repository-${index}`, description: `Repository number ${index}, one of many served here.`, language: 'TypeScript', url: null, headSha: 'a'.repeat(40) })),
      open: async () => null,
    };
    const listing = await connect(many);
    const cases: [Client, string, Record<string, unknown>][] = [
      [listing, 'list_repositories', {}],
      [client, 'list_documents', {}],
      [client, 'read_document', { type: 'readme' }],
      [client, 'read_document', { type: 'readme', section: 'Chapter 3' }],
      [client, 'search', { query: 'handler busy queue', limit: 50 }],
      [client, 'find_symbol', { name: 'handler', limit: 100 }],
      [client, 'module_summary', { path: 'src/handlers.ts' }],
      [client, 'changes_since', { since: first() }],
      [client, 'changes_since', { since: first(), detail: 'commits' }],
      [client, 'file_history', { path: 'src/handlers.ts', limit: 200 }],
    ];
    for (const [on, tool, args] of cases) {
      const byDefault = await allPages(on, tool, args);
      for (const text of byDefault.texts) expect([tool, text.length <= 3_000]).toEqual([tool, true]);
      // Each answer is longer than one page, but a document list, one section, and the items of 59 commits (their list is asked for with detail 'commits').
      const short = tool === 'list_documents' || args.section || (tool === 'changes_since' && !args.detail);
      if (!short) expect([tool, byDefault.pages.length > 1]).toEqual([tool, true]);
      // The same answer in 500-character pages and in pages of 20,000.
      const small = await allPages(on, tool, args, 500);
      const large = await allPages(on, tool, args, 20_000);
      for (const text of small.texts) expect([tool, text.length <= 500]).toEqual([tool, true]);
      for (const text of large.texts) expect([tool, text.length <= 20_000]).toEqual([tool, true]);
      expect([tool, byDefault.pages.join('')]).toEqual([tool, large.pages.join('')]);
      expect([tool, small.pages.join('')]).toEqual([tool, large.pages.join('')]);
    }
    await listing.close();
  });

  it('pages a long document whole: its pages put together are the unpaged answer', async () => {
    const whole = await call(client, 'read_document', { type: 'readme', max_chars: 20_000 });
    expect(FOOTER.test(whole.text)).toBe(false);
    expect(whole.text).toContain(readme.trimEnd());
    const { pages, texts } = await allPages(client, 'read_document', { type: 'readme' });
    expect(pages.join('')).toBe(whole.text);
    expect(pages.length).toBeGreaterThan(3);
    // The first page says how big the document is and how to read one section instead.
    expect(texts[0]).toMatch(/^> README\.md of busy-queue at commit [0-9a-f]{7} .*\n> [\d,]+ characters in 36 sections: read one with `section`, such as "Chapter 1", "Chapter 2", .*; or page through it with `cursor`\./);
    // Pages end at a heading, a blank line or a line's end, not inside a code block.
    for (const page of pages.slice(0, -1)) {
      expect(page.endsWith('\n')).toBe(true);
      expect((page.match(/^```/gm) ?? []).length % 2).toBe(0);
    }
    const footer = FOOTER.exec(texts[0]!)!;
    expect(footer[2]).toBe(whole.text.length.toLocaleString('en-US'));
  });

  it('answers the first page of a 1.5 MB changelog within its budget, with the way to read on', async () => {
    const page = await call(client, 'read_document', { type: 'changelog' });
    expect(page.text.length).toBeLessThanOrEqual(DEFAULT_BUDGET); // characters: the default page size
    expect(page.text).toMatch(/> [\d,]+ characters in 40,000 sections: read one with `section`, such as "1\.0\.0", "1\.1\.0", .* \(40,000 at this level\); or page through it with `cursor`\./);
    const footer = FOOTER.exec(page.text)!;
    const second = await call(client, 'read_document', { type: 'changelog', cursor: footer[4] });
    expect(second.text.length).toBeLessThanOrEqual(DEFAULT_BUDGET); // characters: the default page size
    expect(second.text.startsWith('## 1.')).toBe(true);
    const release = await call(client, 'read_document', { type: 'changelog', section: '1.39999.0' });
    expect(release.text).toContain('- Fixed thing 39999.');
  });

  it('refuses a cursor that is not one of ours or belongs to other arguments, and says when the answer changed', async () => {
    const page = await call(client, 'file_history', { path: 'src/handlers.ts', limit: 200 });
    const cursor = FOOTER.exec(page.text)![4]!;
    // The same arguments in another order, and another page size, are the same call.
    expect((await call(client, 'file_history', { limit: 200, cursor, max_chars: 1_000, path: 'src/handlers.ts' })).isError).toBe(false);
    expect(await call(client, 'file_history', { path: 'src/handlers.ts', limit: 100, cursor })).toEqual({
      isError: true,
      text: 'That `cursor` belongs to a call with other arguments: call file_history with the same arguments as the call that gave it (only `max_chars` may change), or leave `cursor` out to start again.',
    });
    expect(await call(client, 'find_symbol', { name: 'handler', cursor })).toMatchObject({ isError: true, text: expect.stringMatching(/^That `cursor` belongs to a call with other arguments/) });
    for (const bad of ['not-a-cursor', 'eyJvIjotMX0', '']) {
      expect(await call(client, 'file_history', { path: 'src/handlers.ts', limit: 200, cursor: bad })).toEqual({ isError: true, text: 'That `cursor` is not one this server gave: leave it out to get the first page of the answer.' });
    }

    const readmePage = await call(client, 'read_document', { type: 'readme' });
    const readmeCursor = FOOTER.exec(readmePage.text)![4]!;
    documents.readme = `${readme}\n## Chapter 13\n\nWritten since.\n`;
    try {
      expect(await call(client, 'read_document', { type: 'readme', cursor: readmeCursor })).toEqual({
        isError: true,
        text: 'The answer changed since that cursor was given (a new commit or new documents): call read_document again without `cursor` to start over.',
      });
    } finally {
      documents.readme = readme;
    }
  });
});
