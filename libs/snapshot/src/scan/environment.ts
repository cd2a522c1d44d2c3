import type { EnvironmentRead } from '../model.js';
import type { ScanInput } from './index.js';
import { lex, type LexedText } from './lexer.js';

// Environment variables a file reads, by the forms each language reads them in. Only literal names
// count (`process.env.PORT`, `os.getenv("PORT")`): a name computed at run time says nothing a reader
// can look up. A read in a comment or a docstring is skipped (in the languages read here); a string
// that merely quotes such code (a test's fixture) is read as code, which is what `git grep` would say too.

const NAME = String.raw`[A-Za-z_][A-Za-z0-9_]*`;
/** A quoted literal name: the quote is group `q`, the name group `name`. */
const quoted = (quotes: string) => String.raw`(?<q>[${quotes}])(?<name>${NAME})\k<q>`;

type Form = {
  pattern: RegExp;
  /** The pattern without its global flag, to test a whole text first. */
  quick: RegExp;
  /** How the read is written, for `EnvironmentRead.via`; a function when the match decides (`os.environ` or `environ`). */
  via: string | ((match: RegExpExecArray) => string);
};

const form = (source: string, via: Form['via']): Form => ({ pattern: new RegExp(source, 'g'), quick: new RegExp(source), via });

const JS_FORMS: Form[] = [
  form(String.raw`\bprocess\.env(?:\?\.|\.)(?<name>${NAME})\b`, 'process.env'),
  form(String.raw`\bprocess\.env(?:\?\.)?\[\s*${quoted('\'"`')}\s*\]`, 'process.env'),
  form(String.raw`\bimport\.meta\.env(?:\?\.|\.)(?<name>${NAME})\b`, 'import.meta.env'),
  form(String.raw`\bimport\.meta\.env(?:\?\.)?\[\s*${quoted('\'"`')}\s*\]`, 'import.meta.env'),
  form(String.raw`\bDeno\.env\.get\(\s*${quoted('\'"`')}`, 'Deno.env.get'),
  form(String.raw`\bBun\.env(?:\?\.|\.)(?<name>${NAME})\b`, 'Bun.env'),
  form(String.raw`\bBun\.env(?:\?\.)?\[\s*${quoted('\'"`')}\s*\]`, 'Bun.env'),
];

const PYTHON_FORMS: Form[] = [
  form(String.raw`(?<via>\b(?:os\.)?environ)\s*\[\s*${quoted('\'"')}\s*\]`, (match) => match.groups!.via!),
  form(String.raw`(?<via>\b(?:os\.)?environ)\.(?:get|setdefault|pop)\(\s*${quoted('\'"')}`, (match) => match.groups!.via!),
  form(String.raw`(?<via>(?:\bos\.|(?<![\w.]))getenv)\(\s*${quoted('\'"')}`, (match) => match.groups!.via!),
];

const FORMS_BY_FAMILY: Record<string, Form[]> = {
  javascript: JS_FORMS,
  python: PYTHON_FORMS,
  go: [form(String.raw`\b(?<via>(?:os|syscall)\.(?:Getenv|LookupEnv))\(\s*"(?<name>${NAME})"`, (match) => match.groups!.via!)],
  rust: [
    form(String.raw`\b(?:std::)?(?<via>env::var(?:_os)?)\(\s*"(?<name>${NAME})"`, (match) => match.groups!.via!),
    form(String.raw`(?<![\w:])(?<via>(?:option_)?env!)\(\s*"(?<name>${NAME})"`, (match) => match.groups!.via!),
  ],
  jvm: [form(String.raw`\bSystem\.getenv\(\s*"(?<name>${NAME})"`, 'System.getenv')],
  dotnet: [form(String.raw`\bEnvironment\.GetEnvironmentVariable\(\s*"(?<name>${NAME})"`, 'Environment.GetEnvironmentVariable')],
  ruby: [
    form(String.raw`\bENV\[\s*${quoted('\'"')}\s*\]`, 'ENV'),
    form(String.raw`\bENV\.fetch[(\s]\s*${quoted('\'"')}`, 'ENV.fetch'),
  ],
  php: [
    form(String.raw`(?<![\w$>:])getenv\(\s*${quoted('\'"')}`, 'getenv'),
    form(String.raw`\$_ENV\[\s*${quoted('\'"')}\s*\]`, '$_ENV'),
    // Laravel's `env('APP_KEY', …)` helper, the way Laravel configuration reads the environment.
    form(String.raw`(?<![\w$>:])env\(\s*${quoted('\'"')}`, 'env'),
  ],
  c: [form(String.raw`(?<![\w>.])(?:std::)?(?<via>(?:secure_)?getenv)\(\s*"(?<name>${NAME})"`, (match) => match.groups!.via!)],
  elixir: [form(String.raw`\bSystem\.(?<via>get_env|fetch_env!?)\(\s*"(?<name>${NAME})"`, (match) => `System.${match.groups!.via!}`)],
  perl: [form(String.raw`\$ENV\{\s*(?<q>['"]?)(?<name>${NAME})\k<q>\s*\}`, '%ENV')],
  swift: [form(String.raw`\bProcessInfo\.processInfo\.environment\[\s*"(?<name>${NAME})"\s*\]`, 'ProcessInfo.environment')],
  dart: [form(String.raw`\bPlatform\.environment\[\s*${quoted('\'"')}\s*\]`, 'Platform.environment')],
};

const FAMILY_OF_LANGUAGE: Record<string, string> = {
  JavaScript: 'javascript',
  TypeScript: 'javascript',
  TSX: 'javascript',
  Vue: 'javascript',
  Svelte: 'javascript',
  Astro: 'javascript',
  Python: 'python',
  Go: 'go',
  Rust: 'rust',
  Java: 'jvm',
  Kotlin: 'jvm',
  Scala: 'jvm',
  Groovy: 'jvm',
  'C#': 'dotnet',
  'F#': 'dotnet',
  'Visual Basic .NET': 'dotnet',
  Ruby: 'ruby',
  PHP: 'php',
  C: 'c',
  'C++': 'c',
  'Objective-C': 'c',
  'Objective-C++': 'c',
  Elixir: 'elixir',
  Perl: 'perl',
  Swift: 'swift',
  Dart: 'dart',
};

// Object's own members reached through `process.env.x` are not variables.
const NOT_VARIABLES = new Set(['hasOwnProperty', 'toString', 'valueOf', 'constructor', 'propertyIsEnumerable', 'isPrototypeOf', 'toLocaleString']);

// Documentation shows reads in code samples of any language (`os.environ.get("SECRET_KEY")` in a
// guide): every language's forms are tried there. Any other file is read with its own language's
// forms and with the forms no other code can be mistaken for (`process.env.X`, `os.Getenv("X")`,
// `System.getenv("X")`…), as `git grep` would find them: a script embedded in a string, a YAML
// file's inline command. One read per name and line is kept.
const DOCUMENTATION_LANGUAGES = new Set(['Markdown', 'MDX', 'reStructuredText', 'AsciiDoc', 'RDoc', 'Org', 'Text']);
const ALL_FORMS = Object.values(FORMS_BY_FAMILY).flat();
const DISTINCTIVE = /^(?:process\.env|import\.meta\.env|Deno\.env\.get|Bun\.env|System\.getenv|Environment\.GetEnvironmentVariable|ENV|ENV\.fetch|\$_ENV)$/;
const DISTINCTIVE_FORMS: Form[] = [
  ...ALL_FORMS.filter((entry) => typeof entry.via === 'string' && DISTINCTIVE.test(entry.via)),
  ...PYTHON_FORMS.slice(0, 2).map((entry) => form(entry.pattern.source.replace('(?:os\\.)?', 'os\\.'), entry.via)),
  form(String.raw`\bos\.(?<via>getenv)\(\s*${quoted('\'"')}`, () => 'os.getenv'),
  FORMS_BY_FAMILY.go![0]!,
  FORMS_BY_FAMILY.rust![0]!,
  // C's, PHP's and Python's bare `getenv("X")`: a function of that name reads the environment whatever the language.
  form(String.raw`(?<![\w$>.:])(?:std::)?(?<via>(?:secure_)?getenv)\(\s*${quoted('\'"')}`, (match) => match.groups!.via!),
];

// Every form names the environment with the letters "env" (`getenv`, `environ`, `ENV[`, `env::var`,
// `GetEnvironmentVariable`…), so a line without them cannot match any: trying a dozen patterns on
// every line of every file was most of the environment scan's time. Should a form ever lack the
// letters, the shortcut switches itself off rather than miss its reads.
const ENV_WORD = /env/i;
const PREFILTER_HOLDS = [...ALL_FORMS, ...DISTINCTIVE_FORMS].every((entry) => ENV_WORD.test(entry.pattern.source));

function formsFor(family: string | undefined, documentation: boolean): Form[] {
  if (documentation) return ALL_FORMS;
  return family === undefined ? DISTINCTIVE_FORMS : [...FORMS_BY_FAMILY[family]!, ...DISTINCTIVE_FORMS];
}

/**
 * Every literal environment variable name the file reads, sorted by line, then name, once per line.
 * In documentation (Markdown, reStructuredText, AsciiDoc, plain text) the names its code samples and
 * prose read in any language's form.
 */
export function findEnvironmentReads(input: ScanInput, lexed?: LexedText): EnvironmentRead[] {
  const documentation = DOCUMENTATION_LANGUAGES.has(input.language ?? '');
  const family = FAMILY_OF_LANGUAGE[input.language ?? ''];
  // A form that matches nowhere in the text matches on no line of it.
  const forms = formsFor(family, documentation).filter(({ quick }) => quick.test(input.text));
  const text = lexed ?? lex(input.text, input.language);
  const found = new Map<string, EnvironmentRead>();
  // Comments are looked past in the languages whose forms are read, not in documentation or other files.
  const inComment = (offset: number) => family !== undefined && text.commentAt(offset);
  const add = (read: EnvironmentRead, offset: number) => {
    const key = `${read.line}\u0000${read.name}`;
    if (!NOT_VARIABLES.has(read.name) && !found.has(key) && !inComment(offset)) found.set(key, read);
  };
  text.lines.forEach((line, index) => {
    if (PREFILTER_HOLDS && !ENV_WORD.test(line)) return;
    for (const { pattern, via } of forms) {
      for (const match of line.matchAll(pattern)) add({ name: match.groups!.name!, line: index + 1, via: typeof via === 'string' ? via : via(match) }, text.offsetOf(index + 1, match.index));
    }
  });
  if (family === 'javascript' || documentation) {
    for (const { read, offset } of destructuredReads(input.text, text)) add(read, offset);
    for (const { read, offset } of importedEnvReads(input.text, text)) add(read, offset);
  }
  return [...found.values()].sort((a, b) => a.line - b.line || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0) || (a.via < b.via ? -1 : 1));
}

const DESTRUCTURING = /\{([^{}]*)\}\s*=\s*(process\.env|import\.meta\.env|Bun\.env)\b/g;

/** `const { PORT, HOST: host, DEBUG = '0', ...rest } = process.env`, over several lines too. */
function destructuredReads(text: string, lines: LexedText): { read: EnvironmentRead; offset: number }[] {
  const reads: { read: EnvironmentRead; offset: number }[] = [];
  for (const match of text.matchAll(DESTRUCTURING)) {
    let offset = match.index + 1;
    for (const member of match[1]!.split(',')) {
      const key = /^\s*(?:(?<name>[A-Za-z_][A-Za-z0-9_]*)|(?<q>['"])(?<quotedName>[A-Za-z_][A-Za-z0-9_]*)\k<q>)\s*(?:[:=]|$)/.exec(member);
      const name = key?.groups?.name ?? key?.groups?.quotedName;
      if (name) {
        const at = offset + member.indexOf(name);
        reads.push({ read: { name, line: lines.lineOf(at), via: match[2]! }, offset: at });
      }
      offset += member.length + 1;
    }
  }
  return reads;
}

/** `import { env } from 'node:process'` (or `process`) and then `env.PORT`. */
function importedEnvReads(source: string, text: LexedText): { read: EnvironmentRead; offset: number }[] {
  if (!/import\s*\{[^}]*\benv\b[^}]*\}\s*from\s*['"](?:node:)?process['"]/.test(source)) return [];
  const reads: { read: EnvironmentRead; offset: number }[] = [];
  text.lines.forEach((line, index) => {
    for (const match of line.matchAll(/(?<![\w.$])env(?:\?\.|\.)([A-Za-z_][A-Za-z0-9_]*)\b/g)) {
      reads.push({ read: { name: match[1]!, line: index + 1, via: 'process.env' }, offset: text.offsetOf(index + 1, match.index) });
    }
  });
  return reads;
}
