import { Inject, Injectable } from '@nestjs/common';
import type { HealthReport } from '@chronicle/contracts';
import { APP_CONFIG } from '../../config/config.module.js';
import type { AppConfig } from '../../config/app-config.js';
import { DATABASE } from '../../database/database.module.js';
import { isDatabaseUp, type DatabaseConnection } from '../../database/database.js';
import { QueueConnection } from '../queue/queue-connection.js';

@Injectable()
export class HealthService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(DATABASE) private readonly database: DatabaseConnection,
    private readonly queue: QueueConnection,
  ) {}

  async report(): Promise<HealthReport> {
    const [dbUp, queue] = await Promise.all([isDatabaseUp(this.database.db), this.queue.health()]);
    const db = { driver: this.database.driver, status: dbUp ? 'up' : 'down' } as const;
    const status = db.status === 'up' && queue.status === 'up' ? 'ok' : 'error';
    return { status, db, queue, version: this.config.version };
  }
}
