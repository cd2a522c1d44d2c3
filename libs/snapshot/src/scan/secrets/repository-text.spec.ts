import { readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { Commit } from '@chronicle/history';
import { GitFixture } from '@chronicle/history/testing';
import { buildSnapshot } from '../../build-snapshot.js';
import { plantedSecrets, secretPieces } from '../../testing/secrets.js';
import { commitTexts, redactSecrets, redactSecretsIn } from './index.js';

const planted = plantedSecrets(31);
const github = planted.github.value;
const aws = planted.aws.value;

/** The first piece of any of these values a text holds, else null. */
function leakedPiece(text: string, values: readonly string[]): string | null {
  return values.flatMap(secretPieces).find((piece) => text.includes(piece)) ?? null;
}

describe('redactSecrets', () => {
  it("takes gitleaks' secrets out of a commit message and keeps its words", () => {
    expect(redactSecrets(`fix: rotate the deploy token ${github}\n\nThe old key was ${aws}.`)).toBe('fix: rotate the deploy token …\n\nThe old key was ….');
  });

  it('takes them out of names: a file or folder path, an author, a tag', () => {
    expect(redactSecrets(`config/${github}/settings.json`)).toBe('config/…/settings.json');
    expect(redactSecrets(`${aws}.txt`)).toBe('….txt');
    expect(redactSecrets(`release-${github}`)).toBe('release-…');
  });

  it('leaves text without a secret as it is, words such as token and key included', () => {
    const text = 'feat(auth): refresh the access token before the API key expires (#12)';
    expect(redactSecrets(text)).toBe(text);
    expect(redactSecrets('')).toBe('');
  });
});

describe('redactSecretsIn', () => {
  const commit: Commit = {
    sha: 'a'.repeat(40),
    parents: [],
    authorName: `Mallory ${github}`,
    authorEmail: 'mallory@example.com',
    authorDate: '2024-01-01T12:00:00+02:00',
    committerDate: '2024-01-01T12:00:00+02:00',
    subject: `chore: add ${aws}`,
    body: '',
    files: [{ path: `keys/${github}.txt`, additions: 1, deletions: 0 }],
  };

  it('takes a secret found in any string out of every string, and leaves SHAs and dates alone', () => {
    const redacted = redactSecretsIn({ commit, quoted: [`by ${github}`] });
    expect(redacted.commit.authorName).toBe('Mallory …');
    expect(redacted.commit.subject).toBe('chore: add …');
    expect(redacted.commit.files[0]!.path).toBe('keys/….txt');
    expect(redacted.quoted).toEqual(['by …']);
    expect(redacted.commit.sha).toBe(commit.sha);
    expect(redacted.commit.authorDate).toBe(commit.authorDate);
    expect(leakedPiece(JSON.stringify(redacted), [github, aws])).toBeNull();
  });

  it("scans only the texts it is given (a commit's message, author and paths) and redacts everywhere", () => {
    expect(commitTexts(commit)).toEqual([commit.subject, '', commit.authorName, commit.authorEmail, commit.files[0]!.path]);
    const redacted = redactSecretsIn({ commits: [commit], line: `${commit.authorName} — ${commit.subject}` }, commitTexts(commit));
    expect(redacted.line).toBe('Mallory … — chore: add …');
  });

  it('gives back the same value when there is no secret', () => {
    const clean = { ...commit, authorName: 'Ada Lovelace', subject: 'feat: add a key store', files: [] };
    expect(redactSecretsIn(clean)).toBe(clean);
  });
});

describe('a snapshot of a repository whose names hold secrets', () => {
  const names = { folder: plantedSecrets(32).github.value, file: plantedSecrets(33).aws.value, author: plantedSecrets(34).github.value, tag: plantedSecrets(35).github.value };
  let repo: GitFixture;
  let cacheDir: string;
  beforeAll(() => {
    repo = new GitFixture();
    cacheDir = GitFixture.tempDir('chronicle-secret-names-');
    repo.commit('feat: first', { 'src/index.ts': 'export const one = 1;\n' });
    repo.git('config', 'user.name', `Mallory ${names.author}`);
    repo.commit('feat: add settings', {
      [`${names.folder}/settings.ts`]: '// TODO: read them from the environment\nexport const settings = {};\n',
      [`docs/${names.file}.md`]: '# Notes\n',
    });
    repo.tag(`v1.0.0-${names.tag}`);
  });
  afterAll(() => {
    repo.remove();
    rmSync(cacheDir, { recursive: true, force: true });
  });

  it('redacts file, folder, author and tag names before the snapshot is cached, and again when it is read back', async () => {
    const snapshot = await buildSnapshot(repo.dir, { cacheDir });
    expect(snapshot.files.map((file) => file.path).sort()).toEqual(['docs/….md', 'src/index.ts', '…/settings.ts']);
    expect(snapshot.history.tags.map((tag) => tag.name)).toEqual(['v1.0.0-…']);
    expect(snapshot.history.authorsByFolder.flatMap((folder) => folder.authors.map((author) => author.name))).toContain('Mallory …');
    expect(snapshot.files.find((file) => file.path === '…/settings.ts')!.scan.markers[0]!.author).toBe('Mallory …');
    const again = await buildSnapshot(repo.dir, { cacheDir });
    const cacheFiles = readdirSync(cacheDir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());
    expect(cacheFiles.some((entry) => entry.parentPath.endsWith('snapshots'))).toBe(true);
    for (const text of [JSON.stringify(snapshot), JSON.stringify(again), ...cacheFiles.map((entry) => readFileSync(path.join(entry.parentPath, entry.name), 'utf8'))]) {
      expect(leakedPiece(text, Object.values(names))).toBeNull();
    }
  }, 120_000);
});
