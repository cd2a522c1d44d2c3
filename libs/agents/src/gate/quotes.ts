// A line's words for comparison: block-quote and list-item marks, indentation and runs of spaces do
// not count, so a quoted line still matches after markdownlint's fixes moved its bullet or spacing.
const LINE_PREFIX = /^\s*(?:>\s*)*(?:(?:[-*+]|\d+[.)])\s+)?/;

function lineWords(line: string): string {
  return line.replace(LINE_PREFIX, '').replace(/\s+/g, ' ').trim();
}

/**
 * The document lines (1-based) that are lines of a repository text the document quotes verbatim
 * (a hand-written changelog kept as written): on them, the names are the repository's words, not
 * the document's claims, and the gate does not check them. Only whole lines count, and only lines
 * with words: a document cannot borrow a name by quoting part of a line.
 */
export function quotedLines(markdown: string, quotes: readonly string[]): Set<number> {
  const found = new Set<number>();
  if (quotes.length === 0) return found;
  const quoted = new Set(quotes.flatMap((text) => text.split('\n').map(lineWords)).filter((words) => words !== ''));
  markdown.split('\n').forEach((line, index) => {
    const words = lineWords(line);
    if (words !== '' && quoted.has(words)) found.add(index + 1);
  });
  return found;
}
