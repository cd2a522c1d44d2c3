import { z } from 'zod';
import { answer, MAX_ARGUMENT, oneLine, quoted, short, ToolError } from '../answer.js';
import { SYMBOL_KINDS } from '../find-symbols.js';
import { openNamed } from './repositories.js';
import type { ToolContext } from './tool-context.js';

export function registerCodeTools(context: ToolContext): void {
  const { source, register } = context;
  register(
    'find_symbol',
    {
      title: 'Find a symbol',
      description: 'Finds a declaration (function, class, method, interface, type…) in the code of the documented commit: its signature, file and line, doc comment, the declarations that implement or extend it, and the files that import its file. Exact names first, then ignoring case, then names containing it.',
      inputSchema: {
        repository: z.string().max(MAX_ARGUMENT.repository).optional().describe('The repository id as list_repositories gives it; may be left out when only one repository is served.'),
        name: z.string().min(1).max(MAX_ARGUMENT.name).describe('A name or qualified name, such as "Router" or "Router.get".'),
        kind: z.enum(SYMBOL_KINDS).optional().describe('Only declarations of this kind.'),
        limit: z.number().int().min(1).max(100).optional().describe('At most this many matches (default 20, at most 100).'),
      },
    },
    async ({ repository, name, kind, limit }) => {
      const reader = await openNamed(source, repository);
      const found = await reader.findSymbols({ name, ...(kind ? { kind } : {}), limit: (limit ?? 20) + 1 });
      if (!found) throw new ToolError(`No snapshot of ${reader.repository.fullName} was taken yet, so its code is not known: try again after its documents are written.`);
      const wanted = limit ?? 20;
      const matches = found.matches.slice(0, wanted);
      const blocks = matches.map((match) => {
        const lines = [`## ${match.qualifiedName} (${match.kind}${match.exported ? ', exported' : ''})`, '', `\`${match.file}:${match.line}\`${match.match === 'exact' ? '' : ` — ${match.match} match`}`, '', '```', match.signature, '```'];
        if (match.doc) lines.push('', oneLine(match.doc, 600));
        if (match.implementedBy.length) lines.push('', `Implemented or extended by: ${match.implementedBy.map((other) => `${other.qualifiedName} (\`${other.file}:${other.line}\`)`).join(', ')}`);
        if (match.importedBy.length) lines.push('', `Its file is imported by: ${match.importedBy.map((file) => `\`${file}\``).join(', ')}`);
        return lines.join('\n');
      });
      const title = `# ${kind ? `${kind} ` : ''}${quoted(name)} in ${reader.repository.fullName} at ${short(found.commit)}`;
      const text = matches.length
        ? `${title}\n\n${blocks.join('\n\n')}\n${found.matches.length > wanted ? '\nMore matches exist: raise `limit` or give a longer name.\n' : ''}`
        : `${title}\n\nNo declaration is named so or contains the name. Try another spelling, or search the documents.\n`;
      return answer(text);
    },
  );
}

