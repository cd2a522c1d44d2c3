// The TODO and FIXME comments of a repository, found without the engine: `git grep -w` over the
// tree at HEAD, kept when the file is a source file (source-files.mjs) and the tag opens the text
// of a comment — right after `//`, `/*`, `<!--`, a ` * ` doc-comment line, or the language's own
// line comment (`#` for Python, Ruby, shell…, `--` for Lua, Haskell, SQL…), with only spaces
// between: `// TODO: retry`, `# FIXME(ana) …`. Prose that mentions the word ("the TODO
// document"), a `"TODO"` string, a `STATUS_TODO` name, or `'// TODO'` inside a string literal
// (the quotes before the opener do not pair up) is not counted; nor is the word in a file or
// compound name (`TODO.md`, `FIXME-list`: a `.` or `-` and a letter or digit right after it), which
// the engine's markers leave out too (libs/snapshot/README.md, "Open work"). Then: how many of
// them TODO.md names by file and line.
import { git } from '../bench/git.mjs';
import { locationKey, namedLocations } from './locations.mjs';

export const HASH_COMMENTS = new Set(['Python', 'Cython', 'Ruby', 'Shell', 'Perl', 'R', 'Elixir', 'Julia', 'PowerShell', 'Nim', 'Crystal', 'PHP']);
const DASH_COMMENTS = new Set(['Lua', 'Haskell', 'Elm', 'SQL']);
const C_OPENER = /(?:\/\/+!?|\/\*+!?|<!--)\s*$/;
const HASH_OPENER = /#+\s*$/;
const DASH_OPENER = /(?:--+|\{-)\s*$/;
const DOC_LINE = /^\s*\*+\s*$/;

/**
 * @typedef {{ path: string, line: number, tag: string }} Marker
 */

/** The first TODO or FIXME of a line that is a word of its own, not part of `TODO.md` or `FIXME-list`. */
export const MARKER = /\b(TODO|FIXME)\b(?![.-][\p{L}\p{N}])/u;

/** True when each kind of quote before `index` pairs up: the opener there is not inside a string. */
export function outsideStrings(text) {
  const unescaped = text.replace(/\\./g, '');
  return ['"', "'", '`'].every((quote) => unescaped.split(quote).length % 2 === 1);
}

/**
 * True when the tag opens a comment's text in the file's language.
 * @param {string} before the line up to the tag
 * @param {string} language
 */
export function inComment(before, language) {
  const openers = HASH_COMMENTS.has(language) ? [HASH_OPENER, ...(language === 'PHP' ? [C_OPENER] : [])] : DASH_COMMENTS.has(language) ? [DASH_OPENER, C_OPENER] : [C_OPENER];
  if (!HASH_COMMENTS.has(language) && DOC_LINE.test(before)) return true;
  return openers.some((opener) => {
    const match = opener.exec(before);
    return Boolean(match) && outsideStrings(before.slice(0, match.index));
  });
}

/**
 * @param {string} dir a clone at HEAD
 * @param {import('./source-files.mjs').SourceFile[]} sourceFiles
 * @returns {Promise<Marker[]>}
 */
export async function findWorkMarkers(dir, sourceFiles) {
  const language = new Map(sourceFiles.map((file) => [file.path, file.language]));
  let out = '';
  try {
    out = await git(dir, ['grep', '-z', '-n', '-I', '-w', '-E', 'TODO|FIXME', 'HEAD', '--']);
  } catch (error) {
    if (!/exit code 1:/.test(error.message)) throw error;
  }
  const markers = [];
  for (const record of out.split('\n')) {
    // HEAD:path \0 line \0 text
    const [head, lineNo, ...text] = record.split('\0');
    if (!head || lineNo === undefined) continue;
    const file = head.replace(/^HEAD:/, '');
    const fileLanguage = language.get(file);
    if (!fileLanguage) continue;
    const content = text.join('\0');
    const match = MARKER.exec(content);
    if (!match || !inComment(content.slice(0, match.index), fileLanguage)) continue;
    markers.push({ path: file, line: Number(lineNo), tag: match[1] });
  }
  return markers;
}

/**
 * How many of the markers TODO.md names.
 * @param {string} text TODO.md
 * @param {Marker[]} markers
 * @param {Set<string>} paths tracked paths
 */
export function markerCoverage(text, markers, paths) {
  const named = namedLocations(text, paths);
  const missing = markers.filter((marker) => !named.has(locationKey(marker.path, marker.line))).map((marker) => `${marker.path}:${marker.line} (${marker.tag})`);
  return { total: markers.length, found: markers.length - missing.length, missing };
}
