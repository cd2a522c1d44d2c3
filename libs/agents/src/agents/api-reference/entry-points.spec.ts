import type { ApiEntry, CodeFacts, CodeSymbol, SourceFile } from '@chronicle/snapshot';
import { makeFile, makeSnapshot, makeSymbol } from '@chronicle/snapshot/testing';
import { checkDocument } from '../../gate/check-document.js';
import { ApiReferenceAgent } from './api-reference.agent.js';
import { callForm } from '../../facts/calls.js';
import { entryPointBlocks, firstSentence } from './entry-points.js';

const agent = new ApiReferenceAgent();

function file(path: string, language: string, symbols: CodeSymbol[], role: SourceFile['role'] = 'source'): SourceFile {
  const code: CodeFacts = { symbols, imports: [], comments: [], routes: [], functions: [], hints: [], calls: [], purpose: null, moduleValue: null, pathUses: [] };
  return makeFile({ path, language, code, role });
}

const api = (name: string, path: string, symbol: string, kind: ApiEntry['kind'], entry = true, component = ''): ApiEntry => ({ name, component, path, symbol, kind, entry });

const method = (owner: string, name: string, signature: string, extra: Partial<CodeSymbol> = {}) =>
  makeSymbol({ name, qualifiedName: `${owner}.${name}`, parent: owner, kind: 'method', signature, ...extra });

function crate() {
  return makeSnapshot({
    files: [
      file('src/de.rs', 'Rust', [
        makeSymbol({ name: 'from_str', signature: "pub fn from_str<'a, T>(s: &'a str) -> Result<T> where T: de::Deserialize<'a>,", doc: 'Deserialize an instance of type `T` from a string of JSON text.\n\nMore.', line: 2709 }),
        makeSymbol({ name: 'Deserializer', kind: 'struct', signature: 'pub struct Deserializer<R>', doc: 'A structure that deserializes JSON into Rust values.', line: 31 }),
        makeSymbol({ name: 'new', qualifiedName: 'Deserializer::new', parent: 'Deserializer', kind: 'method', signature: 'pub fn new(read: R) -> Self', line: 59 }),
      ]),
      file('src/ser.rs', 'Rust', [makeSymbol({ name: 'to_string', signature: 'pub fn to_string<T>(value: &T) -> Result<String>', doc: 'Serialize the given data structure as a String of JSON.', line: 2245 })]),
      file('examples/demo.rs', 'Rust', [makeSymbol({ name: 'demo', signature: 'pub fn demo()', line: 1 })], 'example'),
    ],
    components: [{ folder: '', name: 'serde_json', kind: 'package', ecosystem: 'cargo', manifest: 'Cargo.toml', purpose: null, entryPoints: [], files: 3, lines: 100, dependsOn: [] }],
    api: [
      api('serde_json::from_str', 'src/de.rs', 'from_str', 'function'),
      api('serde_json::to_string', 'src/ser.rs', 'to_string', 'function'),
      api('serde_json::Deserializer', 'src/de.rs', 'Deserializer', 'struct'),
      api('serde_json::de::Deserializer', 'src/de.rs', 'Deserializer', 'struct', false),
      api('serde_json::demo', 'examples/demo.rs', 'demo', 'function'),
    ],
  });
}

