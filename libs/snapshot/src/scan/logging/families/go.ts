import { callArguments, closingBracket, type Argument } from '../arguments.js';
import type { LexedText } from '../../lexer.js';
import { messageArgument, normaliseLevel, type FoundCall, type LogCallReader } from '../call.js';

// Go: the packages a file imports decide what a call is. `log.Fatal` is the standard library's
// fatal (it exits), `log.Print*` its info; slog, zap, logrus, zerolog, klog and glog calls by their
// package name, and logger values (`logger.Info`, `s.log.Warnw`) by their method.

/** Logging packages by import path, with the name a file calls them by when it gives no alias. */
const PACKAGES: { path: RegExp; library: string; name: string }[] = [
  { path: /^log$/, library: 'log', name: 'log' },
  { path: /^log\/slog$/, library: 'slog', name: 'slog' },
  { path: /^go\.uber\.org\/zap$/, library: 'zap', name: 'zap' },
  { path: /^github\.com\/sirupsen\/logrus$/, library: 'logrus', name: 'logrus' },
  { path: /^github\.com\/rs\/zerolog$/, library: 'zerolog', name: 'zerolog' },
  { path: /^github\.com\/rs\/zerolog\/log$/, library: 'zerolog', name: 'log' },
  { path: /^k8s\.io\/klog(?:\/v\d+)?$/, library: 'klog', name: 'klog' },
  { path: /^github\.com\/golang\/glog$/, library: 'glog', name: 'glog' },
  { path: /^github\.com\/charmbracelet\/log$/, library: 'charmbracelet/log', name: 'log' },
  { path: /^github\.com\/hashicorp\/go-hclog$/, library: 'hclog', name: 'hclog' },
];

const LEVEL = '(Trace|Debug|Info|Print|Warn|Warning|Error|Fatal|Panic|DPanic|Exit)';
const SUFFIX = '(?:f|w|ln|S|Context|Depth)?';
// A value named like a logger: `log`, `logger`, `s.logger`, `h.log`, `reqLogger`, `lg`, `sugar`.
const LOGGER_VALUE = String.raw`(?:[A-Za-z_]\w*\.)*(?:log|logger|Logger|lg|sugar|[a-z]\w*Logger|[a-z]\w*Log)`;
const VALUE_CALL = new RegExp(String.raw`(?<![\w.])(?<receiver>${LOGGER_VALUE})\.${LEVEL}${SUFFIX}\s*\(`, 'g');

type Import = { alias: string; library: string };

function loggingImports(text: string): Import[] {
  const specs: { alias: string | undefined; path: string }[] = [];
  const block = /\bimport\s*\(([\s\S]*?)\)/g;
  for (const match of text.matchAll(block)) {
    for (const spec of match[1]!.matchAll(/^\s*(?:([\w.]+)\s+)?"([^"]+)"/gm)) specs.push({ alias: spec[1], path: spec[2]! });
  }
  for (const spec of text.matchAll(/\bimport\s+(?:([\w.]+)\s+)?"([^"]+)"/g)) specs.push({ alias: spec[1], path: spec[2]! });
  return specs.flatMap(({ alias, path }) => {
    const known = PACKAGES.find((entry) => entry.path.test(path));
    return known && alias !== '_' ? [{ alias: alias ?? known.name, library: known.library }] : [];
  });
}

const LEVEL_FROM_SLOG = /\bslog\.Level(Debug|Info|Warn|Error)\b/;

/** The level a method name means in a library; null when the method logs nothing. */
function methodLevel(library: string, method: string): string | null {
  if (library === 'log' && !/^(?:Print|Fatal|Panic)$/.test(method)) return null;
  if (method === 'Exit' && library !== 'klog' && library !== 'glog') return null;
  return normaliseLevel(method);
}

