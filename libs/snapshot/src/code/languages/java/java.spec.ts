import type { CodeFacts, CodeSymbol, HttpRoute } from '../../../model.js';
import { extractCode } from '../../index.js';

const read = (text: string, path = 'src/main/java/org/acme/Node.java'): Promise<CodeFacts> => extractCode({ path, language: 'Java', text });
const symbol = (facts: CodeFacts, qualifiedName: string): CodeSymbol | undefined => facts.symbols.find((s) => s.qualifiedName === qualifiedName);
const routes = (facts: CodeFacts): Omit<HttpRoute, 'line'>[] => facts.routes.map(({ line: _line, ...route }) => route);

describe('Java symbols', () => {
  const source = [
    'package org.acme;',
    '',
    'import java.util.List;',
    'import static org.junit.Assert.*;',
    'import org.acme.helper.Validate;',
    '',
    '/**',
    ' * A node of the tree.',
    ' * @author someone',
    ' */',
    '@Deprecated',
    'public abstract class Node<T> extends Base implements Cloneable, Iterable<T> {',
    '    /** The root. */',
    '    public static final String ROOT = "#root";',
    '    private int depth;',
    '    public Node(String name) {}',
    '    /** Children of this node. */',
    '    public abstract List<Node> children(int from, String... names);',
    '    int packagePrivate() { return 0; }',
    '    public interface Visitor { void visit(Node node); }',
    '    public enum Kind { ELEMENT, TEXT }',
    '    public record Span(int start, int end) {}',
    '}',
    '@interface Marker { String value() default ""; }',
  ].join('\n');

  it('reads classes, interfaces, enums, records and annotations with their members', async () => {
    const facts = await read(source);
    expect(symbol(facts, 'Node')).toMatchObject({
      kind: 'class', abstract: true, exported: true, doc: 'A node of the tree.\n@author someone', extends: ['Base'], implements: ['Cloneable', 'Iterable<T>'],
      signature: 'public abstract class Node<T> extends Base implements Cloneable, Iterable<T>', line: 11,
    });
    expect(symbol(facts, 'Node.ROOT')).toMatchObject({ kind: 'constant', doc: 'The root.', exported: true });
    expect(symbol(facts, 'Node.Node')).toMatchObject({ kind: 'constructor', parameters: [{ name: 'name', type: 'String' }] });
    expect(symbol(facts, 'Node.children')).toMatchObject({
      kind: 'method', abstract: true, doc: 'Children of this node.', signature: 'public abstract List<Node> children(int from, String... names)',
      parameters: [{ name: 'from', type: 'int' }, { name: 'names', type: 'String...' }],
    });
    expect(symbol(facts, 'Node.Visitor')).toMatchObject({ kind: 'interface', parent: 'Node', exported: true });
    expect(symbol(facts, 'Node.Visitor.visit')).toMatchObject({ kind: 'method', exported: true });
    expect(symbol(facts, 'Node.Kind')).toMatchObject({ kind: 'enum' });
    expect(symbol(facts, 'Node.Kind.TEXT')).toMatchObject({ kind: 'constant', exported: true });
    expect(symbol(facts, 'Node.Span')).toMatchObject({ kind: 'class', signature: 'public record Span(int start, int end)' });
    expect(symbol(facts, 'Marker')).toMatchObject({ kind: 'interface', exported: false });
  });

  it('makes public declarations and interface members the surface', async () => {
    const facts = await read(source);
    expect(symbol(facts, 'Node.depth')?.exported).toBe(false);
    expect(symbol(facts, 'Node.packagePrivate')?.exported).toBe(false);
  });

  it('records imports, java.* as the standard library', async () => {
    const facts = await read(source);
    expect(facts.imports.map((i) => [i.specifier, i.standardLibrary])).toEqual([
      ['java.util.List', true],
      ['org.junit.Assert.*', false],
      ['org.acme.helper.Validate', false],
    ]);
  });
});

describe('Spring HTTP routes', () => {
  it("joins the controller's @RequestMapping to each mapping annotation", async () => {
    const facts = await read([
      '@RestController',
      '@RequestMapping("/api/users")',
      'public class UserController {',
      '    @GetMapping("/{id}")',
      '    public User get(@PathVariable long id) { return null; }',
      '    @PostMapping',
      '    public User create(@RequestBody User user) { return user; }',
      '    @RequestMapping(value = "/search", method = RequestMethod.POST)',
      '    public List<User> search() { return null; }',
      '}',
      'class NotAController { @GetMapping("/x") void x() {} }',
    ].join('\n'));
    expect(routes(facts)).toEqual([
      { method: 'GET', path: '/api/users/{id}', framework: 'spring', handler: 'UserController.get' },
      { method: 'POST', path: '/api/users', framework: 'spring', handler: 'UserController.create' },
      { method: 'POST', path: '/api/users/search', framework: 'spring', handler: 'UserController.search' },
    ]);
  });
});

