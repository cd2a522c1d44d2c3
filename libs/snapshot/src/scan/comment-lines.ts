import type { ScanInput } from './index.js';

// The scanners for environment reads and logging calls read code lines with regular expressions.
// A commented-out `// console.log(token)` or a docstring's example is not code, so the lines that
// hold nothing but a comment are left out. Cheap by design: a comment after code on the same line
// is not seen (the code before it is what counts there anyway).

const HASH_COMMENTS = new Set(['Python', 'Ruby', 'Perl', 'Shell', 'Elixir', 'R', 'PowerShell', 'Starlark', 'Nix', 'CoffeeScript', 'Crystal']);
const SLASH_COMMENTS_TOO = new Set(['PHP']);

/** 1-based numbers of the lines that hold only a comment (or the inside of a block comment or docstring). */
export function commentOnlyLines(input: ScanInput, lines: readonly string[]): Set<number> {
  const hash = HASH_COMMENTS.has(input.language ?? '') || SLASH_COMMENTS_TOO.has(input.language ?? '');
  const slash = !HASH_COMMENTS.has(input.language ?? '');
  const python = input.language === 'Python';
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
    if ((slash && (trimmed.startsWith('//') || trimmed.startsWith('*'))) || (hash && trimmed.startsWith('#') && !trimmed.startsWith('#['))) {
      skipped.add(number);
      return;
    }
    const opener = slash && trimmed.startsWith('/*') ? '*/' : python ? (/^[rRuUbB]?("""|''')/.exec(trimmed)?.[1] ?? null) : null;
    if (opener === null) return;
    skipped.add(number);
    const rest = trimmed.slice(trimmed.indexOf(opener === '*/' ? '/*' : opener) + (opener === '*/' ? 2 : 3));
    if (!rest.includes(opener)) closer = opener;
  });
  // A parsed file's docstrings, which the grammar knows for sure.
  for (const comment of input.comments ?? []) {
    if (comment.kind !== 'doc' || !python) continue;
    const span = comment.text.split('\n').length;
    for (let line = comment.line; line < comment.line + span; line++) skipped.add(line);
  }
  return skipped;
}

/** The file's lines, split once; `\r` dropped. */
export function splitLines(text: string): string[] {
  return text.split(/\r?\n/);
}
