import { Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { PeriodicTask } from '../../common/periodic-task.js';
import { SessionsService } from '../auth/sessions.service.js';
import { PublicViewCounter } from '../public-changelog/public-view-counter.js';

const PURGE_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Deletes rows that have served their purpose — expired sessions, and public-page visits older
 * than yesterday — once at start and then every hour. Every API process runs it; that is fine,
 * since each pass is a plain DELETE of what is past its date: running it twice, or in two
 * processes at once, deletes the same rows once.
 */
@Injectable()
export class ExpiredRowsPurger implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(ExpiredRowsPurger.name);
  private readonly task = new PeriodicTask(() => this.purgeAll());

  constructor(
    private readonly sessions: SessionsService,
    private readonly views: PublicViewCounter,
  ) {}

  onApplicationBootstrap(): void {
    // The first pass is not awaited: the start does not wait for housekeeping.
    this.task.start(PURGE_INTERVAL_MS, { runNow: true });
  }

  onApplicationShutdown(): Promise<void> {
    return this.task.stop();
  }

  /** One pass; a pass still running is not started twice. */
  purgeOnce(): Promise<void> {
    return this.task.runOnce();
  }

  private async purgeAll(): Promise<void> {
    try {
      const now = new Date();
      const sessions = await this.sessions.purgeExpired(now);
      const visits = await this.views.purgeOldVisits(now);
      if (sessions + visits > 0) this.logger.log(`Purged ${sessions} expired session(s) and ${visits} old public-page visit(s).`);
    } catch (error) {
      this.logger.warn(`Purging expired rows failed; the next pass tries again: ${(error as Error).message}`);
    }
  }
}
