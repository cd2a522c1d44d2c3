import type { ImportRef, LockedPackage, Snapshot } from '@chronicle/snapshot';
import { makeFile, makeManifest, makeSnapshot } from '@chronicle/snapshot/testing';
import { agentMetaOf } from '../../sdk/documentation-agent.decorator.js';
import { DependencyReportAgent } from './dependency-report.agent.js';

const agent = new DependencyReportAgent();

function imports(...refs: Partial<ImportRef>[]): ImportRef[] {
  return refs.map((ref) => ({ specifier: ref.package ?? 'x', line: 1, resolvedPath: null, package: null, standardLibrary: false, names: [], reexport: false, ...ref }));
}

function locked(name: string, version: string, dependencies: string[] = [], license: string | null = 'MIT'): LockedPackage {
  return { name, version, scope: null, license, dependencies };
}

function npmSnapshot(): Snapshot {
  return makeSnapshot({
    manifests: [
      makeManifest({
        path: 'package.json',
        name: 'widgets',
        dependencies: [
          { name: 'express', requirement: '^4.18.0', scope: 'runtime', group: null },
          { name: 'lodash', requirement: '4.17.21', scope: 'runtime', group: null },
          { name: 'left-pad', requirement: '~1.3.0', scope: 'runtime', group: null },
          { name: 'typescript', requirement: '~5.4.0', scope: 'development', group: null },
          { name: '@types/express', requirement: '^4.17.0', scope: 'development', group: null },
        ],
        scripts: { build: 'tsc -p tsconfig.json' },
        workspaces: ['libs/*'],
      }),
      makeManifest({ path: 'libs/ui/package.json', name: '@widgets/ui', dependencies: [{ name: 'widgets', requirement: '*', scope: 'runtime', group: null }] }),
    ],
    lockfiles: [
      {
        path: 'package-lock.json',
        ecosystem: 'npm',
        kind: 'package-lock.json',
        packages: [
          locked('express', '4.18.2', ['body-parser', 'debug']),
          locked('body-parser', '1.20.1', ['debug']),
          locked('debug', '2.6.9', ['ms']),
          locked('debug', '4.3.4', ['ms']),
          locked('ms', '2.0.0'),
          locked('lodash', '4.17.21'),
          locked('left-pad', '1.3.0', [], 'WTFPL'),
          locked('typescript', '5.4.5', [], 'Apache-2.0'),
          locked('@types/express', '4.17.21'),
        ],
      },
    ],
    files: [
      makeFile({ path: 'src/server.ts', code: { symbols: [], comments: [], routes: [], functions: [], hints: [], calls: [], purpose: null, moduleValue: null, pathUses: [], imports: imports({ specifier: 'express', package: 'express' }, { specifier: 'node:fs', standardLibrary: true }, { specifier: 'chalk', package: 'chalk' }, { specifier: '@/components/button', package: '@/components' }) } }),
      makeFile({ path: 'libs/ui/index.ts', code: { symbols: [], comments: [], routes: [], functions: [], hints: [], calls: [], purpose: null, moduleValue: null, pathUses: [], imports: imports({ specifier: 'widgets', package: 'widgets' }) } }),
      makeFile({ path: 'src/util.ts', code: { symbols: [], comments: [], routes: [], functions: [], hints: [], calls: [], purpose: null, moduleValue: null, pathUses: [], imports: imports({ specifier: 'lodash/fp', package: 'lodash' }, { specifier: './server.js', resolvedPath: 'src/server.ts' }) } }),
    ],
  });
}

