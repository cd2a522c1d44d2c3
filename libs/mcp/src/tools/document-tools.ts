import { z } from 'zod';
import { DOC_TYPES } from '@chronicle/contracts';
import { answer, cell, MAX_DOCUMENT_CHARACTERS, short, ToolError } from '../answer.js';
import { sectionWithSubsections, splitSections } from '../sections.js';
import type { ChronicleSource, McpDocumentInfo, RepositoryReader } from '../source.js';
import { docTypeOf, openNamed } from './repositories.js';
import type { ToolContext } from './tool-context.js';

const repositoryArgument = z.string().optional().describe('The repository id as list_repositories gives it; may be left out when only one repository is served.');

export function registerDocumentTools(context: ToolContext): void {
  const { source, register } = context;
  register(
    'list_repositories',
    {
      title: 'List repositories',
      description: 'Lists the repositories whose documents, code facts and history this server answers about: id (what other tools take as `repository`), full name, description, main language and the commit their documents were last written at.',
      inputSchema: {},
    },
    async () => {
      const repositories = await source.listRepositories();
      const rows = repositories.map((repository) => `| ${cell(repository.id)} | ${cell(repository.fullName)} | ${cell(repository.language ?? '—')} | ${short(repository.headSha)} | ${cell(repository.description ?? '')} |`);
      const text = repositories.length
        ? `# Repositories (${repositories.length})\n\n| id | name | language | documents at commit | description |\n|---|---|---|---|---|\n${rows.join('\n')}\n`
        : '# Repositories\n\nNo repository is served here yet.\n';
      return answer(text, { repositories });
    },
  );

  register(
    'list_documents',
    {
      title: 'List documents',
      description: 'Lists the documents Chronicle wrote for a repository (README, ARCHITECTURE, API_REFERENCE, CHANGELOG…): type, file, status, quality score (0–100), the commit each reflects and how many commits the branch head is ahead of it. Read one with read_document.',
      inputSchema: { repository: repositoryArgument },
    },
    async ({ repository }) => {
      const reader = await openNamed(source, repository);
      const documents = await reader.listDocuments();
      const head = reader.repository.headSha;
      const rows = documents.map((document) => `| ${document.type} | ${document.file} | ${document.status}${document.error ? `: ${cell(document.error)}` : ''} | ${document.qualityScore ?? '—'} | ${short(document.commit)} | ${document.commitsBehind ?? '—'} |`);
      const text = `# Documents of ${reader.repository.fullName}\n\nHead: ${short(head)}. ${documents.length} of ${DOC_TYPES.length} document types written.\n\n| type | file | status | score | commit | behind by |\n|---|---|---|---|---|---|\n${rows.join('\n')}\n`;
      return answer(text, { repository: reader.repository.id, head, documents });
    },
  );

  register(
    'read_document',
    {
      title: 'Read a document',
      description: 'Reads one of a repository\'s documents as Markdown, whole or one section by its heading (level 2 or 3, case-insensitive; a level-2 section includes its level-3 subsections). The answer names the commit the document reflects and the head.',
      inputSchema: {
        repository: repositoryArgument,
        type: z.string().describe(`The document type: ${DOC_TYPES.join(', ')} (the file name, such as ARCHITECTURE.md, is accepted too).`),
        section: z.string().optional().describe('A section heading to read only that section, such as "Getting started"; left out, the whole document.'),
      },
    },
    async ({ repository, type: typeInput, section }) => {
      const reader = await openNamed(source, repository);
      const type = docTypeOf(typeInput);
      const document = await reader.readDocument(type);
      if (!document) throw new ToolError(await missingDocument(reader, type));
      const head = reader.repository.headSha;
      const header = `> ${document.file} of ${reader.repository.fullName} at commit ${short(document.commit)} (head ${short(head)}${document.commitsBehind ? `, ${document.commitsBehind} commits behind` : ''}), quality score ${document.qualityScore ?? '—'}.\n\n`;
      const base = { repository: reader.repository.id, head, type, file: document.file, commit: document.commit, commitsBehind: document.commitsBehind, qualityScore: document.qualityScore, generatedAt: document.generatedAt };
      if (section === undefined || !section.trim()) {
        const cut = document.content.length > MAX_DOCUMENT_CHARACTERS;
        const content = cut ? document.content.slice(0, MAX_DOCUMENT_CHARACTERS) : document.content;
        const note = cut ? `\n\n> Cut at ${MAX_DOCUMENT_CHARACTERS.toLocaleString('en-US')} of ${document.content.length.toLocaleString('en-US')} characters: read the rest section by section (sections: ${headingList(document.content)}).\n` : '';
        return answer(`${header}${content}${note}`, { ...base, section: null, truncated: cut, content });
      }
      const sections = splitSections(document.content);
      const wanted = section.trim().replace(/^#+\s*/, '').toLowerCase();
      const index = sections.findIndex((candidate) => candidate.level >= 2 && candidate.heading.toLowerCase() === wanted);
      if (index === -1) throw new ToolError(`${document.file} has no section "${section.trim()}": its sections are ${headingList(document.content)}.`);
      const content = sectionWithSubsections(sections, index).slice(0, MAX_DOCUMENT_CHARACTERS);
      return answer(`${header}${content}\n`, { ...base, section: sections[index]!.heading, truncated: false, content });
    },
  );

  register(
    'search',
    {
      title: 'Search the documents',
      description: 'Full-text search over the sections of the documents (every repository, or one): each hit names the repository, the document, the section heading (read it with read_document and `section`), a short snippet and its score. Sections holding every word rank first.',
      inputSchema: {
        query: z.string().min(1).describe('Words to look for, such as "rate limit redis".'),
        repository: z.string().optional().describe('Search only this repository (its id from list_repositories); left out, every repository.'),
        limit: z.number().int().min(1).max(50).optional().describe('At most this many hits (default 10, at most 50).'),
      },
    },
    async ({ query, repository, limit }) => {
      const wanted = limit ?? 10;
      const readers = repository ? [await openNamed(source, repository)] : await allReaders(source);
      const hits = [];
      const searched = [];
      for (const reader of readers) {
        const documents = await reader.listDocuments();
        const index = await context.searchCache.index(reader.repository.id, documents, (type) => reader.readDocument(type));
        searched.push({ repository: reader.repository.id, head: reader.repository.headSha, sections: index.sectionCount });
        for (const hit of index.query(query, wanted)) hits.push({ repository: reader.repository.id, ...hit });
      }
      hits.sort((a, b) => b.score - a.score);
      const top = hits.slice(0, wanted);
      const lines = top.map((hit, rank) => `${rank + 1}. **${hit.repository}** ${hit.file} › ${hit.heading} (score ${hit.score}, commit ${short(hit.commit)})\n   ${hit.snippet}`);
      const heads = searched.map((entry) => `${entry.repository} at ${short(entry.head)}`).join(', ');
      const text = top.length
        ? `# Search: ${query}\n\n${top.length} of ${hits.length} hits in ${heads || 'no repository'}.\n\n${lines.join('\n')}\n`
        : `# Search: ${query}\n\nNo section of the documents of ${heads || 'any repository'} mentions it. Try other words, or find_symbol for a name in the code.\n`;
      return answer(text, { query, searched, hits: top });
    },
  );
}

async function allReaders(source: ChronicleSource): Promise<RepositoryReader[]> {
  const repositories = await source.listRepositories();
  const readers = await Promise.all(repositories.map((repository) => source.open(repository.id)));
  return readers.filter((reader): reader is RepositoryReader => reader !== null);
}

function headingList(markdown: string): string {
  const headings = splitSections(markdown).filter((section) => section.level >= 2).map((section) => `"${section.heading}"`);
  return headings.length ? headings.join(', ') : 'none (read it whole)';
}

async function missingDocument(reader: RepositoryReader, type: McpDocumentInfo['type']): Promise<string> {
  const info = (await reader.listDocuments()).find((document) => document.type === type);
  if (info?.status === 'failed') return `The ${type} document of ${reader.repository.fullName} failed${info.error ? `: ${info.error}` : '.'}`;
  return `No ${type} document of ${reader.repository.fullName} was generated yet: list_documents lists those that were.`;
}
