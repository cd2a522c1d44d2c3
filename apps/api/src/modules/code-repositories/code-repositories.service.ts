import { randomBytes } from 'node:crypto';
import { BadRequestException, ConflictException, Inject, Injectable, Logger, NotFoundException } from '@nestjs/common';
import type { ConnectRepositoryRequest } from '@chronicle/contracts/requests';
import { DEFAULT_SUMMARY_TONE, type ConnectedRepository, type RepositorySummary, type SummaryTone } from '@chronicle/contracts';
import { APP_CONFIG } from '../../config/config.module.js';
import type { AppConfig } from '../../config/app-config.js';
import { SecretBox } from '../../crypto/secret-box.js';
import type { CodeRepositoryRow } from '../../database/schema.js';
import { uniqueViolation } from '../../database/unique-violation.js';
import { CodeHostsService } from '../code-hosts/code-hosts.service.js';
import { DomainEvents } from '../domain-events/domain-events.js';
import { CodeRepositoriesRepository } from './code-repositories.repository.js';
import { slugCandidates } from './public-slug.js';

/** Where code hosts deliver push events. */
export const GITHUB_WEBHOOK_PATH = '/api/webhooks/github';

const CONNECTED_MEANWHILE = 'Another repository was connected at the same moment. Reload the page to see which one is connected.';

