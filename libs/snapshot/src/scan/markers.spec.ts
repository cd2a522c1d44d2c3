import { extractCode } from '../code/index.js';
import { findWorkMarkers, matchMarker } from './markers.js';

const scan = (path: string, language: string | null, lines: string[]) => findWorkMarkers({ path, language, text: lines.join('\n'), comments: null });

async function scanParsed(path: string, language: string, lines: string[]) {
  const text = lines.join('\n');
  const code = await extractCode({ path, language, text });
  return findWorkMarkers({ path, language, text, comments: code.comments });
}

const brief = (markers: { tag: string; line: number; text: string }[]) => markers.map(({ tag, line, text }) => ({ tag, line, text }));

describe('findWorkMarkers', () => {
  it('reads the tags tree-sitter found in comments, on the line they stand, and not in strings', async () => {
    const markers = await scanParsed('src/app.ts', 'TypeScript', [
      '// TODO: split this file',
      "const label = 'TODO: not a comment';",
      '/**',
      ' * Adds two numbers.',
      ' * @todo support bigint',
      ' */',
      'export function add(a: number, b: number) {',
      '  return a + b; // FIXME(ada): overflow',
      '}',
      '/* HACK - works around a bug in node 18 */',
      'const todoList = []; // the todoList holds TODOS',
    ]);
    expect(brief(markers)).toEqual([
      { tag: 'TODO', line: 1, text: 'split this file' },
      { tag: 'TODO', line: 5, text: 'support bigint' },
      { tag: 'FIXME', line: 8, text: '(ada) overflow' },
      { tag: 'HACK', line: 10, text: 'works around a bug in node 18' },
    ]);
    expect(markers.every((marker) => marker.author === null && marker.date === null)).toBe(true);
  });

  it('finds markers in Python comments and docstrings of a parsed file', async () => {
    const markers = await scanParsed('tidy/core.py', 'Python', ['def tidy(text):', '    """Tidies text.', '', '    XXX: slow on long inputs', '    """', '    # BUG: drops tabs', "    return text.replace('TODO', '')"]);
    expect(brief(markers)).toEqual([
      { tag: 'XXX', line: 4, text: 'slow on long inputs' },
      { tag: 'BUG', line: 6, text: 'drops tabs' },
    ]);
  });

  it('reads files without a grammar with their language\'s comment syntax', () => {
    expect(brief(scan('deploy.sh', 'Shell', ['#!/bin/sh', 'echo "# TODO: not this"  # TODO: pin the version', 'curl http://x#TODO']))).toEqual([{ tag: 'TODO', line: 2, text: 'pin the version' }]);
    expect(brief(scan('config.yml', 'YAML', ['name: app', '# FIXME: drop the beta channel', 'url: "a#b"']))).toEqual([{ tag: 'FIXME', line: 2, text: 'drop the beta channel' }]);
    expect(brief(scan('schema.sql', 'SQL', ['SELECT 1; -- TODO: index this', "SELECT '-- TODO: no';"]))).toEqual([{ tag: 'TODO', line: 1, text: 'index this' }]);
    expect(brief(scan('docs/guide.md', 'Markdown', ['# Guide', '', '<!-- TODO: a section on plugins -->', 'Write TODO: here is prose, not a comment.']))).toEqual([
      { tag: 'TODO', line: 3, text: 'a section on plugins' },
    ]);
    expect(brief(scan('style.css', 'CSS', ['a {', '  /* XXX: the', '     FIXME second line of the block */', '}']))).toEqual([
      { tag: 'XXX', line: 2, text: 'the' },
      { tag: 'FIXME', line: 3, text: 'second line of the block' },
    ]);
    expect(brief(scan('Main.kt', 'Kotlin', ['val s = "// TODO no"', 'fun main() {} // TODO: yes']))).toEqual([{ tag: 'TODO', line: 2, text: 'yes' }]);
    expect(brief(scan('init.el', 'Emacs Lisp', ['(setq a 1) ; TODO: tidy']))).toEqual([{ tag: 'TODO', line: 1, text: 'tidy' }]);
    expect(brief(scan('Module.vb', 'Visual Basic .NET', ["Dim a = 1 ' TODO: rename"]))).toEqual([{ tag: 'TODO', line: 1, text: 'rename' }]);
    expect(brief(scan('Dockerfile', 'Dockerfile', ['FROM node:20', '# TODO: slim image']))).toEqual([{ tag: 'TODO', line: 2, text: 'slim image' }]);
    expect(brief(scan('notes', null, ['// TODO: unknown language, default syntax']))).toEqual([{ tag: 'TODO', line: 1, text: 'unknown language, default syntax' }]);
  });

  it('keeps one marker per line and cuts the text at 400 characters', () => {
    const long = 'x'.repeat(500);
    const markers = scan('a.rb', 'Ruby', [`# TODO: ${long} FIXME: also`]);
    expect(markers).toHaveLength(1);
    expect(markers[0]!.text).toHaveLength(400);
    expect(markers[0]!.text.endsWith('…')).toBe(true);
  });

  it('reads upper-case tags at the start of a comment, or later with a colon, and @todo', () => {
    expect(matchMarker('TODO fix the cache')).toEqual({ tag: 'TODO', text: 'fix the cache' });
    expect(matchMarker('- FIXME - later')).toEqual({ tag: 'FIXME', text: 'later' });
    expect(matchMarker('[XXX] odd')).toEqual({ tag: 'XXX', text: 'odd' });
    expect(matchMarker('Slow path. TODO(bob): cache it')).toEqual({ tag: 'TODO', text: '(bob) cache it' });
    expect(matchMarker('@todo write docs')).toEqual({ tag: 'TODO', text: 'write docs' });
    expect(matchMarker('todo: lower case is prose')).toBeNull();
    expect(matchMarker('TODOS are listed elsewhere')).toBeNull();
    expect(matchMarker('TODO.md lists the work')).toBeNull();
    expect(matchMarker('see the TODO list')).toBeNull();
    expect(matchMarker('XXX-XXX-XXXX phone format')).toBeNull();
  });

  it('quotes a marker whole when its comment goes on over lines, in parsed files', async () => {
    const markers = await scanParsed('src/cache.ts', 'TypeScript', [
      '// TODO: evict entries by size,',
      '// not by count, once the',
      '// store reports sizes.',
      'const a = 1;',
      '/* FIXME: the lock is',
      ' * held too long',
      ' */',
      '/**',
      ' * Reads it.',
      ' * @todo stream the body',
      ' *   instead of buffering it',
      ' * @param path the file',
      ' */',
      'export function read(path: string) {}',
      'const b = 2; // HACK: trailing comment',
      '// is not continued by the next one',
      '// TODO: first paragraph',
      '//',
      '// second paragraph is not quoted',
    ]);
    expect(brief(markers)).toEqual([
      { tag: 'TODO', line: 1, text: 'evict entries by size, not by count, once the store reports sizes.' },
      { tag: 'FIXME', line: 5, text: 'the lock is held too long' },
      { tag: 'TODO', line: 10, text: 'stream the body instead of buffering it' },
      { tag: 'HACK', line: 15, text: 'trailing comment' },
      { tag: 'TODO', line: 17, text: 'first paragraph' },
    ]);
  });

  it('quotes Python comment runs and docstrings whole, parsed or not, and stops at another marker', async () => {
    const lines = ['def tidy(text):', '    """Tidies text.', '', '    TODO: keep tabs in', '    code blocks.', '    """', '    # FIXME: slow on long', '    # inputs', '    # XXX: and on short ones', '    return text'];
    const expected = [
      { tag: 'TODO', line: 4, text: 'keep tabs in code blocks.' },
      { tag: 'FIXME', line: 7, text: 'slow on long inputs' },
      { tag: 'XXX', line: 9, text: 'and on short ones' },
    ];
    expect(brief(await scanParsed('tidy/core.py', 'Python', lines))).toEqual(expected);
    expect(brief(scan('tidy/core.py', 'Python', lines))).toEqual(expected);
    expect(brief(scan('deploy.sh', 'Shell', ['  # TODO: pin the', '  # image digest', '# not this: other column', 'echo hi  # FIXME: quote', '# not this: after code']))).toEqual([
      { tag: 'TODO', line: 1, text: 'pin the image digest' },
      { tag: 'FIXME', line: 4, text: 'quote' },
    ]);
  });

  it('reads at most ten lines of a comment, and never a line with a secret', () => {
    const long = ['// TODO: line 1', ...Array.from({ length: 14 }, (_, index) => `// line ${index + 2}`)];
    expect(scan('a.js', 'JavaScript', long)[0]!.text).toBe('line 1 line 2 line 3 line 4 line 5 line 6 line 7 line 8 line 9 line 10');
    const text = ['# TODO: rotate the key', '# key = abc', '# later'].join('\n');
    expect(findWorkMarkers({ path: 'a.py', language: 'Python', text, comments: null }, undefined, new Set([2]))).toEqual([{ tag: 'TODO', line: 1, text: 'rotate the key', author: null, date: null }]);
    expect(findWorkMarkers({ path: 'a.py', language: 'Python', text, comments: null }, undefined, new Set([1]))).toEqual([]);
  });

  it('does nothing for files without a tag or without comments', () => {
    expect(scan('a.json', 'JSON', ['{"TODO": "x"}'])).toEqual([]);
    expect(scan('a.ts', 'TypeScript', ['const a = 1;'])).toEqual([]);
  });
});
