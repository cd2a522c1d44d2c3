import { findIdioms } from './idioms.js';

const kinds = (language: string, text: string) => findIdioms({ path: 'x', language, text, comments: null }).map((idiom) => `${idiom.kind} ${idiom.word} ${idiom.line}`);

describe('findIdioms', () => {
  it('finds performance idioms in code, not in comments', () => {
    const rust = ['// memchr is fast', 'fn skip(rest: &[u8]) -> usize {', '    memchr::memchr2(b\'"\', b\'\\\\\', rest).unwrap_or(0)', '}', 'let map = unsafe { Mmap::map(&file)? };'].join('\n');
    expect(kinds('Rust', rust)).toEqual(['byte-search memchr 3', 'byte-search memchr2 3', 'memory-map Mmap 5', 'unsafe unsafe { 5']);
  });

  it('finds security idioms, header names in strings included, once per word', () => {
    const js = ["const val = this.get('X-Forwarded-For');", "const { spawn } = require('child_process');", 'process.exit(1);', 'process.exit(2);', "const s = 'sendFile';"].join('\n');
    expect(kinds('JavaScript', js)).toEqual(['forwarded-headers X-Forwarded-For 1', 'process child_process 2', 'exit process.exit 3']);
  });

  it('names the section util.debuglog writes to and the declaration around an idiom', () => {
    const found = findIdioms({ path: 'lib/app.js', language: 'JavaScript', text: "const debug = require('util').debuglog('koa:application');\nfunction memo() { return this.memoizedURL; }", comments: null, symbols: [{ kind: 'function', name: 'memo', qualifiedName: 'memo', parent: null, signature: 'memo()', parameters: [], doc: null, exported: false, abstract: false, extends: [], implements: [], line: 2, endLine: 2 }] });
    expect(found).toEqual([
      { kind: 'node-debuglog', word: 'koa:application', line: 1, symbol: null },
      { kind: 'cache', word: 'memo', line: 2, symbol: 'memo' },
      { kind: 'cache', word: 'memoizedURL', line: 2, symbol: 'memo' },
    ]);
  });
});