describe('Java public members', () => {
  const source = [
    'package org.acme;',
    '',
    'public class Outer {',
    '    /** Runs things. */',
    '    public static class Inner {',
    '        /** Starts it. */',
    '        public void run() {}',
    '        void local() {}',
    '        public static class Deeper { public int depth; }',
    '    }',
    '    private static class Secret {',
    '        public void leak() {}',
    '    }',
    '    /** An operation. */',
    '    public enum Op {',
    '        /** Adds. */',
    '        PLUS {',
    '            @Override public int apply(int a, int b) { return a + b; }',
    '        },',
    '        MINUS;',
    '        /** The largest operand. */',
    '        public static final int MAX = 3;',
    '        public final String symbol = "+";',
    '        private final int code = 1;',
    '        Op() {}',
    '        /** Applies the operation. */',
    '        public int apply(int a, int b) { return 0; }',
    '    }',
    '    public interface Api {',
    '        int size();',
    '        default boolean isEmpty() { return size() == 0; }',
    '        static Api empty() { return null; }',
    '        private void helper() {}',
    '        int LIMIT = 10;',
    '        class Impl {}',
    '    }',
    '}',
    'class PackagePrivate {',
    '    public void m() {}',
    '}',
  ].join('\n');

  it('reads nested types as members of their outer type, public only in a public chain', async () => {
    const facts = await read(source, 'src/main/java/org/acme/Outer.java');
    expect(symbol(facts, 'Outer.Inner')).toMatchObject({ kind: 'class', parent: 'Outer', exported: true, doc: 'Runs things.' });
    expect(symbol(facts, 'Outer.Inner.run')).toMatchObject({ kind: 'method', parent: 'Outer.Inner', exported: true, doc: 'Starts it.' });
    expect(symbol(facts, 'Outer.Inner.local')).toMatchObject({ parent: 'Outer.Inner', exported: false });
    expect(symbol(facts, 'Outer.Inner.Deeper.depth')).toMatchObject({ kind: 'field', parent: 'Outer.Inner.Deeper', exported: true });
    expect(symbol(facts, 'Outer.Secret')).toMatchObject({ parent: 'Outer', exported: false });
    expect(symbol(facts, 'Outer.Secret.leak')).toMatchObject({ parent: 'Outer.Secret', exported: false });
    expect(symbol(facts, 'PackagePrivate.m')).toMatchObject({ parent: 'PackagePrivate', exported: false });
  });

  it("reads an enum's constants, those with a class body too, and the fields and methods of its body", async () => {
    const facts = await read(source, 'src/main/java/org/acme/Outer.java');
    expect(symbol(facts, 'Outer.Op')).toMatchObject({ kind: 'enum', parent: 'Outer', exported: true, doc: 'An operation.' });
    expect(symbol(facts, 'Outer.Op.PLUS')).toMatchObject({ kind: 'constant', parent: 'Outer.Op', exported: true, doc: 'Adds.', signature: 'PLUS' });
    expect(symbol(facts, 'Outer.Op.MINUS')).toMatchObject({ kind: 'constant', parent: 'Outer.Op', exported: true, doc: null });
    expect(symbol(facts, 'Outer.Op.MAX')).toMatchObject({ kind: 'constant', parent: 'Outer.Op', exported: true, doc: 'The largest operand.' });
    expect(symbol(facts, 'Outer.Op.symbol')).toMatchObject({ kind: 'field', parent: 'Outer.Op', exported: true });
    expect(symbol(facts, 'Outer.Op.code')).toMatchObject({ kind: 'field', exported: false });
    expect(symbol(facts, 'Outer.Op.Op')).toMatchObject({ kind: 'constructor', exported: false });
    expect(facts.symbols.filter((s) => s.name === 'apply')).toEqual([
      expect.objectContaining({ qualifiedName: 'Outer.Op.apply', kind: 'method', parent: 'Outer.Op', exported: true, doc: 'Applies the operation.' }),
    ]);
  });

  it("makes an interface's members public unless private", async () => {
    const facts = await read(source, 'src/main/java/org/acme/Outer.java');
    expect(symbol(facts, 'Outer.Api.size')).toMatchObject({ kind: 'method', parent: 'Outer.Api', exported: true });
    expect(symbol(facts, 'Outer.Api.isEmpty')).toMatchObject({ kind: 'method', exported: true });
    expect(symbol(facts, 'Outer.Api.empty')).toMatchObject({ kind: 'method', exported: true });
    expect(symbol(facts, 'Outer.Api.helper')).toMatchObject({ kind: 'method', exported: false });
    expect(symbol(facts, 'Outer.Api.LIMIT')).toMatchObject({ kind: 'constant', exported: true });
    expect(symbol(facts, 'Outer.Api.Impl')).toMatchObject({ kind: 'class', parent: 'Outer.Api', exported: true });
  });

  it("reads a record's components as its fields, each documented by the record's @param", async () => {
    const facts = await read([
      '/**',
      ' * A span of text.',
      ' * @param start the first offset,',
      ' *   inclusive',
      ' * @param end the last offset',
      ' */',
      'public record Span(int start, int end) {',
      '    public int length() { return end - start; }',
      '}',
    ].join('\n'), 'src/main/java/org/acme/Span.java');
    expect(symbol(facts, 'Span.start')).toMatchObject({ kind: 'field', parent: 'Span', exported: true, signature: 'int start', doc: 'the first offset,\ninclusive' });
    expect(symbol(facts, 'Span.end')).toMatchObject({ kind: 'field', parent: 'Span', exported: true, doc: 'the last offset' });
    expect(symbol(facts, 'Span.length')).toMatchObject({ kind: 'method', parent: 'Span', exported: true });
  });
});

