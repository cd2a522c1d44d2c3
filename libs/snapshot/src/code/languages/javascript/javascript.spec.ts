import type { CodeFacts, CodeSymbol } from '../../../model.js';
import { extractCode } from '../../index.js';

const read = (text: string, language = 'TypeScript', path = 'src/file.ts'): Promise<CodeFacts> => extractCode({ path, language, text });
const symbol = (facts: CodeFacts, qualifiedName: string): CodeSymbol | undefined => facts.symbols.find((s) => s.qualifiedName === qualifiedName);

describe('TypeScript symbols', () => {
  const source = [
    'import { Base } from "./base.js";',
    '',
    '/** Routes requests. */',
    'export class Router<T> extends Base implements Handler, Disposable {',
    '  /** The routes. */',
    '  private routes: Route[] = [];',
    '  #secret = 1;',
    '  constructor(readonly name: string) { super(); }',
    '  /**',
    '   * Adds a GET route.',
    '   * @param path the path',
    '   */',
    '  get(path: string, ...handlers: Handler[]): this {',
    '    return this;',
    '  }',
    '}',
    '',
    '/** A handler. */',
    'export interface Handler extends Callable {',
    '  handle(request: Request): Promise<Response>;',
    '  readonly name?: string;',
    '}',
    'export type Route = { path: string };',
    'export enum Method { Get = "GET", Post = "POST" }',
    'export abstract class Shape { abstract area(): number; }',
    'export const make = async (name: string): Promise<Router<void>> => new Router(name);',
    'function helper(a: number, b = 2) { return a + b; }',
    'const LIMIT = 10;',
    'export { helper };',
    'export default function main() {}',
  ].join('\n');

  it('reads classes, members, interfaces, types, enums and functions with kind, parent and signature', async () => {
    const facts = await read(source);
    expect(symbol(facts, 'Router')).toMatchObject({
      kind: 'class', signature: 'export class Router<T> extends Base implements Handler, Disposable',
      doc: 'Routes requests.', exported: true, extends: ['Base'], implements: ['Handler', 'Disposable'], line: 4, endLine: 16,
    });
    expect(symbol(facts, 'Router.get')).toMatchObject({
      kind: 'method', parent: 'Router', signature: 'get(path: string, ...handlers: Handler[]): this',
      parameters: [{ name: 'path', type: 'string' }, { name: '...handlers', type: 'Handler[]' }], doc: 'Adds a GET route.\n@param path the path', exported: true,
    });
    expect(symbol(facts, 'Router.constructor')).toMatchObject({ kind: 'constructor', exported: true });
    expect(symbol(facts, 'Handler')).toMatchObject({ kind: 'interface', extends: ['Callable'], doc: 'A handler.', exported: true });
    expect(symbol(facts, 'Handler.handle')).toMatchObject({ kind: 'method', parent: 'Handler', signature: 'handle(request: Request): Promise<Response>' });
    expect(symbol(facts, 'Handler.name')).toMatchObject({ kind: 'property', exported: true });
    expect(symbol(facts, 'Route')).toMatchObject({ kind: 'type', signature: 'export type Route = { path: string }' });
    expect(symbol(facts, 'Method')).toMatchObject({ kind: 'enum', exported: true });
    expect(symbol(facts, 'Method.Get')).toMatchObject({ kind: 'constant', parent: 'Method', exported: true });
    expect(symbol(facts, 'Shape')).toMatchObject({ abstract: true });
    expect(symbol(facts, 'Shape.area')).toMatchObject({ kind: 'method', abstract: true });
    expect(symbol(facts, 'make')).toMatchObject({
      kind: 'function', signature: 'export const make = async (name: string): Promise<Router<void>>', parameters: [{ name: 'name', type: 'string' }],
    });
    expect(symbol(facts, 'LIMIT')).toMatchObject({ kind: 'constant', exported: false, signature: 'const LIMIT = 10' });
  });

  it('marks what the module exports: export declarations, export lists and export default, and non-private members', async () => {
    const facts = await read(source);
    expect(symbol(facts, 'helper')?.exported).toBe(true);
    expect(symbol(facts, 'main')?.exported).toBe(true);
    expect(symbol(facts, 'Router.routes')).toMatchObject({ exported: false, doc: 'The routes.' });
    expect(symbol(facts, 'Router.#secret')?.exported).toBe(false);
  });

  it('lists comments without markers, the doc comments as doc', async () => {
    const facts = await read(['// TODO: split this file', '/* block */', '/** Adds. */', 'export function add() {}'].join('\n'));
    expect(facts.comments).toEqual([
      { line: 1, text: 'TODO: split this file', kind: 'line' },
      { line: 2, text: 'block', kind: 'block' },
      { line: 3, text: 'Adds.', kind: 'doc' },
    ]);
  });

  it('reads interfaces whose call signatures start lines without a semicolon', async () => {
    const text = ['interface Get {', '  <K extends string>(key: K): string', '  <K extends number>(key: K): number', '}', 'export class After {}'].join('\n');
    const facts = await read(text);
    expect(symbol(facts, 'After')).toMatchObject({ kind: 'class', exported: true, line: 5 });
    expect(symbol(facts, 'Get')?.line).toBe(1);
  });

  it('treats every top-level declaration of a .d.ts file as public', async () => {
    const facts = await read('declare function ambient(x: number): string;\ninterface Options { debug: boolean }', 'TypeScript', 'types/index.d.ts');
    expect(symbol(facts, 'ambient')).toMatchObject({ kind: 'function', exported: true, signature: 'declare function ambient(x: number): string' });
    expect(symbol(facts, 'Options')?.exported).toBe(true);
  });

  it('reads a module augmentation’s declarations in place, not under the module specifier', async () => {
    const facts = await read("declare module '../../src/index' {\n  interface ContextRenderer {\n    (content: string): Response\n  }\n}\n");
    expect(facts.symbols.map((s) => s.qualifiedName)).toEqual(['ContextRenderer']);
    expect(symbol(facts, 'ContextRenderer')).toMatchObject({ kind: 'interface', parent: null });
  });

  it('reads namespaces as modules whose exported members are public', async () => {
    const facts = await read('export namespace Api { export const version = 1; const hidden = 2; }');
    expect(symbol(facts, 'Api')).toMatchObject({ kind: 'module', exported: true });
    expect(symbol(facts, 'Api.version')?.exported).toBe(true);
    expect(symbol(facts, 'Api.hidden')?.exported).toBe(false);
  });

  it('reads TSX components', async () => {
    const facts = await read('export const Button = (props: { label: string }) => <button>{props.label}</button>;', 'TSX', 'src/button.tsx');
    expect(symbol(facts, 'Button')).toMatchObject({ kind: 'function', exported: true, parameters: [{ name: 'props', type: '{ label: string }' }] });
  });
});

