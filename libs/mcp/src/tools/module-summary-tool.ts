import { z } from 'zod';
import { answer, MAX_ARGUMENT, oneLine, quoted, short, ToolError } from '../answer.js';
import type { ModuleSummary } from '../code/module-summary.js';
import { repositoryPath } from '../git-answers.js';
import { openNamed, repositoryArgument } from './repositories.js';
import type { FileRole } from '@chronicle/snapshot';
import { askSnapshot, inlineCode, place, plural } from './code-tool-support.js';
import type { ToolContext } from './tool-context.js';

/** Roles in the order an overview counts them (the snapshot's FILE_ROLES, kept here as types only are imported from it). */
const ROLE_ORDER: readonly FileRole[] = ['source', 'test', 'example', 'benchmark', 'fixture', 'docs', 'build'];

const PURPOSE_SOURCES = { code: 'its code', readme: 'its README', manifest: 'its manifest' } as const;

export function registerModuleSummary(context: ToolContext): void {
  const { source, register } = context;
  register(
    'module_summary',
    {
      title: 'Summary of a file or folder',
      description:
        'What a file or folder of the documented commit is, only from its code facts: its purpose as the code or its README states it (quoted), its components and entry points, its most imported files, what it imports (repository files, packages, the standard library) and who imports it, and its public (exported) declarations with their signatures. "." is the whole repository.',
      inputSchema: {
        repository: repositoryArgument,
        path: z.string().min(1).max(MAX_ARGUMENT.path).describe('A repository-relative file or folder, such as src/router.ts or src/ ("." for the whole repository).'),
      },
    },
    async ({ repository, path: input }, extra) => {
      const reader = await openNamed(source, repository);
      const path = /^\s*[./]*\s*$/.test(input) && !input.includes('..') ? '' : repositoryPath(input);
      const found = await askSnapshot(reader, { tool: 'module_summary', path }, extra);
      const where = `${reader.repository.fullName} at ${short(found.commit)}`;
      if (found.status === 'unknown') {
        const close = found.suggestions.length ? ` Close paths: ${found.suggestions.map((suggestion) => `\`${suggestion}\``).join(', ')}.` : ' Paths are repository-relative and case-sensitive, such as src/index.ts.';
        throw new ToolError(`No file or folder ${quoted(path)} in ${where}.${close}`);
      }
      if (found.status === 'skipped') throw new ToolError(`${quoted(path)} is in ${where} but left out of its code facts (${found.reason}).`);
      return answer(summaryText(found, where));
    },
  );
}

function summaryText(summary: ModuleSummary, where: string): string {
  const name = summary.path === '' ? 'The repository' : summary.kind === 'folder' ? `${summary.path}/` : summary.path;
  const parts = [`# ${name} (${summary.kind === 'file' ? `${summary.role} file` : 'folder'}) in ${where}`, ''];
  if (summary.purpose) parts.push(`> ${oneLine(summary.purpose.text, 400)}`, '', `Quoted from ${PURPOSE_SOURCES[summary.purpose.source]}: ${summary.purpose.line ? place(summary.purpose.path, summary.purpose.line) : `\`${summary.purpose.path}\``}.`);
  else parts.push(`No purpose is stated for it (no module docstring, package comment or file-header doc comment${summary.kind === 'folder' ? ', README or manifest description' : ''}).`);
  parts.push('', overview(summary));
  if (summary.components.length) parts.push('', `Components: ${summary.components.map((component) => `\`${component.folder || './'}\` (${component.kind}${component.name ? ` ${component.name}` : ''})`).join(', ')}${more(summary.componentsTotal, summary.components.length)}.`);
  if (summary.entryPoints.length) {
    parts.push('', '## Entry points', '', ...summary.entryPoints.map((entry) => `- \`${entry.path}\` — ${entry.kind}${entry.name ? ` \`${entry.name}\`` : ''} of \`${entry.component || './'}\``));
    if (summary.entryPointsTotal > summary.entryPoints.length) parts.push(`- …and ${summary.entryPointsTotal - summary.entryPoints.length} more`);
  }
  if (summary.keyFiles.length) {
    const used = (file: ModuleSummary['keyFiles'][number]) => [file.importedBy ? `imported by ${plural(file.importedBy, 'file')}` : null, file.calledFrom ? `called from ${plural(file.calledFrom, 'file')}` : null].filter(Boolean).join(', ');
    parts.push('', '## Key files (most used by other files)', '', ...summary.keyFiles.map((file) => `- \`${file.path}\` — ${used(file)}, ${plural(file.lines, 'line')}${file.purpose ? ` — "${oneLine(file.purpose, 160)}"` : ''}`));
  }
  parts.push('', '## Dependencies', '', ...dependencies(summary));
  parts.push('', `## Public symbols (${summary.publicTotal.toLocaleString('en-US')})`, '');
  if (summary.publicSymbols.length === 0) parts.push(summary.kind === 'file' ? 'It exports no declaration.' : 'Its source files export no declaration.');
  for (const symbol of summary.publicSymbols) {
    const members = symbol.members ? ` — ${plural(symbol.members, 'member')} (members_of)` : '';
    parts.push(`- ${inlineCode(symbol.signature)} — ${place(symbol.file, symbol.line)}${members}${symbol.doc ? ` — ${symbol.doc}` : ''}`);
  }
  if (summary.publicTotal > summary.publicSymbols.length) parts.push('', `…and ${(summary.publicTotal - summary.publicSymbols.length).toLocaleString('en-US')} more: ask about a subfolder or a file.`);
  return `${parts.join('\n')}\n`;
}

