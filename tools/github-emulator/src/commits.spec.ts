import { pushToEmulator, startGithubEmulator, type PushResult, type RunningEmulator } from './index.js';
import { runGit } from './git/run-git.js';
import { expectMatchesGithubSchema } from './testing/openapi.js';
import { signIn } from './testing/oauth.js';
import { parseLinkHeader, restClient } from './testing/rest.js';

const COMMITS = '/repos/{owner}/{repo}/commits';
const COMPARE = '/repos/{owner}/{repo}/compare/{basehead}';

let emulator: RunningEmulator;
let octocat: ReturnType<typeof restClient>;
let anonymous: ReturnType<typeof restClient>;
let initial: string;
let topic: PushResult;
let mainPush: PushResult;

// History built for these tests:
//
//   main:  initial ── M1 (octocat)
//             └── T1 ── T2 ── T3   (topic; T2 by someone without a GitHub account)
beforeAll(async () => {
  emulator = await startGithubEmulator();
  octocat = restClient(emulator, await signIn(emulator, { login: 'octocat' }));
  anonymous = restClient(emulator);
  initial = (await runGit(['ls-remote', `${emulator.url}/octocat/hello-world.git`, 'refs/heads/main'])).split('\t')[0]!;
  topic = await pushToEmulator(emulator, {
    owner: 'octocat',
    repo: 'hello-world',
    branch: 'topic',
    commits: [{ message: 'Add the docs', files: { 'docs/a.md': 'one\ntwo\nthree\n', 'notes.txt': 'note\n' } }],
  });
  const byStranger = await pushToEmulator(emulator, {
    owner: 'octocat',
    repo: 'hello-world',
    branch: 'topic',
    commits: [{ message: 'Edit the docs', files: { 'docs/a.md': 'one\n2\nthree\nfour\n' } }],
    author: { name: 'A Stranger', email: 'stranger@example.com' },
  });
  const last = await pushToEmulator(emulator, {
    owner: 'octocat',
    repo: 'hello-world',
    branch: 'topic',
    // Moving README.md unchanged is a rename; notes.txt goes.
    commits: [{ message: 'Move the README', files: { 'README.md': null, 'docs/README.md': '# hello-world\n\nMy first repository on GitHub!\n', 'notes.txt': null } }],
  });
  topic = { ...last, before: topic.before, commits: [...topic.commits, ...byStranger.commits, ...last.commits] };
  mainPush = await pushToEmulator(emulator, { owner: 'octocat', repo: 'hello-world', branch: 'main', commits: [{ message: 'Touch main', files: { 'main.txt': 'main\n' } }] });
});

afterAll(() => emulator.close());

const shas = (body: Array<{ sha: string }>) => body.map((commit) => commit.sha);

