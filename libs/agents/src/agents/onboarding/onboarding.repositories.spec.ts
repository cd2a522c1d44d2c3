import { rmSync } from 'node:fs';
import { buildSnapshot } from '@chronicle/snapshot';
import type { GitFixture } from '@chronicle/history/testing';
import { cargoWorkspaceRepository, EXAMPLE_PROJECTS, plainPackageRepository } from '../../testing/contributor-fixtures.js';
import { expectDocumentPasses, testAgent, type AgentTestResult } from '../../testing/index.js';
import { OnboardingAgent } from './onboarding.agent.js';

// ONBOARDING on repositories built with git: the commands the repository's own words and CI give,
// workspace-aware derived commands, folded example projects, what to read first and why, and the
// commit convention the history really follows.

function sectionOf(markdown: string, title: string): string {
  const start = markdown.indexOf(`## ${title}\n`);
  const end = markdown.indexOf('\n## ', start + 1);
  return start < 0 ? '' : markdown.slice(start, end < 0 ? undefined : end);
}

describe('OnboardingAgent on a Cargo workspace with a contributing guide, CI and examples', () => {
  let repo: GitFixture;
  let result: AgentTestResult;

  beforeAll(async () => {
    repo = cargoWorkspaceRepository();
    result = await testAgent(OnboardingAgent, await buildSnapshot(repo.dir));
  });
  afterAll(() => rmSync(repo.dir, { recursive: true, force: true }));

  it('passes the gate', () => {
    expectDocumentPasses(result);
  });

  it("quotes the contributing guide's test block with file and line, then CI's test command, before anything derived", () => {
    const commands = sectionOf(result.markdown, 'Build, test and run');
    expect(commands).toContain('The repository says how to run the tests in `CONTRIBUTING.md`, under "Running the tests" (line 10):\n\n```sh\ncargo test --all\n```');
    expect(commands).toContain('CI runs the tests with these commands (`.github/workflows/ci.yml`):\n\n```sh\ncargo test --workspace\n```');
    expect(commands.indexOf('cargo test --all')).toBeLessThan(commands.indexOf('| Purpose |'));
  });

  it('tests and builds the whole workspace, in the words of the guide where it gives them, never with a bare cargo test', () => {
    const commands = sectionOf(result.markdown, 'Build, test and run');
    expect(commands).toContain('| Test | `cargo test --all` | | `CONTRIBUTING.md` (line 10), as the guide says |');
    expect(commands).toContain('| Build | `cargo build --workspace` | | `Cargo.toml` |');
    expect(result.markdown).not.toMatch(/`cargo (?:test|build)`/);
  });

  it("folds the examples' setup commands into one line", () => {
    const setup = sectionOf(result.markdown, 'Setup');
    expect(setup).toContain('```sh\ncargo fetch\n```');
    expect(setup).toContain(`${EXAMPLE_PROJECTS} projects in example or documentation folders (${EXAMPLE_PROJECTS} under \`examples/\`) have their own manifests; to try one, run \`uv sync\` in its folder.`);
    expect(result.markdown.match(/uv sync/g)).toHaveLength(1);
    expect(result.markdown).not.toContain('examples/demo01');
    expect(sectionOf(result.markdown, 'Prerequisites')).toContain(`| Python | \`>=3.10\` | ${EXAMPLE_PROJECTS} files under \`examples/\` |`);
  });

  it('reads the entry point and the file the rest of the code leans on first, saying why', () => {
    const reading = sectionOf(result.markdown, 'Read first');
    expect(reading).toContain('| `crates/cli/src/main.rs` | entry point (Rust main function) |');
    expect(reading).toContain('| `crates/core/src/util.rs` | central: imported by 2 other source files and called from 2 |');
    expect(reading.indexOf('crates/cli/src/main.rs')).toBeLessThan(reading.indexOf('crates/core/src/lib.rs'));
  });

  it('measures area prefixes apart from Conventional Commits and does not call the history conventional', () => {
    const conventions = sectionOf(result.markdown, 'Conventions');
    expect(conventions).toContain('Of the non-merge commits, 14% have a Conventional Commits subject');
    expect(conventions).toContain('71% start with the area they change (as in "net/http: fix …"; most used: core (2), cli (1), core/parse (1), examples (1)), and 14% have neither: start yours with the area you change, as most subjects do. This is not the Conventional Commits convention.');
    expect(conventions).not.toContain('write yours as Conventional Commits');
  });
});

describe('OnboardingAgent on a package with no guide, CI, examples or prefixes', () => {
  let repo: GitFixture;
  let result: AgentTestResult;

  beforeAll(async () => {
    repo = plainPackageRepository();
    result = await testAgent(OnboardingAgent, await buildSnapshot(repo.dir));
  });
  afterAll(() => rmSync(repo.dir, { recursive: true, force: true }));

  it('gives the derived commands without claiming that anything is missing', () => {
    expectDocumentPasses(result);
    expect(result.markdown).toContain('| Test | `npm test` | `node --test` | `package.json` |');
    expect(result.markdown).not.toMatch(/runs the tests with|says how to run the tests|projects in example/);
    expect(result.markdown).not.toMatch(/\b(?:no|none of the) (?:guide|workflow|CI|test command|flag)/i);
    expect(result.markdown).toContain('0% start with the area they change');
    expect(result.markdown).toContain('subjects are free-form.');
  });
});
