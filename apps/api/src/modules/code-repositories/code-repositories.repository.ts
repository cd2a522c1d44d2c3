import { Inject, Injectable } from '@nestjs/common';
import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import type { SummaryTone } from '@chronicle/contracts';
import { DATABASE } from '../../database/database.module.js';
import type { Database, DatabaseConnection } from '../../database/database.js';
import { codeRepositories, type CodeRepositoryRow, type Provider } from '../../database/schema.js';

export type NewConnection = {
  userId: string;
  provider: Provider;
  hostRepoId: string;
  owner: string;
  name: string;
  fullName: string;
  defaultBranch: string;
  publicSlug: string;
  tone: SummaryTone;
  webhookId: string | null;
  webhookSecretEncrypted: string | null;
  cloneUrl: string | null;
  isPrivate: boolean;
  localPath: string | null;
  polledHeadSha: string | null;
};

/** Connected (and formerly connected) repositories: queries only. */
@Injectable()
export class CodeRepositoriesRepository {
  private readonly db: Database;

  constructor(@Inject(DATABASE) connection: DatabaseConnection) {
    this.db = connection.db;
  }

  async findConnected(userId: string): Promise<CodeRepositoryRow | null> {
    const [row] = await this.db
      .select()
      .from(codeRepositories)
      .where(and(eq(codeRepositories.userId, userId), isNull(codeRepositories.disconnectedAt)));
    return row ?? null;
  }

  /** The connected repository a host's delivery is for, by the host's repository id. */
  async findConnectedByHostRepo(provider: Provider, hostRepoId: string): Promise<CodeRepositoryRow | null> {
    const [row] = await this.db
      .select()
      .from(codeRepositories)
      .where(and(eq(codeRepositories.provider, provider), eq(codeRepositories.hostRepoId, hostRepoId), isNull(codeRepositories.disconnectedAt)));
    return row ?? null;
  }

  /** The repository whose public page has this slug, connected or not. */
  async findBySlug(slug: string): Promise<CodeRepositoryRow | null> {
    const [row] = await this.db.select().from(codeRepositories).where(eq(codeRepositories.publicSlug, slug));
    return row ?? null;
  }

  /**
   * Connects a repository: a new row, or the user's earlier, disconnected row of it brought back
   * (its slug kept). Null when the row is connected already — another connect got there first.
   */
  async saveConnection(connection: NewConnection): Promise<CodeRepositoryRow | null> {
    const { publicSlug, ...fields } = connection;
    const [row] = await this.db
      .insert(codeRepositories)
      .values({ ...fields, publicSlug })
      .onConflictDoUpdate({
        target: [codeRepositories.userId, codeRepositories.provider, codeRepositories.hostRepoId],
        set: { ...fields, connectedAt: new Date(), disconnectedAt: null },
        setWhere: isNotNull(codeRepositories.disconnectedAt),
      })
      .returning();
    return row ?? null;
  }

  /** Connected repositories of the local code host, which are polled for new commits. */
  findConnectedLocal(): Promise<CodeRepositoryRow[]> {
    return this.db
      .select()
      .from(codeRepositories)
      .where(and(eq(codeRepositories.provider, 'local'), isNull(codeRepositories.disconnectedAt)));
  }

  async savePolledHead(id: string, sha: string): Promise<void> {
    await this.db.update(codeRepositories).set({ polledHeadSha: sha }).where(eq(codeRepositories.id, id));
  }

  async markDisconnected(id: string): Promise<void> {
    await this.db
      .update(codeRepositories)
      .set({ disconnectedAt: new Date(), webhookId: null, webhookSecretEncrypted: null })
      .where(eq(codeRepositories.id, id));
  }

  async updatePublishPrivate(id: string, publishPrivate: boolean): Promise<CodeRepositoryRow> {
    const [row] = await this.db.update(codeRepositories).set({ publishPrivate }).where(eq(codeRepositories.id, id)).returning();
    return row!;
  }

  async updateTone(id: string, tone: SummaryTone): Promise<CodeRepositoryRow> {
    const [row] = await this.db.update(codeRepositories).set({ tone }).where(eq(codeRepositories.id, id)).returning();
    return row!;
  }
}
