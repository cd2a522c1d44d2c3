import { parseFeed } from '@rowanmanning/feed-parser';
import { pushToEmulator } from '@chronicle/github-emulator';
import type { PublicChangelog, RepositorySummary } from '@chronicle/contracts';
import { codeRepositories } from '../src/database/schema.js';
import { commit, connectedApp, entryOf, type Setup } from './connected-app.js';
import { closeAll } from './test-app.js';

describe('the public changelog', () => {
  let setup: Setup;

  beforeAll(async () => {
    setup = await connectedApp('pglite');
    for (const message of ['feat: add a Redis store', 'fix: refill tokens at the configured rate']) {
      const result = await pushToEmulator(setup.emulator, { owner: 'octocat', repo: 'hello-world', branch: 'main', commits: [commit(message)] });
      await entryOf(setup, result.deliveries[0]!.id);
    }
  });
  afterAll(async () => {
    await closeAll(setup.app, setup.emulator);
  });

  const get = (path: string) => fetch(`${setup.app.url}${path}`);

  it('shows the repository and its entries to anyone, newest first, and counts the view once a day per visitor', async () => {
    const response = await get('/api/public/hello-world');
    expect(response.status).toBe(200);
    const body = (await response.json()) as PublicChangelog;
    expect(body).toMatchObject({ repository: { name: 'hello-world', fullName: 'octocat/hello-world', publicSlug: 'hello-world' }, page: 1, pageSize: 20, total: 2 });
    expect(body.entries.map((entry) => entry.commitCount)).toEqual([1, 1]);
    expect(body.entries[0]!.summary).toMatch(/refill/i);
    expect(Date.parse(body.entries[0]!.pushedAt)).toBeGreaterThanOrEqual(Date.parse(body.entries[1]!.pushedAt));

    const views = async () => (await setup.app.database.db.select({ views: codeRepositories.publicViews }).from(codeRepositories))[0]!.views;
    expect(await views()).toBe(1);
    await get('/api/public/hello-world');
    expect(await views()).toBe(1);
    await fetch(`${setup.app.url}/api/public/hello-world`, { headers: { 'user-agent': 'another browser' } });
    expect(await views()).toBe(2);
  });

  it('offers an Atom feed', async () => {
    const response = await get('/api/public/hello-world/feed.atom');
    expect(response.headers.get('content-type')).toMatch(/application\/atom\+xml/);
    const xml = await response.text();
    expect(xml).toContain('<feed xmlns="http://www.w3.org/2005/Atom">');
    expect(xml).toContain('<title>octocat/hello-world changelog</title>');
    expect(xml.match(/<entry>/g)).toHaveLength(2);
    const feed = parseFeed(xml);
    expect(feed.authors).toEqual([{ name: 'octocat', url: `${setup.emulator.url}/octocat`, email: null }]);
    for (const item of feed.items) {
      expect(item).toMatchObject({ id: expect.stringMatching(/^urn:uuid:/), url: `${setup.app.url}/hello-world`, updated: expect.any(Date) });
      expect(item.title).toBeTruthy();
    }
  });

  it('answers an unknown slug and a bad page with a sentence', async () => {
    expect(await (await get('/api/public/no-such-repo')).json()).toEqual({ statusCode: 404, message: 'No repository has the public page no-such-repo.' });
    expect(await (await get('/api/public/hello-world?page=zero')).json()).toEqual({ statusCode: 400, message: 'page must be a whole number of at least 1.' });
    const empty = (await (await get('/api/public/hello-world?page=2')).json()) as PublicChangelog;
    expect(empty).toMatchObject({ page: 2, entries: [], total: 2 });
  });

  it('stays readable after the repository is disconnected', async () => {
    const repositories = (await (await setup.browser.request(`${setup.app.url}/api/repos`)).json()) as RepositorySummary[];
    const repo = repositories.find((repository) => repository.connected)!;
    expect((await setup.browser.request(`${setup.app.url}/api/repos/${repo.id}`, { method: 'DELETE' })).status).toBe(200);
    const body = (await (await get('/api/public/hello-world')).json()) as PublicChangelog;
    expect(body.total).toBe(2);
  });
});
