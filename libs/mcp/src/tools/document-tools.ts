import { z } from 'zod';
import { DOC_FILE_NAMES, DOC_TYPES, type DocType } from '@chronicle/contracts';
import { answer, cell, count, MAX_ARGUMENT, MAX_QUERY_TERMS, oneLine, quoted, short, ToolError } from '../answer.js';
import { DEFAULT_BUDGET } from '../pager.js';
import { queryTerms, type SectionHit } from '../search-index.js';
import { alternativeHeadings, boundedHeadings, findSection, sectionWithSubsections, splitSections } from '../sections.js';
import type { ChronicleSource, CodeHit, CodeSearchAnswer, DocumentsUnderWay, McpDocumentInfo, RepositoryReader } from '../source.js';
import { refreshingNote, stillBeingWritten, waitForDocuments } from './documents-wait.js';
import { docTypeOf, openNamed, repositoryArgument } from './repositories.js';
import type { ToolContext, ToolExtra } from './tool-context.js';

/** `doc_types`' name for the code's declarations, beside the document types. */
const CODE = 'code';

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
      return answer(text);
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
      return answer(text);
    },
  );

  register(
    'read_document',
    {
      title: 'Read a document',
      description: "Reads one of a repository's documents as Markdown, whole or one section by its heading — any level (# to ######), case-insensitive, the exact heading first, then one that starts with or contains the words; a section includes its deeper subsections. The answer names the commit the document reflects and the head; a long one comes in pages (`cursor`).",
      inputSchema: {
        repository: repositoryArgument,
        type: z.string().max(MAX_ARGUMENT.type).describe(`The document type: ${DOC_TYPES.join(', ')} (the file name, such as ARCHITECTURE.md, is accepted too).`),
        section: z.string().max(MAX_ARGUMENT.section).optional().describe('A heading of any level to read only that section (and its subsections), such as "Getting started"; left out, the whole document.'),
      },
    },
    async ({ repository, type: typeInput, section }, extra) => {
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
      const about = `${refreshingNote(writing, document.commit)}> ${document.file} of ${reader.repository.fullName} at commit ${short(document.commit)} (head ${short(head)}${document.commitsBehind ? `, ${document.commitsBehind} commits behind` : ''}), quality score ${document.qualityScore ?? '—'}.`;
      const sections = splitSections(document.content);
      if (section !== undefined && section.trim()) {
        const index = findSection(sections, section);
        if (index === -1) throw new ToolError(`${document.file} has no section ${quoted(section.trim())} at any heading level: its headings include ${alternativeHeadings(sections, section)}.`);
        const found = sections[index]!;
        return answer(`${about}\n> Section "${oneLine(found.heading, 200)}" (level ${found.level}).\n\n${sectionWithSubsections(document.content, sections, index)}\n`);
      }
      return answer(`${about}\n${outlineNote(sections, document.content.length)}\n${document.content.trimEnd()}\n`);
    },
  );

  register(
    'search',
    {
      title: 'Search documents and code',
      description: 'Searches the sections of the documents and the declarations of the code (name, qualified name, signature, doc comment): each hit names the repository, the document and section heading (read it with read_document and `section`) or the declaration with its file:line, a snippet and its relevance (0–1). Hits holding every word rank first; a CHANGELOG counts less and one document gives at most three hits unless `doc_types` asks for it.',
      inputSchema: {
        query: z.string().max(MAX_ARGUMENT.query).describe(`Words or a name to look for, such as "rate limit redis" or "RetryWorker" (at most ${MAX_QUERY_TERMS} words).`),
        repository: z.string().max(MAX_ARGUMENT.repository).optional().describe('Search only this repository (its id from list_repositories); left out, every repository (the code is searched when one repository is named or served).'),
        doc_types: z
          .array(z.string().max(MAX_ARGUMENT.type))
          .max(DOC_TYPES.length + 1)
          .optional()
          .describe(`Only these: document types (${DOC_TYPES.join(', ')}; file names such as CHANGELOG.md too) and "${CODE}" for the code's declarations. Left out: every document and the code.`),
        limit: z.number().int().min(1).max(50).optional().describe('At most this many hits (default 10, at most 50).'),
      },
    },
    async ({ query, repository, doc_types: docTypes, limit }, extra) => {
      if (!query.trim()) throw new ToolError('The query is empty: give a few words or a name to look for, such as "retry worker" or "RetryWorker".');
      const terms = queryTerms(query);
      if (terms.length > MAX_QUERY_TERMS) throw new ToolError(`The query has ${terms.length} words; search takes at most ${MAX_QUERY_TERMS}: keep the words that matter.`);
      if (terms.length === 0) throw new ToolError('The query has no word to look for.');
      const scope = searchScope(docTypes);
      const wanted = limit ?? 10;
      const readers = repository ? [await openNamed(source, repository)] : await allReaders(source);
      if (!scope.documents && readers.length > 1) throw new ToolError(`Name a repository to search its code: ${readers.length} are served here, and list_repositories lists them.`);
      const withCode = scope.code && readers.length === 1;
      const hits: Hit[] = [];
      const searched: string[] = [];
      let codeNote = scope.code && !withCode ? ' The code is searched when one repository is named.' : '';
      const notes: string[] = [];
      for (const reader of readers) {
        searched.push(`${reader.repository.id} at ${short(reader.repository.headSha)}`);
        // At once: the code may wait for the head's snapshot while the documents wait to be written.
        const [code, ready] = await Promise.all([withCode ? codeHits(reader, terms, wanted, scope.documents) : null, scope.documents ? readyDocuments(reader, extra) : null]);
        if (typeof code === 'string') codeNote = ` ${code}`;
        else for (const hit of code?.hits ?? []) hits.push({ kind: 'code', repository: reader.repository.id, commit: code!.commit, hit });
        if (ready) {
          const { documents, writing } = ready;
          if (writing) notes.push(documents.some((document) => document.status === 'ready') ? refreshingNote(writing, null).trim() : `> ${stillBeingWritten(reader, writing)}`);
          const index = await context.searchCache.index(reader.repository.id, documents, (type) => reader.readDocument(type));
          for (const hit of index.query(query, wanted, scope.types ? { types: scope.types } : {})) hits.push({ kind: 'section', repository: reader.repository.id, hit });
        }
      }
      // Stable: on equal relevance a declaration (listed first) comes before a section.
      const top = hits.sort((a, b) => b.hit.relevance - a.hit.relevance).slice(0, wanted);
      const what = [scope.documents ? 'documents' : null, withCode ? 'code' : null].filter(Boolean).join(' and ');
      const noted = notes.length ? `${notes.join('\n')}\n\n` : '';
      const text = top.length
        ? `# Search: ${quoted(query)}\n\n${noted}The ${top.length === 1 ? 'best hit' : `${top.length} best hits`} in the ${what} of ${searched.join(', ') || 'no repository'}.${codeNote}\n\n${top.map(hitLines).join('\n')}\n`
        : `# Search: ${quoted(query)}\n\n${noted}Nothing in the ${what} of ${searched.join(', ') || 'any repository'} mentions it.${codeNote} Try other words, or find_symbol for a name in the code.\n`;
      return answer(text);
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

type Hit = { kind: 'section'; repository: string; hit: SectionHit } | { kind: 'code'; repository: string; commit: string; hit: CodeHit };

/** One hit as two lines of a numbered list. */
function hitLines(entry: Hit, rank: number): string {
  if (entry.kind === 'section') {
    const { hit } = entry;
    return `${rank + 1}. **${entry.repository}** ${hit.file} › ${oneLine(hit.heading, 150)} (relevance ${hit.relevance}, commit ${short(hit.commit)})\n   ${hit.snippet}`;
  }
  const { hit } = entry;
  const doc = hit.doc ? ` — ${oneLine(hit.doc, 160)}` : '';
  return `${rank + 1}. **${entry.repository}** code › ${hit.qualifiedName} (${hit.kind}${hit.exported ? ', exported' : ''}) \`${hit.file}:${hit.line}\` (relevance ${hit.relevance}, commit ${short(entry.commit)})\n   \`${oneLine(hit.signature, 200)}\`${doc}`;
}

/**
 * The declarations a query names; when the code cannot be read now (the server's tool pool is busy)
 * and documents are searched too, the sentence saying so instead, so the documents still answer.
 */
async function codeHits(reader: RepositoryReader, terms: string[], limit: number, withDocuments: boolean): Promise<CodeSearchAnswer | null | string> {
  try {
    return await reader.querySnapshot({ tool: 'search', terms, limit });
  } catch (error) {
    if (!withDocuments || !(error instanceof ToolError)) throw error;
    return `The code was not searched: ${error.message}`;
  }
}

/** What `doc_types` asks to search: documents (of these types, or all), the code, or both. */
function searchScope(docTypes: string[] | undefined): { documents: boolean; types: DocType[] | null; code: boolean } {
  if (!docTypes?.length) return { documents: true, types: null, code: true };
  const code = docTypes.some((name) => name.trim().toLowerCase() === CODE);
  const types = [...new Set(docTypes.filter((name) => name.trim().toLowerCase() !== CODE).map(docTypeOf))];
  return { documents: types.length > 0, types: types.length ? types : null, code };
}

/** For a whole document longer than one answer: its size and outline, so a reader can ask for one section instead of paging. */
function outlineNote(sections: ReturnType<typeof splitSections>, length: number): string {
  if (length <= DEFAULT_BUDGET) return '';
  const outline = sections.filter((section) => section.level >= 1).sort((a, b) => a.level - b.level || a.start - b.start);
  if (outline.length === 0) return `> ${count(length)} characters: a long answer comes in pages (pass the \`cursor\` its last line gives).\n`;
  const shallowest = outline.filter((section) => section.level === outline[0]!.level).sort((a, b) => a.start - b.start);
  return `> ${count(length)} characters in ${count(outline.length)} sections: read one with \`section\`, such as ${boundedHeadings(shallowest.slice(0, 15))}${shallowest.length > 15 ? ` (${count(shallowest.length)} at this level)` : ''}; or page through it with \`cursor\`.\n`;
}

async function allReaders(source: ChronicleSource): Promise<RepositoryReader[]> {
  const repositories = await source.listRepositories();
  const readers = await Promise.all(repositories.map((repository) => source.open(repository.id)));
  return readers.filter((reader): reader is RepositoryReader => reader !== null);
}

async function missingDocument(reader: RepositoryReader, type: McpDocumentInfo['type']): Promise<string> {
  const info = (await reader.listDocuments()).find((document) => document.type === type);
  if (info?.status === 'failed') return `The ${type} document of ${reader.repository.fullName} failed${info.error ? `: ${info.error}` : '.'}`;
  return `No ${type} document of ${reader.repository.fullName} was generated yet: list_documents lists those that were.`;
}
