import type { CodeFacts, CodeSymbol } from '../../../model.js';
import { extractCode } from '../../index.js';

const read = (text: string, language = 'JavaScript', path = 'lib/file.js'): Promise<CodeFacts> => extractCode({ path, language, text });
const symbol = (facts: CodeFacts, qualifiedName: string): CodeSymbol | undefined => facts.symbols.find((s) => s.qualifiedName === qualifiedName);
const names = (facts: CodeFacts): string[] => facts.symbols.map((s) => s.qualifiedName);

describe('JavaScript members by assignment', () => {
  it('reads express’s application object: methods assigned to an exported object, with the JSDoc above across a blank line', async () => {
    const text = [
      "'use strict';",
      '',
      '/**',
      ' * Module dependencies.',
      ' * @private',
      ' */',
      '',
      "var finalhandler = require('finalhandler');",
      '',
      '/**',
      ' * Application prototype.',
      ' */',
      '',
      'var app = exports = module.exports = {};',
      '',
      '/**',
      ' * Proxy `Router#use()` to add middleware to the app router.',
      ' *',
      ' * @param {Function} fn',
      ' * @return {app} for chaining',
      ' * @public',
      ' */',
      '',
      'app.use = function use(fn) {',
      '  return this;',
      '};',
      '',
      '/**',
      ' * Dispatch a req, res pair into the application.',
      ' * @private',
      ' */',
      'app.handle = function handle(req, res, callback) {};',
      '',
      '/** Sets the Content-Type. */',
      'app.contentType = app.type = (type) => type;',
      '',
      'app.locals = {};',
    ].join('\n');
    const facts = await read(text, 'JavaScript', 'lib/application.js');
    expect(symbol(facts, 'app')).toMatchObject({ kind: 'variable', parent: null, exported: true, doc: 'Application prototype.' });
    expect(symbol(facts, 'app.use')).toMatchObject({
      kind: 'method', name: 'use', parent: 'app', exported: true, signature: 'app.use = function use(fn)', parameters: [{ name: 'fn', type: null }],
      doc: 'Proxy `Router#use()` to add middleware to the app router.\n\n@param {Function} fn\n@return {app} for chaining\n@public', line: 24, endLine: 26,
    });
    expect(symbol(facts, 'app.handle')).toMatchObject({ kind: 'method', parent: 'app', exported: false, doc: 'Dispatch a req, res pair into the application.\n@private' });
    expect(symbol(facts, 'app.contentType')).toMatchObject({ kind: 'method', parent: 'app', exported: true, doc: 'Sets the Content-Type.', signature: 'app.contentType = app.type = (type)' });
    expect(symbol(facts, 'app.type')).toMatchObject({ kind: 'method', parent: 'app', exported: true, doc: 'Sets the Content-Type.' });
    expect(symbol(facts, 'app.locals')).toMatchObject({ kind: 'property', parent: 'app', exported: true, signature: 'app.locals = {}' });
    expect(names(facts)).not.toContain('finalhandler');
    expect(facts.functions.map((f) => f.name)).toEqual(['app.use', 'app.handle', 'app.type']);
  });

  it('reads express’s response object: an object made with Object.create and exported by name', async () => {
    const text = [
      "var http = require('node:http');",
      'var res = Object.create(http.ServerResponse.prototype);',
      'module.exports = res;',
      '',
      '/**',
      ' * Send a response.',
      ' * @param {string|number|boolean|object|Buffer} body',
      ' * @public',
      ' */',
      'res.send = function send(body) {',
      '  return this;',
      '};',
    ].join('\n');
    const facts = await read(text, 'JavaScript', 'lib/response.js');
    expect(symbol(facts, 'res')).toMatchObject({ kind: 'variable', exported: true });
    expect(symbol(facts, 'res.send')).toMatchObject({
      kind: 'method', parent: 'res', exported: true, signature: 'res.send = function send(body)',
      doc: 'Send a response.\n@param {string|number|boolean|object|Buffer} body\n@public',
    });
  });

  it('reads prototype methods and prototype objects as members of their constructor', async () => {
    const text = [
      '/** A view. */',
      'function View(name, options) {',
      '  this.name = name;',
      '}',
      '/** Looks the view up. */',
      'View.prototype.lookup = function lookup(name) {};',
      '/** Creates a view. */',
      'View.create = (name) => new View(name);',
      'Layer.prototype.match = function match(path) {};',
      'function render(view, options) {}',
      'View.prototype.render = render;',
      'module.exports = View;',
      '',
      'function Route(path) {}',
      'Route.prototype = {',
      '  /** Dispatches. */',
      '  dispatch(req, res) {},',
      '  get size() { return 0; },',
      '  all: function all() {},',
      '};',
    ].join('\n');
    const facts = await read(text, 'JavaScript', 'lib/view.js');
    expect(symbol(facts, 'View')).toMatchObject({ kind: 'function', exported: true, doc: 'A view.' });
    expect(symbol(facts, 'View.lookup')).toMatchObject({ kind: 'method', parent: 'View', exported: true, doc: 'Looks the view up.', signature: 'View.prototype.lookup = function lookup(name)' });
    expect(symbol(facts, 'View.create')).toMatchObject({ kind: 'method', parent: 'View', exported: true, doc: 'Creates a view.' });
    expect(symbol(facts, 'Route.dispatch')).toMatchObject({ kind: 'method', parent: 'Route', exported: false, doc: 'Dispatches.', signature: 'dispatch(req, res)' });
    expect(symbol(facts, 'Route.size')).toMatchObject({ kind: 'property', parent: 'Route' });
    expect(symbol(facts, 'Route.all')).toMatchObject({ kind: 'method', parent: 'Route' });
    expect(symbol(facts, 'View.render')).toMatchObject({ kind: 'method', parent: 'View', parameters: [{ name: 'view', type: null }, { name: 'options', type: null }], signature: 'View.prototype.render = render' });
    // `Layer` is not declared in the file: its prototype is someone else's.
    expect(names(facts).filter((name) => name.startsWith('Layer'))).toEqual([]);
  });

  it('reads Object.defineProperty as a property of a declared object, and on exports as an exported constant', async () => {
    const text = [
      'var req = Object.create(null);',
      'module.exports = req;',
      '',
      '/**',
      ' * The path of the request.',
      ' * @public',
      ' */',
      '',
      "Object.defineProperty(req, 'path', {",
      '  configurable: true,',
      '  get: function () { return this.url; },',
      '});',
      "Object.defineProperty(exports, '__esModule', { value: true });",
      "Object.defineProperty(exports, 'version', { value: '1.0.0' });",
      "Object.defineProperty(other, 'hidden', { value: 1 });",
    ].join('\n');
    const facts = await read(text, 'JavaScript', 'lib/request.js');
    expect(symbol(facts, 'req.path')).toMatchObject({
      kind: 'property', parent: 'req', exported: true, doc: 'The path of the request.\n@public', signature: "Object.defineProperty(req, 'path', …)", line: 9, endLine: 12,
    });
    expect(symbol(facts, 'version')).toMatchObject({ kind: 'constant', parent: null, exported: true });
    expect(names(facts)).toEqual(['req', 'req.path', 'version']);
  });

  it('marks the names a module.exports object literal lists exported, and exports.x = … as exported functions and constants', async () => {
    const text = [
      '/** Makes a router. */',
      'function Router(options) {}',
      'Router.prototype.route = function route(path) {};',
      'function json() {}',
      'function internal() {}',
      'module.exports = { Router: Router, json, parse: internalParse };',
      '/** Parses. */',
      'exports.parse = function parse(text) {};',
      "exports.version = '1.2.0';",
    ].join('\n');
    const facts = await read(text, 'JavaScript', 'lib/index.js');
    expect(symbol(facts, 'Router')).toMatchObject({ kind: 'function', exported: true, doc: 'Makes a router.' });
    expect(symbol(facts, 'Router.route')).toMatchObject({ kind: 'method', parent: 'Router', exported: true });
    expect(symbol(facts, 'json')?.exported).toBe(true);
    expect(symbol(facts, 'internal')?.exported).toBe(false);
    expect(symbol(facts, 'parse')).toMatchObject({ kind: 'function', parent: null, exported: true, doc: 'Parses.' });
    expect(symbol(facts, 'version')).toMatchObject({ kind: 'constant', exported: true, signature: "exports.version = '1.2.0'" });
  });

  it('keeps an example’s variables out of the API: `var app = express()` is a plain variable, its calls no members', async () => {
    const text = [
      "var express = require('express');",
      'var app = express();',
      "app.locals.title = 'Example';",
      "app.get('/', function (req, res) { res.send('Hello'); });",
      'app.listen(3000);',
    ].join('\n');
    const facts = await read(text, 'JavaScript', 'examples/hello/index.js');
    expect(facts.symbols).toEqual([expect.objectContaining({ qualifiedName: 'app', kind: 'variable', exported: false })]);
  });
});

