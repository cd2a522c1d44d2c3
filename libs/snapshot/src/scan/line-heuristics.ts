// Line-level tests the skipped-test and deprecation scanners share: they look for calls,
// annotations and attributes in code, so a match inside a string or after a comment mark is text.

/** Whether `index` on this line sits inside a one-line string literal (an odd number of quotes before it). */
export function insideString(line: string, index: number): boolean {
  for (const quote of ['"', "'", '`']) {
    const before = line.slice(0, index).replace(/\\./g, '');
    if ((before.split(quote).length - 1) % 2 === 1) return true;
  }
  return false;
}

/** Whether `index` on this line comes after a line-comment mark (`//`, `#` after a space), or the line continues a block comment (`*`). */
export function insideComment(line: string, index: number, hash: boolean): boolean {
  const before = line.slice(0, index);
  if (/^\s*(?:\*|\/\*)/.test(line)) return true;
  return before.includes('//') || (hash && /(?:^|\s)#(?!\[)/.test(before));
}

/** The lines of a text, 1-based line numbers, with a quick test first: most files hold none of the words looked for. */
export function linesMatching(text: string, quick: RegExp): { line: number; source: string }[] {
  if (!quick.test(text)) return [];
  return text
    .split(/\r?\n|\r/)
    .map((source, index) => ({ line: index + 1, source }))
    .filter(({ source }) => quick.test(source));
}

/** The first string literal's content after `from` on the line, when one starts right after an opening parenthesis or a space. */
export function firstString(line: string, from: number): string | null {
  const match = /^\s*\(?\s*(["'`])((?:\\.|(?!\1)[^\\])*)\1/.exec(line.slice(from));
  return match ? match[2]!.trim() || null : null;
}
