import type { AiPhase, LlmProvider } from '@chronicle/ai-phases';

/** The document-prose phase as configured: its prompts, answer limit and temperature. */
export type ProsePrompt = Pick<AiPhase, 'systemPrompt' | 'userPromptTemplate' | 'maxTokens' | 'temperature'>;

/**
 * The model a document's prose may come from. Without one, the built-in engine writes everything.
 * `contextTokens` is the model's context window (`CHRONICLE_MODEL_CONTEXT_TOKENS`); the request is
 * cut to fit it by `modelBudget`.
 */
export type ModelSettings = {
  provider: LlmProvider;
  contextTokens: number;
  /** The stored document-prose phase; absent: `DOCUMENT_PROSE_PHASE` of @chronicle/ai-phases (the CLI). */
  prompt?: ProsePrompt;
};

/** A context most servers offer (Ollama's default models, gpt-4o-mini has far more). */
export const DEFAULT_CONTEXT_TOKENS = 16_384;
/** The smallest context worth asking: below it the facts pack would say too little. */
export const MIN_CONTEXT_TOKENS = 2_048;

/** Half the context carries facts; an eighth (at most 2,048 tokens) is left for the answer; the rest is instructions and margin. */
export const FACTS_SHARE = 0.5;
export const ANSWER_SHARE = 0.125;
export const MAX_ANSWER_TOKENS = 2_048;

export type ModelBudget = { factsTokens: number; answerTokens: number };

export function modelBudget(contextTokens: number): ModelBudget {
  return {
    factsTokens: Math.floor(contextTokens * FACTS_SHARE),
    answerTokens: Math.min(MAX_ANSWER_TOKENS, Math.floor(contextTokens * ANSWER_SHARE)),
  };
}
