import type { ScanInput } from './index.js';

// The scanners for environment reads and logging calls read code lines with regular expressions.
// A commented-out `// console.log(token)` or a docstring's example is not code, so the lines that
// hold nothing but a comment are left out. Cheap by design: a comment after code on the same line
// is not seen (the code before it is what counts there anyway).

/** Languages whose line comments start with `#` (and have no `//` comments). */
const HASH_ONLY = new Set(['Python', 'Ruby', 'Perl', 'Shell', 'Elixir', 'R', 'PowerShell', 'Starlark', 'Nix', 'CoffeeScript', 'Crystal']);
/** Languages with both `#` and `//` line comments. */
const HASH_AND_SLASH = new Set(['PHP']);

/** 1-based numbers of the lines that hold only a comment (or the inside of a block comment or docstring). */
export function commentOnlyLines(input: ScanInput, lines: readonly string[]): Set<number> {
  const language = input.language ?? '';
  const hash = HASH_ONLY.has(language) || HASH_AND_SLASH.has(language);
  const slash = !HASH_ONLY.has(language);
  const python = language === 'Python';
  const skipped = new Set<number>();
  let closer: string | null = null;
  lines.forEach((line, index) => {
    const number = index + 1;
    const trimmed = line.trim();
    if (closer !== null) {
      skipped.add(number);
      if (trimmed.includes(closer)) closer = null;
      return;
    }
    if ((slash && trimmed.startsWith('//')) || (hash && trimmed.startsWith('#'))) {
      skipped.add(number);
      return;
    }
    // A block comment or a docstring that starts the line: skipped up to the line that closes it.
    const opener = slash && trimmed.startsWith('/*') ? '/*' : python ? (/^[rRuUbB]?("""|''')/.exec(trimmed)?.[1] ?? null) : null;
    if (opener === null) return;
    skipped.add(number);
    const close = opener === '/*' ? '*/' : opener;
    if (!trimmed.slice(trimmed.indexOf(opener) + opener.length).includes(close)) closer = close;
  });
  // A parsed file's docstrings, which the grammar knows for sure.
  if (python) {
    for (const comment of input.comments ?? []) {
      if (comment.kind !== 'doc') continue;
      const span = comment.text.split('\n').length;
      for (let line = comment.line; line < comment.line + span; line++) skipped.add(line);
    }
  }
  return skipped;
}

/** The file's lines, split once; `\r` dropped. */
export function splitLines(text: string): string[] {
  return text.split(/\r?\n/);
}
