import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { runGit } from './git/run-git.js';
import {
  listEmulatorDeliveries,
  pushToEmulator,
  redeliverOnEmulator,
  startGithubEmulator,
  verifyWebhookSignature,
  type PushResult,
  type RunningEmulator,
} from './index.js';
import { expectMatchesGithubComponent } from './testing/openapi.js';
import { signIn } from './testing/oauth.js';
import { restClient } from './testing/rest.js';
import { compareWithWebhookExamples, expectMatchesWebhookExamples } from './testing/webhook-examples.js';
import { startWebhookReceiver, type ReceivedDelivery, type WebhookReceiver } from './testing/webhook-receiver.js';

const ZERO = '0'.repeat(40);
const SECRET = 'push-secret';
const OTHER_SECRET = 'another-secret';

/**
 * Fields GitHub's push payloads carry today that @octokit/webhooks-examples' (older) push examples
 * lack; each is in the `webhook-push` schema of GitHub's OpenAPI description, which the payload is
 * also checked against.
 */
const NEWER_PUSH_FIELDS = ['repository.allow_forking', 'repository.has_discussions', 'repository.owner.user_view_type', 'sender.user_view_type'];

let emulator: RunningEmulator;
let receiver: WebhookReceiver;
let otherReceiver: WebhookReceiver;
let octocat: ReturnType<typeof restClient>;
let octocatToken: string;
let workDir: string;

beforeAll(async () => {
  emulator = await startGithubEmulator();
  receiver = await startWebhookReceiver({ secret: SECRET });
  otherReceiver = await startWebhookReceiver({ secret: OTHER_SECRET });
  octocatToken = await signIn(emulator, { login: 'octocat' });
  octocat = restClient(emulator, octocatToken);
  workDir = await mkdtemp(path.join(tmpdir(), 'github-emulator-push-test-'));
});

afterAll(async () => {
  await emulator.close();
  await Promise.all([receiver.close(), otherReceiver.close()]);
  await rm(workDir, { recursive: true, force: true });
});

let hookCount = 0;

/** Creates a hook and waits for its ping (if any), so later deliveries are only pushes. */
async function createHook(repo: string, target: WebhookReceiver, options: { secret?: string; events?: string[]; active?: boolean; contentType?: string } = {}) {
  hookCount += 1;
  const config = { url: `${target.url}?hook=${hookCount}`, content_type: options.contentType ?? 'json', secret: options.secret ?? SECRET };
  const { status, body } = await octocat.post(`/repos/octocat/${repo}/hooks`, { name: 'web', config, events: options.events ?? ['push'], active: options.active ?? true });
  expect(status).toBe(201);
  if (options.active !== false) await target.waitFor((delivery) => delivery.event === 'ping' && delivery.payload?.hook_id === body.id);
  return body as { id: number };
}

function deliveriesTo(target: WebhookReceiver, hookId: number, event = 'push'): ReceivedDelivery[] {
  return target.deliveries.filter((delivery) => delivery.event === event && delivery.hookId === String(hookId));
}

let cloneCount = 0;

/** Clones over git HTTP with octocat's token (some repositories are private). */
async function clone(repo: string, branch: string): Promise<string> {
  const directory = path.join(workDir, `clone-${(cloneCount += 1)}`);
  const url = new URL(`/octocat/${repo}.git`, emulator.url);
  url.username = 'x-access-token';
  url.password = octocatToken;
  await runGit(['clone', '--quiet', '--branch', branch, url.toString(), directory]);
  return directory;
}

