import { z } from 'zod';
import { DOC_FILE_NAMES, DOC_TYPES } from '@chronicle/contracts';
import { answer, cell, MAX_ARGUMENT, MAX_DOCUMENT_CHARACTERS, MAX_HEADINGS_CHARACTERS, MAX_QUERY_TERMS, oneLine, short, ToolError } from '../answer.js';
import { queryTerms } from '../search-index.js';
import { sectionWithSubsections, splitSections, type DocumentSection } from '../sections.js';
import type { ChronicleSource, DocumentsUnderWay, McpDocumentInfo, RepositoryReader } from '../source.js';
import { refreshingNote, stillBeingWritten, waitForDocuments } from './documents-wait.js';
import { docTypeOf, openNamed } from './repositories.js';
import type { ToolContext, ToolExtra } from './tool-context.js';

const repositoryArgument = z.string().max(MAX_ARGUMENT.repository).optional().describe('The repository id as list_repositories gives it; may be left out when only one repository is served.');

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
    async ({ repository }, extra) => {
      const reader = await openNamed(source, repository);
      const { documents, writing } = await readyDocuments(reader, extra);
      const head = reader.repository.headSha;
      const rows = documents.map((document) => `| ${document.type} | ${document.file} | ${document.status}${document.error ? `: ${cell(document.error)}` : ''} | ${document.qualityScore ?? '—'} | ${short(document.commit)} | ${document.commitsBehind ?? '—'} |`);
      // The types with no document at all yet, while they are written: listed, so none looks missing.
      const pending = writing ? DOC_TYPES.filter((type) => !documents.some((document) => document.type === type)) : [];
      rows.push(...pending.map((type) => `| ${type} | ${DOC_FILE_NAMES[type]} | being written | — | — | — |`));
      const underWay = writing ? ` Being written for the head: ${writing.written} of ${writing.total}; list again in a few seconds.` : '';
      const text = `# Documents of ${reader.repository.fullName}\n\nHead: ${short(head)}. ${documents.length} of ${DOC_TYPES.length} document types written.${underWay}\n\n| type | file | status | score | commit | behind by |\n|---|---|---|---|---|---|\n${rows.join('\n')}\n`;
      return answer(text, { repository: reader.repository.id, head, documents, pending, writing: writing && { commit: writing.commit, written: writing.written, total: writing.total } });
    },
  );

  register(
    'read_document',
    {
      title: 'Read a document',
      description: 'Reads one of a repository\'s documents as Markdown, whole or one section by its heading (level 2 or 3, case-insensitive; a level-2 section includes its level-3 subsections). The answer names the commit the document reflects and the head.',
      inputSchema: {
        repository: repositoryArgument,
        type: z.string().max(MAX_ARGUMENT.type).describe(`The document type: ${DOC_TYPES.join(', ')} (the file name, such as ARCHITECTURE.md, is accepted too).`),
        section: z.string().max(MAX_ARGUMENT.section).optional().describe('A section heading to read only that section, such as "Getting started"; left out, the whole document.'),
        offset: z.number().int().min(0).optional().describe(`Start at this character of the document (or section): an answer holds at most ${MAX_DOCUMENT_CHARACTERS.toLocaleString('en-US')} characters and says the offset to read on from.`),
      },
    },
    async ({ repository, type: typeInput, section, offset }, extra) => {
      const reader = await openNamed(source, repository);
      const type = docTypeOf(typeInput);
      let document = await reader.readDocument(type);
      let writing = reader.documentsUnderWay?.() ?? null;
      if (!document && writing) {
        writing = await waitForDocuments(reader, extra, async () => (await reader.readDocument(type)) !== null);
        document = await reader.readDocument(type);
      }
      if (!document) throw new ToolError(writing ? stillBeingWritten(reader, writing, DOC_FILE_NAMES[type]) : await missingDocument(reader, type));
      const head = reader.repository.headSha;
      const header = `${refreshingNote(writing, document.commit)}> ${document.file} of ${reader.repository.fullName} at commit ${short(document.commit)} (head ${short(head)}${document.commitsBehind ? `, ${document.commitsBehind} commits behind` : ''}), quality score ${document.qualityScore ?? '—'}.\n\n`;
      const base = { repository: reader.repository.id, head, type, file: document.file, commit: document.commit, commitsBehind: document.commitsBehind, qualityScore: document.qualityScore, generatedAt: document.generatedAt };
      const sections = splitSections(document.content);
      let text = document.content;
      let heading: string | null = null;
      if (section !== undefined && section.trim()) {
        const wanted = section.trim().replace(/^#+\s*/, '').toLowerCase();
        const index = sections.findIndex((candidate) => candidate.level >= 2 && candidate.heading.toLowerCase() === wanted);
        if (index === -1) throw new ToolError(`${document.file} has no section "${section.trim()}": its sections are ${headingList(sections)}.`);
        text = sectionWithSubsections(sections, index);
        heading = sections[index]!.heading;
      }
      const part = pageOf(text, offset ?? 0);
      const note = part.cut ? `\n\n> ${cutNote(part, text.length, heading)}${heading === null ? ` Or read one section: those after the cut are ${headingList(sectionsFrom(sections, document.content, part.end))}.` : ''}\n` : '';
      return answer(`${header}${part.content}${note}`, { ...base, section: heading, offset: part.start, nextOffset: part.end < text.length ? part.end : null, truncated: part.cut, content: part.content });
    },
  );

  register(
    'search',
    {
      title: 'Search the documents',
      description: 'Full-text search over the sections of the documents (every repository, or one): each hit names the repository, the document, the section heading (read it with read_document and `section`), a short snippet and its score. Sections holding every word rank first.',
      inputSchema: {
        query: z.string().min(1).max(MAX_ARGUMENT.query).describe(`Words to look for, such as "rate limit redis" (at most ${MAX_QUERY_TERMS} words).`),
        repository: z.string().max(MAX_ARGUMENT.repository).optional().describe('Search only this repository (its id from list_repositories); left out, every repository.'),
        limit: z.number().int().min(1).max(50).optional().describe('At most this many hits (default 10, at most 50).'),
      },
    },
    async ({ query, repository, limit }, extra) => {
      const terms = queryTerms(query);
      if (terms.length > MAX_QUERY_TERMS) throw new ToolError(`The query has ${terms.length} words; search takes at most ${MAX_QUERY_TERMS}: keep the words that matter.`);
      if (terms.length === 0) throw new ToolError('The query has no word to look for.');
      const wanted = limit ?? 10;
      const readers = repository ? [await openNamed(source, repository)] : await allReaders(source);
      const hits = [];
      const searched = [];
      const notes: string[] = [];
      for (const reader of readers) {
        const { documents, writing } = await readyDocuments(reader, extra);
        if (writing) notes.push(documents.some((document) => document.status === 'ready') ? refreshingNote(writing, null).trim() : `> ${stillBeingWritten(reader, writing)}`);
        const index = await context.searchCache.index(reader.repository.id, documents, (type) => reader.readDocument(type));
        searched.push({ repository: reader.repository.id, head: reader.repository.headSha, sections: index.sectionCount });
        for (const hit of index.query(query, wanted)) hits.push({ repository: reader.repository.id, ...hit });
      }
      hits.sort((a, b) => b.score - a.score);
      const top = hits.slice(0, wanted);
      const lines = top.map((hit, rank) => `${rank + 1}. **${hit.repository}** ${hit.file} › ${hit.heading} (score ${hit.score}, commit ${short(hit.commit)})\n   ${hit.snippet}`);
      const heads = searched.map((entry) => `${entry.repository} at ${short(entry.head)}`).join(', ');
      const noted = notes.length ? `${notes.join('\n')}\n\n` : '';
      const text = top.length
        ? `# Search: ${query}\n\n${noted}${top.length} of ${hits.length} hits in ${heads || 'no repository'}.\n\n${lines.join('\n')}\n`
        : `# Search: ${query}\n\n${noted}No section of the documents of ${heads || 'any repository'} mentions it. Try other words, or find_symbol for a name in the code.\n`;
      return answer(text, { query, searched, hits: top });
    },
  );
}

