import { DOC_TIERS } from '@chronicle/contracts';
import type { CodeFacts, CodeSymbol, ImportRef, Snapshot, SourceFile } from '@chronicle/snapshot';
import { makeFile, makeSnapshot, makeSymbol } from '@chronicle/snapshot/testing';
import { lint } from 'markdownlint/sync';
import { agentMetaOf } from '../../sdk/documentation-agent.decorator.js';
import { LISTED_PER_LINE } from './declaration-blocks.js';
import { InterfacesAgent } from './interfaces.agent.js';

const agent = new InterfacesAgent();

function file(path: string, language: string, symbols: CodeSymbol[], imports: ImportRef[] = [], test = false): SourceFile {
  const code: CodeFacts = { symbols, imports, comments: [], routes: [], functions: [], hints: [], calls: [], purpose: null, moduleValue: null, pathUses: [] };
  return makeFile({ path, language, code, test });
}

function importOf(specifier: string, facts: Partial<ImportRef>): ImportRef {
  return { specifier, line: 1, resolvedPath: null, package: null, standardLibrary: false, names: [], reexport: false, ...facts };
}

const method = (owner: string, name: string, signature: string, extra: Partial<CodeSymbol> = {}) =>
  makeSymbol({ name, qualifiedName: `${owner}.${name}`, parent: owner, kind: 'method', signature, ...extra });

function typescript(): SourceFile[] {
  return [
    file('src/store.ts', 'TypeScript', [
      makeSymbol({ name: 'Store', kind: 'interface', signature: 'export interface Store', doc: 'A key-value store.\n\n@see BaseStore', line: 1 }),
      method('Store', 'get', 'get(key: Key): string | undefined', { line: 2, doc: 'Reads a key.' }),
      method('Store', 'set', 'set(key: Key, value: string): void', { line: 3 }),
      makeSymbol({ name: 'Key', kind: 'type', signature: 'type Key = string', exported: false, line: 6 }),
      makeSymbol({ name: 'BaseStore', kind: 'class', abstract: true, signature: 'export abstract class BaseStore implements Store', implements: ['Store'], line: 8 }),
      method('BaseStore', 'get', 'abstract get(key: Key): string | undefined', { abstract: true, line: 9 }),
    ]),
    file('src/memory.ts', 'TypeScript', [makeSymbol({ name: 'MemoryStore', kind: 'class', signature: 'export class MemoryStore extends BaseStore', extends: ['BaseStore'], line: 3 })], [
      importOf('./store.js', { resolvedPath: 'src/store.ts' }),
    ]),
    file('src/memory.spec.ts', 'TypeScript', [makeSymbol({ name: 'FakeStore', kind: 'interface', signature: 'interface FakeStore extends Store', exported: false, extends: ['Store'], line: 1 })], [], true),
  ];
}

function go(): SourceFile[] {
  return [
    file('io/reader.go', 'Go', [
      makeSymbol({ name: 'Reader', kind: 'interface', signature: 'type Reader interface', doc: 'Reader reads bytes.', line: 3 }),
      method('Reader', 'Read', 'Read(p []byte) (n int, err error)', { line: 4 }),
      makeSymbol({ name: 'ReadCloser', kind: 'interface', signature: 'type ReadCloser interface', extends: ['Reader'], line: 7 }),
      method('ReadCloser', 'Close', 'Close() error', { line: 9 }),
      makeSymbol({ name: 'Any', kind: 'interface', signature: 'type Any interface', line: 12 }),
    ]),
    file('io/sink.go', 'Go', [makeSymbol({ name: 'Sink', kind: 'interface', signature: 'type Sink interface', extends: ['io.Writer'], line: 5 }), method('Sink', 'Flush', 'Flush() error', { line: 7 })], [
      importOf('io', { standardLibrary: true }),
    ]),
    file('fs/file.go', 'Go', [makeSymbol({ name: 'File', kind: 'struct', signature: 'type File struct', line: 3 }), method('File', 'Read', 'func (f *File) Read(p []byte) (int, error)', { line: 8 })]),
    file('fs/file_close.go', 'Go', [method('File', 'Close', 'func (f *File) Close() error', { line: 4 })]),
    file('fs/buffer.go', 'Go', [makeSymbol({ name: 'Buffer', kind: 'struct', signature: 'type Buffer struct', line: 3 }), method('Buffer', 'Read', 'func (b *Buffer) Read(p []byte) (int, error)', { line: 6 })]),
  ];
}

