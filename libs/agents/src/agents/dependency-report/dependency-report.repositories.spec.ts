import { rmSync } from 'node:fs';
import { GitFixture } from '@chronicle/history/testing';
import { buildSnapshot } from '@chronicle/snapshot';
import { describeReport, testAgent, type AgentTestResult } from '../../testing/agent-tester.js';
import { DependencyReportAgent } from './dependency-report.agent.js';

// The report on small repositories built here, through git, the snapshot and the gate: what a user
// of each ecosystem would check first.

/** The lines of one `## Title` section. */
function section(markdown: string, title: string): string {
  const start = markdown.indexOf(`\n## ${title}\n`);
  if (start < 0) throw new Error(`no section ${title}`);
  const next = markdown.indexOf('\n## ', start + 1);
  return markdown.slice(start, next < 0 ? undefined : next);
}

/** The document is stored: the gate refuses nothing in it (every name it writes is in the repository). */
function expectAccepted(result: AgentTestResult): void {
  if (result.report.refused) throw new Error(`The gate refused the report:\n${describeReport(result.report)}\n\n${result.markdown}`);
  expect(result.report.problems.filter((problem) => problem.check === 'truthfulness')).toEqual([]);
}

async function reportOn(files: Record<string, string>): Promise<{ result: AgentTestResult; repo: GitFixture }> {
  const repo = new GitFixture();
  repo.commit('feat: first version', files);
  const snapshot = await buildSnapshot(repo.dir);
  return { result: await testAgent(DependencyReportAgent, snapshot), repo };
}

