// The push tasks as the API runs them: in its own thread for a small delivery, in a worker thread
// (the built dist/worker/analysis-worker.js, so this imports the package's dist) for a large one —
// the same functions, the same answers.
import { rmSync } from 'node:fs';
import { gunzipSync, gzipSync } from 'node:zlib';
import { AnalysisTaskError, pushEntryOf, readDelivery, runAnalysisTask, type PushEntryInput, type PushPayload } from '@chronicle/analysis';
import { GitFixture } from '@chronicle/history/testing';

const sha = (index: number) => index.toString(16).padStart(40, 'a');

/** A push of `count` commits to main, each listing `paths` changed files. */
function push(count: number, paths = 3): PushPayload {
  return {
    ref: 'refs/heads/main',
    before: sha(0),
    after: sha(count),
    compare: 'https://github.com/octocat/hello-world/compare/aaaa...bbbb',
    commits: Array.from({ length: count }, (_, index) => ({
      id: sha(index + 1),
      message: `${index === count - 1 ? 'feat(queue): jobs can be paused' : `fix(module-${index % 7}): change ${index}`}\n\nWhy, in a few more words.`,
      timestamp: new Date(Date.UTC(2024, 0, 1, 0, index)).toISOString(),
      author: { name: 'Octo Cat', email: 'octocat@example.com' },
      modified: Array.from({ length: paths }, (_, file) => `src/module-${index % 7}/file-${file}.ts`),
    })),
    repository: { id: 1296269, default_branch: 'main', html_url: 'https://github.com/octocat/hello-world', pushed_at: 1_704_067_200 },
  };
}

const bytes = (value: unknown) => new TextEncoder().encode(JSON.stringify(value));

function entryInput(payload: PushPayload, overrides: Partial<PushEntryInput> = {}): PushEntryInput {
  return {
    payload: JSON.stringify(payload),
    repository: { fullName: 'octocat/hello-world', localPath: null, htmlUrl: 'https://github.com/octocat/hello-world', publicPage: 'https://chronicle.example.org/hello-world', source: null },
    cloneCacheDir: '',
    payloadCommitLimit: 2048,
    tone: 'professional',
    runId: 'delivery-1',
    ...overrides,
  };
}

describe("the 'read-delivery' task", () => {
  it('reads a large push in a worker into its head and its checked payload as JSON text, as this thread does', async () => {
    const payload = { ...push(3_000, 10), sender: { login: 'octocat' }, head_commit: null };
    const body = bytes(payload);
    expect(body.length).toBeGreaterThan(1024 * 1024);
    const read = await runAnalysisTask('read-delivery', { body, event: 'push' });
    expect(read).toEqual(readDelivery({ body, event: 'push' }));
    expect(read.push!.head).toEqual({ ref: 'refs/heads/main', before: sha(0), after: sha(3_000), repository: { id: 1296269 } });
    // Only what Chronicle reads is kept: the sender and other fields are gone.
    const stored = JSON.parse(read.push!.stored.json) as Record<string, unknown>;
    expect(Object.keys(stored).sort()).toEqual(['after', 'before', 'commits', 'compare', 'ref', 'repository']);
    expect((stored.commits as unknown[]).length).toBe(3_000);
    expect(read.push!.stored.gzip).toBeNull();
  });

  it('stores a large push compressed when asked, its head as JSON, and writes the same entry from it', async () => {
    const payload = push(2_000, 10);
    const body = bytes(payload);
    const read = await runAnalysisTask('read-delivery', { body, event: 'push', compress: true });
    const whole = readDelivery({ body, event: 'push' }).push!.stored.json;
    expect(JSON.parse(read.push!.stored.json)).toEqual(read.push!.head);
    expect(gunzipSync(read.push!.stored.gzip!).toString('utf8')).toBe(whole);
    expect(read.push!.stored.gzip!.length).toBeLessThan(whole.length / 10);
    const small = push(40);
    const fromGzip = await runAnalysisTask('push-entry', entryInput(small, { payload: gzipSync(JSON.stringify(small)) }));
    expect(fromGzip).toEqual(await pushEntryOf(entryInput(small), null));
  });

  it('reads another event only as JSON', async () => {
    expect(await runAnalysisTask('read-delivery', { body: bytes({ zen: 'Keep it simple.' }), event: 'ping' })).toEqual({ push: null });
  });

  it('refuses a body that is not JSON, or a push payload Chronicle cannot read, with the sentence for the 400', async () => {
    const failure = (body: Uint8Array) => runAnalysisTask('read-delivery', { body, event: 'push' }).then(() => null, (error: unknown) => error);
    expect(await failure(new TextEncoder().encode('{"ref": '))).toEqual(expect.objectContaining({ errorName: 'JsonTextError', message: 'The request body is not valid JSON.' }));
    expect(await failure(new Uint8Array([0x7b, 0xff, 0x7d]))).toEqual(expect.objectContaining({ errorName: 'JsonTextError', message: 'The request body is not valid UTF-8.' }));
    const badSha = push(1);
    badSha.after = 'HEAD; rm -rf /';
    const refused = await failure(bytes(badSha));
    expect(refused).toBeInstanceOf(AnalysisTaskError);
    expect(refused).toEqual(expect.objectContaining({ errorName: 'InvalidPushPayloadError', message: "The push payload's after must be a commit id of 40 hex digits." }));
  });
});

