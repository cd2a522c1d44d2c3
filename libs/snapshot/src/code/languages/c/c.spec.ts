import type { CodeFacts, CodeSymbol } from '../../../model.js';
import { extractCode } from '../../index.js';

const read = (text: string, language: string, path: string): Promise<CodeFacts> => extractCode({ path, language, text });
const symbol = (facts: CodeFacts, qualifiedName: string): CodeSymbol | undefined => facts.symbols.find((s) => s.qualifiedName === qualifiedName);

describe('C symbols', () => {
  const header = [
    '#ifndef LIST_H',
    '#define LIST_H',
    '#include <stdlib.h>',
    '#include "util/alloc.h"',
    '#define LIST_MAX 64',
    '/** Appends a value. */',
    'int list_append(struct list *l, const char *value);',
    'static int list_grow(struct list *l);',
    '/// A list.',
    'typedef struct list {',
    '    size_t len;',
    '    char **items;',
    '} list_t;',
    'typedef struct { int x; } point_t;',
    'enum color { RED, GREEN };',
    'union number { int i; double d; };',
    'extern int list_count;',
    '#endif',
  ].join('\n');

  it('reads prototypes, structs, typedefs, enums, unions, variables and macros inside include guards', async () => {
    const facts = await read(header, 'C', 'include/list.h');
    expect(symbol(facts, 'list_append')).toMatchObject({
      kind: 'function', doc: 'Appends a value.', exported: true, signature: 'int list_append(struct list *l, const char *value)',
      parameters: [{ name: 'l', type: 'struct list *' }, { name: 'value', type: 'const char *' }],
    });
    expect(symbol(facts, 'list')).toMatchObject({ kind: 'struct', doc: 'A list.', exported: true });
    expect(symbol(facts, 'list::len')).toMatchObject({ kind: 'field', parent: 'list' });
    expect(symbol(facts, 'list_t')).toMatchObject({ kind: 'type', signature: 'typedef struct list list_t' });
    expect(symbol(facts, 'point_t')).toMatchObject({ kind: 'struct' });
    expect(symbol(facts, 'color')).toMatchObject({ kind: 'enum' });
    expect(symbol(facts, 'color::GREEN')).toMatchObject({ kind: 'constant' });
    expect(symbol(facts, 'number')).toMatchObject({ kind: 'union' });
    expect(symbol(facts, 'list_count')).toMatchObject({ kind: 'variable', exported: true });
    expect(symbol(facts, 'LIST_MAX')).toMatchObject({ kind: 'constant', signature: '#define LIST_MAX 64' });
    expect(symbol(facts, 'LIST_H')).toBeUndefined();
  });

  it('makes non-static declarations in headers public, and nothing in a source file', async () => {
    expect(symbol(await read(header, 'C', 'include/list.h'), 'list_grow')?.exported).toBe(false);
    const source = await read('int list_append(struct list *l, const char *value) { return 0; }', 'C', 'src/list.c');
    expect(symbol(source, 'list_append')).toMatchObject({ kind: 'function', exported: false, signature: 'int list_append(struct list *l, const char *value)' });
  });

  it('records includes without their delimiters; standard headers are the standard library', async () => {
    const facts = await read(header, 'C', 'include/list.h');
    expect(facts.imports.map((i) => [i.specifier, i.standardLibrary])).toEqual([
      ['stdlib.h', true],
      ['util/alloc.h', false],
    ]);
  });
});

describe('C++ symbols', () => {
  const header = [
    '#include <vector>',
    'namespace geo {',
    '/// A shape.',
    'class Shape : public Base {',
    'public:',
    '    Shape(int sides);',
    '    virtual ~Shape();',
    '    virtual double area() const = 0;',
    '    int sides;',
    'private:',
    '    int cache;',
    '};',
    'struct Point { double x; double y; };',
    'template <typename T> T largest(const std::vector<T>& items) { return items[0]; }',
    'using Points = std::vector<Point>;',
    '}',
  ].join('\n');

  it('reads namespaces, classes with access sections, templates and aliases', async () => {
    const facts = await read(header, 'C++', 'include/geo.hpp');
    expect(symbol(facts, 'geo')).toMatchObject({ kind: 'module', exported: true });
    expect(symbol(facts, 'geo::Shape')).toMatchObject({ kind: 'class', doc: 'A shape.', extends: ['Base'], abstract: true, signature: 'class Shape : public Base' });
    expect(symbol(facts, 'geo::Shape::Shape')).toMatchObject({ kind: 'constructor', exported: true });
    expect(symbol(facts, 'geo::Shape::area')).toMatchObject({ kind: 'method', abstract: true, exported: true });
    expect(symbol(facts, 'geo::Shape::sides')?.exported).toBe(true);
    expect(symbol(facts, 'geo::Shape::cache')?.exported).toBe(false);
    expect(symbol(facts, 'geo::Point::x')?.exported).toBe(true);
    expect(symbol(facts, 'geo::largest')).toMatchObject({ kind: 'function', signature: 'template <typename T> T largest(const std::vector<T>& items)' });
    expect(symbol(facts, 'geo::Points')).toMatchObject({ kind: 'type' });
    expect(facts.imports).toMatchObject([{ specifier: 'vector', standardLibrary: true }]);
  });

  it('puts an out-of-line method definition on its class', async () => {
    const facts = await read('double Shape::area() const { return 0; }', 'C++', 'src/shape.cpp');
    expect(symbol(facts, 'Shape::area')).toMatchObject({ kind: 'method', parent: 'Shape', exported: false });
  });
});
