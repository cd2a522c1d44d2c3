import { DOC_TIERS } from '@chronicle/contracts';
import { SKIP_REASONS, type SkipReason, type Snapshot, type SourceFile } from '@chronicle/snapshot';
import * as md from '../../markdown/markdown.js';
import type { Agent, AgentFacts, CoverageTarget, RequiredSection } from '../../sdk/agent.js';
import { DocumentationAgent } from '../../sdk/documentation-agent.decorator.js';
import { isSourceFile } from './source-files.js';

/** How many top-level symbol names a row shows before it says how many more there are. */
const NAMES_PER_ROW = 3;

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
  description: 'Lists every source file with its language, lines, tokens, symbols, commits and last change, grouped by folder, with totals by language.',
  category: 'Structural Intelligence',
  docType: 'code_index',
  tiers: DOC_TIERS.code_index,
  version: '1.0.0',
  inputs: { paths: ['**'], manifests: false, history: true },
})
export class CodeIndexAgent implements Agent {
  requiredSections({ snapshot }: AgentFacts): RequiredSection[] {
    const sections: RequiredSection[] = [];
    if (snapshot.files.some(isSourceFile)) {
      sections.push({ title: 'Languages', because: 'the repository has source files' });
      sections.push({ title: 'Files by folder', because: 'the repository has source files' });
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
    const totals = languageTotals(files);
    return md.document([
      '# Code index',
      intro(snapshot, files, totals),
      ...(files.length > 0 ? ['## Languages', languagesTable(totals), '## Files by folder', columnsNote(files), ...folderBlocks(files)] : []),
      '## Files not listed',
      notListed(snapshot),
    ]);
  }
}

function intro(snapshot: Snapshot, files: SourceFile[], totals: LanguageRow[]): string {
  const at = commitPhrase(snapshot);
  const definition =
    'A source file is one whose language GitHub Linguist classes as programming, plus Vue, Svelte and Astro components, whose files hold script code.';
  if (files.length === 0) return `${md.text(snapshot.repository.name)} has no source files ${at}. ${definition}`;
  const lines = files.reduce((sum, file) => sum + file.lines, 0);
  const tokens = files.reduce((sum, file) => sum + file.tokens, 0);
  return [
    `This index lists all ${md.plural(files.length, 'source file')} of ${md.text(snapshot.repository.name)} ${at}:`,
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
    'Tokens are o200k tokens. Symbols counts every declaration the parser found; the top-level ones are named, exported first, up to three.',
    'Commits and last change come from the history up to this commit.',
  ];
  if (files.some((file) => !file.parsed)) notes.push('"not parsed" marks a file whose language has no parser in the snapshot, so its symbols are not counted.');
  if (files.some((file) => file.history.lastChange === null)) notes.push('"not read" marks a file whose history was not read.');
  return notes.join(' ');
}

function folderOf(path: string): string {
  const slash = path.lastIndexOf('/');
  return slash === -1 ? '' : path.slice(0, slash + 1);
}

function folderBlocks(files: SourceFile[]): string[] {
  const folders = new Map<string, SourceFile[]>();
  for (const file of files) folders.set(folderOf(file.path), [...(folders.get(folderOf(file.path)) ?? []), file]);
  return [...folders.keys()]
    .sort(md.byText)
    .flatMap((folder) => [`### ${folder === '' ? 'Repository root' : md.code(folder)}`, filesTable(folders.get(folder) ?? [])]);
}

function filesTable(files: SourceFile[]): string {
  const rows = [...files]
    .sort((a, b) => md.byText(a.path, b.path))
    .map((file) => [
      md.code(file.path),
      md.text(file.language ?? 'Unknown'),
      md.number(file.lines),
      md.number(file.tokens),
      file.parsed ? md.number(file.code.symbols.length) : 'not parsed',
      topLevelNames(file),
      md.number(file.history.commits),
      file.history.lastChange === null ? 'not read' : file.history.lastChange.slice(0, 10),
    ]);
  const headers = ['File', 'Language', 'Lines', 'Tokens', 'Symbols', 'Top-level symbols', 'Commits', 'Last change'];
  return md.table(headers, rows, ['left', 'left', 'right', 'right', 'right', 'left', 'right', 'left']);
}

function topLevelNames(file: SourceFile): string {
  const topLevel = file.code.symbols
    .filter((symbol) => symbol.parent === null)
    .sort((a, b) => Number(b.exported) - Number(a.exported) || a.line - b.line || md.byText(a.name, b.name));
  const names = [...new Set(topLevel.map((symbol) => symbol.name))];
  const shown = names.slice(0, NAMES_PER_ROW).map(md.code).join(', ');
  return names.length > NAMES_PER_ROW ? `${shown} and ${names.length - NAMES_PER_ROW} more` : shown;
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
