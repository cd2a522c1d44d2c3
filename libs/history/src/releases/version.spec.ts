import { compareVersions, parseTagVersion, releaseTags } from './version.js';

const version = (tag: string) => {
  const parsed = parseTagVersion(tag);
  if (!parsed) throw new Error(`${tag} is not a version tag`);
  return parsed;
};

describe('parseTagVersion', () => {
  it.each([
    ['1.2.3', '', '1.2.3'],
    ['v1.2.3', '', '1.2.3'],
    ['v.5.2.0', '', '5.2.0'],
    ['release-2.0.0', '', '2.0.0'],
    ['typos-v1.2.3', 'typos', '1.2.3'],
    ['codespell-dict-v0.4.1', 'codespell-dict', '0.4.1'],
    ['@scope/pkg@3.0.0-beta.1', '@scope/pkg', '3.0.0-beta.1'],
    ['cli/v0.3.0', 'cli', '0.3.0'],
    ['0.9', '', '0.9'],
    ['v2.0.9.1', '', '2.0.9.1'],
    ['3.0.0.beta1', '', '3.0.0.beta1'],
    ['v1.2.0-rc1', '', '1.2.0-rc1'],
  ])('%s → family %j, version %s', (tag, family, expected) => {
    expect(version(tag)).toMatchObject({ family, version: expected });
  });

  it.each([['latest'], ['v1'], ['test'], ['nightly'], ['foo1.2.3']])('ignores %s', (tag) => {
    expect(parseTagVersion(tag)).toBeNull();
  });
});

describe('compareVersions', () => {
  it('orders by SemVer precedence, prereleases before their release', () => {
    const ordered = ['0.9', '1.0.0-alpha', '1.0.0-alpha.1', '1.0.0-alpha.beta', '1.0.0-beta', '1.0.0-beta.2', '1.0.0-beta.11', '1.0.0-rc.1', '1.0.0', '1.0.1', '1.2', '1.10.0', '2.0.9', '2.0.9.1', '3.0.0.beta1', '3.0.0.rc1', '3.0.0'];
    const shuffled = [...ordered].reverse().sort((a, b) => compareVersions(version(a), version(b)));
    expect(shuffled).toEqual(ordered);
  });

  it('treats 1.0 and 1.0.0 as the same version', () => {
    expect(compareVersions(version('1.0'), version('v1.0.0'))).toBe(0);
  });
});

describe('releaseTags', () => {
  const tags = (names: string[]) => names.map((name) => ({ name }));

  it('keeps the unprefixed family and drops other packages and non-version tags', () => {
    const names = releaseTags(tags(['v1.0.0', 'v1.1.0', '1.2.0', 'dictgen-v0.1.0', 'dictgen-v0.2.0', 'dictgen-v0.3.0', 'dictgen-v0.4.0', 'v1', 'latest'])).map((tag) => tag.name);
    expect(names).toEqual(['v1.0.0', 'v1.1.0', '1.2.0']);
  });

  it('falls back to the largest family in a monorepo without plain tags', () => {
    const names = releaseTags(tags(['core@1.0.0', 'core@1.1.0', 'ui@0.1.0'])).map((tag) => tag.name);
    expect(names).toEqual(['core@1.0.0', 'core@1.1.0']);
  });

  it("takes a package's own tags when asked to, in any of the ways they are written, and never an avoided family", () => {
    const all = tags(['v1.0.0', 'v1.1.0', 'v1.2.0', 'varcon-v1.0.5', 'varcon-v1.0.6', '@acme/ui@0.1.0', 'packages/cli/v0.3.0', 'core@1.0.0', 'core@1.1.0']);
    const names = (families: Parameters<typeof releaseTags>[1]) => releaseTags(all, families).map((tag) => tag.name);
    expect(names({ prefer: ['crates/varcon', 'varcon'] })).toEqual(['varcon-v1.0.5', 'varcon-v1.0.6']);
    expect(names({ prefer: ['packages/ui', 'ui', '@acme/ui'] })).toEqual(['@acme/ui@0.1.0']);
    expect(names({ prefer: ['packages/cli', 'cli'] })).toEqual(['packages/cli/v0.3.0']);
    // A package without tags of its own takes the repository's.
    expect(names({ prefer: ['packages/docs', 'docs'] })).toEqual(['v1.0.0', 'v1.1.0', 'v1.2.0']);
    expect(releaseTags(tags(['core@1.0.0', 'core@1.1.0', 'ui@0.1.0']), { avoid: ['core'] }).map((tag) => tag.name)).toEqual(['ui@0.1.0']);
  });

  it('takes the earlier name of the releases when the project renamed its tags, and not another package that releases alongside', () => {
    const dated = (entries: Array<[string, string]>) => entries.map(([name, day]) => ({ name, date: `${day}T12:00:00Z` }));
    const renamed = dated([['0.5', '2011-06-06'], ['0.6.0', '2012-08-30'], ['0.6.1', '2012-09-30'], ['parent-1.0.0', '2013-05-13'], ['parent-1.9.0', '2015-01-07'], ['parent-2.8.1', '2020-03-25'], ['2.8.2', '2020-05-18'], ['2.9.0', '2020-05-20']]);
    expect(releaseTags(renamed).map((tag) => tag.name)).toEqual(['0.5', '0.6.0', '0.6.1', '2.8.2', '2.9.0', 'parent-1.0.0', 'parent-1.9.0', 'parent-2.8.1']);
    // A crate of the workspace: its versions sit among the releases' (v1.0.0 < 1.0.5 < v1.1.0) …
    const alongside = dated([['v1.0.0', '2021-01-01'], ['v1.1.0', '2021-06-01'], ['v1.2.0', '2022-01-01'], ['varcon-v1.0.5', '2021-03-01'], ['varcon-v1.0.6', '2021-09-01']]);
    expect(releaseTags(alongside).map((tag) => tag.name)).toEqual(['v1.0.0', 'v1.1.0', 'v1.2.0']);
    // … or its lower versions are tagged while the releases are already higher.
    const later = dated([['v1.0.0', '2021-01-01'], ['v1.1.0', '2021-06-01'], ['v1.2.0', '2022-01-01'], ['dictgen-v0.1.0', '2022-03-01'], ['dictgen-v0.2.0', '2022-09-01']]);
    expect(releaseTags(later).map((tag) => tag.name)).toEqual(['v1.0.0', 'v1.1.0', 'v1.2.0']);
  });
});