describe("the 'push-entry' task", () => {
  it('writes the entry of a push of 500 commits in a worker, the same as in this thread', async () => {
    const input = entryInput(push(500));
    const entry = await runAnalysisTask('push-entry', input);
    expect(entry).toEqual(await pushEntryOf(input, null));
    expect(entry).toEqual({
      headline: expect.any(String),
      summary: expect.any(String),
      socialText: expect.stringContaining('https://github.com/octocat/hello-world/compare/aaaa...bbbb'),
      generatedBy: 'built-in',
      commitShas: Array.from({ length: 500 }, (_, index) => sha(index + 1)),
      pushedAt: '2024-01-01T00:00:00.000Z',
    });
  });

  it('answers null for a push without commits', async () => {
    expect(await runAnalysisTask('push-entry', entryInput({ ...push(0), commits: [] }))).toBeNull();
  });

  describe('when the payload lists as many commits as a payload holds', () => {
    let repo: GitFixture;
    let cache: string;
    beforeAll(() => {
      repo = new GitFixture();
      cache = GitFixture.tempDir('chronicle-push-entry-cache-');
    });
    afterAll(() => {
      rmSync(repo.dir, { recursive: true, force: true });
      rmSync(cache, { recursive: true, force: true });
    });

    it('reads all of the pushed commits from git, oldest first', async () => {
      const base = repo.commit('chore: start', { 'README.md': '# queue\n' });
      const pushed = ['feat: a queue', 'feat: workers take jobs', 'fix: a job is taken once'].map((subject, index) => repo.commit(subject, { [`src/file-${index}.ts`]: `export const value = ${index};\n` }));
      // The payload lists two commits, the most it holds here: the third is only in git.
      const payload: PushPayload = { ...push(2), before: base, after: pushed[2]!, compare: undefined };
      const entry = await runAnalysisTask('push-entry', entryInput(payload, { payloadCommitLimit: 2, cloneCacheDir: cache, repository: { ...entryInput(payload).repository, source: repo.dir } }));
      expect(entry!.commitShas).toEqual(pushed);
    });

    it('says so when the repository has no source to read them from', async () => {
      const refused = await runAnalysisTask('push-entry', entryInput(push(2), { payloadCommitLimit: 2 })).then(() => null, (error: unknown) => error);
      expect(refused).toEqual(expect.objectContaining({ message: 'The push lists 2 commits, the most a payload holds, and octocat/hello-world has no clone URL to read the rest from.' }));
    });
  });
});
