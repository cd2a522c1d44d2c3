/** The longest purpose kept; a longer first paragraph is cut at a word and ends with `…`. */
export const PURPOSE_LIMIT = 400;

/**
 * A purpose's text from a comment or docstring already free of its markers: the first paragraph
 * (up to the first blank line), on one line with whitespace collapsed, at most `PURPOSE_LIMIT`
 * characters, cut at a word with `…`. Null when there is no text.
 */
export function purposeText(text: string): string | null {
  const paragraph = (text.trim().split(/\n[ \t]*\n/)[0] ?? '').replace(/\s+/g, ' ').trim();
  if (paragraph === '') return null;
  if (paragraph.length <= PURPOSE_LIMIT) return paragraph;
  const room = paragraph.slice(0, PURPOSE_LIMIT);
  const space = room.lastIndexOf(' ');
  const cut = space > 0 ? room.slice(0, space) : room.slice(0, PURPOSE_LIMIT - 1);
  return `${cut.trimEnd()}…`;
}

/** A licence or copyright header (`Copyright`, `SPDX-License-Identifier`, `@license`), which says nothing of what a file is for. */
export function isLicenseText(text: string): boolean {
  return /\bcopyright\b|\(c\)\s*\d{4}|SPDX-License-Identifier|@license\b|@preserve\b/i.test(text);
}
