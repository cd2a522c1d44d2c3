import type { CodeFacts, ImportRef } from '../../../model.js';
import { extractCode } from '../../index.js';

const read = (text: string, language = 'TypeScript', path = 'src/index.ts'): Promise<CodeFacts> => extractCode({ path, language, text });
const refs = (facts: CodeFacts): Array<Pick<ImportRef, 'specifier' | 'line' | 'names' | 'reexport'>> =>
  facts.imports.map(({ specifier, line, names, reexport }) => ({ specifier, line, names, reexport }));

describe('JavaScript and TypeScript import bindings', () => {
  it('names what ESM imports bind: default, named with aliases, namespace, import-equals, side effects', async () => {
    const text = [
      "import a, { b as c, d } from 'm';",
      "import * as ns from './ns.js';",
      "import type { T } from './types.js';",
      "import legacy = require('legacy');",
      "import './polyfill.js';",
    ].join('\n');
    expect(refs(await read(text))).toEqual([
      { specifier: 'm', line: 1, names: [{ name: 'a', imported: 'default' }, { name: 'c', imported: 'b' }, { name: 'd', imported: 'd' }], reexport: false },
      { specifier: './ns.js', line: 2, names: [{ name: 'ns', imported: '*' }], reexport: false },
      { specifier: './types.js', line: 3, names: [{ name: 'T', imported: 'T' }], reexport: false },
      { specifier: 'legacy', line: 4, names: [{ name: 'legacy', imported: '*' }], reexport: false },
      { specifier: './polyfill.js', line: 5, names: [], reexport: false },
    ]);
  });

  it('names what require() and awaited import() bind, destructured too', async () => {
    const text = [
      "const x = require('m');",
      "const { a, b: c, d = 1, ...rest } = require('n');",
      "const parse = require('url').parse;",
      "const debug = require('debug')('app');",
      "require('./side-effect');",
      "const lazy = await import('lazy');",
      "const pending = import('pending');",
    ].join('\n');
    const facts = await read(text, 'JavaScript', 'lib/index.js');
    expect(refs(facts)).toEqual([
      { specifier: 'm', line: 1, names: [{ name: 'x', imported: '*' }], reexport: false },
      { specifier: 'n', line: 2, names: [{ name: 'a', imported: 'a' }, { name: 'c', imported: 'b' }, { name: 'd', imported: 'd' }, { name: 'rest', imported: '*' }], reexport: false },
      { specifier: 'url', line: 3, names: [{ name: 'parse', imported: 'parse' }], reexport: false },
      { specifier: 'debug', line: 4, names: [], reexport: false },
      { specifier: './side-effect', line: 5, names: [], reexport: false },
      { specifier: 'lazy', line: 6, names: [{ name: 'lazy', imported: '*' }], reexport: false },
      { specifier: 'pending', line: 7, names: [], reexport: false },
    ]);
    // A require binds an import; it declares nothing of the file's own.
    expect(facts.symbols.map((s) => s.name)).toEqual(['debug', 'pending']);
  });
});

