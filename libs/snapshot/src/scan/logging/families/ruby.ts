import { callArguments, lineArguments } from '../arguments.js';
import type { LexedText } from '../../lexer.js';
import { messageArgument, normaliseLevel, type FoundCall, type LogCallReader } from '../call.js';

// Ruby: `logger.info "…"`, `Rails.logger.warn(…)`, `@logger.error { … }` — with or without
// parentheses, or with a block.

const LOGGER_CALL = /(?<![\w.@])(?:Rails\.logger|@?logger|@?log|LOGGER|LOG|@?\w+_logger)\.(debug|info|warn|error|fatal|unknown)\b(?!\?)(\s*[({]|[ \t]+(?=["'\w:@]))/g;

export const rubyReader: LogCallReader = {
  interpolation: 'ruby',
  find(source) {
    const text = source.text;
    const library = /\bRails\.logger\b/.test(text) ? 'rails' : /\bSemanticLogger\b/.test(text) ? 'semantic_logger' : /^\s*require\s+['"]logger['"]|\bLogger\.new\b/m.test(text) ? 'logger' : 'logger';
    return [...text.matchAll(LOGGER_CALL)].map((match): FoundCall => {
      const opener = match[2]!.trim();
      const start = match.index + match[0].length;
      const args = opener === '' ? lineArguments(source, start) : (callArguments(source, start - 1) ?? []);
      const level = match[1] === 'unknown' ? 'fatal' : normaliseLevel(match[1]!)!;
      return { offset: match.index, library: /^Rails\./.test(match[0]) ? 'rails' : library, level, args, message: messageArgument(args) };
    });
  },
};
