import type { CodeFacts, CodeSymbol } from '../../../model.js';
import { extractCode } from '../../index.js';

const read = (text: string): Promise<CodeFacts> => extractCode({ path: 'lib/acme/widget.rb', language: 'Ruby', text });
const symbol = (facts: CodeFacts, qualifiedName: string): CodeSymbol | undefined => facts.symbols.find((s) => s.qualifiedName === qualifiedName);

describe('Ruby symbols', () => {
  const source = [
    "require 'json'",
    "require_relative 'widget/parts'",
    '# Acme things.',
    'module Acme',
    '  # A widget.',
    '  class Widget < Base',
    '    include Comparable',
    '    attr_reader :name',
    '    LIMIT = 3',
    '',
    '    # Makes a widget.',
    '    def initialize(name, size = 1, *rest, key:, **opts, &block)',
    '      @name = name',
    '    end',
    '',
    '    def self.build; end',
    '',
    '    def render(io); end',
    '',
    '    private',
    '',
    '    def secret; end',
    '',
    '    public',
    '',
    '    def visible; end',
    '    def hidden_later; end',
    '    private :hidden_later',
    '  end',
    'end',
  ].join('\n');

  it('reads modules, classes, methods, singleton methods, attributes and constants', async () => {
    const facts = await read(source);
    expect(symbol(facts, 'Acme')).toMatchObject({ kind: 'module', doc: 'Acme things.', exported: true });
    expect(symbol(facts, 'Acme::Widget')).toMatchObject({ kind: 'class', parent: 'Acme', doc: 'A widget.', extends: ['Base'], implements: ['Comparable'], signature: 'class Widget < Base' });
    expect(symbol(facts, 'Acme::Widget#initialize')).toMatchObject({
      kind: 'constructor', doc: 'Makes a widget.', signature: 'def initialize(name, size = 1, *rest, key:, **opts, &block)',
      parameters: ['name', 'size', '*rest', 'key', '**opts', '&block'].map((name) => ({ name, type: null })),
    });
    expect(symbol(facts, 'Acme::Widget.build')).toMatchObject({ kind: 'method', signature: 'def self.build' });
    expect(symbol(facts, 'Acme::Widget#name')).toMatchObject({ kind: 'property', exported: true });
    expect(symbol(facts, 'Acme::Widget::LIMIT')).toMatchObject({ kind: 'constant' });
  });

  it('makes methods after private or protected, or named by private :x, non-public', async () => {
    const facts = await read(source);
    expect(symbol(facts, 'Acme::Widget#render')?.exported).toBe(true);
    expect(symbol(facts, 'Acme::Widget#secret')?.exported).toBe(false);
    expect(symbol(facts, 'Acme::Widget#visible')?.exported).toBe(true);
    expect(symbol(facts, 'Acme::Widget#hidden_later')?.exported).toBe(false);
  });

  it('records require and require_relative (as a relative path)', async () => {
    const facts = await read(source);
    expect(facts.imports.map((i) => [i.specifier, i.standardLibrary])).toEqual([
      ['json', true],
      ['./widget/parts', false],
    ]);
  });
});
