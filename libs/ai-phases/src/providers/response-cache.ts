import { createHash } from 'node:crypto';
import type { LlmRequest, LlmResponse } from './llm-provider.js';

/** What a cache keeps of an answer (`cached` is set by the provider on the way out). */
export type CachedAnswer = Omit<LlmResponse, 'cached'>;

/**
 * Where answers are kept between identical requests. Methods may be synchronous or return
 * promises, so that a persistent store (a database table, Redis) can implement it.
 */
export interface ResponseCache {
  get(key: string): CachedAnswer | undefined | Promise<CachedAnswer | undefined>;
  set(key: string, answer: CachedAnswer): void | Promise<void>;
}

/** The key of a request: a SHA-256 of model, system prompt, user prompt, max tokens and temperature. */
export function responseCacheKey(model: string, request: LlmRequest): string {
  return createHash('sha256')
    .update(JSON.stringify([model, request.system, request.user, request.maxTokens, request.temperature]))
    .digest('hex');
}

/** An in-memory cache that forgets the least recently used answer beyond `maxEntries` (default 500). */
export class LruResponseCache implements ResponseCache {
  private readonly entries = new Map<string, CachedAnswer>();
  readonly maxEntries: number;

  constructor(options: { maxEntries?: number } = {}) {
    this.maxEntries = options.maxEntries ?? 500;
    if (!Number.isInteger(this.maxEntries) || this.maxEntries < 1) throw new RangeError('maxEntries must be a whole number above 0.');
  }

  get(key: string): CachedAnswer | undefined {
    const answer = this.entries.get(key);
    if (answer === undefined) return undefined;
    // Map keeps insertion order: re-inserting marks the entry as the most recently used.
    this.entries.delete(key);
    this.entries.set(key, answer);
    return answer;
  }

  set(key: string, answer: CachedAnswer): void {
    this.entries.delete(key);
    this.entries.set(key, answer);
    while (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
  }

  get size(): number {
    return this.entries.size;
  }

  clear(): void {
    this.entries.clear();
  }
}
