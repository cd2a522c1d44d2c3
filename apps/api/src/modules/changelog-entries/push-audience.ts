import { Inject, Injectable } from '@nestjs/common';
import { pushLinkOf } from '@chronicle/ai-phases';
import { openRepository } from '@chronicle/history';
import { APP_CONFIG } from '../../config/config.module.js';
import type { AppConfig } from '../../config/app-config.js';
import type { CodeRepositoryRow } from '../../database/schema.js';
import type { PushPayload } from './push-commits.js';

/** How a push's entry names its repository and where its social snippet points. */
export type PushAudience = { repository: string; link: string | null };

/**
 * The repository's name and the snippet's link for one push. The name is GitHub's `owner/name`;
 * for a local repository, the `owner/name` of its remote when the remote is on a web host, else its
 * Chronicle name (`local/<folder>`). The link is the push's compare view (GitHub sends one), else
 * the repository's public changelog page (`PUBLIC_URL/<publicSlug>`) — always known here.
 */
@Injectable()
export class PushAudienceReader {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  async read(repository: CodeRepositoryRow, payload: PushPayload): Promise<PushAudience> {
    const link = pushLinkOf({
      compare: payload.compare,
      publicPage: `${this.config.publicUrl}/${repository.publicSlug}`,
      repository: payload.repository?.html_url ?? repository.htmlUrl,
    });
    return { repository: await this.nameOf(repository), link };
  }

  private async nameOf(repository: CodeRepositoryRow): Promise<string> {
    if (repository.provider !== 'local' || !repository.localPath) return repository.fullName;
    // A folder that no longer opens keeps its Chronicle name: the entry is still written.
    const opened = await openRepository(repository.localPath, { cacheDir: '' }).catch(() => null);
    return opened?.webUrl ? opened.name : repository.fullName;
  }
}
