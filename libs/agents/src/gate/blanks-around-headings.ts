import type { MicromarkToken, Rule } from 'markdownlint';
import { createRequire } from 'node:module';

// markdownlint 0.40's MD022 computes, for every heading, the text of a fix by filtering all the
// document's block-quote and line prefixes again: O(headings × prefixes), 25 of the 30 seconds
// INTERFACES.md (6,900 headings, a quoted doc comment under most) took to lint. The gate never
// uses fixes, so this rule judges exactly what MD022 judges — blank lines above and below each
// ATX or setext heading outside HTML blocks, with markdownlint's own idea of a blank line — in one
// pass, and reports under MD022's names and description.

const require = createRequire(import.meta.url);
const { isBlankLine } = require('markdownlint/helpers') as { isBlankLine: (line: string | undefined) => boolean };

/** The name the rule runs under (markdownlint refuses a custom rule named like a built-in one). */
export const BLANKS_AROUND_HEADINGS_RULE = 'chronicle-md022';
/** The names and description findings carry: MD022's own. */
export const MD022_NAMES = ['MD022', 'blanks-around-headings'] as const;
const DESCRIPTION = 'Headings should be surrounded by blank lines';
/** Blank lines MD022 asks for above and below a heading by default. */
const LINES = 1;

export const blanksAroundHeadings: Rule = {
  names: [BLANKS_AROUND_HEADINGS_RULE],
  description: DESCRIPTION,
  tags: ['chronicle-headings'],
  parser: 'micromark',
  function: (params, onError) => {
    const { lines } = params;
    for (const heading of headingsOf(params.parsers.micromark.tokens)) {
      const { startLine, endLine } = heading;
      const context = lines[startLine - 1]!.trim();
      let above = 0;
      while (above < LINES && isBlankLine(lines[startLine - 2 - above])) above++;
      if (above !== LINES) onError({ lineNumber: startLine, detail: `Expected: ${LINES}; Actual: ${above}; Above`, context });
      let below = 0;
      while (below < LINES && isBlankLine(lines[endLine + below])) below++;
      if (below !== LINES) onError({ lineNumber: startLine, detail: `Expected: ${LINES}; Actual: ${below}; Below`, context });
    }
  },
};

/** ATX and setext headings in document order, not those markdownlint re-parsed inside an HTML block (MD022 skips those). */
function headingsOf(tokens: readonly MicromarkToken[]): MicromarkToken[] {
  const found: MicromarkToken[] = [];
  const stack: (readonly MicromarkToken[])[] = [tokens];
  const positions: number[] = [0];
  while (stack.length > 0) {
    const list = stack.at(-1)!;
    const position = positions.at(-1)!;
    if (position >= list.length) {
      stack.pop();
      positions.pop();
      continue;
    }
    positions[positions.length - 1] = position + 1;
    const token = list[position]!;
    if (token.type === 'atxHeading' || token.type === 'setextHeading') found.push(token);
    if (token.type !== 'htmlFlow' && token.children.length > 0) {
      stack.push(token.children);
      positions.push(0);
    }
  }
  return found;
}
