import { DOC_TIERS } from '@chronicle/contracts';
import { SKIP_REASONS, type SkipReason, type Snapshot, type SourceFile } from '@chronicle/snapshot';
import * as md from '../../markdown/markdown.js';
import type { Agent, AgentFacts, CoverageTarget, RequiredSection } from '../../sdk/agent.js';
import { DocumentationAgent } from '../../sdk/documentation-agent.decorator.js';
import { isSourceFile } from './source-files.js';
import { projectName } from '../../facts/project-name.js';

/** How many exported names, and imported modules, a row shows before it says how many more there are. */
const NAMES_PER_ROW = 8;
const USES_PER_ROW = 5;
/** A purpose longer than this is cut at a word. */
const PURPOSE_CHARS = 200;

const SKIP_MEANINGS: Record<SkipReason, string> = {
  vendored: 'vendored (third-party code kept in the repository)',
  generated: 'generated',
  minified: 'minified',
  binary: 'binary',
  oversized: 'too large to index',
  submodule: 'submodules',
  symlink: 'symbolic links',
};

type LanguageRow = { language: string; files: number; lines: number; tokens: number };

/** Writes CODE_INDEX.md: every source file with its numbers, grouped by folder, and totals by language. */
@DocumentationAgent({
  id: 'code-index',
  name: 'Code Index Agent',
  description: 'Lists every source file with what it is for (its own doc comment), what it exports and what it uses, grouped by folder; tests, examples and benchmarks apart; totals by language.',
  category: 'Structural Intelligence',
  docType: 'code_index',
  tiers: DOC_TIERS.code_index,
  version: '1.2.0',
  inputs: { paths: ['**'], manifests: false, history: true },
})
export class CodeIndexAgent implements Agent {
  requiredSections({ snapshot }: AgentFacts): RequiredSection[] {
    const sections: RequiredSection[] = [];
    if (snapshot.files.some(isSourceFile)) {
      sections.push({ title: 'Languages', because: 'the repository has source files' });
      if (snapshot.files.some((file) => isSourceFile(file) && file.role === 'source')) sections.push({ title: 'Files by folder', because: 'the repository has source files of the project itself' });
      if (snapshot.files.some((file) => isSourceFile(file) && file.role !== 'source')) sections.push({ title: 'Tests, examples and other code', because: 'the repository has tests, examples, benchmarks or build code' });
    }
    sections.push({ title: 'Files not listed', because: 'the index says what it leaves out and why' });
    return sections;
  }

  coverage({ snapshot }: AgentFacts): CoverageTarget {
    return {
      measure: 'source files listed',
      items: snapshot.files.filter(isSourceFile).map((file) => ({ key: file.path, mention: file.path })),
    };
  }

  write({ snapshot }: AgentFacts): string {
    const files = snapshot.files.filter(isSourceFile);
    const own = files.filter((file) => file.role === 'source');
    const others = files.filter((file) => file.role !== 'source');
    const totals = languageTotals(files);
    return md.document([
      '# Code index',
      intro(snapshot, files, totals),
      ...(files.length > 0 ? ['## Languages', languagesTable(totals)] : []),
      ...(own.length > 0 ? ['## Files by folder', columnsNote(own), ...folderBlocks(own, snapshot)] : []),
      ...(others.length > 0 ? ['## Tests, examples and other code', othersNote(), othersTable(others)] : []),
      '## Files not listed',
      notListed(snapshot),
    ]);
  }
}

function intro(snapshot: Snapshot, files: SourceFile[], totals: LanguageRow[]): string {
  const at = commitPhrase(snapshot);
  const definition =
    'A source file is one whose language GitHub Linguist classes as programming, plus Vue, Svelte and Astro components, whose files hold script code.';
  if (files.length === 0) return `${md.text(projectName(snapshot))} has no source files ${at}. ${definition}`;
  const lines = files.reduce((sum, file) => sum + file.lines, 0);
  const tokens = files.reduce((sum, file) => sum + file.tokens, 0);
  return [
    `This index lists all ${md.plural(files.length, 'source file')} of ${md.text(projectName(snapshot))} ${at}:`,
    `${md.plural(lines, 'line')} and ${md.plural(tokens, 'o200k token')} in ${md.plural(totals.length, 'language')}, grouped by folder.`,
    definition,
  ].join(' ');
}

