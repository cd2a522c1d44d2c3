import type { CodeIdiom, IdiomKind } from '../model.js';
import type { ScanInput } from './index.js';
import { lex, type LexedText } from './lexer.js';

/**
 * Idioms a reader asks about on the first day, found by name in code: how the code goes fast
 * (caches, pools, memory maps, parallelism, byte search, buffering, compression, lazy values, frame
 * rates), what matters for security (processes started, the process exited, `unsafe`, forwarded
 * headers, file serving, sanitizing, depth limits, HMACs and digests, CSRF) and how its debug output
 * is switched on (`util.debuglog`, the `debug` package, command-line flags such as `--debug`,
 * `--verbose` or `--log-level` declared with clap, cobra/pflag, Go's flag, argparse, click, typer,
 * commander or picocli). Each is a line pattern read in code (not in
 * a comment; in a string only where the rule says so), reported once per kind and word per file with
 * the declaration it sits in.
 */
type IdiomRule = {
  kind: IdiomKind;
  /** The word is the `word` group when there is one, else the whole match. */
  pattern: RegExp;
  /** Also match inside string literals (a header name, a section name). */
  inStrings?: boolean;
  /** Languages it applies to (Linguist names); all when absent. */
  languages?: readonly string[];
  /** Applies only to a file whose text matches this (a parser's attribute, an import). */
  fileHas?: RegExp;
  /** The word reported, from the match's groups (a flag as a user types it); the `word` group as written when absent. */
  word?: (groups: Record<string, string | undefined>) => string;
};

const JS = ['JavaScript', 'TypeScript', 'TSX', 'JSX'];