describe('pushing with POST /_emulator/repos/{owner}/{repo}/push', () => {
  let hookId: number;
  let starHookId: number;
  let issuesHookId: number;
  let inactiveHookId: number;
  let result: PushResult;
  let delivery: ReceivedDelivery;
  let mainBefore: string;

  beforeAll(async () => {
    hookId = (await createHook('hello-world', receiver)).id;
    starHookId = (await createHook('hello-world', otherReceiver, { secret: OTHER_SECRET, events: ['*'] })).id;
    issuesHookId = (await createHook('hello-world', receiver, { events: ['issues'] })).id;
    inactiveHookId = (await createHook('hello-world', receiver, { active: false })).id;
    mainBefore = (await runGit(['ls-remote', `${emulator.url}/octocat/hello-world.git`, 'refs/heads/main'])).split('\t')[0]!;

    result = await pushToEmulator(emulator, {
      owner: 'octocat',
      repo: 'hello-world',
      branch: 'main',
      commits: [
        { message: 'Add the guide', files: { 'docs/guide.md': '# Guide\n\nStep one.\n', 'src/index.js': 'export {};\n' } },
        { message: 'Extend the guide\n\nWith a second step.', files: { 'docs/guide.md': '# Guide\n\nStep one.\nStep two.\n', 'README.md': null } },
      ],
    });
    delivery = deliveriesTo(receiver, hookId)[0]!;
  });

  it('answers the new head, the old one, the new commits and one delivery per subscribed active hook', () => {
    expect(result.before).toBe(mainBefore);
    expect(result.head).toMatch(/^[0-9a-f]{40}$/);
    expect(result.commits).toHaveLength(2);
    expect(result.commits[1]).toBe(result.head);
    expect(result.deliveries.map((report) => report.hookId).sort()).toEqual([hookId, starHookId].sort());
    for (const report of result.deliveries) {
      expect(report).toEqual({ id: expect.stringMatching(/^[0-9a-f-]{36}$/), hookId: report.hookId, url: expect.stringContaining('/webhook?hook='), status: 200 });
    }
  });

  it('commits in order on the branch, as a clone over git HTTP shows', async () => {
    const directory = await clone('hello-world', 'main');

    expect(await runGit(['rev-parse', 'HEAD'], { cwd: directory })).toBe(result.head);
    expect(await runGit(['log', '--format=%s|%an <%ae>', '-3'], { cwd: directory })).toBe(
      ['Extend the guide|The Octocat <octocat@users.noreply.github.com>', 'Add the guide|The Octocat <octocat@users.noreply.github.com>', 'Initial commit|The Octocat <octocat@users.noreply.github.com>'].join('\n'),
    );
    expect(await runGit(['rev-parse', 'HEAD~2'], { cwd: directory })).toBe(mainBefore);
    expect(await readFile(path.join(directory, 'docs/guide.md'), 'utf8')).toBe('# Guide\n\nStep one.\nStep two.\n');
    await expect(readFile(path.join(directory, 'README.md'))).rejects.toThrow(/ENOENT/);
  });

  it('delivers exactly one push per hook, with GitHub\'s headers and a valid signature', async () => {
    expect(deliveriesTo(receiver, hookId)).toHaveLength(1);
    expect(deliveriesTo(otherReceiver, starHookId)).toHaveLength(1);
    expect(deliveriesTo(receiver, issuesHookId)).toHaveLength(0);
    expect(receiver.deliveries.filter((received) => received.hookId === String(inactiveHookId))).toHaveLength(0);

    expect(delivery.id).toBe(result.deliveries.find((report) => report.hookId === hookId)!.id);
    expect(delivery.headers).toMatchObject({
      'x-github-event': 'push',
      'x-github-hook-id': String(hookId),
      'x-github-hook-installation-target-type': 'repository',
      'content-type': 'application/json',
      'user-agent': expect.stringMatching(/^GitHub-Hookshot\/[0-9a-f]+$/),
      'x-hub-signature-256': expect.stringMatching(/^sha256=[0-9a-f]{64}$/),
      'x-hub-signature': expect.stringMatching(/^sha1=[0-9a-f]{40}$/),
    });
    // Checked by the receiver with node:crypto, and by the exported helper.
    expect(delivery.signatureValid).toBe(true);
    expect(deliveriesTo(otherReceiver, starHookId)[0]!.signatureValid).toBe(true);
    expect(verifyWebhookSignature(SECRET, delivery.rawBody, delivery.headers['x-hub-signature-256'] as string)).toBe(true);
    expect(verifyWebhookSignature('wrong', delivery.rawBody, delivery.headers['x-hub-signature-256'] as string)).toBe(false);
    expect(verifyWebhookSignature(SECRET, Buffer.concat([delivery.rawBody, Buffer.from(' ')]), delivery.headers['x-hub-signature-256'] as string)).toBe(false);
  });

  it('sends a payload structured like GitHub\'s push examples and its OpenAPI description', () => {
    expectMatchesWebhookExamples('push', delivery.payload, { allowExtra: NEWER_PUSH_FIELDS });
    expectMatchesGithubComponent('webhook-push', delivery.payload);
  });

  it('describes the push: ref, before/after, commits with their files, head commit, repository, pusher and sender', () => {
    const payload = delivery.payload;
    const [first, second] = result.commits;

    expect(payload).toMatchObject({
      ref: 'refs/heads/main',
      before: mainBefore,
      after: result.head,
      created: false,
      deleted: false,
      forced: false,
      base_ref: null,
      compare: `${emulator.url}/octocat/hello-world/compare/${mainBefore.slice(0, 12)}...${result.head.slice(0, 12)}`,
      pusher: { name: 'octocat', email: 'octocat@users.noreply.github.com' },
      sender: { login: 'octocat', type: 'User' },
    });
    expect(payload.commits.map((commit: { id: string }) => commit.id)).toEqual([first, second]);
    expect(payload.commits[0]).toMatchObject({
      message: 'Add the guide',
      distinct: true,
      url: `${emulator.url}/octocat/hello-world/commit/${first}`,
      author: { name: 'The Octocat', email: 'octocat@users.noreply.github.com', username: 'octocat' },
      committer: { name: 'The Octocat', email: 'octocat@users.noreply.github.com', username: 'octocat' },
      added: ['docs/guide.md', 'src/index.js'],
      removed: [],
      modified: [],
    });
    expect(payload.commits[1]).toMatchObject({ message: 'Extend the guide\n\nWith a second step.', added: [], removed: ['README.md'], modified: ['docs/guide.md'] });
    expect(payload.commits[1].tree_id).toMatch(/^[0-9a-f]{40}$/);
    expect(Number.isNaN(Date.parse(payload.commits[1].timestamp))).toBe(false);
    expect(payload.head_commit).toEqual(payload.commits[1]);
    expect(payload.repository).toMatchObject({
      full_name: 'octocat/hello-world',
      url: `${emulator.url}/octocat/hello-world`,
      owner: { name: 'octocat', email: 'octocat@users.noreply.github.com', login: 'octocat' },
      master_branch: 'main',
      default_branch: 'main',
    });
    expect(typeof payload.repository.pushed_at).toBe('number');
    expect(typeof payload.repository.created_at).toBe('number');
    expect(payload.repository.pushed_at).toBeGreaterThanOrEqual(Math.floor(Date.now() / 1000) - 60);
  });

  it('records the deliveries, and redelivers one with the same id and body', async () => {
    const recorded = await listEmulatorDeliveries(emulator, { repository: 'octocat/hello-world', event: 'push', hookId });
    expect(recorded).toEqual([
      expect.objectContaining({ id: delivery.id, hookId, status: 200, event: 'push', redelivery: false, repository: 'octocat/hello-world', payload: delivery.payload }),
    ]);

    const report = await redeliverOnEmulator(emulator, { owner: 'octocat', repo: 'hello-world', deliveryId: delivery.id! });
    expect(report).toEqual({ id: delivery.id, hookId, url: recorded[0]!.url, status: 200 });

    const again = deliveriesTo(receiver, hookId);
    expect(again).toHaveLength(2);
    expect(again[1]!.id).toBe(delivery.id);
    expect(again[1]!.rawBody.equals(delivery.rawBody)).toBe(true);
    expect(again[1]!.signatureValid).toBe(true);
    const afterRedelivery = await listEmulatorDeliveries(emulator, { hookId, event: 'push' });
    expect(afterRedelivery.map((entry) => [entry.id, entry.redelivery])).toEqual([
      [delivery.id, false],
      [delivery.id, true],
    ]);
  });

  it('answers 404 when redelivering an unknown delivery', async () => {
    const response = await fetch(`${emulator.url}/_emulator/repos/octocat/hello-world/redeliver/00000000-0000-0000-0000-000000000000`, { method: 'POST' });

    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: expect.stringContaining('No delivery') });
  });
});

