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
});
