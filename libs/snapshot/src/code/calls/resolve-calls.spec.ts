import type { CallSite, ImportRef, SourceFile } from '../../model.js';
import { makeCode, makeFile, makeSnapshot, makeSymbol } from '../../testing/factories.js';
import { calleesOf, callersOf } from './queries.js';
import { resolveCalls } from './resolve-calls.js';

// The resolver on hand-built facts: each kind of resolution, the re-export chain, what is left
// unresolved (and dropped), and the queries over the result.

const call = (callee: string, line: number, caller: string | null = null): CallSite => ({ callee, line, caller, target: null, resolution: null });

const importOf = (specifier: string, resolvedPath: string | null, names: [string, string][], reexport = false): ImportRef => ({
  specifier,
  line: 1,
  resolvedPath,
  package: resolvedPath === null ? specifier : null,
  standardLibrary: false,
  names: names.map(([name, imported]) => ({ name, imported })),
  reexport,
});

/** Each kept call as `callee → path#symbol (resolution)`. */
function edges(files: SourceFile[], path: string): string[] {
  const file = resolveCalls(files).find((candidate) => candidate.path === path);
  return (file?.code.calls ?? []).map((site) => `${site.callee} → ${site.target?.path}#${site.target?.symbol} (${site.resolution})`);
}

describe('resolveCalls: receiver', () => {
  it('finds this.x() in the caller\'s class, and in a base class imported from another file', () => {
    const files = [
      makeFile({
        path: 'src/router.ts',
        code: makeCode({
          symbols: [
            makeSymbol({ kind: 'class', name: 'Router', extends: ['Base<Route>'], line: 2, endLine: 9 }),
            makeSymbol({ kind: 'method', name: 'route', qualifiedName: 'Router.route', parent: 'Router', line: 3, endLine: 6 }),
            makeSymbol({ kind: 'property', name: 'handle', qualifiedName: 'Router.handle', parent: 'Router', line: 7, endLine: 7 }),
          ],
          imports: [importOf('./base.js', 'src/base.ts', [['Base', 'Base']])],
          calls: [call('this.handle', 4, 'Router.route'), call('this.mount', 5, 'Router.route'), call('super.mount', 5, '<anonymous>'), call('this.missing', 6, 'Router.route')],
        }),
      }),
      makeFile({
        path: 'src/base.ts',
        code: makeCode({
          symbols: [makeSymbol({ kind: 'class', name: 'Base' }), makeSymbol({ kind: 'method', name: 'mount', qualifiedName: 'Base.mount', parent: 'Base' })],
        }),
      }),
    ];
    expect(edges(files, 'src/router.ts')).toEqual([
      'this.handle → src/router.ts#Router.handle (receiver)',
      'this.mount → src/base.ts#Base.mount (receiver)',
      'super.mount → src/base.ts#Base.mount (receiver)',
    ]);
  });

  it('finds a Go receiver\'s method in another file of its package, and Rust self.x() and Self::x()', () => {
    const go = [
      makeFile({
        path: 'api/server.go',
        language: 'Go',
        code: makeCode({
          symbols: [
            makeSymbol({ kind: 'struct', name: 'Server' }),
            makeSymbol({ kind: 'method', name: 'Sync', qualifiedName: 'Server.Sync', parent: 'Server', signature: 'func (s *Server) Sync(ids []int) error', line: 3, endLine: 8 }),
          ],
          // Line 6 is in a function literal of Sync (`run := func() { s.execute(2) }`): its caller is the literal's name.
          calls: [call('s.execute', 4, 'Server.Sync'), call('other.execute', 5, 'Server.Sync'), call('s.execute', 6, 'run')],
        }),
      }),
      makeFile({
        path: 'api/execute.go',
        language: 'Go',
        code: makeCode({ symbols: [makeSymbol({ kind: 'method', name: 'execute', qualifiedName: 'Server.execute', parent: 'Server', signature: 'func (s *Server) execute(id int)' })] }),
      }),
      makeFile({
        path: 'cmd/execute.go',
        language: 'Go',
        code: makeCode({ symbols: [makeSymbol({ kind: 'method', name: 'execute', qualifiedName: 'Job.execute', parent: 'Job', signature: 'func (j *Job) execute()' })] }),
      }),
    ];
    // `other.execute` has a receiver of unknown type, and `execute` is declared in two files: not resolved.
    expect(edges(go, 'api/server.go')).toEqual(['s.execute → api/execute.go#Server.execute (receiver)', 's.execute → api/execute.go#Server.execute (receiver)']);

    const rust = [
      makeFile({
        path: 'src/config.rs',
        language: 'Rust',
        code: makeCode({
          symbols: [
            makeSymbol({ kind: 'method', name: 'new', qualifiedName: 'Config::new', parent: 'Config', line: 3, endLine: 5 }),
            makeSymbol({ kind: 'method', name: 'load', qualifiedName: 'Config::load', parent: 'Config', line: 6, endLine: 8 }),
          ],
          calls: [call('Self::load', 4, 'Config::new'), call('self.load', 7, 'Config::load'), call('Config::load', 7, 'Config::load')],
        }),
      }),
    ];
    expect(edges(rust, 'src/config.rs')).toEqual([
      'Self::load → src/config.rs#Config::load (receiver)',
      'self.load → src/config.rs#Config::load (receiver)',
      'Config::load → src/config.rs#Config::load (receiver)',
    ]);
  });

  it('takes a bare call in a Java class for its own method, or that of the class around it', () => {
    const files = [
      makeFile({
        path: 'src/main/java/app/Repo.java',
        language: 'Java',
        code: makeCode({
          symbols: [
            makeSymbol({ kind: 'class', name: 'Repo', line: 1, endLine: 9 }),
            makeSymbol({ kind: 'method', name: 'save', qualifiedName: 'Repo.save', parent: 'Repo', line: 2, endLine: 2 }),
            makeSymbol({ kind: 'class', name: 'Batch', qualifiedName: 'Repo.Batch', parent: 'Repo', line: 3, endLine: 8 }),
            makeSymbol({ kind: 'method', name: 'run', qualifiedName: 'Repo.Batch.run', parent: 'Repo.Batch', line: 4, endLine: 7 }),
          ],
          calls: [call('save', 5, 'Repo.Batch.run'), call('run', 6, '<anonymous>')],
        }),
      }),
    ];
    expect(edges(files, 'src/main/java/app/Repo.java')).toEqual(['save → src/main/java/app/Repo.java#Repo.save (receiver)', 'run → src/main/java/app/Repo.java#Repo.Batch.run (receiver)']);
  });
});

