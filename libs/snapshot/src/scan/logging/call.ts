import type { LexedText } from '../lexer.js';
import type { Argument } from './arguments.js';
import type { Interpolation } from './message.js';

/** A logging call a language's reader found, before its message is judged. */
export type FoundCall = {
  /** Where the call starts in the text (its line is counted from here). */
  offset: number;
  library: string;
  /** Already normalised: `trace`, `debug`, `info`, `warn`, `error`, `fatal`. */
  level: string;
  args: Argument[];
  /** The argument that holds the message; null when the call has none (fields only). */
  message: Argument | null;
};

/** A language family's reader of logging calls. */
export type LogCallReader = {
  interpolation: Interpolation;
  /** The calls in a file's lexed text (its `text` is the source). */
  find(source: LexedText): FoundCall[];
};

const FIELD_OPENERS = /^\s*(?:\{|\[|array\s*\(|\w+\s*=(?!=)|\*\*|\w+:\s)/;

/** The first argument that is not a fields object, a list or a keyword argument (and not a level name): the message. */
export function messageArgument(args: readonly Argument[], skipLevelName = false): Argument | null {
  return args.find((arg, index) => !FIELD_OPENERS.test(arg.raw) && !(skipLevelName && index === 0 && isLevelLiteral(arg))) ?? null;
}

function isLevelLiteral(arg: Argument): boolean {
  return arg.strings.length === 1 && arg.code.trim() === '""' && normaliseLevel(arg.strings[0]!.body) !== null;
}

const LEVELS: Record<string, string> = {
  trace: 'trace', silly: 'trace', finest: 'trace', finer: 'trace', verbose: 'debug', v: 'trace',
  debug: 'debug', fine: 'debug', config: 'debug', d: 'debug',
  info: 'info', information: 'info', notice: 'info', print: 'info', success: 'info', msg: 'info', log: 'info', i: 'info',
  warn: 'warn', warning: 'warn', w: 'warn',
  error: 'error', exception: 'error', severe: 'error', err: 'error', e: 'error', dpanic: 'error',
  fatal: 'fatal', critical: 'fatal', alert: 'fatal', emergency: 'fatal', panic: 'fatal', wtf: 'fatal', exit: 'fatal', crit: 'fatal',
};

/** `warning` → `warn`, `Information` → `info`, `severe` → `error`, `critical` → `fatal`; null for a word that is no level. */
export function normaliseLevel(word: string): string | null {
  return LEVELS[word.toLowerCase()] ?? null;
}
