// The build rewrites this engine's `/i` regular expression literals without the flag
// (scripts/lib/caseless-regexps.mjs, run by `bundle-entry.mjs --caseless-regexps`): V8 compiles
// them faster. These tests prove the rewritten patterns match exactly what the written ones do.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { caselessPattern, caselessPieces, rewriteRegExpLiterals } from '../../../scripts/lib/caseless-regexps.mjs';

/** Every UTF-16 code unit, once: a global match over it lists every character a piece matches. */
const EVERY_UNIT = Array.from({ length: 0x10000 }, (_, code) => String.fromCharCode(code)).join('');

/** The code units a one-character pattern matches, in order. */
function unitsMatched(source: string, flags: string): string {
  return (EVERY_UNIT.match(new RegExp(source, `${flags}g`)) ?? []).join('');
}

/** The positions where a zero-width assertion holds in `text`. */
function positionsHolding(source: string, flags: string, text: string): number[] {
  return [...text.matchAll(new RegExp(source, `${flags}g`))].map((match) => match.index);
}

/** Every atom (a character or a class) of the rewrite matches, without `i`, the code units it matched with it. */
function expectAtomsEquivalent(source: string, flags: string): void {
  const pieces = caselessPieces(source, flags);
  expect(pieces).not.toBeNull();
  for (const piece of pieces!) {
    if (piece.kind === 'syntax') {
      expect(piece.rewritten).toBe(piece.original);
      continue;
    }
    const plainFlags = flags.replace(/[gimy]/g, '');
    expect({ piece: piece.original, matched: unitsMatched(piece.rewritten, plainFlags) }).toEqual({ piece: piece.original, matched: unitsMatched(piece.original, `${plainFlags}i`) });
  }
}

/** The regular expression literals of this engine's sources (the specs left out), as TypeScript reads them. */
function engineLiterals(): { file: string; source: string; flags: string }[] {
  const root = path.join(import.meta.dirname);
  const literals: { file: string; source: string; flags: string }[] = [];
  const walk = (folder: string): void => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.spec.ts')) {
        const file = ts.createSourceFile(full, readFileSync(full, 'utf8'), ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
        const visit = (node: ts.Node): void => {
          if (node.kind === ts.SyntaxKind.RegularExpressionLiteral) {
            const text = node.getText(file);
            const slash = text.lastIndexOf('/');
            literals.push({ file: path.relative(root, full), source: text.slice(1, slash), flags: text.slice(slash + 1) });
          }
          ts.forEachChild(node, visit);
        };
        visit(file);
      }
    }
  };
  walk(root);
  return literals;
}

describe('caselessPattern', () => {
  it('writes a letter as the class of its two cases and leaves the structure alone', () => {
    expect(caselessPattern(String.raw`^fix(?:es|ed)?\b`, 'i')).toEqual({ source: String.raw`^[fF][iI][xX](?:[eE][sS]|[eE][dD])?\b`, flags: '' });
    expect(caselessPattern(String.raw`(?<![\w-])v\d{2,3}`, 'gi')).toEqual({ source: String.raw`(?<![\w\-])[vV]\d{2,3}`, flags: 'g' });
  });

  it('adds the other case of the letters a class holds, before a ^ negates it', () => {
    expect(caselessPattern('[a-f_]', 'i')?.source).toBe('[a-f_A-F]');
    expect(caselessPattern('[^A-Z0-9]', 'i')?.source).toBe('[^A-Z0-9a-z]');
    expect(caselessPattern('[xX]', 'i')?.source).toBe('[xX]');
    expect(caselessPattern('[-a]', 'i')?.source).toBe(String.raw`[\-aA]`);
    expect(caselessPattern(String.raw`[\w-z]`, 'i')?.source).toBe(String.raw`[\w\-zZ]`);
    expect(caselessPattern(String.raw`[^"'\u201c\u201d]`, 'i')?.source).toBe(String.raw`[^"'\u201c\u201d]`);
  });

  it('reads a brace that opens no quantifier as a character', () => {
    expect(caselessPattern(String.raw`\{\{\s*v{2}{x`, 'i')?.source).toBe(String.raw`\{\{\s*[vV]{2}{[xX]`);
  });

  it('keeps the i of patterns whose rewrite it cannot prove', () => {
    expect(caselessPattern('abc', '')).toBeNull(); // nothing to do
    expect(caselessPattern('abc', 'iu')).toBeNull(); // Unicode case folding: ſ is s, K is k
    expect(caselessPattern(String.raw`(a)\1`, 'i')).toBeNull(); // back-references compare case-insensitively
    expect(caselessPattern(String.raw`(?<x>a)\k<x>`, 'i')).toBeNull();
    expect(caselessPattern('é', 'i')).toBeNull(); // a letter outside ASCII
    expect(caselessPattern('[à-ÿ]', 'i')).toBeNull();
    expect(caselessPattern(String.raw`\cJ`, 'i')).toBeNull();
    expect(caselessPattern('[a', 'i')).toBeNull(); // not a pattern
  });

  it('writes each ASCII letter, escaped or not, as a class matching exactly the code units it matched with i', () => {
    for (let code = 0x41; code <= 0x7a; code += 1) {
      if (code > 0x5a && code < 0x61) continue;
      const letter = String.fromCharCode(code);
      expectAtomsEquivalent(letter, 'i');
      expectAtomsEquivalent(String.raw`\x${code.toString(16)}`, 'i');
      expectAtomsEquivalent(String.raw`\u00${code.toString(16)}`, 'i');
    }
  });

  it('leaves characters without case as they are: ASCII punctuation, digits, controls and General Punctuation', () => {
    for (let code = 0; code < 0x80; code += 1) {
      if ((code >= 0x41 && code <= 0x5a) || (code >= 0x61 && code <= 0x7a)) continue;
      const escaped = String.raw`\x${code.toString(16).padStart(2, '0')}`;
      expectAtomsEquivalent(escaped, 'i');
      expect(caselessPattern(escaped, 'i')?.source).toBe(escaped);
    }
    for (let code = 0x2000; code <= 0x206f; code += 1) expectAtomsEquivalent(String.raw`\u${code.toString(16)}`, 'i');
    for (const escape of ['\\d', '\\D', '\\s', '\\S', '\\w', '\\W', '\\n', '\\t', '\\0', '\\.', '\\/', '\\-']) expectAtomsEquivalent(escape, 'i');
  });

  it('closes classes under case as i does, negated or not', () => {
    for (const source of ['[a-z]', '[^a-z]', '[A-Z]', '[^A-Z]', '[a-zA-Z]', '[F-f]', '[^F-f]', '[@-`]', '[\\w.-]', '[^\\w.-]', '[\\W]', '[^\\S\\d]', '[a-\\d]', '[\\]\\[]', '[]', '[^]', '[k]', '[^s]', '[\\x41-\\x5a]', '[\\u2018-\\u201fq]', '[\\b]']) {
      expectAtomsEquivalent(source, 'i');
    }
  });

  it('keeps word boundaries where they were', () => {
    const text = `${EVERY_UNIT.slice(0, 0x300)} ſK ıİ`;
    for (const source of ['\\b', '\\B']) expect(positionsHolding(source, '', text)).toEqual(positionsHolding(source, 'i', text));
  });
});

