import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defaultSeed, loadSeed, startGithubEmulator, type EmulatorSeed } from './index.js';
import { runGit } from './git/run-git.js';
import { validateSeed } from './seed.js';

let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'github-emulator-seed-'));
});

afterAll(() => rm(dir, { recursive: true, force: true }));

const customSeed: EmulatorSeed = {
  users: [
    { login: 'mona', name: 'Mona Lisa', avatar_url: 'https://avatars.githubusercontent.com/u/1?v=4' },
    { login: 'hubot', name: 'Hubot', avatar_url: 'https://avatars.githubusercontent.com/u/2?v=4' },
  ],
  repositories: [
    { owner: 'hubot', name: 'scripts', description: 'Hubot scripts.', language: 'CoffeeScript', stargazers_count: 7, default_branch: 'trunk', private: false },
  ],
};

async function seedFile(name: string, content: unknown): Promise<string> {
  const file = path.join(dir, name);
  await writeFile(file, typeof content === 'string' ? content : JSON.stringify(content));
  return file;
}

describe('loadSeed', () => {
  it('reads a seed file', async () => {
    expect(await loadSeed(await seedFile('custom.json', customSeed))).toEqual(customSeed);
  });

  it('accepts the default seed', () => {
    expect(validateSeed(defaultSeed)).toBe(defaultSeed);
  });

  it('names the file and the bad field in a sentence', async () => {
    const file = await seedFile('bad-owner.json', {
      ...customSeed,
      repositories: [customSeed.repositories[0], { ...customSeed.repositories[0], name: 'other', owner: 'bob' }],
    });

    await expect(loadSeed(file)).rejects.toThrow(`Seed file ${file}: repositories[1].owner "bob" is not one of the seeded users.`);
  });

  it.each([
    ['not an object', [], 'the seed must be a JSON object with "users" and "repositories" arrays.'],
    ['no users', { users: [], repositories: [] }, 'users must list at least one user.'],
    ['a typo', { ...customSeed, users: [{ login: 'mona', nmae: 'Mona', avatar_url: 'https://x.test/a.png' }] }, 'users[0].nmae is not a known field (expected login, name, avatar_url).'],
    ['a missing field', { ...customSeed, users: [{ login: 'mona', avatar_url: 'https://x.test/a.png' }] }, 'users[0].name must be a string (got nothing).'],
    ['a bad login', { ...customSeed, users: [{ ...customSeed.users[0], login: '-mona' }] }, 'users[0].login "-mona" is not a valid GitHub login'],
    ['a duplicate login', { ...customSeed, users: [customSeed.users[0], { ...customSeed.users[1], login: 'MONA' }] }, 'users[1].login "MONA" is already used by an earlier user.'],
    ['negative stars', { ...customSeed, repositories: [{ ...customSeed.repositories[0], stargazers_count: -1 }] }, 'repositories[0].stargazers_count must be a non-negative integer (got -1).'],
    ['a bad branch', { ...customSeed, repositories: [{ ...customSeed.repositories[0], default_branch: 'a..b' }] }, 'repositories[0].default_branch "a..b" is not a valid git branch name.'],
    ['a ".git" name', { ...customSeed, repositories: [{ ...customSeed.repositories[0], name: 'x.git' }] }, 'repositories[0].name "x.git" is not a valid repository name'],
    ['a non-boolean private', { ...customSeed, repositories: [{ ...customSeed.repositories[0], private: 'no' }] }, 'repositories[0].private must be true or false (got "no").'],
  ])('explains %s', async (_what, content, message) => {
    const file = await seedFile('invalid.json', content);

    await expect(loadSeed(file)).rejects.toThrow(`Seed file ${file}: ${message}`);
  });

  it('explains a file that is not JSON or not there', async () => {
    const notJson = await seedFile('broken.json', '{ users: ');

    await expect(loadSeed(notJson)).rejects.toThrow(new RegExp(`^Seed file ${notJson} is not valid JSON: `));
    await expect(loadSeed(path.join(dir, 'missing.json'))).rejects.toThrow(/could not be read: ENOENT/);
  });
});

describe('an emulator started from a custom seed', () => {
  it('serves its users and repositories, and keeps them in the given data directory', async () => {
    const dataDir = path.join(dir, 'data');
    const emulator = await startGithubEmulator({ seed: await loadSeed(await seedFile('start.json', customSeed)), dataDir });
    try {
      const authorize = await fetch(`${emulator.url}/login/oauth/authorize?client_id=c&redirect_uri=http://localhost/cb`, { redirect: 'manual' });
      expect(authorize.status).toBe(302);

      const heads = await runGit(['ls-remote', '--symref', `${emulator.url}/hubot/scripts.git`, 'HEAD']);
      expect(heads).toContain('ref: refs/heads/trunk\tHEAD');
      expect(await runGit(['--git-dir', path.join(dataDir, 'hubot', 'scripts.git'), 'log', '--format=%an', 'trunk'])).toBe('Hubot');
    } finally {
      await emulator.close();
    }
    expect(await runGit(['--git-dir', path.join(dataDir, 'hubot', 'scripts.git'), 'rev-parse', '--verify', 'trunk'])).toMatch(/^[0-9a-f]{40}$/);
  });

  it('refuses an invalid seed passed in code', async () => {
    const seed = { ...customSeed, repositories: [{ ...customSeed.repositories[0]!, owner: 'bob' }] };

    await expect(startGithubEmulator({ seed })).rejects.toThrow('Seed: repositories[0].owner "bob" is not one of the seeded users.');
  });
});
