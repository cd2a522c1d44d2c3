import type { LogCall } from '../model.js';
import type { ScanInput } from './index.js';
import { lex, type LexedText } from './lexer.js';
import type { FoundCall, LogCallReader } from './logging/call.js';
import { cReader } from './logging/families/c.js';
import { dotnetReader } from './logging/families/dotnet.js';
import { goReader } from './logging/families/go.js';
import { javascriptReader } from './logging/families/javascript.js';
import { javaReader, kotlinReader, scalaReader } from './logging/families/jvm.js';
import { phpReader } from './logging/families/php.js';
import { pythonReader } from './logging/families/python.js';
import { rubyReader } from './logging/families/ruby.js';
import { rustReader } from './logging/families/rust.js';
import { isStringBuilt, sensitiveNames } from './logging/message.js';

const READERS: Record<string, LogCallReader> = {
  JavaScript: javascriptReader,
  TypeScript: javascriptReader,
  TSX: javascriptReader,
  Vue: javascriptReader,
  Svelte: javascriptReader,
  Astro: javascriptReader,
  Python: pythonReader,
  Go: goReader,
  Rust: rustReader,
  Java: javaReader,
  Kotlin: kotlinReader,
  Scala: scalaReader,
  Groovy: kotlinReader,
  'C#': dotnetReader,
  Ruby: rubyReader,
  PHP: phpReader,
  C: cReader,
  'C++': cReader,
};

/**
 * The logging calls of one file: the library (from the file's imports, else `logger`), the level
 * normalised to trace/debug/info/warn/error/fatal, whether the message is structured (fields, a
 * format string with arguments, or a fixed message — anything but a message built by concatenation,
 * interpolation or a formatting call) and the argument names that look like secrets. Calls that
 * start in a comment or a docstring are left out. Sorted by line.
 */
export function findLogCalls(input: ScanInput, lexed?: LexedText): LogCall[] {
  const reader = READERS[input.language ?? ''];
  if (reader === undefined) return [];
  const text = lexed ?? lex(input.text, input.language);
  const found = reader.find(text);
  if (found.length === 0) return [];
  const seen = new Set<number>();
  const calls: LogCall[] = [];
  for (const call of found) {
    const line = text.lineOf(call.offset);
    if (text.commentAt(call.offset) || seen.has(call.offset)) continue;
    seen.add(call.offset);
    calls.push({
      library: call.library,
      level: call.level,
      line,
      structured: !builtMessage(call, reader),
      sensitive: sensitiveNames(call.args, reader.interpolation),
    });
  }
  return calls.sort((a, b) => a.line - b.line || (a.library < b.library ? -1 : a.library > b.library ? 1 : 0) || (a.level < b.level ? -1 : a.level > b.level ? 1 : 0));
}

/** The message is built, or is a bare placeholder (`"{}"`, `"%s"`) for an argument that is built. */
function builtMessage(call: FoundCall, reader: LogCallReader): boolean {
  if (call.message === null) return false;
  if (isStringBuilt(call.message, reader.interpolation)) return true;
  const placeholder = call.message.code.trim() === '""' && /^\s*(?:\{\d*\}|%[svdq])\s*$/.test(call.message.strings[0]?.body ?? '');
  return placeholder && call.args.slice(call.args.indexOf(call.message) + 1).some((arg) => isStringBuilt(arg, reader.interpolation));
}
