import { callArguments } from '../arguments.js';
import type { LexedText } from '../../lexer.js';
import { messageArgument, normaliseLevel, type FoundCall, type LogCallReader } from '../call.js';
import type { Interpolation } from '../message.js';

// Java, Kotlin, Scala and Groovy: logger fields (`log`, `LOGGER`, `logger`, `this.logger`) of
// SLF4J, Log4j, java.util.logging, Commons Logging or kotlin-logging (its `logger.info { … }` too),
// and Android's `Log.d(TAG, …)`.

const METHODS = 'trace|debug|info|warn|error|fatal|severe|warning|config|fine|finer|finest|log';
const LOGGER_CALL = new RegExp(String.raw`(?<![\w.])(?:this\.)?(?:log|logger|LOG|LOGGER|Log|Logger|[a-z]\w*Logger|[A-Z][A-Z_]*_LOG(?:GER)?|[a-z]\w*Log)\s*\.\s*(${METHODS})\s*[({]`, 'g');
const ANDROID_CALL = /(?<![\w.])Log\.(v|d|i|w|e|wtf)\s*\(/g;

const LIBRARIES: [RegExp, string][] = [
  [/\bimport\s+org\.slf4j\b|@Slf4j\b|@XSlf4j\b/, 'slf4j'],
  [/\bimport\s+org\.apache\.(?:logging\.)?log4j\b|@Log4j2?\b/, 'log4j'],
  [/\bimport\s+java\.util\.logging\b|@Log\b/, 'java.util.logging'],
  [/\bimport\s+org\.apache\.commons\.logging\b|@CommonsLog\b/, 'commons-logging'],
  [/\bimport\s+(?:mu\.KotlinLogging|io\.github\.oshai\.kotlinlogging)\b/, 'kotlin-logging'],
  [/\bimport\s+org\.jboss\.logging\b|@JBossLog\b/, 'jboss-logging'],
];

function library(text: string): string {
  const found = LIBRARIES.filter(([pattern]) => pattern.test(text)).map(([, name]) => name);
  return found.length === 1 ? found[0]! : 'logger';
}

function reader(interpolation: Interpolation): LogCallReader {
  return {
    interpolation,
    find(source) {
    const text = source.text;
      const name = library(text);
      const calls: FoundCall[] = [...text.matchAll(LOGGER_CALL)].map((match) => {
        const args = callArguments(source, match.index + match[0].length - 1) ?? [];
        const method = match[1]!;
        // java.util.logging's `log(Level.WARNING, …)`, Log4j's `log(Level.WARN, …)`.
        const named = method === 'log' ? normaliseLevel(/\bLevel\.(\w+)/.exec(args[0]?.raw ?? '')?.[1] ?? '') : null;
        return { offset: match.index, library: name, level: named ?? normaliseLevel(method)!, args, message: messageArgument(method === 'log' ? args.slice(1) : args) };
      });
      if (/\bimport\s+android\.util\.Log\b/.test(text)) {
        for (const match of text.matchAll(ANDROID_CALL)) {
          const args = callArguments(source, match.index + match[0].length - 1) ?? [];
          calls.push({ offset: match.index, library: 'android.util.Log', level: normaliseLevel(match[1]!)!, args, message: args[1] ?? null });
        }
      }
      return calls;
    },
  };
}

export const javaReader = reader('none');
export const kotlinReader = reader('kotlin');
export const scalaReader = reader('scala');
