import { z } from 'zod';
import { answer, MAX_ARGUMENT, MAX_LISTED, quoted, short, ToolError } from '../answer.js';
import type { MemberLine, MembersFound } from '../code/members-of.js';
import { openNamed, repositoryArgument } from './repositories.js';
import { askSnapshot, describeDeclaration, inlineCode, place, plural } from './code-tool-support.js';
import type { ToolContext } from './tool-context.js';

/** Member kinds in the order an answer lists them, each group under its heading. */
const GROUPS: { heading: string; kinds: readonly string[] }[] = [
  { heading: 'Constructors', kinds: ['constructor'] },
  { heading: 'Methods', kinds: ['method', 'function'] },
  { heading: 'Fields and properties', kinds: ['field', 'property', 'constant', 'variable'] },
  { heading: 'Nested declarations', kinds: ['class', 'struct', 'interface', 'trait', 'protocol', 'type', 'enum', 'union', 'module'] },
];

export function registerMembersOf(context: ToolContext): void {
  const { source, register } = context;
  register(
    'members_of',
    {
      title: 'Members of a type',
      description:
        'Lists the members of a class, struct, interface, trait or impl — or of an object members are assigned to (`res.send = function send(…)`, `Router.prototype.handle = …`) — from the code of the documented commit: methods, constructors, fields and properties, each with file:line and signature, wherever declared (Go methods in other files of the package, Rust `impl` blocks in other files); then the members inherited from bases the repository declares. A name several types have lists them to choose from.',
      inputSchema: {
        repository: repositoryArgument,
        type: z.string().min(1).max(MAX_ARGUMENT.name).describe('The type\'s name or qualified name, such as "Context", "Router" or "res"; "path:Name" (such as "src/router.ts:Router") picks one of several.'),
        limit: z.number().int().min(1).max(MAX_LISTED).optional().describe(`At most this many members listed, and as many of each base's (default 100, at most ${MAX_LISTED}).`),
      },
    },
    async ({ repository, type, limit }, extra) => {
      const reader = await openNamed(source, repository);
      const found = await askSnapshot(reader, { tool: 'members_of', type, limit: limit ?? 100 }, extra);
      const where = `${reader.repository.fullName} at ${short(found.commit)}`;
      if (found.status === 'unknown') {
        const alike = found.suggestions.length ? ` Types whose name contains it: ${found.suggestions.map((suggestion) => `${suggestion.qualifiedName} (${place(suggestion.file, suggestion.line)})`).join(', ')}.` : ' find_symbol finds any declaration by a part of its name.';
        throw new ToolError(`No type, class, struct, interface or trait named ${quoted(type)} in ${where}, and no declaration members are assigned to.${alike}`);
      }
      if (found.status === 'ambiguous') {
        const lines = found.candidates.map((candidate) => `- ${describeDeclaration(candidate)} — ${place(candidate.file, candidate.line)}, ${plural(candidate.members, 'member')} — ask for \`${candidate.file}:${candidate.qualifiedName}\``);
        const text = `# ${quoted(type)} names ${found.candidates.length} types in ${where}\n\nName one as \`path:Type\`:\n\n${lines.join('\n')}\n`;
        return answer(text);
      }
      return answer(membersText(found, where));
    },
  );
}

function membersText(found: MembersFound, where: string): string {
  const { type } = found;
  const parts = [`# Members of ${describeDeclaration(type)} in ${where}`, '', `Declared at ${place(type.file, type.line)}: ${inlineCode(type.signature)}.`];
  if (found.otherFiles.length) parts.push(`Members are also declared in ${found.otherFiles.map((file) => `\`${file}\``).join(', ')}.`);
  const relations = [type.extends.length ? `extends ${type.extends.map((name) => `\`${name}\``).join(', ')}` : null, type.implements.length ? `implements ${type.implements.map((name) => `\`${name}\``).join(', ')}` : null].filter(Boolean);
  if (relations.length) parts.push(`It ${relations.join('; ')}.`);
  parts.push('', found.total ? `${plural(found.total, 'member')} of its own${found.members.length < found.total ? `, ${found.members.length} listed (raise \`limit\` for more)` : ''}.` : 'No member is declared on it in the repository.');
  for (const group of GROUPS) {
    const members = found.members.filter((member) => group.kinds.includes(member.kind));
    const heading = type.kind === 'enum' && group.heading === 'Fields and properties' ? 'Variants and fields' : group.heading;
    if (members.length) parts.push('', `## ${heading} (${members.length})`, '', ...members.map(memberLine));
  }
  for (const base of found.inherited) {
    parts.push('', `## Inherited from ${base.from.qualifiedName} (${place(base.from.file, base.from.line)}, ${plural(base.total, 'member')})`, '', ...base.members.map(memberLine));
  }
  if (found.externalBases.length) parts.push('', `Bases the repository does not declare (their members are not listed): ${found.externalBases.map((name) => `\`${name}\``).join(', ')}.`);
  return `${parts.join('\n')}\n`;
}

function memberLine(member: MemberLine): string {
  const notes = [member.exported ? null : 'not exported', member.role !== 'source' ? `${member.role} file` : null].filter(Boolean);
  return `- ${inlineCode(member.signature)} — ${place(member.file, member.line)}${notes.length ? ` (${notes.join(', ')})` : ''}${member.doc ? ` — ${member.doc}` : ''}`;
}
