import { callArguments } from '../arguments.js';
import type { LexedText } from '../../lexer.js';
import { messageArgument, normaliseLevel, type FoundCall, type LogCallReader } from '../call.js';

// Rust: the `log` and `tracing` crates' macros (`info!`, `log::warn!`, `tracing::error!`,
// `event!(Level::INFO, …)`). The crate comes from the macro's path, else from the file's `use`.

const LEVEL_MACRO = /(?<![\w!])(?:(log|tracing)::)?(trace|debug|info|warn|error)!\s*[([{]/g;
const EVENT_MACRO = /(?<![\w!])(?:tracing::)?event!\s*[([{]/g;

function crate(text: string): string {
  if (/\buse\s+tracing\b|\btracing::/.test(text)) return 'tracing';
  if (/\buse\s+log\b|\bextern\s+crate\s+log\b|\blog::/.test(text)) return 'log';
  return 'logger';
}

export const rustReader: LogCallReader = {
  interpolation: 'rust',
  find(source) {
    const text = source.text;
    const fileCrate = crate(text);
    const calls: FoundCall[] = [];
    for (const match of text.matchAll(LEVEL_MACRO)) {
      const args = callArguments(source, match.index + match[0].length - 1) ?? [];
      calls.push({ offset: match.index, library: match[1] ?? fileCrate, level: normaliseLevel(match[2]!)!, args, message: messageArgument(args.filter((arg) => !/^\s*(?:target|parent|name)\s*:/.test(arg.raw))) });
    }
    for (const match of text.matchAll(EVENT_MACRO)) {
      const args = callArguments(source, match.index + match[0].length - 1) ?? [];
      const level = args.map((arg) => /\bLevel::(TRACE|DEBUG|INFO|WARN|ERROR)\b/.exec(arg.raw)?.[1]).find(Boolean);
      if (level) calls.push({ offset: match.index, library: 'tracing', level: normaliseLevel(level)!, args, message: messageArgument(args.filter((arg) => !/Level::|^\s*\w+\s*:/.test(arg.raw))) });
    }
    return calls;
  },
};
