import { rmSync } from 'node:fs';
import { GitFixture } from '@chronicle/history/testing';
import { buildSnapshot } from '@chronicle/snapshot';
import { InterfacesAgent } from './interfaces.agent.js';

// INTERFACES on real repositories built here: implementers are resolved through imports and paths,
// never across packages by name alone, and what is listed is what a reader means by an interface.

const agent = new InterfacesAgent();

/** The block of one declaration, from its bold head to the next. */
function entryOf(markdown: string, qualifiedName: string, path?: string): string {
  const within = path === undefined ? markdown : markdown.slice(markdown.indexOf(`#### \`${path}\``));
  const start = within.indexOf(`**\`${qualifiedName}\`**`);
  if (start === -1) throw new Error(`no entry for ${qualifiedName}${path ? ` in ${path}` : ''}`);
  const next = within.slice(start + 4).search(/\n\*\*`|\n####? /);
  return next === -1 ? within.slice(start) : within.slice(start, start + 4 + next);
}

async function documentOf(files: Record<string, string>): Promise<{ markdown: string; dir: string }> {
  const repo = new GitFixture();
  repo.commit('feat: first version', files);
  const snapshot = await buildSnapshot(repo.dir);
  return { markdown: agent.write({ snapshot }), dir: repo.dir };
}

describe('InterfacesAgent on a Cargo workspace', () => {
  let markdown: string;
  let dir: string;

  beforeAll(async () => {
    ({ markdown, dir } = await documentOf({
      'Cargo.toml': '[workspace]\nmembers = ["crates/core", "crates/web"]\n',
      'crates/core/Cargo.toml': '[package]\nname = "acme-core"\nversion = "0.1.0"\nedition = "2021"\n',
      'crates/core/src/lib.rs': '/// Handles one request in the core.\npub trait Handler {\n    fn handle(&self);\n}\n',
      'crates/web/Cargo.toml': '[package]\nname = "acme-web"\nversion = "0.1.0"\nedition = "2021"\n',
      'crates/web/src/lib.rs': 'pub mod ser;\npub mod pretty;\npub mod formats;\n\n/// Handles one web request.\npub trait Handler {\n    fn handle(&self);\n}\n',
      'crates/web/src/ser.rs': '/// Writes JSON output.\npub trait Formatter {\n    fn begin(&mut self);\n}\n',
      'crates/web/src/pretty.rs': '/// Indents nested output.\npub trait Formatter {\n    fn indent(&mut self);\n}\n',
      'crates/web/src/formats/mod.rs': 'pub mod compact;\n',
      'crates/web/src/formats/compact.rs': [
        'pub struct Compact;',
        '',
        'impl crate::ser::Formatter for Compact {',
        '    fn begin(&mut self) {}',
        '}',
        '',
        'use crate::Handler;',
        '',
        'impl Handler for Compact {',
        '    fn handle(&self) {}',
        '}',
        '',
        'impl Iterator for Compact {',
        '    type Item = u8;',
        '    fn next(&mut self) -> Option<u8> { None }',
        '}',
        '',
      ].join('\n'),
    }));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('follows a crate path to the one module it names', () => {
    expect(entryOf(markdown, 'Formatter', 'crates/web/src/ser.rs')).toContain('Implemented by: `Compact` (struct) in `crates/web/src/formats/compact.rs`.');
    expect(entryOf(markdown, 'Formatter', 'crates/web/src/pretty.rs')).not.toContain('Implemented by');
  });

  it('resolves a bare trait name inside its own crate, never in another crate', () => {
    expect(entryOf(markdown, 'Handler', 'crates/web/src/lib.rs')).toContain('Implemented by: `Compact` (struct) in `crates/web/src/formats/compact.rs`');
    expect(entryOf(markdown, 'Handler', 'crates/core/src/lib.rs')).not.toContain('Implemented by');
    expect(markdown).not.toContain('by name alone');
  });

  it('does not list an associated type bound in an impl as a type alias', () => {
    expect(markdown).not.toContain('Compact::Item');
    expect(markdown).not.toContain('— type alias');
    expect(markdown).not.toContain('| type alias |');
  });
});

describe('InterfacesAgent on a Python package', () => {
  let markdown: string;
  let dir: string;

  beforeAll(async () => {
    ({ markdown, dir } = await documentOf({
      'pyproject.toml': '[project]\nname = "signing"\nversion = "1.0.0"\n',
      'src/signing/__init__.py': 'from .algorithms import HMACAlgorithm, NoneAlgorithm, SigningAlgorithm\n',
      'src/signing/algorithms.py': [
        'import typing as t',
        '',
        '_T = t.TypeVar("_T", bound=str)',
        '',
        '',
        'class SigningAlgorithm:',
        '    """Subclasses implement a specific signing algorithm."""',
        '',
        '    def get_signature(self, key: bytes, value: bytes) -> bytes:',
        '        raise NotImplementedError()',
        '',
        '',
        'class NoneAlgorithm(SigningAlgorithm):',
        '    """Provides an algorithm that does not perform any signing."""',
        '',
        '    def get_signature(self, key: bytes, value: bytes) -> bytes:',
        '        return b""',
        '',
        '',
        'class HMACAlgorithm(SigningAlgorithm):',
        '    """Provides signature generation using HMACs."""',
        '',
        '    def get_signature(self, key: bytes, value: bytes) -> bytes:',
        '        return key + value',
        '',
        '',
        'class Signer:',
        '    pass',
        '',
        '',
        'class TimestampSigner(Signer):',
        '    pass',
        '',
      ].join('\n'),
    }));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('lists a class two classes extend as a base class, with the implementations that ship', () => {
    const base = entryOf(markdown, 'SigningAlgorithm');
    expect(base).toContain('— base class, exported');
    expect(base).toContain('Extended by: `NoneAlgorithm` (class) in `src/signing/algorithms.py`; `HMACAlgorithm` (class) in `src/signing/algorithms.py`.');
    expect(base).toContain('`SigningAlgorithm.get_signature` (method)');
  });

  it('leaves out a class with one subclass and a type variable', () => {
    expect(markdown).not.toContain('**`Signer`**');
    expect(markdown).not.toContain('_T');
  });
});

describe('InterfacesAgent on a Go module', () => {
  let markdown: string;
  let dir: string;

  beforeAll(async () => {
    ({ markdown, dir } = await documentOf({
      'go.mod': 'module example.com/app\n\ngo 1.22\n',
      'store/store.go': 'package store\n\n// Reader reads stored records.\ntype Reader interface {\n\tRead(key string) ([]byte, error)\n}\n',
      'cache/cache.go': 'package cache\n\n// Reader reads cached records.\ntype Reader interface {\n\tPeek(key string) []byte\n}\n',
      'app/app.go': [
        'package app',
        '',
        'import "example.com/app/store"',
        '',
        '// Source reads and closes.',
        'type Source interface {',
        '\tstore.Reader',
        '\tClose() error',
        '}',
        '',
      ].join('\n'),
    }));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('follows a qualified name to the package its qualifier is imported from', () => {
    expect(entryOf(markdown, 'Source')).toContain('Embeds: `Reader`.');
    expect(entryOf(markdown, 'Reader', 'store/store.go')).toContain('Embedded by: `Source` (interface) in `app/app.go`.');
    expect(entryOf(markdown, 'Reader', 'cache/cache.go')).not.toContain('Embedded by');
  });
});
