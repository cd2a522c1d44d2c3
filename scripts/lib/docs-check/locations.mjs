// Which `file:line` places a document names — read tolerantly, since TODO.md and SECURITY.md may
// list them as `path:12` code spans, `[path](path#L12)` links, a table with a file column and a
// line column, or a heading per file over rows of line numbers. A place is named when a table
// row or list item (one line of the document) holds the file's path and the line number, or
// holds the number under a heading that names the file. Only tracked paths count as paths.

const TOKEN_SPLIT = /[\s|`()[\]<>"',;]+/;
const LINE_SUFFIX = /(?::(\d+)(?::\d+)?|#L(\d+)(?:-L?\d+)?)$/;

/**
 * The tracked path a token names: the token itself (without a `:12` or `#L12` suffix), or its
 * tail after a `/` (a GitHub blob URL ends in the path), with the line its suffix gives.
 * @param {string} token
 * @param {Set<string>} paths
 * @returns {{ path: string, line: number | null } | null}
 */
function pathOfToken(token, paths) {
  const cleaned = token.replace(/[.:]+$/, '').replace(/^\.\//, '');
  const suffix = LINE_SUFFIX.exec(cleaned);
  const bare = suffix ? cleaned.slice(0, suffix.index) : cleaned;
  const line = suffix ? Number(suffix[1] ?? suffix[2]) : null;
  if (paths.has(bare)) return { path: bare, line };
  for (let slash = bare.indexOf('/'); slash >= 0; slash = bare.indexOf('/', slash + 1)) {
    const tail = bare.slice(slash + 1);
    if (paths.has(tail)) return { path: tail, line };
  }
  return null;
}

/** Line numbers written without a path: `L12`, `line 12`, `lines 12`, or a table cell or token that is only digits. */
function bareNumbers(text) {
  const numbers = new Set();
  for (const match of text.matchAll(/(?<![\w.:/#-])(?:L|lines?\s+)?(\d{1,7})(?![\w.:/-])/gi)) numbers.add(Number(match[1]));
  return numbers;
}

/**
 * Every (path, line) the document names, as `path\0line` keys.
 * @param {string} text the document
 * @param {Set<string>} paths the tracked paths
 * @returns {Set<string>}
 */
export function namedLocations(text, paths) {
  const found = new Set();
  const headingPaths = [];
  let fenced = false;
  for (const line of text.split(/\r?\n/)) {
    if (/^ {0,3}(?:`{3,}|~{3,})/.test(line)) fenced = !fenced;
    if (fenced) continue;
    const heading = /^ {0,3}(#{1,6})\s+(.*)$/.exec(line);
    const mentioned = [];
    let rest = line;
    for (const token of line.split(TOKEN_SPLIT)) {
      if (!token) continue;
      const named = pathOfToken(token, paths);
      if (!named) continue;
      mentioned.push(named);
      rest = rest.replace(token, ' ');
    }
    if (heading) {
      const level = heading[1].length;
      headingPaths.length = level;
      headingPaths[level - 1] = mentioned.map((entry) => entry.path);
      continue;
    }
    for (const entry of mentioned) if (entry.line !== null) found.add(`${entry.path}\0${entry.line}`);
    const numbers = bareNumbers(rest);
    if (!numbers.size) continue;
    const owners = mentioned.length ? mentioned.map((entry) => entry.path) : headingPaths.filter(Boolean).flat();
    for (const owner of owners) for (const number of numbers) found.add(`${owner}\0${number}`);
  }
  return found;
}

/** The key `namedLocations` uses for one place. */
export function locationKey(path, line) {
  return `${path}\0${line}`;
}
