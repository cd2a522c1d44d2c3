import { Inject, Injectable } from '@nestjs/common';
import { and, desc, eq, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { SummaryTone } from '@chronicle/contracts';
import { DATABASE } from '../../database/database.module.js';
import type { Database, DatabaseConnection } from '../../database/database.js';
import { codeRepositories, documents, type CodeRepositoryRow, type Provider, type RepositoryProvider } from '../../database/schema.js';

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

/** A repository a user has connected now (projects are never "connected"). */
const CONNECTED = and(eq(codeRepositories.kind, 'connected'), isNull(codeRepositories.disconnectedAt));

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
      .where(and(eq(codeRepositories.userId, userId), CONNECTED));
    return row ?? null;
  }

  /** The connected repository a host's delivery is for, by the host's repository id. */
  async findConnectedByHostRepo(provider: Provider, hostRepoId: string): Promise<CodeRepositoryRow | null> {
    const [row] = await this.db
      .select()
      .from(codeRepositories)
      .where(and(eq(codeRepositories.provider, provider), eq(codeRepositories.hostRepoId, hostRepoId), CONNECTED));
    return row ?? null;
  }

  async findById(id: string): Promise<CodeRepositoryRow | null> {
    const [row] = await this.db.select().from(codeRepositories).where(eq(codeRepositories.id, id));
    return row ?? null;
  }

  /** The branch head the latest job read. */
  async saveHead(id: string, headSha: string): Promise<void> {
    await this.db.update(codeRepositories).set({ headSha }).where(eq(codeRepositories.id, id));
  }

  /** What an analysis learnt: the head it read, the oldest commit's date, when it finished. */
  async saveAnalysis(id: string, fields: { headSha?: string; oldestAnalyzedAt?: Date | null; lastAnalyzedAt?: Date }): Promise<void> {
    await this.db.update(codeRepositories).set(fields).where(eq(codeRepositories.id, id));
  }

  /** Open-source projects, newest first. */
  listProjects(): Promise<CodeRepositoryRow[]> {
    return this.db.select().from(codeRepositories).where(eq(codeRepositories.kind, 'project')).orderBy(desc(codeRepositories.connectedAt));
  }

  async findProject(id: string): Promise<CodeRepositoryRow | null> {
    const [row] = await this.db.select().from(codeRepositories).where(and(eq(codeRepositories.id, id), eq(codeRepositories.kind, 'project')));
    return row ?? null;
  }

  async insertProject(
    project: Omit<NewConnection, 'provider' | 'tone' | 'webhookId' | 'webhookSecretEncrypted' | 'polledHeadSha'> & {
      provider: RepositoryProvider;
      description: string | null;
      language: string | null;
      stars: number;
      htmlUrl: string | null;
    },
  ): Promise<CodeRepositoryRow> {
    const [row] = await this.db.insert(codeRepositories).values({ ...project, kind: 'project' }).returning();
    return row!;
  }

  /** Deletes a project; its entries, documents and jobs go with it (foreign keys cascade). */
  async deleteProject(id: string): Promise<boolean> {
    const rows = await this.db.delete(codeRepositories).where(and(eq(codeRepositories.id, id), eq(codeRepositories.kind, 'project'))).returning({ id: codeRepositories.id });
    return rows.length === 1;
  }

  /** Repositories whose public pages anyone may read (public, or published by their owner) and that have a written document, by name. */
  listPublishedWithDocuments(): Promise<CodeRepositoryRow[]> {
    return this.db
      .select()
      .from(codeRepositories)
      .where(
        and(
          or(eq(codeRepositories.isPrivate, false), eq(codeRepositories.publishPrivate, true)),
          sql`EXISTS (SELECT 1 FROM ${documents} WHERE ${documents.repositoryId} = ${codeRepositories.id} AND ${documents.content} IS NOT NULL)`,
        ),
      )
      .orderBy(codeRepositories.fullName, codeRepositories.publicSlug);
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
        target: [codeRepositories.userId, codeRepositories.provider, codeRepositories.hostRepoId, codeRepositories.kind],
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
      .where(and(eq(codeRepositories.provider, 'local'), CONNECTED));
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
