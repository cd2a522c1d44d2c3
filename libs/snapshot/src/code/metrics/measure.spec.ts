import type { CodeFacts } from '../../model.js';
import { extractCode } from '../index.js';

// The metrics walker on TypeScript, TSX and JavaScript: what a reader of PERFORMANCE.md is told
// about each function (name, line, branches) and each hint (kind, line, call, function).

const read = (path: string, language: string, lines: string[]): Promise<CodeFacts> => extractCode({ path, language, text: lines.join('\n') });
const functions = (facts: CodeFacts): [string, number, number][] => facts.functions.map((fn) => [fn.name, fn.line, fn.branches]);
const hints = (facts: CodeFacts): [string, number, string | null, string | null][] => facts.hints.map((hint) => [hint.kind, hint.line, hint.call, hint.function]);

describe('function metrics and loop hints: TypeScript', () => {
  const source = [
    "import express from 'express';",
    "import { readFileSync } from 'node:fs';",
    '',
    'export async function sync(ids: string[], db: Db): Promise<number> {',
    '  for (const id of await db.list()) {',
    '    const user = await fetch(`/users/${id}`);',
    '    if (user.ok && id) continue;',
    '  }',
    '  ids.forEach((id) => db.save(id));',
    '  await Promise.all(ids.map(async (id) => await notify(id)));',
    '  for (let i = 0; i < ids.length; i++) {',
    '    for (const other of ids) if (other === ids[i]) return 0;',
    '  }',
    '  const total = Math.max(1, 2);',
    '  return total > 1 ? total : 0;',
    '}',
    '',
    'export class Router {',
    "  handle = (path: string): string => path.trim() || '/';",
    '  route(app: express.Express): void {',
    "    app.get('/config', (req, res) => res.send(readFileSync('config.json', 'utf8')));",
    '  }',
    '}',
    '',
    "function readConfig(): Buffer { return readFileSync('config.json'); }",
  ];

  it('names each function after its symbol, or what it is assigned to, and counts its decision points', async () => {
    const facts = await read('src/sync.ts', 'TypeScript', source);
    expect(functions(facts)).toEqual([
      ['sync', 4, 7],
      ['<anonymous>', 9, 0],
      ['<anonymous>', 10, 0],
      ['Router.handle', 19, 1],
      ['Router.route', 20, 0],
      ['<anonymous>', 21, 0],
      ['readConfig', 25, 0],
    ]);
    expect(facts.functions[0]).toMatchObject({ line: 4, endLine: 16 });
  });

  it('finds an await, an HTTP call, a database call in a forEach callback, a nested loop and a blocking call in a route handler', async () => {
    const facts = await read('src/sync.ts', 'TypeScript', source);
    expect(hints(facts)).toEqual([
      ['await-in-loop', 6, 'fetch', 'sync'],
      ['io-in-loop', 6, 'fetch', 'sync'],
      ['io-in-loop', 9, 'db.save', 'sync'],
      ['nested-loop', 12, null, 'sync'],
      ['sync-in-handler', 21, 'readFileSync', 'Router.route'],
    ]);
  });

  it('leaves out an await in the loop header, an await outside loops, an await in a map callback and a call like Math.max', async () => {
    const facts = await read('src/sync.ts', 'TypeScript', source);
    const lines = facts.hints.map((hint) => hint.line);
    expect(lines).not.toContain(5);
    expect(lines).not.toContain(10);
    expect(lines).not.toContain(14);
    expect(lines).not.toContain(25);
  });

  it('does not count a default case, and an overload or abstract method without a body is no function', async () => {
    const facts = await read('src/kind.ts', 'TypeScript', [
      'export abstract class Shape {',
      '  abstract area(): number;',
      '  kind(n: number): string;',
      '  kind(n: number | string): string {',
      "    switch (n) { case 1: return 'one'; case 2: return 'two'; default: return 'many'; }",
      '  }',
      '}',
    ]);
    expect(functions(facts)).toEqual([['Shape.kind', 4, 2]]);
  });

  it('names a #private method and a method of an object literal', async () => {
    const facts = await read('src/store.ts', 'TypeScript', ['export class Store {', '  #load(): void {}', '}', 'const hooks = { start() {} };']);
    expect(functions(facts)).toEqual([
      ['Store.#load', 2, 0],
      ['start', 4, 0],
    ]);
  });
});

describe('function metrics and loop hints: JavaScript and TSX', () => {
  it('reads CommonJS handlers, while and do loops, and a named route handler', async () => {
    const facts = await read('server.js', 'JavaScript', [
      "const express = require('express');",
      "const { execSync } = require('child_process');",
      'const app = express();',
      "app.get('/status', status);",
      'function status(req, res) {',
      "  res.send(execSync('git status').toString());",
      '}',
      'module.exports.poll = function (queue) {',
      '  while (queue.length > 0 || queue.open) {',
      '    do { axios.get(queue.shift()); } while (queue.busy);',
      '  }',
      '};',
    ]);
    expect(functions(facts)).toEqual([
      ['status', 5, 0],
      ['poll', 8, 3],
    ]);
    expect(hints(facts)).toEqual([
      ['sync-in-handler', 6, 'execSync', 'status'],
      ['nested-loop', 10, null, 'poll'],
      ['io-in-loop', 10, 'axios.get', 'poll'],
    ]);
  });

  it('counts a map inside a map as a nested loop in a component', async () => {
    const facts = await read('src/Table.tsx', 'TSX', [
      'export function Table({ rows }: { rows: string[][] }) {',
      '  return <table>{rows.map((row) => <tr>{row.map((cell) => <td>{cell}</td>)}</tr>)}</table>;',
      '}',
    ]);
    expect(functions(facts)).toEqual([
      ['Table', 1, 0],
      ['<anonymous>', 2, 0],
      ['<anonymous>', 2, 0],
    ]);
    expect(hints(facts)).toEqual([['nested-loop', 2, null, 'Table']]);
  });

  it('gives the same facts for the same text, sorted by line', async () => {
    const text = ['function a() { for (;;) { for (;;) {} } }', 'const b = () => { while (x) fetch(y); };'];
    const first = await read('a.js', 'JavaScript', text);
    expect(await read('a.js', 'JavaScript', text)).toEqual(first);
    expect(first.hints.map((hint) => hint.line)).toEqual([1, 2]);
  });
});
