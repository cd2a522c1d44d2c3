import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pushAudienceOf, type PushEntryInput } from './push-entry.js';

type Repository = PushEntryInput['repository'];

/** octocat/hello-world on GitHub, its public page on chronicle.example.org. */
function repositoryRow(overrides: Partial<Repository> = {}): Repository {
  return { fullName: 'octocat/hello-world', localPath: null, htmlUrl: 'https://github.com/octocat/hello-world', publicPage: 'https://chronicle.example.org/hello-world', source: null, ...overrides };
}

function localRepository(remote: string | null): { folder: string; row: Repository } {
  const folder = mkdtempSync(path.join(tmpdir(), 'chronicle-audience-'));
  execFileSync('git', ['init', '-q', '-b', 'main'], { cwd: folder });
  if (remote) execFileSync('git', ['remote', 'add', 'origin', remote], { cwd: folder });
  const name = path.basename(folder);
  return { folder, row: repositoryRow({ fullName: `local/${name}`, publicPage: `https://chronicle.example.org/${name}`, htmlUrl: null, localPath: folder }) };
}

describe('pushAudienceOf', () => {
  it("names a GitHub repository by its full name and links the push's compare view", async () => {
    const compare = 'https://github.com/octocat/hello-world/compare/1111111...2222222';
    expect(await pushAudienceOf(repositoryRow(), { compare })).toEqual({ repository: 'octocat/hello-world', link: compare });
  });

  it('links the public changelog page when a push carries no compare view', async () => {
    expect(await pushAudienceOf(repositoryRow(), {})).toEqual({ repository: 'octocat/hello-world', link: 'https://chronicle.example.org/hello-world' });
  });

  it("names a local repository by its web remote's owner/name, and links its public changelog page", async () => {
    const { folder, row } = localRepository('git@github.com:acme/rate-limiter.git');
    try {
      expect(await pushAudienceOf(row, {})).toEqual({ repository: 'acme/rate-limiter', link: row.publicPage });
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it('keeps the local name when the folder has no web remote', async () => {
    const { folder, row } = localRepository(null);
    try {
      expect(await pushAudienceOf(row, {})).toEqual({ repository: row.fullName, link: row.publicPage });
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
