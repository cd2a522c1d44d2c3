import { existsSync } from 'node:fs';
import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { PeriodicTask } from '../../common/periodic-task.js';
import { APP_CONFIG } from '../../config/config.module.js';
import type { AppConfig } from '../../config/app-config.js';
import type { CodeRepositoryRow } from '../../database/schema.js';
import { readBranchHead } from '../code-hosts/local-repositories.js';
import { CodeRepositoriesRepository } from '../code-repositories/code-repositories.repository.js';
import { DomainEvents } from '../domain-events/domain-events.js';
import { WebhookDeliveriesRepository } from '../webhooks/webhook-deliveries.repository.js';
import { localPush } from './local-push.js';

/**
 * The local code host's stand-in for webhooks: every `CHRONICLE_POLL_SECONDS` it reads the branch
 * head of each connected local repository and files new commits as one push in the same inbox the
 * webhook fills, so they become an entry exactly like a push to GitHub. Runs only with local sign-in.
 */
@Injectable()
export class LocalPushPoller implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(LocalPushPoller.name);
  private readonly task = new PeriodicTask(() => this.pollAll());
  private readonly missing = new Set<string>();

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly repositories: CodeRepositoriesRepository,
    private readonly deliveries: WebhookDeliveriesRepository,
    private readonly events: DomainEvents,
  ) {}

  onApplicationBootstrap(): void {
    if (this.config.signIn !== 'local') return;
    this.task.start(this.config.local.pollSeconds * 1000);
  }

  onApplicationShutdown(): Promise<void> {
    return this.task.stop();
  }

  /** One pass over the connected local repositories; a pass still running is not started twice. */
  pollOnce(): Promise<void> {
    return this.task.runOnce();
  }

  private async pollAll(): Promise<void> {
    try {
      for (const repository of await this.repositories.findConnectedLocal()) await this.poll(repository);
    } catch (error) {
      this.logger.warn(`Polling the local repositories failed: ${(error as Error).message}`);
    }
  }

  private async poll(repository: CodeRepositoryRow): Promise<void> {
    if (!repository.localPath || !existsSync(repository.localPath)) {
      if (!this.missing.has(repository.id)) this.logger.warn(`${repository.fullName}: its folder ${repository.localPath} is gone; it is not polled.`);
      this.missing.add(repository.id);
      return;
    }
    this.missing.delete(repository.id);
    try {
      const head = await readBranchHead(repository.localPath, repository.defaultBranch);
      if (!head || head === repository.polledHeadSha) return;
      const push = await localPush(repository, repository.polledHeadSha, head, this.config.github.pushPayloadCommitLimit, new Date());
      // Inbox first, head second: after a crash in between, the same head gives the same delivery id.
      const stored = await this.deliveries.insertOnce({
        deliveryId: push.deliveryId,
        repositoryId: repository.id,
        event: 'push',
        payload: { json: JSON.stringify(push.payload), gzip: null },
        // The delivery id is already the branch head, so a repeat of this push has the same id.
        pushKey: null,
        status: push.commitCount > 0 ? 'received' : 'ignored',
        note: push.commitCount > 0 ? null : 'the branch moved back to an earlier commit',
      });
      await this.repositories.savePolledHead(repository.id, head);
      if (stored && push.commitCount > 0) {
        this.logger.log(`${repository.fullName}: ${push.commitCount} new commit(s) on ${repository.defaultBranch}`);
        await this.events.emit('push.received', { repositoryId: repository.id, deliveryId: push.deliveryId });
      }
    } catch (error) {
      this.logger.warn(`${repository.fullName}: could not read new commits: ${(error as Error).message}`);
    }
  }
}
