import { z } from 'zod';
import { DOC_FILE_NAMES, DOC_TYPES, type DocType } from '@chronicle/contracts';
import type { ChronicleSource, RepositoryReader } from '../source.js';
import { MAX_ARGUMENT, quoted, ToolError } from '../answer.js';

/** Every tool's `repository` argument. */
export const repositoryArgument = z.string().max(MAX_ARGUMENT.repository).optional().describe('The repository id as list_repositories gives it; may be left out when only one repository is served.');

/** The reader of the named repository; with none named, the only one the source has. */
export async function openNamed(source: ChronicleSource, id: string | undefined): Promise<RepositoryReader> {
  let wanted = id?.trim();
  if (!wanted) {
    const all = await source.listRepositories();
    if (all.length === 0) throw new ToolError('No repository is served here yet.');
    if (all.length > 1) throw new ToolError(`Name a repository: ${all.length} are served here, and list_repositories lists them.`);
    wanted = all[0]!.id;
  }
  const reader = await source.open(wanted);
  if (!reader) throw new ToolError(`No repository ${quoted(wanted)}: list_repositories lists them.`);
  return reader;
}

/** `api_reference`, `api-reference`, `API_REFERENCE.md` and `API_REFERENCE` all name the same type. */
export function docTypeOf(input: string): DocType {
  const normal = input.trim().toLowerCase().replace(/\.md$/, '').replace(/[-\s]/g, '_');
  const type = DOC_TYPES.find((candidate) => candidate === normal);
  if (!type) throw new ToolError(`${quoted(input)} is not a document type: the types are ${DOC_TYPES.map((name) => `${name} (${DOC_FILE_NAMES[name]})`).join(', ')}.`);
  return type;
}