describe('resolveCalls: same file', () => {
  it('finds a top-level function and a namespace member declared in the file, not a constant holding a function; a Python bare name is no method', () => {
    const files = [
      makeFile({
        path: 'app/views.py',
        language: 'Python',
        code: makeCode({
          symbols: [
            makeSymbol({ kind: 'function', name: 'helper' }),
            makeSymbol({ kind: 'class', name: 'View', line: 3, endLine: 6 }),
            makeSymbol({ kind: 'method', name: 'render', qualifiedName: 'View.render', parent: 'View', line: 4, endLine: 6 }),
          ],
          calls: [call('helper', 5, 'View.render'), call('render', 6, 'View.render'), call('View', 9)],
        }),
      }),
      makeFile({
        path: 'src/ns.ts',
        code: makeCode({
          symbols: [
            makeSymbol({ kind: 'module', name: 'Paths' }),
            makeSymbol({ kind: 'function', name: 'join', qualifiedName: 'Paths.join', parent: 'Paths' }),
            makeSymbol({ kind: 'constant', name: 'debug', signature: "const debug = createDebug('app')" }),
          ],
          calls: [call('Paths.join', 8), call('debug', 9)],
        }),
      }),
    ];
    expect(edges(files, 'app/views.py')).toEqual(['helper → app/views.py#helper (same-file)', 'View → app/views.py#View (same-file)']);
    expect(edges(files, 'src/ns.ts')).toEqual(['Paths.join → src/ns.ts#Paths.join (same-file)']);
  });
});

