import { callArguments } from '../arguments.js';
import type { LexedText } from '../../lexer.js';
import { messageArgument, normaliseLevel, type FoundCall, type LogCallReader } from '../call.js';

// Python: the `logging` module's functions, and logger objects (`logger`, `log`, `self.logger`,
// `_LOGGER`, `audit_logger`) of logging, loguru or structlog.

const LEVEL_METHODS = 'debug|info|warning|warn|error|exception|critical|fatal|trace|success|msg|log';
const MODULE_CALL = /(?<![\w.])logging\.(debug|info|warning|warn|error|exception|critical|fatal|log)\s*\(/g;
const LOGGER_CALL = new RegExp(String.raw`(?<![\w.])(?:(?:self|cls)\.)?(?:_*(?:log|logger|LOG|LOGGER)|\w+_(?:log|logger|LOG|LOGGER)|[a-z]\w*Logger)\.(${LEVEL_METHODS})\s*\(`, 'g');

function library(text: string): string {
  if (/^\s*from\s+loguru\s+import\b/m.test(text)) return 'loguru';
  if (/^\s*(?:import|from)\s+structlog\b/m.test(text)) return 'structlog';
  if (/^\s*(?:import\s+logging\b|from\s+logging\s+import\b)/m.test(text)) return 'logging';
  return 'logger';
}

/** `logger.log(logging.WARNING, …)` or loguru's `logger.log("WARNING", …)`: the level from the first argument. */
function namedLevel(firstArgument: string | undefined): string | null {
  const word = /^\s*(?:logging\.)?([A-Z]+)\s*$/.exec(firstArgument ?? '')?.[1] ?? /^\s*["']([A-Za-z]+)["']\s*$/.exec(firstArgument ?? '')?.[1];
  return word ? normaliseLevel(word) : null;
}

function calls(source: LexedText, pattern: RegExp, libraryName: string): FoundCall[] {
  const text = source.text;
  return [...text.matchAll(pattern)].map((match) => {
    const args = callArguments(source, match.index + match[0].length - 1) ?? [];
    const method = match[1]!;
    const named = method === 'log' ? namedLevel(args[0]?.raw) : null;
    const message = method === 'log' ? messageArgument(args.slice(1)) : messageArgument(args);
    return { offset: match.index, library: libraryName, level: named ?? normaliseLevel(method)!, args, message };
  });
}

export const pythonReader: LogCallReader = {
  interpolation: 'python',
  find(source) {
    const text = source.text;
    return [...calls(source, MODULE_CALL, 'logging'), ...calls(source, LOGGER_CALL, library(text))];
  },
};