function rust(): SourceFile[] {
  return [
    file('src/shape.rs', 'Rust', [
      makeSymbol({ name: 'Shape', kind: 'trait', signature: 'pub trait Shape', doc: 'Anything with an area.', line: 1 }),
      makeSymbol({ name: 'area', qualifiedName: 'Shape::area', parent: 'Shape', kind: 'method', signature: 'fn area(&self) -> f64', line: 2 }),
      makeSymbol({ name: 'Circle', kind: 'struct', signature: 'pub struct Circle', implements: ['Shape', 'Shape', 'fmt::Display'], line: 5 }),
    ], [importOf('std::fmt', { standardLibrary: true })]),
    file('src/display.rs', 'Rust', [makeSymbol({ name: 'Display', kind: 'trait', signature: 'pub trait Display', line: 1 })]),
  ];
}

function python(): SourceFile[] {
  return [
    file('pkg/draw.py', 'Python', [
      makeSymbol({ name: 'Drawable', kind: 'protocol', signature: 'class Drawable(Protocol)', extends: ['Protocol'], line: 4 }),
      method('Drawable', 'draw', 'def draw(self) -> None', { line: 5 }),
      makeSymbol({ name: 'Canvas', kind: 'class', abstract: true, signature: 'class Canvas(ABC)', extends: ['ABC'], line: 10 }),
      method('Canvas', 'paint', 'def paint(self, shape: Drawable) -> None', { abstract: true, line: 12 }),
      makeSymbol({ name: 'PngCanvas', kind: 'class', signature: 'class PngCanvas(Canvas)', extends: ['Canvas'], line: 20 }),
    ], [importOf('typing', { standardLibrary: true }), importOf('abc', { standardLibrary: true })]),
  ];
}

function java(): SourceFile[] {
  return [
    file('src/main/java/com/acme/Greeter.java', 'Java', [
      makeSymbol({ name: 'Greeter', kind: 'interface', signature: 'public interface Greeter extends AutoCloseable', extends: ['AutoCloseable'], line: 3 }),
      method('Greeter', 'greet', 'String greet(String name)', { line: 4 }),
    ]),
    file('src/main/java/com/acme/EnglishGreeter.java', 'Java', [
      makeSymbol({ name: 'EnglishGreeter', kind: 'class', signature: 'public class EnglishGreeter implements Greeter', implements: ['com.acme.Greeter'], line: 5 }),
    ]),
  ];
}

function ambiguous(): SourceFile[] {
  return [
    file('a/handler.ts', 'TypeScript', [makeSymbol({ name: 'Handler', kind: 'interface', signature: 'export interface Handler', line: 1 })]),
    file('b/handler.ts', 'TypeScript', [makeSymbol({ name: 'Handler', kind: 'interface', signature: 'export interface Handler', line: 1 })]),
    file('c/app.ts', 'TypeScript', [makeSymbol({ name: 'App', kind: 'class', signature: 'export class App implements Handler', implements: ['Handler'], line: 1 })]),
  ];
}

function polyglot(): Snapshot {
  return makeSnapshot({ files: [...typescript(), ...go(), ...rust(), ...python(), ...java(), ...ambiguous()] });
}