describe('resolveCalls: imports', () => {
  it('follows a renamed import, a namespace, a default import and a type\'s static member to their declarations', () => {
    const files = [
      makeFile({
        path: 'src/app.ts',
        code: makeCode({
          imports: [
            importOf('./run.js', 'src/run.ts', [['go', 'run']]),
            importOf('./util.js', 'src/util.ts', [['util', '*']]),
            importOf('./make.js', 'src/make.ts', [['make', 'default']]),
            importOf('./config.js', 'src/config.ts', [['Config', 'Config']]),
          ],
          calls: [call('go', 3, 'main'), call('util.format', 4, 'main'), call('make', 5, 'main'), call('Config.load', 6, 'main')],
        }),
      }),
      makeFile({ path: 'src/run.ts', code: makeCode({ symbols: [makeSymbol({ name: 'run' })] }) }),
      makeFile({ path: 'src/util.ts', code: makeCode({ symbols: [makeSymbol({ name: 'format' })] }) }),
      makeFile({ path: 'src/make.ts', code: makeCode({ symbols: [makeSymbol({ name: 'make' })] }) }),
      makeFile({ path: 'src/config.ts', code: makeCode({ symbols: [makeSymbol({ kind: 'class', name: 'Config' }), makeSymbol({ kind: 'method', name: 'load', qualifiedName: 'Config.load', parent: 'Config' })] }) }),
    ];
    expect(edges(files, 'src/app.ts')).toEqual([
      'go → src/run.ts#run (import)',
      'util.format → src/util.ts#format (import)',
      'make → src/make.ts#make (import)',
      'Config.load → src/config.ts#Config.load (receiver)',
    ]);
  });

  it('follows re-exports: a named one, a glob, and a chain of them to the declaring file', () => {
    const files = [
      makeFile({
        path: 'src/main.ts',
        code: makeCode({ imports: [importOf('./index.js', 'src/index.ts', [['parse', 'parse'], ['render', 'render'], ['deep', 'deep']])], calls: [call('parse', 2), call('render', 3), call('deep', 4)] }),
      }),
      makeFile({
        path: 'src/index.ts',
        code: makeCode({
          imports: [importOf('./parse.js', 'src/parse.ts', [['parse', 'parse']], true), importOf('./render/index.js', 'src/render/index.ts', [['*', '*']], true)],
        }),
      }),
      makeFile({ path: 'src/parse.ts', code: makeCode({ symbols: [makeSymbol({ name: 'parse' })] }) }),
      makeFile({ path: 'src/render/index.ts', code: makeCode({ imports: [importOf('./render.js', 'src/render/render.ts', [['*', '*']], true), importOf('./deep.js', 'src/render/deep.ts', [['deep', 'inner']], true)] }) }),
      makeFile({ path: 'src/render/render.ts', code: makeCode({ symbols: [makeSymbol({ name: 'render' })] }) }),
      makeFile({ path: 'src/render/deep.ts', code: makeCode({ symbols: [makeSymbol({ name: 'inner' })] }) }),
    ];
    expect(edges(files, 'src/main.ts')).toEqual(['parse → src/parse.ts#parse (import)', 'render → src/render/render.ts#render (import)', 'deep → src/render/deep.ts#inner (import)']);
  });

  it('ends a re-export cycle without an answer', () => {
    const files = [
      makeFile({ path: 'a.ts', code: makeCode({ imports: [importOf('./b.js', 'b.ts', [['*', '*']], true)], calls: [call('ghost', 2)] }) }),
      makeFile({ path: 'b.ts', code: makeCode({ imports: [importOf('./a.js', 'a.ts', [['*', '*']], true)] }) }),
    ];
    expect(edges(files, 'a.ts')).toEqual([]);
  });

  it('reads a Python module bound by name, `import a.b`, and a Java static import', () => {
    const files = [
      makeFile({
        path: 'pkg/cli.py',
        language: 'Python',
        code: makeCode({
          imports: [importOf('.core', 'pkg/core.py', [['core', 'core']]), importOf('pkg.util.text', 'pkg/util/text.py', [['pkg', 'pkg']])],
          calls: [call('core.run', 3), call('pkg.util.text.wrap', 4)],
        }),
      }),
      makeFile({ path: 'pkg/core.py', language: 'Python', code: makeCode({ symbols: [makeSymbol({ name: 'run' })] }) }),
      makeFile({ path: 'pkg/util/text.py', language: 'Python', code: makeCode({ symbols: [makeSymbol({ name: 'wrap' })] }) }),
      makeFile({
        path: 'src/main/java/app/Main.java',
        language: 'Java',
        code: makeCode({ imports: [importOf('app.util.Strings.pad', 'src/main/java/app/util/Strings.java', [['pad', 'pad']])], calls: [call('pad', 3, 'Main.main')] }),
      }),
      makeFile({
        path: 'src/main/java/app/util/Strings.java',
        language: 'Java',
        code: makeCode({ symbols: [makeSymbol({ kind: 'class', name: 'Strings' }), makeSymbol({ kind: 'method', name: 'pad', qualifiedName: 'Strings.pad', parent: 'Strings' })] }),
      }),
    ];
    expect(edges(files, 'pkg/cli.py')).toEqual(['core.run → pkg/core.py#run (import)', 'pkg.util.text.wrap → pkg/util/text.py#wrap (import)']);
    expect(edges(files, 'src/main/java/app/Main.java')).toEqual(['pad → src/main/java/app/util/Strings.java#Strings.pad (import)']);
  });
});

