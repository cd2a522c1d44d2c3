import { callArguments, lineArguments } from '../arguments.js';
import type { LexedText } from '../../lexer.js';
import { messageArgument, normaliseLevel, type FoundCall, type LogCallReader } from '../call.js';

// C and C++: spdlog (`spdlog::info(…)`, `SPDLOG_WARN(…)`, `logger->error(…)` in a file that includes
// spdlog) and glog's `LOG(INFO) << …` streams.

const SPDLOG_CALL = /(?<![\w:])(?:spdlog::(trace|debug|info|warn|error|critical)\s*\(|SPDLOG_(TRACE|DEBUG|INFO|WARN|ERROR|CRITICAL)\s*\(|\b(?:logger|log|\w+_logger)\s*->\s*(trace|debug|info|warn|error|critical)\s*\()/g;
const GLOG_CALL = /(?<![\w])(?:LOG|PLOG|LOG_IF|LOG_EVERY_N|DLOG)\s*\(\s*(INFO|WARNING|ERROR|FATAL)\b[^)]*\)/g;

export const cReader: LogCallReader = {
  interpolation: 'none',
  find(source) {
    const text = source.text;
    const calls: FoundCall[] = [];
    const spdlog = /#\s*include\s*[<"]spdlog\//.test(text);
    for (const match of text.matchAll(SPDLOG_CALL)) {
      if (!spdlog && !match[0].startsWith('spdlog::') && !match[0].startsWith('SPDLOG_')) continue;
      const args = callArguments(source, match.index + match[0].length - 1) ?? [];
      calls.push({ offset: match.index, library: 'spdlog', level: normaliseLevel(match[1] ?? match[2] ?? match[3]!)!, args, message: messageArgument(args) });
    }
    if (/#\s*include\s*[<"]glog\//.test(text)) {
      for (const match of text.matchAll(GLOG_CALL)) {
        // `LOG(INFO) << "a " << value;` streams its parts: read as the concatenation it amounts to.
        const stream = lineArguments(source, match.index + match[0].length)[0]?.raw ?? '';
        const parts = stream.split('<<').slice(1).map((part) => part.trim().replace(/;$/, ''));
        const message = { code: parts.map((part) => (part.startsWith('"') ? '""' : part)).join(' + '), strings: parts.filter((part) => part.startsWith('"')).map((part) => ({ prefix: '', quote: '"', body: part.slice(1, -1) })), raw: stream };
        calls.push({ offset: match.index, library: 'glog', level: normaliseLevel(match[1]!)!, args: [message], message });
      }
    }
    return calls;
  },
};
