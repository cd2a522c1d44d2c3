import { DOC_TIERS } from '@chronicle/contracts';
import type { CodeFacts, Snapshot } from '@chronicle/snapshot';
import { makeFile, makeHistory, makeManifest, makeProject, makeSnapshot, makeSymbol } from '@chronicle/snapshot/testing';
import { lint } from 'markdownlint/sync';
import { agentMetaOf } from '../../sdk/documentation-agent.decorator.js';
import { ApiReferenceAgent } from './api-reference.agent.js';
import { COMPACT_ABOVE } from './public-surface.js';

const agent = new ApiReferenceAgent();

function code(facts: Partial<CodeFacts>): CodeFacts {
  return { symbols: [], imports: [], comments: [], routes: [], functions: [], hints: [], calls: [], purpose: null, moduleValue: null, pathUses: [], ...facts };
}

function typescript() {
  return makeFile({
    path: 'packages/server/src/app.ts',
    code: code({
      symbols: [
        makeSymbol({
          name: 'createApp',
          signature: 'export function createApp(options: AppOptions, port?: number): App',
          parameters: [
            { name: 'options', type: 'AppOptions' },
            { name: 'port', type: 'number | undefined' },
          ],
          doc: 'Creates the app with *all* routes; see https://example.com/docs_v2.\n\nLonger text that is not quoted.\n@param options the options',
          line: 3,
        }),
        makeSymbol({ name: 'App', kind: 'class', signature: 'export class App extends Base', doc: '- A class whose doc starts like a list', line: 20 }),
        makeSymbol({ name: 'listen', qualifiedName: 'App.listen', parent: 'App', kind: 'method', signature: 'listen(port: number): Promise<void>', parameters: [{ name: 'port', type: 'number' }], line: 22 }),
        makeSymbol({ name: 'secret', qualifiedName: 'App.secret', parent: 'App', kind: 'method', signature: 'private secret(): void', exported: false, line: 30 }),
        makeSymbol({ name: 'port', qualifiedName: 'App.port', parent: 'App', kind: 'property', signature: 'readonly port: number', line: 21 }),
        makeSymbol({ name: 'AppOptions', kind: 'interface', signature: 'export interface AppOptions', line: 40 }),
        makeSymbol({ name: 'Handler', kind: 'type', signature: 'export type Handler = (request: Request) => Response', line: 50 }),
        makeSymbol({ name: 'Color', kind: 'enum', signature: 'export enum Color', line: 60 }),
        makeSymbol({ name: 'Red', qualifiedName: 'Color.Red', parent: 'Color', kind: 'constant', signature: 'Red = 1', line: 61 }),
        makeSymbol({ name: 'VERSION', kind: 'constant', signature: "export const VERSION = '1.0.0'", line: 70 }),
        makeSymbol({ name: 'internalHelper', exported: false, line: 80 }),
      ],
      routes: [
        { method: 'GET', path: '/users/:id', framework: 'express', line: 90, handler: 'createApp' },
        { method: 'post', path: '/users', framework: 'express', line: 91, handler: null },
        { method: 'DELETE', path: '/users/:id', framework: 'express', line: 92, handler: 'removeUser' },
      ],
    }),
  });
}

