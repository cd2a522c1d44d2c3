import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { GitFixture } from '@chronicle/history/testing';
import { createChronicleMcpServer } from './server.js';
import { FixtureSource } from './testing/fixture-source.js';

/**
 * One repository in JavaScript (an express-like response object whose methods are assigned to it),
 * TypeScript (classes across files behind a barrel), Go (a struct's methods in two files of its
 * package), Python (a class with a base in another module) and Rust (an `impl` in another file),
 * with tests and an example calling into it.
 */
function createPolyglotRepository(): GitFixture {
  const fixture = new GitFixture(undefined);
  fixture.commit('feat: shapes, a response object, a Go context and a shop', {
    'package.json': JSON.stringify({ name: 'polyglot', version: '1.0.0', main: 'src/index.ts', description: 'Shapes, responses and a shop.', dependencies: { chalk: '^5.0.0' } }, null, 2),
    'lib/response.js': "'use strict';\n\n/** The response prototype. */\nvar res = Object.create(null);\nmodule.exports = res;\n\n/** Sends a body. */\nres.send = function send(body) {\n  this.end(body);\n  return this;\n};\n\n/** Sends JSON. */\nres.json = function json(obj) {\n  return this.send(JSON.stringify(obj));\n};\n\nres.end = function end(chunk) {\n  return chunk;\n};\n",
    'lib/app.js': "var res = require('./response');\n\nfunction reply() {\n  res.send('hi');\n  res.json({});\n}\n\nmodule.exports = reply;\n",
    'test/response.test.js': "var res = require('../lib/response');\n\nfunction sendsTwice() {\n  res.send('a');\n  res.send('b');\n}\n\nmodule.exports = sendsTwice;\n",
    'examples/hello.js': "var res = require('../lib/response');\n\nfunction hello() {\n  res.send('hello');\n}\n\nmodule.exports = hello;\n",
    'src/index.ts': "/**\n * @module polyglot\n * Shapes to draw on a canvas.\n */\nexport { Circle, Shape } from './shapes.js';\nexport { Canvas } from './canvas.js';\n",
    'src/shapes.ts': '/** A shape. */\nexport abstract class Shape {\n  /** Its area. */\n  abstract area(): number;\n  /** Says its area. */\n  describe(): string {\n    return `area ${this.area()}`;\n  }\n}\n\n/** A circle. */\nexport class Circle extends Shape {\n  constructor(private readonly radius: number) {\n    super();\n  }\n  area(): number {\n    return Math.PI * this.radius * this.radius;\n  }\n}\n',
    'src/canvas.ts': "import chalk from 'chalk';\nimport { Circle } from './shapes.js';\n\n/** Draws shapes. */\nexport class Canvas {\n  private readonly circle: Circle;\n  constructor(circle: Circle) {\n    this.circle = circle;\n  }\n  /** Draws the circle. */\n  draw(): string {\n    return chalk.green(`${this.circle.describe()} ${this.circle.area()}`);\n  }\n}\n",
    'src/app.ts': "import { Canvas, Circle } from './index.js';\n\nexport function main(): string {\n  const canvas = new Canvas(new Circle(2));\n  return canvas.draw();\n}\n",
    'src/config.ts': '/** Settings of the canvas. */\nexport class Config {\n  width = 80;\n}\n',
    'test/canvas.test.ts': "import { Canvas } from '../src/canvas.js';\nimport { Circle } from '../src/shapes.js';\n\nexport function testDraw(): string {\n  return new Canvas(new Circle(3)).draw();\n}\n",
    'go.mod': 'module example.com/gee\n\ngo 1.21\n',
    'gee/context.go': '// Package gee is a tiny web framework.\npackage gee\n\n// Context carries one request.\ntype Context struct {\n\tPath   string\n\tstatus int\n}\n\n// JSON writes a JSON answer.\nfunc (c *Context) JSON(code int, obj any) {\n\tc.Status(code)\n}\n',
    'gee/status.go': 'package gee\n\n// Status sets the status code.\nfunc (c *Context) Status(code int) {\n\tc.status = code\n}\n\n// String writes a text answer.\nfunc (c *Context) String(code int, text string) {\n\tc.Status(code)\n}\n',
    'gee/context_test.go': 'package gee\n\nimport "testing"\n\nfunc TestContext(t *testing.T) {\n\tc := &Context{}\n\tc.Status(200)\n}\n',
    'cmd/serve/main.go': 'package main\n\nimport "example.com/gee/gee"\n\nfunc main() {\n\tc := &gee.Context{}\n\tc.Status(201)\n}\n',
    'shop/__init__.py': '"""The shop: orders and their checkout."""\n',
    'shop/base.py': 'class Base:\n    """Something saved."""\n\n    def save(self):\n        return 1\n',
    'shop/models.py': '"""Orders."""\nfrom shop.base import Base\n\n\nclass Order(Base):\n    """An order."""\n\n    def __init__(self, total):\n        self.total = total\n\n    def pay(self):\n        return self.save()\n',
    'shop/service.py': 'from shop.models import Order\n\n\ndef checkout():\n    order = Order(3)\n    return order.pay()\n',
    'shop/config.py': 'class Config:\n    """Settings of the shop."""\n\n    currency = "EUR"\n',
    'geo/Cargo.toml': '[package]\nname = "geo"\nversion = "0.1.0"\n',
    'geo/src/lib.rs': '//! Points on a plane.\npub mod point;\npub mod ops;\npub use point::Point;\n',
    'geo/src/point.rs': '/// A point.\npub struct Point {\n    pub x: i32,\n}\n\nimpl Point {\n    /// Makes one.\n    pub fn new(x: i32) -> Self {\n        Point { x }\n    }\n}\n',
    'geo/src/ops.rs': 'use crate::point::Point;\n\nimpl Point {\n    /// Twice its x.\n    pub fn twice(&self) -> i32 {\n        self.x * 2\n    }\n}\n\npub fn make() -> i32 {\n    Point::new(1).twice()\n}\n',
  });
  return fixture;
}

