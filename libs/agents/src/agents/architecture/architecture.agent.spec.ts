import type { ImportRef, Snapshot, SourceFile } from '@chronicle/snapshot';
import { makeFile, makeManifest, makeSnapshot, makeSymbol } from '@chronicle/snapshot/testing';
import { agentMetaOf } from '../../sdk/documentation-agent.decorator.js';
import { ArchitectureAgent } from './architecture.agent.js';

const agent = new ArchitectureAgent();

/** A source file importing repository files (by path) and packages (by name). */
function source(path: string, targets: string[], extra: Partial<SourceFile> = {}): SourceFile {
  const imports: ImportRef[] = targets.map((target) => (target.includes('/') && target.includes('.') ? { specifier: `./${target}`, line: 1, resolvedPath: target, package: null, standardLibrary: false, names: [], reexport: false } : { specifier: target, line: 1, resolvedPath: null, package: target, standardLibrary: false, names: [], reexport: false }));
  return makeFile({ path, code: { symbols: [], comments: [], routes: [], functions: [], hints: [], calls: [], purpose: null, moduleValue: null, pathUses: [], imports }, ...extra });
}

function history(commits: number, authors = 1) {
  return { history: { commits, authors, lastCommit: 'a'.repeat(40), lastChange: '2024-02-03T10:00:00+00:00' } };
}

function npmMonorepo(): Snapshot {
  return makeSnapshot({
    manifests: [
      makeManifest({ path: 'package.json', name: 'acme', workspaces: ['packages/*'] }),
      makeManifest({ path: 'packages/core/package.json', name: '@acme/core', entryPoints: ['./src/index.ts'] }),
      makeManifest({ path: 'packages/api/package.json', name: '@acme/api' }),
      makeManifest({ path: 'packages/web/package.json', name: '@acme/web' }),
    ],
    files: [
      source('packages/core/src/index.ts', ['packages/core/src/model.ts'], history(9, 3)),
      source('packages/core/src/model.ts', [], history(4)),
      source('packages/api/src/server.ts', ['packages/core/src/index.ts', 'packages/core/src/model.ts', 'express'], history(20, 5)),
      source('packages/web/src/app.ts', ['packages/api/src/server.ts'], history(2)),
      source('packages/web/src/app.spec.ts', ['packages/web/src/app.ts'], { test: true, ...history(30) }),
      source('scripts/release.ts', ['packages/core/src/index.ts'], history(1)),
      makeFile({ path: 'README.md', language: 'Markdown', languageType: 'prose' }),
    ],
  });
}

function cyclicPackage(): Snapshot {
  return makeSnapshot({
    manifests: [makeManifest({ path: 'package.json', name: 'loop' })],
    files: [
      source('index.ts', ['src/a/a.ts']),
      source('src/a/a.ts', ['src/b/b.ts']),
      source('src/b/b.ts', ['src/c/c.ts']),
      source('src/c/c.ts', ['src/a/a.ts', 'src/util.ts']),
      source('src/util.ts', []),
    ],
  });
}

function goModule(): Snapshot {
  const go = { language: 'Go' };
  return makeSnapshot({
    manifests: [makeManifest({ path: 'go.mod', ecosystem: 'go', kind: 'go.mod', name: 'github.com/acme/tool' })],
    files: [
      source('cmd/tool/main.go', ['internal/run/run.go'], { ...go, code: { symbols: [makeSymbol({ name: 'main', signature: 'func main()' })], comments: [], routes: [], functions: [], hints: [], calls: [], purpose: null, moduleValue: null, pathUses: [], imports: [{ specifier: 'github.com/acme/tool/internal/run', line: 3, resolvedPath: 'internal/run/run.go', package: null, standardLibrary: false, names: [], reexport: false }] } }),
      source('internal/run/run.go', ['internal/run/store/store.go'], go),
      source('internal/run/store/store.go', [], go),
      source('internal/run/run_test.go', ['internal/run/run.go'], { ...go, test: true }),
    ],
  });
}

function rustCrate(): Snapshot {
  const rust = { language: 'Rust' };
  return makeSnapshot({
    manifests: [makeManifest({ path: 'Cargo.toml', ecosystem: 'cargo', kind: 'Cargo.toml', name: 'calc' })],
    files: [
      source('src/main.rs', ['src/parser/mod.rs', 'src/eval/mod.rs'], { ...rust, code: { symbols: [makeSymbol({ name: 'main', signature: 'fn main()' })], comments: [], routes: [], functions: [], hints: [], calls: [], purpose: null, moduleValue: null, pathUses: [], imports: [{ specifier: 'parser', line: 1, resolvedPath: 'src/parser/mod.rs', package: null, standardLibrary: false, names: [], reexport: false }, { specifier: 'eval', line: 2, resolvedPath: 'src/eval/mod.rs', package: null, standardLibrary: false, names: [], reexport: false }] } }),
      source('src/parser/mod.rs', ['src/parser/lexer.rs'], rust),
      source('src/parser/lexer.rs', [], rust),
      source('src/eval/mod.rs', ['src/parser/mod.rs'], rust),
    ],
  });
}

