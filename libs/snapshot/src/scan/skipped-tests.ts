import { isTestPath } from '../files/test-files.js';
import type { SkippedTest } from '../model.js';
import { argumentAt, callArguments, clipText } from './call-arguments.js';
import type { ScanInput } from './index.js';
import { lex, type LexedText } from './lexer.js';

/**
 * Where a skip's reason is written: an argument of the call or attribute that follows the marker
 * (`@Disabled("flaky")`, `t.Skip("needs docker")`, `skipif(…, reason="posix")`), by position among
 * the positional arguments or by keyword; or a string the line assigns (`#[ignore = "slow"]`,
 * `Skip = "flaky"`, `{ skip: 'no network' }`), the first group of `written` matched from the marker on.
 */
type ReasonAt = { argument: number | null; keywords?: readonly string[]; bare?: boolean } | { written: RegExp };

/**
 * One way a test framework switches a test off. `named`: the call's first argument is the test's
 * name (`it.skip('adds', …)`). A pattern's first group, when it has one, must be in code too (the
 * `skip:` key of a `test('x', { skip: true })`). `marker`: how the match is shown, when not as written.
 */
type SkipRule = { pattern: RegExp; named?: boolean; testFilesOnly?: boolean; reason?: ReasonAt; marker?: (match: RegExpExecArray) => string };

/** A quoted string written after `prefix`, its body in one of three groups (`"…"`, `'…'`, `` `…` ``). */
function quotedAfter(prefix: string): RegExp {
  return new RegExp(String.raw`${prefix}\s*(?:"((?:[^"\\]|\\.)*)"|'((?:[^'\\]|\\.)*)'|\`([^\`]*)\`)`);
}

const JS_CALLEE = String.raw`(?<![\w.$])(?:it|test|describe|suite|context|specify|bench)`;

