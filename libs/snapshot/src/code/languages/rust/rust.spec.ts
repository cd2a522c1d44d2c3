import type { CodeFacts, CodeSymbol } from '../../../model.js';
import { extractCode } from '../../index.js';

const read = (text: string): Promise<CodeFacts> => extractCode({ path: 'src/value.rs', language: 'Rust', text });
const symbol = (facts: CodeFacts, qualifiedName: string): CodeSymbol | undefined => facts.symbols.find((s) => s.qualifiedName === qualifiedName);

describe('Rust symbols', () => {
  const source = [
    '//! JSON values.',
    'use std::fmt::{self, Display};',
    'use crate::error::Error;',
    'use serde::de::{Deserialize, Deserializer};',
    'extern crate alloc;',
    'mod index;',
    '',
    '/// Any JSON value.',
    '#[derive(Clone, Debug)]',
    'pub enum Value {',
    '    Null,',
    '    Bool(bool),',
    '}',
    '',
    '/// Serializes into JSON.',
    'pub trait Serializer: Sized {',
    '    /// The output.',
    '    type Ok;',
    '    fn serialize_bool(self, v: bool) -> Result<Self::Ok, Error>;',
    '    fn flush(&mut self) {}',
    '}',
    '',
    'pub struct Map<K, V> {',
    '    pub len: usize,',
    '    inner: Vec<(K, V)>,',
    '}',
    '',
    'impl<K, V> Map<K, V> {',
    '    /// Makes an empty map.',
    '    pub fn new() -> Self { todo!() }',
    '    fn grow(&mut self, by: usize) {}',
    '}',
    '',
    'impl Display for Value {',
    '    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result { Ok(()) }',
    '}',
    '',
    'pub(crate) fn internal() {}',
    'pub type Result<T> = std::result::Result<T, Error>;',
    'pub const MAX_DEPTH: usize = 128;',
    'pub mod ser { pub fn to_string() {} }',
    '#[macro_export]',
    'macro_rules! json { () => {} }',
  ].join('\n');

  it('reads enums, traits, structs, impls, type aliases, constants, modules and macros', async () => {
    const facts = await read(source);
    expect(symbol(facts, 'Value')).toMatchObject({ kind: 'enum', doc: 'Any JSON value.', exported: true, implements: ['Clone', 'Debug', 'Display'], signature: 'pub enum Value', line: 10 });
    expect(symbol(facts, 'Value::Bool')).toMatchObject({ kind: 'constant', parent: 'Value', exported: true });
    expect(symbol(facts, 'Serializer')).toMatchObject({ kind: 'trait', extends: ['Sized'], signature: 'pub trait Serializer: Sized', doc: 'Serializes into JSON.' });
    expect(symbol(facts, 'Serializer::Ok')).toMatchObject({ kind: 'type', doc: 'The output.', exported: true });
    expect(symbol(facts, 'Serializer::serialize_bool')).toMatchObject({
      kind: 'method', parent: 'Serializer', abstract: true, exported: true, signature: 'fn serialize_bool(self, v: bool) -> Result<Self::Ok, Error>', parameters: [{ name: 'v', type: 'bool' }],
    });
    expect(symbol(facts, 'Serializer::flush')).toMatchObject({ kind: 'method', abstract: false });
    expect(symbol(facts, 'Map')).toMatchObject({ kind: 'struct', signature: 'pub struct Map<K, V>' });
    expect(symbol(facts, 'Map::new')).toMatchObject({ kind: 'method', parent: 'Map', doc: 'Makes an empty map.', exported: true, signature: 'pub fn new() -> Self' });
    expect(symbol(facts, 'Value::fmt')).toMatchObject({ kind: 'method', exported: true });
    expect(symbol(facts, 'Result')).toMatchObject({ kind: 'type', exported: true });
    expect(symbol(facts, 'MAX_DEPTH')).toMatchObject({ kind: 'constant', exported: true });
    expect(symbol(facts, 'ser')).toMatchObject({ kind: 'module', exported: true });
    expect(symbol(facts, 'ser::to_string')).toMatchObject({ kind: 'function', exported: true });
    expect(symbol(facts, 'json')).toMatchObject({ kind: 'function', exported: true, signature: 'macro_rules! json' });
  });

  it('counts only plain pub as public', async () => {
    const facts = await read(source);
    expect(symbol(facts, 'Map::len')?.exported).toBe(true);
    expect(symbol(facts, 'Map::inner')?.exported).toBe(false);
    expect(symbol(facts, 'Map::grow')?.exported).toBe(false);
    expect(symbol(facts, 'internal')?.exported).toBe(false);
  });

  it('records use paths up to their brace list, extern crate and mod declarations', async () => {
    const facts = await read(source);
    expect(facts.imports.map((i) => [i.specifier, i.standardLibrary])).toEqual([
      ['std::fmt', true],
      ['crate::error::Error', false],
      ['serde::de', false],
      ['alloc', true],
      ['self::index', false],
    ]);
    expect(facts.comments[0]).toEqual({ line: 1, text: 'JSON values.', kind: 'doc' });
  });
});