function polyglot(): Snapshot {
  return makeSnapshot({
    files: [
      typescript(),
      makeFile({ path: 'openapi.yaml', language: 'YAML', languageType: 'data' }),
      makeFile({
        path: 'packages/server/src/app.spec.ts',
        test: true,
        code: code({ symbols: [makeSymbol({ name: 'fixtureApp' })], routes: [{ method: 'GET', path: '/test-only', framework: 'express', line: 1, handler: null }] }),
      }),
      makeFile({
        path: 'store/store.go',
        language: 'Go',
        code: code({
          symbols: [
            makeSymbol({ name: 'Open', signature: 'func Open(path string) (*Store, error)', parameters: [{ name: 'path', type: 'string' }], doc: 'Open opens the store at path.', line: 5 }),
            makeSymbol({ name: 'Store', kind: 'struct', signature: 'type Store struct', line: 10 }),
            makeSymbol({ name: 'Get', qualifiedName: 'Store.Get', parent: 'Store', kind: 'method', signature: 'func (s *Store) Get(key string) ([]byte, error)', parameters: [{ name: 'key', type: 'string' }], line: 15 }),
          ],
          routes: [{ method: 'GET', path: '/healthz', framework: 'net/http', line: 30, handler: 'Store.Get' }],
        }),
      }),
      makeFile({
        path: 'pkg/shapes.py',
        language: 'Python',
        code: code({
          symbols: [
            makeSymbol({ name: 'area', signature: 'def area(shape: Shape) -> float', parameters: [{ name: 'shape', type: 'Shape' }], doc: 'Return the area.\n\nArgs:\n  shape: the shape', line: 3 }),
            makeSymbol({ name: 'Circle', kind: 'class', signature: 'class Circle(Shape)', line: 10 }),
            makeSymbol({ name: '__init__', qualifiedName: 'Circle.__init__', parent: 'Circle', kind: 'constructor', signature: 'def __init__(self, radius)', parameters: [{ name: 'self', type: null }, { name: 'radius', type: null }], line: 11 }),
          ],
        }),
      }),
      makeFile({
        path: 'src/lib.rs',
        language: 'Rust',
        code: code({
          symbols: [
            makeSymbol({ name: 'Config', kind: 'struct', signature: 'pub struct Config', doc: 'The `settings` | loaded once. Write to ops@acme.io or see www.acme.io.', line: 1 }),
            makeSymbol({ name: 'new', qualifiedName: 'Config::new', parent: 'Config', kind: 'method', signature: 'pub fn new() -> Self', line: 5 }),
          ],
        }),
      }),
      makeFile({
        path: 'src/main/java/com/acme/Greeter.java',
        language: 'Java',
        code: code({
          symbols: [
            makeSymbol({ name: 'Greeter', kind: 'class', signature: 'public class Greeter implements Named', line: 3 }),
            makeSymbol({ name: 'greet', qualifiedName: 'Greeter.greet', parent: 'Greeter', kind: 'method', signature: 'public String greet(String name)', parameters: [{ name: 'name', type: 'String' }], line: 5 }),
          ],
        }),
      }),
    ],
    manifests: [makeManifest({ path: 'packages/server/package.json', name: '@acme/server' })],
    project: makeProject({
      readme: null,
      licenses: [],
      makefiles: [],
      ciWorkflows: [],
      openApi: [
        {
          path: 'openapi.yaml',
          title: 'Pets API',
          version: '2.1.0',
          operations: [
            { method: 'post', path: '/pets', operationId: null, summary: null },
            { method: 'get', path: '/pets', operationId: 'listPets', summary: 'List all pets' },
          ],
        },
      ],
    }),
  });
}

function between(markdown: string, start: string, end?: string): string {
  const from = markdown.indexOf(start);
  const to = end === undefined ? markdown.length : markdown.indexOf(end, from + start.length);
  return markdown.slice(from, to === -1 ? markdown.length : to);
}

function codeSpans(markdown: string): string[] {
  const prose = markdown.replace(/^(`{3,})[\s\S]*?^\1$/gm, '');
  return [...prose.matchAll(/(?<![\\`])(`+)(?!`)(.+?)(?<!`)\1(?!`)/g)].map((match) => match[2].trim());
}

function lintErrors(markdown: string): string {
  return lint({ strings: { doc: markdown }, config: { default: true, MD013: false } }).toString();
}

