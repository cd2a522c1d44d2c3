import { Inject, Injectable, Logger } from '@nestjs/common';
import type { LiveEvent } from '@chronicle/contracts';
import { CodeRepositoriesRepository } from '../code-repositories/code-repositories.repository.js';
import { LIVE_EVENTS, type LiveEvents } from './live-events.js';

/**
 * How the rest of the server says something happened to a repository: the event goes to every
 * process with open pages, addressed to who may see the repository. It never fails its caller —
 * the change is already stored, and a page that misses the event shows it at its next load.
 */
@Injectable()
export class LiveEventsPublisher {
  private readonly logger = new Logger(LiveEventsPublisher.name);

  constructor(
    @Inject(LIVE_EVENTS) private readonly events: LiveEvents,
    private readonly repositories: CodeRepositoriesRepository,
  ) {}

  async publish(event: LiveEvent): Promise<void> {
    try {
      const repository = await this.repositories.findById(event.payload.repositoryId);
      // A repository deleted meanwhile has nobody left to tell.
      if (!repository) return;
      await this.events.publish({ event, audience: { userId: repository.userId, kind: repository.kind } });
    } catch (error) {
      this.logger.warn(`Open pages were not told of ${event.name} on repository ${event.payload.repositoryId}: ${(error as Error).message}`);
    }
  }
}
