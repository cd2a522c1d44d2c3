import { Inject, Injectable } from '@nestjs/common';
import { pushEntryOf, runAnalysisTask, type PushEntry, type PushEntryInput } from '@chronicle/analysis';
import type { LlmProvider } from '@chronicle/ai-phases';
import { APP_CONFIG } from '../../config/config.module.js';
import type { AppConfig } from '../../config/app-config.js';
import type { CodeRepositoryRow } from '../../database/schema.js';
import { AiPhasesService } from '../ai-phases/ai-phases.service.js';
import { gitCacheDir, repositorySource } from '../code-repositories/repository-source.js';
import { modelSettingsOf } from '../documents/documentation-runner.js';
import { LLM_PROVIDER } from '../llm/llm.module.js';

/**
 * A push is written in this thread when its stored payload is at most this long and lists at most
 * IN_THREAD_MAX_COMMITS commits; a larger one in a worker thread. The built-in engine takes about a
 * millisecond per commit (its language pass) and parsing a payload about 5 ms a megabyte, so a small
 * push costs this thread a few milliseconds — less than a worker's start-up — and a large one none.
 */
export const IN_THREAD_MAX_PAYLOAD_CHARS = 1024 * 1024;
export const IN_THREAD_MAX_COMMITS = 64;

/**
 * A delivery's payload as the inbox holds it for processing: its JSON text (only its head when
 * `payloadGzip` holds the whole, compressed: a large push) and how many commits that JSON lists.
 */
export type StoredPush = { payloadText: string; payloadGzip: Uint8Array | null; commitsListed: number };

/**
 * Writes the entry of a push (`pushEntryOf` of @chronicle/analysis: its commits from the payload or
 * git, classified, clustered, the texts in the repository's tone): a small push in this thread with
 * the server's model provider, a large one in a worker thread (`runAnalysisTask('push-entry')`), so
 * a 25 MB payload or thousands of commits never hold up the HTTP event loop. What git and the link
 * get comes from the connection and the configuration, never the payload.
 */
@Injectable()
export class PushEntryWriter {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(LLM_PROVIDER) private readonly provider: LlmProvider | null,
    private readonly aiPhases: AiPhasesService,
  ) {}

  async write(repository: CodeRepositoryRow, push: StoredPush, deliveryId: string): Promise<PushEntry> {
    const input: PushEntryInput = {
      payload: push.payloadGzip ?? push.payloadText,
      repository: {
        fullName: repository.fullName,
        localPath: repository.provider === 'local' ? repository.localPath : null,
        htmlUrl: repository.htmlUrl,
        publicPage: `${this.config.publicUrl}/${repository.publicSlug}`,
        source: repositorySource(repository, this.config),
      },
      cloneCacheDir: gitCacheDir(this.config),
      payloadCommitLimit: this.config.github.pushPayloadCommitLimit,
      tone: repository.tone,
      phases: await this.aiPhases.list(),
      runId: deliveryId,
    };
    const small = push.payloadGzip === null && push.payloadText.length <= IN_THREAD_MAX_PAYLOAD_CHARS && push.commitsListed <= IN_THREAD_MAX_COMMITS;
    if (small) return pushEntryOf(input, this.provider);
    return runAnalysisTask('push-entry', { ...input, model: modelSettingsOf(this.config) });
  }
}
