import { isTestPath } from '../files/test-files.js';
import type { SkippedTest } from '../model.js';
import type { ScanInput } from './index.js';
import { lex, type LexedText } from './lexer.js';

/** One way a test framework switches a test off. `named`: the first argument is the test's name (`it.skip('adds', …)`). */
type SkipRule = { pattern: RegExp; named: boolean; testFilesOnly?: boolean };

const JAVASCRIPT: SkipRule[] = [
  // Jest, Vitest, Mocha, Jasmine, node:test, Playwright: `it.skip(`, `describe.skip(`, `test.todo(`, `it.skipIf(c)(`.
  { pattern: /(?<![\w.$])(?:it|test|describe|suite|context|specify|bench)(?:\.concurrent)?\.(?:skip|todo|skipIf)\b(?=\s*\()/g, named: true },
  { pattern: /(?<![\w.$])x(?:it|test|describe|context|specify)\b(?=\s*\()/g, named: true },
];

const RULES: Record<string, SkipRule[]> = {
  JavaScript: JAVASCRIPT,
  TypeScript: JAVASCRIPT,
  TSX: JAVASCRIPT,
  Python: [
    { pattern: /@(?:pytest\.)?mark\.skip(?:if)?\b/g, named: false },
    { pattern: /@(?:unittest\.)?skip(?:If|Unless)?\b(?=\s*\()/g, named: false },
    { pattern: /(?<![\w.])pytest\.skip\b(?=\s*\()/g, named: false },
    { pattern: /\.skipTest\b(?=\s*\()/g, named: false },
  ],
  // JUnit 5 `@Disabled` (and `@DisabledOnOs`…), JUnit 4 and TestNG-era `@Ignore`.
  Java: [{ pattern: /@(?:Disabled\w*|Ignore)\b/g, named: false }],
  Kotlin: [{ pattern: /@(?:Disabled\w*|Ignore)\b/g, named: false }],
  Scala: [{ pattern: /@(?:Disabled\w*|Ignore)\b/g, named: false }],
  Groovy: [{ pattern: /@(?:Disabled\w*|Ignore(?:Rest)?)\b/g, named: false }],
  // `#[ignore]`, and ignored only on some builds: `#[cfg_attr(miri, ignore)]`, `#[rustversion::attr(not(nightly), ignore)]`.
  Rust: [{ pattern: /#\[(?:ignore\b|cfg_attr\([^\]]*\bignore\b|rustversion::attr\([^\]]*\bignore\b)[^\]]*\]/g, named: false }],
  Go: [{ pattern: /(?<![\w.])[a-z]\w*\.Skip(?:f|Now)?\b(?=\s*\()/g, named: false, testFilesOnly: true }],
  'C#': [
    { pattern: /\[\s*(?:Ignore|Explicit)\b/g, named: false },
    { pattern: /\b(?:Fact|Theory|Test|TestCase)\s*\([^)]*\bSkip\s*=/g, named: false },
  ],
  Ruby: [
    { pattern: /^\s*x(?:it|describe|context|specify|feature|scenario)\b/g, named: true },
    { pattern: /^\s*(?:skip|pending)\b(?![?!:=])/g, named: false, testFilesOnly: true },
  ],
  PHP: [{ pattern: /->markTestSkipped\b(?=\s*\()/g, named: false }],
  Swift: [{ pattern: /\bXCTSkip(?:If|Unless)?\b/g, named: false }],
};

const QUICK = /skip|todo|xit|xdescribe|xtest|xcontext|xspecify|Disabled|Ignore|ignore|Explicit|Skip|pending|XCTSkip/;

/**
 * Tests switched off in code: JS/TS `it.skip`, `describe.skip`, `test.skip`, `it.todo`, `xit`,
 * `xdescribe`…; Python `@pytest.mark.skip`/`skipif`, `@unittest.skip`, `pytest.skip()`; Java,
 * Kotlin `@Disabled`, `@Ignore`; Rust `#[ignore]` (also under `cfg_attr` or `rustversion::attr`); Go `t.Skip` (in `_test.go` files); C# `[Ignore]`
 * and `Skip =`; Ruby `xit` and `skip`/`pending` (in spec files); PHP `markTestSkipped`; Swift
 * `XCTSkip`. A match inside a string or a comment does not count. The name is the call's first
 * string when the framework's first argument is the test's name, on the same line.
 */
export function findSkippedTests(input: ScanInput, lexed?: LexedText): SkippedTest[] {
  const rules = (input.language !== null ? RULES[input.language] : undefined)?.filter((rule) => !rule.testFilesOnly || isTestPath(input.path));
  if (!rules || rules.length === 0 || !QUICK.test(input.text)) return [];
  const text = lexed ?? lex(input.text, input.language);
  const found: SkippedTest[] = [];
  text.lines.forEach((source, index) => {
    if (!QUICK.test(source)) return;
    const hit = firstHit(source, index + 1, rules, text);
    if (hit) found.push({ line: index + 1, ...hit });
  });
  return found;
}

function firstHit(source: string, line: number, rules: SkipRule[], text: LexedText): Omit<SkippedTest, 'line'> | null {
  for (const rule of rules) {
    for (const match of source.matchAll(rule.pattern)) {
      // Where the marker's name starts: after the indentation a Ruby pattern matches from the line's start.
      const at = match.index + (match[0].length - match[0].trimStart().length);
      if (!text.inCode(line, at)) continue;
      const marker = match[0].trim().replace(/\s*\($/, '');
      return { marker: cleanMarker(marker), name: rule.named ? text.stringAfter(line, match.index + match[0].length) : null };
    }
  }
  return null;
}

/** The marker as written, without what follows its name: `[Fact(Skip =` → `Skip =`, `#[ignore = "slow"]` → `#[ignore]`. */
function cleanMarker(marker: string): string {
  if (/\bSkip\s*=$/.test(marker)) return 'Skip =';
  if (marker.startsWith('#[ignore')) return '#[ignore]';
  return marker.replace(/^\[\s*/, '[').replace(/^\[(\w+)$/, '[$1]');
}