describe('a push that creates a branch', () => {
  it('starts from the default branch\'s head and is reported as created, listing only the new commits', async () => {
    const hook = await createHook('Spoon-Knife', receiver);
    const masterHead = (await runGit(['ls-remote', `${emulator.url}/octocat/Spoon-Knife.git`, 'refs/heads/master'])).split('\t')[0]!;

    const result = await pushToEmulator(emulator.apiUrl, {
      owner: 'octocat',
      repo: 'Spoon-Knife',
      branch: 'feature/fork-me',
      commits: [{ message: 'Fork me', files: { 'fork.txt': 'spoon\n' } }],
      author: { name: 'Mona Lisa', email: 'mona@example.com' },
    });

    expect(result.before).toBe(ZERO);
    const [received] = deliveriesTo(receiver, hook.id);
    expect(received!.payload).toMatchObject({
      ref: 'refs/heads/feature/fork-me',
      before: ZERO,
      after: result.head,
      created: true,
      deleted: false,
      base_ref: null,
      compare: `${emulator.url}/octocat/Spoon-Knife/compare/feature/fork-me`,
      commits: [{ id: result.head, distinct: true, added: ['fork.txt'], author: { name: 'Mona Lisa', email: 'mona@example.com' } }],
    });
    // No GitHub account has that email: no username, as on GitHub.
    expect(received!.payload.commits[0].author).not.toHaveProperty('username');
    expectMatchesGithubComponent('webhook-push', received!.payload);
    const directory = await clone('Spoon-Knife', 'feature/fork-me');
    expect(await runGit(['rev-parse', 'HEAD~1'], { cwd: directory })).toBe(masterHead);
    expect(await runGit(['log', '-1', '--format=%an <%ae>|%cn <%ce>'], { cwd: directory })).toBe('Mona Lisa <mona@example.com>|Mona Lisa <mona@example.com>');
  });

  it('may carry no commits: the branch then points at the default branch\'s head', async () => {
    const hook = await createHook('octo-docs', receiver);

    const result = await pushToEmulator(emulator, { owner: 'octocat', repo: 'octo-docs', branch: 'empty', commits: [] });

    expect(result.commits).toEqual([]);
    const payload = deliveriesTo(receiver, hook.id)[0]!.payload;
    expect(payload).toMatchObject({ created: true, commits: [], head_commit: { id: result.head, distinct: false } });
    expectMatchesGithubComponent('webhook-push', payload);
  });
});

