import { buildComponents } from '../components/index.js';
import type { ImportRef, Manifest, SourceFile } from '../model.js';
import { makeCode, makeFile, makeManifest, makeSymbol } from '../testing/factories.js';
import { buildApi } from './index.js';
import { javaPackage } from './module-names.js';

// Re-exports and code purposes from hand-built facts: the language readers that fill them land apart.

const reexport = (specifier: string, resolvedPath: string, names: [string, string][]): ImportRef => ({
  specifier,
  line: 1,
  resolvedPath,
  package: null,
  standardLibrary: false,
  names: names.map(([name, imported]) => ({ name, imported })),
  reexport: true,
});

function build(files: SourceFile[], manifests: Manifest[]) {
  const { components, found } = buildComponents({ files, manifests, texts: [] });
  return { components, api: buildApi(found, components) };
}

const lines = (api: ReturnType<typeof build>['api']) => api.map((entry) => `${entry.entry ? '*' : ' '} ${entry.name} <- ${entry.path}#${entry.symbol}`);

describe('the public API as users write it', () => {
  it('JS/TS: what the package entry exports ranks first, through `export … from`, `export *` chains and `export * as ns`; tests and examples stay out', () => {
    const { api } = build(
      [
        makeFile({
          path: 'packages/core/src/index.ts',
          code: makeCode({
            symbols: [makeSymbol({ name: 'VERSION', kind: 'constant' })],
            imports: [
              reexport('./widget.js', 'packages/core/src/widget.ts', [['Gadget', 'Widget']]),
              reexport('./helpers.js', 'packages/core/src/helpers.ts', [['*', '*']]),
              reexport('./utils.js', 'packages/core/src/utils.ts', [['util', '*']]),
              reexport('./widget.spec.js', 'packages/core/src/widget.spec.ts', [['*', '*']]),
            ],
          }),
        }),
        makeFile({ path: 'packages/core/src/widget.ts', code: makeCode({ symbols: [makeSymbol({ name: 'Widget', kind: 'class' }), makeSymbol({ name: 'Part', kind: 'class' }), makeSymbol({ name: 'hidden', exported: false })] }) }),
        makeFile({ path: 'packages/core/src/helpers.ts', code: makeCode({ imports: [reexport('./deep/index.js', 'packages/core/src/deep/index.ts', [['*', '*']])] }) }),
        makeFile({ path: 'packages/core/src/deep/index.ts', code: makeCode({ symbols: [makeSymbol({ name: 'deepHelper' }), makeSymbol({ name: 'default' })] }) }),
        makeFile({ path: 'packages/core/src/utils.ts', code: makeCode({ symbols: [makeSymbol({ name: 'slug' })] }) }),
        makeFile({ path: 'packages/core/src/widget.spec.ts', test: true, code: makeCode({ symbols: [makeSymbol({ name: 'fakeWidget' })] }) }),
        makeFile({ path: 'packages/core/examples/demo.ts', role: 'example', code: makeCode({ symbols: [makeSymbol({ name: 'demoApp' })] }) }),
      ],
      [makeManifest({ path: 'packages/core/package.json', name: '@acme/core', targets: [{ kind: 'library', name: '.', path: 'packages/core/dist/index.js' }] })],
    );
    expect(lines(api)).toEqual([
      '* @acme/core.Gadget <- packages/core/src/widget.ts#Widget',
      '* @acme/core.VERSION <- packages/core/src/index.ts#VERSION',
      '* @acme/core.deepHelper <- packages/core/src/deep/index.ts#deepHelper',
      '* @acme/core.util.slug <- packages/core/src/utils.ts#slug',
      // `export *` leaves `default` behind: only its own module names it.
      '  @acme/core/src/deep.default <- packages/core/src/deep/index.ts#default',
      '  @acme/core/src/widget.Part <- packages/core/src/widget.ts#Part',
    ]);
  });

  it('Python: a name re-exported by `__init__.py` is `pkg.Name`, a subpackage’s `pkg.sub.Name`; others keep their module path', () => {
    const { api, components } = build(
      [
        makeFile({
          path: 'src/pkg/__init__.py',
          language: 'Python',
          code: makeCode({ imports: [reexport('.core', 'src/pkg/core.py', [['Widget', 'Widget']])], purpose: { text: 'Widgets for everyone.', line: 1 } }),
        }),
        makeFile({ path: 'src/pkg/core.py', language: 'Python', code: makeCode({ symbols: [makeSymbol({ name: 'Widget', kind: 'class' }), makeSymbol({ name: 'helper' })] }) }),
        makeFile({ path: 'src/pkg/sub/__init__.py', language: 'Python', code: makeCode({ imports: [reexport('.impl', 'src/pkg/sub/impl.py', [['*', '*']])] }) }),
        makeFile({ path: 'src/pkg/sub/impl.py', language: 'Python', code: makeCode({ symbols: [makeSymbol({ name: 'Engine', kind: 'class' })] }) }),
      ],
      [],
    );
    expect(lines(api)).toEqual([
      '* pkg.Widget <- src/pkg/core.py#Widget',
      '* pkg.sub.Engine <- src/pkg/sub/impl.py#Engine',
      '  pkg.core.helper <- src/pkg/core.py#helper',
    ]);
    expect(components.find((component) => component.folder === 'src/pkg/')!.purpose).toEqual({ text: 'Widgets for everyone.', source: 'code', path: 'src/pkg/__init__.py', line: 1 });
  });

  it('Rust: `pub use` from lib.rs gives `crate_name::Name`; a module’s own names keep their path; a binary’s are no API', () => {
    const { api, components } = build(
      [
        makeFile({
          path: 'crates/grep-searcher/src/lib.rs',
          language: 'Rust',
          code: makeCode({ imports: [reexport('crate::searcher::Searcher', 'crates/grep-searcher/src/searcher/mod.rs', [['Searcher', 'Searcher']])], purpose: { text: 'Fast line-oriented search.', line: 1 } }),
        }),
        makeFile({ path: 'crates/grep-searcher/src/searcher/mod.rs', language: 'Rust', code: makeCode({ symbols: [makeSymbol({ name: 'Searcher', kind: 'struct' }), makeSymbol({ name: 'Config', kind: 'struct' })] }) }),
        makeFile({ path: 'crates/grep-searcher/src/main.rs', language: 'Rust', code: makeCode({ symbols: [makeSymbol({ name: 'run' })] }) }),
      ],
      [makeManifest({ path: 'crates/grep-searcher/Cargo.toml', ecosystem: 'cargo', kind: 'Cargo.toml', name: 'grep-searcher', description: 'Searches lines.' })],
    );
    expect(lines(api)).toEqual(['* grep_searcher::Searcher <- crates/grep-searcher/src/searcher/mod.rs#Searcher', '  grep_searcher::searcher::Config <- crates/grep-searcher/src/searcher/mod.rs#Config']);
    expect(components[0]!.purpose).toEqual({ text: 'Fast line-oriented search.', source: 'code', path: 'crates/grep-searcher/src/lib.rs', line: 1 });
  });

  it('Java: the package is the folders under the most specific source root, wherever the module sits', () => {
    expect(javaPackage('java/src/main/java/com/acme/gen/Billing.java')).toBe('com.acme.gen');
    expect(javaPackage('src/main/java/org/jsoup/nodes/Element.java')).toBe('org.jsoup.nodes');
    expect(javaPackage('server/src/java/org/acme/Server.java')).toBe('org.acme');
    expect(javaPackage('java/org/acme/Tool.java')).toBe('org.acme');
    expect(javaPackage('src/Main.java')).toBe('');
    expect(javaPackage('com/acme/App.java')).toBe('com.acme');
  });

  it('Go: the package comment of any file is the purpose; `package main` exports no API. Java: `package.Class`, a `public static void main` a binary', () => {
    const { api, components } = build(
      [
        makeFile({ path: 'gin.go', language: 'Go', code: makeCode({ symbols: [makeSymbol({ name: 'Engine', kind: 'struct' })] }) }),
        makeFile({ path: 'doc.go', language: 'Go', code: makeCode({ purpose: { text: 'Package gin implements a HTTP web framework.', line: 1 } }) }),
        makeFile({ path: 'cmd/tool/main.go', language: 'Go', code: makeCode({ symbols: [makeSymbol({ name: 'main', exported: false }), makeSymbol({ name: 'Exported' })] }) }),
        makeFile({
          path: 'app/src/main/java/com/acme/App.java',
          language: 'Java',
          code: makeCode({ symbols: [makeSymbol({ name: 'App', kind: 'class' }), makeSymbol({ name: 'main', kind: 'method', parent: 'App', qualifiedName: 'App.main', signature: 'public static void main(String[] args)' })] }),
        }),
      ],
      [
        makeManifest({ path: 'go.mod', ecosystem: 'go', kind: 'go.mod', name: 'github.com/gin-gonic/gin' }),
        makeManifest({ path: 'app/pom.xml', ecosystem: 'maven', kind: 'pom.xml', name: 'com.acme:app' }),
      ],
    );
    expect(lines(api)).toEqual(['* github.com/gin-gonic/gin.Engine <- gin.go#Engine', '  com.acme.App <- app/src/main/java/com/acme/App.java#App']);
    const byFolder = new Map(components.map((component) => [component.folder, component]));
    expect(byFolder.get('')!.purpose).toEqual({ text: 'Package gin implements a HTTP web framework.', source: 'code', path: 'doc.go', line: 1 });
    expect(byFolder.get('')!.entryPoints).toEqual([{ path: 'doc.go', kind: 'library', name: null }]);
    expect(byFolder.get('cmd/tool/')!.entryPoints).toEqual([{ path: 'cmd/tool/main.go', kind: 'binary', name: 'tool' }]);
    expect(byFolder.get('app/')!.entryPoints).toEqual([{ path: 'app/src/main/java/com/acme/App.java', kind: 'binary', name: 'App' }]);
  });
});
