import { OpenAiCompatibleProvider, type LlmProvider } from '@chronicle/ai-phases';
import { DEFAULT_CONTEXT_TOKENS, MIN_CONTEXT_TOKENS, type ModelSettings } from '@chronicle/agents';
import { UsageError } from './cli-io.js';

export const DEFAULT_MODEL = 'gpt-4o-mini';

/** The model server named by OPENAI_BASE_URL, or none: the built-in engine then writes everything. */
export function modelProvider(env: Record<string, string | undefined>): LlmProvider | undefined {
  const baseUrl = env.OPENAI_BASE_URL;
  if (!baseUrl) return undefined;
  return new OpenAiCompatibleProvider({ baseUrl, apiKey: env.OPENAI_API_KEY || 'not-needed', model: env.OPENAI_MODEL || DEFAULT_MODEL });
}

/** The model for documents' prose, with its context size from CHRONICLE_MODEL_CONTEXT_TOKENS; none without OPENAI_BASE_URL. */
export function modelSettings(env: Record<string, string | undefined>): ModelSettings | undefined {
  const provider = modelProvider(env);
  if (!provider) return undefined;
  const given = env.CHRONICLE_MODEL_CONTEXT_TOKENS?.trim();
  if (!given) return { provider, contextTokens: DEFAULT_CONTEXT_TOKENS };
  const contextTokens = /^\d+$/.test(given) ? Number(given) : Number.NaN;
  if (!Number.isSafeInteger(contextTokens) || contextTokens < MIN_CONTEXT_TOKENS) {
    throw new UsageError(`CHRONICLE_MODEL_CONTEXT_TOKENS must be a whole number of tokens, at least ${MIN_CONTEXT_TOKENS}; it is "${given}".`);
  }
  return { provider, contextTokens };
}