function javaPackage() {
  return makeSnapshot({
    files: [
      file('src/main/java/org/jsoup/Jsoup.java', 'Java', [
        makeSymbol({ name: 'Jsoup', kind: 'class', signature: 'public class Jsoup', line: 20 }),
        method('Jsoup', 'parse', 'public static Document parse(String html, String baseUri)', { doc: 'Parse HTML into a Document. The parser will make a sensible tree.', line: 40 }),
        method('Jsoup', 'parse', 'public static Document parse(String html)', { line: 77 }),
        method('Jsoup', 'connect', 'public static Connection connect(String url)', { doc: 'Creates a new {@link Connection} (session), with the defined request URL. <p>Use examples:', line: 94 }),
        makeSymbol({ name: 'Jsoup', qualifiedName: 'Jsoup.Jsoup', parent: 'Jsoup', kind: 'constructor', signature: 'private Jsoup()', exported: false, line: 22 }),
      ]),
      file('src/main/java/org/jsoup/HttpStatusException.java', 'Java', [
        makeSymbol({ name: 'HttpStatusException', kind: 'class', signature: 'public class HttpStatusException extends IOException', line: 8 }),
        makeSymbol({ name: 'HttpStatusException', qualifiedName: 'HttpStatusException.HttpStatusException', parent: 'HttpStatusException', kind: 'constructor', signature: 'public HttpStatusException(String message, int statusCode, String url)', line: 12 }),
      ]),
      file('src/main/java/org/jsoup/nodes/Element.java', 'Java', [makeSymbol({ name: 'Element', kind: 'class', signature: 'public class Element extends Node', line: 48 })]),
    ],
    api: [
      api('org.jsoup.Jsoup', 'src/main/java/org/jsoup/Jsoup.java', 'Jsoup', 'class', false),
      api('org.jsoup.HttpStatusException', 'src/main/java/org/jsoup/HttpStatusException.java', 'HttpStatusException', 'class', false),
      api('org.jsoup.nodes.Element', 'src/main/java/org/jsoup/nodes/Element.java', 'Element', 'class', false),
    ],
  });
}

describe('API_REFERENCE: where to start', () => {
  it('opens with the entry point’s functions as calls, then its types with their members, never an example', () => {
    const markdown = agent.write({ snapshot: crate() });
    const start = markdown.slice(markdown.indexOf('## Where to start'), markdown.indexOf('## Public API'));
    expect(markdown.indexOf('## Where to start')).toBeLessThan(markdown.indexOf('## Public API'));
    expect(start).toContain("- `serde_json::from_str(s: &'a str)` (function — Deserialize an instance of type \\`T\\` from a string of JSON text.) in `src/de.rs`");
    expect(start).toContain('- `serde_json::to_string(value: &T)` (function — Serialize the given data structure as a String of JSON.) in `src/ser.rs`');
    expect(start).toContain('- `serde_json::Deserializer` (struct — A structure that deserializes JSON into Rust values.) in `src/de.rs`\n  - `Deserializer::new(read: R)` (method)');
    expect(start.indexOf('from_str')).toBeLessThan(start.indexOf('Deserializer'));
    expect(start).not.toContain('serde_json::de::Deserializer');
    expect(markdown).not.toContain('demo');
  });

  it('takes the top-level package where nothing is reached through an entry point, folds overloads and writes constructors as `new`', () => {
    const start = entryPointBlocks(javaPackage()).join('\n\n');
    expect(start).toContain('The top-level package of');
    expect(start).toContain('- `Jsoup.parse(String html, String baseUri)` and 1 more overload (method — Parse HTML into a Document.)');
    expect(start).toContain('- `Jsoup.connect(String url)` (method — Creates a new Connection (session), with the defined request URL.)');
    expect(start).toContain('- `new HttpStatusException(String message, int statusCode, String url)` (constructor)');
    expect(start).not.toContain('Element');
    expect(start).not.toContain('Jsoup()');
  });

  it('passes the gate: every name it writes is one the snapshot has', async () => {
    for (const snapshot of [crate(), javaPackage()]) {
      const report = await checkDocument(agent.write({ snapshot }), { snapshot, docFile: 'API_REFERENCE.md' });
      expect(report.problems.filter((problem) => problem.check === 'truthfulness')).toEqual([]);
    }
  });

  it('reads a call from the signature as written, generics dropped', () => {
    expect(callForm(makeSymbol({ name: 'listen', signature: 'listen (...args)' }), 'Application.')).toBe('Application.listen(...args)');
    expect(callForm(makeSymbol({ name: 'get', signature: 'def get(self, key: str = "a(b)") -> str' }), '')).toBe('get(self, key: str = "a(b)")');
    expect(callForm(makeSymbol({ name: 'VERSION', kind: 'constant', signature: "export const VERSION = '1'" }), '')).toBeNull();
  });

  it('describes with the first sentence, markup dropped, and not with a lead-in', () => {
    expect(firstSentence('Shorthand for:\n\n    http.createServer(app.callback()).listen(...)')).toBeNull();
    expect(firstSentence('A serializer wraps a :class:`~itsdangerous.signer.Signer` to sign data. More text.')).toBe('A serializer wraps a Signer to sign data.');
    expect(firstSentence(`${'word '.repeat(60)}end.`)).toMatch(/…$/);
  });
});
