import { GitFixture } from '@chronicle/history/testing';
import { buildSnapshot } from './build-snapshot.js';
import type { Snapshot } from './model.js';

// The code model end to end on two small packages committed to real repositories: a CommonJS one
// written in express's idioms and an ESM TypeScript one with re-exports through its entry. Each
// asserts what documents and MCP read: members with their docs, what is private, the public API
// under the names users write, call edges with how they were resolved, purposes quoted from the
// source, the roles of examples and tests, and the component with its entry point.

const LONG = 120_000;

const symbolsOf = (snapshot: Snapshot, path: string) =>
  snapshot.files.find((file) => file.path === path)!.code.symbols.map((symbol) => [symbol.kind, symbol.qualifiedName, symbol.parent, symbol.exported, symbol.doc]);
const callsOf = (snapshot: Snapshot, path: string) =>
  snapshot.files.find((file) => file.path === path)!.code.calls.map((site) => [site.callee, site.caller, site.target, site.resolution]);
const apiOf = (snapshot: Snapshot) => snapshot.api.map((entry) => [entry.entry, entry.name, entry.path, entry.symbol]);
const rolesOf = (snapshot: Snapshot) => Object.fromEntries(snapshot.files.map((file) => [file.path, file.role]));

describe('the code model of a repository', () => {
  let fixture: GitFixture;
  beforeEach(() => {
    fixture = new GitFixture();
  });
  afterEach(() => fixture.remove());

  it('a CommonJS package in express\'s idioms: members assigned to the exported object and the prototype, @private ones kept out, calls through require()', async () => {
    fixture.commit('A tiny web framework', {
      "package.json": "{\"name\":\"tiny-web\",\"version\":\"1.0.0\",\"description\":\"A tiny web framework.\",\"main\":\"index.js\"}\n",
      "index.js": "'use strict';\n\nmodule.exports = require('./lib/tiny');\n",
      "lib/tiny.js": "/*!\n * tiny-web\n * MIT Licensed\n */\n\n'use strict';\n\nvar proto = require('./application');\nvar Router = require('./router');\n\nexports = module.exports = createApplication;\n\n/**\n * Create an application.\n */\nfunction createApplication() {\n  var app = function (req, res) { app.handle(req, res); };\n  Object.assign(app, proto);\n  app.init();\n  return app;\n}\n\nexports.Router = Router;\n\n/**\n * A router of its own.\n */\nexports.router = function router() {\n  return Router();\n};\n",
      "lib/application.js": "/**\n * @fileoverview The application prototype: settings and the request pipeline.\n */\n'use strict';\n\nvar Router = require('./router');\nvar merge = require('./utils').merge;\n\nvar app = exports = module.exports = {};\n\n/**\n * Initialize the settings.\n * @private\n */\napp.init = function init() {\n  this.settings = {};\n  this.router = new Router();\n};\n\n/**\n * Add middleware.\n *\n * @param {Function} fn\n * @public\n */\napp.use = function use(fn) {\n  merge(this.settings, fn.settings);\n  this.router.use(fn);\n  return this;\n};\n\n/**\n * Dispatch a request into the router.\n * @private\n */\napp.handle = function handle(req, res) {\n  this.router.handle(req, res);\n};\n",
      "lib/router.js": "'use strict';\n\nmodule.exports = Router;\n\n/**\n * A router: an ordered stack of middleware.\n */\nfunction Router() {\n  this.stack = [];\n}\n\n/**\n * Add middleware to the stack.\n */\nRouter.prototype.use = function use(fn) {\n  this.stack.push(fn);\n};\n\n/**\n * Run the stack for a request.\n */\nRouter.prototype.handle = function handle(req, res) {\n  this.stack.forEach(function (fn) { fn(req, res); });\n};\n",
      "examples/hello.js": "var tiny = require('..');\nvar app = tiny();\napp.use(function (req, res) { res.end('hi'); });\nmodule.exports = app;\n",
      "test/app.test.js": "var tiny = require('..');\nexports.makeApp = function makeApp() { return tiny(); };\n",
      "lib/utils.js": "'use strict';\n\n/**\n * Copies the own properties of b onto a.\n */\nexports.merge = function merge(a, b) {\n  for (var key in b) a[key] = b[key];\n  return a;\n};\n",
    });
    const snapshot = await buildSnapshot(fixture.dir);

    expect(symbolsOf(snapshot, 'lib/application.js')).toEqual([
      ['variable', 'app', null, true, null],
      ['method', 'app.init', 'app', false, 'Initialize the settings.\n@private'],
      ['method', 'app.use', 'app', true, 'Add middleware.\n\n@param {Function} fn\n@public'],
      ['method', 'app.handle', 'app', false, 'Dispatch a request into the router.\n@private'],
    ]);
    expect(symbolsOf(snapshot, 'lib/router.js')).toEqual([
      ['function', 'Router', null, true, 'A router: an ordered stack of middleware.'],
      ['method', 'Router.use', 'Router', true, 'Add middleware to the stack.'],
      ['method', 'Router.handle', 'Router', true, 'Run the stack for a request.'],
    ]);
    // `var merge = require('./utils').merge` binds the other module's `merge`.
    expect(callsOf(snapshot, 'lib/application.js')).toEqual([['merge', 'app.use', { path: 'lib/utils.js', symbol: 'merge' }, 'import']]);
    expect(snapshot.files.find((file) => file.path === 'lib/application.js')!.code.purpose).toEqual({ text: 'The application prototype: settings and the request pipeline.', line: 1 });
    // A licence header is no purpose.
    expect(snapshot.files.find((file) => file.path === 'lib/tiny.js')!.code.purpose).toBeNull();
    expect(rolesOf(snapshot)).toMatchObject({ 'examples/hello.js': 'example', 'test/app.test.js': 'test', 'lib/tiny.js': 'source', 'package.json': 'build' });
    // The example's `app` and the test's `makeApp` are exported from their modules, but no API.
    expect(snapshot.api.filter((entry) => !entry.path.startsWith('lib/'))).toEqual([]);
    // `exports.Router = require('./router')` exports what router.js's `module.exports = Router` is: users write `tiny.Router`.
    expect(apiOf(snapshot).filter(([entry]) => entry)).toEqual([
      [true, 'tiny-web.Router', 'lib/router.js', 'Router'],
      [true, 'tiny-web.createApplication', 'lib/tiny.js', 'createApplication'],
      [true, 'tiny-web.router', 'lib/tiny.js', 'router'],
    ]);
    // Calling the module a require() bound calls the declaration the module is.
    expect(callsOf(snapshot, 'lib/tiny.js')).toContainEqual(['Router', 'router', { path: 'lib/router.js', symbol: 'Router' }, 'import']);
    expect(snapshot.components).toEqual([
      expect.objectContaining({
        folder: '',
        name: 'tiny-web',
        kind: 'package',
        manifest: 'package.json',
        purpose: { text: 'A tiny web framework.', source: 'manifest', path: 'package.json', line: null },
        entryPoints: [{ path: 'index.js', kind: 'library', name: null }],
        dependsOn: [],
      }),
    ]);
  }, LONG);

  it('an ESM TypeScript package: the entry\'s `export *` and `export * as ns` name the API, private members stay out, calls by import and receiver', async () => {
    fixture.commit('A tiny HTTP client', {
      "package.json": "{\"name\":\"tiny-client\",\"version\":\"1.0.0\",\"type\":\"module\",\"main\":\"./dist/cjs/index.js\",\"exports\":{\".\":{\"types\":\"./dist/types/index.d.ts\",\"import\":\"./dist/index.js\",\"require\":\"./dist/cjs/index.js\"},\"./fetch\":{\"import\":\"./dist/fetch.js\"}}}\n",
      "src/index.ts": "/**\n * @module\n * A tiny HTTP client: one class and its errors.\n */\nexport * from './client.js';\nexport * as errors from './errors.js';\n",
      "src/client.ts": "import { request } from './fetch.js';\nimport { HTTPError } from './errors.js';\n\n/** Sends requests. */\nexport class Client {\n  /** Fetches a URL. */\n  get(url: string): string {\n    const body = request(url);\n    if (!body) throw new HTTPError(url);\n    return this.decode(body);\n  }\n\n  private decode(body: string): string {\n    return body;\n  }\n}\n",
      "src/errors.ts": "/** A response that was not OK. */\nexport class HTTPError extends Error {}\n",
      "src/fetch.ts": "/**\n * @module\n * The one request the client sends.\n */\n\n/** Low-level request. */\nexport function request(url: string): string {\n  return url;\n}\n",
      "examples/basic.ts": "import { Client } from '../src/index.js';\nexport const client = new Client();\nclient.get('/');\n",
      "test/client.test.ts": "import { Client } from '../src/index.js';\nexport function makeClient(): Client { return new Client(); }\n",
    });
    const snapshot = await buildSnapshot(fixture.dir);

    expect(symbolsOf(snapshot, 'src/client.ts')).toEqual([
      ['class', 'Client', null, true, 'Sends requests.'],
      ['method', 'Client.get', 'Client', true, 'Fetches a URL.'],
      ['method', 'Client.decode', 'Client', false, null],
    ]);
    expect(callsOf(snapshot, 'src/client.ts')).toEqual([
      ['request', 'Client.get', { path: 'src/fetch.ts', symbol: 'request' }, 'import'],
      ['this.decode', 'Client.get', { path: 'src/client.ts', symbol: 'Client.decode' }, 'receiver'],
    ]);
    // The package's `exports` name built files (dist/index.js, dist/cjs/index.js, dist/fetch.js);
    // their sources are src/index.ts and src/fetch.ts, and `./fetch` is a way in of its own.
    expect(apiOf(snapshot)).toEqual([
      [true, 'tiny-client.Client', 'src/client.ts', 'Client'],
      [true, 'tiny-client.errors.HTTPError', 'src/errors.ts', 'HTTPError'],
      [true, 'tiny-client/fetch.request', 'src/fetch.ts', 'request'],
    ]);
    expect(snapshot.files.find((file) => file.path === 'src/index.ts')!.code.imports.map((ref) => [ref.specifier, ref.names, ref.reexport])).toEqual([
      ['./client.js', [{ name: '*', imported: '*' }], true],
      ['./errors.js', [{ name: 'errors', imported: '*' }], true],
    ]);
    expect(rolesOf(snapshot)).toMatchObject({ 'examples/basic.ts': 'example', 'test/client.test.ts': 'test', 'src/fetch.ts': 'source' });
    expect(snapshot.components).toEqual([
      expect.objectContaining({
        folder: '',
        name: 'tiny-client',
        purpose: { text: 'A tiny HTTP client: one class and its errors.', source: 'code', path: 'src/index.ts', line: 1 },
        // The main entry speaks for the package; the `./fetch` subpath only for itself.
        entryPoints: [
          { path: 'src/fetch.ts', kind: 'library', name: './fetch' },
          { path: 'src/index.ts', kind: 'library', name: null },
        ],
      }),
    ]);
  }, LONG);
});
