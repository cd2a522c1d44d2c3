import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { startGithubEmulator, defaultSeed, type EmulatorSeed, type RunningEmulator } from './index.js';
import { runGit } from './git/run-git.js';
import { signIn } from './testing/oauth.js';

const seed: EmulatorSeed = {
  users: [...defaultSeed.users, { login: 'hubot', name: 'Hubot', avatar_url: 'https://avatars.githubusercontent.com/u/480938?v=4' }],
  repositories: defaultSeed.repositories,
};

let emulator: RunningEmulator;
let workDir: string;
let octocatToken: string;
let hubotToken: string;

beforeAll(async () => {
  emulator = await startGithubEmulator({ seed });
  workDir = await mkdtemp(path.join(tmpdir(), 'github-emulator-test-'));
  octocatToken = await signIn(emulator, { login: 'octocat' });
  hubotToken = await signIn(emulator, { login: 'hubot' });
});

afterAll(async () => {
  await emulator.close();
  await rm(workDir, { recursive: true, force: true });
});

let cloneCount = 0;

/** Clones into a fresh directory and returns it; `token` goes into the URL as git users do. */
async function clone(repositoryPath: string, token?: string): Promise<string> {
  const url = new URL(repositoryPath, emulator.url);
  if (token) {
    url.username = 'x-access-token';
    url.password = token;
  }
  const directory = path.join(workDir, `clone-${(cloneCount += 1)}`);
  await runGit(['clone', '--quiet', url.toString(), directory]);
  return directory;
}

describe('cloning a public repository', () => {
  it('works anonymously and holds the README commit on the default branch', async () => {
    const directory = await clone('/octocat/hello-world.git');

    expect(await runGit(['rev-parse', '--abbrev-ref', 'HEAD'], { cwd: directory })).toBe('main');
    expect(await runGit(['log', '--format=%s|%an <%ae>'], { cwd: directory })).toBe('Initial commit|The Octocat <octocat@users.noreply.github.com>');
    expect(await readFile(path.join(directory, 'README.md'), 'utf8')).toBe('# hello-world\n\nMy first repository on GitHub!\n');
  });

  it('uses each repository\'s own default branch, with or without the .git suffix', async () => {
    const directory = await clone('/octocat/Spoon-Knife');

    expect(await runGit(['rev-parse', '--abbrev-ref', 'HEAD'], { cwd: directory })).toBe('master');
  });

  it('answers gzip-compressed upload-pack requests', async () => {
    const [sha] = (await runGit(['ls-remote', `${emulator.url}/octocat/hello-world.git`, 'refs/heads/main'])).split('\t');
    const request = `0032want ${sha}\n00000009done\n`;

    const response = await fetch(`${emulator.url}/octocat/hello-world.git/git-upload-pack`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-git-upload-pack-request', 'Content-Encoding': 'gzip' },
      body: gzipSync(request),
    });

    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/x-git-upload-pack-result');
    const body = Buffer.from(await response.arrayBuffer()).toString('latin1');
    expect(body.startsWith('0008NAK\n')).toBe(true);
    expect(body).toContain('PACK');
  });
});

describe('a private repository', () => {
  it('refuses anonymous clones with a Basic challenge', async () => {
    const response = await fetch(`${emulator.url}/octocat/octo-docs.git/info/refs?service=git-upload-pack`);

    expect(response.status).toBe(401);
    expect(response.headers.get('www-authenticate')).toBe('Basic realm="GitHub"');
    await expect(clone('/octocat/octo-docs.git')).rejects.toThrow(/could not read Username|Authentication failed/);
  });

  it('can be cloned with its owner\'s token', async () => {
    const directory = await clone('/octocat/octo-docs.git', octocatToken);

    expect(await readFile(path.join(directory, 'README.md'), 'utf8')).toContain('# octo-docs');
  });

  it('does not exist for other users', async () => {
    await expect(clone('/octocat/octo-docs.git', hubotToken)).rejects.toThrow(/not found/);
  });
});

describe('pushing', () => {
  async function commitFile(directory: string, file: string, content: string | Buffer = `# ${file}\n`): Promise<string> {
    await writeFile(path.join(directory, file), content);
    await runGit(['add', file], { cwd: directory });
    await runGit(['-c', 'user.name=The Octocat', '-c', 'user.email=octocat@users.noreply.github.com', 'commit', '--quiet', '-m', `Add ${file}`], { cwd: directory });
    return runGit(['rev-parse', 'HEAD'], { cwd: directory });
  }

  it('works for the owner, and the next clone sees the commit', async () => {
    const directory = await clone('/octocat/hello-world.git', octocatToken);
    const pushed = await commitFile(directory, 'notes.md');

    await runGit(['push', '--quiet', 'origin', 'main'], { cwd: directory });

    const fresh = await clone('/octocat/hello-world.git');
    expect(await runGit(['rev-parse', 'HEAD'], { cwd: fresh })).toBe(pushed);
  });

  it('works for the owner of a private repository', async () => {
    const directory = await clone('/octocat/octo-docs.git', octocatToken);
    const pushed = await commitFile(directory, 'secret.md');

    await runGit(['push', '--quiet', 'origin', 'main'], { cwd: directory });

    expect(await runGit(['ls-remote', 'origin', 'refs/heads/main'], { cwd: directory })).toBe(`${pushed}\trefs/heads/main`);
  });

  it('streams large pushes, which git sends chunked, without a Content-Length', async () => {
    const directory = await clone('/octocat/hello-world.git', octocatToken);
    // Random bytes do not compress, so the pack outgrows git's 1 MiB post buffer.
    const pushed = await commitFile(directory, 'noise.bin', randomBytes(3 * 1024 * 1024));

    await runGit(['push', '--quiet', 'origin', 'main'], { cwd: directory });

    expect(await runGit(['ls-remote', 'origin', 'refs/heads/main'], { cwd: directory })).toBe(`${pushed}\trefs/heads/main`);
  });

  it('asks anonymous pushers to authenticate', async () => {
    const directory = await clone('/octocat/hello-world.git');
    await commitFile(directory, 'anonymous.md');

    await expect(runGit(['push', '--quiet', 'origin', 'main'], { cwd: directory })).rejects.toThrow(/could not read Username|Authentication failed/);
    const response = await fetch(`${emulator.url}/octocat/hello-world.git/info/refs?service=git-receive-pack`);
    expect(response.status).toBe(401);
  });

  it('is refused to someone else, as on GitHub', async () => {
    const directory = await clone('/octocat/hello-world.git', hubotToken);
    await commitFile(directory, 'hubot.md');

    await expect(runGit(['push', '--quiet', 'origin', 'main'], { cwd: directory })).rejects.toThrow(/Permission to octocat\/hello-world.git denied to hubot/);
  });
});

describe('unknown repositories', () => {
  it('answer 404', async () => {
    const response = await fetch(`${emulator.url}/octocat/nope.git/info/refs?service=git-upload-pack`);

    expect(response.status).toBe(404);
    await expect(clone('/octocat/nope.git')).rejects.toThrow(/not found/);
  });
});