describe('TypeScript and JavaScript class members', () => {
  it('exports the members of an exported class except private, #private and @private ones', async () => {
    const text = [
      'export class Store {',
      '  #cache = new Map();',
      '  private secret = 1;',
      '  protected guarded(): void {}',
      '  /** @private */',
      '  internal(): void {}',
      '  /** Reads a value. */',
      '  get(key: string): string | undefined { return undefined; }',
      '  static create(): Store { return new Store(); }',
      '}',
      'class Hidden { open(): void {} }',
    ].join('\n');
    const facts = await read(text, 'TypeScript', 'src/store.ts');
    expect(symbol(facts, 'Store.#cache')).toMatchObject({ kind: 'property', parent: 'Store', exported: false });
    expect(symbol(facts, 'Store.secret')?.exported).toBe(false);
    expect(symbol(facts, 'Store.internal')?.exported).toBe(false);
    expect(symbol(facts, 'Store.guarded')?.exported).toBe(true);
    expect(symbol(facts, 'Store.get')).toMatchObject({ kind: 'method', parent: 'Store', exported: true, doc: 'Reads a value.' });
    expect(symbol(facts, 'Store.create')).toMatchObject({ kind: 'method', exported: true });
    expect(symbol(facts, 'Hidden.open')?.exported).toBe(false);
  });

  it('exports what export default, export = and export lists name', async () => {
    const facts = await read(['function a() {}', 'function b() {}', 'class C {}', 'export { a, b as renamed };', 'export default C;'].join('\n'), 'TypeScript', 'src/m.ts');
    expect(facts.symbols.map((s) => [s.qualifiedName, s.exported])).toEqual([['a', true], ['b', true], ['C', true]]);
    const assigned = await read(['class Client { send(): void {} }', 'export = Client;'].join('\n'), 'TypeScript', 'src/client.ts');
    expect(symbol(assigned, 'Client.send')).toMatchObject({ parent: 'Client', exported: true });
  });
});