describe('GET /repos/{owner}/{repo}/commits', () => {
  it('lists the default branch\'s commits, newest first, as GitHub documents them', async () => {
    const { status, body } = await octocat.get('/repos/octocat/hello-world/commits');

    expect(status).toBe(200);
    expectMatchesGithubSchema('get', COMMITS, 200, body);
    expect(shas(body)).toEqual([mainPush.head, initial]);
    expect(body[0]).toMatchObject({
      sha: mainPush.head,
      url: `${emulator.apiUrl}/repos/octocat/hello-world/commits/${mainPush.head}`,
      html_url: `${emulator.url}/octocat/hello-world/commit/${mainPush.head}`,
      commit: {
        message: 'Touch main',
        author: { name: 'The Octocat', email: 'octocat@users.noreply.github.com', date: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/) },
        committer: { name: 'The Octocat', email: 'octocat@users.noreply.github.com' },
        tree: { sha: expect.stringMatching(/^[0-9a-f]{40}$/) },
        url: `${emulator.apiUrl}/repos/octocat/hello-world/git/commits/${mainPush.head}`,
        comment_count: 0,
        verification: { verified: false, reason: 'unsigned' },
      },
      author: { login: 'octocat', type: 'User' },
      committer: { login: 'octocat' },
      parents: [{ sha: initial, url: `${emulator.apiUrl}/repos/octocat/hello-world/commits/${initial}`, html_url: `${emulator.url}/octocat/hello-world/commit/${initial}` }],
    });
    expect(body[1].parents).toEqual([]);
  });

  it('starts from the branch or commit given as sha', async () => {
    const byBranch = await octocat.get('/repos/octocat/hello-world/commits?sha=topic');
    const bySha = await octocat.get(`/repos/octocat/hello-world/commits?sha=${topic.commits[1]}`);

    expectMatchesGithubSchema('get', COMMITS, 200, byBranch.body);
    expect(shas(byBranch.body)).toEqual([...topic.commits].reverse().concat(initial));
    expect(shas(bySha.body)).toEqual([topic.commits[1], topic.commits[0], initial]);
  });

  it('gives commits by authors without a GitHub account a null author', async () => {
    const { body } = await octocat.get(`/repos/octocat/hello-world/commits?sha=${topic.commits[1]}&per_page=1`);

    expect(body[0].commit.author).toMatchObject({ name: 'A Stranger', email: 'stranger@example.com' });
    expect(body[0].author).toBeNull();
    expect(body[0].committer).toBeNull();
    expectMatchesGithubSchema('get', COMMITS, 200, body);
  });

  it('pages with per_page and page, with a Link header', async () => {
    const first = await octocat.get('/repos/octocat/hello-world/commits?sha=topic&per_page=3');
    const links = parseLinkHeader(first.headers.get('link'));
    const second = await fetch(links.next!, { headers: { Authorization: `Bearer ${await signIn(emulator)}` } });

    expect(shas(first.body)).toHaveLength(3);
    expect(links).toEqual({
      next: `${emulator.apiUrl}/repos/octocat/hello-world/commits?sha=topic&per_page=3&page=2`,
      last: `${emulator.apiUrl}/repos/octocat/hello-world/commits?sha=topic&per_page=3&page=2`,
    });
    const secondBody = (await second.json()) as Array<{ sha: string }>;
    expectMatchesGithubSchema('get', COMMITS, 200, secondBody);
    expect(shas(secondBody)).toEqual([initial]);
  });

  it('filters by path and author', async () => {
    const byPath = await octocat.get('/repos/octocat/hello-world/commits?sha=topic&path=docs/a.md');
    const byLogin = await octocat.get('/repos/octocat/hello-world/commits?sha=topic&author=octocat');
    const byEmail = await octocat.get('/repos/octocat/hello-world/commits?sha=topic&author=stranger@example.com');

    expect(shas(byPath.body)).toEqual([topic.commits[1], topic.commits[0]]);
    expect(shas(byLogin.body)).toEqual([topic.commits[2], topic.commits[0], initial]);
    expect(shas(byEmail.body)).toEqual([topic.commits[1]]);
  });

  it('answers 404 for an unknown sha, and for a private repository the caller cannot see', async () => {
    const unknown = await octocat.get('/repos/octocat/hello-world/commits?sha=no-such-branch');
    const hidden = await anonymous.get('/repos/octocat/octo-docs/commits');

    for (const { status, body } of [unknown, hidden]) {
      expect(status).toBe(404);
      expectMatchesGithubSchema('get', COMMITS, 404, body);
    }
    expect(unknown.body.message).toBe('No commit found for SHA: no-such-branch');
    expect((await octocat.get('/repos/octocat/octo-docs/commits')).status).toBe(200);
  });
});