/** A zerolog-style chain (`log.Info().Str("k", v).Msg("m")`): the arguments of its calls up to `Msg`/`Msgf`/`Send`, and the message. */
function followChain(source: LexedText, from: number): { args: Argument[]; message: Argument | null } {
  const text = source.text;
  const args: Argument[] = [];
  let cursor = from;
  for (let step = 0; step < 20; step++) {
    const next = /^\s*\.\s*(\w+)\s*\(/.exec(text.slice(cursor, cursor + 200));
    if (!next) break;
    const open = cursor + next[0].length - 1;
    const callArgs = callArguments(source, open);
    if (callArgs === null) break;
    args.push(...callArgs);
    if (/^(?:Msg|Msgf)$/.test(next[1]!)) return { args, message: callArgs[0] ?? null };
    if (next[1] === 'Send') break;
    cursor = closingBracket(source, open) + 1;
  }
  return { args, message: null };
}

function call(source: LexedText, offset: number, open: number, library: string, level: string): FoundCall {
  const args = callArguments(source, open) ?? [];
  if (args.length === 0) {
    const chain = followChain(source, closingBracket(source, open) + 1);
    return { offset, library, level, args: chain.args, message: chain.message };
  }
  return { offset, library, level, args, message: messageArgument(args) };
}

function packageCalls(source: LexedText, imports: Import[]): FoundCall[] {
  const text = source.text;
  const found: FoundCall[] = [];
  for (const { alias, library } of imports) {
    const pattern = new RegExp(String.raw`(?<![\w.])${alias.replace('.', '\\.')}\.(?:(?:L|S)\(\)\.|V\(\d+\)\.)?(\w+?)${SUFFIX}\s*\(`, 'g');
    for (const match of text.matchAll(pattern)) {
      const verbose = match[0].includes('.V(');
      let level = methodLevel(library, match[1]!);
      if (library === 'slog' && /^Log(?:Attrs)?$/.test(match[1]!)) level = normaliseLevel(LEVEL_FROM_SLOG.exec(text.slice(match.index, match.index + 200))?.[1] ?? '') ?? 'info';
      if (library === 'zerolog' && match[1] === 'Err') level = 'error';
      if (level === null) continue;
      found.push(call(source, match.index, match.index + match[0].length - 1, library, verbose ? 'debug' : level));
    }
    // logrus's `logrus.WithField("k", v).Info(…)` and `WithFields(…)`, `WithError(err)`.
    const chained = new RegExp(String.raw`(?<![\w.])${alias.replace('.', '\\.')}\.With(?:Field|Fields|Error|Context|Time)\s*\(`, 'g');
    for (const match of text.matchAll(chained)) {
      let cursor = closingBracket(source, match.index + match[0].length - 1) + 1;
      const fields = callArguments(source, match.index + match[0].length - 1) ?? [];
      for (let step = 0; step < 6; step++) {
        const next = new RegExp(String.raw`^\s*\.\s*(?:With\w*|${LEVEL}${SUFFIX})\s*\(`).exec(text.slice(cursor, cursor + 200));
        if (!next) break;
        const open = cursor + next[0].length - 1;
        if (next[1]) {
          const levelCall = call(source, match.index, open, library, normaliseLevel(next[1])!);
          found.push({ ...levelCall, args: [...fields, ...levelCall.args] });
          break;
        }
        cursor = closingBracket(source, open) + 1;
      }
    }
  }
  return found;
}

function valueCalls(source: LexedText, imports: Import[]): FoundCall[] {
  const text = source.text;
  const aliases = new Set(imports.map((entry) => entry.alias));
  const libraries = [...new Set(imports.map((entry) => entry.library))];
  const library = libraries.length === 1 ? libraries[0]! : 'logger';
  return [...text.matchAll(VALUE_CALL)].flatMap((match) => {
    if (aliases.has(match.groups!.receiver!)) return [];
    const level = normaliseLevel(match[2]!);
    return level === null ? [] : [call(source, match.index, match.index + match[0].length - 1, library, level)];
  });
}

export const goReader: LogCallReader = {
  interpolation: 'none',
  find(source) {
    const text = source.text;
    const imports = loggingImports(text);
    return [...packageCalls(source, imports), ...valueCalls(source, imports)];
  },
};
