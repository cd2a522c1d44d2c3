import { classifyCommit, clusterCommits, type Commit, type FileChange } from '@chronicle/history';
import type { Facts, Tone } from '../facts/facts.js';
import { checkFacts } from '../facts/check-facts.js';
import { pushLinkOf } from '../push-entry/push-link.js';
import { writePushEntry } from '../push-entry/write-push-entry.js';
import { factsOf, shaOf } from '../testing/factories.js';
import { BuiltInEngine } from './built-in-engine.js';
import { wordsNotFromCommits } from './word-check.js';

const engine = new BuiltInEngine();
const COMPARE = 'https://github.com/acme/heapq/compare/1111111...2222222';

/** A push as the product reads it: real classification and minimal clustering by @chronicle/history. */
function pushOf(specs: Array<{ subject: string; body?: string; files: FileChange[] }>, repository = 'acme/heapq'): Facts {
  const commits = specs.map((spec, index): Commit => ({
    sha: shaOf(`${index} ${spec.subject}`),
    parents: [shaOf(`parent ${index}`)],
    authorName: 'Ana Lima',
    authorEmail: 'ana@example.org',
    authorDate: '2024-05-02T10:15:00+02:00',
    committerDate: '2024-05-02T10:15:00+02:00',
    subject: spec.subject,
    body: spec.body ?? '',
    files: spec.files,
  }));
  const classified = commits.map(classifyCommit);
  return { repository, repositoryUrl: 'https://github.com/acme/heapq', link: COMPARE, commits: classified, items: clusterCommits(classified, 'minimal') };
}

const file = (path: string, additions: number, deletions: number): FileChange => ({ path, additions, deletions });

// The push of issue 14: a large rewrite and a small fix written as the bug it fixes.
const rewritePush = pushOf([
  { subject: 'Rewrite PriorityQueue as a binary heap', files: [file('src/priority-queue.ts', 180, 140), file('test/priority-queue.test.ts', 60, 10)] },
  { subject: 'fix(priority): custom comparators were applied in reverse order (#15)', files: [file('src/priority-queue.ts', 3, 3)] },
]);
const testAndFeaturePush = factsOf([
  { subject: 'test: cover every tokenizer edge case', section: 'Changed', files: [{ path: 'test/tokenizer.test.ts', additions: 900, deletions: 40 }] },
  { subject: 'docs: rewrite the getting started guide', section: 'Changed', files: [{ path: 'docs/getting-started.md', additions: 400, deletions: 300 }] },
  { subject: 'feat(cli): add a --json flag', files: [{ path: 'src/cli.ts', additions: 12, deletions: 1 }] },
]);
const breakingPush = factsOf([
  { subject: 'feat(parser): add a streaming parser', files: [{ path: 'src/stream.ts', additions: 600, deletions: 0 }] },
  { subject: 'fix(config)!: reject negative timeouts', files: [{ path: 'src/config.ts', additions: 4, deletions: 1 }] },
]);
const bugReportPush = factsOf([
  { subject: 'fix: tokenizer panics on emoji', files: [{ path: 'src/tokenizer.ts', additions: 8, deletions: 2 }] },
  { subject: 'fix: crash when the input is empty', files: [{ path: 'src/input.ts', additions: 5, deletions: 1 }] },
  { subject: 'fix: errors are not reported when the file is missing', files: [{ path: 'src/report.ts', additions: 20, deletions: 4 }] },
]);
const pushes: Array<[string, Facts]> = [
  ['a rewrite and a fix', rewritePush],
  ['tests, docs and a feature', testAndFeaturePush],
  ['a breaking fix and a feature', breakingPush],
  ['bug reports', bugReportPush],
];
const texts = (facts: Facts, tone: Tone) => [engine.headline(facts, tone), engine.summary(facts, tone), engine.social(facts, tone, facts.link)];

describe('push entries: the headline names the most significant change', () => {
  it('headlines the rewrite over the small fix, and states the fix as a fix, not as the bug', () => {
    expect(engine.headline(rewritePush)).toBe('Rewrite PriorityQueue as a binary heap, plus a fix');
    const summary = engine.summary(rewritePush);
    expect(summary).toBe('This push rewrites PriorityQueue as a binary heap and fixes custom comparators applied in reverse order (#15). Contributed by Ana Lima.');
    expect(summary).not.toMatch(/customs|were applied/);
    const fixOnly = pushOf([{ subject: 'fix(priority): custom comparators were applied in reverse order (#15)', files: [file('src/priority-queue.ts', 3, 3)] }]);
    expect(engine.headline(fixOnly)).toBe('Fix custom comparators applied in reverse order');
  });

  it('never headlines a test or docs commit while a user-facing change exists, however large', () => {
    expect(engine.headline(testAndFeaturePush)).toMatch(/^Add a --json flag\b/);
  });

  it('puts a breaking change before a larger feature', () => {
    expect(engine.headline(breakingPush)).toMatch(/^Reject negative timeouts\b/);
  });

  it('states each bug report as its fix, without re-inflecting its words', () => {
    const summary = engine.summary(bugReportPush);
    expect(engine.headline(bugReportPush)).toBe('Fix errors not reported when the file is missing, plus 2 more fixes');
    expect(summary).toContain('fixes errors not reported when the file is missing');
    expect(summary).toContain('fixes a bug where tokenizer panics on emoji');
    expect(summary).toContain('fixes crash when the input is empty');
  });

  it('reads a Conventional fix description as the verb it opens with, but never a bug noun or a noun with "of"', () => {
    const headlineOf = (subject: string) => engine.headline(pushOf([{ subject, files: [file('src/format.ts', 4, 2)] }]));
    expect(headlineOf('fix: correct swapped format args in the error message')).toBe('Correct swapped format args in the error message');
    expect(headlineOf('fix: order of go mod commands in make deps')).toBe('Fix order of go mod commands in make deps');
    expect(headlineOf('fix: crash when the input is empty')).toBe('Fix crash when the input is empty');
  });

  it('reads a long bug report as a clause, not its first word as a verb', () => {
    const advisories = pushOf([
      { subject: 'Unbounded read in `Rack::Request` form parsing can lead to memory exhaustion.', files: [file('lib/rack/request.rb', 30, 4)] },
      { subject: 'Improper handling of proxy headers in `Rack::Sendfile` may allow proxy bypass.', files: [file('lib/rack/sendfile.rb', 12, 3)] },
    ]);
    const summary = engine.summary(advisories);
    expect(summary).toContain('fixes a bug where unbounded read in Rack::Request form parsing can lead to memory exhaustion');
    expect(summary).toContain('fixes a bug where improper handling of proxy headers in Rack::Sendfile may allow proxy bypass');
    expect(summary).not.toMatch(/unbounds/);
    expect(engine.social(advisories, 'professional', COMPARE)).toContain('2 security fixes in 2 commits: worth upgrading.');
  });
});