function pythonProject(): Snapshot {
  const python = { language: 'Python' };
  return makeSnapshot({
    manifests: [makeManifest({ path: 'pyproject.toml', ecosystem: 'pypi', kind: 'pyproject.toml', name: 'acme' })],
    files: [source('src/acme/api/views.py', ['src/acme/core/models.py'], python), source('src/acme/core/models.py', [], python), source('tests/test_views.py', ['src/acme/api/views.py'], { ...python, test: true })],
  });
}

const all = () => [npmMonorepo(), cyclicPackage(), goModule(), rustCrate(), pythonProject()];

function spans(markdown: string): string[] {
  const prose = markdown.replace(/^```[\s\S]*?^```/gm, '');
  return [...prose.matchAll(/(`+)(.+?)\1/g)].map((match) => match[2].trim());
}

function section(markdown: string, title: string): string {
  const start = markdown.indexOf(`\n## ${title}\n`);
  if (start < 0) throw new Error(`no section ${title}`);
  const next = markdown.indexOf('\n## ', start + 1);
  return markdown.slice(start, next < 0 ? undefined : next);
}

function mermaidBlocks(markdown: string): string[] {
  return [...markdown.matchAll(/^```mermaid\n([\s\S]*?)^```/gm)].map((match) => match[1]);
}

describe('ArchitectureAgent', () => {
  it('is marked with its metadata', () => {
    expect(agentMetaOf(ArchitectureAgent)).toMatchObject({ id: 'architecture', name: 'Architecture Agent', category: 'Structural Intelligence', docType: 'architecture', tiers: ['lite', 'pro'], version: '1.4.0' });
  });

  it('writes every required section and lists every component', () => {
    for (const snapshot of all()) {
      const markdown = agent.write({ snapshot });
      expect(markdown.match(/^# /gm)).toHaveLength(1);
      for (const required of agent.requiredSections({ snapshot })) expect(markdown).toContain(`\n## ${required.title}\n`);
      const named = new Set(spans(markdown));
      for (const item of agent.coverage({ snapshot }).items) expect(named).toContain(item.mention);
    }
  });

  it('makes each named package of a monorepo a component, with fan-in and fan-out', () => {
    const snapshot = npmMonorepo();
    expect(agent.coverage({ snapshot }).items.map((item) => item.mention)).toEqual(['packages/api/', 'packages/core/', 'packages/web/', 'scripts/']);
    const components = section(agent.write({ snapshot }), 'Components');
    expect(components).toContain('| `packages/core/` | `@acme/core` | TypeScript | 2 | 20 | 2 | 0 |');
    expect(components).toContain('| `packages/api/` | `@acme/api` | TypeScript | 1 | 10 | 1 | 1 |');
    expect(components).toContain('| `packages/web/` | `@acme/web` | TypeScript | 1 | 10 | 0 | 1 |');
    expect(components).toContain('| `scripts/` | — | TypeScript | 1 | 10 | 0 | 1 |');
  });

  it('draws the import graph as a generated Mermaid flowchart with safe ids and quoted labels', () => {
    const markdown = agent.write({ snapshot: npmMonorepo() });
    const [diagram] = mermaidBlocks(section(markdown, 'Import graph'));
    expect(diagram).toContain('flowchart LR');
    expect(diagram).toContain('c1["@acme/api (packages/api/)"]');
    expect(diagram).toContain('c2["@acme/core (packages/core/)"]');
    expect(diagram).toContain('c1 -->|"2"| c2');
    for (const line of diagram.trim().split('\n').slice(1)) expect(line).toMatch(/^ {2}(?:c\d+\["[^"]*"\]|c\d+ -->\|"\d+"\| c\d+)$/);
    expect(section(markdown, 'Import graph')).toContain('| `packages/api/` | `packages/core/` | 2 | `packages/api/src/server.ts` imports `packages/core/src/index.ts` |');
  });

  it('reports a cycle and puts its members on one layer', () => {
    const markdown = agent.write({ snapshot: cyclicPackage() });
    const cycles = section(markdown, 'Cycles');
    expect(cycles).toContain('1 cycle: each is a group of components that import one another');
    expect(cycles).toContain('### Cycle 1: 3 components');
    expect(cycles).toContain('- `src/c/` imports `src/a/` 1 time, e.g. `src/c/c.ts` imports `src/a/a.ts`');
    const layers = section(markdown, 'Layers');
    expect(layers).toContain('| 1 | `src/` |');
    expect(layers).toContain('| 2 | `src/a/` (in a cycle), `src/b/` (in a cycle), `src/c/` (in a cycle) |');
    expect(layers).toContain('| 3 | the repository root |');
  });

  it('says there is no cycle when there is none, and orders layers from the foundations up', () => {
    const markdown = agent.write({ snapshot: npmMonorepo() });
    expect(section(markdown, 'Cycles')).toContain('No cycle');
    const layers = section(markdown, 'Layers');
    expect(layers).toContain('| 1 | `packages/core/` |');
    expect(layers).toContain('| 2 | `packages/api/`, `scripts/` |');
    expect(layers).toContain('| 3 | `packages/web/` |');
  });

  it('makes Go directories and Rust module folders components, and finds their entry points', () => {
    const go = agent.write({ snapshot: goModule() });
    expect(agent.coverage({ snapshot: goModule() }).items.map((item) => item.mention)).toEqual(['cmd/tool/', 'internal/run/', 'internal/run/store/']);
    expect(section(go, 'Entry points')).toContain('| `cmd/tool/main.go` | Go package main | its code | `cmd/tool/` |');
    expect(section(go, 'Layers')).toContain('| 3 | `cmd/tool/` |');
    const rust = agent.write({ snapshot: rustCrate() });
    expect(agent.coverage({ snapshot: rustCrate() }).items.map((item) => item.mention)).toEqual(['src/', 'src/eval/', 'src/parser/']);
    expect(section(rust, 'Import graph')).toContain('| `src/eval/` | `src/parser/` | 1 |');
    const python = agent.write({ snapshot: pythonProject() });
    expect(section(python, 'Components')).toContain('| `src/acme/` | — | Python | 2 | 20 | 0 | 0 |');
  });

  it('finds hot spots from per-file history', () => {
    const hot = section(agent.write({ snapshot: npmMonorepo() }), 'Hot spots');
    expect(hot).toContain('| `packages/api/` | 20 | `packages/api/src/server.ts` (20) |');
    expect(hot).toContain('| `packages/core/` | 13 | `packages/core/src/index.ts` (9) |');
    expect(hot.indexOf('| `packages/web/src/app.spec.ts` | 30 | 1 | 2024-02-03 |')).toBeLessThan(hot.indexOf('| `packages/api/src/server.ts` | 20 | 5 | 2024-02-03 |'));
  });

  it('caps the diagram and says so', () => {
    const files = Array.from({ length: 30 }, (_, index) => source(`lib${String(index).padStart(2, '0')}/x.ts`, index === 0 ? [] : ['lib00/x.ts'], { lines: 100 + index }));
    const markdown = agent.write({ snapshot: makeSnapshot({ files }) });
    const [diagram] = mermaidBlocks(markdown);
    expect(diagram.match(/\["/g)).toHaveLength(25);
    expect(section(markdown, 'Import graph')).toContain('The diagram is capped: it shows the 25 largest of the 30 components by lines; the tables list everything.');
    expect(section(markdown, 'Components').match(/^\| `lib\d\d\/` /gm)).toHaveLength(30);
  });

  it('writes only an overview for a repository without source files', () => {
    const snapshot = makeSnapshot({ files: [makeFile({ path: 'docs/a.md', language: 'Markdown', languageType: 'prose' })] });
    expect(agent.requiredSections({ snapshot }).map((required) => required.title)).toEqual(['Overview']);
    expect(agent.write({ snapshot })).toContain('has no components to describe');
  });

  it('names nothing in code spans that the snapshot does not have', () => {
    for (const snapshot of all()) {
      const paths = snapshot.files.map((file) => file.path);
      const names = snapshot.manifests.flatMap((manifest) => [manifest.path, manifest.name ?? '']);
      for (const span of spans(agent.write({ snapshot }))) {
        expect([span, paths.includes(span) || names.includes(span) || (span.endsWith('/') && paths.some((path) => path.startsWith(span)))]).toEqual([span, true]);
      }
    }
  });

  it('writes the same bytes for the same facts', () => {
    expect(agent.write({ snapshot: npmMonorepo() })).toBe(agent.write({ snapshot: npmMonorepo() }));
  });
});
