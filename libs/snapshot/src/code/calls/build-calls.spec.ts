import { GitFixture } from '@chronicle/history/testing';
import { buildSnapshot } from '../../build-snapshot.js';
import { calleesOf, callersOf } from './queries.js';

// The call graph end to end: a two-file TypeScript project committed to a real repository, its
// snapshot built, and the edges read back with the query helpers.

describe('call sites in a snapshot', () => {
  let fixture: GitFixture;
  beforeEach(() => {
    fixture = new GitFixture();
  });
  afterEach(() => fixture.remove());

  it('resolves this.x() to the class\'s method and a bare call to the file\'s function, and keeps only resolved calls', async () => {
    fixture.commit('A router and its app', {
      'src/router.ts': [
        'export function normalise(path: string): string {',
        "  return path.trim() || '/';",
        '}',
        '',
        'export class Router {',
        '  route(path: string): string {',
        '    return this.handle(normalise(path));',
        '  }',
        '',
        '  handle(path: string): string {',
        '    return path;',
        '  }',
        '}',
        '',
      ].join('\n'),
      'src/app.ts': ["import { Router } from './router.js';", '', 'export function main(): void {', "  console.log(new Router().route('/'));", '}', ''].join('\n'),
    });
    const snapshot = await buildSnapshot(fixture.dir);

    const router = snapshot.files.find((file) => file.path === 'src/router.ts');
    expect(router?.code.calls.map((site) => [site.callee, site.line, site.caller, site.target, site.resolution])).toEqual([
      ['this.handle', 7, 'Router.route', { path: 'src/router.ts', symbol: 'Router.handle' }, 'receiver'],
      ['normalise', 7, 'Router.route', { path: 'src/router.ts', symbol: 'normalise' }, 'same-file'],
    ]);
    expect(callersOf(snapshot, 'src/router.ts', 'Router.handle').map((edge) => [edge.path, edge.line, edge.caller, edge.resolution, edge.role])).toEqual([
      ['src/router.ts', 7, 'Router.route', 'receiver', 'source'],
    ]);
    expect(calleesOf(snapshot, 'src/router.ts', 'Router.route').map((edge) => edge.target.symbol)).toEqual(['Router.handle', 'normalise']);
    // `path.trim()` and `console.log()` land on nothing in the repository, and are not kept.
    expect(snapshot.files.flatMap((file) => file.code.calls).every((site) => site.target !== null && site.resolution !== null)).toBe(true);
    expect(snapshot.files.flatMap((file) => file.code.calls.map((site) => site.callee))).not.toContain('console.log');
  }, 120_000);

  // A static call on an imported class is a call on a type the file knows: `receiver`, as the README's "Calls" says.
  it('follows imports and re-exports to the declaration called, in TypeScript, Python, Go, Rust and Java', async () => {
    fixture.commit('Five small projects that call across files', {
      'ts/util.ts': ['/** Lower-case, dashed. */', 'export function slug(text: string): string {', "  return text.toLowerCase().replace(/ /g, '-');", '}', ''].join('\n'),
      'ts/index.ts': ["export { slug } from './util.js';", ''].join('\n'),
      'ts/app.ts': ["import { slug as toSlug } from './index.js';", '', 'export function run(): string {', "  return toSlug('A B');", '}', ''].join('\n'),
      'pkg/__init__.py': ['from .core import greet', ''].join('\n'),
      'pkg/core.py': ['def greet(name):', '    return "hi " + name', ''].join('\n'),
      'pkg/cli.py': ['from pkg import greet', '', 'def main():', '    print(greet("you"))', ''].join('\n'),
      'go.mod': ['module example.com/app', '', 'go 1.22', ''].join('\n'),
      'util/util.go': ['package util', '', '// Slug lower-cases text.', 'func Slug(text string) string { return text }', ''].join('\n'),
      'main.go': ['package main', '', 'import "example.com/app/util"', '', 'func main() {', '\tprintln(util.Slug("A"))', '}', ''].join('\n'),
      'Cargo.toml': ['[package]', 'name = "texty"', 'version = "0.1.0"', 'edition = "2021"', ''].join('\n'),
      'src/text.rs': ['pub fn slug(text: &str) -> String {', '    text.to_lowercase()', '}', ''].join('\n'),
      'src/lib.rs': ['mod text;', 'use crate::text::slug;', '', 'pub fn run() -> String {', '    slug("A")', '}', ''].join('\n'),
      'java/src/main/java/com/acme/util/Strings.java': ['package com.acme.util;', '', 'public class Strings {', '  public static String slug(String text) { return text.toLowerCase(); }', '}', ''].join('\n'),
      'java/src/main/java/com/acme/App.java': ['package com.acme;', '', 'import com.acme.util.Strings;', '', 'public class App {', '  public String run() { return Strings.slug("A"); }', '}', ''].join('\n'),
    });
    const snapshot = await buildSnapshot(fixture.dir);
    const edges = (path: string) => (snapshot.files.find((file) => file.path === path)?.code.calls ?? []).map((site) => [site.callee, site.caller, site.target, site.resolution]);

    expect(edges('ts/app.ts')).toEqual([['toSlug', 'run', { path: 'ts/util.ts', symbol: 'slug' }, 'import']]);
    expect(edges('pkg/cli.py')).toEqual([['greet', 'main', { path: 'pkg/core.py', symbol: 'greet' }, 'import']]);
    expect(edges('main.go')).toEqual([['util.Slug', 'main', { path: 'util/util.go', symbol: 'Slug' }, 'import']]);
    expect(edges('src/lib.rs')).toEqual([['slug', 'run', { path: 'src/text.rs', symbol: 'slug' }, 'import']]);
    expect(edges('java/src/main/java/com/acme/App.java')).toEqual([['Strings.slug', 'App.run', { path: 'java/src/main/java/com/acme/util/Strings.java', symbol: 'Strings.slug' }, 'receiver']]);
    expect(callersOf(snapshot, 'ts/util.ts', 'slug').map((edge) => [edge.path, edge.line, edge.resolution])).toEqual([['ts/app.ts', 4, 'import']]);
  }, 120_000);
});