describe('resolveCalls: by name', () => {
  const library = (path: string, symbols: ReturnType<typeof makeSymbol>[], role: SourceFile['role'] = 'source') => makeFile({ path, role, test: role === 'test', code: makeCode({ symbols }) });

  it('takes a function or method declared once outside tests, and leaves common names, test helpers and external names alone', () => {
    const files = [
      makeFile({
        path: 'src/main.ts',
        code: makeCode({
          imports: [importOf('lodash', null, [['_', '*']])],
          calls: [call('parse', 2, 'main'), call('cache.flush', 3, 'main'), call('_.flush', 4, 'main'), call('_.chain().flush', 4, 'main'), call('flush', 5, 'main'), call('setup', 6, 'main'), call('get', 7, 'main'), call('mystery', 8, 'main')],
        }),
      }),
      library('src/parse.ts', [makeSymbol({ name: 'parse' })]),
      library('src/cache.ts', [makeSymbol({ kind: 'method', name: 'flush', qualifiedName: 'Cache.flush', parent: 'Cache' })]),
      library('test/setup.ts', [makeSymbol({ name: 'setup' })], 'test'),
      library('src/a.ts', [makeSymbol({ name: 'get' })]),
      library('src/b.ts', [makeSymbol({ name: 'get' })]),
    ];
    // `_.flush` and `_.chain().flush` name lodash's; a bare `flush` is no method call; `setup` is only a test's; `get` is declared twice.
    expect(edges(files, 'src/main.ts')).toEqual(['parse → src/parse.ts#parse (name)', 'cache.flush → src/cache.ts#Cache.flush (name)']);
  });

  it('leaves a name declared twice in one file alone: a Go package function and a method of the same name', () => {
    const files = [
      makeFile({ path: 'example_test.go', language: 'Go', code: makeCode({ calls: [call('pflag.ShorthandLookup', 3, 'Example')] }) }),
      library('flag.go', [makeSymbol({ name: 'ShorthandLookup' }), makeSymbol({ kind: 'method', name: 'ShorthandLookup', qualifiedName: 'FlagSet.ShorthandLookup', parent: 'FlagSet' })]),
    ];
    expect(edges(files.map((file) => ({ ...file, language: 'Go' })), 'example_test.go')).toEqual([]);
  });

  it('keeps a name declared in a test file and in one library file from landing on either', () => {
    const files = [
      makeFile({ path: 'src/main.ts', code: makeCode({ calls: [call('build', 2)] }) }),
      library('src/build.ts', [makeSymbol({ name: 'build' })]),
      library('test/build.spec.ts', [makeSymbol({ name: 'build' })], 'test'),
    ];
    expect(edges(files, 'src/main.ts')).toEqual([]);
  });

  it('never resolves across language families', () => {
    const files = [makeFile({ path: 'src/main.ts', code: makeCode({ calls: [call('render', 2)] }) }), makeFile({ path: 'tool/render.py', language: 'Python', code: makeCode({ symbols: [makeSymbol({ name: 'render' })] }) })];
    expect(edges(files, 'src/main.ts')).toEqual([]);
  });
});

describe('callersOf and calleesOf', () => {
  const files = resolveCalls([
    makeFile({
      path: 'src/app.ts',
      code: makeCode({
        symbols: [makeSymbol({ name: 'main', line: 1, endLine: 5 }), makeSymbol({ name: 'parse', line: 6, endLine: 8 })],
        calls: [call('parse', 3, 'main'), call('log', 4, 'main'), call('parse', 9)],
      }),
    }),
    makeFile({ path: 'examples/demo.ts', role: 'example', code: makeCode({ imports: [importOf('../src/app.js', 'src/app.ts', [['parse', 'parse']])], calls: [call('parse', 1)] }) }),
    makeFile({ path: 'test/app.spec.ts', test: true, code: makeCode({ imports: [importOf('../src/app.js', 'src/app.ts', [['parse', 'parse'], ['main', 'main']])], calls: [call('main', 2, '<anonymous>'), call('parse', 1, '<anonymous>')] }) }),
  ]);
  const snapshot = makeSnapshot({ files });

  it('lists a declaration\'s callers, library code first, each with its file\'s role and the resolution', () => {
    expect(callersOf(snapshot, 'src/app.ts', 'parse').map((edge) => [edge.path, edge.line, edge.caller, edge.resolution, edge.role])).toEqual([
      ['src/app.ts', 3, 'main', 'same-file', 'source'],
      ['src/app.ts', 9, null, 'same-file', 'source'],
      ['examples/demo.ts', 1, null, 'import', 'example'],
      ['test/app.spec.ts', 1, '<anonymous>', 'import', 'test'],
    ]);
  });

  it('lists what a function calls, by line; an unresolved call is not kept', () => {
    expect(calleesOf(snapshot, 'src/app.ts', 'main').map((edge) => [edge.line, edge.callee, edge.target])).toEqual([[3, 'parse', { path: 'src/app.ts', symbol: 'parse' }]]);
    expect(calleesOf(snapshot, 'src/missing.ts', 'main')).toEqual([]);
  });
});

