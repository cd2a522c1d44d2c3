import { ForbiddenException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import {
  DOC_FILE_NAMES,
  DOC_TITLES,
  DOC_TYPES,
  DOCUMENT_PAGE_BYTES,
  type DocType,
  type DocumentCard,
  type PublicDocument,
  type PublicDocumentView,
  type PublicProject,
  type PublicProjectView,
  type QualityComponents,
} from '@chronicle/contracts';
import { APP_CONFIG } from '../../config/config.module.js';
import type { AppConfig } from '../../config/app-config.js';
import type { CodeRepositoryRow, DocumentRow } from '../../database/schema.js';
import { UsersRepository } from '../users/users.repository.js';
import { DocumentsRepository, type DocumentCardRow } from './documents.repository.js';
import { pagePartOf, type PagePart } from './page-part.js';
import { lowestTierOf, typesInTierOfRepository } from './repository-tier.js';

const EMPTY_COMPONENTS: QualityComponents = { truthfulness: 0, completeness: 0, coverage: 0, diagrams: 0, hygiene: 0, substance: 0 };
const TIER_NAMES = { free: 'Free', lite: 'Lite', pro: 'Pro' } as const;

/** What the public documentation pages, the raw Markdown and llms.txt read. */
@Injectable()
export class PublicDocumentsService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly documents: DocumentsRepository,
    private readonly users: UsersRepository,
  ) {}

  async project(repository: CodeRepositoryRow): Promise<PublicProjectView> {
    const [rows, inTier] = await Promise.all([this.documents.listCardsForRepository(repository.id), this.typesInTierOf(repository)]);
    const byType = new Map(rows.map((row) => [row.docType, row]));
    return { project: toPublicProject(repository), documents: DOC_TYPES.map((type) => toCard(type, byType.get(type), inTier.includes(type))) };
  }

  /** One document for the page: its Markdown cut to `DOCUMENT_PAGE_BYTES` (the whole is `markdown`'s). */
  async document(repository: CodeRepositoryRow, typeParam: string): Promise<PublicDocumentView> {
    const { project, row } = await this.readyDocument(repository, typeParam);
    return { project, document: toPublicDocument(row, pagePartOf(row.content!, DOCUMENT_PAGE_BYTES)) };
  }

  /** One document's whole Markdown and its file name, under the same rules as the page. */
  async markdown(repository: CodeRepositoryRow, typeParam: string): Promise<{ fileName: string; content: string }> {
    const { row } = await this.readyDocument(repository, typeParam);
    return { fileName: DOC_FILE_NAMES[row.docType], content: row.content! };
  }

  /** One document's row; 404 for an unknown type or one not written yet, 403 for a type outside the repository's tier. */
  private async readyDocument(repository: CodeRepositoryRow, typeParam: string): Promise<{ project: PublicProject; row: DocumentRow }> {
    const type = documentType(typeParam);
    if (!(await this.typesInTierOf(repository)).includes(type)) {
      throw new ForbiddenException(`The ${DOC_TITLES[type]} document is not in ${repository.fullName}'s tier: it comes with ${TIER_NAMES[lowestTierOf(type)]}.`);
    }
    const row = await this.documents.find(repository.id, type);
    if (!row || row.content === null) {
      throw new NotFoundException(
        row?.status === 'failed'
          ? `The ${DOC_TITLES[type]} document of ${repository.fullName} could not be written: ${row.error ?? 'no reason was recorded'}`
          : `${repository.fullName} has no ${DOC_TITLES[type]} document yet.`,
      );
    }
    return { project: toPublicProject(repository), row };
  }

  /** llms.txt (llmstxt.org): the repository, then a link to each document's Markdown. */
  async llmsTxt(repository: CodeRepositoryRow): Promise<string> {
    const { documents } = await this.project(repository);
    const ready = documents.filter((card) => card.state === 'ready' || (card.state === 'failed' && card.generatedAt));
    const base = this.config.publicUrl;
    const lines = [`# ${repository.fullName}`, ''];
    if (repository.description) lines.push(`> ${repository.description.replace(/\s+/g, ' ').trim()}`, '');
    lines.push(
      `Documentation Chronicle wrote from the repository's code and history. Each link is plain Markdown; the changelog is also at ${base}/${repository.publicSlug}.`,
      '',
      '## Documents',
      '',
    );
    if (ready.length === 0) lines.push('No document has been written yet.');
    for (const card of ready) {
      const at = card.commit ? ` at commit ${card.commit.sha.slice(0, 12)}` : '';
      lines.push(`- [${card.title}](${base}/api/docs/${repository.publicSlug}/${card.type}.md): ${card.fileName}${at}, quality ${card.qualityScore ?? 0}%`);
    }
    return `${lines.join('\n')}\n`;
  }

  private typesInTierOf(repository: CodeRepositoryRow): Promise<DocType[]> {
    return typesInTierOfRepository(repository, this.users);
  }
}

/** A document type from a URL: `api_reference`, also `api-reference` or `API_REFERENCE.md`'s stem. */
export function documentType(value: string): DocType {
  const type = value.toLowerCase().replace(/-/g, '_');
  if (!(DOC_TYPES as readonly string[]).includes(type)) {
    throw new NotFoundException(`There is no document type ${value.length > 40 ? `${value.slice(0, 40)}…` : value}; the types are ${DOC_TYPES.join(', ')}.`);
  }
  return type as DocType;
}

export function toPublicProject(repository: CodeRepositoryRow): PublicProject {
  return {
    name: repository.name,
    fullName: repository.fullName,
    stars: repository.stars,
    language: repository.language,
    description: repository.description,
    publicSlug: repository.publicSlug,
    htmlUrl: repository.htmlUrl,
    headSha: repository.headSha,
  };
}

function toCard(type: DocType, row: DocumentCardRow | undefined, inTier: boolean): DocumentCard {
  const base = { type, title: DOC_TITLES[type], fileName: DOC_FILE_NAMES[type] };
  if (!inTier) return { ...base, state: 'not-in-tier', qualityScore: null, commit: null, generatedAt: null, reason: `Comes with the ${TIER_NAMES[lowestTierOf(type)]} tier.` };
  if (!row) return { ...base, state: 'not-generated', qualityScore: null, commit: null, generatedAt: null, reason: null };
  return {
    ...base,
    state: row.status === 'ready' ? 'ready' : 'failed',
    qualityScore: row.qualityScore,
    commit: row.commitSha ? { sha: row.commitSha, commitsBehind: row.commitsBehind } : null,
    generatedAt: row.generatedAt?.toISOString() ?? null,
    reason: row.status === 'failed' ? row.error : null,
  };
}

function toPublicDocument(row: DocumentRow, part: PagePart): PublicDocument {
  return {
    type: row.docType,
    title: DOC_TITLES[row.docType],
    fileName: DOC_FILE_NAMES[row.docType],
    ...part,
    qualityScore: row.qualityScore ?? 0,
    components: row.components ?? EMPTY_COMPONENTS,
    tokensUsed: row.tokensUsed,
    tokensEstimated: row.tokensEstimated,
    documentTokens: row.documentTokens,
    generationTime: row.generationMs,
    generatedAt: (row.generatedAt ?? row.updatedAt).toISOString(),
    engine: row.engine ?? 'built-in',
    model: row.model,
    commit: { sha: row.commitSha ?? '', commitsBehind: row.commitsBehind },
  };
}
