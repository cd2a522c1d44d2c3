import type { CodeFacts, CodeSymbol, HttpRoute } from '../../../model.js';
import { extractCode } from '../../index.js';

const read = (text: string): Promise<CodeFacts> => extractCode({ path: 'src/main/java/org/acme/Node.java', language: 'Java', text });
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
