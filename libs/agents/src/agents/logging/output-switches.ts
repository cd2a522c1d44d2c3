import type { SourceFile, Snapshot } from '@chronicle/snapshot';
import { centralFiles } from '../../facts/centrality.js';
import { idiomsOf } from '../../facts/topics.js';
import { byText, code, lineLink, plural, text } from '../../markdown/markdown.js';
import { byLibrary, levelSummary, loggingFiles } from './log-facts.js';

// The command-line flags that turn output on (`scan.idioms` of kind `debug-flag`), with the parser
// the file imports, and the facility the code logs through: its libraries with their levels and the
// project's own wrapper modules that the rest of the code imports.

/** How many places one flag names before counting the rest. */
const PLACES_PER_FLAG = 3;

// The argument parser a file imports, by the package or module its imports name.
const PARSERS: [RegExp, string][] = [
  [/^clap(?:::|$)/, 'clap'],
  [/^structopt(?:::|$)/, 'structopt'],
  [/^argh(?:::|$)/, 'argh'],
  [/spf13\/cobra/, 'cobra'],
  [/spf13\/pflag/, 'pflag'],
  [/^flag$/, "Go's flag package"],
  [/^argparse$/, 'argparse'],
  [/^click$/, 'click'],
  [/^typer$/, 'typer'],
  [/^commander$/, 'commander'],
  [/picocli/, 'picocli'],
];

function parserOf(file: SourceFile): string | null {
  for (const ref of file.code.imports) {
    const found = PARSERS.find(([pattern]) => pattern.test(ref.package ?? ref.specifier) || pattern.test(ref.specifier));
    if (found) return found[1];
  }
  return null;
}

/** A flag with the places that define it, by flag. */
export function debugFlags(snapshot: Snapshot): { flag: string; places: { file: SourceFile; line: number }[] }[] {
  const flags = new Map<string, { file: SourceFile; line: number }[]>();
  for (const { file, idiom } of idiomsOf(snapshot, ['debug-flag'])) flags.set(idiom.word, [...(flags.get(idiom.word) ?? []), { file, line: idiom.line }]);
  return [...flags].map(([flag, places]) => ({ flag, places })).sort((a, b) => byText(a.flag.replace(/^-+/, ''), b.flag.replace(/^-+/, '')));
}

/** `Pass `--debug`: defined in [src/cli.rs:12](…) with clap.` — one item per flag. */
export function flagItems(snapshot: Snapshot): string[] {
  return debugFlags(snapshot).map(({ flag, places }) => {
    const shown = places.slice(0, PLACES_PER_FLAG).map(({ file, line }) => {
      const parser = parserOf(file);
      return `${lineLink(file.path, line)}${parser === null ? '' : ` (${text(parser)})`}`;
    });
    const more = places.length > PLACES_PER_FLAG ? ` and ${plural(places.length - PLACES_PER_FLAG, 'more place')}` : '';
    return `Pass ${code(flag)} on the command line: defined in ${shown.join(', ')}${more}.`;
  });
}

const WRAPPER_NAME = /(?:^|\/)(?:log|logs|logger|logging|debug|trace|tracing)(?:\.[\w]+|\/(?:index|mod|__init__)\.[\w]+)$/i;

/** The project's own logging modules (`src/log.ts`, `utils/logger.py`) that other source files import, with how many. */
export function loggingWrappers(snapshot: Snapshot): { path: string; importedBy: number }[] {
  return centralFiles(snapshot)
    .filter((file) => WRAPPER_NAME.test(file.path) && file.importedBy > 0)
    .map((file) => ({ path: file.path, importedBy: file.importedBy }))
    .sort((a, b) => b.importedBy - a.importedBy || byText(a.path, b.path));
}

/** One sentence on what the code logs through: the libraries with their levels, and the project's own wrappers; null when neither. */
export function facilitySentence(snapshot: Snapshot): string | null {
  const libraries = byLibrary(loggingFiles(snapshot)).map((entry) => `${text(entry.library)} (${levelSummary(entry.calls)})`);
  const wrappers = loggingWrappers(snapshot).map((wrapper) => `${code(wrapper.path)} (imported by ${plural(wrapper.importedBy, 'other source file')})`);
  const parts: string[] = [];
  if (libraries.length > 0) parts.push(`The code logs through ${libraries.length === 1 ? libraries[0] : `${libraries.slice(0, -1).join(', ')} and ${libraries.at(-1)}`}, with its calls per level in brackets.`);
  if (wrappers.length > 0) parts.push(`The project's own logging ${wrappers.length === 1 ? 'module is' : 'modules are'} ${wrappers.join(', ')}: read ${wrappers.length === 1 ? 'it' : 'them'} to see where output goes and which level is on.`);
  return parts.length === 0 ? null : parts.join(' ');
}
