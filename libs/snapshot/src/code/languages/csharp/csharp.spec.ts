import type { CodeFacts, CodeSymbol } from '../../../model.js';
import { extractCode } from '../../index.js';

const read = (text: string): Promise<CodeFacts> => extractCode({ path: 'src/Widgets/Widget.cs', language: 'C#', text });
const symbol = (facts: CodeFacts, qualifiedName: string): CodeSymbol | undefined => facts.symbols.find((s) => s.qualifiedName === qualifiedName);

describe('C# symbols', () => {
  const source = [
    'using System;',
    'using System.Collections.Generic;',
    'using Newtonsoft.Json;',
    'namespace Acme.Widgets',
    '{',
    '    /// <summary>',
    '    /// A widget.',
    '    /// </summary>',
    '    [Serializable]',
    '    public abstract class Widget : Component, IDisposable',
    '    {',
    '        public int Count { get; set; }',
    '        private readonly string name;',
    '        public const int Max = 10;',
    '        public Widget(string name) { this.name = name; }',
    '        /// <summary>Draws it.</summary>',
    '        public abstract void Draw(int x, int y);',
    '        internal void Hidden() {}',
    '    }',
    '    public interface IShape { double Area(); }',
    '    public struct Point { public int X; }',
    '    public enum Color { Red, Green }',
    '    public record Pair(int A, int B);',
    '}',
  ].join('\n');

  it('reads classes, interfaces, structs, enums and records with members, namespaces left out of names', async () => {
    const facts = await read(source);
    expect(symbol(facts, 'Widget')).toMatchObject({
      kind: 'class', abstract: true, exported: true, doc: 'A widget.', extends: ['Component'], implements: ['IDisposable'],
      signature: 'public abstract class Widget : Component, IDisposable',
    });
    expect(symbol(facts, 'Widget.Count')).toMatchObject({ kind: 'property', exported: true, signature: 'public int Count' });
    expect(symbol(facts, 'Widget.Max')).toMatchObject({ kind: 'constant', exported: true });
    expect(symbol(facts, 'Widget.Widget')).toMatchObject({ kind: 'constructor', parameters: [{ name: 'name', type: 'string' }] });
    expect(symbol(facts, 'Widget.Draw')).toMatchObject({ kind: 'method', abstract: true, doc: 'Draws it.', signature: 'public abstract void Draw(int x, int y)' });
    expect(symbol(facts, 'IShape')).toMatchObject({ kind: 'interface' });
    expect(symbol(facts, 'IShape.Area')).toMatchObject({ kind: 'method', exported: true });
    expect(symbol(facts, 'Point')).toMatchObject({ kind: 'struct' });
    expect(symbol(facts, 'Point.X')).toMatchObject({ kind: 'field', exported: true });
    expect(symbol(facts, 'Color.Green')).toMatchObject({ kind: 'constant', parent: 'Color' });
    expect(symbol(facts, 'Pair')).toMatchObject({ kind: 'class', signature: 'public record Pair(int A, int B)' });
  });

  it('makes public declarations (and interface members) the surface', async () => {
    const facts = await read(source);
    expect(symbol(facts, 'Widget.name')?.exported).toBe(false);
    expect(symbol(facts, 'Widget.Hidden')?.exported).toBe(false);
  });

  it('records using directives, System.* as the standard library', async () => {
    const facts = await read(source);
    expect(facts.imports.map((i) => [i.specifier, i.standardLibrary])).toEqual([
      ['System', true],
      ['System.Collections.Generic', true],
      ['Newtonsoft.Json', false],
    ]);
  });
});
