import { createHash } from 'node:crypto';
import { DOCUMENT_PROSE_PHASE, OpenAiCompatibleProvider, type LlmProvider } from '@chronicle/ai-phases';
import type { ModelSettings, ProsePrompt } from '@chronicle/agents';

/** The stored document-prose phase as plain data; an inactive one means no model writes documents. */
export type PlainProsePhase = ProsePrompt & { isActive: boolean };

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
  /** The document-prose phase as stored; absent: its default (`DOCUMENT_PROSE_PHASE`). */
  prose?: PlainProsePhase;
};

export function providerOf(settings: PlainModelSettings | null | undefined): LlmProvider | null {
  if (!settings) return null;
  return new OpenAiCompatibleProvider({ baseUrl: settings.baseUrl, apiKey: settings.apiKey, model: settings.model });
}

/**
 * The agents' model settings and the engine label that goes into every inputs digest (as the CLI's
 * for the default prompt). A switched-off document-prose phase leaves the documents to the built-in
 * engine; an edited one adds a short digest of its prompts, max tokens and temperature to the label,
 * so the next run writes every document again with it.
 */
export function documentModelOf(settings: PlainModelSettings | null | undefined): { model: ModelSettings | undefined; engine: string } {
  const provider = providerOf(settings);
  if (!provider || !settings || settings.prose?.isActive === false) return { model: undefined, engine: 'built-in' };
  const prompt = promptOf(settings.prose ?? DOCUMENT_PROSE_PHASE);
  const edited = promptDigest(prompt) !== promptDigest(promptOf(DOCUMENT_PROSE_PHASE));
  return { model: { provider, contextTokens: settings.contextTokens, prompt }, engine: `model:${provider.name}${edited ? `:prompt-${promptDigest(prompt)}` : ''}` };
}

function promptOf(phase: ProsePrompt): ProsePrompt {
  return { systemPrompt: phase.systemPrompt, userPromptTemplate: phase.userPromptTemplate, maxTokens: phase.maxTokens, temperature: phase.temperature };
}

function promptDigest(prompt: ProsePrompt): string {
  return createHash('sha256').update(JSON.stringify([prompt.systemPrompt, prompt.userPromptTemplate, prompt.maxTokens, prompt.temperature])).digest('hex').slice(0, 12);
}
