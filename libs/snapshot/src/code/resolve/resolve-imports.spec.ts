import type { ImportRef, Manifest, SourceFile } from '../../model.js';
import { makeFile, makeManifest } from '../../testing/factories.js';
import { resolveImports } from '../index.js';

const ref = (specifier: string): ImportRef => ({ specifier, line: 1, resolvedPath: null, package: null, standardLibrary: false, names: [], reexport: false });

function file(path: string, language: string | null, ...specifiers: string[]): SourceFile {
  return makeFile({ path, language, code: { symbols: [], imports: specifiers.map(ref), comments: [], routes: [], functions: [], hints: [], calls: [], purpose: null, moduleValue: null, pathUses: [] } });
}

/** The imports of one file after resolution, as `[specifier, resolvedPath, package, standardLibrary]`. */
function resolved(files: SourceFile[], manifests: Manifest[], path: string): [string, string | null, string | null, boolean][] {
  const found = resolveImports(files, manifests).find((f) => f.path === path);
  return (found?.code.imports ?? []).map((i) => [i.specifier, i.resolvedPath, i.package, i.standardLibrary]);
}

describe('resolveImports', () => {
  it('resolves TypeScript relative imports (.js to .ts, extensions, index files), packages, builtins and workspace packages', () => {
    const files = [
      file('packages/app/src/main.ts', 'TypeScript', './router.js', './util', './components', '../../lib/src/index.js', 'node:fs', 'path', '@scope/pkg/sub', 'lodash', '@acme/lib/testing', './missing'),
      file('packages/app/src/router.ts', 'TypeScript'),
      file('packages/app/src/util.tsx', 'TSX'),
      file('packages/app/src/components/index.ts', 'TypeScript'),
      file('packages/lib/src/index.ts', 'TypeScript'),
      file('packages/lib/src/testing/index.ts', 'TypeScript'),
    ];
    const manifests = [makeManifest({ path: 'packages/lib/package.json', name: '@acme/lib', entryPoints: ['./dist/index.js'] })];
    expect(resolved(files, manifests, 'packages/app/src/main.ts')).toEqual([
      ['./router.js', 'packages/app/src/router.ts', null, false],
      ['./util', 'packages/app/src/util.tsx', null, false],
      ['./components', 'packages/app/src/components/index.ts', null, false],
      ['../../lib/src/index.js', 'packages/lib/src/index.ts', null, false],
      ['node:fs', null, null, true],
      ['path', null, null, true],
      ['@scope/pkg/sub', null, '@scope/pkg', false],
      ['lodash', null, 'lodash', false],
      ['@acme/lib/testing', 'packages/lib/src/testing/index.ts', null, false],
      ['./missing', null, null, false],
    ]);
    const entry = resolveImports([file('a.ts', 'TypeScript', '@acme/lib', './packages/lib'), ...files], manifests).find((f) => f.path === 'a.ts');
    expect(entry?.code.imports.map((i) => i.resolvedPath)).toEqual(['packages/lib/src/index.ts', 'packages/lib/src/index.ts']);
  });

  it('resolves Python relative and absolute imports to modules and packages; others to their top-level module', () => {
    const files = [
      file('src/shop/views.py', 'Python', '.models', '..shop.forms', '.', 'shop.utils.text', 'os.path', 'requests.adapters', 'shop'),
      file('src/shop/__init__.py', 'Python'),
      file('src/shop/models.py', 'Python'),
      file('src/shop/forms/__init__.py', 'Python'),
      file('src/shop/utils/text.py', 'Python'),
    ];
    expect(resolved(files, [], 'src/shop/views.py')).toEqual([
      ['.models', 'src/shop/models.py', null, false],
      ['..shop.forms', 'src/shop/forms/__init__.py', null, false],
      ['.', 'src/shop/__init__.py', null, false],
      ['shop.utils.text', 'src/shop/utils/text.py', null, false],
      ['os.path', null, null, true],
      ['requests.adapters', null, 'requests', false],
      ['shop', 'src/shop/__init__.py', null, false],
    ]);
  });

  it("resolves Go imports inside the module to the package folder's first non-test file, others to the required module", () => {
    const files = [
      file('cmd/app/main.go', 'Go', 'fmt', 'github.com/acme/app/internal/store', 'github.com/spf13/pflag/sub', 'golang.org/x/text'),
      file('internal/store/store.go', 'Go'),
      file('internal/store/a_test.go', 'Go'),
      file('internal/store/sql.go', 'Go'),
    ];
    const manifests = [
      makeManifest({ path: 'go.mod', ecosystem: 'go', kind: 'go.mod', name: 'github.com/acme/app', dependencies: [{ name: 'github.com/spf13/pflag', requirement: 'v1.0.5', scope: 'runtime', group: null }] }),
    ];
    expect(resolved(files, manifests, 'cmd/app/main.go')).toEqual([
      ['fmt', null, null, true],
      ['github.com/acme/app/internal/store', 'internal/store/sql.go', null, false],
      ['github.com/spf13/pflag/sub', null, 'github.com/spf13/pflag', false],
      ['golang.org/x/text', null, 'golang.org/x/text', false],
    ]);
  });

  it('resolves Rust mod declarations and crate, self and super paths to module files; other crates to their dependency', () => {
    const files = [
      file('src/lib.rs', 'Rust', 'self::de', 'self::value', 'crate::error::Error', 'std::io', 'serde::de', 'serde_derive'),
      file('src/de.rs', 'Rust'),
      file('src/error.rs', 'Rust'),
      file('src/value/mod.rs', 'Rust', 'self::index', 'super::de::Deserializer'),
      file('src/value/index.rs', 'Rust'),
      file('tests/test.rs', 'Rust', 'serde_json::Value'),
    ];
    const manifests = [
      makeManifest({ path: 'Cargo.toml', ecosystem: 'cargo', kind: 'Cargo.toml', name: 'serde_json', dependencies: [{ name: 'serde', requirement: '1', scope: 'runtime', group: null }, { name: 'serde-derive', requirement: '1', scope: 'development', group: null }] }),
    ];
    expect(resolved(files, manifests, 'src/lib.rs')).toEqual([
      ['self::de', 'src/de.rs', null, false],
      ['self::value', 'src/value/mod.rs', null, false],
      ['crate::error::Error', 'src/error.rs', null, false],
      ['std::io', null, null, true],
      ['serde::de', null, 'serde', false],
      ['serde_derive', null, 'serde-derive', false],
    ]);
    expect(resolved(files, manifests, 'src/value/mod.rs')).toEqual([
      ['self::index', 'src/value/index.rs', null, false],
      ['super::de::Deserializer', 'src/de.rs', null, false],
    ]);
    expect(resolved(files, manifests, 'tests/test.rs')).toEqual([['serde_json::Value', 'src/lib.rs', null, false]]);
  });

  it('resolves Java imports by path suffix; others to the dependency whose artifact or group names them', () => {
    const files = [
      file('src/main/java/org/acme/App.java', 'Java', 'org.acme.helper.Validate', 'org.acme.helper.Util.join', 'org.acme.model.*', 'java.util.List', 'com.google.gson.Gson'),
      file('src/main/java/org/acme/helper/Validate.java', 'Java'),
      file('src/main/java/org/acme/helper/Util.java', 'Java'),
      file('src/main/java/org/acme/model/Node.java', 'Java'),
    ];
    const manifests = [makeManifest({ path: 'pom.xml', ecosystem: 'maven', kind: 'pom.xml', dependencies: [{ name: 'com.google.code.gson:gson', requirement: '2.10', scope: 'runtime', group: null }, { name: 'com.google:guava', requirement: '1', scope: 'runtime', group: null }] })];
    expect(resolved(files, manifests, 'src/main/java/org/acme/App.java')).toEqual([
      ['org.acme.helper.Validate', 'src/main/java/org/acme/helper/Validate.java', null, false],
      ['org.acme.helper.Util.join', 'src/main/java/org/acme/helper/Util.java', null, false],
      ['org.acme.model.*', 'src/main/java/org/acme/model/Node.java', null, false],
      ['java.util.List', null, null, true],
      ['com.google.gson.Gson', null, 'com.google.code.gson:gson', false],
    ]);
  });

  it('resolves path uses like imports: a renamed crate to the crate it stands for, a qualified Java class to its artifact', () => {
    const rust = makeFile({ path: 'src/lib.rs', language: 'Rust', code: { symbols: [], imports: [ref('foo::Mmap')], comments: [], routes: [], functions: [], hints: [], calls: [], purpose: null, moduleValue: null, pathUses: [ref('log::debug'), ref('foo::MmapOptions')] } });
    const java = makeFile({ path: 'src/main/java/App.java', language: 'Java', code: { symbols: [], imports: [], comments: [], routes: [], functions: [], hints: [], calls: [], purpose: null, moduleValue: null, pathUses: [ref('com.google.re2j.Pattern')] } });
    const manifests = [
      makeManifest({ path: 'Cargo.toml', ecosystem: 'cargo', kind: 'Cargo.toml', name: 'app', dependencies: [{ name: 'memmap2', alias: 'foo', requirement: '0.9', scope: 'runtime', group: 'dependencies' }, { name: 'log', requirement: '0.4', scope: 'runtime', group: 'dependencies' }] }),
      makeManifest({ path: 'pom.xml', ecosystem: 'maven', kind: 'pom.xml', dependencies: [{ name: 'com.google.re2j:re2j', requirement: '1.7', scope: 'runtime', group: null }] }),
    ];
    const out = resolveImports([rust, java], manifests);
    expect(out[0]!.code.imports.map((use) => use.package)).toEqual(['memmap2']);
    expect(out[0]!.code.pathUses.map((use) => use.package)).toEqual(['log', 'memmap2']);
    expect(out[1]!.code.pathUses.map((use) => use.package)).toEqual(['com.google.re2j:re2j']);
  });

  it('resolves C includes relative to the file, then by suffix under the include folders', () => {
    const files = [
      file('src/list.c', 'C', 'list.h', 'util/alloc.h', 'stdio.h', 'openssl/ssl.h'),
      file('include/list.h', 'C'),
      file('src/util/alloc.h', 'C'),
      file('tests/list.h', 'C'),
    ];
    expect(resolved(files, [], 'src/list.c')).toEqual([
      ['list.h', 'include/list.h', null, false],
      ['util/alloc.h', 'src/util/alloc.h', null, false],
      ['stdio.h', null, null, true],
      ['openssl/ssl.h', null, null, false],
    ]);
  });

  it('resolves Ruby require_relative and lib/ requires, PHP namespaces and includes, and C# packages', () => {
    const files = [
      file('lib/acme/widget.rb', 'Ruby', './widget/parts', 'acme/version', 'json', 'rspec/core'),
      file('lib/acme/widget/parts.rb', 'Ruby'),
      file('lib/acme/version.rb', 'Ruby'),
      file('app/Http/Controller.php', 'PHP', 'App\\Models\\User', "__DIR__ . '/helpers.php'", 'Illuminate\\Support\\Str'),
      file('app/Models/User.php', 'PHP'),
      file('app/Http/helpers.php', 'PHP'),
      file('src/Program.cs', 'C#', 'System.Text', 'Newtonsoft.Json.Linq', 'Acme.Widgets'),
    ];
    const manifests = [
      makeManifest({ path: 'Gemfile', ecosystem: 'rubygems', kind: 'Gemfile', dependencies: [{ name: 'rspec-core', requirement: null, scope: 'test', group: null }] }),
      makeManifest({ path: 'src/App.csproj', ecosystem: 'nuget', kind: 'csproj', dependencies: [{ name: 'Newtonsoft.Json', requirement: '13.0.1', scope: 'runtime', group: null }] }),
    ];
    expect(resolved(files, manifests, 'lib/acme/widget.rb')).toEqual([
      ['./widget/parts', 'lib/acme/widget/parts.rb', null, false],
      ['acme/version', 'lib/acme/version.rb', null, false],
      ['json', null, null, true],
      ['rspec/core', null, 'rspec-core', false],
    ]);
    expect(resolved(files, manifests, 'app/Http/Controller.php')).toEqual([
      ['App\\Models\\User', 'app/Models/User.php', null, false],
      ["__DIR__ . '/helpers.php'", 'app/Http/helpers.php', null, false],
      ['Illuminate\\Support\\Str', null, null, false],
    ]);
    expect(resolved(files, manifests, 'src/Program.cs')).toEqual([
      ['System.Text', null, null, true],
      ['Newtonsoft.Json.Linq', null, 'Newtonsoft.Json', false],
      ['Acme.Widgets', null, null, false],
    ]);
  });

  it('leaves files in languages without a reader as they are', () => {
    const files = [file('notes.txt', null)];
    expect(resolveImports(files, [])).toEqual(files);
  });
});
