import { z } from 'zod';
import { answer, MAX_ARGUMENT, oneLine, quoted, short, ToolError } from '../answer.js';
import { leftOutText } from '../code/code-index.js';
import { SYMBOL_KINDS } from '../find-symbols.js';
import type { SymbolMatch } from '../source.js';
import { openNamed, repositoryArgument } from './repositories.js';
import { askSnapshot, describeDeclaration, plural } from './code-tool-support.js';
import { registerFindReferences } from './find-references-tool.js';
import { registerMembersOf } from './members-of-tool.js';
import { registerModuleSummary } from './module-summary-tool.js';
import type { ToolContext } from './tool-context.js';

/** The code tools, in the order they are listed: find_symbol, members_of, find_references, module_summary. */
export function registerCodeTools(context: ToolContext): void {
  registerFindSymbol(context);
  registerMembersOf(context);
  registerFindReferences(context);
  registerModuleSummary(context);
}

function registerFindSymbol(context: ToolContext): void {
  const { source, register } = context;
  register(
    'find_symbol',
    {
      title: 'Find a symbol',
      description:
        'Finds a declaration (function, class, method, interface, type…) in the code of the documented commit — members too: class methods, Go methods, `res.send = function send(…)` — with its signature, file and line, doc comment, the declarations that implement or extend it, the files that import its file, and for a type how many members members_of lists. Exact names first, then ignoring case, then names containing it; source files first. Tests, examples and other non-source files are left out (and counted) unless include_tests.',
      inputSchema: {
        repository: repositoryArgument,
        name: z.string().min(1).max(MAX_ARGUMENT.name).describe('A name or qualified name, such as "Router", "Router.get", "res.send" or "Point::new".'),
        kind: z.enum(SYMBOL_KINDS).optional().describe('Only declarations of this kind.'),
        include_tests: z.boolean().optional().describe('Also declarations in tests, examples, benchmarks, fixtures and build files (default false).'),
        limit: z.number().int().min(1).max(100).optional().describe('At most this many matches (default 20, at most 100).'),
      },
    },
    async ({ repository, name, kind, include_tests: includeTests, limit }, extra) => {
      const reader = await openNamed(source, repository);
      const wanted = limit ?? 20;
      const found = await askSnapshot(reader, { tool: 'find_symbol', name, ...(kind ? { kind } : {}), limit: wanted + 1, includeTests: includeTests ?? false }, extra);
      const matches = found.matches.slice(0, wanted);
      const total = Math.max(found.total ?? 0, found.matches.length);
      const title = `# ${kind ? `${kind} ` : ''}${quoted(name)} in ${reader.repository.fullName} at ${short(found.commit)}`;
      const parts = [title, ''];
      if (matches.length) parts.push(matches.map(matchText).join('\n\n'));
      else parts.push('No declaration is named so or contains the name. Try another spelling, or search the documents.');
      if (total > wanted) parts.push('', `${wanted} of ${total.toLocaleString('en-US')} matches listed: raise \`limit\` or give a longer name.`);
      const leftOut = leftOutText(found.leftOut ?? {});
      if (leftOut) parts.push('', `Left out: ${leftOut} — pass \`include_tests: true\` to list them.`);
      return answer(`${parts.join('\n')}\n`);
    },
  );
}

function matchText(match: SymbolMatch): string {
  const members = match.members ? ` — ${plural(match.members, 'member')}: members_of lists ${match.members === 1 ? 'it' : 'them'}` : '';
  const lines = [`## ${describeDeclaration(match)}`, '', `\`${match.file}:${match.line}\`${match.match === 'exact' ? '' : ` — ${match.match} match`}${members}`, '', '```', match.signature, '```'];
  if (match.doc) lines.push('', oneLine(match.doc, 600));
  if (match.implementedBy.length) lines.push('', `Implemented or extended by: ${match.implementedBy.map((other) => `${other.qualifiedName} (\`${other.file}:${other.line}\`)`).join(', ')}`);
  const others = match.importersLeftOut ? plural(match.importersLeftOut, 'test or other non-source file', 'tests or other non-source files') : '';
  if (match.importedBy.length) lines.push('', `Its file is imported by: ${match.importedBy.map((file) => `\`${file}\``).join(', ')}${others ? ` (and ${others})` : ''}`);
  else if (others) lines.push('', `Its file is imported by ${others} only.`);
  return lines.join('\n');
}
