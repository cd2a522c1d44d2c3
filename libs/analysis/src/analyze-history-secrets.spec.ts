import { rmSync } from 'node:fs';
import { GitFixture } from '@chronicle/history/testing';
import { plantedSecrets, secretPieces } from '@chronicle/snapshot/testing';
import { analyzeHistory } from './analyze-history.js';
import { previewRepository } from './preview-repository.js';

// Made up at run time (never a literal a scanner would flag).
const secrets = { token: plantedSecrets(51).github.value, aws: plantedSecrets(52).aws.value, author: plantedSecrets(53).github.value, folder: plantedSecrets(54).github.value, file: plantedSecrets(55).aws.value };

function leakedPiece(text: string): string | null {
  return Object.values(secrets).flatMap(secretPieces).find((piece) => text.includes(piece)) ?? null;
}

describe('an analysis of a history whose messages, authors and paths hold secrets', () => {
  let repo: GitFixture;
  let cache: string;
  beforeAll(() => {
    repo = new GitFixture();
    cache = GitFixture.tempDir('chronicle-analysis-secrets-');
    repo.commit('feat: a queue', { 'src/queue.ts': 'export class Queue {}\n' });
    repo.git('config', 'user.name', `Mallory ${secrets.author}`);
    repo.commit(`feat: deploy with the token ${secrets.token}\n\nThe AWS key is ${secrets.aws}.`, {
      [`${secrets.folder}/deploy.ts`]: 'export const deploy = 1;\n',
      [`src/${secrets.file}.ts`]: 'export const key = 1;\n',
    });
    repo.commit(`fix(${secrets.folder}): deploy once`, { [`${secrets.folder}/deploy.ts`]: 'export const deploy = 2;\n' });
  });
  afterAll(() => {
    repo.remove();
    rmSync(cache, { recursive: true, force: true });
  });

  it.each(['individual', 'minimal'] as const)('writes entries (%s) whose headline, summary and social text hold no piece of them', async (clustering) => {
    const result = await analyzeHistory({ source: repo.dir, cloneCacheDir: cache, maxCommits: 50, clustering, tone: 'professional' });
    expect(result.entries.length).toBeGreaterThan(0);
    expect(result.entries.map((entry) => entry.headline).join('\n')).toContain('…');
    expect(leakedPiece(JSON.stringify(result))).toBeNull();
  });

  it("previews the repository with its folders' names, authors and messages cut", async () => {
    const preview = await previewRepository({ source: repo.dir, cloneCacheDir: cache, maxCommits: 50 });
    expect(preview.overview.structure.folders).toEqual(['…', 'src']);
    expect(preview.sampleCommits.map((commit) => commit.author)).toContain('Mallory …');
    expect(leakedPiece(JSON.stringify(preview))).toBeNull();
  });
});