function entryOf(markdown: string, qualifiedName: string): string {
  const start = markdown.indexOf(`**\`${qualifiedName}\`** — `);
  if (start === -1) throw new Error(`no entry for ${qualifiedName}`);
  const next = markdown.slice(start + 1).search(/\n(\*\*`|#{2,4} )/);
  return markdown.slice(start, next === -1 ? undefined : start + 1 + next);
}

function codeSpans(markdown: string): string[] {
  const prose = markdown.replace(/^(`{3,})[\s\S]*?^\1$/gm, '');
  return [...prose.matchAll(/(?<![\\`])(`+)(?!`)(.+?)(?<!`)\1(?!`)/g)].map((match) => match[2].trim());
}

function lintErrors(markdown: string): string {
  return lint({ strings: { doc: markdown }, config: { default: true, MD013: false } }).toString();
}

describe('InterfacesAgent', () => {
  const markdown = agent.write({ snapshot: polyglot() });

  it('is marked as the interfaces agent for Pro', () => {
    const meta = agentMetaOf(InterfacesAgent);
    expect(meta).toMatchObject({ id: 'interfaces', name: 'Interfaces Agent', category: 'Structural Intelligence', docType: 'interfaces', version: '1.3.0' });
    expect(meta?.tiers).toEqual(DOC_TIERS.interfaces);
  });

  it('lists a TypeScript interface with its members, doc and implementers, and the extenders of an abstract class', () => {
    const store = entryOf(markdown, 'Store');
    expect(store).toContain('**`Store`** — interface, exported, line 1\n\n`export interface Store`\n\n> A key-value store.');
    expect(store).toContain('- `Store.get` (method): `get(key: Key): string | undefined` — Reads a key.\n- `Store.set` (method): `set(key: Key, value: string): void`');
    expect(store).toContain('Implemented by: `BaseStore` (abstract class) in `src/store.ts`.');
    expect(store).toContain('Extended by: `FakeStore` (interface) in `src/memory.spec.ts`.');
    const base = entryOf(markdown, 'BaseStore');
    expect(base).toContain('**`BaseStore`** — abstract class, exported, line 8');
    expect(base).toContain('- `BaseStore.get` (abstract method): `abstract get(key: Key): string | undefined`');
    expect(base).toContain('Implements: `Store`.');
    expect(base).toContain('Extended by: `MemoryStore` (class) in `src/memory.ts`.');
  });

  it('tells a defined type (Go `type X int`) from a type alias (`type X = Y`)', () => {
    const snapshot = makeSnapshot({
      files: [
        file('completions.go', 'Go', [
          makeSymbol({ name: 'ShellCompDirective', kind: 'type', signature: 'type ShellCompDirective int', line: 3 }),
          makeSymbol({ name: 'Directive', kind: 'type', signature: 'type Directive = ShellCompDirective', line: 5 }),
        ]),
      ],
    });
    const markdown = agent.write({ snapshot });
    expect(entryOf(markdown, 'ShellCompDirective')).toContain('defined type');
    expect(entryOf(markdown, 'ShellCompDirective')).not.toContain('type alias');
    expect(entryOf(markdown, 'Directive')).toContain('type alias');
  });

  it('lists internal type aliases and test files, marked as such', () => {
    expect(entryOf(markdown, 'Key')).toContain('**`Key`** — type alias, internal, line 6\n\n`type Key = string`');
    expect(markdown).toContain('#### `src/memory.spec.ts` (test file)');
  });

  it('finds the Go types that satisfy an interface by method set, across the files of their package', () => {
    const reader = entryOf(markdown, 'Reader');
    expect(reader).toContain('Satisfied by method set (`Read`): `Buffer` (struct) in `fs/buffer.go`; `File` (struct) in `fs/file.go`.');
    expect(reader).toContain('Embedded by: `ReadCloser` (interface) in `io/reader.go`.');
    const readCloser = entryOf(markdown, 'ReadCloser');
    expect(readCloser).toContain('Embeds: `Reader`.');
    expect(readCloser).toContain('Satisfied by method set (`Close`, `Read`): `File` (struct) in `fs/file.go`.');
    expect(readCloser).not.toContain('Buffer');
    expect(markdown).toContain('Go declares no implementations: a Go type satisfies an interface by method set when its methods');
  });

  it('says why a Go interface has no method-set implementers listed', () => {
    expect(entryOf(markdown, 'Any')).toContain('It declares no methods, so every Go type satisfies it; none are listed.');
    const sink = entryOf(markdown, 'Sink');
    expect(sink).toContain('Embeds: io.Writer (from a standard-library or third-party import).');
    expect(sink).toContain('The types that satisfy it by method set are not worked out: the repository does not declare io.Writer exactly once.');
  });

  it('lists the Rust types implementing a trait once, and ignores a trait named through the standard library', () => {
    const shape = entryOf(markdown, 'Shape');
    expect(shape).toContain(
      '**`Shape`** — trait, exported, line 1\n\n`pub trait Shape`\n\n> Anything with an area.\n\nImplemented by: `Circle` (struct) in `src/shape.rs`.\n\n- `Shape::area` (method): `fn area(&self) -> f64`',
    );
    expect(entryOf(markdown, 'Display')).not.toContain('Implemented by');
  });

  it('lists Python protocols and abstract base classes with their subclasses', () => {
    expect(entryOf(markdown, 'Drawable')).toContain('**`Drawable`** — protocol, exported, line 4');
    expect(entryOf(markdown, 'Drawable')).toContain('Extends: Protocol (not declared in the repository).');
    const canvas = entryOf(markdown, 'Canvas');
    expect(canvas).toContain('- `Canvas.paint` (abstract method): `def paint(self, shape: Drawable) -> None`');
    expect(canvas).toContain('Extended by: `PngCanvas` (class) in `pkg/draw.py`.');
  });

  it('matches a Java implementer by the last part of a qualified name', () => {
    const greeter = entryOf(markdown, 'Greeter');
    expect(greeter).toContain('Extends: AutoCloseable (not declared in the repository).');
    expect(greeter).toContain('Implemented by: `EnglishGreeter` (class) in `src/main/java/com/acme/EnglishGreeter.java`.');
  });

  it('says when only the name decided between equally near declarations', () => {
    const note = 'Implemented by: `App` (class) in `c/app.ts`, by name alone (2 declarations share the name).';
    expect(markdown.split(note)).toHaveLength(3);
  });

  it('names at most fifty users of one declaration and counts the rest', () => {
    const users = Array.from({ length: LISTED_PER_LINE + 3 }, (_, index) =>
      makeSymbol({ name: `Impl${String(index).padStart(2, '0')}`, kind: 'class', signature: 'class Impl', implements: ['Plugin'], line: index + 10 }),
    );
    const snapshot = makeSnapshot({ files: [file('plugins.ts', 'TypeScript', [makeSymbol({ name: 'Plugin', kind: 'interface', signature: 'export interface Plugin', line: 1 }), ...users])] });
    const entry = entryOf(agent.write({ snapshot }), 'Plugin');
    expect(entry).toContain('`Impl49` (class) in `plugins.ts`; and 3 more.');
    expect(entry).not.toContain('Impl50');
  });

  it('counts each kind in an overview table', () => {
    const overview = markdown.slice(markdown.indexOf('## Overview'), markdown.indexOf('## Declarations'));
    expect(overview).toContain('| interface | 9 | 8 | 6 |');
    expect(overview).toContain('| trait | 2 | 2 | 1 |');
    expect(overview).toContain('| protocol | 1 | 1 | 0 |');
    expect(overview).toContain('| abstract class | 2 | 2 | 2 |');
    expect(overview).toContain('| type alias | 1 | 0 | 0 |');
    expect(markdown).toContain('widgets declares 15 interfaces, traits, protocols, abstract and base classes and type aliases (13 exported, 2 internal)');
  });

  it('requires its sections only when there is something to list', () => {
    expect(agent.requiredSections({ snapshot: polyglot() }).map((section) => section.title)).toEqual(['Overview', 'Declarations']);
    const none = makeSnapshot({ files: [file('main.go', 'Go', [makeSymbol({ name: 'main' })])] });
    expect(agent.requiredSections({ snapshot: none })).toEqual([]);
    expect(agent.write({ snapshot: none })).toBe('# Interfaces\n\nwidgets declares no interfaces, traits, protocols, abstract classes, classes other classes extend, or type aliases.\n');
  });

  it('writes every required section and lists 100% of the declarations', () => {
    const snapshot = polyglot();
    for (const section of agent.requiredSections({ snapshot })) expect(markdown).toContain(`\n## ${section.title}\n`);
    const coverage = agent.coverage({ snapshot });
    expect(coverage.items).toHaveLength(15);
    const spans = new Set(codeSpans(markdown));
    expect(coverage.items.filter((item) => !spans.has(item.mention))).toEqual([]);
  });

  it('names nothing the snapshot does not have', () => {
    const snapshot = polyglot();
    const folders = snapshot.files.map((each) => each.path.slice(0, each.path.lastIndexOf('/') + 1));
    const known = new Set<string>([
      ...snapshot.files.map((each) => each.path),
      ...folders,
      ...snapshot.files.flatMap((each) => each.code.symbols.flatMap((symbol) => [symbol.name, symbol.qualifiedName])),
    ]);
    expect(codeSpans(markdown).filter((span) => !/\s/.test(span) && !known.has(span))).toEqual([]);
  });

  it('keeps within markdownlint defaults and writes the same bytes for the same facts', () => {
    expect(lintErrors(markdown)).toBe('');
    expect(agent.write({ snapshot: polyglot() })).toBe(markdown);
  });
});
