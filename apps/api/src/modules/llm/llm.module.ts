import { Global, Module } from '@nestjs/common';
import { LruResponseCache, OpenAiCompatibleProvider, type LlmProvider } from '@chronicle/ai-phases';
import { APP_CONFIG } from '../../config/config.module.js';
import type { AppConfig } from '../../config/app-config.js';

/** The model server the texts are written with, or null: the built-in engine writes them all. */
export const LLM_PROVIDER = Symbol('LLM_PROVIDER');

// Identical prompts (a redelivered push, a retried job) are answered from memory, not paid twice.
const CACHED_ANSWERS = 500;

@Global()
@Module({
  providers: [
    {
      provide: LLM_PROVIDER,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig): LlmProvider | null =>
        config.ai
          ? new OpenAiCompatibleProvider({ baseUrl: config.ai.baseUrl, apiKey: config.ai.apiKey, model: config.ai.model, cache: new LruResponseCache({ maxEntries: CACHED_ANSWERS }) })
          : null,
    },
  ],
  exports: [LLM_PROVIDER],
})
export class LlmModule {}
