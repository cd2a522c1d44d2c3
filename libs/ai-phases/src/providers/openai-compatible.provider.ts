import OpenAI from 'openai';
import type { LlmProvider, LlmRequest, LlmResponse, TokenUsage } from './llm-provider.js';
import { ModelAnswerError, ModelRequestError } from './model-errors.js';
import { responseCacheKey, type CachedAnswer, type ResponseCache } from './response-cache.js';

export type OpenAiCompatibleProviderOptions = {
  /** The API root, e.g. `https://api.openai.com/v1` or `http://localhost:11434/v1` (OPENAI_BASE_URL in the product). */
  baseUrl: string;
  /** OPENAI_API_KEY in the product; servers without keys (Ollama, llama.cpp) need none. */
  apiKey?: string | null;
  /** OPENAI_MODEL in the product. */
  model: string;
  /** Per attempt. Default 30 000. */
  timeoutMs?: number;
  /** Retries after a timeout, a connection error, 408, 409, 429 or 5xx, with exponential backoff. Default 2. */
  maxRetries?: number;
  cache?: ResponseCache;
  /** OpenAI's reasoning models take `max_completion_tokens`; most compatible servers only `max_tokens` (default). */
  tokenLimitParameter?: 'max_tokens' | 'max_completion_tokens';
};

export const DEFAULT_TIMEOUT_MS = 30_000;
export const DEFAULT_MAX_RETRIES = 2;

/**
 * Any OpenAI-compatible chat completions endpoint (OpenAI, Azure, Ollama, vLLM, llama.cpp) through
 * the official `openai` client. The client does the timeouts and the retries: it retries timeouts,
 * connection errors, 408, 409, 429 and 5xx up to `maxRetries` times, waiting 0.5 s, 1 s, 2 s … (capped
 * at 8 s, with jitter) or what the server's `retry-after-ms` / `retry-after` header asks. So one
 * `complete` may take up to (maxRetries + 1) × timeoutMs plus the waits. Answers are cached by
 * (model, system, user, max tokens, temperature) when a cache is given.
 */
export class OpenAiCompatibleProvider implements LlmProvider {
  readonly name: string;
  readonly model: string;
  private readonly client: OpenAI;
  private readonly timeoutMs: number;
  private readonly maxRetries: number;
  private readonly cache: ResponseCache | undefined;
  private readonly tokenLimitParameter: 'max_tokens' | 'max_completion_tokens';
  private readonly host: string;

  constructor(options: OpenAiCompatibleProviderOptions) {
    this.host = checkBaseUrl(options.baseUrl);
    if (!options.model.trim()) throw new TypeError('The model name must not be empty.');
    this.timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    this.maxRetries = options.maxRetries ?? DEFAULT_MAX_RETRIES;
    if (!Number.isInteger(this.timeoutMs) || this.timeoutMs <= 0) throw new RangeError('timeoutMs must be a whole number of milliseconds above 0.');
    if (!Number.isInteger(this.maxRetries) || this.maxRetries < 0) throw new RangeError('maxRetries must be a whole number, 0 or more.');
    this.model = options.model;
    this.cache = options.cache;
    this.tokenLimitParameter = options.tokenLimitParameter ?? 'max_tokens';
    this.name = `openai-compatible:${options.model}@${this.host}`;
    // Every setting is passed explicitly so that the client reads none of its OPENAI_* variables.
    this.client = new OpenAI({
      baseURL: options.baseUrl,
      // The client insists on a key; without one, no Authorization header is sent at all.
      apiKey: options.apiKey || 'unused',
      ...(options.apiKey ? {} : { defaultHeaders: { Authorization: null } }),
      adminAPIKey: null,
      organization: null,
      project: null,
      webhookSecret: null,
      timeout: this.timeoutMs,
      maxRetries: this.maxRetries,
      logLevel: 'off',
    });
  }

  async complete(request: LlmRequest): Promise<LlmResponse> {
    const key = responseCacheKey(this.model, request);
    const hit = this.cache ? await this.cache.get(key) : undefined;
    if (hit) return { ...hit, cached: true };

    const started = Date.now();
    let completion: unknown;
    try {
      completion = await this.client.chat.completions.create({
        model: this.model,
        messages: [
          { role: 'system', content: request.system },
          { role: 'user', content: request.user },
        ],
        temperature: request.temperature,
        [this.tokenLimitParameter]: request.maxTokens,
      });
    } catch (error) {
      throw this.explain(error, Date.now() - started);
    }
    const answer = this.readAnswer(completion, request);
    await this.cache?.set(key, answer);
    return { ...answer, cached: false };
  }

