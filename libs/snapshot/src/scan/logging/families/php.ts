import { callArguments } from '../arguments.js';
import type { LexedText } from '../../lexer.js';
import { messageArgument, normaliseLevel, type FoundCall, type LogCallReader } from '../call.js';

// PHP: PSR-3 loggers (`$this->logger->warning(…)`, Monolog), Laravel's `Log::info(…)` and
// `logger()->error(…)`, and `error_log(…)`.

const LEVELS = 'debug|info|notice|warning|error|critical|alert|emergency';
const LOGGER_CALL = new RegExp(String.raw`\$(?:this\s*->\s*)?\w*(?:logger|Logger|log|Log)\s*->\s*(${LEVELS}|log)\s*\(`, 'g');
const FACADE_CALL = new RegExp(String.raw`(?<![\w$>])(?:\\?Illuminate\\Support\\Facades\\)?(?:Log::|logger\(\)\s*->\s*)(${LEVELS})\s*\(`, 'g');
const ERROR_LOG = /(?<![\w$>:\\])error_log\s*\(/g;

function library(text: string): string {
  if (/\buse\s+Monolog\\/.test(text)) return 'monolog';
  if (/\buse\s+Psr\\Log\\/.test(text)) return 'psr-3';
  return 'logger';
}

function found(source: LexedText, match: RegExpMatchArray, libraryName: string, level: string | null): FoundCall {
  const args = callArguments(source, match.index! + match[0].length - 1) ?? [];
  // PSR-3's `log(LogLevel::WARNING, …)` names the level first.
  const named = level ?? normaliseLevel(/(?:LogLevel::|['"])(\w+)/.exec(args[0]?.raw ?? '')?.[1] ?? '') ?? 'info';
  return { offset: match.index!, library: libraryName, level: named, args, message: messageArgument(level === null ? args.slice(1) : args) };
}

export const phpReader: LogCallReader = {
  interpolation: 'php',
  find(source) {
    const text = source.text;
    const name = library(text);
    return [
      ...[...text.matchAll(LOGGER_CALL)].map((match) => found(source, match, name, match[1] === 'log' ? null : normaliseLevel(match[1]!))),
      ...[...text.matchAll(FACADE_CALL)].map((match) => found(source, match, 'laravel', normaliseLevel(match[1]!))),
      ...[...text.matchAll(ERROR_LOG)].map((match) => found(source, match, 'error_log', 'error')),
    ];
  },
};