describe('concurrent pushes to one repository', () => {
  it('are serialized: linear history, and each delivery\'s before is the previous one\'s after', async () => {
    const hook = await createHook('octo-docs', receiver);
    const push = (name: string) =>
      pushToEmulator(emulator, { owner: 'octocat', repo: 'octo-docs', branch: 'main', commits: [{ message: `Add ${name}`, files: { [`${name}.md`]: `# ${name}\n` } }] });

    const results = await Promise.all([push('one'), push('two'), push('three')]);

    // The answers chain up: one push started from the old head, each other from another's new head.
    const chain = [results.find((result) => !results.some((other) => other.head === result.before))!];
    while (chain.length < results.length) chain.push(results.find((result) => result.before === chain.at(-1)!.head)!);
    expect(chain.every(Boolean)).toBe(true);
    expect(new Set(chain.map((result) => result.head)).size).toBe(3);

    const directory = await clone('octo-docs', 'main');
    const history = (await runGit(['log', '--format=%H %P', '-3'], { cwd: directory })).split('\n').map((line) => line.split(' '));
    expect(history.map(([sha]) => sha)).toEqual(chain.map((result) => result.head).reverse());
    for (const [, ...parents] of history) expect(parents).toHaveLength(1);
    expect(history[0]![1]).toBe(chain[1]!.head);

    // One delivery per push, in push order, each consistent with its answer.
    const payloads = deliveriesTo(receiver, hook.id).map((received) => received.payload);
    expect(payloads.map((payload) => [payload.before, payload.after])).toEqual(chain.map((result) => [result.before, result.head]));
    expect(payloads[1].before).toBe(payloads[0].after);
    expect(payloads[2].before).toBe(payloads[1].after);
    for (const payload of payloads) expect(payload.commits).toHaveLength(1);
  });
});

