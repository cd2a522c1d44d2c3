import type { CodeFacts, CodeSymbol, ImportRef } from '../../../model.js';
import { extractCode } from '../../index.js';
import { purposeText } from '../../shared/purpose.js';

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

describe('Rust imports: bindings and re-exports', () => {
  const imports = async (text: string): Promise<Pick<ImportRef, 'specifier' | 'names' | 'reexport'>[]> =>
    (await read(text)).imports.map(({ specifier, names, reexport }) => ({ specifier, names, reexport }));

  it('records the crates the code names by path without a use: calls, macros, types, derives, macro arguments', async () => {
    const facts = await read(`use std::fmt;
use crate::de::Reader;
mod inner;

#[derive(Debug, serde::Serialize)]
struct Row { map: foo::Mmap, at: fmt::Arguments<'static> }

fn find(haystack: &[u8]) -> Option<usize> {
    log::debug!("searching {}", haystack.len());
    let value = serde_json::json!({ "found": memchr::memchr(b'a', haystack) });
    inner::helper(Reader::new(), Self::x, crate::y::z());
    std::mem::drop(value);
    None
}
`);
    expect(facts.pathUses.map((use) => use.specifier)).toEqual(['serde::Serialize', 'foo::Mmap', 'log::debug', 'serde_json::json', 'memchr::memchr']);
    expect(facts.pathUses[0]).toMatchObject({ line: 5, names: [], reexport: false });
  });

  it('re-exports the names of a plain pub use, one import per module path', async () => {
    expect(await imports(['pub use crate::a::B;', 'pub use self::a::{B, C as D};', 'pub use a::*;'].join('\n'))).toEqual([
      { specifier: 'crate::a::B', names: [{ name: 'B', imported: 'B' }], reexport: true },
      { specifier: 'self::a', names: [{ name: 'B', imported: 'B' }, { name: 'D', imported: 'C' }], reexport: true },
      { specifier: 'a', names: [{ name: '*', imported: '*' }], reexport: true },
    ]);
  });

  it('splits nested brace lists into their module paths', async () => {
    expect(await imports('pub use self::a::{B, self, e::*, f::{G, H as I}, j::K};')).toEqual([
      { specifier: 'self::a', names: [{ name: 'B', imported: 'B' }, { name: 'a', imported: '*' }], reexport: true },
      { specifier: 'self::a::e', names: [{ name: '*', imported: '*' }], reexport: true },
      { specifier: 'self::a::f', names: [{ name: 'G', imported: 'G' }, { name: 'I', imported: 'H' }], reexport: true },
      { specifier: 'self::a::j::K', names: [{ name: 'K', imported: 'K' }], reexport: true },
    ]);
  });

  it('gives plain use, pub(crate) use, extern crate and mod declarations their names without re-exporting them', async () => {
    const text = [
      'use a::b::C;',
      'use a::b::{self, C};',
      'use a::b as c;',
      'use std::io::Write as _;',
      'pub(crate) use crate::x::Y;',
      'pub(super) use crate::x::Z;',
      'use {p::Q, r::S};',
      'extern crate alloc as heap;',
      'mod index;',
    ].join('\n');
    expect(await imports(text)).toEqual([
      { specifier: 'a::b::C', names: [{ name: 'C', imported: 'C' }], reexport: false },
      { specifier: 'a::b', names: [{ name: 'b', imported: '*' }, { name: 'C', imported: 'C' }], reexport: false },
      { specifier: 'a::b', names: [{ name: 'c', imported: 'b' }], reexport: false },
      { specifier: 'std::io::Write', names: [], reexport: false },
      { specifier: 'crate::x::Y', names: [{ name: 'Y', imported: 'Y' }], reexport: false },
      { specifier: 'crate::x::Z', names: [{ name: 'Z', imported: 'Z' }], reexport: false },
      { specifier: 'p::Q', names: [{ name: 'Q', imported: 'Q' }], reexport: false },
      { specifier: 'r::S', names: [{ name: 'S', imported: 'S' }], reexport: false },
      { specifier: 'alloc', names: [{ name: 'heap', imported: '*' }], reexport: false },
      { specifier: 'self::index', names: [{ name: 'index', imported: '*' }], reexport: false },
    ]);
  });
});