describe('JavaScript symbols', () => {
  it('marks CommonJS exports: module.exports = class, module.exports = { … }, exports.x =', async () => {
    const text = [
      "const Emitter = require('node:events');",
      '/** The app. */',
      'module.exports = class Application extends Emitter {',
      '  listen(...args) {}',
      '  #private() {}',
      '};',
      'exports.helper = function (a) {};',
      'function inner() {}',
    ].join('\n');
    const facts = await read(text, 'JavaScript', 'lib/application.js');
    expect(symbol(facts, 'Application')).toMatchObject({ kind: 'class', exported: true, extends: ['Emitter'], doc: 'The app.' });
    expect(symbol(facts, 'Application.listen')).toMatchObject({ kind: 'method', exported: true, parameters: [{ name: '...args', type: null }] });
    expect(symbol(facts, 'Application.#private')?.exported).toBe(false);
    expect(symbol(facts, 'helper')).toMatchObject({ kind: 'function', exported: true });
    expect(symbol(facts, 'inner')?.exported).toBe(false);
  });

  it('reads the members of an exported object literal as exported functions and properties', async () => {
    const text = ['const proto = module.exports = {', '  inspect() {},', '  get header() { return 1; },', '  toJSON: function () {},', '};'].join('\n');
    const facts = await read(text, 'JavaScript', 'lib/context.js');
    expect(symbol(facts, 'inspect')).toMatchObject({ kind: 'function', exported: true });
    expect(symbol(facts, 'header')).toMatchObject({ kind: 'property', exported: true });
    expect(symbol(facts, 'toJSON')).toMatchObject({ kind: 'function', exported: true });
    expect(symbol(facts, 'proto')?.exported).toBe(true);
  });
});

describe('JavaScript and TypeScript imports', () => {
  it('records import, export-from, import-equals, require and dynamic import with a literal', async () => {
    const text = [
      "import fs from 'node:fs';",
      "import { a } from './a.js';",
      "export * from './all';",
      "import path = require('path');",
      "const lodash = require('lodash/fp');",
      "const lazy = await import('@scope/pkg');",
      'const skipped = require(name);',
    ].join('\n');
    const facts = await read(text);
    expect(facts.imports.map((i) => [i.specifier, i.line, i.standardLibrary])).toEqual([
      ['node:fs', 1, true],
      ['./a.js', 2, false],
      ['./all', 3, false],
      ['path', 4, true],
      ['lodash/fp', 5, false],
      ['@scope/pkg', 6, false],
    ]);
  });
});