/** `12 files (10 source, 2 test), 1,234 lines; languages: TypeScript 11, JavaScript 1.`, or `80 lines of TypeScript.` for a file. */
function overview(summary: ModuleSummary): string {
  if (summary.kind === 'file') return `${plural(summary.lines, 'line')}${summary.languages.length ? ` of ${summary.languages[0]!.language}` : ''}.`;
  const roles = ROLE_ORDER.filter((role) => summary.files.byRole[role]).map((role) => `${summary.files.byRole[role]} ${role}`).join(', ');
  const languages = summary.languages.map((language) => `${language.language} ${language.files}`).join(', ');
  return `${plural(summary.files.total, 'file')} (${roles}), ${plural(summary.lines, 'line')}${languages ? `; languages: ${languages}` : ''}.`;
}

/** ` and 12 more` after a cut list. */
function more(total: number, listed: number): string {
  return total > listed ? ` and ${(total - listed).toLocaleString('en-US')} more` : '';
}

function dependencies(summary: ModuleSummary): string[] {
  const { importsOut, importersIn, componentEdges } = summary;
  const lines: string[] = [];
  const others = importsOut.filesTotal > importsOut.files.length ? ` and ${importsOut.filesTotal - importsOut.files.length} more` : '';
  lines.push(importsOut.files.length ? `- Imports from the repository: ${importsOut.files.map((file) => `\`${file.path}\`${file.importedBy > 1 ? ` (from ${file.importedBy} files)` : ''}`).join(', ')}${others}.` : '- Imports no other file of the repository.');
  lines.push(importsOut.packages.length ? `- Packages: ${importsOut.packages.map((entry) => `\`${entry.name}\`${entry.files > 1 ? ` (${entry.files} files)` : ''}`).join(', ')}${more(importsOut.packagesTotal, importsOut.packages.length)}.` : '- Imports no third-party package.');
  if (importsOut.standardLibrary.length) lines.push(`- Standard library: ${importsOut.standardLibrary.map((name) => `\`${name}\``).join(', ')}${more(importsOut.standardLibraryTotal, importsOut.standardLibrary.length)}.`);
  if (importersIn.total) {
    const sourceCount = importersIn.total - importersIn.otherRoles;
    const more = sourceCount > importersIn.files.length ? ` and ${sourceCount - importersIn.files.length} more` : '';
    const listed = importersIn.files.length ? `: ${importersIn.files.map((file) => `\`${file.path}\``).join(', ')}${more}` : '';
    const tests = importersIn.otherRoles ? `${sourceCount ? '; and by ' : ' '}${plural(importersIn.otherRoles, 'test or other non-source file', 'tests or other non-source files')}` : '';
    lines.push(`- Imported by ${plural(sourceCount, 'source file')}${listed}${tests}.`);
  } else lines.push(`- No other file imports ${summary.kind === 'file' ? 'it' : 'its files'}.`);
  if (componentEdges?.dependsOn.length) lines.push(`- As a component it depends on ${componentEdges.dependsOn.map((edge) => `\`${edge.folder || './'}\` (${plural(edge.imports, 'import')}${edge.manifest ? ', in its manifest' : ''})`).join(', ')}.`);
  if (componentEdges?.usedBy.length) lines.push(`- Components depending on it: ${componentEdges.usedBy.map((edge) => `\`${edge.folder || './'}\` (${plural(edge.imports, 'import')}${edge.manifest ? ', in its manifest' : ''})`).join(', ')}.`);
  return lines;
}