function commitPhrase(snapshot: Snapshot): string {
  const date = snapshot.commit.date.slice(0, 10);
  // The gate checks every SHA against the history, so the commit is named only when the history has it.
  return snapshot.history.shas.includes(snapshot.commit.sha) ? `at commit ${md.code(snapshot.commit.sha.slice(0, 7))} (${date})` : `at its commit of ${date}`;
}

function languageTotals(files: SourceFile[]): LanguageRow[] {
  const rows = new Map<string, LanguageRow>();
  for (const file of files) {
    const language = file.language ?? 'Unknown';
    const row = rows.get(language) ?? { language, files: 0, lines: 0, tokens: 0 };
    rows.set(language, { language, files: row.files + 1, lines: row.lines + file.lines, tokens: row.tokens + file.tokens });
  }
  return [...rows.values()].sort((a, b) => b.lines - a.lines || md.byText(a.language, b.language));
}

function languagesTable(totals: LanguageRow[]): string {
  const sum = (pick: (row: LanguageRow) => number) => md.number(totals.reduce((total, row) => total + pick(row), 0));
  const rows = totals.map((row) => [md.text(row.language), md.number(row.files), md.number(row.lines), md.number(row.tokens)]);
  rows.push(['**Total**', `**${sum((row) => row.files)}**`, `**${sum((row) => row.lines)}**`, `**${sum((row) => row.tokens)}**`]);
  return md.table(['Language', 'Files', 'Lines', 'Tokens'], rows, ['left', 'right', 'right', 'right']);
}

function columnsNote(files: SourceFile[]): string {
  const notes = [
    '"What it is" quotes the file\'s own doc comment, else the doc comment of its first exported declaration. "Exports" names its exported top-level declarations; "Uses" the packages it imports and the files of this repository it imports names from. Commits come from the history up to this commit.',
  ];
  if (files.some((file) => !file.parsed)) notes.push('"not parsed" marks a file whose language has no parser in the snapshot, so its declarations and imports are not known.');
  return notes.join(' ');
}

function folderOf(path: string): string {
  const slash = path.lastIndexOf('/');
  return slash === -1 ? '' : path.slice(0, slash + 1);
}

function folderBlocks(files: SourceFile[], snapshot: Snapshot): string[] {
  const folders = new Map<string, SourceFile[]>();
  for (const file of files) folders.set(folderOf(file.path), [...(folders.get(folderOf(file.path)) ?? []), file]);
  // A name is shown only when the repository declares it (an alias such as `Hono as HonoBase` is not a declaration).
  const declared = new Set(snapshot.files.flatMap((file) => file.code.symbols.map((symbol) => symbol.name)));
  const paths = new Map(snapshot.files.map((file) => [file.path, declared]));
  return [...folders.keys()]
    .sort(md.byText)
    .flatMap((folder) => [`### ${folder === '' ? 'Repository root' : md.code(folder)}`, filesTable(folders.get(folder) ?? [], paths)]);
}

function filesTable(files: SourceFile[], paths: Map<string, Set<string>>): string {
  const rows = [...files]
    .sort((a, b) => md.byText(a.path, b.path))
    .map((file) => [md.code(file.path), purposeOf(file), file.parsed ? exportsOf(file) : 'not parsed', file.parsed ? usesOf(file, paths) : 'not parsed', md.number(file.lines), md.number(file.history.commits)]);
  return md.table(['File', 'What it is', 'Exports', 'Uses', 'Lines', 'Commits'], rows, ['left', 'left', 'left', 'left', 'right', 'right']);
}

function cut(text: string): string {
  if (text.length <= PURPOSE_CHARS) return text;
  const cutAt = text.lastIndexOf(' ', PURPOSE_CHARS);
  return `${text.slice(0, cutAt > 0 ? cutAt : PURPOSE_CHARS)}…`;
}

/** The file's purpose in its own words: its module doc, else its first exported declaration's doc. */
function purposeOf(file: SourceFile): string {
  if (file.code.purpose !== null) return md.text(cut(file.code.purpose.text));
  const first = file.code.symbols.filter((symbol) => symbol.parent === null && symbol.exported).sort((a, b) => a.line - b.line).find((symbol) => md.summary(symbol.doc) !== null);
  return first ? `${md.code(first.name)}: ${md.text(cut(md.summary(first.doc) as string))}` : '—';
}

