import { callArguments } from '../arguments.js';
import type { LexedText } from '../../lexer.js';
import { messageArgument, normaliseLevel, type FoundCall, type LogCallReader } from '../call.js';

// JavaScript and TypeScript: `console.*`, logger objects (`logger.info`, `this.logger.warn`,
// `req.log.error`, winston's `logger.log('warn', …)`) and the `debug` package's functions.

const LIBRARIES = ['pino', 'winston', 'bunyan', 'log4js', 'loglevel', 'consola', 'signale', 'tslog', 'roarr', 'npmlog'];
const IMPORT = /(?:\bfrom\s*|\brequire\s*\(\s*|\bimport\s*\(\s*|^\s*import\s+)['"]([@\w./-]+)['"]/gm;

const CONSOLE = /(?<![\w$.])console\s*\.\s*(log|info|warn|error|debug|trace)\s*\(/g;
// A receiver named like a logger: `log`, `logger`, `LOGGER`, `Logger`, `appLogger`, `req.log`, `this._logger`, `audit_log`.
const LOGGER_NAME = String.raw`(?:[A-Za-z_$][\w$]*(?:\?\.|\.))*(?:_*(?:log|logger|LOG|LOGGER|Logger|Log)|[a-z_$][\w$]*(?:Log|Logger)|[\w$]*_(?:log|logger|LOG|LOGGER))`;
const LOGGER_CALL = new RegExp(String.raw`(?<![\w$.])(?<receiver>${LOGGER_NAME})\s*(?:\?\.|\.)\s*(?<method>trace|debug|info|warn|warning|error|fatal|critical|verbose|silly|notice|log)\s*(?:\?\.)?\(`, 'g');

function importedLibraries(text: string): string[] {
  const found = new Set<string>();
  for (const match of text.matchAll(IMPORT)) {
    const root = match[1]!.split('/')[0]!;
    const name = LIBRARIES.find((library) => root === library || root.startsWith(`${library}-`));
    if (name) found.add(name);
  }
  if (/import\s*\{[^}]*\bLogger\b[^}]*\}\s*from\s*['"]@nestjs\/common['"]/.test(text)) found.add('nestjs');
  return [...found];
}

function consoleCalls(source: LexedText): FoundCall[] {
  const text = source.text;
  return [...text.matchAll(CONSOLE)].flatMap((match) => {
    const args = callArguments(source, match.index + match[0].length - 1) ?? [];
    return [{ offset: match.index, library: 'console', level: normaliseLevel(match[1]!)!, args, message: messageArgument(args) }];
  });
}

function loggerCalls(source: LexedText, library: string): FoundCall[] {
  const text = source.text;
  return [...text.matchAll(LOGGER_CALL)].map((match) => {
    const args = callArguments(source, match.index + match[0].length - 1) ?? [];
    const method = match.groups!.method!;
    // winston's `logger.log('warn', message)` names the level first; NestJS's `logger.log()` is its info.
    const named = method === 'log' && args[0]?.code.trim() === '""' ? normaliseLevel(args[0].strings[0]?.body ?? '') : null;
    return { offset: match.index, library, level: named ?? normaliseLevel(method)!, args, message: messageArgument(args, named !== null) };
  });
}

/**
 * Debug functions: `const debug = require('debug')('app')`, `import createDebug from 'debug'; const log = createDebug('x')`
 * (the debug package), and Node's own `const debug = util.debuglog('app')`; then the calls of those functions.
 */
function debugFunctionCalls(source: LexedText): FoundCall[] {
  const text = source.text;
  const imported = /import\s+(\w+)\s+from\s*['"]debug['"]/.exec(text)?.[1];
  const factories: [string, string][] = [
    ['debug', `(?:${imported ? `${imported}|` : ''}require\\(\\s*['"]debug['"]\\s*\\))`],
    ['util.debuglog', `(?:\\w+\\.)?debuglog`],
  ];
  const functions = new Map<string, string>();
  for (const [library, factory] of factories) {
    for (const match of text.matchAll(new RegExp(`(?:const|let|var)\\s+(\\w+)\\s*=\\s*${factory}\\s*\\(`, 'g'))) functions.set(match[1]!, library);
  }
  if (functions.size === 0) return [];
  const call = new RegExp(`(?<![\\w$.])(${[...functions.keys()].join('|')})\\s*\\(`, 'g');
  return [...text.matchAll(call)]
    .filter((match) => !/(?:function\s+|(?:const|let|var)\s+)$/.test(text.slice(Math.max(0, match.index - 20), match.index)))
    .map((match) => {
      const args = callArguments(source, match.index + match[0].length - 1) ?? [];
      return { offset: match.index, library: functions.get(match[1]!)!, level: 'debug', args, message: messageArgument(args) };
    });
}

export const javascriptReader: LogCallReader = {
  interpolation: 'js',
  find(source) {
    const text = source.text;
    const libraries = importedLibraries(text);
    const library = libraries.length === 1 ? libraries[0]! : 'logger';
    const debugCalls = /['"]debug['"]|debuglog/.test(text) ? debugFunctionCalls(source) : [];
    return [...consoleCalls(source), ...loggerCalls(source, library), ...debugCalls];
  },
};
