import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AppConfig } from '../../config/app-config.js';
import type { CodeRepositoryRow } from '../../database/schema.js';
import { repositoryRow } from '../../../test/repository-row.js';
import { PushAudienceReader } from './push-audience.js';

const reader = new PushAudienceReader({ publicUrl: 'https://chronicle.example.org' } as AppConfig);


function localRepository(remote: string | null): { folder: string; row: CodeRepositoryRow } {
  const folder = mkdtempSync(path.join(tmpdir(), 'chronicle-audience-'));
  execFileSync('git', ['init', '-q', '-b', 'main'], { cwd: folder });
  if (remote) execFileSync('git', ['remote', 'add', 'origin', remote], { cwd: folder });
  const name = path.basename(folder);
  return { folder, row: repositoryRow({ provider: 'local', owner: 'local', name, fullName: `local/${name}`, publicSlug: name, htmlUrl: null, localPath: folder }) };
}

describe('PushAudienceReader', () => {
  it("names a GitHub repository by its full name and links the push's compare view", async () => {
    const compare = 'https://github.com/octocat/hello-world/compare/1111111...2222222';
    expect(await reader.read(repositoryRow(), { compare })).toEqual({ repository: 'octocat/hello-world', link: compare });
  });

  it('links the public changelog page when a push carries no compare view', async () => {
    expect(await reader.read(repositoryRow(), {})).toEqual({ repository: 'octocat/hello-world', link: 'https://chronicle.example.org/hello-world' });
  });

  it("names a local repository by its web remote's owner/name, and links its public changelog page", async () => {
    const { folder, row } = localRepository('git@github.com:acme/rate-limiter.git');
    try {
      expect(await reader.read(row, {})).toEqual({ repository: 'acme/rate-limiter', link: `https://chronicle.example.org/${row.publicSlug}` });
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it('keeps the local name when the folder has no web remote', async () => {
    const { folder, row } = localRepository(null);
    try {
      expect(await reader.read(row, {})).toEqual({ repository: row.fullName, link: `https://chronicle.example.org/${row.publicSlug}` });
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