describe('Rust impl members', () => {
  const source = [
    'pub struct Foo<T> { value: T }',
    'struct Hidden;',
    '',
    'impl<T> Foo<T> {',
    '    /// Makes a Foo.',
    '    pub fn new(value: T) -> Self { Foo { value } }',
    '    /// The default size.',
    '    pub const SIZE: usize = 8;',
    '    pub(crate) fn crate_only(&self) {}',
    '    pub(super) fn parent_only(&self) {}',
    '    pub(in crate::a) fn path_only(&self) {}',
    '    fn private(&self) {}',
    '}',
    '',
    "impl<'a, T> Iterator for &'a Foo<T> {",
    '    /// The item.',
    '    type Item = &\'a T;',
    '    /// Gives the next one.',
    '    fn next(&mut self) -> Option<Self::Item> { None }',
    '}',
    '',
    'impl Hidden {',
    '    pub fn visible_name(&self) {}',
    '}',
    '',
    'impl std::fmt::Display for crate::other::Bar {',
    '    fn fmt(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result { Ok(()) }',
    '}',
    '',
    'pub mod inner {',
    '    pub struct Baz;',
    '    impl Baz { pub fn go(&self) {} }',
    '}',
  ].join('\n');

  it('lists inherent methods of generic impls as members of their type, with their docs', async () => {
    const facts = await read(source);
    expect(symbol(facts, 'Foo::new')).toMatchObject({ kind: 'method', name: 'new', parent: 'Foo', exported: true, doc: 'Makes a Foo.', signature: 'pub fn new(value: T) -> Self' });
    expect(symbol(facts, 'Foo::SIZE')).toMatchObject({ kind: 'constant', parent: 'Foo', exported: true, doc: 'The default size.' });
    expect(symbol(facts, 'inner::Baz::go')).toMatchObject({ kind: 'method', parent: 'inner::Baz', exported: true });
  });

  it('lists trait impl methods of reference and path types as members of the type, public without pub', async () => {
    const facts = await read(source);
    expect(symbol(facts, 'Foo::next')).toMatchObject({ kind: 'method', parent: 'Foo', exported: true, doc: 'Gives the next one.' });
    expect(symbol(facts, 'Foo::Item')).toMatchObject({ kind: 'type', parent: 'Foo', exported: true, doc: 'The item.' });
    expect(symbol(facts, 'Foo')?.implements).toEqual(['Iterator']);
    expect(symbol(facts, 'Bar::fmt')).toMatchObject({ kind: 'method', parent: 'Bar', exported: true });
  });

  it('keeps pub(crate), pub(super), pub(in …), private methods and methods of private types out of the public surface', async () => {
    const facts = await read(source);
    for (const name of ['Foo::crate_only', 'Foo::parent_only', 'Foo::path_only', 'Foo::private', 'Hidden::visible_name']) {
      expect(symbol(facts, name)).toMatchObject({ kind: 'method', exported: false });
    }
  });

  it('tells a type alias from a newtype', async () => {
    const facts = await read(['/// Metres.', 'pub struct Meters(pub f64);', '/// A result.', 'pub type Result<T> = std::result::Result<T, Error>;'].join('\n'));
    expect(symbol(facts, 'Meters')).toMatchObject({ kind: 'struct', exported: true, doc: 'Metres.', signature: 'pub struct Meters(pub f64)' });
    expect(symbol(facts, 'Result')).toMatchObject({ kind: 'type', exported: true, doc: 'A result.', signature: 'pub type Result<T> = std::result::Result<T, Error>' });
  });
});

describe('Rust file purpose', () => {
  it('quotes the first paragraph of the inner doc at the top of the file, on one line', async () => {
    const facts = await read([
      '// Copyright 2024 The Authors.',
      '',
      '//! A fast line-oriented',
      '//! regex searcher.',
      '//!',
      '//! More detail that is not the purpose.',
      '#![deny(missing_docs)]',
      '',
      'pub mod search;',
    ].join('\n'));
    expect(facts.purpose).toEqual({ text: 'A fast line-oriented regex searcher.', line: 3 });
  });

  it('reads a /*! */ block and cuts a long paragraph at a word, ending with …', async () => {
    const words = Array.from({ length: 120 }, (_, i) => `word${i}`).join(' ');
    const facts = await read(['/*!', ` * ${words}`, ' */', 'fn main() {}'].join('\n'));
    expect(facts.purpose?.line).toBe(2);
    expect(facts.purpose?.text.length).toBeLessThanOrEqual(400);
    expect(facts.purpose?.text.endsWith('…')).toBe(true);
    expect(words.startsWith(facts.purpose!.text.slice(0, -1))).toBe(true);
    expect(words.charAt(facts.purpose!.text.length - 1)).toBe(' ');
  });

  it('has none when the file has no inner doc before its first item', async () => {
    expect((await read('/// Outer doc.\npub fn a() {}\n')).purpose).toBeNull();
    expect((await read('// Just a comment.\npub fn a() {}\n')).purpose).toBeNull();
    expect((await read('pub mod a {\n    //! Inline module doc.\n}\n')).purpose).toBeNull();
  });
});

describe('purposeText', () => {
  it('keeps the text up to the first blank line, on one line', () => {
    expect(purposeText('  One\n  two.\n\nThree.')).toBe('One two.');
    expect(purposeText(' \n ')).toBeNull();
  });

  it('cuts at a word boundary within 400 characters, ending with …', () => {
    const text = `${'a'.repeat(395)} bcdefgh ij`;
    expect(purposeText(text)).toBe(`${'a'.repeat(395)}…`);
    expect(purposeText('x'.repeat(400))).toBe('x'.repeat(400));
    expect(purposeText('x'.repeat(401))).toBe(`${'x'.repeat(399)}…`);
  });
});
