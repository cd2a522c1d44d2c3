import { execFile, execFileSync } from 'node:child_process';
import { promisify } from 'node:util';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import { defaultSeed, pushToEmulator, startGithubEmulator, type RunningEmulator } from '@chronicle/github-emulator';
import { DOC_TYPES, PROJECT_URL_ERRORS, type AnalysisJob, type PreviewResult, type Project, type ProjectStatus, type PublicDocumentView, type PublicProjectView } from '@chronicle/contracts';
import { changelogEntries, codeRepositories, documents, repositoryJobs } from '../src/database/schema.js';
import { TestBrowser } from './browser.js';
import { HUBOT, JOB_WAIT_MS } from './connected-app.js';
import { githubEnv, signInThroughEmulator } from './sign-in.js';
import { DATABASE_KINDS, requireTestEnv, startTestApp, type TestApp, closeAll } from './test-app.js';

const SEED = { ...defaultSeed, users: [...defaultSeed.users, HUBOT] };
const HISTORY = [
  'feat: greet the world in French',
  'fix: trim the trailing newline of the greeting',
  'docs: explain how to run the greeter',
  'feat: add a --shout option',
  'test: cover the shout option',
];

describe.each(DATABASE_KINDS)('the open-source panel and public documents on %s', (kind) => {
  let emulator: RunningEmulator;
  let app: TestApp;
  let admin: TestBrowser;
  let user: TestBrowser;
  let clone: string;

  beforeAll(async () => {
    emulator = await startGithubEmulator({ seed: SEED });
    await pushToEmulator(emulator, {
      owner: 'octocat',
      repo: 'hello-world',
      branch: 'main',
      commits: HISTORY.map((message, index) => ({ message, files: { [`src/greeter-${index}.js`]: `// ${message}\nexport function greet${index}(name) {\n  return 'Hello, ' + name;\n}\n` } })),
    });
    const env = githubEnv(emulator, { ADMIN_LOGINS: 'octocat', ...(kind === 'postgres' ? { REDIS_URL: requireTestEnv('TEST_REDIS_URL') } : {}) });
    app = await startTestApp(kind, env, { listen: true });
    admin = await signInThroughEmulator(app, 'octocat');
    user = await signInThroughEmulator(app, 'hubot');
    // git's own view of the repository, to check the figures against.
    clone = mkdtempSync(path.join(tmpdir(), 'chronicle-projects-git-'));
    // Asynchronously: the emulator answers git from this very process.
    await promisify(execFile)('git', ['clone', '--quiet', `${emulator.url}/octocat/hello-world.git`, clone]);
  });
  afterAll(async () => {
    await closeAll(app, emulator);
    rmSync(clone, { recursive: true, force: true });
  });

  async function call<T>(browser: TestBrowser | null, method: string, route: string, body?: unknown): Promise<{ status: number; body: T; text: string; type: string | null }> {
    const headers: Record<string, string> = body === undefined ? {} : { 'content-type': 'application/json' };
    const init: RequestInit = { method, headers, ...(body === undefined ? {} : { body: JSON.stringify(body) }) };
    const response = browser ? await browser.request(`${app.url}${route}`, init) : await fetch(`${app.url}${route}`, init);
    const text = await response.text();
    let parsed: unknown = null;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      parsed = null;
    }
    return { status: response.status, body: parsed as T, text, type: response.headers.get('content-type') };
  }

  async function finished(id: string, timeoutMs = JOB_WAIT_MS): Promise<ProjectStatus> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const { body } = await call<ProjectStatus>(admin, 'GET', `/api/admin/projects/${id}/status`);
      if (body.status === 'success' || body.status === 'error') return body;
      if (Date.now() > deadline) throw new Error(`The analysis of ${id} did not finish within ${timeoutMs} ms: ${JSON.stringify(body)}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }

  const git = (...args: string[]) => execFileSync('git', ['-C', clone, ...args], { encoding: 'utf8' }).trim();

  it('lets only admins call the projects routes: 401 signed out, 403 for a user', async () => {
    const someId = '00000000-0000-4000-8000-000000000000';
    const routes: [string, string, unknown?][] = [
      ['GET', '/api/admin/projects'],
      ['POST', '/api/admin/projects', { repositoryUrl: 'octocat/hello-world' }],
      ['POST', `/api/admin/projects/${someId}/analyze`, {}],
      ['POST', `/api/admin/projects/${someId}/preview`, { maxCommits: 100 }],
      ['GET', `/api/admin/projects/${someId}/status`],
      ['DELETE', `/api/admin/projects/${someId}`],
    ];
    for (const [method, route, body] of routes) {
      const signedOut = await call<{ message: string }>(null, method, route, body);
      expect([route, signedOut.status]).toEqual([route, 401]);
      expect(signedOut.body.message).toBe('You need to sign in to do that.');
      const forbidden = await call<{ message: string }>(user, method, route, body);
      expect([route, forbidden.status]).toEqual([route, 403]);
      expect(forbidden.body.message).toBe('Only administrators can do that.');
    }
    const [{ total }] = await app.database.db.select({ total: count() }).from(codeRepositories);
    expect(total).toBe(0);
  });

  it('answers 400 with a sentence for a project or repository id that is not a UUID, and 404 for one no project has', async () => {
    const routes = (id: string): [string, string, unknown?][] => [
      ['POST', `/api/admin/projects/${id}/analyze`, {}],
      ['POST', `/api/admin/projects/${id}/preview`, { maxCommits: 100 }],
      ['GET', `/api/admin/projects/${id}/status`],
      ['DELETE', `/api/admin/projects/${id}`],
    ];
    // Ids the database would refuse as a uuid: each once reached it and answered 500.
    for (const id of ['1', '-'.repeat(36), '0'.repeat(36), 'g'.repeat(32), '%E2%80%AE', 'x'.repeat(2000)]) {
      for (const [method, route, body] of routes(id)) {
        const answer = await call<{ message: string }>(admin, method, route, body);
        expect([method, route.slice(0, 80), answer.status, answer.body]).toEqual([
          method,
          route.slice(0, 80),
          400,
          { statusCode: 400, message: 'The project id must be a UUID, such as 3f2a6c1e-8b4d-4e0f-9a7b-2c5d1e8f0a6b.' },
        ]);
      }
      // The agents' routes say "not yours" for any id they cannot use, never confirming one (agents.e2e-spec.ts).
      const jobs = await call<{ message: string }>(admin, 'GET', `/api/agents/jobs/${id}`);
      expect([id.slice(0, 40), jobs.status, jobs.body.message]).toEqual([id.slice(0, 40), 404, 'You have no repository with this id: connect it in Settings first.']);
    }
    const noProject = '00000000-0000-4000-8000-000000000000';
    for (const [method, route, body] of routes(noProject)) {
      const answer = await call<{ message: string }>(admin, method, route, body);
      expect([method, route, answer.status, answer.body.message]).toEqual([method, route, 404, `There is no project with the id ${noProject}.`]);
    }
  });

  it("applies the spec's URL rules with their messages, and refuses what GitHub does not have publicly", async () => {
    const host = new URL(emulator.url).host;
    const cases: [string, number, string][] = [
      ['   ', 400, PROJECT_URL_ERRORS.required],
      ['https://gitlab.com/octocat/hello-world', 400, PROJECT_URL_ERRORS.notGithub],
      [`https://evil.example/${host}/octocat/hello-world`, 400, PROJECT_URL_ERRORS.invalid],
      [`${host}/octocat`, 400, PROJECT_URL_ERRORS.invalid],
      ['octocat/no-such-repository', 404, 'GitHub has no public repository octocat/no-such-repository: it does not exist, or it is private. Only public repositories can be added.'],
      ['octocat/octo-docs', 404, 'GitHub has no public repository octocat/octo-docs: it does not exist, or it is private. Only public repositories can be added.'],
    ];
    for (const [repositoryUrl, status, message] of cases) {
      const answer = await call<{ message: string }>(admin, 'POST', '/api/admin/projects', { repositoryUrl });
      expect([repositoryUrl, answer.status, answer.body.message]).toEqual([repositoryUrl, status, message]);
    }
    const [{ total }] = await app.database.db.select({ total: count() }).from(codeRepositories);
    expect(total).toBe(0);
  });

  let project: Project;

  it('adds octocat/hello-world as GitHub describes it and analyses it: entries and every document, with real counts', async () => {
    const added = await call<Project>(admin, 'POST', '/api/admin/projects', { repositoryUrl: `${emulator.url}/octocat/hello-world/` });
    expect(added.status).toBe(201);
    project = added.body;
    expect(project).toMatchObject({
      fullName: 'octocat/hello-world',
      name: 'hello-world',
      description: 'My first repository on GitHub!',
      language: 'JavaScript',
      stars: 2710,
      isActive: false,
      publicSlug: expect.stringMatching(/hello-world/),
      lastAnalyzedAt: null,
    });
    expect(project.analysis).toMatchObject({ status: expect.stringMatching(/queued|running/), clustering: 'minimal', maxCommits: 500 });
    const again = await call<{ message: string }>(admin, 'POST', '/api/admin/projects', { repositoryUrl: 'octocat/hello-world' });
    expect([again.status, again.body.message]).toEqual([409, 'octocat/hello-world is already a project.']);

    const status = await finished(project.id);
    expect(status.analysis?.errorMessage).toBeNull();
    expect(status.status).toBe('success');
    const commits = Number(git('rev-list', '--count', 'HEAD'));
    expect(status.analysis!.result!.analysis.totalCommitsAnalyzed).toBe(commits);
    expect(status.analysis!.result!.entriesCreated).toBe(status.entriesGenerated);
    expect(status.analysis!.documentsDone).toBe(DOC_TYPES.length);
    const rows = await app.database.db.select().from(changelogEntries).where(eq(changelogEntries.repositoryId, project.id));
    expect(rows).toHaveLength(status.entriesGenerated);
    const shas = git('rev-list', 'HEAD').split('\n');
    expect(rows.flatMap((row) => row.commitShas).every((sha) => shas.includes(sha))).toBe(true);

    const [listed] = (await call<Project[]>(admin, 'GET', '/api/admin/projects')).body;
    expect(listed).toMatchObject({ id: project.id, isActive: true, lastAnalyzedAt: expect.any(String) });
    expect(listed!.oldestAnalyzedAt).toBe(new Date(git('log', '--reverse', '--format=%cI').split('\n')[0]!).toISOString());
  });

  it('makes one entry per commit in individual mode, and analysing again replaces the entries', async () => {
    const started = await call<AnalysisJob>(admin, 'POST', `/api/admin/projects/${project.id}/analyze`, { clustering: 'individual', maxCommits: 50, useNewSystem: false, documentTypes: ['changelog'] });
    expect(started.status).toBe(202);
    expect(started.body).toMatchObject({ status: 'queued', clustering: 'individual', maxCommits: 50 });
    const busy = await call<{ message: string }>(admin, 'POST', `/api/admin/projects/${project.id}/analyze`, {});
    expect(busy.status).toBe(409);
    const status = await finished(project.id);
    const commits = Number(git('rev-list', '--count', 'HEAD'));
    expect(status.analysis!.result).toEqual({ entriesCreated: commits, analysis: { totalCommitsAnalyzed: commits } });
    const [{ total }] = await app.database.db.select({ total: count() }).from(changelogEntries).where(eq(changelogEntries.repositoryId, project.id));
    expect(total).toBe(commits);
    const bad = await call<{ message: string }>(admin, 'POST', `/api/admin/projects/${project.id}/analyze`, { maxCommits: 10, clustering: 'some' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('maxCommits must be a whole number from 50 to 2000');
    expect(bad.body.message).toContain('clustering must be one of individual, minimal, balanced, aggressive');
  });

  it('previews what an analysis would read, with figures git agrees with', async () => {
    const { status, body } = await call<PreviewResult>(admin, 'POST', `/api/admin/projects/${project.id}/preview`, { maxCommits: 100 });
    expect(status).toBe(200);
    const total = Number(git('rev-list', '--count', 'HEAD'));
    expect(body.commitCount).toBe(Math.min(total, 100));
    expect(body.overview.totalCommits).toBe(total);
    expect(body.overview.structure.files).toBe(git('ls-tree', '-r', '--name-only', 'HEAD').split('\n').length);
    expect(body.overview.structure.folders).toContain('src');
    expect(body.overview.primaryLanguage).toBe('JavaScript');
    // One source: the preview names the language the project's card shows.
    expect(body.overview.primaryLanguage).toBe(project.language);
    expect(body.estimatedEntries).toBeGreaterThan(0);
    expect(body.estimatedEntries).toBeLessThanOrEqual(body.commitCount);
    const newest = git('log', '-5', '--format=%H%x09%an%x09%s').split('\n').map((line) => line.split('\t'));
    expect(body.sampleCommits).toEqual(newest.map(([sha, author, message]) => ({ sha, author, message })));
  });

  it("serves the project's documents publicly: cards, a document with its figures, the raw Markdown and llms.txt", async () => {
    const view = await call<PublicProjectView>(null, 'GET', `/api/docs/${project.publicSlug}`);
    expect(view.status).toBe(200);
    expect(view.body.project).toMatchObject({ name: 'hello-world', fullName: 'octocat/hello-world', stars: 2710, language: 'JavaScript', description: 'My first repository on GitHub!' });
    expect(view.body.documents.map((card) => card.type)).toEqual([...DOC_TYPES]);
    const head = git('rev-parse', 'HEAD');
    for (const card of view.body.documents) {
      expect([card.type, card.state]).toEqual([card.type, 'ready']);
      expect(card.commit).toEqual({ sha: head, commitsBehind: 0 });
      expect(card.qualityScore).toBeGreaterThan(0);
    }

    const readme = await call<PublicDocumentView>(null, 'GET', `/api/docs/${project.publicSlug}/readme`);
    expect(readme.status).toBe(200);
    const stored = (await app.database.db.select().from(documents).where(eq(documents.repositoryId, project.id))).find((row) => row.docType === 'readme')!;
    expect(readme.body.document).toMatchObject({
      type: 'readme',
      fileName: 'README.md',
      content: stored.content,
      qualityScore: stored.qualityScore,
      tokensUsed: 0,
      generationTime: stored.generationMs,
      engine: 'built-in',
      commit: { sha: head, commitsBehind: 0 },
    });
    expect(readme.body.document.content).toContain('hello-world');
    expect(Object.keys(readme.body.document.components).sort()).toEqual(['completeness', 'coverage', 'diagrams', 'hygiene', 'substance', 'truthfulness']);

    const markdown = await call(null, 'GET', `/api/docs/${project.publicSlug}/readme.md`);
    expect(markdown.status).toBe(200);
    expect(markdown.type).toBe('text/markdown; charset=utf-8');
    expect(markdown.text).toBe(stored.content);

    const llms = await call(null, 'GET', `/${project.publicSlug}/llms.txt`);
    expect(llms.status).toBe(200);
    expect(llms.type).toMatch(/^text\/plain/);
    expect(llms.text).toMatch(/^# octocat\/hello-world\n/);
    for (const type of DOC_TYPES) expect(llms.text).toContain(`/api/docs/${project.publicSlug}/${type}.md`);

    const unknownType = await call<{ message: string }>(null, 'GET', `/api/docs/${project.publicSlug}/business`);
    expect(unknownType.status).toBe(404);
    expect(unknownType.body.message).toMatch(/^There is no document type business; the types are changelog, readme/);
    const unknownSlug = await call<{ message: string }>(null, 'GET', '/api/docs/no-such-project/readme');
    expect([unknownSlug.status, unknownSlug.body.message]).toEqual([404, 'No repository has the public page no-such-project.']);
  });

  it("writes and serves a private repository's documents in its owner's tier only, and names the tier of the others", async () => {
    const repositories = (await call<{ id: number; full_name: string }[]>(admin, 'GET', '/api/repos')).body;
    const octoDocs = repositories.find((repository) => repository.full_name === 'octocat/octo-docs')!;
    const connected = await call<{ publicSlug: string }>(admin, 'POST', '/api/repos/connect', { repoId: octoDocs.id, repoName: 'octo-docs', owner: 'octocat', fullName: 'octocat/octo-docs' });
    expect(connected.status).toBe(201);
    const slug = connected.body.publicSlug;
    const [repository] = await app.database.db.select().from(codeRepositories).where(eq(codeRepositories.publicSlug, slug));
    const deadline = Date.now() + JOB_WAIT_MS;
    for (;;) {
      const [job] = await app.database.db.select().from(repositoryJobs).where(eq(repositoryJobs.repositoryId, repository!.id));
      if (job?.status === 'success') break;
      if (Date.now() > deadline) throw new Error(`The documents of octo-docs were not written: ${JSON.stringify(job)}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const view = (await call<PublicProjectView>(admin, 'GET', `/api/docs/${slug}`)).body;
    // octocat is on the Free tier: the changelog only; the others are named as outside the tier.
    expect(view.documents.filter((card) => card.state === 'ready').map((card) => card.type)).toEqual(['changelog']);
    expect(view.documents.find((card) => card.type === 'readme')).toMatchObject({ state: 'not-in-tier', reason: 'Comes with the Lite tier.' });
    const readme = await call<{ message: string }>(admin, 'GET', `/api/docs/${slug}/readme`);
    expect([readme.status, readme.body.message]).toEqual([403, "The README document is not in octocat/octo-docs's tier: it comes with Lite."]);
    expect((await call(admin, 'GET', `/api/docs/${slug}/changelog`)).status).toBe(200);
    // Unpublished and private: nobody else sees it exists.
    expect((await call(null, 'GET', `/api/docs/${slug}/changelog`)).status).toBe(404);
    expect((await call(admin, 'DELETE', `/api/repos/${octoDocs.id}`)).status).toBe(200);
  });

  it('deletes a project with its entries, documents and jobs', async () => {
    const removed = await call(admin, 'DELETE', `/api/admin/projects/${project.id}`);
    expect(removed.status).toBe(204);
    for (const table of [changelogEntries, documents, repositoryJobs]) {
      const [{ total }] = await app.database.db.select({ total: count() }).from(table).where(eq(table.repositoryId, project.id));
      expect(total).toBe(0);
    }
    expect((await call(admin, 'GET', `/api/admin/projects/${project.id}/status`)).status).toBe(404);
    expect((await call(null, 'GET', `/api/docs/${project.publicSlug}`)).status).toBe(404);
    expect((await call<Project[]>(admin, 'GET', '/api/admin/projects')).body).toEqual([]);
  });
});