function polyglotSnapshot(): Snapshot {
  return makeSnapshot({
    manifests: [
      makeManifest({ path: 'go.mod', ecosystem: 'go', kind: 'go.mod', name: 'github.com/acme/tool', dependencies: [
        { name: 'github.com/spf13/pflag', requirement: 'v1.0.5', scope: 'runtime', group: null },
        { name: 'github.com/pkg/errors', requirement: 'v0.9.1', scope: 'runtime', group: null },
      ] }),
      makeManifest({ path: 'crates/core/Cargo.toml', ecosystem: 'cargo', kind: 'Cargo.toml', name: 'acme-core', dependencies: [
        { name: 'serde-json', requirement: '1.0', scope: 'runtime', group: null },
        { name: 'rand', requirement: '=0.8.5', scope: 'runtime', group: null },
      ] }),
      makeManifest({ path: 'py/pyproject.toml', ecosystem: 'pypi', kind: 'pyproject.toml', name: 'acme-py', dependencies: [
        { name: 'PyYAML', requirement: '>=6.0', scope: 'runtime', group: null },
        { name: 'requests', requirement: '==2.31.0', scope: 'runtime', group: null },
        { name: 'Flask-Cors', requirement: null, scope: 'runtime', group: null },
        { name: 'pytest', requirement: '^8.0', scope: 'development', group: 'dev' },
      ] }),
    ],
    lockfiles: [
      { path: 'go.sum', ecosystem: 'go', kind: 'go.sum', packages: [locked('github.com/spf13/pflag', 'v1.0.5', [], null), locked('github.com/spf13/pflag', 'v1.0.3', [], null), locked('golang.org/x/sys', 'v0.1.0', [], null)] },
      { path: 'crates/Cargo.lock', ecosystem: 'cargo', kind: 'Cargo.lock', packages: [locked('serde_json', '1.0.108', ['itoa'], null), locked('itoa', '1.0.9', [], null), locked('rand', '0.8.5', [], null)] },
    ],
    files: [
      makeFile({ path: 'cmd/tool/main.go', language: 'Go', code: { symbols: [], comments: [], routes: [], functions: [], hints: [], calls: [], purpose: null, moduleValue: null, pathUses: [], imports: imports({ specifier: 'fmt', standardLibrary: true }, { specifier: 'github.com/spf13/pflag', package: 'github.com/spf13/pflag' }, { specifier: 'github.com/acme/tool/internal/x', resolvedPath: 'internal/x/x.go' }) } }),
      makeFile({ path: 'internal/x/x.go', language: 'Go' }),
      makeFile({ path: 'crates/core/src/lib.rs', language: 'Rust', code: { symbols: [], comments: [], routes: [], functions: [], hints: [], calls: [], purpose: null, moduleValue: null, pathUses: [], imports: imports({ specifier: 'serde_json::Value', package: 'serde_json' }, { specifier: 'rand::Rng', package: 'rand' }, { specifier: 'std::io', standardLibrary: true }) } }),
      makeFile({ path: 'py/acme/app.py', language: 'Python', code: { symbols: [], comments: [], routes: [], functions: [], hints: [], calls: [], purpose: null, moduleValue: null, pathUses: [], imports: imports({ specifier: 'yaml', package: 'yaml' }, { specifier: 'requests', package: 'requests' }, { specifier: 'numpy', package: 'numpy' }, { specifier: 'acme.util', package: 'acme' }) } }),
    ],
  });
}