/** Connecting, listing and disconnecting a user's repository (one connected at a time, spec §2). */
@Injectable()
export class CodeRepositoriesService {
  private readonly logger = new Logger(CodeRepositoriesService.name);

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly hosts: CodeHostsService,
    private readonly repositories: CodeRepositoriesRepository,
    private readonly box: SecretBox,
    private readonly events: DomainEvents,
  ) {}

  async list(userId: string): Promise<RepositorySummary[]> {
    const host = await this.hosts.forUser(userId);
    const [available, connected] = await Promise.all([host.listRepositories(), this.repositories.findConnected(userId)]);
    return available.map((repository) => {
      const isConnected = connected?.hostRepoId === String(repository.id);
      return {
        id: repository.id,
        name: repository.name,
        owner: { login: repository.owner },
        full_name: repository.fullName,
        connected: isConnected,
        ...(isConnected ? { publicSlug: connected.publicSlug, tone: connected.tone } : {}),
      };
    });
  }

  /**
   * Checks the repository with the host, creates its push webhook with a fresh secret, then stores
   * it; if storing fails, the webhook is removed again so nothing is left half-made.
   */
  async connect(userId: string, request: ConnectRepositoryRequest): Promise<ConnectedRepository> {
    const current = await this.repositories.findConnected(userId);
    if (current) throw new ConflictException(`Disconnect ${current.fullName} before connecting another repository.`);
    const host = await this.hosts.forUser(userId);
    const repository = await host.getRepository({ owner: request.owner, name: request.repoName });
    if (!repository) throw new NotFoundException(
        host.provider === 'github'
          ? `GitHub has no repository ${request.fullName} that you can access.`
          : `There is no repository ${request.fullName} in the folders Chronicle looks in (CHRONICLE_LOCAL_REPOS).`,
      );
    if (repository.id !== request.repoId || repository.fullName.toLowerCase() !== request.fullName.toLowerCase()) {
      throw new BadRequestException(`The repository details do not match ${host.provider === 'github' ? "GitHub's" : 'the folder found'}: ${request.fullName} has the id ${repository.id} there.`);
    }

    const secret = randomBytes(32).toString('hex');
    const ref = { owner: repository.owner, name: repository.name };
    const webhookId = await host.createPushWebhook(ref, { url: `${this.config.publicUrl}${GITHUB_WEBHOOK_PATH}`, secret });
    try {
      const row = await this.repositories.saveConnection({
        userId,
        provider: host.provider,
        hostRepoId: String(repository.id),
        owner: repository.owner,
        name: repository.name,
        fullName: repository.fullName,
        defaultBranch: repository.defaultBranch,
        publicSlug: await this.freeSlug(repository.owner, repository.name),
        tone: request.tone ?? DEFAULT_SUMMARY_TONE,
        webhookId,
        webhookSecretEncrypted: webhookId ? this.box.seal(secret) : null,
        cloneUrl: repository.cloneUrl ?? null,
        isPrivate: repository.private,
        // A polled repository makes entries for commits after this moment, like a new webhook.
        localPath: repository.local?.path ?? null,
        polledHeadSha: repository.local?.headSha ?? null,
      });
      if (!row) throw new ConflictException(CONNECTED_MEANWHILE);
      await this.announceConnected(row);
      return toConnectedRepository(row);
    } catch (error) {
      if (webhookId) await host.deleteWebhook(ref, webhookId).catch(() => undefined);
      // Another connect of this user (or another user's repository taking the same slug) won the race.
      if (uniqueViolation(error) !== null) throw new ConflictException(CONNECTED_MEANWHILE);
      throw error;
    }
  }

  /** Removes the webhook at the host, then stops processing; the entries stay readable on the public page. */
  async disconnect(userId: string, hostRepoId: number): Promise<void> {
    const connected = await this.requireConnected(userId, hostRepoId);
    if (connected.webhookId) {
      const host = await this.hosts.forUser(userId);
      await host.deleteWebhook({ owner: connected.owner, name: connected.name }, connected.webhookId);
    }
    await this.repositories.markDisconnected(connected.id);
  }

  async setTone(userId: string, hostRepoId: number, tone: SummaryTone): Promise<ConnectedRepository> {
    const connected = await this.requireConnected(userId, hostRepoId);
    return toConnectedRepository(await this.repositories.updateTone(connected.id, tone));
  }

  /** Turns a private repository's public page and feed on or off; a public repository's are always on. */
  async setPublished(userId: string, hostRepoId: number, published: boolean): Promise<ConnectedRepository> {
    const connected = await this.requireConnected(userId, hostRepoId);
    if (!connected.isPrivate) {
      if (published) return toConnectedRepository(connected);
      throw new BadRequestException(`${connected.fullName} is public, so its changelog page is public too; only a private repository's page can be turned off.`);
    }
    return toConnectedRepository(await this.repositories.updatePublishPrivate(connected.id, published));
  }

  /** Before an account goes: its webhook is removed at the host when the host can be reached. */
  async removeWebhooksOf(userId: string): Promise<void> {
    const connected = await this.repositories.findConnected(userId);
    if (!connected?.webhookId) return;
    try {
      const host = await this.hosts.forUser(userId);
      await host.deleteWebhook({ owner: connected.owner, name: connected.name }, connected.webhookId);
    } catch (error) {
      // The account is deleted regardless; deliveries to a removed repository are refused anyway.
      this.logger.warn(`Could not remove the webhook of ${connected.fullName}: ${(error as Error).message}`);
    }
  }

  /**
   * Tells `repository.connected` (its listener queues the documents); the connection stands if a
   * listener fails — the documents are asked for again after the next entry.
   */
  private async announceConnected(row: CodeRepositoryRow): Promise<void> {
    await this.events.emit('repository.connected', { repositoryId: row.id }).catch((error: Error) => {
      this.logger.warn(`The documents of ${row.fullName} were not queued: ${error.message}`);
    });
  }

  private async requireConnected(userId: string, hostRepoId: number): Promise<CodeRepositoryRow> {
    const connected = await this.repositories.findConnected(userId);
    if (!connected || connected.hostRepoId !== String(hostRepoId)) {
      throw new NotFoundException(`You have no connected repository with the id ${hostRepoId}.`);
    }
    return connected;
  }

  /** The first of the slug candidates for owner/name no repository has yet. */
  async freeSlug(owner: string, name: string): Promise<string> {
    for (const candidate of slugCandidates(owner, name)) {
      if (!(await this.repositories.findBySlug(candidate))) return candidate;
    }
    throw new Error('unreachable: slug candidates never run out');
  }
}

export function toConnectedRepository(row: CodeRepositoryRow): ConnectedRepository {
  return {
    id: Number(row.hostRepoId),
    fullName: row.fullName,
    isActive: row.disconnectedAt === null,
    publicSlug: row.publicSlug,
    tone: row.tone,
    isPrivate: row.isPrivate,
    published: isPublished(row),
  };
}

/**
 * Whether anyone may read a repository's public page and feed: a public repository's always, a
 * private one's only once its owner turned publishing on (its owner always sees it, signed in).
 */
export function isPublished(row: Pick<CodeRepositoryRow, 'isPrivate' | 'publishPrivate'>): boolean {
  return !row.isPrivate || row.publishPrivate;
}
