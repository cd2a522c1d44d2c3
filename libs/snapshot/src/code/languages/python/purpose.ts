/** The longest purpose kept, in characters (`Purpose.text`). */
const MAX_PURPOSE = 400;

/**
 * A purpose quoted from a doc text: its first paragraph (up to the first blank line), whitespace
 * collapsed to one line, at most 400 characters, cut at a word boundary and ending with `…` when
 * longer. Null when the text has no words.
 */
export function firstParagraph(text: string): string | null {
  const paragraph = text.replace(/\r\n?/g, '\n').trim().split(/\n[ \t]*\n/)[0] ?? '';
  const line = paragraph.replace(/\s+/g, ' ').trim();
  if (line === '') return null;
  if (line.length <= MAX_PURPOSE) return line;
  const head = line.slice(0, MAX_PURPOSE - 1);
  const space = head.lastIndexOf(' ');
  return `${(space > 0 ? head.slice(0, space) : head).trimEnd()}…`;
}