const JAVASCRIPT: SkipRule[] = [
  // Jest, Vitest, Mocha, Jasmine, node:test, Playwright: `it.skip(`, `test.todo(`, `it.failing(`, `test.fixme(`, `it.skipIf(c)(`; Playwright's `test.skip(cond, 'reason')`.
  { pattern: new RegExp(String.raw`${JS_CALLEE}(?:\.concurrent)?\.(?:skip|todo|skipIf|failing|fails|fixme)\b(?=\s*\()`, 'g'), named: true, reason: { argument: 1 } },
  { pattern: /(?<![\w.$])x(?:it|test|describe|context|specify)\b(?=\s*\()/g, named: true },
  // node:test's options: `test('name', { skip: 'reason' }, fn)`, `{ todo: true }`; not `{ skip: false }`.
  {
    pattern: new RegExp(String.raw`${JS_CALLEE}(?=\s*\([^\n]*?[{,]\s*(skip|todo)\s*:(?!\s*(?:false|undefined|null|0)\b|\s*''|\s*""))`, 'dg'),
    named: true,
    reason: { written: quotedAfter(String.raw`[{,]\s*(?:skip|todo)\s*:`) },
    marker: (match) => `{ ${match[1]} }`,
  },
  // Mocha's `this.skip()`, node:test's `t.skip('reason')` and `t.todo()`, inside a test.
  { pattern: /(?<![\w.$])this\.skip\b(?=\s*\()/g, testFilesOnly: true },
  { pattern: /(?<![\w.$])t\.(?:skip|todo)\b(?=\s*\()/g, testFilesOnly: true, reason: { argument: 0 } },
];

// JUnit 5 `@Disabled("reason")`, JUnit 4 `@Ignore("reason")`; `@DisabledOnOs(…, disabledReason = "…")` and the other conditions.
const JVM: SkipRule[] = [
  { pattern: /@(?:Disabled|Ignore)\b(?!\w)/g, reason: { argument: 0, keywords: ['value'] } },
  { pattern: /@Disabled\w+/g, reason: { argument: null, keywords: ['disabledReason'] } },
];

const RULES: Record<string, SkipRule[]> = {
  JavaScript: JAVASCRIPT,
  TypeScript: JAVASCRIPT,
  TSX: JAVASCRIPT,
  Python: [
    // pytest: `@pytest.mark.skip("why")`, `skipif(cond, reason="why")`, `xfail(reason="why")`, also as `pytestmark = pytest.mark.skip(…)`.
    { pattern: /@(?:pytest\.)?mark\.skip\b(?!if)|(?<![\w.])pytest\.mark\.skip\b(?!if)/g, reason: { argument: 0, keywords: ['reason'] } },
    { pattern: /@(?:pytest\.)?mark\.(?:skipif|xfail)\b|(?<![\w.])pytest\.mark\.(?:skipif|xfail)\b/g, reason: { argument: null, keywords: ['reason'] } },
    { pattern: /(?<![\w.])pytest\.(?:skip|xfail)\b(?=\s*\()/g, reason: { argument: 0, keywords: ['reason', 'msg'] } },
    // unittest: `@unittest.skip("why")`, `@skipIf(cond, "why")`, `@expectedFailure`, `self.skipTest("why")`.
    { pattern: /@(?:unittest\.)?skip\b(?=\s*\()/g, reason: { argument: 0, keywords: ['reason'] } },
    { pattern: /@(?:unittest\.)?skip(?:If|Unless)\b(?=\s*\()/g, reason: { argument: 1, keywords: ['reason'] } },
    { pattern: /@(?:unittest\.)?expectedFailure\b/g },
    { pattern: /(?<![\w.])(?:self|cls)\.skipTest\b(?=\s*\()|\.skipTest\b(?=\s*\()/g, reason: { argument: 0, keywords: ['reason'] } },
  ],
  Java: JVM,
  Kotlin: JVM,
  Scala: JVM,
  Groovy: [...JVM, { pattern: /@IgnoreRest\b/g }],
  // `#[ignore]`, `#[ignore = "slow"]`, and ignored only on some builds: `#[cfg_attr(miri, ignore)]`, `#[rustversion::attr(not(nightly), ignore)]`.
  Rust: [{ pattern: /#\[(?:ignore\b|cfg_attr\([^\]]*\bignore\b|rustversion::attr\([^\]]*\bignore\b)[^\]]*\]/g, reason: { written: /\bignore\s*=\s*"((?:[^"\\]|\\.)*)"/ } }],
  // `t.Skip("why")`, `t.Skipf("needs %s", x)`, `b.SkipNow()`, in `_test.go` files.
  Go: [{ pattern: /(?<![\w.])[a-z]\w*\.Skip(?:f|Now)?\b(?=\s*\()/g, testFilesOnly: true, reason: { argument: 0 } }],
  'C#': [
    { pattern: /\[\s*(?:Ignore|Explicit)\b/g, reason: { argument: 0, keywords: ['Reason'] } },
    { pattern: /\b(?:Fact|Theory|Test|TestCase)\s*\([^)]*\bSkip\s*=/g, reason: { written: quotedAfter(String.raw`\bSkip\s*=`) } },
  ],
  Ruby: [
    { pattern: /^\s*x(?:it|describe|context|specify|feature|scenario)\b/g, named: true },
    { pattern: /^\s*(?:skip|pending)\b(?![?!:=])/g, testFilesOnly: true, reason: { argument: 0, bare: true } },
  ],
  PHP: [{ pattern: /->markTest(?:Skipped|Incomplete)\b(?=\s*\()/g, reason: { argument: 0 } }],
  Swift: [
    { pattern: /\bXCTSkip\b/g, reason: { argument: 0 } },
    { pattern: /\bXCTSkip(?:If|Unless)\b/g, reason: { argument: 1 } },
  ],
};

const QUICK = /skip|todo|fail|fixme|xit|xdescribe|xtest|xcontext|xspecify|Disabled|Ignore|ignore|Explicit|Skip|pending|markTest|expectedFailure/;

/** The longest reason kept. */
const REASON_CHARS = 240;

/**
 * Tests switched off in code: JS/TS `it.skip`, `describe.skip`, `test.skip`, `it.todo`,
 * `it.failing`, `test.fixme`, `xit`, `xdescribe`, node:test's `{ skip }` and `{ todo }` options and
 * `t.skip()`, Mocha's `this.skip()` (these two in test files); Python `@pytest.mark.skip`/`skipif`/`xfail`,
 * `pytest.skip()`, `@unittest.skip`/`skipIf`/`skipUnless`/`expectedFailure`, `self.skipTest()`;
 * Java, Kotlin `@Disabled…`, `@Ignore`; Rust `#[ignore]` (also under `cfg_attr` or
 * `rustversion::attr`); Go `t.Skip`/`Skipf`/`SkipNow` (in `_test.go` files); C# `[Ignore]` and
 * `Skip =`; Ruby `xit` and `skip`/`pending` (in spec files); PHP `markTestSkipped`; Swift
 * `XCTSkip`. A match inside a string or a comment does not count. The name is the call's first
 * string when the framework's first argument is the test's name, on the same line; the reason is
 * the string the framework takes as one (see {@link ReasonAt}), up to 240 characters.
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
      const group = match.indices?.[1];
      if (group && !text.inCode(line, group[0])) continue;
      const end = match.index + match[0].length;
      const marker = rule.marker?.(match) ?? cleanMarker(match[0].trim().replace(/\s*\($/, ''));
      return { marker, name: rule.named ? text.stringAfter(line, end) : null, reason: reasonOf(rule, text, source, line, match.index, end) };
    }
  }
  return null;
}

function reasonOf(rule: SkipRule, text: LexedText, source: string, line: number, start: number, end: number): string | null {
  if (!rule.reason) return null;
  let reason: string | null | undefined;
  if ('written' in rule.reason) {
    const written = rule.reason.written.exec(source.slice(start));
    reason = written?.slice(1).find((group) => group !== undefined);
  } else {
    const args = callArguments(text, text.offsetOf(line, end), rule.reason.bare);
    reason = args ? argumentAt(args, rule.reason.argument, rule.reason.keywords)?.literal : null;
  }
  return reason ? clipText(reason.replace(/\\(["'`\\])/g, '$1'), REASON_CHARS) : null;
}

/** The marker as written, without what follows its name: `[Fact(Skip =` → `Skip =`, `#[ignore = "slow"]` → `#[ignore]`, `#[cfg_attr(miri, ignore = "…")]` → `#[cfg_attr(miri, ignore)]`. */
function cleanMarker(marker: string): string {
  if (/\bSkip\s*=$/.test(marker)) return 'Skip =';
  if (marker.startsWith('#[ignore')) return '#[ignore]';
  if (marker.startsWith('#[')) return marker.replace(/\bignore\s*=\s*"(?:[^"\\]|\\.)*"/, 'ignore');
  return marker.replace(/^\[\s*/, '[').replace(/^\[(\w+)$/, '[$1]');
}
