/**
 * Hand-written changelogs often underline their headings (`1.2.0 / 2024-05-01` over `=====`, as
 * `History.md` files do) and give each release a level-1 heading. The history engine reads only
 * `#` headings, and a document has one title: underlined headings are written with `#`, and when
 * several level-1 headings remain, every heading moves one level down (but the first, when it is a title
 * rather than a release).
 */
export function atxHeadings(markdown: string): string {
  const lines = markdown.split('\n');
  const out: string[] = [];
  let fence = false;
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index]!;
    if (/^\s*(?:```|~~~)/.test(line)) fence = !fence;
    const under = lines[index + 1] ?? '';
    if (!fence && isHeadingText(line) && /^(?:=+|-+)\s*$/.test(under)) {
      out.push(`${under.startsWith('=') ? '#' : '##'} ${line.trim()}`);
      index++;
      continue;
    }
    out.push(line);
  }
  return demoteExtraTitles(out);
}

function isHeadingText(line: string): boolean {
  return line.trim() !== '' && !/^\s*(?:[-*+>|#]|\d+[.)]\s)/.test(line) && !/^\s{4,}/.test(line);
}

function demoteExtraTitles(lines: string[]): string {
  let fence = false;
  const titles = lines.filter((line) => {
    if (/^\s*(?:```|~~~)/.test(line)) fence = !fence;
    return !fence && /^#\s/.test(line);
  }).length;
  if (titles <= 1) return lines.join('\n');
  fence = false;
  // The first level-1 heading stays the title, unless it is itself a release (`# 1.2.0`): then every heading moves down.
  let first = !/^#\s.*(?:\d+\.\d+|unreleased)/i.test(lines.find((line) => /^#\s/.test(line)) ?? '');
  return lines
    .map((line) => {
      if (/^\s*(?:```|~~~)/.test(line)) fence = !fence;
      if (fence || !/^#{1,5}\s/.test(line)) return line;
      if (first && /^#\s/.test(line)) {
        first = false;
        return line;
      }
      return `#${line}`;
    })
    .join('\n');
}
