import { Inject, Injectable } from '@nestjs/common';
import { and, eq, sql } from 'drizzle-orm';
import type { DocEngine, DocType, QualityComponents } from '@chronicle/contracts';
import { DATABASE } from '../../database/database.module.js';
import type { Database, DatabaseConnection } from '../../database/database.js';
import { documents, type DocumentRow } from '../../database/schema.js';

/** A document as a run wrote it (it passed the gate). */
export type WrittenDocument = {
  docType: DocType;
  content: string;
  qualityScore: number;
  components: QualityComponents;
  tokensUsed: number;
  tokensEstimated: boolean;
  documentTokens: number;
  generationMs: number;
  engine: DocEngine;
  model: string | null;
  fallback: string | null;
  agentId: string;
  agentVersion: string;
  commitSha: string;
  inputsDigest: string;
  sha256: string;
};

/** The columns a document's card shows. */
export type DocumentCardRow = Pick<DocumentRow, 'docType' | 'status' | 'error' | 'qualityScore' | 'commitSha' | 'commitsBehind' | 'generatedAt' | 'updatedAt'>;

/** The stored documents of repositories: one row per repository and type, the latest. */
@Injectable()
export class DocumentsRepository {
  private readonly db: Database;

  constructor(@Inject(DATABASE) connection: DatabaseConnection) {
    this.db = connection.db;
  }

  listForRepository(repositoryId: string): Promise<DocumentRow[]> {
    return this.db.select().from(documents).where(eq(documents.repositoryId, repositoryId));
  }

  /**
   * What the cards of a repository's documents show, without the documents' text: the card route
   * is public and busy, and reading every document's Markdown (megabytes for a large repository)
   * to show twelve cards cost the HTTP thread seconds under load (`npm run bench:analysis`).
   */
  listCardsForRepository(repositoryId: string): Promise<DocumentCardRow[]> {
    return this.db
      .select({
        docType: documents.docType,
        status: documents.status,
        error: documents.error,
        qualityScore: documents.qualityScore,
        commitSha: documents.commitSha,
        commitsBehind: documents.commitsBehind,
        generatedAt: documents.generatedAt,
        updatedAt: documents.updatedAt,
      })
      .from(documents)
      .where(eq(documents.repositoryId, repositoryId));
  }

  async find(repositoryId: string, docType: DocType): Promise<DocumentRow | null> {
    const [row] = await this.db.select().from(documents).where(and(eq(documents.repositoryId, repositoryId), eq(documents.docType, docType)));
    return row ?? null;
  }

  /** Stores a written document in place of the earlier one; it reflects the branch head it was written at. */
  async saveWritten(repositoryId: string, document: WrittenDocument): Promise<void> {
    const fields = { ...document, status: 'ready' as const, error: null, commitsBehind: 0, generatedAt: new Date(), updatedAt: new Date() };
    await this.db
      .insert(documents)
      .values({ repositoryId, ...fields })
      .onConflictDoUpdate({ target: [documents.repositoryId, documents.docType], set: fields });
  }

  /** Marks a document failed with the reason; its last good content (if any) stays, so does its digest. */
  async markFailed(repositoryId: string, docType: DocType, reason: string): Promise<void> {
    const fields = { status: 'failed' as const, error: reason.slice(0, 2000), updatedAt: new Date() };
    await this.db
      .insert(documents)
      .values({ repositoryId, docType, ...fields })
      .onConflictDoUpdate({ target: [documents.repositoryId, documents.docType], set: fields });
  }

  /** How far the branch head now is ahead of a kept document's commit. */
  async setCommitsBehind(repositoryId: string, docType: DocType, commitsBehind: number | null): Promise<void> {
    await this.db
      .update(documents)
      .set({ commitsBehind, updatedAt: sql`${documents.updatedAt}` })
      .where(and(eq(documents.repositoryId, repositoryId), eq(documents.docType, docType)));
  }
}