describe('resolveCalls: a method of a field of the caller’s type', () => {
  it('follows the field’s declared type to its method, an interface’s own declaration included', () => {
    const files = [
      makeFile({
        path: 'src/hono.ts',
        language: 'TypeScript',
        code: makeCode({
          symbols: [
            makeSymbol({ kind: 'class', name: 'Hono', line: 3, endLine: 20 }),
            makeSymbol({ kind: 'property', name: 'router', qualifiedName: 'Hono.router', parent: 'Hono', signature: 'router!: Router<[H, RouterRoute]>', line: 4 }),
            makeSymbol({ kind: 'method', name: 'dispatch', qualifiedName: 'Hono.dispatch', parent: 'Hono', line: 10, endLine: 15 }),
          ],
          imports: [importOf('./router.js', 'src/router.ts', [['Router', 'Router']])],
          calls: [call('this.router.match', 11, 'Hono.dispatch'), call('this.other.match', 12, 'Hono.dispatch')],
        }),
      }),
      makeFile({
        path: 'src/router.ts',
        language: 'TypeScript',
        code: makeCode({
          symbols: [
            makeSymbol({ kind: 'interface', name: 'Router', line: 1, endLine: 5 }),
            makeSymbol({ kind: 'method', name: 'match', qualifiedName: 'Router.match', parent: 'Router', signature: 'match(method: string, path: string): Result<T>', line: 3 }),
          ],
        }),
      }),
      makeFile({
        path: 'tea.go',
        language: 'Go',
        code: makeCode({
          symbols: [
            makeSymbol({ kind: 'struct', name: 'Program', line: 1, endLine: 5 }),
            makeSymbol({ kind: 'field', name: 'renderer', qualifiedName: 'Program.renderer', parent: 'Program', signature: 'renderer renderer', line: 2 }),
            makeSymbol({ kind: 'method', name: 'eventLoop', qualifiedName: 'Program.eventLoop', parent: 'Program', signature: 'func (p *Program) eventLoop(model Model) (Model, error)', line: 10, endLine: 20 }),
          ],
          calls: [call('p.renderer.render', 12, 'Program.eventLoop')],
        }),
      }),
      makeFile({
        path: 'renderer.go',
        language: 'Go',
        code: makeCode({
          symbols: [
            makeSymbol({ kind: 'interface', name: 'renderer', line: 1, endLine: 4 }),
            makeSymbol({ kind: 'method', name: 'render', qualifiedName: 'renderer.render', parent: 'renderer', signature: 'render(View)', line: 2 }),
          ],
        }),
      }),
    ];
    // `this.other` is no declared field: only the name could decide, as before.
    expect(edges(files, 'src/hono.ts')).toEqual(['this.router.match → src/router.ts#Router.match (receiver)', 'this.other.match → src/router.ts#Router.match (name)']);
    expect(edges(files, 'tea.go')).toEqual(['p.renderer.render → renderer.go#renderer.render (receiver)']);
  });

  it('reads the type a field declaration writes, in each language’s order', async () => {
    const { fieldType } = await import('./resolve-calls.js');
    expect(fieldType('router!: Router<[H, RouterRoute]>', 'router')).toBe('Router');
    expect(fieldType('renderer renderer', 'renderer')).toBe('renderer');
    expect(fieldType('private final HtmlTreeBuilder treeBuilder', 'treeBuilder')).toBe('HtmlTreeBuilder');
    expect(fieldType('out *bufio.Writer', 'out')).toBe('bufio.Writer');
    expect(fieldType('pub read: R', 'read')).toBe('R');
    expect(fieldType('count = 0', 'count')).toBeNull();
  });
});