describe('the code tools on a repository in five languages', () => {
  let fixture: GitFixture;
  let client: Client;
  let head: string;

  async function call(name: string, args: Record<string, unknown>): Promise<{ text: string; data: Record<string, any>; isError: boolean }> {
    const result = (await client.callTool({ name, arguments: args })) as CallToolResult;
    const text = result.content.map((part) => (part.type === 'text' ? part.text : '')).join('');
    return { text, data: (result.structuredContent ?? {}) as Record<string, any>, isError: result.isError === true };
  }

  /** `file:line name` of each listed member. */
  const places = (members: { file: string; line: number; name: string }[]) => members.map((member) => `${member.file}:${member.line} ${member.name}`);

  beforeAll(async () => {
    fixture = createPolyglotRepository();
    head = fixture.head();
    const source = new FixtureSource(fixture.dir, 'polyglot', {});
    await source.takeSnapshot();
    const server = createChronicleMcpServer(source, { name: 'chronicle-test', version: '0.0.0' });
    const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
    client = new Client({ name: 'test-client', version: '0.0.0' });
    await server.connect(serverSide);
    await client.connect(clientSide);
  });
  afterAll(async () => {
    await client.close();
    fixture.remove();
  });

  describe('find_symbol', () => {
    it('finds members assigned to an object and Go methods, and leaves tests out unless asked', async () => {
      const send = await call('find_symbol', { name: 'send' });
      expect(send.data.matches[0]).toEqual(expect.objectContaining({ match: 'exact', qualifiedName: 'res.send', kind: 'method', file: 'lib/response.js', line: 8, signature: 'res.send = function send(body)', doc: 'Sends a body.' }));
      expect(send.text).toContain('`lib/response.js:8`');

      // "The methods of Context" must not bring the tests named after it.
      const context = await call('find_symbol', { name: 'Context' });
      expect(context.data.matches.map((match: { qualifiedName: string }) => match.qualifiedName)).toEqual(['Context']);
      expect(context.data.matches[0]).toEqual(expect.objectContaining({ kind: 'struct', file: 'gee/context.go', members: 5, role: 'source' }));
      expect(context.data.leftOut).toEqual({ test: 1 });
      expect(context.text).toContain('5 members: members_of lists them');
      expect(context.text).toContain('Left out: 1 in test files — pass `include_tests: true` to list them.');

      const withTests = await call('find_symbol', { name: 'Context', include_tests: true });
      expect(withTests.data.matches.map((match: { qualifiedName: string; role: string; match: string }) => `${match.qualifiedName} ${match.role} ${match.match}`)).toEqual(['Context source exact', 'TestContext test partial']);
      expect(withTests.text).toContain('## TestContext (function, exported, test file)');
      expect(withTests.text).not.toContain('Left out');

      const status = await call('find_symbol', { name: 'Context.Status' });
      expect(status.data.matches[0]).toEqual(expect.objectContaining({ qualifiedName: 'Context.Status', file: 'gee/status.go', line: 4, signature: 'func (c *Context) Status(code int)' }));
      // Rust's separator or a dot: the same declaration.
      const twice = await call('find_symbol', { name: 'Point.twice' });
      expect(twice.data.matches[0]).toEqual(expect.objectContaining({ match: 'exact', qualifiedName: 'Point::twice', file: 'geo/src/ops.rs' }));
    });

    it('lists exact matches, then case-insensitive, then partial ones, and lists importers of source files only', async () => {
      const found = await call('find_symbol', { name: 'circle' });
      expect(found.data.matches.map((match: { qualifiedName: string; match: string }) => `${match.qualifiedName} ${match.match}`)).toEqual(['Canvas.circle exact', 'Circle case-insensitive']);
      const partial = await call('find_symbol', { name: 'anva' });
      expect(partial.data.matches.map((match: { qualifiedName: string; match: string }) => `${match.qualifiedName} ${match.match}`)).toEqual(['Canvas partial']);
      const circle = await call('find_symbol', { name: 'Circle', kind: 'class' });
      expect(circle.data.matches[0].importedBy).toEqual(['src/canvas.ts', 'src/index.ts']);
      expect(circle.data.matches[0].importersLeftOut).toBe(1);
      expect(circle.text).toContain('Its file is imported by: `src/canvas.ts`, `src/index.ts` (and 1 test or other non-source file)');
    });
  });

  describe('members_of', () => {
    it('lists the methods assigned to an express-like response object, with file:line and signature', async () => {
      const res = await call('members_of', { type: 'res' });
      expect(res.isError).toBe(false);
      expect(places(res.data.members)).toEqual(['lib/response.js:8 send', 'lib/response.js:14 json', 'lib/response.js:18 end']);
      expect(res.text).toContain('Declared at `lib/response.js:4`: `var res = Object.create(null)`.');
      expect(res.text).toContain('- `res.send = function send(body)` — `lib/response.js:8` — Sends a body.');
    });

    it('lists a TypeScript class’s own members and those it inherits from its base', async () => {
      const circle = await call('members_of', { type: 'Circle' });
      expect(places(circle.data.members)).toEqual(['src/shapes.ts:13 constructor', 'src/shapes.ts:16 area']);
      // `area` is its own: only `describe` is inherited.
      expect(circle.data.inherited).toEqual([expect.objectContaining({ from: expect.objectContaining({ qualifiedName: 'Shape', file: 'src/shapes.ts', line: 2 }), total: 1 })]);
      expect(places(circle.data.inherited[0].members)).toEqual(['src/shapes.ts:6 describe']);
      expect(circle.text).toContain('## Inherited from Shape (`src/shapes.ts:2`, 1 member)');
      expect(circle.text).toContain('It extends `Shape`.');
    });

    it('gathers a Go struct’s methods from every file of its package, not from its tests', async () => {
      const context = await call('members_of', { type: 'Context' });
      expect(places(context.data.members)).toEqual(['gee/context.go:6 Path', 'gee/context.go:7 status', 'gee/context.go:11 JSON', 'gee/status.go:4 Status', 'gee/status.go:9 String']);
      expect(context.data.otherFiles).toEqual(['gee/status.go']);
      expect(context.text).toContain('## Methods (3)');
      expect(context.text).toContain('- `func (c *Context) Status(code int)` — `gee/status.go:4` — Status sets the status code.');
      expect(context.text).toContain('- `status int` — `gee/context.go:7` (not exported)');
      // As users of the package write it.
      const qualified = await call('members_of', { type: 'gee.Context' });
      expect(places(qualified.data.members)).toEqual(places(context.data.members));
    });

    it('lists a Python class’s methods and those of its base in another module', async () => {
      const order = await call('members_of', { type: 'Order' });
      expect(places(order.data.members)).toEqual(['shop/models.py:8 __init__', 'shop/models.py:11 pay']);
      expect(places(order.data.inherited[0].members)).toEqual(['shop/base.py:4 save']);
      expect(order.text).toContain('## Inherited from Base (`shop/base.py:1`, 1 member)');
    });

    it('finds the methods of a Rust `impl` in another file', async () => {
      const point = await call('members_of', { type: 'Point' });
      expect(places(point.data.members)).toEqual(['geo/src/point.rs:3 x', 'geo/src/point.rs:8 new', 'geo/src/ops.rs:5 twice']);
      expect(point.text).toContain('Members are also declared in `geo/src/ops.rs`.');
    });

    it('lists the candidates of a name several types have, and takes path:Type to pick one', async () => {
      const config = await call('members_of', { type: 'Config' });
      expect(config.isError).toBe(false);
      expect(config.data.status).toBe('ambiguous');
      expect(config.data.candidates.map((candidate: { file: string; members: number }) => `${candidate.file} ${candidate.members}`)).toEqual(['shop/config.py 1', 'src/config.ts 1']);
      expect(config.text).toContain('ask for `src/config.ts:Config`');
      const picked = await call('members_of', { type: 'src/config.ts:Config' });
      expect(places(picked.data.members)).toEqual(['src/config.ts:3 width']);
    });

    it('answers an unknown type with a sentence naming types whose name contains it', async () => {
      const unknown = await call('members_of', { type: 'Contex' });
      expect(unknown).toMatchObject({ isError: true, text: `No type, class, struct, interface or trait named "Contex" in polyglot at ${head.slice(0, 7)}, and no declaration members are assigned to. Types whose name contains it: Context (\`gee/context.go:5\`).` });
      const long = await call('members_of', { type: `Nope${'x'.repeat(250)}` });
      expect(long.isError).toBe(true);
      expect(long.text.length).toBeLessThan(300);
    });
  });

  describe('find_references', () => {
    it('lists the calls of res.send across files by resolution kind, and counts tests and examples apart', async () => {
      const send = await call('find_references', { symbol: 'res.send' });
      const [group] = send.data.groups;
      expect(group.calls.map((site: { file: string; line: number; caller: string; resolution: string }) => `${site.file}:${site.line} ${site.caller} ${site.resolution}`)).toEqual(['lib/app.js:4 reply receiver', 'lib/response.js:15 res.json receiver']);
      expect(group.totals).toEqual({ calls: 2, callFiles: 2, importers: 1, otherCalls: 3, otherCallFiles: 2, otherImporters: 2 });
      expect(group.importers).toEqual([expect.objectContaining({ file: 'lib/app.js', line: 1, names: ['res'] })]);
      expect(send.text).toContain('2 calls in 2 source files (2 receiver); imported by name in 1 place. Tests, examples and other non-source files hold 3 calls in 2 files and 2 imports more: pass `include_tests: true` to list them.');
      expect(send.text).toContain('### lib/app.js\n\n- line 4 in `reply`: `res.send` — receiver');

      const all = await call('find_references', { symbol: 'res.send', include_tests: true });
      expect(all.data.groups[0].calls.map((site: { file: string; line: number }) => `${site.file}:${site.line}`)).toEqual(['lib/app.js:4', 'lib/response.js:15', 'examples/hello.js:4', 'test/response.test.js:4', 'test/response.test.js:5']);
      expect(all.text).toContain('### test/response.test.js (test file)');
    });

    it('finds a TypeScript method called through a field of another class, and importers through a barrel', async () => {
      const area = await call('find_references', { symbol: 'Circle.area' });
      expect(area.data.groups[0].calls).toEqual([expect.objectContaining({ file: 'src/canvas.ts', line: 12, caller: 'Canvas.draw', resolution: 'receiver' })]);
      expect(area.text).toContain('its type Circle is imported by name in 3 source files (find_references on Circle lists them)');
      const canvas = await call('find_references', { symbol: 'Canvas' });
      expect(canvas.data.groups[0].importers.map((importer: { file: string; via: string | null }) => `${importer.file} ${importer.via}`)).toEqual(['src/app.ts src/index.ts', 'src/index.ts null']);
      expect(canvas.text).toContain('- `src/app.ts:1`: `./index.js` binds `Canvas` (re-exported by `src/index.ts`)');
      // The same name on a base and its subclass: both answered.
      const both = await call('find_references', { symbol: 'area' });
      expect(both.data.groups.map((group: { declaration: { qualifiedName: string } }) => group.declaration.qualifiedName)).toEqual(['Shape.area', 'Circle.area']);
      expect(both.text).toContain('## Shape.area (method, exported)');
    });

    it('finds a Go method’s calls from its package, another package and the tests', async () => {
      const status = await call('find_references', { symbol: 'Context.Status' });
      const sites = status.data.groups[0].calls.map((site: { file: string; line: number; resolution: string }) => `${site.file}:${site.line} ${site.resolution}`);
      expect(sites).toEqual(['cmd/serve/main.go:7 name', 'gee/context.go:12 receiver', 'gee/status.go:10 receiver']);
      expect(status.data.groups[0].totals).toEqual(expect.objectContaining({ calls: 3, callFiles: 3, otherCalls: 1, otherCallFiles: 1 }));
      // Importing the package says nothing of which method a file calls: only counted for a method.
      expect(status.data.groups[0]).toMatchObject({ importers: [], typeImporters: { name: 'Context', count: 1 } });
      expect(status.text).toContain('its package is imported in 1 source file (find_references on Context lists them)');
      const context = await call('find_references', { symbol: 'Context' });
      expect(context.text).toContain('## Files importing its package\n\n- `cmd/serve/main.go:3`: `example.com/gee/gee` binds `gee`');
    });

    it('finds a Python class’s constructor call and importer, and a method called by name', async () => {
      const order = await call('find_references', { symbol: 'Order' });
      expect(order.data.groups[0].calls).toEqual([expect.objectContaining({ file: 'shop/service.py', line: 5, caller: 'checkout', resolution: 'import' })]);
      expect(order.data.groups[0].importers).toEqual([expect.objectContaining({ file: 'shop/service.py', line: 1, names: ['Order'] })]);
      const save = await call('find_references', { symbol: 'Base.save' });
      expect(save.data.groups[0].calls).toEqual([expect.objectContaining({ file: 'shop/models.py', line: 12, caller: 'Order.pay', resolution: 'receiver' })]);
    });

    it('answers an unknown name with a sentence', async () => {
      const unknown = await call('find_references', { symbol: 'checkoutt' });
      expect(unknown).toMatchObject({ isError: true, text: `No declaration named "checkoutt" in polyglot at ${head.slice(0, 7)}. find_symbol finds declarations by a part of their name.` });
    });
  });

  describe('module_summary', () => {
    it('summarises a file: its purpose quoted, its exports with signatures, its imports and importers', async () => {
      const canvas = await call('module_summary', { path: './src/canvas.ts' });
      expect(canvas.isError).toBe(false);
      expect(canvas.data).toMatchObject({ path: 'src/canvas.ts', kind: 'file', role: 'source', purpose: null });
      expect(canvas.data.publicSymbols).toEqual([expect.objectContaining({ qualifiedName: 'Canvas', signature: 'export class Canvas', line: 5, members: 3 })]);
      expect(canvas.data.importsOut).toEqual({ files: [{ path: 'src/shapes.ts', importedBy: 1 }], filesTotal: 1, packages: [{ name: 'chalk', files: 1 }], packagesTotal: 1, standardLibrary: [], standardLibraryTotal: 0 });
      expect(canvas.data.importersIn).toEqual({ files: [{ path: 'src/index.ts', role: 'source' }], total: 2, otherRoles: 1 });
      expect(canvas.text).toContain('# src/canvas.ts (source file) in polyglot');
      expect(canvas.text).toContain('- `export class Canvas` — `src/canvas.ts:5` — 3 members (members_of) — Draws shapes.');
      expect(canvas.text).toContain('- Imported by 1 source file: `src/index.ts`; and by 1 test or other non-source file.');

      const index = await call('module_summary', { path: 'src/index.ts' });
      expect(index.data.purpose).toEqual({ text: 'Shapes to draw on a canvas.', source: 'code', path: 'src/index.ts', line: 1 });
      expect(index.data.entryPoints).toEqual([expect.objectContaining({ path: 'src/index.ts', kind: 'library' })]);
      expect(index.text).toContain('> Shapes to draw on a canvas.\n\nQuoted from its code: `src/index.ts:1`.');
    });

    it('summarises a folder: its package’s purpose, entry points, key files, public symbols and dependencies', async () => {
      const gee = await call('module_summary', { path: 'gee/' });
      expect(gee.data).toMatchObject({ path: 'gee', kind: 'folder', files: { total: 3, byRole: { source: 2, test: 1 } } });
      expect(gee.data.purpose).toEqual(expect.objectContaining({ text: 'Package gee is a tiny web framework.', path: 'gee/context.go' }));
      expect(gee.data.components).toEqual([expect.objectContaining({ folder: 'gee/', kind: 'go-package', name: 'example.com/gee/gee' })]);
      expect(gee.data.publicSymbols).toEqual([expect.objectContaining({ qualifiedName: 'Context', members: 5 })]);
      // Go imports name a package, not a file: a Go file is used by the source files calling into it (not its tests).
      expect(gee.data.keyFiles).toEqual([expect.objectContaining({ path: 'gee/status.go', calledFrom: 2 })]);
      expect(gee.data.importersIn.files).toEqual([{ path: 'cmd/serve/main.go', role: 'source' }]);
      expect(gee.text).toContain('3 files (2 source, 1 test), ');
      expect(gee.text).toContain('## Key files (most used by other files)\n\n- `gee/status.go` — called from 2 files, 11 lines');

      const shop = await call('module_summary', { path: 'shop' });
      expect(shop.data.purpose).toEqual(expect.objectContaining({ text: 'The shop: orders and their checkout.', path: 'shop/__init__.py' }));
      expect(shop.data.publicSymbols.map((symbol: { qualifiedName: string }) => symbol.qualifiedName)).toEqual(['Base', 'Config', 'Order', 'checkout']);

      const root = await call('module_summary', { path: '.' });
      expect(root.data.path).toBe('');
      expect(root.text).toMatch(/^# The repository \(folder\) in polyglot/);
    });

    it('answers an unknown path with the closest paths', async () => {
      const missing = await call('module_summary', { path: 'src/canvs.ts' });
      expect(missing).toMatchObject({ isError: true, text: `No file or folder "src/canvs.ts" in polyglot at ${head.slice(0, 7)}. Close paths: \`src/canvas.ts\`.` });
      const folder = await call('module_summary', { path: 'shops' });
      expect(folder.text).toContain('Close paths: `shop/`');
      const outside = await call('module_summary', { path: '../etc' });
      expect(outside.text).toBe('"../etc" leaves the repository: give a path inside it, such as src/index.ts.');
    });
  });
});