/**
 * The reader's documents as a listing answers with them: at once when some are ready (an earlier
 * commit's while the head's are written), else — while they are being written — after waiting for
 * them as `waitForDocuments` does; with the writing still under way, if any.
 */
async function readyDocuments(reader: RepositoryReader, extra: ToolExtra): Promise<{ documents: McpDocumentInfo[]; writing: DocumentsUnderWay | null }> {
  let documents = await reader.listDocuments();
  let writing = reader.documentsUnderWay?.() ?? null;
  if (writing && documents.length === 0) {
    writing = await waitForDocuments(reader, extra, async () => (await reader.listDocuments()).length > 0);
    documents = await reader.listDocuments();
  }
  return { documents, writing };
}

async function allReaders(source: ChronicleSource): Promise<RepositoryReader[]> {
  const repositories = await source.listRepositories();
  const readers = await Promise.all(repositories.map((repository) => source.open(repository.id)));
  return readers.filter((reader): reader is RepositoryReader => reader !== null);
}

/** The part of a text an answer holds: at most MAX_DOCUMENT_CHARACTERS from `start`. */
type Page = { content: string; start: number; end: number; cut: boolean };

function pageOf(text: string, offset: number): Page {
  const start = Math.min(offset, text.length);
  const end = Math.min(text.length, start + MAX_DOCUMENT_CHARACTERS);
  return { content: text.slice(start, end), start, end, cut: start > 0 || end < text.length };
}

