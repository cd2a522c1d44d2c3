import { existsSync } from 'node:fs';
import path from 'node:path';
import { Inject, Injectable } from '@nestjs/common';
import { ToolPoolBusyError, type ToolPool } from '@chronicle/analysis';
import { DOC_FILE_NAMES, DOC_TYPES, type DocType } from '@chronicle/contracts';
import { cacheFolderName, openRepository, type Repository } from '@chronicle/history';
import { ToolError, type ChronicleSource, type McpDocument, type McpDocumentInfo, type McpEntry, type McpRepository, type RepositoryReader, type SnapshotAnswer, type SnapshotQuery } from '@chronicle/mcp';
import { APP_CONFIG } from '../../config/config.module.js';
import type { AppConfig } from '../../config/app-config.js';
import type { CodeRepositoryRow } from '../../database/schema.js';
import { ChangelogEntriesRepository } from '../changelog-entries/changelog-entries.repository.js';
import { CodeRepositoriesRepository } from '../code-repositories/code-repositories.repository.js';
import { PUBLIC_SLUG } from '../code-repositories/public-repository.finder.js';
import { isPublished } from '../code-repositories/code-repositories.service.js';
import { gitCacheDir, repositorySource, snapshotCacheDir } from '../code-repositories/repository-source.js';
import { DocumentsRepository, type DocumentCardRow } from '../documents/documents.repository.js';
import { typesInTierOfRepository } from '../documents/repository-tier.js';
import { UsersRepository } from '../users/users.repository.js';
import { McpToolPool } from './mcp-tool-pool.js';

// changes_since lists at most this many stored entries (the tool caps its own answer as well).
const ENTRIES_LIMIT = 200;

/**
 * The repositories the public documentation pages show, as the MCP tools read them (DESIGN
 * decision 18): published repositories with at least one written document, their documents in
 * their tier, the snapshot of the documents' commit (read on the process's tool pool) and the clone the
 * documents were written from — opened in place, never fetched on a client's call.
 */
@Injectable()
export class HostedRepositoriesSource implements ChronicleSource {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly repositories: CodeRepositoriesRepository,
    private readonly documents: DocumentsRepository,
    private readonly entries: ChangelogEntriesRepository,
    private readonly users: UsersRepository,
    private readonly toolPool: McpToolPool,
  ) {}

  async listRepositories(): Promise<McpRepository[]> {
    return (await this.repositories.listPublishedWithDocuments()).map((row) => this.describe(row));
  }

  async open(id: string): Promise<RepositoryReader | null> {
    const row = PUBLIC_SLUG.test(id) ? await this.repositories.findBySlug(id) : null;
    if (!row || !isPublished(row)) return null;
    return new HostedRepositoryReader(this.describe(row), row, this.config, this.documents, this.entries, await typesInTierOfRepository(row, this.users), this.toolPool.pool);
  }

  private describe(row: CodeRepositoryRow): McpRepository {
    return {
      id: row.publicSlug,
      fullName: row.fullName,
      description: row.description,
      language: row.language,
      url: `${this.config.publicUrl}/${row.publicSlug}/docs`,
      headSha: row.headSha,
    };
  }
}

class HostedRepositoryReader implements RepositoryReader {
  constructor(
    readonly repository: McpRepository,
    private readonly row: CodeRepositoryRow,
    private readonly config: AppConfig,
    private readonly documents: DocumentsRepository,
    private readonly entries: ChangelogEntriesRepository,
    private readonly inTier: DocType[],
    private readonly toolPool: ToolPool,
  ) {}

  async listDocuments(): Promise<McpDocumentInfo[]> {
    const cards = new Map((await this.documents.listCardsForRepository(this.row.id)).map((card) => [card.docType, card]));
    return DOC_TYPES.filter((type) => this.inTier.includes(type) && cards.has(type)).map((type) => toInfo(cards.get(type)!));
  }

  async readDocument(type: DocType): Promise<McpDocument | null> {
    if (!this.inTier.includes(type)) return null;
    const row = await this.documents.find(this.row.id, type);
    return row && row.content !== null ? { ...toInfo(row), content: row.content } : null;
  }

  /**
   * A code tool's question on the snapshot of the documents' commit (the documentation run took
   * it, so it is in the snapshot cache), run on the process's tool pool, whose thread keeps the
   * snapshots it read in memory; null before the first clone or documentation run.
   */
  async querySnapshot<Q extends SnapshotQuery>(query: Q): Promise<SnapshotAnswer<Q> | null> {
    const git = this.gitDir();
    const commit = this.row.headSha;
    if (!git || !commit) return null;
    try {
      return await this.toolPool.querySnapshot({ gitDir: git, commit, snapshotCacheDir: snapshotCacheDir(this.config) }, query);
    } catch (error) {
      if (error instanceof ToolPoolBusyError) throw new ToolError(error.message);
      throw error;
    }
  }

  async gitRepository(): Promise<Repository | null> {
    const git = this.gitDir();
    return git ? openRepository(git, { cacheDir: gitCacheDir(this.config) }) : null;
  }

  async entriesSince(since: Date): Promise<McpEntry[]> {
    return (await this.entries.listSince(this.row.id, since, ENTRIES_LIMIT)).map((entry) => ({
      headline: entry.headline,
      summary: entry.summary,
      pushedAt: entry.pushedAt.toISOString(),
      commitShas: entry.commitShas,
    }));
  }

  /** A local repository's folder, or the clone the jobs made in the cache; null before the first clone. */
  private gitDir(): string | null {
    const source = repositorySource(this.row, this.config);
    if (!source) return null;
    if (this.row.localPath) return existsSync(source) ? source : null;
    const clone = path.join(gitCacheDir(this.config), cacheFolderName(source));
    return existsSync(path.join(clone, 'HEAD')) ? clone : null;
  }
}

/** A stored document's row as the tools describe it (a failed one keeps its last good text, but no score). */
function toInfo(row: DocumentCardRow): McpDocumentInfo {
  return {
    type: row.docType,
    file: DOC_FILE_NAMES[row.docType],
    status: row.status,
    qualityScore: row.status === 'ready' ? row.qualityScore : null,
    commit: row.commitSha,
    commitsBehind: row.commitsBehind,
    generatedAt: row.generatedAt?.toISOString() ?? null,
    error: row.error,
  };
}
