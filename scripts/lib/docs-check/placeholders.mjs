// Placeholders: text a template or a model leaves where a fact should be. Searched in everything
// but fenced code blocks (code spans included). The list, each case-insensitive:
// - fill-in markers: `TODO: fill`, `TODO fill in`, `FILL ME IN`, `fill in later`, `FIXME: fill`;
// - readme-ai's `REPLACE-ME` (also `REPLACE_ME`, `REPLACEME`);
// - `lorem ipsum`;
// - angle or square bracket slots: `<placeholder>`, `<insert …>`, `<your …>`, `[insert …`,
//   `[placeholder`, `[your …]`, `[TBD]`, `[description]`;
// - template syntax left unrendered: `{{ … }}`, `{% … %}`, `${…}` outside code spans;
// - `TBD` and `TBA` as whole words outside code spans (`TODO` is not on the list: it names a
//   document type and a comment tag, and a quoted README may hold it);
// - whole table cells `N/A`, `n/a`, `?`, `...`, `…` (a dash for an empty value is allowed);
// - stock sentences: `coming soon`, `description goes here`, `add a description`, `your project
//   name`, `to be determined`, `to be written`;
// - leaked values: `[object Object]`, `undefined` or `NaN` or `null` as a whole cell, `NaN` as a
//   count or measure in prose (`NaN files`, `NaN ms`, `NaN%`) — not the word itself, which quoted
//   doc comments use (serde_json: "Infinite or NaN values are not JSON numbers").

const ANYWHERE = [
  /\bTODO:?\s*fill\b/i, /\bfill\s+me\s+in\b/i, /\bfill\s+in\s+later\b/i, /\bFIXME:?\s*fill\b/i,
  /\bREPLACE[-_]?ME\b/i, /\blorem\s+ipsum\b/i,
  /<placeholder>/i, /<insert\b[^>]*>/i, /<your[\s_-][^>]*>/i, /\[insert\b/i, /\[placeholder\b/i, /\[your[\s_-][^\]]*\]/i, /\[TBD\]/i, /\[description\]/i,
  /\{\{[^}]*\}\}/, /\{%[^%]*%\}/,
  /\bcoming soon\b/i, /\bdescription goes here\b/i, /\badd an? description\b/i, /\byour project name\b/i, /\bto be determined\b/i, /\bto be written\b/i,
  /\[object Object\]/,
];
const PROSE_ONLY = [/\bTBD\b/, /\bTBA\b/, /\$\{[^}]*\}/, /\bNaN(?=\s*(?:%|(?:ms|s|KB|MB|GB|files?|lines?|tokens?|commits?|symbols?)\b))/];
const WHOLE_CELL = /^(?:N\/A|n\/a|\?|\.\.\.|…|undefined|NaN|null)$/;

/**
 * @param {string} doc document file name
 * @param {import('./markdown.mjs').ParsedDocument} parsed
 * @returns {{ doc: string, line: number, text: string }[]}
 */
export function findPlaceholders(doc, parsed) {
  const found = [];
  const fenced = fencedLines(parsed);
  parsed.lines.forEach((line, index) => {
    if (fenced.has(index + 1)) return;
    for (const pattern of ANYWHERE) {
      const match = pattern.exec(line);
      if (match) found.push({ doc, line: index + 1, text: match[0] });
    }
  });
  for (const prose of parsed.prose) {
    for (const pattern of PROSE_ONLY) {
      const match = pattern.exec(prose.text);
      if (match) found.push({ doc, line: prose.line, text: match[0] });
    }
  }
  for (const row of parsed.rows) {
    for (const cell of row.cells) if (WHOLE_CELL.test(cell)) found.push({ doc, line: row.line, text: `table cell "${cell}"` });
  }
  return found.sort((a, b) => a.line - b.line);
}

function fencedLines(parsed) {
  const lines = new Set();
  for (const fence of parsed.fences) {
    const count = fence.content.split('\n').length + 2;
    for (let offset = 0; offset < count; offset++) lines.add(fence.line + offset);
  }
  return lines;
}