/** What an answer left out of a document or section, and how to read on. */
function cutNote(page: Page, total: number, heading: string | null): string {
  const what = heading === null ? 'the document' : `the section "${heading}"`;
  const range = `characters ${page.start.toLocaleString('en-US')}–${page.end.toLocaleString('en-US')} of ${total.toLocaleString('en-US')} of ${what}`;
  return page.end < total ? `This is ${range}: read on with \`offset\` ${page.end}.` : `This is ${range} (its end).`;
}

/** The level-2/3 sections that start at or after character `from` of the document. */
function sectionsFrom(sections: DocumentSection[], markdown: string, from: number): DocumentSection[] {
  let at = 0;
  return sections.filter((section) => {
    const start = markdown.indexOf(section.text, at);
    if (start >= 0) at = start + section.text.length;
    return start >= from;
  });
}

/** The headings of level-2/3 sections, quoted, at most MAX_HEADINGS_CHARACTERS of them (the rest counted). */
function headingList(sections: DocumentSection[]): string {
  const headings = sections.filter((section) => section.level >= 2).map((section) => `"${oneLine(section.heading, 120)}"`);
  if (headings.length === 0) return 'none (read it whole)';
  const listed: string[] = [];
  let length = 0;
  for (const heading of headings) {
    if (length + heading.length + 2 > MAX_HEADINGS_CHARACTERS) break;
    listed.push(heading);
    length += heading.length + 2;
  }
  const omitted = headings.length - listed.length;
  return `${listed.join(', ')}${omitted > 0 ? ` and ${omitted.toLocaleString('en-US')} more` : ''}`;
}

async function missingDocument(reader: RepositoryReader, type: McpDocumentInfo['type']): Promise<string> {
  const info = (await reader.listDocuments()).find((document) => document.type === type);
  if (info?.status === 'failed') return `The ${type} document of ${reader.repository.fullName} failed${info.error ? `: ${info.error}` : '.'}`;
  return `No ${type} document of ${reader.repository.fullName} was generated yet: list_documents lists those that were.`;
}
