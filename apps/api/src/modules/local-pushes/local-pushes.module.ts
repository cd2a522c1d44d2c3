import { Module } from '@nestjs/common';
import { ChangelogEntriesModule } from '../changelog-entries/changelog-entries.module.js';
import { CodeRepositoriesModule } from '../code-repositories/code-repositories.module.js';
import { WebhooksModule } from '../webhooks/webhooks.module.js';
import { LocalPushPoller } from './local-push-poller.js';

/** Pushes to the local code host's repositories, found by polling (there are no webhooks on disk). */
@Module({ imports: [CodeRepositoriesModule, ChangelogEntriesModule, WebhooksModule], providers: [LocalPushPoller], exports: [LocalPushPoller] })
export class LocalPushesModule {}
