import type { RiskySink } from '../model.js';

// Risky sinks, per language, as line patterns. Each is a heuristic tuned for precision: it fires
// only where a call is plainly fed by strings built at run time (a template with `${…}`, an
// f-string, concatenation, `fmt.Sprintf`, interpolation) or where a setting plainly turns a
// protection off. The callee is the named group `call`, as written.

/** One heuristic: a pattern tested on every code line of a file of its languages. */
export type SinkRule = {
  kind: RiskySink['kind'];
  /** Tested on each code line; the named group `call` is the callee as written. */
  pattern: RegExp;
  /** The line must also match this (`shell=True` next to `subprocess.run`). */
  lineHas?: RegExp;
  /** The line must not match this (`SafeLoader` next to `yaml.load`). */
  lineLacks?: RegExp;
  /** The file must match this (imports `child_process`). */
  fileHas?: RegExp;
  /**
   * Where the match must start: `code` (default), outside string literals; `literal`, at the opening
   * quote of a string literal, for a name passed as a string (`createHash('md5')`).
   */
  at?: 'code' | 'literal';
  /** The call as reported, when the match is a setting rather than a callee (`shell: true`). */
  call?: string;
};

const SQL = String.raw`(?:SELECT|INSERT|UPDATE|DELETE|REPLACE|WITH|CREATE|DROP|ALTER|TRUNCATE|MERGE)\b`;
const NOT_A_LONE_LITERAL = String.raw`(?!\s*(?:'[^']*'|"[^"]*"|\x60[^\x60$]*\x60)\s*\))`;
const SHELL = String.raw`"(?:/bin/|/usr/bin/)?(?:ba|z|da)?sh"`;

const PW_WORDS = /passw(?:or)?d|passwd/i;

