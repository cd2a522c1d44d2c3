import { Injectable } from '@nestjs/common';
import type { ActiveRepositoryView } from '@chronicle/contracts';
import { ChangelogEntriesRepository } from '../changelog-entries/changelog-entries.repository.js';
import { CodeRepositoriesRepository } from '../code-repositories/code-repositories.repository.js';
import { toConnectedRepository } from '../code-repositories/code-repositories.service.js';

/** 'This Week' counts entries pushed within the last 7 days (spec §9). */
const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

/** The dashboard's reading: the connected repository and its measured figures. */
@Injectable()
export class ActiveRepositoryService {
  constructor(
    private readonly repositories: CodeRepositoriesRepository,
    private readonly entries: ChangelogEntriesRepository,
  ) {}

  async forUser(userId: string, now = new Date()): Promise<ActiveRepositoryView> {
    const repository = await this.repositories.findConnected(userId);
    if (!repository) return { repository: null, stats: null };
    const stats = await this.entries.statsForRepository(repository.id, new Date(now.getTime() - WEEK_MS));
    return {
      repository: toConnectedRepository(repository),
      stats: {
        totalEntries: stats.total,
        thisWeek: stats.since,
        avgProcessingMs: stats.avgProcessingMs,
        publicViews: repository.publicViews,
        failedPushes: stats.failed,
      },
    };
  }
}
