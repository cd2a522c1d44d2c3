/** Tokens one call used, as the model server reported them. */
export type TokenUsage = { promptTokens: number; completionTokens: number; totalTokens: number };

export type LlmRequest = { system: string; user: string; maxTokens: number; temperature: number };

export type LlmResponse = {
  text: string;
  usage: TokenUsage;
  /** The model that answered, as the server named it. */
  model: string;
  /** True when the answer came from the response cache and no request was made. */
  cached: boolean;
  /** True when the server reported no usage and it was estimated from the text lengths. */
  usageEstimated?: boolean;
};

/**
 * A language model behind a chat interface. Implementations throw `ModelRequestError` when the
 * model cannot be reached or refuses, and `ModelAnswerError` when its answer cannot be used.
 */
export interface LlmProvider {
  readonly name: string;
  complete(request: LlmRequest): Promise<LlmResponse>;
}

export const NO_USAGE: TokenUsage = Object.freeze({ promptTokens: 0, completionTokens: 0, totalTokens: 0 });

export function addUsage(a: TokenUsage, b: TokenUsage): TokenUsage {
  return {
    promptTokens: a.promptTokens + b.promptTokens,
    completionTokens: a.completionTokens + b.completionTokens,
    totalTokens: a.totalTokens + b.totalTokens,
  };
}
