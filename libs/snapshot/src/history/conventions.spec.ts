import type { Commit } from '@chronicle/history';
import { areaPrefix, ConventionCounter, isConventionalCommit } from './conventions.js';

const commit = (subject: string, parents = 1): Commit => ({ subject, parents: Array.from({ length: parents }, (_, index) => String(index)) }) as unknown as Commit;

describe('commit conventions', () => {
  it('tells Conventional Commits from area prefixes and free text', () => {
    expect(['feat: add x', 'fix(router): y', 'docs!: z', 'Fix: typo'].map(isConventionalCommit)).toEqual([true, true, true, true]);
    // A word before a colon is not a Conventional Commits type just because it parses like one.
    expect(['runtime: fix gc', 'net/http: fix a race', 'cmd/go, go/build: z'].map(isConventionalCommit)).toEqual([false, false, false]);
    expect(['runtime: fix gc', 'net/http: fix a race', 'cmd/go, go/build: z', '[docs] explain x'].map(areaPrefix)).toEqual(['runtime', 'net/http', 'cmd/go, go/build', 'docs']);
    expect(['feat: add x', 'Update the docs', 'WIP: half', 'Fix the parser: it loops', 'Merge pull request #3 from a/b'].map(areaPrefix)).toEqual([null, null, null, null, null]);
  });

  it('measures each share over the non-merge commits and keeps the most used areas', () => {
    const counter = new ConventionCounter();
    for (const subject of ['net/http: fix a race', 'net/http: add a test', 'runtime: fix gc', 'feat: add x', 'Tidy up']) counter.add(commit(subject));
    counter.add(commit('Merge branch x', 2));
    expect(counter.facts('main')).toEqual({
      conventionalCommits: 0.2,
      areaPrefixes: 0.6,
      topAreas: [{ prefix: 'net/http', commits: 2 }, { prefix: 'runtime', commits: 1 }],
      mergeCommits: 0.1667,
      branch: 'main',
      squashMerges: 0,
    });
  });
});
