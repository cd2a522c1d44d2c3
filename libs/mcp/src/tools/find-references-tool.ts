import { z } from 'zod';
import { answer, MAX_ARGUMENT, MAX_LISTED, quoted, short, ToolError } from '../answer.js';
import type { CallReference, ReferenceGroup } from '../code/find-references.js';
import { openNamed, repositoryArgument } from './repositories.js';
import { askSnapshot, describeDeclaration, inlineCode, place, plural } from './code-tool-support.js';
import type { ToolContext } from './tool-context.js';

/** What each resolution kind means, for the line under the calls. */
const RESOLUTIONS = 'import: through a name an import binds; receiver: `this`/`self`, a Go receiver or a value of a known type; same-file: declared in the calling file; name: the only declaration so named in the repository (least sure).';

export function registerFindReferences(context: ToolContext): void {
  const { source, register } = context;
  register(
    'find_references',
    {
      title: 'Find the references of a symbol',
      description:
        'Where a declaration is used, from the code of the documented commit: every call site the snapshot resolved to it (file:line, the calling function, and how the target was found — import, receiver, same-file or name), grouped by file, and the files that import it (or the type or module value it belongs to) by name, re-exports followed. Calls in tests, examples and other non-source files are counted apart and listed with include_tests.',
      inputSchema: {
        repository: repositoryArgument,
        symbol: z.string().min(1).max(MAX_ARGUMENT.name).describe('The declaration\'s name or qualified name, such as "send", "res.send" or "Context.JSON"; "path:name" (such as "lib/response.js:res.send") picks one of several.'),
        include_tests: z.boolean().optional().describe('Also list the references in tests, examples, benchmarks, fixtures and build files (default false: they are only counted).'),
        limit: z.number().int().min(1).max(MAX_LISTED).optional().describe(`At most this many call sites listed, and as many importers, per declaration (default 100, at most ${MAX_LISTED}).`),
      },
    },
    async ({ repository, symbol, include_tests: includeTests, limit }, extra) => {
      const reader = await openNamed(source, repository);
      const found = await askSnapshot(reader, { tool: 'find_references', symbol, limit: limit ?? 100, includeTests: includeTests ?? false }, extra);
      const where = `${reader.repository.fullName} at ${short(found.commit)}`;
      if (found.status === 'unknown') {
        const alike = found.suggestions.length ? ` Declarations whose name contains it: ${found.suggestions.map((suggestion) => `${suggestion.qualifiedName} (${place(suggestion.file, suggestion.line)})`).join(', ')}.` : ' find_symbol finds declarations by a part of their name.';
        throw new ToolError(`No declaration named ${quoted(symbol)} in ${where}.${alike}`);
      }
      if (found.status === 'ambiguous') {
        const lines = found.candidates.map((candidate) => `- ${describeDeclaration(candidate)} — ${place(candidate.file, candidate.line)} — ask for \`${candidate.file}:${candidate.qualifiedName}\``);
        const more = found.total > found.candidates.length ? `\n…and ${found.total - found.candidates.length} more.\n` : '';
        const text = `# ${quoted(symbol)} names ${found.total} declarations in ${where}\n\nName one by its qualified name or as \`path:name\`:\n\n${lines.join('\n')}\n${more}`;
        return answer(text);
      }
      const single = found.groups.length === 1;
      const title = single ? `# References to ${describeDeclaration(found.groups[0]!.declaration)} in ${where}` : `# References to ${quoted(symbol)} in ${where}: ${found.groups.length} declarations`;
      const blocks = found.groups.map((group) => groupText(group, single ? 2 : 3, found.includeTests, single));
      const legend = found.groups.some((group) => group.calls.length) ? `\n\nResolution — ${RESOLUTIONS}` : '';
      return answer(`${title}\n\n${blocks.join('\n\n')}${legend}\n`);
    },
  );
}

