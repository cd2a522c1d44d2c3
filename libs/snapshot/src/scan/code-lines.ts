// The lines of a source file that are code, and where its string literals lie — enough for
// line-by-line heuristics that must not fire on comments or on words inside strings.

/** How a language family writes comments and strings. */
export type LexicalStyle = {
  /** Markers that make the rest of a line a comment when the line starts with them (after indentation). */
  lineComments: string[];
  /** `/* … *\/` block comments. */
  blockComments: boolean;
  /** Quote characters of string literals (`'`, `"`, `` ` ``). */
  quotes: string[];
  /** Python's `"""` and `'''` strings, which may span lines (docstrings). */
  tripleQuotes: boolean;
  /** Ruby's `=begin` … `=end` comments. */
  rubyBlocks: boolean;
};

const HASH_COMMENTS: LexicalStyle = { lineComments: ['#'], blockComments: false, quotes: ['"', "'"], tripleQuotes: false, rubyBlocks: false };
const C_LIKE: LexicalStyle = { lineComments: ['//', '/*'], blockComments: true, quotes: ['"', "'", '`'], tripleQuotes: false, rubyBlocks: false };

export const LEXICAL_STYLES: Record<string, LexicalStyle> = {
  JavaScript: C_LIKE,
  TypeScript: C_LIKE,
  TSX: C_LIKE,
  Java: { ...C_LIKE, quotes: ['"', "'"] },
  Kotlin: { ...C_LIKE, quotes: ['"', "'"] },
  'C#': { ...C_LIKE, quotes: ['"', "'"] },
  Go: C_LIKE,
  Rust: { ...C_LIKE, quotes: ['"'] },
  PHP: { ...C_LIKE, lineComments: ['//', '#', '/*'], quotes: ['"', "'"] },
  Python: { lineComments: ['#'], blockComments: false, quotes: ['"', "'"], tripleQuotes: true, rubyBlocks: false },
  // Backticks run commands in Ruby: they are code to look at, not strings to look past.
  Ruby: { lineComments: ['#'], blockComments: false, quotes: ['"', "'"], tripleQuotes: false, rubyBlocks: true },
  Shell: HASH_COMMENTS,
  YAML: HASH_COMMENTS,
  Dockerfile: HASH_COMMENTS,
};

/** A line of code: its 1-based number, its text, which of its characters are inside a string literal, and where literals open. */
export type CodeLine = { line: number; text: string; inString: (index: number) => boolean; opensString: (index: number) => boolean };

/**
 * The code lines of a text: lines that start with a line comment, lie inside a block comment, a
 * Python triple-quoted string or a Ruby `=begin` block are left out. A line is judged as a whole:
 * code before a comment that opens at its end stays.
 */
export function codeLines(text: string, style: LexicalStyle): CodeLine[] {
  const out: CodeLine[] = [];
  let inBlock = false;
  let inTriple: string | null = null;
  let inRuby = false;
  text.split(/\r?\n/).forEach((raw, index) => {
    const trimmed = raw.trim();
    if (style.rubyBlocks && (inRuby || raw.startsWith('=begin'))) {
      inRuby = !raw.startsWith('=end');
      return;
    }
    if (inBlock) {
      if (trimmed.includes('*/')) inBlock = false;
      return;
    }
    if (inTriple) {
      if (trimmed.includes(inTriple)) inTriple = null;
      return;
    }
    if (style.tripleQuotes) {
      // A triple quote left open on this line opens a string that the next lines belong to.
      const open = ['"""', "'''"].find((quote) => raw.split(quote).length % 2 === 0) ?? null;
      if (/^[rRbBuUfF]{0,2}(?:"""|''')/.test(trimmed)) {
        inTriple = open;
        return;
      }
      inTriple = open;
    }
    if (style.blockComments && trimmed.startsWith('/*') && !trimmed.includes('*/')) {
      inBlock = true;
      return;
    }
    if (trimmed === '' || style.lineComments.some((marker) => trimmed.startsWith(marker))) return;
    out.push({ line: index + 1, text: raw, ...stringMask(raw, style.quotes) });
  });
  return out;
}

// Which characters of one line sit inside a string literal (the quotes included), and which open
// one; backslash escapes honoured.
function stringMask(line: string, quotes: readonly string[]): Pick<CodeLine, 'inString' | 'opensString'> {
  const inside = new Uint8Array(line.length);
  const opens = new Set<number>();
  let quote: string | null = null;
  for (let index = 0; index < line.length; index++) {
    const char = line[index]!;
    if (quote) {
      inside[index] = 1;
      if (char === '\\') inside[++index] = 1;
      else if (char === quote) quote = null;
    } else if (quotes.includes(char)) {
      quote = char;
      inside[index] = 1;
      opens.add(index);
    }
  }
  return { inString: (index) => inside[index] === 1, opensString: (index) => opens.has(index) };
}