describe('push entries: words come from the commits or the sentence frames', () => {
  it.each(pushes.flatMap(([name, facts]) => (['professional', 'playful'] as Tone[]).map((tone) => [name, tone, facts] as const)))(
    'holds no re-inflected or invented word (%s, %s)',
    (_name, tone, facts) => {
      for (const text of texts(facts, tone)) {
        expect(wordsNotFromCommits(text, facts)).toEqual([]);
        expect(checkFacts(text, facts)).toEqual({ ok: true, problems: [] });
      }
    },
  );

  it('flags a noun turned into a verb, and a word no commit has', () => {
    expect(wordsNotFromCommits('This push customs comparators were applied in reverse order.', rewritePush)).toEqual(['customs']);
    expect(wordsNotFromCommits('Rewrite PriorityQueue as a blazing fast heap', rewritePush)).toEqual(['blazing', 'fast']);
  });

  it('accepts the conjugated verb a description opens with', () => {
    expect(wordsNotFromCommits('This push rewrites PriorityQueue as a binary heap.', rewritePush)).toEqual([]);
  });
});

describe('push entries: the social snippet', () => {
  it.each(pushes.flatMap(([name, facts]) => (['professional', 'playful'] as Tone[]).map((tone) => [name, tone, facts] as const)))(
    'is a different sentence from the headline, names owner/name and ends with the link (%s, %s)',
    (_name, tone, facts) => {
      const headline = engine.headline(facts, tone);
      const social = engine.social(facts, tone, facts.link);
      expect(social.endsWith(` ${facts.link}`)).toBe(true);
      expect(social.length).toBeLessThanOrEqual(280);
      expect(social).toContain(facts.repository);
      const body = social.slice(0, -facts.link!.length).trim().toLowerCase();
      expect(body).not.toContain(headline.replace(/^\p{Extended_Pictographic}\s*/u, '').toLowerCase());
    },
  );

  it('says what is new and why it matters: both leading changes, then the counts or the breaking note', () => {
    expect(engine.social(rewritePush, 'professional', COMPARE)).toBe(
      `acme/heapq rewrites PriorityQueue as a binary heap and fixes custom comparators applied in reverse order (#15). One fix and one other change in 2 commits. ${COMPARE}`,
    );
    expect(engine.social(breakingPush, 'professional', COMPARE)).toMatch(/^acme\/widgets rejects negative timeouts \(breaking\) and adds a streaming parser\. Breaking: one change needs attention before upgrading\. https:/);
  });
});

describe('push entries: the link in local mode', () => {
  it('is the compare view, else the public changelog page, else the repository page', () => {
    expect(pushLinkOf({ compare: COMPARE, publicPage: 'https://chronicle.example.org/heapq' })).toBe(COMPARE);
    expect(pushLinkOf({ compare: null, publicPage: 'https://chronicle.example.org/heapq', repository: 'https://github.com/acme/heapq' })).toBe(
      'https://chronicle.example.org/heapq',
    );
    expect(pushLinkOf({ repository: 'https://github.com/acme/heapq' })).toBe('https://github.com/acme/heapq');
    expect(pushLinkOf({ compare: '', publicPage: undefined })).toBeNull();
  });

  it('carries the public changelog page when a local push has no compare view', async () => {
    const page = 'http://localhost:3000/acme-heapq';
    const entry = await writePushEntry({
      repository: 'acme/heapq',
      items: rewritePush.items,
      commits: rewritePush.commits,
      link: pushLinkOf({ compare: undefined, publicPage: page }),
      tone: 'professional',
    });
    expect(entry.socialText.endsWith(` ${page}`)).toBe(true);
    expect(entry.socialText).toContain('acme/heapq');
  });

  it('goes without a link only when none is known, and still names the repository', async () => {
    const entry = await writePushEntry({ repository: 'heapq', items: rewritePush.items, commits: rewritePush.commits, link: null, tone: 'professional' });
    expect(entry.socialText).toMatch(/^heapq rewrites PriorityQueue as a binary heap/);
    expect(entry.socialText).not.toMatch(/https?:/);
  });
});