describe('JavaScript and TypeScript re-exports', () => {
  it('marks export-from forms as re-exports: export *, export * as ns, export { a as b, default as c }', async () => {
    const text = ["export * from './all.js';", "export * as helpers from './helpers.js';", "export { a as b, default as c, d } from './other.js';", "export type { T } from './types.js';"].join('\n');
    const facts = await read(text);
    expect(refs(facts)).toEqual([
      { specifier: './all.js', line: 1, names: [{ name: '*', imported: '*' }], reexport: true },
      { specifier: './helpers.js', line: 2, names: [{ name: 'helpers', imported: '*' }], reexport: true },
      { specifier: './other.js', line: 3, names: [{ name: 'b', imported: 'a' }, { name: 'c', imported: 'default' }, { name: 'd', imported: 'd' }], reexport: true },
      { specifier: './types.js', line: 4, names: [{ name: 'T', imported: 'T' }], reexport: true },
    ]);
    expect(facts.symbols).toEqual([]);
  });

  it('records an imported name exported later as a re-export at the export’s line, under the name it is exported as', async () => {
    const text = [
      "import Client, { request as send, Options } from './client.js';",
      "import * as errors from './errors.js';",
      'const local = 1;',
      '',
      'export { send, Options as ClientOptions, errors, local };',
      'export default Client;',
    ].join('\n');
    const facts = await read(text);
    expect(refs(facts)).toEqual([
      { specifier: './client.js', line: 1, names: [{ name: 'Client', imported: 'default' }, { name: 'send', imported: 'request' }, { name: 'Options', imported: 'Options' }], reexport: false },
      { specifier: './errors.js', line: 2, names: [{ name: 'errors', imported: '*' }], reexport: false },
      { specifier: './client.js', line: 5, names: [{ name: 'send', imported: 'request' }, { name: 'ClientOptions', imported: 'Options' }], reexport: true },
      { specifier: './errors.js', line: 5, names: [{ name: 'errors', imported: '*' }], reexport: true },
      { specifier: './client.js', line: 6, names: [{ name: 'default', imported: 'default' }], reexport: true },
    ]);
    expect(facts.symbols).toEqual([expect.objectContaining({ name: 'local', exported: true })]);
  });

  it('records CommonJS re-exports: module.exports = require(), exports.x = require(), object entries and members of required modules', async () => {
    const text = [
      "var Router = require('./router');",
      "var bodyParser = require('body-parser');",
      "var { urlencoded } = require('body-parser');",
      'function createApplication() {}',
      'exports = module.exports = createApplication;',
      'exports.Router = Router;',
      'exports.json = bodyParser.json;',
      "exports.query = require('./middleware/query');",
      'module.exports.form = urlencoded;',
      'module.exports.static = require("serve-static").serveStatic;',
    ].join('\n');
    const facts = await read(text, 'JavaScript', 'lib/express.js');
    expect(refs(facts).filter((ref) => ref.reexport)).toEqual([
      { specifier: './router', line: 6, names: [{ name: 'Router', imported: '*' }], reexport: true },
      { specifier: 'body-parser', line: 7, names: [{ name: 'json', imported: 'json' }], reexport: true },
      { specifier: './middleware/query', line: 8, names: [{ name: 'query', imported: '*' }], reexport: true },
      { specifier: 'body-parser', line: 9, names: [{ name: 'form', imported: 'urlencoded' }], reexport: true },
      { specifier: 'serve-static', line: 10, names: [{ name: 'static', imported: 'serveStatic' }], reexport: true },
    ]);
    expect(facts.symbols.map((s) => [s.qualifiedName, s.exported])).toEqual([['createApplication', true]]);
  });

  it('records module.exports = { name } entries and module.exports = name of imported names', async () => {
    const whole = await read(["const lib = require('./lib/index.js');", 'module.exports = lib;'].join('\n'), 'JavaScript', 'index.js');
    expect(refs(whole)[1]).toEqual({ specifier: './lib/index.js', line: 2, names: [{ name: '*', imported: '*' }], reexport: true });
    const direct = await read("module.exports = require('./lib/express');", 'JavaScript', 'index.js');
    expect(refs(direct)).toEqual([{ specifier: './lib/express', line: 1, names: [{ name: '*', imported: '*' }], reexport: true }]);
    const text = [
      "const { Router } = require('./router');",
      "const json = require('./json');",
      'function urlencoded() {}',
      'module.exports = {',
      '  Router: Router,',
      '  json,',
      '  urlencoded,',
      "  text: require('./text'),",
      '};',
    ].join('\n');
    const facts = await read(text, 'JavaScript', 'lib/index.js');
    expect(refs(facts).filter((ref) => ref.reexport)).toEqual([
      { specifier: './router', line: 5, names: [{ name: 'Router', imported: 'Router' }], reexport: true },
      { specifier: './json', line: 6, names: [{ name: 'json', imported: '*' }], reexport: true },
      { specifier: './text', line: 8, names: [{ name: 'text', imported: '*' }], reexport: true },
    ]);
    expect(facts.symbols.map((s) => [s.qualifiedName, s.exported])).toEqual([['urlencoded', true]]);
  });
});