describe('Java import bindings', () => {
  it('lists the name each import binds: the class, the static member, or * for a wildcard', async () => {
    const facts = await read([
      'package org.acme;',
      'import java.util.List;',
      'import java.util.Map.Entry;',
      'import static org.junit.Assert.assertEquals;',
      'import static org.junit.Assert.*;',
      'import org.acme.helper.*;',
      'public class Node {}',
    ].join('\n'));
    expect(facts.imports.map((i) => [i.specifier, i.names, i.reexport])).toEqual([
      ['java.util.List', [{ name: 'List', imported: 'List' }], false],
      ['java.util.Map.Entry', [{ name: 'Entry', imported: 'Entry' }], false],
      ['org.junit.Assert.assertEquals', [{ name: 'assertEquals', imported: 'assertEquals' }], false],
      ['org.junit.Assert.*', [{ name: '*', imported: '*' }], false],
      ['org.acme.helper.*', [{ name: '*', imported: '*' }], false],
    ]);
  });
});

describe('Java fully qualified names', () => {
  it('records classes named by their package without an import, once each', async () => {
    const facts = await read(`package org.acme;

import java.util.List;

class Finder {
  private com.google.common.base.Joiner joiner;
  boolean find(String text) {
    java.util.Objects.requireNonNull(text);
    int flags = com.google.re2j.Pattern.CASE_INSENSITIVE + this.options.Flags.size() + config.limits.MAX;
    return com.google.re2j.Pattern.compile("a", flags).matcher(text).find();
  }
}
`);
    expect(facts.pathUses.map((use) => use.specifier)).toEqual(['com.google.common.base.Joiner', 'com.google.re2j.Pattern']);
  });
});

describe('Java purpose', () => {
  it("quotes package-info.java's package Javadoc", async () => {
    const facts = await read([
      '/*',
      ' * Copyright the authors.',
      ' */',
      '/**',
      ' * Parsers for the {@code acme} format,',
      ' * built on {@link org.acme.Node}.',
      ' *',
      ' * <p>Second paragraph.',
      ' */',
      '@NonNullApi',
      'package org.acme.parser;',
    ].join('\n'), 'src/main/java/org/acme/parser/package-info.java');
    expect(facts.purpose).toEqual({ text: 'Parsers for the acme format, built on org.acme.Node.', line: 4 });
    expect(facts.comments.find((c) => c.line === 4)?.kind).toBe('doc');
  });

  it("quotes the top-level public type's Javadoc: first paragraph, HTML removed, inline tags as their text", async () => {
    const facts = await read([
      'package org.acme;',
      '',
      'import java.util.List;',
      '',
      '/** Not public. */',
      'class Helper {}',
      '',
      '/**',
      ' * A <b>safe</b> HTML cleaner for {@code List<Node>} input, see {@link #clean(String) clean} and {@link Whitelist#basic()}; a &lt;p&gt; stays text.',
      ' * <p>',
      ' * Second paragraph.',
      ' * @since 1.0',
      ' */',
      '@Deprecated',
      'public final class Cleaner {}',
    ].join('\n'), 'src/main/java/org/acme/Cleaner.java');
    expect(facts.purpose).toEqual({ text: 'A safe HTML cleaner for List<Node> input, see clean and Whitelist.basic(); a <p> stays text.', line: 8 });
  });

  it('ends the first paragraph at the first block tag, and is null without a public type or its Javadoc', async () => {
    const tagged = await read('/** Reads nodes.\n * @author someone\n */\npublic interface Reader {}\n', 'src/Reader.java');
    expect(tagged.purpose).toEqual({ text: 'Reads nodes.', line: 1 });
    expect((await read('/** Hidden. */\nclass Hidden {}\n', 'src/Hidden.java')).purpose).toBeNull();
    expect((await read('/** @since 2 */\npublic class Tagged {}\n', 'src/Tagged.java')).purpose).toBeNull();
    expect((await read('// A line comment.\npublic class Plain {}\n', 'src/Plain.java')).purpose).toBeNull();
  });
});