  private readAnswer(completion: unknown, request: LlmRequest): CachedAnswer {
    if (typeof completion !== 'object' || completion === null) {
      throw new ModelAnswerError(`The model server at ${this.host} answered with something other than JSON.`);
    }
    const { choices, usage, model } = completion as { choices?: unknown; usage?: unknown; model?: unknown };
    if (!Array.isArray(choices) || choices.length === 0) throw new ModelAnswerError(`The model server at ${this.host} answered without choices.`);
    const choice = choices[0] as { message?: { content?: unknown }; finish_reason?: unknown };
    const text = choice.message?.content;
    if (typeof text !== 'string' || text.trim() === '') throw new ModelAnswerError(`The model server at ${this.host} answered without text.`);
    if (choice.finish_reason === 'length') {
      throw new ModelAnswerError(`The model's answer was cut off at the limit of ${request.maxTokens} tokens.`);
    }
    if (choice.finish_reason === 'content_filter') throw new ModelAnswerError('The model server withheld the answer (content filter).');
    const reported = readUsage(usage);
    return {
      text,
      usage: reported ?? estimateUsage(request, text),
      model: typeof model === 'string' && model ? model : this.model,
      ...(reported ? {} : { usageEstimated: true }),
    };
  }

  private explain(error: unknown, elapsedMs: number): Error {
    const attempts = this.maxRetries > 0 ? ` (${this.maxRetries + 1} attempts)` : '';
    if (error instanceof OpenAI.APIConnectionTimeoutError || (error instanceof OpenAI.APIConnectionError && elapsedMs >= this.timeoutMs)) {
      // Under some runtimes (jest's VM modules) the client cannot tell its own abort from a
      // connection failure; a failure after the time limit has passed is the timeout.
      return new ModelRequestError(`The model server at ${this.host} did not answer within ${this.timeoutMs} ms${attempts}.`, 'timeout', null, { cause: error });
    }
    if (error instanceof OpenAI.APIConnectionError) {
      return new ModelRequestError(`Could not connect to the model server at ${this.host}${attempts}.`, 'connection', null, { cause: error });
    }
    if (error instanceof OpenAI.APIError && typeof error.status === 'number') {
      const status = error.status;
      const failure = status === 429 ? 'rate-limited' : status >= 500 ? 'server-error' : 'rejected';
      const retried = failure === 'rejected' ? '' : attempts;
      return new ModelRequestError(`The model server at ${this.host} answered ${status}${retried}: ${error.message}`, failure, status, { cause: error });
    }
    // By name, not instanceof: the body is parsed by fetch's Response.json(), whose SyntaxError can
    // come from another realm than this module's Error (as under jest's VM modules).
    if (typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'SyntaxError') {
      return new ModelAnswerError(`The model server at ${this.host} answered with a body that is not valid JSON.`, { cause: error });
    }
    return error instanceof Error ? error : new Error(String(error));
  }
}

function checkBaseUrl(baseUrl: string): string {
  let url: URL;
  try {
    url = new URL(baseUrl);
  } catch {
    throw new TypeError(`The model server URL "${baseUrl}" is not a URL.`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new TypeError(`The model server URL "${baseUrl}" must start with http:// or https://.`);
  return url.host;
}

function readUsage(usage: unknown): TokenUsage | null {
  if (typeof usage !== 'object' || usage === null) return null;
  const { prompt_tokens: prompt, completion_tokens: completion, total_tokens: total } = usage as Record<string, unknown>;
  if (typeof prompt !== 'number' || typeof completion !== 'number') return null;
  return { promptTokens: prompt, completionTokens: completion, totalTokens: typeof total === 'number' ? total : prompt + completion };
}

/** One token per four characters, the rule of thumb for English, when a server reports no usage. */
function estimateUsage(request: LlmRequest, text: string): TokenUsage {
  const promptTokens = Math.ceil((request.system.length + request.user.length) / 4);
  const completionTokens = Math.ceil(text.length / 4);
  return { promptTokens, completionTokens, totalTokens: promptTokens + completionTokens };
}