/** `md5`/`sha1` on a line about passwords, in any language: called (`hashlib.md5(`), or named in a string of its own (`createHash('md5')`). */
const WEAK_HASHES: SinkRule[] = [
  { kind: 'weak-hash', pattern: /\b(?<call>md5|sha-?1)\b/i, lineHas: PW_WORDS },
  { kind: 'weak-hash', pattern: /(?<q>['"])(?<call>md5|sha-?1)\k<q>/i, lineHas: PW_WORDS, at: 'literal' },
];

const NODE_TLS: SinkRule = { kind: 'tls-off', pattern: /\b(?<call>NODE_TLS_REJECT_UNAUTHORIZED)['"]?\s*[=:]\s*['"]?0\b/ };

const JAVASCRIPT: SinkRule[] = [
  { kind: 'eval', pattern: new RegExp(String.raw`(?<![\w$.])(?<call>eval)\s*\(${NOT_A_LONE_LITERAL}`) },
  { kind: 'eval', pattern: /\b(?<call>new\s+Function)\s*\(/, call: 'new Function' },
  {
    kind: 'shell',
    pattern: /(?<call>(?:[\w$]+\.)?(?:exec|execSync))\s*\(\s*(?:`[^`]*\$\{|(?<q>['"])(?:(?!\k<q>).)*\k<q>\s*\+|[\w$.]+\s*\+\s*['"`])/,
    fileHas: /child_process/,
  },
  { kind: 'shell', pattern: /\b(?<call>shell\s*:\s*true)\b/, fileHas: /child_process/, call: 'shell: true' },
  { kind: 'sql', pattern: new RegExp(String.raw`(?<call>(?:[\w$]+\.)*(?:query|execute|raw|unsafe|\$queryRawUnsafe|\$executeRawUnsafe))\s*\(\s*(?:\x60\s*${SQL}[^\x60]*\$\{|(?<q>['"])\s*${SQL}(?:(?!\k<q>).)*\k<q>\s*\+)`, 'i') },
  { kind: 'tls-off', pattern: /\b(?<call>rejectUnauthorized\s*:\s*false)\b/, call: 'rejectUnauthorized: false' },
  NODE_TLS,
  ...WEAK_HASHES,
];

const PYTHON: SinkRule[] = [
  { kind: 'eval', pattern: new RegExp(String.raw`(?<![\w.])(?<call>eval|exec)\s*\(${NOT_A_LONE_LITERAL}`) },
  { kind: 'shell', pattern: /\b(?<call>subprocess\.(?:run|call|Popen|check_output|check_call))\s*\(/, lineHas: /\bshell\s*=\s*True\b/ },
  { kind: 'shell', pattern: new RegExp(String.raw`\b(?<call>os\.(?:system|popen))\s*\(${NOT_A_LONE_LITERAL}`) },
  {
    kind: 'sql',
    pattern: new RegExp(String.raw`(?<call>(?:\w+\.)*(?:execute|executemany|executescript|raw|extra|query))\s*\(\s*(?:[fF](?<f>['"])\s*${SQL}(?:(?!\k<f>).)*\{|(?<q>['"])\s*${SQL}(?:(?!\k<q>).)*\k<q>\s*(?:%|\+|\.format\s*\())`, 'i'),
  },
  { kind: 'deserialization', pattern: /\b(?<call>yaml\.load)\s*\(/, lineLacks: /SafeLoader|BaseLoader/ },
  { kind: 'deserialization', pattern: /\b(?<call>yaml\.unsafe_load|(?:c?[pP]ickle|marshal|dill)\.loads?)\s*\(/ },
  { kind: 'tls-off', pattern: /\b(?<call>verify\s*=\s*False)\b/, call: 'verify=False' },
  { kind: 'tls-off', pattern: /\b(?<call>ssl\._create_unverified_context)\b/ },
  NODE_TLS,
  ...WEAK_HASHES,
];

const GO: SinkRule[] = [
  { kind: 'shell', pattern: new RegExp(String.raw`\b(?<call>exec\.Command(?:Context)?)\s*\(\s*(?:\w+\s*,\s*)?${SHELL}\s*,\s*"-c"\s*,\s*(?:fmt\.Sprintf\s*\(|[^)]*\+)`) },
  {
    kind: 'sql',
    pattern: new RegExp(String.raw`(?<call>(?:\w+\.)+(?:Query|QueryRow|Exec|QueryContext|QueryRowContext|ExecContext|Raw|Select|Get))\s*\(\s*(?:ctx\s*,\s*)?(?:fmt\.Sprintf\s*\(\s*["\x60]\s*${SQL}|(?<q>["\x60])\s*${SQL}(?:(?!\k<q>).)*\k<q>\s*\+)`, 'i'),
  },
  { kind: 'tls-off', pattern: /\b(?<call>InsecureSkipVerify\s*:\s*true)\b/, call: 'InsecureSkipVerify: true' },
  ...WEAK_HASHES,
];

const RUBY: SinkRule[] = [
  { kind: 'eval', pattern: new RegExp(String.raw`(?<![\w.])(?<call>eval|instance_eval|class_eval)\s*\(${NOT_A_LONE_LITERAL}`) },
  { kind: 'shell', pattern: /(?<call>`)[^`]*#\{/, call: 'backticks' },
  { kind: 'shell', pattern: /(?<![\w.])(?<call>system|exec|spawn|IO\.popen|Open3\.\w+)\s*\(?\s*"[^"]*#\{/ },
  { kind: 'sql', pattern: /(?<call>(?:\w+\.)*(?:where|find_by_sql|execute|exec_query|select_all|select_value))\s*\(?\s*"[^"]*#\{/ },
  { kind: 'deserialization', pattern: /\b(?<call>Marshal\.load|YAML\.unsafe_load|Psych\.unsafe_load)\b/ },
  { kind: 'tls-off', pattern: /\b(?<call>OpenSSL::SSL::VERIFY_NONE)\b/ },
  ...WEAK_HASHES,
];

const PHP: SinkRule[] = [
  { kind: 'eval', pattern: /(?<![\w>$:])(?<call>eval)\s*\(/ },
  { kind: 'deserialization', pattern: /(?<![\w>$:])(?<call>unserialize)\s*\(/ },
  { kind: 'shell', pattern: /(?<![\w>$:])(?<call>shell_exec|system|passthru|exec|popen|proc_open)\s*\(\s*(?:"[^"]*\$|(?<q>['"])(?:(?!\k<q>).)*\k<q>\s*\.|\$)/ },
  {
    kind: 'sql',
    pattern: new RegExp(String.raw`(?<call>(?:\$\w+->|\w+::)?(?:query|exec|prepare|mysqli_query|mysql_query|pg_query))\s*\(\s*(?:\$\w+\s*,\s*)?(?:"\s*${SQL}[^"]*\$[\w{]|(?<q>['"])\s*${SQL}(?:(?!\k<q>).)*\k<q>\s*\.)`, 'i'),
  },
  { kind: 'tls-off', pattern: /\b(?<call>CURLOPT_SSL_VERIFYPEER)\s*,\s*(?:false|0)\b/ },
  ...WEAK_HASHES,
];

const JAVA: SinkRule[] = [
  { kind: 'deserialization', pattern: /\bnew\s+(?<call>ObjectInputStream)\s*\(/ },
  {
    kind: 'sql',
    pattern: new RegExp(String.raw`(?<call>(?:\w+\.)*(?:executeQuery|executeUpdate|execute|prepareStatement|createQuery|createNativeQuery|addBatch|queryForObject|queryForList|query|update))\s*\(\s*"\s*${SQL}[^"]*"\s*\+`, 'i'),
  },
  { kind: 'shell', pattern: /(?<call>Runtime\.getRuntime\(\)\.exec)\s*\(\s*(?:"[^"]*"\s*\+|[\w.]+\s*\+)/ },
  ...WEAK_HASHES,
];

const CSHARP: SinkRule[] = [
  { kind: 'sql', pattern: new RegExp(String.raw`\bnew\s+(?<call>SqlCommand)\s*\(\s*(?:"\s*${SQL}[^"]*"\s*\+|\$"\s*${SQL}[^"]*\{)`, 'i') },
  { kind: 'deserialization', pattern: /\bnew\s+(?<call>BinaryFormatter)\s*\(/ },
  { kind: 'tls-off', pattern: /\b(?<call>ServerCertificateValidationCallback)\s*=.*=>\s*true\b/ },
  ...WEAK_HASHES,
];

const RUST: SinkRule[] = [
  { kind: 'shell', pattern: new RegExp(String.raw`\b(?<call>Command::new)\s*\(\s*${SHELL}`) },
  { kind: 'sql', pattern: new RegExp(String.raw`(?<call>(?:\w+::)*(?:query|query_as|query_scalar|execute))\s*\(\s*&?format!\s*\(\s*"\s*${SQL}`, 'i') },
  { kind: 'tls-off', pattern: /\b(?<call>danger_accept_invalid_(?:certs|hostnames))\s*\(\s*true\s*\)/ },
  ...WEAK_HASHES,
];

/** The heuristics per Linguist language; languages not listed are not scanned for sinks. */
export const SINK_RULES: Record<string, readonly SinkRule[]> = {
  JavaScript: JAVASCRIPT,
  TypeScript: JAVASCRIPT,
  TSX: JAVASCRIPT,
  Python: PYTHON,
  Go: GO,
  Ruby: RUBY,
  PHP: PHP,
  Java: JAVA,
  Kotlin: JAVA,
  'C#': CSHARP,
  Rust: RUST,
  Shell: [NODE_TLS],
  YAML: [NODE_TLS],
  Dockerfile: [NODE_TLS],
};
