import { pushToEmulator } from '@chronicle/github-emulator';
import type { ActiveRepositoryView } from '@chronicle/contracts';
import { PublicViewCounter } from '../src/modules/public-changelog/public-view-counter.js';
import { codeRepositories, publicPageVisits } from '../src/database/schema.js';
import { commit, connectedApp, entryOf, type Setup } from './connected-app.js';
import { DATABASE_KINDS, closeAll } from './test-app.js';

type Client = { address: string; userAgent: string };

// Documentation addresses (RFC 5737), told to Chronicle through X-Forwarded-For with one proxy trusted.
const ALICE: Client = { address: '198.51.100.7', userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0' };
const ALICE_ON_HER_PHONE: Client = { address: ALICE.address, userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0) Safari/605.1' };
const BOB_SAME_BROWSER: Client = { address: '203.0.113.20', userAgent: ALICE.userAgent };

describe.each(DATABASE_KINDS)('counting views of a public page on %s', (kind) => {
  let setup: Setup;

  beforeAll(async () => {
    setup = await connectedApp(kind, { CHRONICLE_TRUST_PROXY: '1' });
    const result = await pushToEmulator(setup.emulator, { owner: 'octocat', repo: 'hello-world', branch: 'main', commits: [commit('feat: add a Redis store')] });
    await entryOf(setup, result.deliveries[0]!.id);
  });
  afterAll(async () => {
    await closeAll(setup.app, setup.emulator);
  });

  async function load(client: Client): Promise<void> {
    const response = await fetch(`${setup.app.url}/api/public/hello-world`, { headers: { 'user-agent': client.userAgent, 'x-forwarded-for': client.address } });
    expect(response.status).toBe(200);
  }

  /** Public Views as the dashboard shows them. */
  async function publicViews(): Promise<number> {
    const view = (await (await setup.browser.request(`${setup.app.url}/api/repos/active`)).json()) as ActiveRepositoryView;
    return view.stats!.publicViews;
  }

  it('counts one view for a visitor who loads the page five times, and one for each other visitor', async () => {
    for (let n = 0; n < 5; n++) await load(ALICE);
    expect(await publicViews()).toBe(1);
    await load(ALICE_ON_HER_PHONE);
    await load(ALICE_ON_HER_PHONE);
    expect(await publicViews()).toBe(2);
    await load(BOB_SAME_BROWSER);
    expect(await publicViews()).toBe(3);
  });

  it('counts simultaneous first loads by one visitor once', async () => {
    const before = await publicViews();
    const carol: Client = { address: '192.0.2.33', userAgent: 'curl/8.14.1' };
    await Promise.all(Array.from({ length: 5 }, () => load(carol)));
    expect(await publicViews()).toBe(before + 1);
  });

  it('stores a keyed hash of each visitor, never the address or the browser', async () => {
    const rows = await setup.app.database.db.select().from(publicPageVisits);
    expect(rows.length).toBeGreaterThanOrEqual(3);
    const stored = JSON.stringify(rows);
    for (const text of [ALICE.address, BOB_SAME_BROWSER.address, 'Firefox', 'iPhone']) expect(stored).not.toContain(text);
    for (const row of rows) {
      expect(row.visitor).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(row.day).toBe(new Date().toISOString().slice(0, 10));
    }
  });

  it('counts the same visitor again on the next UTC day', async () => {
    const [repository] = await setup.app.database.db.select().from(codeRepositories);
    const counter = setup.app.app.get(PublicViewCounter);
    const tomorrow = new Date(Date.now() + 24 * 60 * 60 * 1000);
    const before = await publicViews();
    await counter.count(repository!.id, { ip: ALICE.address, userAgent: ALICE.userAgent }, tomorrow);
    await counter.count(repository!.id, { ip: ALICE.address, userAgent: ALICE.userAgent }, tomorrow);
    expect(await publicViews()).toBe(before + 1);
  });
});
