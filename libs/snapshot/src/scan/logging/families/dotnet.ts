import { callArguments } from '../arguments.js';
import type { LexedText } from '../../lexer.js';
import { messageArgument, normaliseLevel, type FoundCall, type LogCallReader } from '../call.js';

// C#: Microsoft.Extensions.Logging's `LogInformation`-style methods, and Serilog, NLog or log4net
// loggers (`Log.Information`, `logger.Warn`), the library from the file's `using`s.

const LOGGER = String.raw`(?:this\.)?(?:_?[a-z]\w*[lL]ogger|_?log|Log|Logger|_?logger)`;
const EXTENSIONS_CALL = new RegExp(String.raw`(?<![\w.])${LOGGER}\s*\.\s*Log(Trace|Debug|Information|Warning|Error|Critical)\s*\(`, 'g');
const LOGGER_CALL = new RegExp(String.raw`(?<![\w.])${LOGGER}\s*\.\s*(Verbose|Trace|Debug|Information|Info|Warning|Warn|Error|Fatal)(?:Format)?\s*\(`, 'g');

function library(text: string): string {
  if (/\busing\s+Serilog\b/.test(text)) return 'serilog';
  if (/\busing\s+NLog\b/.test(text)) return 'nlog';
  if (/\busing\s+log4net\b/.test(text)) return 'log4net';
  return 'logger';
}

function calls(source: LexedText, pattern: RegExp, libraryName: string): FoundCall[] {
  const text = source.text;
  return [...text.matchAll(pattern)].map((match) => {
    const args = callArguments(source, match.index + match[0].length - 1) ?? [];
    // `LogError(exception, "message {Id}", id)`: the message is the first string argument.
    const message = args.find((arg) => arg.strings.length > 0) ?? messageArgument(args);
    return { offset: match.index, library: libraryName, level: normaliseLevel(match[1]!)!, args, message };
  });
}

export const dotnetReader: LogCallReader = {
  interpolation: 'csharp',
  find(source) {
    const text = source.text;
    return [...calls(source, EXTENSIONS_CALL, 'Microsoft.Extensions.Logging'), ...calls(source, LOGGER_CALL, library(text))];
  },
};
