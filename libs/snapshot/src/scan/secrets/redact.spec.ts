import { readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { GitFixture } from '@chronicle/history/testing';
import { buildSnapshot } from '../../build-snapshot.js';
import { plantedSecrets } from '../../testing/secrets.js';
import { SECRET_PIECE, secretRedactor, secretFingerprint } from './index.js';

const planted = plantedSecrets(7);

/** Every piece of SECRET_PIECE characters of a value: none may appear in a fact. */
function pieces(value: string): string[] {
  return Array.from({ length: value.length - SECRET_PIECE + 1 }, (_, start) => value.slice(start, start + SECRET_PIECE)).filter((piece) => !piece.includes('\n'));
}

describe('secretRedactor', () => {
  const redact = secretRedactor([planted.github.value, planted.aws.value])!;

  it('replaces every quoted piece of a secret with an ellipsis and keeps the words around it', () => {
    expect(redact(`export const TOKEN = "${planted.github.value}";`)).toBe('export const TOKEN = "…";');
    expect(redact(`aws ${planted.aws.value.slice(3, 15)} and ${planted.github.value.slice(0, 7)}`)).toBe(`aws … and ${planted.github.value.slice(0, 7)}`);
  });

  it('leaves text without a piece of a secret alone, and is null when there is no secret', () => {
    expect(redact('const token = process.env.GITHUB_TOKEN;')).toBe('const token = process.env.GITHUB_TOKEN;');
    expect(secretRedactor([])).toBeNull();
  });
});

describe('a snapshot of a repository holding secrets', () => {
  let repo: GitFixture;
  let cacheDir: string;
  beforeAll(() => {
    repo = new GitFixture();
    cacheDir = GitFixture.tempDir('chronicle-secrets-cache-');
    repo.commit('feat: first', {
      'README.md': `# Demo\n\nDeploy with the token ${planted.github.value} and the key below, then start the server with care.\n`,
      'package.json': JSON.stringify({ name: 'demo', description: `Demo app, key ${planted.stripe.value}`, scripts: { deploy: `NPM_TOKEN=${planted.npm.value} npm publish` } }, null, 2),
      '.github/workflows/ci.yml': `name: CI\non: push\njobs:\n  test:\n    runs-on: ubuntu-latest\n    steps:\n      - run: |\n          curl -H "Authorization: Bearer ${planted.slack.value}" https://example.com\n`,
      'src/config.ts': `/** The AWS key ${planted.aws.value}. */\nexport const AWS_KEY = "${planted.aws.value}";\n// TODO rotate ${planted.github.value}\nexport const PEM = \`${planted.privateKey.value}\`;\n`,
    });
    repo.commit(`fix: remove token ${planted.github.value}`);
  });
  afterAll(() => {
    repo.remove();
    rmSync(cacheDir, { recursive: true, force: true });
  });

  it('finds the secrets by file, rule and line, and keeps no piece of any of them in any fact or cache file', async () => {
    const snapshot = await buildSnapshot(repo.dir, { cacheDir });
    const config = snapshot.files.find((file) => file.path === 'src/config.ts')!;
    expect(config.scan.secrets.map((secret) => [secret.rule, secret.line])).toEqual([
      ['aws-access-token', 1],
      ['aws-access-token', 2],
      ['github-pat', 3],
      ['private-key', 4],
    ]);
    expect(config.scan.secrets[0]!.fingerprint).toBe(secretFingerprint(planted.aws.value));
    expect(config.code.symbols.find((symbol) => symbol.name === 'AWS_KEY')?.signature).toBe('export const AWS_KEY = "…"');
    expect(snapshot.project.ciWorkflows[0]!.commands).toEqual(['curl -H "Authorization: Bearer …" https://example.com']);
    expect(snapshot.commit.subject).toBe('fix: remove token …');
    const stored = [JSON.stringify(snapshot), ...readdirSync(cacheDir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile()).map((entry) => readFileSync(path.join(entry.parentPath, entry.name), 'utf8'))];
    for (const { value } of Object.values(planted)) {
      for (const piece of pieces(value)) for (const text of stored) expect(text.includes(piece) ? piece : null).toBeNull();
    }
  });
});