describe('GET /repos/{owner}/{repo}/compare/{base}...{head}', () => {
  it('compares diverged branches: counts, commits oldest first, merge base and changed files', async () => {
    const { status, body } = await octocat.get('/repos/octocat/hello-world/compare/main...topic');

    expect(status).toBe(200);
    expectMatchesGithubSchema('get', COMPARE, 200, body);
    expect(body).toMatchObject({
      status: 'diverged',
      ahead_by: 3,
      behind_by: 1,
      total_commits: 3,
      url: `${emulator.apiUrl}/repos/octocat/hello-world/compare/main...topic`,
      html_url: `${emulator.url}/octocat/hello-world/compare/main...topic`,
      permalink_url: `${emulator.url}/octocat/hello-world/compare/octocat:${mainPush.head}...octocat:${topic.head}`,
      diff_url: `${emulator.url}/octocat/hello-world/compare/main...topic.diff`,
      patch_url: `${emulator.url}/octocat/hello-world/compare/main...topic.patch`,
      base_commit: { sha: mainPush.head },
      merge_base_commit: { sha: initial },
    });
    expect(shas(body.commits)).toEqual(topic.commits);

    const files = Object.fromEntries(body.files.map((file: { filename: string }) => [file.filename, file]));
    expect(Object.keys(files).sort()).toEqual(['docs/README.md', 'docs/a.md']);
    expect(files['docs/a.md']).toMatchObject({
      status: 'added',
      additions: 4,
      deletions: 0,
      changes: 4,
      patch: '@@ -0,0 +1,4 @@\n+one\n+2\n+three\n+four',
      blob_url: `${emulator.url}/octocat/hello-world/blob/${topic.head}/docs/a.md`,
      raw_url: `${emulator.url}/octocat/hello-world/raw/${topic.head}/docs/a.md`,
      contents_url: `${emulator.apiUrl}/repos/octocat/hello-world/contents/docs/a.md?ref=${topic.head}`,
      sha: expect.stringMatching(/^[0-9a-f]{40}$/),
    });
    expect(files['docs/README.md']).toMatchObject({ status: 'renamed', previous_filename: 'README.md', additions: 0, deletions: 0, changes: 0 });
  });

  it('reports modified and removed files with their line counts', async () => {
    const { body } = await octocat.get(`/repos/octocat/hello-world/compare/${topic.commits[0]}...${topic.head}`);

    expectMatchesGithubSchema('get', COMPARE, 200, body);
    expect(body).toMatchObject({ status: 'ahead', ahead_by: 2, behind_by: 0 });
    const files = Object.fromEntries(body.files.map((file: { filename: string }) => [file.filename, file]));
    expect(files['docs/a.md']).toMatchObject({ status: 'modified', additions: 2, deletions: 1, changes: 3, patch: '@@ -1,3 +1,4 @@\n one\n-two\n+2\n three\n+four' });
    expect(files['notes.txt']).toMatchObject({ status: 'removed', additions: 0, deletions: 1 });
  });

  it('knows identical and behind, and owner-prefixed refs', async () => {
    const identical = await octocat.get('/repos/octocat/hello-world/compare/topic...topic');
    const behind = await octocat.get(`/repos/octocat/hello-world/compare/main...${initial}`);
    const prefixed = await octocat.get('/repos/octocat/hello-world/compare/octocat:main...octocat:topic');

    expect(identical.body).toMatchObject({ status: 'identical', ahead_by: 0, behind_by: 0, total_commits: 0, commits: [], files: [] });
    expect(behind.body).toMatchObject({ status: 'behind', ahead_by: 0, behind_by: 1 });
    expect(prefixed.body).toMatchObject({ status: 'diverged', ahead_by: 3 });
    for (const { body } of [identical, behind, prefixed]) expectMatchesGithubSchema('get', COMPARE, 200, body);
  });

  it('pages commits when asked, listing files on the first page only', async () => {
    const first = await octocat.get('/repos/octocat/hello-world/compare/main...topic?per_page=2');
    const second = await octocat.get('/repos/octocat/hello-world/compare/main...topic?per_page=2&page=2');

    expect(shas(first.body.commits)).toEqual(topic.commits.slice(0, 2));
    expect(shas(second.body.commits)).toEqual(topic.commits.slice(2));
    expect(first.body.files).toHaveLength(2);
    expect(second.body.files).toEqual([]);
    expect(parseLinkHeader(first.headers.get('link')).next).toBe(`${emulator.apiUrl}/repos/octocat/hello-world/compare/main...topic?per_page=2&page=2`);
    expectMatchesGithubSchema('get', COMPARE, 200, second.body);
  });

  it('answers 404 for unknown refs, other owners and a missing "..."', async () => {
    for (const basehead of ['main...nope', 'nope...main', 'hubot:main...topic', 'main..topic', 'main']) {
      const { status, body } = await octocat.get(`/repos/octocat/hello-world/compare/${basehead}`);

      expect(status).toBe(404);
      expectMatchesGithubSchema('get', COMPARE, 404, body);
    }
  });
});
