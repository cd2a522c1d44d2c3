import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { GitFixture } from '@chronicle/history/testing';
import { plantedSecrets, secretPieces } from '@chronicle/snapshot/testing';
import { FixtureSource } from './testing/fixture-source.js';
import { connectInMemory } from './testing/mcp-client.js';

// Made up at run time (never a literal a scanner would flag): one secret per place it is planted.
const secrets = {
  message: plantedSecrets(41).github.value,
  messageAws: plantedSecrets(42).aws.value,
  author: plantedSecrets(43).github.value,
  folder: plantedSecrets(44).github.value,
  file: plantedSecrets(45).aws.value,
  tag: plantedSecrets(46).github.value,
  notes: plantedSecrets(47).aws.value,
};

function leakedPiece(text: string): string | null {
  return Object.values(secrets).flatMap(secretPieces).find((piece) => text.includes(piece)) ?? null;
}

describe('the git answers of a repository whose history holds secrets', () => {
  let fixture: GitFixture;
  let client: Client;

  beforeAll(async () => {
    fixture = new GitFixture();
    fixture.commit('feat: a queue', { 'src/queue.ts': 'export class Queue {}\n' });
    fixture.tag('v1.0.0');
    fixture.git('config', 'user.name', `Mallory ${secrets.author}`);
    fixture.commit(`feat: deploy with the token ${secrets.message}\n\nThe key is ${secrets.messageAws}.`, {
      [`${secrets.folder}/deploy.ts`]: 'export const deploy = 1;\n',
      [`config/${secrets.file}.json`]: '{}\n',
    });
    fixture.tag(`v1.1.0-${secrets.tag}`);
    fixture.commit('fix: the queue keeps its order', { 'src/queue.ts': 'export class Queue { readonly jobs = []; }\n', 'CHANGELOG.md': `# Changelog\n\n## 1.2.0\n\n- Rotated the key ${secrets.notes} after the leak.\n` });
    fixture.tag('v1.2.0');
    client = await connectInMemory(new FixtureSource(fixture.dir));
  });
  afterAll(async () => {
    await client.close();
    fixture.remove();
  });

  async function answerOf(name: string, args: Record<string, unknown>): Promise<string> {
    const result = (await client.callTool({ name, arguments: args })) as CallToolResult;
    expect(result.isError).not.toBe(true);
    return JSON.stringify(result);
  }

  it('changes_since answers the commits and items with every secret of messages, authors, paths and tags cut out', async () => {
    const answer = await answerOf('changes_since', { since: 'v1.0.0' });
    expect(answer).toContain('deploy with the token …');
    expect(answer).toContain('Mallory …');
    expect(leakedPiece(answer)).toBeNull();
    // The maintainers' release notes are quoted with their secret cut out too.
    expect(answer).toContain('Rotated the key …');
    // The tag holding a secret, named by a client that knows it, is not echoed either.
    const byTag = await answerOf('changes_since', { since: `v1.1.0-${secrets.tag}` });
    expect(byTag).toContain('v1.1.0-…');
    expect(leakedPiece(byTag)).toBeNull();
  });

  it('file_history answers the files and folders touched, the authors and the messages with every secret cut out', async () => {
    for (const path of ['config', secrets.folder, `${secrets.folder}/deploy.ts`]) {
      const answer = await answerOf('file_history', { path });
      expect(leakedPiece(answer)).toBeNull();
    }
    expect(await answerOf('file_history', { path: 'config' })).toContain('config/….json');
  });
});
