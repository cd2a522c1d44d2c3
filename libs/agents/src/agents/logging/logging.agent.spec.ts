import type { LogCall, Snapshot } from '@chronicle/snapshot';
import { makeCode, makeFile, makeProject, makeScan, makeSnapshot } from '@chronicle/snapshot/testing';
import { expectDocumentPasses, testAgent } from '../../testing/index.js';
import { LoggingAgent } from './logging.agent.js';

const call = (line: number, level: string, overrides: Partial<LogCall> = {}): LogCall => ({ library: 'pino', level, line, structured: true, sensitive: [], ...overrides });

function serviceSnapshot(): Snapshot {
  return makeSnapshot({
    files: [
      makeFile({
        path: 'src/server.ts',
        code: makeCode({ routes: [{ method: 'GET', path: '/health', framework: 'express', line: 8, handler: null }] }),
        scan: makeScan({ logging: [call(10, 'info'), call(12, 'error', { structured: false }), call(14, 'debug', { sensitive: ['token'] })], environment: [{ name: 'LOG_LEVEL', line: 2, via: 'process.env' }] }),
      }),
      makeFile({
        path: 'src/routes/users.ts',
        code: makeCode({ routes: [{ method: 'POST', path: '/users', framework: 'express', line: 5, handler: 'createUser' }, { method: 'GET', path: '/users/:id', framework: 'express', line: 9, handler: null }] }),
      }),
      makeFile({ path: 'libs/db/pool.go', language: 'Go', scan: makeScan({ logging: [call(3, 'fatal', { library: 'log' }), call(7, 'warn', { library: 'slog' })] }) }),
      makeFile({ path: 'main.py', language: 'Python', scan: makeScan({ logging: [call(1, 'warn', { library: 'logging' })] }) }),
      makeFile({ path: '.env.example', language: null, languageType: null }),
      makeFile({ path: 'test/server.spec.ts', test: true, scan: makeScan({ logging: [call(1, 'info', { library: 'console' })] }) }),
    ],
    project: makeProject({ environmentExamples: [{ path: '.env.example', variables: [{ name: 'DEBUG', line: 1 }] }] }),
  });
}

describe('LoggingAgent', () => {
  it('writes every section the facts call for and passes the gate, listing every file that logs', async () => {
    const result = await testAgent(LoggingAgent, serviceSnapshot());
    expectDocumentPasses(result);
    expect(result.meta).toMatchObject({ id: 'logging', docType: 'logging' });
    expect(result.requiredSections.map((section) => section.title)).toEqual(['Seeing what the code does', 'Libraries', 'Levels', 'By module', 'Call sites', 'Message style', 'Sensitive arguments', 'Configuration', 'Request paths without logging']);
    expect(result.coverage.items.map((item) => item.key)).toEqual(['libs/db/pool.go', 'main.py', 'src/server.ts']);
    expect(result.report.coverage.missing).toEqual([]);
  });

  it('counts calls by library, level and module, leaving test files out', async () => {
    const { markdown } = await testAgent(LoggingAgent, serviceSnapshot());
    expect(markdown).toContain('widgets has 6 logging calls in 3 files outside the tests, through 4 libraries (pino, log, logging, slog). Test files hold 1 more call in 1 file, not counted here.');
    expect(markdown).toContain('| pino | 3 | 1 | debug 1, info 1, error 1 |');
    expect(markdown).toContain('| fatal | 1 | 17% |');
    expect(markdown).toContain('| `libs/db/` | 1 | 2 | 0 | 0 | 0 | 1 | 0 | 1 |');
    expect(markdown).toContain('| files at the root | 1 | 1 | 0 | 0 | 0 | 1 | 0 | 0 |');
    expect(markdown).toContain('| `src/server.ts` | pino | 3 | debug 1, info 1, error 1 | 1 |');
  });

  it('names string-built messages, sensitive arguments, level variables and the routes whose files never log', async () => {
    const { markdown } = await testAgent(LoggingAgent, serviceSnapshot());
    expect(markdown).toContain('5 of 6 calls (83%) pass fields, a format string with arguments, or a fixed message; 1 (17%) build the message from strings');
    expect(markdown).toContain('| `src/server.ts` | 12 | error | pino |');
    expect(markdown).toContain('| `src/server.ts` | 14 | debug | token |');
    expect(markdown).toContain('| `DEBUG` | listed in `.env.example` |');
    expect(markdown).toContain('| `LOG_LEVEL` | `src/server.ts` |');
    expect(markdown).toContain('2 of the 3 routes registered outside the tests are quiet by this measure.');
    expect(markdown).toContain('| `POST /users` | express | `src/routes/users.ts` | 5 |');
    expect(markdown).not.toContain('`GET /health`');
  });

  it('says so when nothing logs, and still checks the routes', async () => {
    const quiet = makeSnapshot({ files: [makeFile({ path: 'app.py', language: 'Python', code: makeCode({ routes: [{ method: 'GET', path: '/', framework: 'flask', line: 4, handler: 'index' }] }) })] });
    const result = await testAgent(LoggingAgent, quiet);
    expectDocumentPasses(result);
    expect(result.requiredSections.map((section) => section.title)).toEqual(['Request paths without logging']);
    expect(result.markdown).toContain('No logging call was found in the code of widgets outside the tests.');
    expect(result.markdown).toContain('The only route registered outside the tests is quiet by this measure.');
  });

  it("names the project's own logging module that other files import, and the flags that turn output on", async () => {
    const importer = (path: string) => makeFile({ path, code: makeCode({ imports: [{ specifier: './log.js', line: 1, resolvedPath: 'src/log.ts', package: null, standardLibrary: false, names: [{ name: 'debug', imported: 'debug' }], reexport: false }] }) });
    const snapshot = makeSnapshot({
      files: [
        makeFile({ path: 'src/log.ts', scan: makeScan({ idioms: [{ kind: 'node-debuglog', word: 'widgets', line: 3, symbol: null }] }) }),
        importer('src/a.ts'),
        importer('src/b.ts'),
        makeFile({ path: 'src/cli.ts', scan: makeScan({ idioms: [{ kind: 'debug-flag', word: '--log-level', line: 7, symbol: null }] }) }),
        makeFile({ path: 'test/cli.spec.ts', test: true, role: 'test', scan: makeScan({ idioms: [{ kind: 'debug-flag', word: '--trace', line: 2, symbol: null }] }) }),
      ],
    });
    const result = await testAgent(LoggingAgent, snapshot);
    expectDocumentPasses(result);
    expect(result.markdown).toContain('- Set `NODE_DEBUG` to `widgets`: it turns on the `util.debuglog` section `widgets` ([src/log.ts:3](src/log.ts#L3)).');
    expect(result.markdown).toContain('- Pass `--log-level` on the command line: defined in [src/cli.ts:7](src/cli.ts#L7).');
    expect(result.markdown).toContain("The project's own logging module is `src/log.ts` (imported by 2 other source files): read it to see where output goes and which level is on.");
    expect(result.markdown).not.toContain('--trace');
  });
});