describe('pushes with git over HTTP', () => {
  it('are announced to push hooks too: one delivery per changed branch or tag, as on GitHub', async () => {
    const hook = await createHook('Spoon-Knife', receiver);
    const directory = await clone('Spoon-Knife', 'master');
    const git = (...args: string[]) => runGit(['-c', 'user.name=The Octocat', '-c', 'user.email=octocat@users.noreply.github.com', ...args], { cwd: directory });
    await git('commit', '--quiet', '--allow-empty', '-m', 'Pushed with git');
    const head = await git('rev-parse', 'HEAD');
    await git('tag', '-a', 'v1.0.0', '-m', 'Version 1');
    const before = await git('rev-parse', 'origin/master');

    await git('push', '--quiet', 'origin', 'master', 'v1.0.0');
    const branchPush = await receiver.waitFor((delivery) => delivery.hookId === String(hook.id) && delivery.payload?.ref === 'refs/heads/master');
    const tagPush = await receiver.waitFor((delivery) => delivery.hookId === String(hook.id) && delivery.payload?.ref === 'refs/tags/v1.0.0');

    expect(branchPush.signatureValid).toBe(true);
    expect(branchPush.payload).toMatchObject({ before, after: head, created: false, deleted: false, commits: [{ id: head, message: 'Pushed with git', added: [], distinct: true }], head_commit: { id: head } });
    expect(tagPush.payload).toMatchObject({ before: ZERO, created: true, commits: [], head_commit: { id: head } });
    expect(tagPush.payload.after).not.toBe(head); // the annotated tag object
    await git('push', '--quiet', 'origin', '--delete', 'feature/fork-me');
    const deletion = await receiver.waitFor((delivery) => delivery.hookId === String(hook.id) && delivery.payload?.ref === 'refs/heads/feature/fork-me');

    expect(deletion.payload).toMatchObject({ after: ZERO, created: false, deleted: true, commits: [], head_commit: null });
    for (const delivery of [branchPush, tagPush, deletion]) {
      expectMatchesGithubComponent('webhook-push', delivery.payload);
      expectMatchesWebhookExamples('push', delivery.payload, { allowExtra: NEWER_PUSH_FIELDS });
    }
    expect(deliveriesTo(receiver, hook.id)).toHaveLength(3);
  });
});

describe('a push of several commits with removals', () => {
  it('lists what each commit added, modified and removed, and commits exactly those trees', async () => {
    const hook = await createHook('hello-world', receiver);
    const created = await pushToEmulator(emulator, {
      owner: 'octocat',
      repo: 'hello-world',
      branch: 'cleanup',
      commits: [{ message: 'Lay out', files: { 'lib/a.js': 'a\n', 'lib/b.js': 'b\n', 'notes/todo.md': '- x\n', config: 'x=1\n' } }],
    });

    const result = await pushToEmulator(emulator, {
      owner: 'octocat',
      repo: 'hello-world',
      branch: 'cleanup',
      commits: [
        // Emptying a directory removes it; `null` on a directory's path leaves it alone, as before.
        { message: 'Drop the notes', files: { 'notes/todo.md': null, lib: null, 'lib/a.js': 'a2\n' } },
        // A file can become a directory, and paths may hold spaces, quotes and non-ASCII.
        { message: 'Split the config', files: { config: null, 'config/base "x" é.ini': 'x=1\n', 'missing.txt': null } },
        { message: 'Only removals', files: { 'lib/a.js': null, 'lib/b.js': null } },
      ],
    });

    expect(result.before).toBe(created.head);
    expect(result.commits).toHaveLength(3);
    const payload = deliveriesTo(receiver, hook.id).find((received) => received.payload.after === result.head)!.payload;
    expect(payload).toMatchObject({ before: created.head, created: false, forced: false });
    expect(payload.commits.map((commit: { id: string; distinct: boolean; added: string[]; modified: string[]; removed: string[] }) => [commit.id, commit.distinct, commit.added, commit.modified, commit.removed])).toEqual([
      [result.commits[0], true, [], ['lib/a.js'], ['notes/todo.md']],
      [result.commits[1], true, ['config/base "x" é.ini'], [], ['config']],
      [result.commits[2], true, [], [], ['lib/a.js', 'lib/b.js']],
    ]);
    expect(payload.head_commit).toEqual(payload.commits[2]);
    expectMatchesGithubComponent('webhook-push', payload);

    const directory = await clone('hello-world', 'cleanup');
    const files = await runGit(['ls-files', '-z', '--', 'lib', 'notes', 'config'], { cwd: directory, raw: true });
    expect(files.split('\0').filter(Boolean)).toEqual(['config/base "x" é.ini']);
    expect(await runGit(['rev-list', '--count', `${created.head}..HEAD`], { cwd: directory })).toBe('3');
    // No helper ref is left behind by the import.
    expect(await runGit(['ls-remote', `${emulator.url}/octocat/hello-world.git`])).not.toMatch(/github-emulator/);
  });
});

