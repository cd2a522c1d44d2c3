// Environment variables, found without the engine: the names an example file declares
// (`.env.example`, `.env.sample`, `.env.template`: `NAME=` lines, `export NAME=` too) and the
// names the code reads by a literal (`git grep -E` per language: `process.env.X`,
// `os.environ['X']`, `os.getenv('X')`, `os.Getenv("X")`, `env::var("X")`, `System.getenv("X")`,
// `ENV['X']`, `getenv("X")`), in source files only (source-files.mjs). ONBOARDING.md names a
// variable when one of its code spans holds the name as a whole word (`PORT`, `PORT=3000`,
// `process.env.PORT`).
// Not a read: a match inside a comment (after `//` or `/*`, on a ` * ` doc-comment line, or after
// `#` in a language whose comments start so), a method reached through the environment object
// (`process.env.hasOwnProperty(…)`: a variable's value is a string, never called), and PHP's
// `$obj->getenv('X')` (a method of an object, not the builtin — as `obj.getenv` is left out).
import { git } from '../bench/git.mjs';
import { parseMarkdown } from './markdown.mjs';
import { HASH_COMMENTS, outsideStrings } from './work-markers.mjs';

const NAME = '[A-Za-z_][A-Za-z0-9_]*';
const Q = `["']`;

/** Reads by a literal name, as extended regular expressions for `git grep -E`. */
const READ_PATTERNS = [
  `process\\.env\\.${NAME}`,
  `process\\.env\\[${Q}${NAME}${Q}\\]`,
  `import\\.meta\\.env\\.${NAME}`,
  `Deno\\.env\\.get\\(${Q}${NAME}${Q}`,
  `os\\.environ\\[${Q}${NAME}${Q}\\]`,
  `os\\.environ\\.get\\(${Q}${NAME}${Q}`,
  `os\\.getenv\\(${Q}${NAME}${Q}`,
  `os\\.(Getenv|LookupEnv)\\("${NAME}"`,
  `env::var(_os)?\\("${NAME}"`,
  `System\\.getenv\\("${NAME}"`,
  `ENV\\[${Q}${NAME}${Q}\\]`,
  `ENV\\.fetch\\(${Q}${NAME}${Q}`,
  `(^|[^._A-Za-z0-9])getenv\\(${Q}${NAME}${Q}`,
];
const NAME_IN_MATCH = /(?:process\.env\.|import\.meta\.env\.)([A-Za-z_]\w*)|["']([A-Za-z_]\w*)["']/;
const EXAMPLE_FILE = /(?:^|\/)\.env\.(?:example|sample|template)$/;

/**
 * @typedef {{ name: string, where: string[], testsOnly: boolean }} CodeRead
 */

/**
 * Variables of the example files, with the file that declares each.
 * @param {import('./repo-facts.mjs').RepoFacts} facts
 * @returns {{ files: string[], names: Map<string, string> }}
 */
export function exampleVariables(facts) {
  const files = [...facts.paths].filter((file) => EXAMPLE_FILE.test(file)).sort();
  const names = new Map();
  for (const file of files) {
    for (const line of facts.read(file).split(/\r?\n/)) {
      const match = /^\s*(?:export\s+)?([A-Za-z_][A-Za-z0-9_]*)\s*=/.exec(line);
      if (match && !names.has(match[1])) names.set(match[1], file);
    }
  }
  return { files, names };
}

/**
 * Variables the source files read by a literal name.
 * @param {string} dir
 * @param {import('./source-files.mjs').SourceFile[]} sourceFiles
 * @returns {Promise<CodeRead[]>}
 */
export async function codeReads(dir, sourceFiles) {
  const byPath = new Map(sourceFiles.map((file) => [file.path, file]));
  let out = '';
  try {
    out = await git(dir, ['grep', '-z', '-I', '-E', ...READ_PATTERNS.flatMap((pattern) => ['-e', pattern]), 'HEAD', '--']);
  } catch (error) {
    if (!/exit code 1:/.test(error.message)) throw error;
  }
  const reads = new Map();
  for (const record of out.split('\n')) {
    const [head, ...rest] = record.split('\0');
    if (!rest.length) continue;
    const file = byPath.get(head.replace(/^HEAD:/, ''));
    if (!file) continue;
    for (const variable of readsInLine(rest.join('\0'), file.language)) addRead(reads, variable, file);
  }
  return [...reads.values()].sort((a, b) => (a.name < b.name ? -1 : 1));
}

const READ_REGEXPS = READ_PATTERNS.map((pattern) => new RegExp(pattern, 'g'));

/**
 * The variables one line reads, comments and method calls left out.
 * @param {string} line
 * @param {string} language the file's language (source-files.mjs)
 * @returns {string[]}
 */
export function readsInLine(line, language) {
  const names = [];
  for (const regexp of READ_REGEXPS) {
    regexp.lastIndex = 0;
    for (const match of line.matchAll(regexp)) {
      const at = match.index + Math.max(0, match[0].search(/[A-Za-z_]/));
      const before = line.slice(0, at);
      const after = line.slice(match.index + match[0].length);
      if (inComment(before, language) || /->\s*$/.test(before)) continue;
      if (/^(?:process|import\.meta)\.env\./.test(match[0]) && /^\s*\(/.test(after)) continue;
      const name = NAME_IN_MATCH.exec(match[0]);
      if (name) names.push(name[1] ?? name[2]);
    }
  }
  return names;
}

/** True when `before` (the line up to a match) has opened a comment outside string literals. */
function inComment(before, language) {
  if (/^\s*\*(?:\s|$)/.test(before)) return true;
  const openers = HASH_COMMENTS.has(language) ? [/(?:^|\s)#/g, ...(language === 'PHP' ? [/\/\/|\/\*/g] : [])] : [/\/\/|\/\*/g];
  for (const opener of openers) {
    for (const match of before.matchAll(opener)) {
      if (!outsideStrings(before.slice(0, match.index))) continue;
      if (match[0] === '/*' && before.slice(match.index).includes('*/')) continue;
      return true;
    }
  }
  return false;
}

function addRead(reads, variable, file) {
  const entry = reads.get(variable) ?? { name: variable, where: [], testsOnly: true };
  if (!entry.where.includes(file.path)) entry.where.push(file.path);
  if (!file.nonPublic) entry.testsOnly = false;
  reads.set(variable, entry);
}

/** The names ONBOARDING.md gives in code spans (each whole word of each span). */
export function spanWords(text) {
  const words = new Set();
  for (const span of parseMarkdown(text).spans) for (const word of span.text.match(/[A-Za-z_][A-Za-z0-9_]*/g) ?? []) words.add(word);
  return words;
}

/**
 * Both coverages of ONBOARDING.md.
 * @param {string} text
 * @param {{ names: Map<string, string> }} example
 * @param {CodeRead[]} reads
 */
export function environmentCoverage(text, example, reads) {
  const words = spanWords(text);
  const exampleMissing = [...example.names].filter(([name]) => !words.has(name)).map(([name, file]) => `${name} (${file})`);
  const readMissing = reads.filter((read) => !words.has(read.name)).map((read) => `${read.name} (${read.where[0]}${read.where.length > 1 ? ` +${read.where.length - 1}` : ''}${read.testsOnly ? ', tests or examples only' : ''})`);
  return {
    example: { total: example.names.size, found: example.names.size - exampleMissing.length, missing: exampleMissing },
    code: { total: reads.length, found: reads.length - readMissing.length, missing: readMissing },
  };
}
