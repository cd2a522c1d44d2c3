import type { LogCall } from '../model.js';
import { commentOnlyLines, splitLines } from './comment-only-lines.js';
import type { ScanInput } from './index.js';
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
 * interpolation or a formatting call) and the argument names that look like secrets. Calls on
 * lines that hold only a comment are left out. Sorted by line.
 */
export function findLogCalls(input: ScanInput): LogCall[] {
  const reader = READERS[input.language ?? ''];
  if (reader === undefined) return [];
  const lines = splitLines(input.text);
  const comments = commentOnlyLines(input, lines);
  const starts = lineStarts(input.text);
  const seen = new Set<number>();
  const calls: LogCall[] = [];
  for (const call of reader.find(input.text)) {
    const line = lineOf(starts, call.offset);
    if (comments.has(line) || seen.has(call.offset)) continue;
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

function lineStarts(text: string): number[] {
  const starts = [0];
  for (let index = text.indexOf('\n'); index !== -1; index = text.indexOf('\n', index + 1)) starts.push(index + 1);
  return starts;
}

/** The 1-based line of an offset, by binary search over the line starts. */
function lineOf(starts: readonly number[], offset: number): number {
  let low = 0;
  let high = starts.length - 1;
  while (low < high) {
    const middle = (low + high + 1) >>> 1;
    if (starts[middle]! <= offset) low = middle;
    else high = middle - 1;
  }
  return low + 1;
}
