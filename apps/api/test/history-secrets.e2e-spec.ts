import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import type { RepositorySummary } from '@chronicle/contracts';
import { plantedSecrets, secretPieces } from '@chronicle/snapshot/testing';
import { changelogEntries, codeRepositories } from '../src/database/schema.js';
import { TestBrowser } from './browser.js';
import { documentsJobDone, JOB_WAIT_MS } from './connected-app.js';
import { commitFile, createRepository, git } from './local-git.js';
import { startTestApp, type TestApp, closeAll } from './test-app.js';

// Finding M1 and L7 of issue 31: secrets written into a repository's history — a commit message
// (a GitHub token and an AWS key, gitleaks' shapes), an author's name, a folder and a file name, a
// tag — are published nowhere Chronicle shows that history, nor kept in the snapshot cache. The
// values are made up at run time, so this file holds nothing a secret scanner would flag.
const secrets = {
  messageToken: plantedSecrets(61).github.value,
  messageAwsKey: plantedSecrets(62).aws.value,
  author: plantedSecrets(63).github.value,
  folder: plantedSecrets(64).github.value,
  file: plantedSecrets(65).aws.value,
  tag: plantedSecrets(66).github.value,
};
// An entry stored before texts were redacted on the way in: it must not be shown either.
const storedBefore = plantedSecrets(67).github.value;
const ALL = [...Object.values(secrets), storedBefore];

/** The first piece of eight characters of a planted secret the text holds, else null. */
function leakedPiece(text: string): string | null {
  return ALL.flatMap(secretPieces).find((piece) => text.includes(piece)) ?? null;
}

