import type { Argument, StringLiteral } from './arguments.js';

// What a logging call's arguments say: whether its message is built from strings (concatenation,
// interpolation, a formatting call) rather than given as fields or a format string with arguments,
// and which argument names look like secrets.

/** Languages whose string literals interpolate, and how. */
export type Interpolation = 'js' | 'python' | 'ruby' | 'kotlin' | 'scala' | 'csharp' | 'php' | 'swift' | 'rust' | 'none';

const FORMATTING_CALL = /\b(?:fmt\.Sprintf|fmt\.Sprint|fmt\.Sprintln|String\.format|string\.Format|String\.Format|util\.format|format!|sprintf|str\.format|MessageFormat\.format|formatted)\s*\(/;

function interpolates(literal: StringLiteral, style: Interpolation): boolean {
  const { prefix, quote, body } = literal;
  switch (style) {
    case 'js':
      return quote === '`' && body.includes('${');
    case 'python':
      return /f/i.test(prefix) && /\{[^{}]+\}/.test(body.replace(/\{\{|\}\}/g, ''));
    case 'ruby':
      return quote === '"' && body.includes('#{');
    case 'kotlin':
      return quote.startsWith('"') && /\$\{|\$[A-Za-z_]/.test(body);
    case 'scala':
      return /[sf]$/.test(prefix) && /\$\{|\$[A-Za-z_]/.test(body);
    case 'csharp':
      return prefix.includes('$') && /\{[^{}]+\}/.test(body.replace(/\{\{|\}\}/g, ''));
    case 'php':
      return quote === '"' && /\$[A-Za-z_{]|\{\$/.test(body);
    case 'swift':
      return body.includes('\\(');
    case 'rust':
    case 'none':
      return false;
  }
}

/**
 * A message built by concatenation (`"a" + b`, PHP's `"a" . $b`), interpolation (template
 * literals, f-strings, `#{}`, `$"…"`), Python's `%` or `.format()` on a literal, or a formatting
 * call (`fmt.Sprintf`, `String.format`, `format!`).
 */
export function isStringBuilt(argument: Argument, style: Interpolation): boolean {
  if (argument.strings.some((literal) => interpolates(literal, style))) return true;
  const { code } = argument;
  if (FORMATTING_CALL.test(argument.raw.replace(/"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'/g, '""'))) return true;
  if (argument.strings.length === 0) return false;
  if (/""\s*\+|\+\s*""/.test(code)) return true;
  if (style === 'php' && /""\s*\.(?!\d)|[\w)\]]\s*\.\s*""/.test(code)) return true;
  if (style === 'python' && (/""\s*%/.test(code) || /""\s*\.\s*format\s*\(/.test(code))) return true;
  if (style === 'ruby' && /""\s*%/.test(code)) return true;
  return false;
}

// Words that make a name sensitive, and words that, ending a name, make it about the secret
// rather than the secret itself (`tokenCount`, `passwordPolicy`).
const SECRET_WORDS = new Set(['token', 'tokens', 'password', 'passwords', 'passwd', 'pwd', 'secret', 'secrets', 'credential', 'credentials', 'passphrase', 'authorization', 'cookie', 'cookies', 'apikey', 'privatekey']);
const KEY_QUALIFIERS = new Set(['api', 'private', 'secret', 'access', 'signing', 'encryption', 'client', 'master', 'auth']);
const ABOUT_WORDS = new Set(['count', 'length', 'len', 'size', 'type', 'types', 'kind', 'expiry', 'expires', 'expiration', 'ttl', 'limit', 'index', 'idx', 'name', 'names', 'url', 'uri', 'endpoint', 'path', 'file', 'field', 'policy', 'prefix', 'pattern', 'regex', 'valid', 'exists', 'required', 'missing', 'enabled', 'usage', 'position', 'pos', 'id', 'header', 'env', 'var', 'parser', 'options', 'opts', 'config', 'settings', 'store', 'manager', 'service', 'provider', 'factory', 'cache', 'storage', 'strategy', 'validator', 'generator', 'helper', 'util', 'utils', 'module', 'handler', 'middleware', 'error', 'err', 'exception']);

function words(name: string): string[] {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .split(/[\s_\-.$@]+/)
    .filter(Boolean)
    .map((word) => word.toLowerCase());
}

/** Whether a name looks like it holds a secret: `token`, `password`, `apiKey`, `client_secret`, `authorization`. */
export function looksSensitive(name: string): boolean {
  const parts = words(name);
  if (parts.length === 0 || ABOUT_WORDS.has(parts[parts.length - 1]!)) return false;
  return parts.some((word, index) => SECRET_WORDS.has(word) || (word === 'key' && index > 0 && KEY_QUALIFIERS.has(parts[index - 1]!)));
}

const IDENTIFIER = /[A-Za-z_$][\w$]*/g;

/** Names in the arguments that look sensitive: identifiers and members outside strings (not called), interpolated names, and one-word string keys (`"password"`, zap's and slog's keys). */
export function sensitiveNames(args: readonly Argument[], style: Interpolation): string[] {
  const names = new Set<string>();
  for (const argument of args) {
    const code = argument.code;
    for (const match of code.matchAll(IDENTIFIER)) {
      const after = code.slice(match.index + match[0].length).trimStart();
      if (after.startsWith('(')) continue;
      if (looksSensitive(match[0])) names.add(match[0].replace(/^\$/, ''));
    }
    for (const literal of argument.strings) {
      if (/^[A-Za-z_][\w.-]*$/.test(literal.body) && looksSensitive(literal.body)) names.add(literal.body);
      // Rust's format strings capture names (`"{token}"`) without building anything.
      if (style === 'rust') {
        for (const part of literal.body.matchAll(/\{([A-Za-z_]\w*)(?::[^}]*)?\}/g)) if (looksSensitive(part[1]!)) names.add(part[1]!);
        continue;
      }
      if (!interpolates(literal, style)) continue;
      for (const part of literal.body.matchAll(/\$\{([^}]*)\}|#\{([^}]*)\}|\{([^{}]*)\}|\$([A-Za-z_]\w*)/g)) {
        const expression = part[1] ?? part[2] ?? part[3] ?? part[4] ?? '';
        for (const name of expression.match(IDENTIFIER) ?? []) if (looksSensitive(name)) names.add(name.replace(/^\$/, ''));
      }
    }
  }
  return [...names].sort();
}