describe('form-encoded hooks', () => {
  it('get the payload in a "payload" form field, signed over the raw form body', async () => {
    const hook = await createHook('octo-docs', otherReceiver, { secret: OTHER_SECRET, contentType: 'form' });

    await pushToEmulator(emulator, { owner: 'octocat', repo: 'octo-docs', branch: 'form', commits: [{ message: 'Form', files: { 'form.txt': 'x' } }] });

    const [received] = deliveriesTo(otherReceiver, hook.id);
    expect(received!.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(received!.rawBody.toString().startsWith('payload=%7B%22ref%22')).toBe(true);
    expect(received!.signatureValid).toBe(true);
    expect(received!.payload.ref).toBe('refs/heads/form');
  });
});

describe('refused pushes', () => {
  const post = async (repo: string, body: unknown) => {
    const response = await fetch(`${emulator.url}/_emulator/repos/octocat/${repo}/push`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as { message: string } };
  };

  it.each([
    ['an invalid branch name', { branch: 'bad..name', commits: [] }, /branch must be a valid git branch name/],
    ['commits that are not an array', { branch: 'x', commits: 'many' }, /commits must be an array/],
    ['a commit without message', { branch: 'x', commits: [{ files: {} }] }, /commits\[0\]\.message/],
    ['a path escaping the repository', { branch: 'x', commits: [{ message: 'm', files: { '../evil': 'x' } }] }, /may not contain "\." or "\.\." segments/],
    ['a path inside .git', { branch: 'x', commits: [{ message: 'm', files: { '.git/config': 'x' } }] }, /inside "\.git"/],
    ['content that is not a string', { branch: 'x', commits: [{ message: 'm', files: { 'a.txt': 42 } }] }, /must be a string/],
    ['an unknown field', { branch: 'x', commits: [], force: true }, /"force" is not a known field/],
    ['an author with an angle bracket', { branch: 'x', commits: [], author: { name: 'A <a>', email: 'a@b' } }, /author\.name/],
    ['no commits for an existing branch', { branch: 'main', commits: [] }, /Nothing to push/],
  ])('refuses %s with 422', async (_case, body, message) => {
    const answer = await post('hello-world', body);

    expect(answer.status).toBe(422);
    expect(answer.body.message).toMatch(message);
  });

  it('answers 404 for an unknown repository and 400 for a body that is not JSON', async () => {
    expect((await post('nope', { branch: 'main', commits: [] })).status).toBe(404);
    expect((await post('hello-world', '{"branch":')).status).toBe(400);
  });

  it('makes pushToEmulator throw with the emulator\'s message', async () => {
    await expect(pushToEmulator(emulator, { owner: 'octocat', repo: 'nope', branch: 'main', commits: [] })).rejects.toThrow(/answered 404: Repository octocat\/nope is not seeded/);
  });
});

describe('an emulator with a short delivery timeout and a small commit cap', () => {
  let small: RunningEmulator;
  let slow: WebhookReceiver;
  let failing: WebhookReceiver;
  let fine: WebhookReceiver;
  let client: ReturnType<typeof restClient>;

  beforeAll(async () => {
    small = await startGithubEmulator({ webhookTimeoutMs: 300, pushPayloadCommitLimit: 3 });
    // Answers pushes after a second: too late for a 300 ms timeout.
    const late = () => new Promise<number>((resolve) => setTimeout(() => resolve(200), 1000).unref());
    slow = await startWebhookReceiver({ respond: (delivery) => (delivery.event === 'ping' ? 200 : late()) });
    failing = await startWebhookReceiver({ respond: () => 500 });
    fine = await startWebhookReceiver({ secret: SECRET });
    client = restClient(small, await signIn(small));
  });

  afterAll(async () => {
    await small.close();
    await Promise.all([slow.close(), failing.close(), fine.close()]);
  });

  it('lists only the most recent commits in the payload; before and after still span them all', async () => {
    const { body: hook } = await client.post('/repos/octocat/hello-world/hooks', { config: { url: fine.url, content_type: 'json', secret: SECRET } });
    await fine.waitFor((delivery) => delivery.event === 'ping');
    const commits = [1, 2, 3, 4, 5].map((n) => ({ message: `Commit ${n}`, files: { 'counter.txt': `${n}\n` } }));

    const result = await pushToEmulator(small, { owner: 'octocat', repo: 'hello-world', branch: 'main', commits });

    const payload = (await fine.waitFor((delivery) => delivery.event === 'push' && delivery.hookId === String(hook.id))).payload;
    expect(payload.commits.map((commit: { message: string }) => commit.message)).toEqual(['Commit 3', 'Commit 4', 'Commit 5']);
    expect(payload.head_commit.id).toBe(result.head);
    expect(payload.before).toBe(result.before);
    const comparison = await client.get(`/repos/octocat/hello-world/compare/${payload.before}...${payload.after}`);
    expect(comparison.body.total_commits).toBe(5);
    expectMatchesWebhookExamples('push', payload, { allowExtra: NEWER_PUSH_FIELDS });
  });

  it('reports receivers that time out, fail or cannot be reached, and still answers', async () => {
    await client.post('/repos/octocat/Spoon-Knife/hooks', { config: { url: slow.url, content_type: 'json' } });
    await slow.waitFor((delivery) => delivery.event === 'ping');
    await client.post('/repos/octocat/Spoon-Knife/hooks', { config: { url: failing.url, content_type: 'json' } });
    await client.post('/repos/octocat/Spoon-Knife/hooks', { config: { url: 'http://127.0.0.1:9/unreachable', content_type: 'json' } });

    const started = Date.now();
    const result = await pushToEmulator(small, { owner: 'octocat', repo: 'Spoon-Knife', branch: 'master', commits: [{ message: 'x', files: { x: 'x' } }] });

    expect(Date.now() - started).toBeLessThan(1500);
    const byUrl = Object.fromEntries(result.deliveries.map((report) => [report.url, report]));
    expect(byUrl[slow.url]).toMatchObject({ status: null, error: 'Timed out after 300 ms.' });
    expect(byUrl[failing.url]).toMatchObject({ status: 500 });
    expect(byUrl[failing.url]).not.toHaveProperty('error');
    expect(byUrl['http://127.0.0.1:9/unreachable']).toMatchObject({ status: null, error: expect.stringMatching(/ECONNREFUSED/) });
    const hooks = (await client.get('/repos/octocat/Spoon-Knife/hooks')).body as Array<{ config: { url: string }; last_response: unknown }>;
    expect(hooks.find((hook) => hook.config.url === failing.url)!.last_response).toEqual({ code: 500, status: 'active', message: 'Invalid HTTP Response: 500' });
  });
});

describe('the webhook examples comparison itself', () => {
  it('reports missing keys, keys no example has, and wrong types', () => {
    const differences = compareWithWebhookExamples('push', { ref: 42, before: 'a', extra: true, commits: [{ id: 1 }] });

    expect(differences).toEqual(
      expect.arrayContaining([
        'ref is a number but the examples have a string there',
        'after is missing (every example has it)',
        'extra is in no example',
        'commits[].id is a number but the examples have a string there',
        'commits[].tree_id is missing (every example has it)',
      ]),
    );
  });

  it('needs each allowance it is given: without them the payload differs', () => {
    const payload = receiver.deliveries.find((delivery) => delivery.event === 'push')!.payload;

    expect(compareWithWebhookExamples('push', payload).sort()).toEqual(NEWER_PUSH_FIELDS.map((field) => `${field} is in no example`).sort());
  });
});