/** Every code span's text in a document, outside fenced blocks. */
function spans(markdown: string): string[] {
  const prose = markdown.replace(/^```[\s\S]*?^```/gm, '');
  return [...prose.matchAll(/(`+)(.+?)\1/g)].map((match) => match[2].trim());
}

/** The lines of one `## Title` section. */
function section(markdown: string, title: string): string {
  const start = markdown.indexOf(`\n## ${title}\n`);
  if (start < 0) throw new Error(`no section ${title}`);
  const next = markdown.indexOf('\n## ', start + 1);
  return markdown.slice(start, next < 0 ? undefined : next);
}

describe('DependencyReportAgent', () => {
  it('is marked with its metadata', () => {
    expect(agentMetaOf(DependencyReportAgent)).toMatchObject({ id: 'dependency-report', name: 'Dependency Report Agent', category: 'Structural Intelligence', docType: 'dependency_report', tiers: ['pro'], version: '1.3.0' });
  });

  it('writes every required section and names every direct dependency', () => {
    for (const snapshot of [npmSnapshot(), polyglotSnapshot()]) {
      const markdown = agent.write({ snapshot });
      for (const required of agent.requiredSections({ snapshot })) expect(markdown).toContain(`\n## ${required.title}\n`);
      const named = new Set(spans(markdown));
      const items = agent.coverage({ snapshot }).items;
      expect(items.length).toBe(snapshot.manifests.reduce((sum, manifest) => sum + manifest.dependencies.length, 0));
      for (const item of items) expect(named).toContain(item.mention);
    }
  });

  it('gives resolved versions and licenses from the lockfile, and the closure of what they pull in', () => {
    const markdown = agent.write({ snapshot: npmSnapshot() });
    expect(section(markdown, 'Direct dependencies')).toContain('| `express` | `^4.18.0` | runtime | `4.18.2` | MIT |');
    expect(section(markdown, 'Direct dependencies')).toContain('| `left-pad` | `~1.3.0` | runtime | `1.3.0` | WTFPL |');
    const transitive = section(markdown, 'Transitive dependencies');
    expect(transitive).toContain('reaches 3 packages more');
    for (const name of ['body-parser', 'debug', 'ms']) expect(transitive).toContain(`| \`${name}\` |`);
    expect(transitive).not.toContain('| `lodash` |');
  });

  it('finds duplicates, unpinned ranges, possibly unused and undeclared packages', () => {
    const markdown = agent.write({ snapshot: npmSnapshot() });
    expect(section(markdown, 'Duplicates')).toContain('| `package-lock.json` | `debug` | `2.6.9`, `4.3.4` |');
    const unpinned = section(markdown, 'Unpinned requirements');
    expect(unpinned).toContain('`express` | `^4.18.0` | a caret range');
    expect(unpinned).toContain('`left-pad` | `~1.3.0` | a tilde range');
    expect(unpinned).not.toContain('`lodash`');
    const unused = section(markdown, 'Possibly unused');
    expect(unused).toContain('| `package.json` | `left-pad` |');
    expect(unused).not.toContain('| `package.json` | `express` |');
    expect(unused).not.toContain('`typescript` |');
    expect(section(markdown, 'Undeclared imports')).toContain('| `chalk` | npm | 1 | `src/server.ts` |');
    expect(section(markdown, 'Undeclared imports')).not.toContain('@/components');
  });

  it('recognises a dependency on a package of the same repository', () => {
    const markdown = agent.write({ snapshot: npmSnapshot() });
    expect(section(markdown, 'Direct dependencies')).toContain('| `widgets` | `*` | runtime | this repository (its root package) | — |');
    expect(section(markdown, 'Unpinned requirements')).not.toContain('`widgets`');
    expect(section(markdown, 'Possibly unused')).not.toContain('`widgets`');
  });

  it('matches Go module prefixes, Cargo dash names and Python import names', () => {
    const markdown = agent.write({ snapshot: polyglotSnapshot() });
    const unused = section(markdown, 'Possibly unused');
    expect(unused).toContain('| `go.mod` | `github.com/pkg/errors` |');
    expect(unused).toContain('| `py/pyproject.toml` | `Flask-Cors` |');
    for (const used of ['github.com/spf13/pflag', 'serde-json', 'rand', 'PyYAML', 'requests']) expect(unused).not.toContain(`\`${used}\` |`);
    const undeclared = section(markdown, 'Undeclared imports');
    expect(undeclared).toContain('| `numpy` | PyPI | 1 | `py/acme/app.py` |');
    expect(section(markdown, 'Possibly unused')).not.toContain('Not checked');
    expect(undeclared).not.toContain('`acme`');
    const unpinned = section(markdown, 'Unpinned requirements');
    expect(unpinned).toContain('`serde-json` | `1.0` | a caret range (Cargo reads a bare version as ^)');
    expect(unpinned).toContain('`PyYAML` | `>=6.0` | a lower bound only');
    expect(unpinned).toContain('`Flask-Cors` | none | no version given');
    expect(unpinned).not.toContain('`rand`');
    expect(unpinned).not.toContain('github.com/spf13/pflag');
  });

  it('names the manifests whose dependencies it cannot compare with imports, and why', () => {
    const snapshot = makeSnapshot({
      manifests: [
        makeManifest({ path: 'pom.xml', ecosystem: 'maven', kind: 'pom.xml', name: 'com.acme:app', dependencies: [{ name: 'com.google.guava:guava', requirement: '33.0.0-jre', scope: 'runtime', group: null }] }),
        makeManifest({ path: 'web/package.json', name: 'web', dependencies: [{ name: 'react', requirement: '18.2.0', scope: 'runtime', group: null }] }),
        makeManifest({ path: 'tools/package.json', name: 'tools', dependencies: [{ name: 'zx', requirement: '7.2.3', scope: 'runtime', group: null }] }),
      ],
      files: [makeFile({ path: 'src/main/java/App.java', language: 'Java' }), makeFile({ path: 'web/index.tsx', language: 'TSX', code: { symbols: [], comments: [], routes: [], functions: [], hints: [], calls: [], purpose: null, moduleValue: null, pathUses: [], imports: imports({ specifier: 'react', package: 'react' }) } })],
    });
    const unused = section(agent.write({ snapshot }), 'Possibly unused');
    expect(unused).toContain('Every runtime dependency of 1 checked manifest is imported, named or run.');
    expect(unused).toContain('- `pom.xml`: Maven artifact names do not follow from import names');
    expect(unused).toContain('- `tools/package.json`: no parsed source file of its language lies in its folder');
    expect(section(agent.write({ snapshot }), 'Unpinned requirements')).toContain('Every requirement (3) names one exact version');
  });

  it('does not treat go.sum as a resolution', () => {
    const markdown = agent.write({ snapshot: polyglotSnapshot() });
    expect(section(markdown, 'Direct dependencies')).toContain('| `github.com/spf13/pflag` | `v1.0.5` | runtime | `v1.0.5` (go.mod selects it) |');
    expect(section(markdown, 'Duplicates')).not.toContain('`github.com/spf13/pflag`');
    expect(section(markdown, 'Transitive dependencies')).toContain('`go.sum` records no edges between packages');
  });

  it('says once, plainly, that vulnerability data is not available offline', () => {
    const markdown = agent.write({ snapshot: npmSnapshot() });
    expect(section(markdown, 'Vulnerabilities').trim().split('\n').filter((line) => line.trim() !== '')).toEqual(['## Vulnerabilities', expect.stringMatching(/^Vulnerability data is not available offline[^.]*\.$/)]);
  });

  it('writes a short, truthful report for a repository with no manifest', () => {
    const snapshot = makeSnapshot({ files: [makeFile({ path: 'main.c', language: 'C' })] });
    expect(agent.requiredSections({ snapshot }).map((required) => required.title)).toEqual(['Summary', 'Vulnerabilities']);
    expect(agent.coverage({ snapshot }).items).toEqual([]);
    expect(agent.write({ snapshot })).toContain('has no manifest or lockfile of a supported ecosystem');
  });

  it('names nothing in code spans that the snapshot does not have', () => {
    for (const snapshot of [npmSnapshot(), polyglotSnapshot()]) {
      const known = new Set<string>([
        ...snapshot.files.map((file) => file.path),
        ...snapshot.manifests.flatMap((manifest) => [manifest.path, manifest.name ?? '', ...manifest.dependencies.flatMap((dependency) => [dependency.name, dependency.requirement ?? ''])]),
        ...snapshot.lockfiles.flatMap((lockfile) => [lockfile.path, ...lockfile.packages.flatMap((entry) => [entry.name, entry.version])]),
        ...snapshot.files.flatMap((file) => file.code.imports.map((ref) => ref.package ?? '')),
        snapshot.commit.sha.slice(0, 12),
      ]);
      for (const span of spans(agent.write({ snapshot }))) expect(known).toContain(span);
    }
  });

  it('writes the same bytes for the same facts', () => {
    expect(agent.write({ snapshot: polyglotSnapshot() })).toBe(agent.write({ snapshot: polyglotSnapshot() }));
  });
});
