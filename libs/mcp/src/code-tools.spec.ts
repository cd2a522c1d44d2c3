import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { GitFixture } from '@chronicle/history/testing';
import { FixtureSource } from './testing/fixture-source.js';
import { callTool, connectInMemory } from './testing/mcp-client.js';

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

/** The last line of a cut page: what is left, and the cursor for the next page. */
const FOOTER = /\n> ([\d,]+) of ([\d,]+) characters left: call (\w+) again with the same arguments and `cursor` "([A-Za-z0-9_-]+)" for the next page\.\n$/;

/** The non-empty lines under a heading, up to the next heading of its level or a higher one. */
function section(text: string, heading: string): string[] {
  const lines = text.split('\n');
  const at = lines.findIndex((line) => /^#{1,6} /.test(line) && line.replace(/^#+ /, '') === heading);
  if (at === -1) throw new Error(`No heading "${heading}" in:\n${text}`);
  const level = /^#+/.exec(lines[at]!)![0].length;
  const under: string[] = [];
  for (const line of lines.slice(at + 1)) {
    const deeper = /^(#+) /.exec(line);
    if (deeper && deeper[1]!.length <= level) break;
    if (line.trim()) under.push(line);
  }
  return under;
}

/** The list items under a heading. */
const items = (text: string, heading: string) => section(text, heading).filter((line) => line.startsWith('- '));

/** The headings of one level, in order. */
const headings = (text: string, level = 2) => text.split('\n').filter((line) => line.startsWith(`${'#'.repeat(level)} `)).map((line) => line.slice(level + 1));

/** `file:line signature` of each listed declaration under a heading (`- \`signature\` — \`file:line\` …`). */
function listed(text: string, heading: string): string[] {
  return section(text, heading)
    .filter((line) => line.startsWith('- '))
    .map((line) => {
      const item = /^- (`+) ?(.*?) ?\1 — `([^`]+:\d+)`/.exec(line);
      if (!item) throw new Error(`Not a declaration line: ${line}`);
      return `${item[3]} ${item[2]}`;
    });
}

/** find_symbol's matches: each heading (name, kind, exported, the file's role) with the line under it (file:line, how it matched, its members). */
function matchLines(text: string): string[] {
  const lines = text.split('\n');
  return lines.flatMap((line, index) => (line.startsWith('## ') ? [`${line.slice(3)} ${lines.slice(index + 1).find((next) => next.trim())}`] : []));
}

/** find_references's call sites: `file:line caller resolution`, the file from the heading above them. */
function callSites(text: string): string[] {
  const sites: string[] = [];
  let file = '';
  for (const line of text.split('\n')) {
    const heading = /^#{3,4} (\S+\.\w+)(?: \(\w+ file\))?$/.exec(line);
    if (heading) file = heading[1]!;
    const site = /^- line (\d+) in `([^`]+)`: `[^`]+` — ([\w-]+)$/.exec(line);
    if (site) sites.push(`${file}:${site[1]} ${site[2]} ${site[3]}`);
  }
  return sites;
}

describe('the code tools on a repository in five languages', () => {
  let fixture: GitFixture;
  let client: Client;
  let head: string;

  async function ask(name: string, args: Record<string, unknown>): Promise<{ text: string; isError: boolean }> {
    const answer = await callTool(client, name, args);
    expect(answer.structured).toBeUndefined();
    return answer;
  }

  /** The whole answer in one page (max_chars 20,000): no answer here is cut. */
  async function call(name: string, args: Record<string, unknown>): Promise<{ text: string; isError: boolean }> {
    const answer = await ask(name, { max_chars: 20_000, ...args });
    expect(FOOTER.test(answer.text)).toBe(false);
    return answer;
  }

  beforeAll(async () => {
    fixture = createPolyglotRepository();
    head = fixture.head();
    const source = new FixtureSource(fixture.dir, 'polyglot', {});
    await source.takeSnapshot();
    client = await connectInMemory(source);
  });
  afterAll(async () => {
    await client.close();
    fixture.remove();
  });

  describe('find_symbol', () => {
    it('finds members assigned to an object and Go methods, and leaves tests out unless asked', async () => {
      const send = await call('find_symbol', { name: 'send' });
      expect(send.text).toContain(`# "send" in polyglot at ${head.slice(0, 7)}\n\n## res.send (method, exported)\n\n\`lib/response.js:8\`\n\n\`\`\`\nres.send = function send(body)\n\`\`\`\n\nSends a body.\n`);

      // "The methods of Context" must not bring the tests named after it.
      const context = await call('find_symbol', { name: 'Context' });
      expect(matchLines(context.text)).toEqual(['Context (struct, exported) `gee/context.go:5` — 5 members: members_of lists them']);
      expect(context.text).toContain('5 members: members_of lists them');
      expect(context.text).toContain('Left out: 1 in test files — pass `include_tests: true` to list them.');

      const withTests = await call('find_symbol', { name: 'Context', include_tests: true });
      expect(matchLines(withTests.text)).toEqual(['Context (struct, exported) `gee/context.go:5` — 5 members: members_of lists them', 'TestContext (function, exported, test file) `gee/context_test.go:5` — partial match']);
      expect(withTests.text).toContain('## TestContext (function, exported, test file)');
      expect(withTests.text).not.toContain('Left out');

      const status = await call('find_symbol', { name: 'Context.Status' });
      expect(matchLines(status.text)[0]).toBe('Context.Status (method, exported) `gee/status.go:4`');
      expect(status.text).toContain('## Context.Status (method, exported)\n\n`gee/status.go:4`\n\n```\nfunc (c *Context) Status(code int)\n```');
      // Rust's separator or a dot: the same declaration.
      const twice = await call('find_symbol', { name: 'Point.twice' });
      expect(matchLines(twice.text)[0]).toBe('Point::twice (method, exported) `geo/src/ops.rs:5`');
    });

    it('lists exact matches, then case-insensitive, then partial ones, and lists importers of source files only', async () => {
      const found = await call('find_symbol', { name: 'circle' });
      expect(matchLines(found.text)).toEqual(['Canvas.circle (property) `src/canvas.ts:6`', 'Circle (class, exported) `src/shapes.ts:12` — case-insensitive match — 2 members: members_of lists them']);
      const partial = await call('find_symbol', { name: 'anva' });
      expect(matchLines(partial.text)).toEqual(['Canvas (class, exported) `src/canvas.ts:5` — partial match — 3 members: members_of lists them']);
      const circle = await call('find_symbol', { name: 'Circle', kind: 'class' });
      expect(circle.text).toContain('Its file is imported by: `src/canvas.ts`, `src/index.ts` (and 1 test or other non-source file)');
    });
  });

  describe('members_of', () => {
    it('lists the methods assigned to an express-like response object, with file:line and signature', async () => {
      const res = await call('members_of', { type: 'res' });
      expect(res.isError).toBe(false);
      expect(headings(res.text)).toEqual(['Methods (3)']);
      expect(listed(res.text, 'Methods (3)')).toEqual(['lib/response.js:8 res.send = function send(body)', 'lib/response.js:14 res.json = function json(obj)', 'lib/response.js:18 res.end = function end(chunk)']);
      expect(res.text).toContain('Declared at `lib/response.js:4`: `var res = Object.create(null)`.');
      expect(res.text).toContain('- `res.send = function send(body)` — `lib/response.js:8` — Sends a body.');
    });

    it('lists a TypeScript class’s own members and those it inherits from its base', async () => {
      const circle = await call('members_of', { type: 'Circle' });
      expect(circle.text).toContain('2 members of its own.');
      expect(listed(circle.text, 'Constructors (1)')).toEqual(['src/shapes.ts:13 constructor(private readonly radius: number)']);
      expect(listed(circle.text, 'Methods (1)')).toEqual(['src/shapes.ts:16 area(): number']);
      // `area` is its own: only `describe` is inherited.
      expect(headings(circle.text).filter((heading) => heading.startsWith('Inherited'))).toEqual(['Inherited from Shape (`src/shapes.ts:2`, 1 member)']);
      expect(listed(circle.text, 'Inherited from Shape (`src/shapes.ts:2`, 1 member)')).toEqual(['src/shapes.ts:6 describe(): string']);
      expect(circle.text).toContain('## Inherited from Shape (`src/shapes.ts:2`, 1 member)');
      expect(circle.text).toContain('It extends `Shape`.');
    });

    it('gathers a Go struct’s methods from every file of its package, not from its tests', async () => {
      const context = await call('members_of', { type: 'Context' });
      expect(context.text).toContain('5 members of its own.');
      expect(listed(context.text, 'Methods (3)')).toEqual(['gee/context.go:11 func (c *Context) JSON(code int, obj any)', 'gee/status.go:4 func (c *Context) Status(code int)', 'gee/status.go:9 func (c *Context) String(code int, text string)']);
      expect(listed(context.text, 'Fields and properties (2)')).toEqual(['gee/context.go:6 Path string', 'gee/context.go:7 status int']);
      expect(context.text).toContain('Members are also declared in `gee/status.go`.');
      expect(context.text).not.toContain('context_test.go');
      expect(context.text).toContain('## Methods (3)');
      expect(context.text).toContain('- `func (c *Context) Status(code int)` — `gee/status.go:4` — Status sets the status code.');
      expect(context.text).toContain('- `status int` — `gee/context.go:7` (not exported)');
      // As users of the package write it.
      const qualified = await call('members_of', { type: 'gee.Context' });
      expect(qualified.text).toBe(context.text);
    });

    it('lists a Python class’s methods and those of its base in another module', async () => {
      const order = await call('members_of', { type: 'Order' });
      expect(listed(order.text, 'Constructors (1)')).toEqual(['shop/models.py:8 def __init__(self, total)']);
      expect(listed(order.text, 'Methods (1)')).toEqual(['shop/models.py:11 def pay(self)']);
      expect(listed(order.text, 'Inherited from Base (`shop/base.py:1`, 1 member)')).toEqual(['shop/base.py:4 def save(self)']);
      expect(order.text).toContain('## Inherited from Base (`shop/base.py:1`, 1 member)');
    });

    it('finds the methods of a Rust `impl` in another file', async () => {
      const point = await call('members_of', { type: 'Point' });
      expect(listed(point.text, 'Methods (2)')).toEqual(['geo/src/point.rs:8 pub fn new(x: i32) -> Self', 'geo/src/ops.rs:5 pub fn twice(&self) -> i32']);
      expect(listed(point.text, 'Fields and properties (1)')).toEqual(['geo/src/point.rs:3 pub x: i32']);
      expect(point.text).toContain('Members are also declared in `geo/src/ops.rs`.');
    });

    it('lists the candidates of a name several types have, and takes path:Type to pick one', async () => {
      const config = await call('members_of', { type: 'Config' });
      expect(config.isError).toBe(false);
      expect(config.text).toMatch(new RegExp(`^# "Config" names 2 types in polyglot at ${head.slice(0, 7)}\n\nName one as \`path:Type\`:\n`));
      expect(config.text.split('\n').filter((line) => line.startsWith('- '))).toEqual([
        '- Config (class, exported) — `shop/config.py:1`, 1 member — ask for `shop/config.py:Config`',
        '- Config (class, exported) — `src/config.ts:2`, 1 member — ask for `src/config.ts:Config`',
      ]);
      expect(config.text).toContain('ask for `src/config.ts:Config`');
      const picked = await call('members_of', { type: 'src/config.ts:Config' });
      expect(headings(picked.text)).toEqual(['Fields and properties (1)']);
      expect(listed(picked.text, 'Fields and properties (1)')).toEqual(['src/config.ts:3 width = 80']);
    });

    it('answers an unknown type with a sentence naming types whose name contains it', async () => {
      const unknown = await call('members_of', { type: 'Contex' });
      expect(unknown).toMatchObject({ isError: true, text: `No type, class, struct, interface or trait named "Contex" in polyglot at ${head.slice(0, 7)}, and no declaration members are assigned to. Types whose name contains it: Context (\`gee/context.go:5\`).` });
      const long = await call('members_of', { type: `Nope${'x'.repeat(250)}` });
      expect(long.isError).toBe(true);
      expect(long.text.length).toBeLessThan(300);
      // The echoed name is cut to 80 characters.
      expect(long.text).toContain(`named "Nope${'x'.repeat(75)}…" in polyglot`);
    });
  });

  describe('find_references', () => {
    it('lists the calls of res.send across files by resolution kind, and counts tests and examples apart', async () => {
      const send = await call('find_references', { symbol: 'res.send' });
      expect(callSites(send.text)).toEqual(['lib/app.js:4 reply receiver', 'lib/response.js:15 res.json receiver']);
      expect(items(send.text, 'Imported by name (as `res`)')).toEqual(['- `lib/app.js:1`: `./response` binds `res`']);
      expect(send.text).toContain('2 calls in 2 source files (2 receiver); imported by name in 1 place. Tests, examples and other non-source files hold 3 calls in 2 files and 2 imports more: pass `include_tests: true` to list them.');
      expect(send.text).toContain('### lib/app.js\n\n- line 4 in `reply`: `res.send` — receiver');

      const all = await call('find_references', { symbol: 'res.send', include_tests: true });
      expect(callSites(all.text).map((site) => site.split(' ')[0])).toEqual(['lib/app.js:4', 'lib/response.js:15', 'examples/hello.js:4', 'test/response.test.js:4', 'test/response.test.js:5']);
      expect(all.text).toContain('### test/response.test.js (test file)');
    });

    it('finds a TypeScript method called through a field of another class, and importers through a barrel', async () => {
      const area = await call('find_references', { symbol: 'Circle.area' });
      expect(callSites(area.text)).toEqual(['src/canvas.ts:12 Canvas.draw receiver']);
      expect(area.text).toContain('its type Circle is imported by name in 3 source files (find_references on Circle lists them)');
      const canvas = await call('find_references', { symbol: 'Canvas' });
      expect(items(canvas.text, 'Imported by name (as `Canvas`)')).toEqual(['- `src/app.ts:1`: `./index.js` binds `Canvas` (re-exported by `src/index.ts`)', '- `src/index.ts:6`: `./canvas.js` binds `Canvas`']);
      expect(canvas.text).toContain('- `src/app.ts:1`: `./index.js` binds `Canvas` (re-exported by `src/index.ts`)');
      // The same name on a base and its subclass: both answered.
      const both = await call('find_references', { symbol: 'area' });
      expect(headings(both.text)).toEqual(['Shape.area (method, exported)', 'Circle.area (method, exported)']);
      expect(callSites(both.text)).toEqual(['src/shapes.ts:7 Shape.describe receiver', 'src/canvas.ts:12 Canvas.draw receiver']);
      expect(both.text).toContain('## Shape.area (method, exported)');
    });

    it('finds a Go method’s calls from its package, another package and the tests', async () => {
      const status = await call('find_references', { symbol: 'Context.Status' });
      expect(callSites(status.text).map((site) => site.replace(/ \S+ (\S+)$/, ' $1'))).toEqual(['cmd/serve/main.go:7 name', 'gee/context.go:12 receiver', 'gee/status.go:10 receiver']);
      expect(status.text).toContain('3 calls in 3 source files (1 name, 2 receiver)');
      expect(status.text).toContain('Tests, examples and other non-source files hold 1 call in 1 file more');
      // Importing the package says nothing of which method a file calls: only counted for a method.
      expect(status.text).not.toContain('## Imported by name');
      expect(status.text).not.toContain('## Files importing its package');
      expect(status.text).toContain('its package is imported in 1 source file (find_references on Context lists them)');
      const context = await call('find_references', { symbol: 'Context' });
      expect(context.text).toContain('## Files importing its package\n\n- `cmd/serve/main.go:3`: `example.com/gee/gee` binds `gee`');
    });

    it('finds a Python class’s constructor call and importer, and a method called by name', async () => {
      const order = await call('find_references', { symbol: 'Order' });
      expect(callSites(order.text)).toEqual(['shop/service.py:5 checkout import']);
      expect(items(order.text, 'Imported by name (as `Order`)')).toEqual(['- `shop/service.py:1`: `shop.models` binds `Order`']);
      const save = await call('find_references', { symbol: 'Base.save' });
      expect(callSites(save.text)).toEqual(['shop/models.py:12 Order.pay receiver']);
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
      expect(canvas.text).toMatch(new RegExp(`^# src/canvas\\.ts \\(source file\\) in polyglot at ${head.slice(0, 7)}\n\nNo purpose is stated for it`));
      expect(section(canvas.text, 'Public symbols (1)')).toEqual(['- `export class Canvas` — `src/canvas.ts:5` — 3 members (members_of) — Draws shapes.']);
      expect(section(canvas.text, 'Dependencies')).toEqual(['- Imports from the repository: `src/shapes.ts`.', '- Packages: `chalk`.', '- Imported by 1 source file: `src/index.ts`; and by 1 test or other non-source file.']);
      expect(canvas.text).toContain('# src/canvas.ts (source file) in polyglot');
      expect(canvas.text).toContain('- `export class Canvas` — `src/canvas.ts:5` — 3 members (members_of) — Draws shapes.');
      expect(canvas.text).toContain('- Imported by 1 source file: `src/index.ts`; and by 1 test or other non-source file.');

      const index = await call('module_summary', { path: 'src/index.ts' });
      expect(section(index.text, 'Entry points')).toEqual(['- `src/index.ts` — library of `./`']);
      expect(index.text).toContain('> Shapes to draw on a canvas.\n\nQuoted from its code: `src/index.ts:1`.');
    });

    it('summarises a folder: its package’s purpose, entry points, key files, public symbols and dependencies', async () => {
      const gee = await call('module_summary', { path: 'gee/' });
      expect(gee.text).toMatch(/^# gee\/ \(folder\) in polyglot/);
      expect(gee.text).toContain('> Package gee is a tiny web framework.\n\nQuoted from its code: `gee/context.go:1`.');
      expect(gee.text).toContain('Components: `gee/` (go-package example.com/gee/gee).');
      expect(section(gee.text, 'Public symbols (1)')).toEqual(['- `type Context struct` — `gee/context.go:5` — 5 members (members_of) — Context carries one request.']);
      // Go imports name a package, not a file: a Go file is used by the source files calling into it (not its tests).
      expect(section(gee.text, 'Key files (most used by other files)')).toEqual(['- `gee/status.go` — called from 2 files, 11 lines']);
      expect(section(gee.text, 'Dependencies')).toContain('- Imported by 1 source file: `cmd/serve/main.go`.');
      expect(gee.text).toContain('3 files (2 source, 1 test), ');
      expect(gee.text).toContain('## Key files (most used by other files)\n\n- `gee/status.go` — called from 2 files, 11 lines');

      const shop = await call('module_summary', { path: 'shop' });
      expect(shop.text).toContain('> The shop: orders and their checkout.\n\nQuoted from its code: `shop/__init__.py:1`.');
      expect(listed(shop.text, 'Public symbols (4)')).toEqual(['shop/base.py:1 class Base', 'shop/config.py:1 class Config', 'shop/models.py:5 class Order(Base)', 'shop/service.py:4 def checkout()']);

      const root = await call('module_summary', { path: '.' });
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

  it('pages the code tools’ answers through the central pager: the pages put together are the whole answer', async () => {
    const cases: [string, Record<string, unknown>][] = [
      ['members_of', { type: 'Context' }],
      ['find_references', { symbol: 'res.send', include_tests: true }],
      ['module_summary', { path: '.' }],
    ];
    for (const [tool, args] of cases) {
      const whole = await call(tool, args);
      const pages: string[] = [];
      let cursor: string | undefined;
      for (;;) {
        const page = await ask(tool, { ...args, max_chars: 500, ...(cursor ? { cursor } : {}) });
        expect([tool, page.isError, page.text.length <= 500]).toEqual([tool, false, true]);
        const footer = FOOTER.exec(page.text);
        pages.push(footer ? page.text.slice(0, footer.index) : page.text);
        if (!footer) break;
        expect(footer[3]).toBe(tool);
        cursor = footer[4];
      }
      expect([tool, pages.length > 1]).toEqual([tool, true]);
      expect([tool, pages.join('')]).toEqual([tool, whole.text]);
    }
  });
});