describe('ApiReferenceAgent', () => {
  it('opens a public API of more than ten files with an index whose links reach the headings', () => {
    const files = Array.from({ length: 12 }, (_, index) => makeFile({ path: `lib/part_${index}/mod.ts`, code: code({ symbols: [makeSymbol({ name: `part${index}`, exported: true, signature: `export function part${index}()` })] }) }));
    const markdown = agent.write({ snapshot: makeSnapshot({ files }) });
    expect(markdown).toContain('An index of the 12 folders and 12 files below:');
    expect(markdown).toContain('- [lib/part\\_0/](#libpart_0)\n  - [lib/part\\_0/mod.ts](#libpart_0modts)');
    const findings = lint({ strings: { doc: markdown }, config: { default: false, MD051: true } }).doc ?? [];
    expect(findings).toEqual([]);
  });

  it('is marked as the API reference agent for Pro', () => {
    const meta = agentMetaOf(ApiReferenceAgent);
    expect(meta).toMatchObject({ id: 'api-reference', name: 'API Reference Agent', category: 'Core Documentation', docType: 'api_reference', version: '1.3.0' });
    expect(meta?.tiers).toEqual(DOC_TIERS.api_reference);
  });

  it('documents an exported function with its signature, doc summary and parameters table', () => {
    const markdown = agent.write({ snapshot: polyglot() });
    const entry = between(markdown, '**`createApp`**', '**`App`**');
    expect(entry).toContain('**`createApp`** — function, line 3');
    expect(entry).toContain('`export function createApp(options: AppOptions, port?: number): App`');
    expect(entry).toContain('> Creates the app with \\*all\\* routes; see <https://example.com/docs_v2>.');
    expect(entry).not.toContain('Longer text');
    expect(entry).toContain('| Parameter | Type |\n| --- | --- |\n| options | AppOptions |\n| port | `number \\| undefined` |');
  });

  it('lists a class with its public methods and properties, and leaves private members out', () => {
    const markdown = agent.write({ snapshot: polyglot() });
    const app = between(markdown, '**`App`**', '**`AppOptions`**');
    expect(app).toContain('**`App`** — class, line 20\n\n`export class App extends Base`\n\n> \\- A class whose doc starts like a list');
    expect(app).toContain('- `App.port` (property, line 21): `readonly port: number`');
    expect(app).toContain('**`App.listen`** — method, line 22\n\n`listen(port: number): Promise<void>`');
    expect(markdown).not.toContain('App.secret');
    expect(markdown).not.toContain('internalHelper');
  });

  it('lists types, interfaces, enums with their members, and constants', () => {
    const markdown = agent.write({ snapshot: polyglot() });
    expect(markdown).toContain('**`AppOptions`** — interface, line 40');
    expect(markdown).toContain('**`Handler`** — type alias, line 50\n\n`export type Handler = (request: Request) => Response`');
    expect(markdown).toContain('**`Color`** — enum, line 60\n\n`export enum Color`\n\n- `Color.Red` (constant, line 61): `Red = 1`');
    expect(markdown).toContain("**`VERSION`** — constant, line 70\n\n`export const VERSION = '1.0.0'`");
  });

  it('documents Go, Python, Rust and Java symbols, and escapes Markdown in doc comments', () => {
    const markdown = agent.write({ snapshot: polyglot() });
    expect(markdown).toContain('**`Store.Get`** — method, line 15\n\n`func (s *Store) Get(key string) ([]byte, error)`\n\n| Parameter | Type |\n| --- | --- |\n| key | string |');
    expect(markdown).toContain('**`area`** — function, line 3\n\n`def area(shape: Shape) -> float`\n\n> Return the area.');
    expect(markdown).toContain('**`Circle.__init__`** — constructor, line 11\n\n`def __init__(self, radius)`');
    expect(between(markdown, '**`Circle.__init__`**')).not.toMatch(/^\| self/m);
    expect(markdown).toContain('> The \\`settings\\` \\| loaded once. Write to ops\\@acme.io or see www\\.acme.io.');
    expect(markdown).toContain('**`Config::new`** — method, line 5');
    expect(markdown).toContain('**`Greeter.greet`** — method, line 5\n\n`public String greet(String name)`');
  });

  it('groups by folder then file, sorted, names the package of a folder, and leaves test files out', () => {
    const markdown = agent.write({ snapshot: polyglot() });
    const headings = markdown.split('\n').filter((line) => /^#{3,4} /.test(line));
    expect(headings.slice(0, 11)).toEqual([
      '### `packages/server/src/`',
      '#### `packages/server/src/app.ts`',
      '### `pkg/`',
      '#### `pkg/shapes.py`',
      '### `src/`',
      '#### `src/lib.rs`',
      '### `src/main/java/com/acme/`',
      '#### `src/main/java/com/acme/Greeter.java`',
      '### `store/`',
      '#### `store/store.go`',
      '### `openapi.yaml`',
    ]);
    expect(markdown).not.toContain('fixtureApp');
    expect(markdown).not.toContain('/test-only');
  });

  it('names the package where its folders begin', () => {
    const files = ['lib/index.ts', 'lib/util/strings.ts', 'tools/gen.ts', 'main.ts'].map((path, index) =>
      makeFile({ path, code: code({ symbols: [makeSymbol({ name: `symbol${index}` })] }) }),
    );
    const snapshot = makeSnapshot({ files, manifests: [makeManifest({ path: 'lib/package.json', name: '@acme/lib' }), makeManifest({ path: 'package.json', name: 'acme' })] });
    const markdown = agent.write({ snapshot });
    expect(markdown).toContain('### Repository root\n\nThe files below belong to the package `acme`, declared in `package.json`.\n\n#### `main.ts`');
    expect(markdown).toContain('### `lib/`\n\nThe files below belong to the package `@acme/lib`, declared in `lib/package.json`.\n\n#### `lib/index.ts`');
    expect(markdown).toContain('### `lib/util/`\n\n#### `lib/util/strings.ts`');
    expect(markdown).toContain('### `tools/`\n\nThe files below belong to the package `acme`, declared in `package.json`.\n\n#### `tools/gen.ts`');
    const unnamed = makeSnapshot({ files, manifests: [makeManifest({ path: 'lib/package.json', name: '@acme/lib' })] });
    expect(agent.write({ snapshot: unnamed })).toContain('### `tools/`\n\nThe files below belong to no named package.');
  });

  it('tables the HTTP routes found in code with method, path, framework, file, line and handler', () => {
    const markdown = agent.write({ snapshot: polyglot() });
    const routes = between(markdown, '## HTTP routes', '## OpenAPI operations');
    expect(routes).toContain('| Route | Framework | File | Line | Handler |');
    expect(routes).toContain('| `GET /healthz` | net/http | `store/store.go` | 30 | `Store.Get` |');
    expect(routes).toContain('| `POST /users` | express | `packages/server/src/app.ts` | 91 | unnamed |');
    expect(routes).toContain('| `GET /users/:id` | express | `packages/server/src/app.ts` | 90 | `createApp` |');
    expect(routes).toContain('| `DELETE /users/:id` | express | `packages/server/src/app.ts` | 92 | removeUser |');
    expect(routes.indexOf('/healthz')).toBeLessThan(routes.indexOf('POST /users'));
    expect(routes.indexOf('DELETE /users/:id')).toBeLessThan(routes.indexOf('GET /users/:id'));
  });

  it("lists an OpenAPI document's operations when the repository has one", () => {
    const markdown = agent.write({ snapshot: polyglot() });
    const openApi = between(markdown, '## OpenAPI operations');
    expect(openApi).toContain('### `openapi.yaml`\n\nIts title is Pets API, version 2.1.0; it declares 2 operations.');
    expect(openApi).toContain('| `GET /pets` | listPets | List all pets |');
    expect(openApi).toContain('| `POST /pets` | | |');
  });

  it('requires each section only when its facts exist', () => {
    expect(agent.requiredSections({ snapshot: polyglot() }).map((section) => section.title)).toEqual(['Public API', 'HTTP routes', 'OpenAPI operations']);
    const plain = makeSnapshot({ files: [makeFile({ path: 'a.ts', code: code({ symbols: [makeSymbol({ name: 'a' })] }) })] });
    expect(agent.requiredSections({ snapshot: plain }).map((section) => section.title)).toEqual(['Public API']);
    const markdown = agent.write({ snapshot: plain });
    expect(markdown).not.toContain('## HTTP routes');
    expect(markdown).toContain('The repository has no HTTP route registered in code and no OpenAPI document.');
    const empty = makeSnapshot({ files: [makeFile({ path: 'a.ts' })] });
    expect(agent.requiredSections({ snapshot: empty })).toEqual([]);
    expect(agent.write({ snapshot: empty })).toContain('widgets exports no symbols outside its tests.');
  });

  it('writes every required section and lists 100% of the exported symbols', () => {
    const snapshot = polyglot();
    const markdown = agent.write({ snapshot });
    for (const section of agent.requiredSections({ snapshot })) expect(markdown).toContain(`\n## ${section.title}\n`);
    const coverage = agent.coverage({ snapshot });
    expect(coverage.items).toHaveLength(19);
    expect(coverage.items.map((item) => item.key)).toContain('src/lib.rs#Config::new');
    const spans = new Set(codeSpans(markdown));
    expect(coverage.items.filter((item) => !spans.has(item.mention))).toEqual([]);
  });

  it('keeps every symbol to one line when the surface is large', () => {
    const symbols = Array.from({ length: COMPACT_ABOVE + 1 }, (_, index) =>
      makeSymbol({ name: `fn${index}`, signature: `export function fn${index}(): void`, doc: `Does thing ${index}.`, parameters: [{ name: 'x', type: 'number' }], line: index + 1 }),
    );
    const snapshot = makeSnapshot({ files: [makeFile({ path: 'big.ts', code: code({ symbols }) })] });
    const markdown = agent.write({ snapshot });
    expect(markdown).toContain('- `fn7` (function, line 8): `export function fn7(): void` — Does thing 7.');
    expect(markdown).not.toContain('| Parameter |');
    const spans = new Set(codeSpans(markdown));
    expect(agent.coverage({ snapshot }).items.every((item) => spans.has(item.mention))).toBe(true);
  });

  it('names nothing the snapshot does not have', () => {
    const snapshot = polyglot();
    const known = new Set<string>([
      ...snapshot.files.map((file) => file.path),
      ...snapshot.files.flatMap((file) => file.code.symbols.flatMap((symbol) => [symbol.name, symbol.qualifiedName])),
      ...snapshot.manifests.flatMap((manifest) => [manifest.path, manifest.name ?? '']),
      ...snapshot.project.openApi.map((document) => document.path),
      'packages/server/src/',
      'pkg/',
      'src/',
      'src/main/java/com/acme/',
      'store/',
    ]);
    // Spans with a space are signatures and routes, which the gate reads as expressions.
    expect(codeSpans(agent.write({ snapshot })).filter((span) => !/\s/.test(span) && !known.has(span))).toEqual([]);
  });

  it('keeps within markdownlint defaults and writes the same bytes for the same facts', () => {
    const markdown = agent.write({ snapshot: polyglot() });
    expect(lintErrors(markdown)).toBe('');
    expect(agent.write({ snapshot: polyglot() })).toBe(markdown);
  });
});
