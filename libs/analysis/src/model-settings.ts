import { OpenAiCompatibleProvider, type LlmProvider } from '@chronicle/ai-phases';
import type { ModelSettings } from '@chronicle/agents';

/**
 * A model server as plain data, so it can cross into a worker thread; the provider is built
 * where the work runs.
 */
export type PlainModelSettings = {
  /** An OpenAI-compatible API root (`OPENAI_BASE_URL`). */
  baseUrl: string;
  apiKey: string | null;
  model: string;
  /** The model's context window in tokens (`CHRONICLE_MODEL_CONTEXT_TOKENS`). */
  contextTokens: number;
};

export function providerOf(settings: PlainModelSettings | null | undefined): LlmProvider | null {
  if (!settings) return null;
  return new OpenAiCompatibleProvider({ baseUrl: settings.baseUrl, apiKey: settings.apiKey, model: settings.model });
}

/** The agents' model settings and the engine label that goes into every inputs digest (as the CLI's). */
export function documentModelOf(settings: PlainModelSettings | null | undefined): { model: ModelSettings | undefined; engine: string } {
  const provider = providerOf(settings);
  if (!provider || !settings) return { model: undefined, engine: 'built-in' };
  return { model: { provider, contextTokens: settings.contextTokens }, engine: `model:${provider.name}` };
}