function exportsOf(file: SourceFile): string {
  const names = [...new Set(file.code.symbols.filter((symbol) => symbol.parent === null && symbol.exported).sort((a, b) => a.line - b.line).map((symbol) => symbol.name))];
  if (names.length === 0) return '—';
  const shown = names.slice(0, NAMES_PER_ROW).map(md.code).join(', ');
  return names.length > NAMES_PER_ROW ? `${shown} and ${names.length - NAMES_PER_ROW} more` : shown;
}

/** The packages a file imports (standard library left out) and the repository files it takes names from. */
function usesOf(file: SourceFile, paths: Map<string, Set<string>>): string {
  const packages = [...new Set(file.code.imports.filter((ref) => ref.package !== null && !ref.standardLibrary && ref.resolvedPath === null).map((ref) => ref.package as string))].sort(md.byText);
  const local = new Map<string, Set<string>>();
  for (const ref of file.code.imports) {
    if (ref.resolvedPath === null || !paths.has(ref.resolvedPath) || ref.resolvedPath === file.path) continue;
    const names = local.get(ref.resolvedPath) ?? new Set<string>();
    const declared = paths.get(ref.resolvedPath) as Set<string>;
    for (const name of ref.names) if (declared.has(name.imported)) names.add(name.imported);
    local.set(ref.resolvedPath, names);
  }
  const items = [
    ...packages.map(md.code),
    ...[...local.entries()].sort(([a], [b]) => md.byText(a, b)).map(([path, names]) => (names.size === 0 ? md.code(path) : `${[...names].slice(0, 3).map(md.code).join(', ')} from ${md.code(path)}`)),
  ];
  if (items.length === 0) return '—';
  return items.length > USES_PER_ROW ? `${items.slice(0, USES_PER_ROW).join('; ')}; and ${items.length - USES_PER_ROW} more` : items.join('; ');
}

const ROLE_NAMES: Record<string, string> = { test: 'test', example: 'example', benchmark: 'benchmark', fixture: 'fixture', docs: 'docs', build: 'build', source: 'source' };

function othersNote(): string {
  return 'Code that is not part of the project itself, by role (as the snapshot tells tests, examples, benchmarks, fixtures, docs and build code from the rest).';
}

function othersTable(files: SourceFile[]): string {
  const rows = [...files]
    .sort((a, b) => md.byText(a.role, b.role) || md.byText(a.path, b.path))
    .map((file) => [md.code(file.path), ROLE_NAMES[file.role] ?? md.text(file.role), md.text(file.language ?? 'Unknown'), md.number(file.lines)]);
  return md.table(['File', 'Role', 'Language', 'Lines'], rows, ['left', 'left', 'left', 'right']);
}

function notListed(snapshot: Snapshot): string {
  return md.list([otherFilesLine(snapshot), skippedLine(snapshot)]);
}

function otherFilesLine(snapshot: Snapshot): string {
  const others = snapshot.files.filter((file) => !isSourceFile(file));
  if (others.length === 0) return 'Every indexed file is a source file.';
  const byLanguage = new Map<string, number>();
  for (const file of others) {
    const label = file.language ?? 'no known language';
    byLanguage.set(label, (byLanguage.get(label) ?? 0) + 1);
  }
  const parts = [...byLanguage.entries()]
    .sort((a, b) => b[1] - a[1] || md.byText(a[0], b[0]))
    .map(([language, count]) => `${md.text(language)} ${md.number(count)}`);
  return `${md.plural(others.length, 'indexed file')} of markup, data or prose, or of no known language, ${others.length === 1 ? 'is' : 'are'} not source code: ${parts.join(', ')}.`;
}

function skippedLine(snapshot: Snapshot): string {
  const counts = SKIP_REASONS.filter((reason) => snapshot.skippedCounts[reason] > 0).map((reason) => `${md.number(snapshot.skippedCounts[reason])} ${SKIP_MEANINGS[reason]}`);
  if (counts.length === 0) return 'The snapshot skipped no file.';
  const total = SKIP_REASONS.reduce((sum, reason) => sum + snapshot.skippedCounts[reason], 0);
  return `The snapshot skipped ${md.plural(total, 'file')} and did not index them: ${counts.join(', ')}.`;
}
