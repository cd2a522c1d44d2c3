import type { CodeSymbol, Snapshot, SourceFile } from '@chronicle/snapshot';
import { byText, code, heading, lineLink, list, summary, table, text } from '../../markdown/markdown.js';
import { isCallable } from '../../facts/calls.js';
import { environmentVariables } from '../../facts/environment.js';
import { idiomsOf, nameWords, symbolTable, type LocatedSymbol } from '../../facts/topics.js';
import { isLoggingVariable } from './log-facts.js';
import { facilitySentence, flagItems } from './output-switches.js';

// How a user sees what the code does: the switches that turn its output on, the API that logs or
// redirects output, and the errors it reports failures with.

const DIAGNOSTIC_WORDS = new Set(['log', 'logs', 'logger', 'logging', 'trace', 'tracing', 'debug', 'verbose', 'verbosity', 'output', 'errors', 'warn', 'warning', 'warnings', 'quiet', 'silent']);
/** The words that make a field, property or constant about logging: `output` or `errors` alone name many things that are not (`DEFAULT_OUTPUT_DIR`). */
const LOGGING_WORDS = new Set(['log', 'logs', 'logger', 'logging', 'trace', 'tracing', 'debug', 'verbose', 'verbosity']);
const ERROR_WORDS = new Set(['error', 'errors', 'exception', 'err']);
const TYPE_KINDS = new Set(['class', 'struct', 'enum', 'interface', 'type', 'trait']);

/** Switches found in code: environment variables named like log settings, `util.debuglog`/`debug` sections, and command-line flags. */
export function outputSwitches(snapshot: Snapshot): string[] {
  const items: string[] = [];
  const source = new Set(snapshot.files.filter((file) => file.role === 'source').map((file) => file.path));
  for (const variable of environmentVariables(snapshot)) {
    if (!isLoggingVariable(variable.name)) continue;
    const reads = variable.reads.filter((read) => read.kind === 'code' && source.has(read.path));
    if (reads.length > 0) items.push(`Set ${code(variable.name)}: read in ${reads.slice(0, 3).map((read) => lineLink(read.path, read.line)).join(', ')}.`);
  }
  const sections = new Map<string, { file: SourceFile; line: number; nodeDebug: boolean }>();
  for (const { file, idiom } of idiomsOf(snapshot, ['node-debuglog', 'debug-namespace'])) {
    if (!sections.has(idiom.word)) sections.set(idiom.word, { file, line: idiom.line, nodeDebug: idiom.kind === 'node-debuglog' });
  }
  for (const [name, { file, line, nodeDebug }] of [...sections].sort(([a], [b]) => byText(a, b))) {
    items.push(nodeDebug ? `Set ${code('NODE_DEBUG')} to ${code(name)}: it turns on the ${code('util.debuglog')} section ${code(name)} (${lineLink(file.path, line)}).` : `Set ${code('DEBUG')} to ${code(name)}: it turns on the ${code('debug')} namespace ${code(name)} (${lineLink(file.path, line)}).`);
  }
  return [...items, ...flagItems(snapshot)];
}

/** Public declarations named for logging, tracing, debug or output: functions and methods first, then fields, properties and constants named for logging itself. */
export function diagnosticApi(snapshot: Snapshot): LocatedSymbol[] {
  const found: LocatedSymbol[] = [];
  for (const file of snapshot.files) {
    if (file.role !== 'source') continue;
    for (const symbol of file.code.symbols) {
      if (!symbol.exported || TYPE_KINDS.has(symbol.kind)) continue;
      const words = isCallable(symbol) ? DIAGNOSTIC_WORDS : LOGGING_WORDS;
      if (nameWords(symbol.name).some((word) => words.has(word))) found.push({ file, symbol });
    }
  }
  const rank = ({ symbol }: LocatedSymbol) => (isCallable(symbol) ? 0 : 1) * 2 + (symbol.parent === null ? 0 : 1);
  return found.sort((a, b) => rank(a) - rank(b) || byText(a.file.path, b.file.path) || a.symbol.line - b.symbol.line);
}