describe("this engine's regular expression literals", () => {
  const literals = engineLiterals();

  it('are read from the sources', () => {
    expect(literals.length).toBeGreaterThan(200);
    expect(literals.filter((literal) => literal.flags.includes('i')).length).toBeGreaterThan(100);
  });

  it('are each rewritten without i, atom by atom to the same code units', () => {
    for (const { file, source, flags } of literals.filter((literal) => literal.flags.includes('i'))) {
      expect({ file, source, rewritten: caselessPattern(source, flags) !== null }).toEqual({ file, source, rewritten: true });
      expectAtomsEquivalent(source, flags);
    }
  });

  it('match what they matched on commit subjects and paths in any case', () => {
    const samples = [
      'Fix crash when closing #12', 'fixes GH-7 and #8', 'BREAKING CHANGE: drop Node 14', 'Bump version to 1.2.3', 'Release v2.0.0',
      'Update dependency react to v18', 'docs: FIX TYPO', 'Merge pull request #5 from a/fix-b', 'Revert "Add x"', 'refactor(core)!: Remove API',
      '.github/workflows/CI.yml', 'Tests/FooTests.swift', 'CHANGELOG.md', 'docs/Upgrade-Guide.MD', 'package.json', 'src/Version.rb',
      'Security fix for XSS in the parser', 'Deprecate the old flag', 'Improve error messages', 'Use foo instead of bar', 'WIP', 'Typos',
    ];
    const texts = samples.flatMap((sample) => [sample, sample.toLowerCase(), sample.toUpperCase()]);
    for (const { file, source, flags } of literals.filter((literal) => literal.flags.includes('i'))) {
      const rewritten = caselessPattern(source, flags)!;
      for (const text of texts) {
        const written = new RegExp(source, flags.replace(/[gy]/g, ''));
        const without = new RegExp(rewritten.source, rewritten.flags.replace(/[gy]/g, ''));
        expect({ file, source, text, match: without.exec(text) }).toEqual({ file, source, text, match: written.exec(text) });
      }
    }
  });
});

describe('rewriteRegExpLiterals', () => {
  it('rewrites the i literals of a module, not its divisions, strings or other literals, and keeps its lines', async () => {
    const code = ['const half = total / 2 / count;', "const text = '/abc/i';", 'const a = /abc/i, b = /abc/g;', 'const c = /(x)\\1/i; // /y/i', 'const d = /[a-z]+/gi;'].join('\n');
    const result = await rewriteRegExpLiterals(code);
    expect(result.code.split('\n')).toEqual([
      'const half = total / 2 / count;',
      "const text = '/abc/i';",
      'const a = /[aA][bB][cC]/, b = /abc/g;',
      'const c = /(x)\\1/i; // /y/i',
      'const d = /[a-zA-Z]+/g;',
    ]);
    expect({ rewritten: result.rewritten, kept: result.kept }).toEqual({ rewritten: 2, kept: 1 });
  });
});
