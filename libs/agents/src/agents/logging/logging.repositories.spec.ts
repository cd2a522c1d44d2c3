import { rmSync } from 'node:fs';
import { buildSnapshot } from '@chronicle/snapshot';
import type { GitFixture } from '@chronicle/history/testing';
import { cargoWorkspaceRepository, plainPackageRepository } from '../../testing/contributor-fixtures.js';
import { expectDocumentPasses, testAgent } from '../../testing/index.js';
import { LoggingAgent } from './logging.agent.js';

// LOGGING on repositories built with git: the command-line flags that turn output on, with file
// and line, and the facility the code logs through.

describe('LoggingAgent on real repositories', () => {
  const repos: GitFixture[] = [];
  afterAll(() => repos.forEach((repo) => rmSync(repo.dir, { recursive: true, force: true })));

  it("names the clap flags that turn output on, with file and line, and the library with its levels", async () => {
    const repo = cargoWorkspaceRepository();
    repos.push(repo);
    const result = await testAgent(LoggingAgent, await buildSnapshot(repo.dir));
    expectDocumentPasses(result);
    expect(result.markdown).toContain('- Pass `--debug` on the command line: defined in [crates/cli/src/main.rs:8](crates/cli/src/main.rs#L8) (clap).');
    expect(result.markdown).toContain('- Pass `--verbose` on the command line: defined in [crates/cli/src/main.rs:11](crates/cli/src/main.rs#L11) (clap).');
    expect(result.markdown).toContain('The code logs through log (debug 1, info 1), with its calls per level in brackets.');
  });

  it('claims no switch and no library for a package that has none', async () => {
    const repo = plainPackageRepository();
    repos.push(repo);
    const result = await testAgent(LoggingAgent, await buildSnapshot(repo.dir));
    expectDocumentPasses(result);
    expect(result.requiredSections).toEqual([]);
    expect(result.markdown).not.toMatch(/Pass `-|Switches that turn on/);
  });
});