/** The error types of the public code: named for errors, or extending one (transitively), with their file. */
export function errorTypes(snapshot: Snapshot): LocatedSymbol[] {
  const types: LocatedSymbol[] = [];
  for (const file of snapshot.files) {
    if (file.role !== 'source') continue;
    for (const symbol of file.code.symbols) if (symbol.exported && TYPE_KINDS.has(symbol.kind)) types.push({ file, symbol });
  }
  const errors = new Set(types.filter(({ symbol }) => nameWords(symbol.name).some((word) => ERROR_WORDS.has(word)) || [...symbol.extends, ...symbol.implements].some((base) => /(^|\W)(Error|Exception|BaseException|Throwable)$/.test(base))).map(({ symbol }) => symbol.name));
  for (let grew = true; grew; ) {
    grew = false;
    for (const { symbol } of types) {
      if (!errors.has(symbol.name) && symbol.extends.some((base) => errors.has(base.split(/[.:]/).pop() as string))) {
        errors.add(symbol.name);
        grew = true;
      }
    }
  }
  return types.filter(({ symbol }) => errors.has(symbol.name)).sort((a, b) => byText(a.file.path, b.file.path) || a.symbol.line - b.symbol.line);
}

/** The most error types listed, and methods per type. */
export const ERROR_TYPES_LIMIT = 15;
export const ERROR_METHODS_LIMIT = 8;

function methodsOf(file: SourceFile, type: CodeSymbol): CodeSymbol[] {
  return file.code.symbols.filter((symbol) => symbol.parent === type.qualifiedName && symbol.exported && (symbol.kind === 'method' || symbol.kind === 'function'));
}

export function hasDiagnostics(snapshot: Snapshot): boolean {
  return outputSwitches(snapshot).length > 0 || facilitySentence(snapshot) !== null || diagnosticApi(snapshot).length > 0 || errorTypes(snapshot).length > 0;
}

/** `## Seeing what the code does`: the switches, the logging and output API, and the errors it reports. */
export function diagnosticsSection(snapshot: Snapshot): string[] {
  const blocks = [heading(2, 'Seeing what the code does')];
  const switches = outputSwitches(snapshot);
  if (switches.length > 0) blocks.push('Switches that turn on debug output, found in the code (environment variables, debug sections and command-line flags):', list(switches));
  const facility = facilitySentence(snapshot);
  if (facility !== null) blocks.push(facility);
  const api = diagnosticApi(snapshot);
  if (api.length > 0) blocks.push('Public declarations that log, trace or redirect output:', symbolTable(api));
  const errors = errorTypes(snapshot);
  if (errors.length > 0) {
    const shown = errors.slice(0, ERROR_TYPES_LIMIT);
    blocks.push(
      `Failures are reported through ${errors.length === 1 ? 'this error type' : `these error types${errors.length > shown.length ? ` (the first ${shown.length} of ${errors.length})` : ''}`}:`,
      table(
        ['Type', 'Where', 'Extends', 'What it is'],
        shown.map(({ file, symbol }) => [code(symbol.qualifiedName), lineLink(file.path, symbol.line), symbol.extends.length === 0 ? '—' : text(symbol.extends.join(', ')), text(summary(symbol.doc) ?? '—')]),
      ),
    );
    for (const { file, symbol } of shown) {
      const methods = methodsOf(file, symbol);
      if (methods.length === 0) continue;
      blocks.push(`${code(symbol.qualifiedName)} tells the caller more through:`, list(methods.slice(0, ERROR_METHODS_LIMIT).map((method) => `${code(method.signature)}${summary(method.doc) === null ? '' : ` — ${text(summary(method.doc) as string)}`}`)));
    }
  }
  return blocks;
}