// Flag names that turn output on: `debug`, `trace`, `verbose`, `verbosity`, `log-level`, `log_file`, `loglevel`.
const FLAG = String.raw`(?:debug|trace|verbose|verbosity|logging|log|loglevel)(?:[-_][\w-]*\w)?`;
const longFlag = (groups: Record<string, string | undefined>) => `--${groups.name!.replace(/_/g, '-')}`;
/** A command-line flag that turns debug, trace, verbose or log output on, as a user types it (`--debug`, `-v`). */
const FLAG_RULES: readonly IdiomRule[] = [
  // argparse `add_argument('-d', '--debug')`, click `@click.option('--verbose', '-v')`, typer `Option(False, '--trace')`,
  // commander `.option('-d, --debug')` and `.option('--log-level <level>')`, picocli `names = {"-v", "--verbose"}`.
  { kind: 'debug-flag', pattern: new RegExp(String.raw`(?:\badd_argument|\.option|\bOption|\bnames\s*=\s*\{?)\(?\s*(?:[\w.]+\s*,\s*)?(?:['"]-\w['"]\s*,\s*)?['"](?:-\w,?\s+)?(?<word>--${FLAG})(?![\w-])`), inStrings: true, languages: ['Python', ...JS, 'Java', 'Kotlin'] },
  // cobra/pflag `cmd.Flags().BoolVarP(&debug, "debug", "d", …)`, `pflag.String("log-level", …)`: typed with two dashes.
  { kind: 'debug-flag', pattern: new RegExp(String.raw`(?:Flags\(\)|\bpflag)\.(?:Bool|String|Int|Count|Uint)\w*\(\s*(?:&[\w.]+\s*,\s*)?"(?<name>${FLAG}|v)"`), inStrings: true, languages: ['Go'], word: longFlag },
  // Go's own flag package: `flag.Bool("v", …)`, `flag.BoolVar(&debug, "debug", …)`, typed with one dash.
  { kind: 'debug-flag', pattern: new RegExp(String.raw`\bflag\.(?:Bool|String|Int|Uint)\w*\(\s*(?:&[\w.]+\s*,\s*)?"(?<name>${FLAG}|v)"`), inStrings: true, languages: ['Go'], word: (groups) => `-${groups.name}` },
  // clap's builder `Arg::new("debug").long("debug")`.
  { kind: 'debug-flag', pattern: new RegExp(String.raw`\.long\(\s*"(?<name>${FLAG})"\s*\)`), inStrings: true, languages: ['Rust'], word: longFlag },
  // clap, structopt or argh derive: a field named like a switch in a file with their attributes (`#[arg(short, long)] verbose: u8`).
  { kind: 'debug-flag', pattern: new RegExp(String.raw`(?<=^\s*(?:pub(?:\([\w:]+\))?\s+)?)(?<name>debug|trace|verbose|verbosity|log_level|loglevel|log)\s*:\s*(?:bool|u8|u16|u32|usize|i8|i32|String|Option<[\w:<>]+>|[\w:]*(?:Level|LevelFilter|Verbosity)[\w:<>]*)\s*,?\s*$`, 'm'), languages: ['Rust'], fileHas: /#\[(?:arg|clap|structopt|argh|command)\(/, word: longFlag },
];

export const IDIOM_RULES: readonly IdiomRule[] = [
  { kind: 'cache', pattern: /\b[A-Za-z_$]*(?:[Cc]ache|CACHE|[Mm]emoi[sz]\w*|[Mm]emo\b)[\w$]*/ },
  { kind: 'pool', pattern: /\b[A-Za-z_]*Pool\b[\w]*|\bsync\.Pool\b/ },
  { kind: 'memory-map', pattern: /\b(?:Mmap\w*|mmap\w*|memmap2?|MappedByteBuffer)\b/ },
  { kind: 'parallelism', pattern: /\b(?:rayon|par_iter|into_par_iter|par_bridge|thread::spawn|thread::scope|crossbeam\w*|worker_threads|ThreadPoolExecutor|ProcessPoolExecutor|multiprocessing|ExecutorService|ForkJoinPool|parallelStream|WaitGroup|errgroup)\b/ },
  { kind: 'byte-search', pattern: /\b(?:memchr\w*|memrchr\w*|memmem|simd\w*|SIMD\w*|SWAR|AhoCorasick|aho_corasick)\b/ },
  { kind: 'buffering', pattern: /\b(?:BufReader|BufWriter|bufio\.\w+|BufferedReader|BufferedWriter|BufferedInputStream|BufferedOutputStream|StringBuilder|bytes\.Buffer|strings\.Builder)\b/ },
  { kind: 'compression', pattern: /\b(?:zlib|gzip|brotli|zstd|lz4|deflate|inflate|compress|decompress)\b/ },
  { kind: 'lazy', pattern: /\b(?:lazy_static|once_cell|OnceLock|OnceCell|LazyLock|LazyCell|sync\.Once|lru_cache|cached_property|functools\.cache)\b/ },
  { kind: 'frame-rate', pattern: /\b\w*(?:[Ff]ps|FPS|[Ff]rame[Rr]ate|[Tt]hrottle|[Dd]ebounce)\w*\b/ },
  { kind: 'process', pattern: /\b(?:exec\.Command(?:Context)?|exec\.Cmd|os\/exec|child_process|execFileSync|execFile|execSync|spawnSync|subprocess\.\w+|os\.system|os\.popen|Command::new|process::Command|ProcessBuilder|Runtime\.getRuntime\(\)\.exec)\b/, inStrings: true },
  { kind: 'exit', pattern: /\b(?:os\.Exit|process\.exit|sys\.exit|std::process::exit|process::exit|System\.exit)\b/ },
  { kind: 'unsafe', pattern: /\bunsafe\s*(?:\{|fn\b|impl\b)|\b\w*[a-z_]unsafe\w*|\b[Uu]nsafe\w+/ },
  { kind: 'forwarded-headers', pattern: /X-Forwarded-(?:For|Host|Proto)|X-Real-IP|\btrust[_ ]?[Pp]roxy\b|\bproxy[_-]?headers\b/i, inStrings: true },
  { kind: 'file-serving', pattern: /\b(?:sendFile|sendfile|send_file|serveFile|ServeFile|FileServer|serveStatic|serve_static|static_folder)\b/ },
  { kind: 'sanitizing', pattern: /\b\w*(?:[Ss]anitiz|[Ss]afelist|[Ee]scapeHtml|escape_html|html\.escape|bleach\.clean)\w*/ },
  { kind: 'depth-limit', pattern: /\b\w*(?:recursion_limit|RecursionLimit|recursionLimit|remaining_depth|max_depth|maxDepth|MAX_DEPTH|depth_limit|DepthLimit)\w*/ },
  { kind: 'crypto', pattern: /\b(?:hmac|HMAC|createHmac|compare_digest|timingSafeEqual|constant_time_compare|ConstantTimeCompare|MessageDigest|hashlib\.\w+)\b/ },
  { kind: 'csrf', pattern: /\b\w*(?:csrf|CSRF|Csrf|xsrf|XSRF)\w*/ },
  { kind: 'node-debuglog', pattern: /\bdebuglog\(\s*['"`](?<word>[^'"`]+)['"`]/, inStrings: true, languages: JS },
  { kind: 'debug-namespace', pattern: /require\(\s*['"]debug['"]\s*\)\(\s*['"`](?<word>[^'"`]+)/, inStrings: true, languages: JS },
  ...FLAG_RULES,
];

/** Each rule's pattern as a global one, made once: the scan runs on every line of every file. */
const GLOBAL = new Map(IDIOM_RULES.map((rule) => [rule, new RegExp(rule.pattern.source, `${rule.pattern.flags}g`)]));

/** The most idioms one file reports. */
export const IDIOMS_PER_FILE = 60;

/** The innermost declaration around a line, by qualified name. */
function enclosing(symbols: ScanInput['symbols'], line: number): string | null {
  let best: { name: string; span: number } | null = null;
  for (const symbol of symbols ?? []) {
    if (symbol.line <= line && line <= symbol.endLine && (best === null || symbol.endLine - symbol.line < best.span)) best = { name: symbol.qualifiedName, span: symbol.endLine - symbol.line };
  }
  return best?.name ?? null;
}

/** The idioms of one file's code, by line, then kind. */
export function findIdioms(input: ScanInput, lexed?: LexedText): CodeIdiom[] {
  if (input.language === null) return [];
  const rules = IDIOM_RULES.filter((rule) => (rule.languages === undefined || rule.languages.includes(input.language as string)) && rule.pattern.test(input.text) && (rule.fileHas === undefined || rule.fileHas.test(input.text)));
  if (rules.length === 0) return [];
  const text = lexed ?? lex(input.text, input.language);
  const seen = new Set<string>();
  const found: CodeIdiom[] = [];
  text.lines.forEach((source, index) => {
    for (const rule of rules) {
      if (!rule.pattern.test(source)) continue;
      for (const match of source.matchAll(GLOBAL.get(rule) as RegExp)) {
        const lexeme = text.at(index + 1, match.index);
        if (lexeme === 'comment' || lexeme === 'doc' || (lexeme === 'string' && !rule.inStrings)) continue;
        const word = rule.word ? rule.word(match.groups ?? {}) : (match.groups?.word ?? match[0]).trim();
        const key = `${rule.kind}\u0000${word}`;
        if (seen.has(key) || found.length >= IDIOMS_PER_FILE) continue;
        seen.add(key);
        found.push({ kind: rule.kind, word, line: index + 1, symbol: enclosing(input.symbols, index + 1) });
      }
    }
  });
  return found.sort((a, b) => a.line - b.line || (a.kind < b.kind ? -1 : a.kind > b.kind ? 1 : 0));
}