describe('DependencyReportAgent on fixture repositories', () => {
  const repos: GitFixture[] = [];
  afterAll(() => repos.forEach((repo) => rmSync(repo.dir, { recursive: true, force: true })));
  const run = async (files: Record<string, string>) => {
    const { result, repo } = await reportOn(files);
    repos.push(repo);
    return result;
  };

  it('Cargo: finds a renamed crate by the name the code uses, and crates used only through paths and macros', async () => {
    const result = await run({
      'Cargo.toml': [
        '[package]',
        'name = "finder"',
        'version = "0.1.0"',
        'edition = "2021"',
        '',
        '[dependencies]',
        'foo = { package = "memmap2", version = "0.9" }',
        'log = "0.4"',
        'memchr = "2"',
        'serde = { version = "1", features = ["derive"] }',
        'serde_json = "1"',
        'thiserror = "1"',
        'rand = "0.8"',
        '',
      ].join('\n'),
      'src/lib.rs': [
        '//! Finds the first line break of a file.',
        '',
        '// Errors used to derive thiserror::Error; a plain Option is enough now.',
        '#[derive(serde::Serialize)]',
        'pub struct Hit {',
        '    pub at: usize,',
        '}',
        '',
        '/// The offset of the first line break in the file at `path`.',
        'pub fn find(path: &std::path::Path) -> Option<Hit> {',
        '    let file = std::fs::File::open(path).ok()?;',
        '    let map = unsafe { foo::Mmap::map(&file).ok()? };',
        '    log::debug!("searching {} bytes", map.len());',
        "    let at = memchr::memchr(b'\\n', &map)?;",
        '    let _ = serde_json::json!({ "at": at });',
        '    Some(Hit { at })',
        '}',
        '',
      ].join('\n'),
    });
    expectAccepted(result);
    const markdown = result.markdown;
    expect(section(markdown, 'Direct dependencies')).toContain('| `memmap2` as `foo` | `0.9` | runtime (dependencies) |');
    const usedFor = section(markdown, 'What each dependency is used for');
    for (const crate of ['`memmap2` as `foo`', '`log`', '`memchr`', '`serde`', '`serde_json`']) expect(usedFor).toContain(`| ${crate} | runtime | \`src/lib.rs\` |`);
    const unused = section(markdown, 'Possibly unused');
    expect(unused).toContain('| `Cargo.toml` | `rand` | `0.8` | runtime (dependencies) |');
    for (const used of ['memmap2', 'foo', 'log', 'memchr', 'serde', 'serde_json']) expect(unused).not.toContain(`| \`${used}\` |`);
    // Only the plain text names thiserror (in a comment): the second look keeps it off the list, and says so.
    expect(unused).not.toContain('| `Cargo.toml` | `thiserror` |');
    expect(unused).toContain('- `thiserror` of `Cargo.toml`: named in `src/lib.rs`');
    expect(section(markdown, 'Undeclared imports')).not.toContain('`foo`');
  });

  it('npm: a lockfile turned off in .npmrc is the project\'s choice, not a missing lockfile', async () => {
    const result = await run({
      'package.json': JSON.stringify({ name: 'tiny-colors', version: '1.0.0', type: 'module', main: 'src/index.js', dependencies: { kleur: '^4.1.5' } }, null, 2),
      '.npmrc': 'package-lock=false\n',
      'src/index.js': "import kleur from 'kleur';\n\n/** Paints a word red. */\nexport function red(word) {\n  return kleur.red(word);\n}\n",
    });
    expectAccepted(result);
    expect(result.markdown).not.toContain('No lockfile pins these dependencies');
    expect(section(result.markdown, 'Summary')).toContain("no lockfile pins versions, by the project's choice (`.npmrc` sets `package-lock=false`).");
    expect(section(result.markdown, 'Direct dependencies')).toContain('The project chose not to keep a lockfile (`.npmrc` sets `package-lock=false`), so only the requirements are known.');
  });

  it('pnpm workspace: npm aliases, workspace, link, file, portal, Git and catalog specs in words the gate accepts, and which package depends on which', async () => {
    const manifest = (name: string, dependencies: Record<string, string> = {}) => JSON.stringify({ name, version: '1.0.0', main: 'src/index.ts', dependencies }, null, 2);
    const result = await run({
      'package.json': JSON.stringify({ name: 'mono', private: true, scripts: { build: 'pnpm -r build' } }, null, 2),
      'pnpm-workspace.yaml': 'packages:\n  - "packages/*"\ncatalog:\n  zod: ^3.23.8\n',
      'packages/client/package.json': manifest('@mono/client', {
        '@mono/core': 'workspace:*',
        'client-v10': 'npm:@trpc/client@^10.45.0',
        'local-utils': 'link:../utils',
        shared: 'file:../shared',
        missing: 'portal:../gone',
        'left-pad': 'github:stevemao/left-pad#v1.3.0',
        'is-odd': 'git+https://github.com/jonschlinkert/is-odd.git#3.0.1',
        zod: 'catalog:',
        chalk: 'latest',
      }),
      'packages/client/src/index.ts': [
        "import { createTRPCProxyClient } from 'client-v10';",
        "import { core } from '@mono/core';",
        "import { trim } from 'local-utils';",
        "import { shared } from 'shared';",
        "import leftPad from 'left-pad';",
        "import isOdd from 'is-odd';",
        "import { z } from 'zod';",
        "import chalk from 'chalk';",
        '',
        '/** The client, with its helpers. */',
        'export const client = { createTRPCProxyClient, core, trim, shared, leftPad, isOdd, z, chalk };',
        '',
      ].join('\n'),
      'packages/core/package.json': manifest('@mono/core', { '@mono/shared-types': 'workspace:^' }),
      'packages/core/src/index.ts': "/** The core. */\nexport const core = 1;\n",
      'packages/utils/package.json': manifest('local-utils'),
      'packages/utils/src/index.ts': '/** Trims. */\nexport const trim = (s: string) => s.trim();\n',
      'packages/shared/package.json': manifest('shared'),
      'packages/shared/src/index.ts': '/** Shared. */\nexport const shared = 2;\n',
      'packages/types/package.json': manifest('@mono/shared-types'),
      'packages/types/src/index.ts': '/** Types. */\nexport type Id = string;\n',
    });
    expectAccepted(result);
    const direct = section(result.markdown, 'Direct dependencies');
    expect(direct).toContain('| `@trpc/client` as `client-v10` | `^10.45.0` | runtime (dependencies) |');
    expect(direct).toContain("| `@mono/core` | the workspace's own package | runtime (dependencies) | this repository, `packages/core/` |");
    expect(direct).toContain('| `local-utils` | the folder `packages/utils/` | runtime (dependencies) |');
    expect(direct).toContain('| `shared` | the folder `packages/shared/` | runtime (dependencies) |');
    expect(direct).toContain('| `missing` | a path not in the repository (../gone) | runtime (dependencies) |');
    expect(direct).toContain('| `left-pad` | the GitHub repository stevemao/left-pad at v1.3.0 | runtime (dependencies) |');
    expect(direct).toContain('| `is-odd` | the source `git+https://github.com/jonschlinkert/is-odd.git#3.0.1` | runtime (dependencies) |');
    expect(direct).toContain("| `zod` | the version pnpm's default catalog sets | runtime (dependencies) |");
    expect(direct).toContain('| `chalk` | the tag latest | runtime (dependencies) |');
    // The code imports the alias: that is a use of the package it stands for, declared.
    expect(section(result.markdown, 'Possibly unused')).not.toContain('`@trpc/client`');
    expect(section(result.markdown, 'Undeclared imports')).toContain('None: every third-party import is declared.');
    const workspace = section(result.markdown, 'Workspace packages');
    expect(workspace).toContain('| `@mono/client` | `packages/client/package.json` | `@mono/core`, `local-utils`, `shared` | — |');
    expect(workspace).toContain('| `@mono/core` | `packages/core/package.json` | `@mono/shared-types` | `@mono/client` |');
    expect(workspace).toContain('| `@mono/shared-types` | `packages/types/package.json` | — | `@mono/core` |');
    expect(workspace).toContain('Depending on no other package of the workspace, and depended on by none: `mono`.');
  });

  it('Java: a class used only by its fully qualified name counts as a use of its artifact', async () => {
    const result = await run({
      'pom.xml': [
        '<project>',
        '  <modelVersion>4.0.0</modelVersion>',
        '  <groupId>org.acme</groupId>',
        '  <artifactId>grep</artifactId>',
        '  <version>1.0.0</version>',
        '  <dependencies>',
        '    <dependency><groupId>com.google.re2j</groupId><artifactId>re2j</artifactId><version>1.7</version></dependency>',
        '  </dependencies>',
        '</project>',
        '',
      ].join('\n'),
      'src/main/java/org/acme/Grep.java': [
        'package org.acme;',
        '',
        '/** Finds a pattern in a line. */',
        'public class Grep {',
        '  /** Whether the line matches. */',
        '  public static boolean matches(String pattern, String line) {',
        '    return com.google.re2j.Pattern.compile(pattern).matcher(line).find();',
        '  }',
        '}',
        '',
      ].join('\n'),
    });
    expectAccepted(result);
    expect(section(result.markdown, 'What each dependency is used for')).toContain('| `com.google.re2j:re2j` | runtime | `src/main/java/org/acme/Grep.java` |');
  });
});