function groupText(group: ReferenceGroup, level: number, includeTests: boolean, single: boolean): string {
  const { declaration, totals } = group;
  const heading = '#'.repeat(level);
  const parts: string[] = single ? [] : [`${'#'.repeat(level - 1)} ${describeDeclaration(declaration)}`, ''];
  parts.push(`Declared at ${place(declaration.file, declaration.line)}: ${inlineCode(declaration.signature)}.`, '', summaryLine(group, includeTests));
  if (group.calls.length) {
    parts.push('', `${heading} Calls`);
    const byFile = new Map<string, CallReference[]>();
    for (const call of group.calls) byFile.set(call.file, [...(byFile.get(call.file) ?? []), call]);
    for (const [file, calls] of byFile) {
      parts.push('', `${heading}# ${file}${calls[0]!.role !== 'source' ? ` (${calls[0]!.role} file)` : ''}`, '', ...calls.map((call) => `- line ${call.line}${call.caller ? ` in \`${call.caller}\`` : ' (top level)'}: ${inlineCode(call.callee, 120)} — ${call.resolution}`));
    }
    const listable = totals.calls + (includeTests ? totals.otherCalls : 0);
    if (group.calls.length < listable) parts.push('', `…and ${listable - group.calls.length} more calls not listed: raise \`limit\`.`);
  }
  if (group.importers.length) {
    parts.push('', group.importKind === 'package' ? `${heading} Files importing its package` : `${heading} Imported by name (as \`${group.importedAs}\`)`, '');
    for (const importer of group.importers) {
      const notes = [importer.via ? `re-exported by \`${importer.via}\`` : null, importer.role !== 'source' ? `${importer.role} file` : null].filter(Boolean);
      parts.push(`- ${place(importer.file, importer.line)}: ${inlineCode(importer.specifier, 120)} binds ${importer.names.map((name) => `\`${name}\``).join(', ')}${notes.length ? ` (${notes.join(', ')})` : ''}`);
    }
    const listable = totals.importers + (includeTests ? totals.otherImporters : 0);
    if (group.importers.length < listable) parts.push('', `…and ${listable - group.importers.length} more importers not listed: raise \`limit\`.`);
  }
  return parts.join('\n');
}

/** The totals in one sentence: source calls by resolution, importers, and what tests and other files hold. */
function summaryLine(group: ReferenceGroup, includeTests: boolean): string {
  const { totals } = group;
  const resolutions = Object.entries(group.byResolution).map(([kind, count]) => `${count} ${kind}`).join(', ');
  const calls = totals.calls ? `${plural(totals.calls, 'call')} in ${plural(totals.callFiles, 'source file')} (${resolutions})` : 'No call in source files';
  const { typeImporters } = group;
  const importers = typeImporters
    ? typeImporters.count
      ? `${group.importKind === 'package' ? 'its package is imported' : `its type ${typeImporters.name} is imported by name`} in ${plural(typeImporters.count, 'source file')} (find_references on ${typeImporters.name} lists them)`
      : `no source file imports ${group.importKind === 'package' ? 'its package' : `its type ${typeImporters.name}`}`
    : totals.importers
      ? `${group.importKind === 'package' ? 'its package is imported' : 'imported by name'} in ${plural(totals.importers, 'place')}`
      : `no source file imports ${group.importKind === 'package' ? 'its package' : 'it by name'}`;
  let others = '';
  if (totals.otherCalls || totals.otherImporters) {
    const held = [totals.otherCalls ? `${plural(totals.otherCalls, 'call')} in ${plural(totals.otherCallFiles, 'file')}` : null, totals.otherImporters ? plural(totals.otherImporters, 'import') : null].filter(Boolean).join(' and ');
    others = includeTests ? ` Tests, examples and other non-source files: ${held}, listed below.` : ` Tests, examples and other non-source files hold ${held} more: pass \`include_tests: true\` to list them.`;
  }
  const unseen = totals.calls + totals.otherCalls === 0 ? ' (Calls the snapshot could not resolve — dynamic ones, through callbacks — are not counted.)' : '';
  return `${calls}; ${importers}.${others}${unseen}`;
}
