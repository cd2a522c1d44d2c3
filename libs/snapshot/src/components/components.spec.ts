import { GitFixture } from '@chronicle/history/testing';
import { buildSnapshot } from '../build-snapshot.js';
import type { CodeComponent, Snapshot } from '../model.js';

const LONG = 120_000;

const summary = (component: CodeComponent) => ({ folder: component.folder, name: component.name, kind: component.kind, files: component.files });
const edges = (snapshot: Snapshot) => snapshot.components.flatMap((component) => component.dependsOn.map((to) => `${component.folder} -> ${to.folder} manifest=${to.manifest} imports=${to.imports}`));
const role = (snapshot: Snapshot, path: string) => snapshot.files.find((file) => file.path === path)?.role;

describe('components, entry points and roles from real repositories', () => {
  let fixture: GitFixture;
  beforeEach(() => {
    fixture = new GitFixture();
  });
  afterEach(() => fixture.remove());

  it('a Cargo workspace: two crates, the path dependency as the edge (a registry one named like a sibling is none), lib and bins as entry points, README and description as purposes', async () => {
    fixture.commit('Cargo workspace', {
      'Cargo.toml': '[workspace]\nmembers = ["crates/*"]\n',
      'crates/core/Cargo.toml': '[package]\nname = "acme-core"\nversion = "0.1.0"\ndescription = "Core types of acme."\n\n[dev-dependencies]\nacme-cli = "0.1"\n\n[[example]]\nname = "tour"\npath = "demo-tour.rs"\n',
      'crates/core/src/lib.rs': 'pub mod model;\n\npub struct Widget;\n',
      'crates/core/src/model.rs': 'pub struct Part;\n',
      'crates/core/demo-tour.rs': 'fn main() {}\n',
      'crates/cli/Cargo.toml': '[package]\nname = "acme-cli"\nversion = "0.1.0"\n\n[dependencies]\nacme-core = { path = "../core" }\nserde = "1"\n\n[[bin]]\nname = "acme"\npath = "src/main.rs"\n',
      'crates/cli/README.md': '# acme-cli\n\nThe command line of acme, built on acme-core.\n',
      'crates/cli/src/main.rs': 'use acme_core::Widget;\nfn main() {}\n',
      'crates/cli/tests/run.rs': 'fn it_runs() {}\n',
      'crates/cli/benches/speed.rs': 'fn bench() {}\n',
      'crates/cli/examples/hello.rs': 'fn main() {}\n',
      'crates/cli/build.rs': 'fn main() {}\n',
      'docs/guide.md': '# Guide\n',
      '.github/workflows/ci.yml': 'on: push\n',
    });
    const snapshot = await buildSnapshot(fixture.dir);
    expect(snapshot.components.map(summary)).toEqual([
      { folder: 'crates/cli/', name: 'acme-cli', kind: 'package', files: 1 },
      { folder: 'crates/core/', name: 'acme-core', kind: 'package', files: 2 },
    ]);
    expect(edges(snapshot)).toEqual(['crates/cli/ -> crates/core/ manifest=true imports=1']);
    const [cli, core] = snapshot.components;
    expect(cli!.entryPoints).toEqual([{ path: 'crates/cli/src/main.rs', kind: 'binary', name: 'acme' }]);
    expect(core!.entryPoints).toEqual([{ path: 'crates/core/src/lib.rs', kind: 'library', name: null }]);
    expect(cli!.purpose).toEqual({ text: 'The command line of acme, built on acme-core.', source: 'readme', path: 'crates/cli/README.md', line: null });
    expect(core!.purpose).toEqual({ text: 'Core types of acme.', source: 'manifest', path: 'crates/core/Cargo.toml', line: null });
    expect({
      test: role(snapshot, 'crates/cli/tests/run.rs'),
      bench: role(snapshot, 'crates/cli/benches/speed.rs'),
      example: role(snapshot, 'crates/cli/examples/hello.rs'),
      declaredExample: role(snapshot, 'crates/core/demo-tour.rs'),
      build: role(snapshot, 'crates/cli/build.rs'),
      manifest: role(snapshot, 'crates/cli/Cargo.toml'),
      docs: role(snapshot, 'docs/guide.md'),
      readme: role(snapshot, 'crates/cli/README.md'),
      ci: role(snapshot, '.github/workflows/ci.yml'),
      source: role(snapshot, 'crates/core/src/model.rs'),
    }).toEqual({ test: 'test', bench: 'benchmark', example: 'example', declaredExample: 'example', build: 'build', manifest: 'build', docs: 'docs', readme: 'docs', ci: 'build', source: 'source' });
    expect(snapshot.files.filter((file) => file.test).map((file) => file.path)).toEqual(['crates/cli/tests/run.rs']);
    // The library's own declarations rank first; a module's, reached through no `pub use`, under its module path.
    expect(snapshot.api.map((entry) => `${entry.entry ? '*' : ' '} ${entry.name} ${entry.path}`)).toEqual([
      '* acme_core::Widget crates/core/src/lib.rs',
      '* acme_core::model crates/core/src/lib.rs',
      '  acme_core::model::Part crates/core/src/model.rs',
    ]);
  }, LONG);

  it('an npm workspace: `workspace:*` and a plain name between members as manifest edges, dist entries mapped to src, bins', async () => {
    fixture.commit('npm workspace', {
      // The root is no member: its plain dependency on a member's name is the registry's package.
      'package.json': JSON.stringify({ name: 'acme-root', private: true, workspaces: ['packages/*'], devDependencies: { '@acme/tools': '1.0.0' } }),
      'packages/core/package.json': JSON.stringify({ name: '@acme/core', description: 'Shared pieces.', main: 'dist/index.js', exports: { '.': './dist/index.js', './utils': './dist/utils.js' } }),
      'packages/core/src/index.ts': 'export class Widget {}\n',
      'packages/core/src/widget.ts': 'export class Part {}\n',
      'packages/core/src/utils.ts': 'export function slug(text: string) { return text; }\n',
      'packages/core/src/widget.spec.ts': 'import { Widget } from "./widget.js";\n',
      'packages/app/package.json': JSON.stringify({ name: '@acme/app', bin: { acme: 'bin/acme.js' }, dependencies: { '@acme/core': 'workspace:*' }, devDependencies: { '@acme/tools': '1.0.0' } }),
      'packages/app/bin/acme.js': '#!/usr/bin/env node\nimport { Widget } from "@acme/core";\n',
      'packages/tools/package.json': JSON.stringify({ name: '@acme/tools', version: '1.0.0', main: 'index.js' }),
      'packages/tools/index.js': '/** Tools for the acme packages. */\nexport const tool = 1;\n',
      'examples/basic/package.json': JSON.stringify({ name: 'acme-example', dependencies: { '@acme/core': 'workspace:*' } }),
      'examples/basic/index.js': 'import { Widget } from "@acme/core";\n',
      'tsconfig.json': '{}\n',
    });
    const snapshot = await buildSnapshot(fixture.dir);
    expect(snapshot.components.map(summary)).toEqual([
      { folder: '', name: 'acme-root', kind: 'package', files: 0 },
      // A package among the examples is a component too, with no source files: the manifests' edges stay whole.
      { folder: 'examples/basic/', name: 'acme-example', kind: 'package', files: 0 },
      { folder: 'packages/app/', name: '@acme/app', kind: 'package', files: 1 },
      { folder: 'packages/core/', name: '@acme/core', kind: 'package', files: 3 },
      { folder: 'packages/tools/', name: '@acme/tools', kind: 'package', files: 1 },
    ]);
    expect(edges(snapshot)).toEqual([
      'examples/basic/ -> packages/core/ manifest=true imports=0',
      'packages/app/ -> packages/core/ manifest=true imports=1',
      'packages/app/ -> packages/tools/ manifest=true imports=0',
    ]);
    const byFolder = new Map(snapshot.components.map((component) => [component.folder, component]));
    expect(byFolder.get('packages/core/')!.entryPoints).toEqual([
      { path: 'packages/core/src/index.ts', kind: 'library', name: null },
      { path: 'packages/core/src/utils.ts', kind: 'library', name: './utils' },
    ]);
    expect(byFolder.get('packages/app/')!.entryPoints).toEqual([{ path: 'packages/app/bin/acme.js', kind: 'binary', name: 'acme' }]);
    expect(byFolder.get('packages/core/')!.purpose).toEqual({ text: 'Shared pieces.', source: 'manifest', path: 'packages/core/package.json', line: null });
    expect(role(snapshot, 'examples/basic/index.js')).toBe('example');
    expect(role(snapshot, 'packages/core/src/widget.spec.ts')).toBe('test');
    expect(role(snapshot, 'tsconfig.json')).toBe('build');
    expect(snapshot.api.filter((entry) => entry.component === 'packages/core/').map((entry) => `${entry.entry ? '*' : ' '} ${entry.name}`)).toEqual(['* @acme/core.Widget', '* @acme/core/utils.slug', '  @acme/core/src/widget.Part']);
  }, LONG);

  it('a Go module: each package folder a component named by import path, `cmd/x` a binary, edges from imports', async () => {
    fixture.commit('Go module', {
      'go.mod': 'module example.com/acme\n\ngo 1.22\n',
      'acme.go': '// Package acme builds widgets.\npackage acme\n\nimport "example.com/acme/internal/store"\n\n// Build makes one.\nfunc Build() string { return store.Name }\n',
      'acme_test.go': 'package acme\n\nfunc TestBuild(t *testing.T) {}\n',
      'internal/store/store.go': 'package store\n\n// Name is the store.\nconst Name = "s"\n',
      'cmd/acme/main.go': 'package main\n\nimport "example.com/acme"\n\nfunc main() { acme.Build() }\n',
      'testdata/input.go': 'package testdata\n',
      '_examples/hello/main.go': 'package main\n\nfunc main() {}\n',
    });
    const snapshot = await buildSnapshot(fixture.dir);
    expect(snapshot.components.map(summary)).toEqual([
      { folder: '', name: 'example.com/acme', kind: 'go-package', files: 1 },
      { folder: 'cmd/acme/', name: 'example.com/acme/cmd/acme', kind: 'go-package', files: 1 },
      { folder: 'internal/store/', name: 'example.com/acme/internal/store', kind: 'go-package', files: 1 },
    ]);
    expect(edges(snapshot)).toEqual([' -> internal/store/ manifest=false imports=1', 'cmd/acme/ ->  manifest=false imports=1']);
    const byFolder = new Map(snapshot.components.map((component) => [component.folder, component]));
    expect(byFolder.get('cmd/acme/')!.entryPoints).toEqual([{ path: 'cmd/acme/main.go', kind: 'binary', name: 'acme' }]);
    expect(byFolder.get('')!.entryPoints).toEqual([{ path: 'acme.go', kind: 'library', name: null }]);
    expect({ fixture: role(snapshot, 'testdata/input.go'), example: role(snapshot, '_examples/hello/main.go'), test: role(snapshot, 'acme_test.go') }).toEqual({ fixture: 'fixture', example: 'example', test: 'test' });
    expect(snapshot.api.map((entry) => `${entry.entry ? '*' : ' '} ${entry.name}`)).toEqual(['* example.com/acme.Build', '* example.com/acme/internal/store.Name']);
  }, LONG);

  it('a Python package: `__init__.py` packages, the console script, the API by dotted module path', async () => {
    fixture.commit('Python package', {
      'pyproject.toml': '[project]\nname = "acme-tools"\ndescription = "Tools for acme."\n\n[project.scripts]\nacme = "acme.cli:main"\n',
      'src/acme/__init__.py': 'def make():\n    pass\n',
      'src/acme/core.py': 'class Widget:\n    pass\n\ndef helper():\n    pass\n',
      'src/acme/cli.py': 'def main():\n    pass\n',
      'src/acme/plugins/__init__.py': '',
      'src/acme/plugins/loader.py': 'from acme.core import Widget\n\ndef load():\n    return Widget()\n',
      'tests/test_core.py': 'def test_widget():\n    pass\n',
      'docs/conf.py': 'project = "acme"\n',
      'benchmarks/bench_core.py': 'def run():\n    pass\n',
    });
    const snapshot = await buildSnapshot(fixture.dir);
    expect(snapshot.components.map(summary)).toEqual([
      { folder: '', name: 'acme-tools', kind: 'package', files: 0 },
      { folder: 'src/acme/', name: 'acme', kind: 'python-package', files: 3 },
      { folder: 'src/acme/plugins/', name: 'acme.plugins', kind: 'python-package', files: 2 },
    ]);
    expect(edges(snapshot)).toEqual(['src/acme/plugins/ -> src/acme/ manifest=false imports=1']);
    const byFolder = new Map(snapshot.components.map((component) => [component.folder, component]));
    expect(byFolder.get('src/acme/')!.entryPoints).toEqual([
      { path: 'src/acme/__init__.py', kind: 'library', name: null },
      { path: 'src/acme/cli.py', kind: 'script', name: 'acme' },
    ]);
    expect(byFolder.get('')!.purpose).toEqual({ text: 'Tools for acme.', source: 'manifest', path: 'pyproject.toml', line: null });
    expect({ test: role(snapshot, 'tests/test_core.py'), docs: role(snapshot, 'docs/conf.py'), bench: role(snapshot, 'benchmarks/bench_core.py') }).toEqual({ test: 'test', docs: 'docs', bench: 'benchmark' });
    const names = snapshot.api.map((entry) => `${entry.entry ? '*' : ' '} ${entry.name}`);
    expect(names).toEqual(['* acme.make', '  acme.cli.main', '  acme.core.Widget', '  acme.core.helper', '  acme.plugins.loader.load']);
  }, LONG);

  it('re-exports read by the language readers: `pub use` in lib.rs, an `__init__.py` import, a Go package comment as purpose', async () => {
    fixture.commit('Re-exports', {
      'Cargo.toml': '[package]\nname = "grep-searcher"\nversion = "0.1.0"\n',
      'src/lib.rs': 'mod searcher;\npub use crate::searcher::{Searcher, Sink as LineSink};\n',
      'src/searcher.rs': 'pub struct Searcher;\npub trait Sink {}\npub struct Config;\n',
      'py/acme/__init__.py': 'from .core import Widget\n',
      'py/acme/core.py': 'class Widget:\n    pass\n\ndef helper():\n    pass\n',
      'go/go.mod': 'module example.com/tool\n',
      'go/doc.go': '// Package tool reads and writes tools.\npackage tool\n',
      'go/tool.go': 'package tool\n\n// Run runs.\nfunc Run() {}\n',
    });
    const snapshot = await buildSnapshot(fixture.dir);
    const names = snapshot.api.map((entry) => `${entry.entry ? '*' : ' '} ${entry.name} <- ${entry.path}`);
    expect(names).toEqual(expect.arrayContaining(['* grep_searcher::Searcher <- src/searcher.rs', '* grep_searcher::LineSink <- src/searcher.rs', '* acme.Widget <- py/acme/core.py', '  acme.core.helper <- py/acme/core.py']));
    expect(names.filter((name) => name.includes('Widget') || name.includes('Searcher'))).toEqual(['* acme.Widget <- py/acme/core.py', '* grep_searcher::Searcher <- src/searcher.rs']);
    expect(snapshot.components.find((component) => component.folder === 'go/')!.purpose).toEqual({ text: 'Package tool reads and writes tools.', source: 'code', path: 'go/doc.go', line: 1 });
  }, LONG);
});
