import { eq } from 'drizzle-orm';
import { pushToEmulator, startGithubEmulator, type RunningEmulator } from '@chronicle/github-emulator';
import { DOCS_ROUTES, DOCUMENT_PAGE_BYTES, type PublicDocumentView } from '@chronicle/contracts';
import { codeRepositories, documents } from '../src/database/schema.js';
import { connectHelloWorld, documentsJobDone } from './connected-app.js';
import { githubEnv, signInThroughEmulator } from './sign-in.js';
import { startTestApp, type TestApp, closeAll } from './test-app.js';

// Issue 31, L4: a repository whose hand-written CHANGELOG.md lists 20,000 releases. The changelog
// document keeps them all, and the page's JSON used to carry all of it (1.88 MB): now it carries
// its beginning, cut at a break, with the whole size; the raw Markdown route answers the whole.

const RELEASES = 20_000;

function hugeChangelog(): string {
  const releases = Array.from({ length: RELEASES }, (_, index) => {
    const patch = RELEASES - index;
    return `## [0.${Math.floor(patch / 100)}.${patch % 100}] - 2024-01-01\n\n### Fixed\n\n- Handle the edge case number ${patch} of the greeter.\n`;
  });
  return `# Changelog\n\nAll notable changes of the greeter.\n\n${releases.join('\n')}`;
}

describe('a document too long for one page', () => {
  let emulator: RunningEmulator;
  let app: TestApp;
  let slug: string;
  let stored: string;

  beforeAll(async () => {
    emulator = await startGithubEmulator();
    await pushToEmulator(emulator, {
      owner: 'octocat',
      repo: 'hello-world',
      branch: 'main',
      commits: [{ message: 'docs: every release since the start', files: { 'CHANGELOG.md': hugeChangelog(), 'src/greeter.js': 'export const greet = (name) => `Hello, ${name}`;\n' } }],
    });
    app = await startTestApp('pglite', githubEnv(emulator), { listen: true });
    const browser = await signInThroughEmulator(app);
    await connectHelloWorld(app, browser);
    const [repository] = await app.database.db.select().from(codeRepositories);
    slug = repository!.publicSlug;
    const job = await documentsJobDone(app, repository!.id, new Date(0));
    expect([job.status, job.errorMessage]).toEqual(['success', null]);
    const [changelog] = await app.database.db.select().from(documents).where(eq(documents.repositoryId, repository!.id)).then((rows) => rows.filter((row) => row.docType === 'changelog'));
    stored = changelog!.content!;
  });
  afterAll(async () => {
    await closeAll(app, emulator);
  });

  it('answers the page a bounded part, cut at a break, with a flag and the whole size', async () => {
    expect(Buffer.byteLength(stored)).toBeGreaterThan(1_000_000);
    const response = await fetch(`${app.url}${DOCS_ROUTES.document(slug, 'changelog')}`);
    expect(response.status).toBe(200);
    const text = await response.text();
    // The whole answer: the part, its figures and the project, never the whole document.
    expect(Buffer.byteLength(text)).toBeLessThan(DOCUMENT_PAGE_BYTES + 20_000);
    const { document } = JSON.parse(text) as PublicDocumentView;
    expect(document.truncated).toBe(true);
    expect(document.contentBytes).toBe(Buffer.byteLength(stored));
    expect(Buffer.byteLength(document.content)).toBeLessThanOrEqual(DOCUMENT_PAGE_BYTES);
    expect(Buffer.byteLength(document.content)).toBeGreaterThan(DOCUMENT_PAGE_BYTES / 2);
    const shown = document.content.trimEnd();
    // The document's beginning, cut before a heading (the index links the first 100 releases only), so no release is shown half.
    expect(stored.startsWith(shown)).toBe(true);
    expect(stored.slice(shown.length).replace(/^\s+/, '')).toMatch(/^#{2,3} /);
    expect(shown).toContain('more below.');
  });

  it('answers the whole document as Markdown at the raw route, with the page access rules and nosniff', async () => {
    const response = await fetch(`${app.url}${DOCS_ROUTES.markdown(slug, 'changelog')}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/markdown; charset=utf-8');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await response.text()).toBe(stored);
    const unknown = await fetch(`${app.url}/api/docs/no-such-project/changelog.md`);
    expect(unknown.status).toBe(404);
  });

  it('carries a short document whole, and says it is whole', async () => {
    const response = await fetch(`${app.url}${DOCS_ROUTES.document(slug, 'readme')}`);
    expect(response.status).toBe(200);
    const { document } = (await response.json()) as PublicDocumentView;
    expect(document.truncated).toBe(false);
    expect(document.contentBytes).toBe(Buffer.byteLength(document.content));
    expect(await (await fetch(`${app.url}${DOCS_ROUTES.markdown(slug, 'readme')}`)).text()).toBe(document.content);
  });
});