describe('secrets in the history of a repository', () => {
  let folder: string;
  let repo: string;
  let app: TestApp;
  let browser: TestBrowser;
  let repositoryId: string;
  let slug: string;
  let client: Client;

  beforeAll(async () => {
    folder = mkdtempSync(path.join(tmpdir(), 'chronicle-history-secrets-'));
    repo = path.join(folder, 'vault');
    createRepository(repo);
    commitFile(repo, 'src/index.ts', '/** Starts the vault. */\nexport function startVault(): void {}\n', 'feat: start the vault');
    app = await startTestApp('pglite', { CHRONICLE_LOCAL_REPOS: folder, CHRONICLE_POLL_SECONDS: '1', CHRONICLE_RATE_LIMIT_PUBLIC: '1000' }, { listen: true });
    browser = new TestBrowser();
    await browser.navigate(`${app.url}/api/auth/github`, (next) => next.pathname === '/dashboard');
    const listed = (await (await browser.request(`${app.url}/api/repos`)).json()) as RepositorySummary[];
    const vault = listed.find((candidate) => candidate.name === 'vault')!;
    const connect = await browser.request(`${app.url}/api/repos/connect`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ repoId: vault.id, repoName: 'vault', owner: 'local', fullName: 'local/vault' }),
    });
    expect(connect.status).toBe(201);
    // A local repository is private: its owner publishes its pages (and so its MCP answers).
    const published = await browser.request(`${app.url}/api/repos/${vault.id}/publishing`, { method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ published: true }) });
    expect(published.status).toBe(200);
    [{ id: repositoryId, publicSlug: slug }] = await app.database.db.select().from(codeRepositories);
    await documentsJobDone(app, repositoryId, new Date(0));

    // The push: one commit by an author whose name holds a token, adding a folder and a file named
    // by secrets, with both secrets in its message; then a tag naming a secret on it.
    const pushedAt = new Date();
    mkdirSync(path.join(repo, secrets.folder));
    writeFileSync(path.join(repo, secrets.folder, 'deploy.ts'), '/** Deploys a release. */\nexport function deployRelease(): void {}\n');
    mkdirSync(path.join(repo, 'config'));
    writeFileSync(path.join(repo, 'config', `${secrets.file}.ts`), 'export const region = "eu-west-1";\n');
    git(repo, 'add', '-A');
    git(repo, '-c', `user.name=Mallory ${secrets.author}`, 'commit', '-q', '-m', `feat: deploy with the token ${secrets.messageToken}\n\nThe AWS key is ${secrets.messageAwsKey}.`);
    git(repo, 'tag', `v1.0.0-${secrets.tag}`);
    await pushEntry(JOB_WAIT_MS);
    await documentsJobDone(app, repositoryId, pushedAt);

    await app.database.db.insert(changelogEntries).values({
      repositoryId,
      source: 'analysis',
      deliveryId: null,
      headline: `Rotate ${storedBefore}`,
      summary: `The old token was ${storedBefore}.`,
      socialText: `Rotated ${storedBefore}`,
      commitCount: 1,
      commitShas: [git(repo, 'rev-parse', 'HEAD')],
      generatedBy: 'built-in',
      pushedAt: new Date(),
      processingMs: 1,
    });
    client = new Client({ name: 'chronicle-secrets-test', version: '0.0.0' });
    await client.connect(new StreamableHTTPClientTransport(new URL(`${app.url}/api/mcp`)));
  }, 600_000);
  afterAll(async () => {
    await closeAll(client, app);
    rmSync(folder, { recursive: true, force: true });
  });

  async function pushEntry(timeoutMs: number): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while ((await app.database.db.select().from(changelogEntries).where(eq(changelogEntries.source, 'push'))).length === 0) {
      if (Date.now() > deadline) throw new Error(`No entry for the push within ${timeoutMs} ms.`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }

  /** The whole answer, every page of it (each must be free of them), in pages of up to 20,000 characters. */
  async function call(name: string, args: Record<string, unknown> = {}): Promise<{ raw: string; text: string }> {
    const raws: string[] = [];
    const texts: string[] = [];
    let cursor: string | undefined;
    do {
      const result = (await client.callTool({ name, arguments: { ...args, max_chars: 20_000, ...(cursor ? { cursor } : {}) } })) as CallToolResult;
      const raw = JSON.stringify(result);
      expect([name, result.isError === true ? raw.slice(0, 300) : 'answered']).toEqual([name, 'answered']);
      const text = result.content.map((part) => (part.type === 'text' ? part.text : '')).join('');
      raws.push(raw);
      texts.push(text);
      cursor = /`cursor` "([\w-]+)" for the next page\.\n$/.exec(text)?.[1];
    } while (cursor);
    return { raw: raws.join('\n'), text: texts.join('') };
  }

  it('stores the push entry with the secrets cut out of its headline, summary and social text', async () => {
    const rows = await app.database.db.select().from(changelogEntries).where(eq(changelogEntries.source, 'push'));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.headline).toContain('…');
    expect(leakedPiece(JSON.stringify(rows))).toBeNull();
  });

  it('shows none on the public changelog or in its Atom feed, from rows stored before the fix either', async () => {
    const page = await fetch(`${app.url}/api/public/${slug}`);
    expect(page.status).toBe(200);
    const json = await page.text();
    expect(json).toContain('Rotate …');
    expect(leakedPiece(json)).toBeNull();
    const feed = await fetch(`${app.url}/api/public/${slug}/feed.atom`);
    expect(feed.status).toBe(200);
    const xml = await feed.text();
    expect(xml).toContain('<entry>');
    expect(leakedPiece(xml)).toBeNull();
    const dashboard = await (await browser.request(`${app.url}/api/changelog-entries`)).text();
    expect(leakedPiece(dashboard)).toBeNull();
  });

  it('answers every MCP tool without them: git answers, stored entries, symbols, documents and search', async () => {
    const answers: string[] = [];
    answers.push((await call('list_repositories')).raw);
    const since = await call('changes_since', { repository: slug, since: '2000-01-01' });
    expect(since.text).toMatch(/^- `[0-9a-f]{7}` \S+ Mallory … — /m);
    expect(since.text).toContain('## Stored entries');
    answers.push(since.raw, (await call('changes_since', { repository: slug, since: `v1.0.0-${secrets.tag}` })).raw);
    for (const touched of ['config', secrets.folder, `${secrets.folder}/deploy.ts`]) answers.push((await call('file_history', { repository: slug, path: touched })).raw);
    const symbol = await call('find_symbol', { repository: slug, name: 'deployRelease' });
    expect(symbol.text).toContain('`…/deploy.ts:');
    answers.push(symbol.raw);
    const documents = await call('list_documents', { repository: slug });
    answers.push(documents.raw);
    const ready = [...documents.text.matchAll(/^\| (\w+) \| \S+ \| ready \|/gm)].map((match) => match[1]!);
    expect(ready.length).toBeGreaterThan(0);
    for (const type of ready) answers.push((await call('read_document', { repository: slug, type })).raw);
    for (const query of ['deploy', 'deployRelease', 'token', 'config']) answers.push((await call('search', { query, repository: slug })).raw);
    for (const answer of answers) expect(leakedPiece(answer)).toBeNull();
  });

  it('keeps no piece of them in any file of the snapshot cache', () => {
    const cacheDir = path.join(app.config.dataDir, 'snapshot-cache');
    const files = readdirSync(cacheDir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());
    expect(files.some((entry) => path.basename(entry.parentPath) === 'snapshots')).toBe(true);
    for (const entry of files) {
      const file = path.join(entry.parentPath, entry.name);
      expect([file, leakedPiece(readFileSync(file, 'utf8'))]).toEqual([file, null]);
    }
  });
});
