import { LruResponseCache, responseCacheKey } from './providers/response-cache.js';
import { TokenLedger } from './token-ledger.js';

const usage = (promptTokens: number, completionTokens: number) => ({ promptTokens, completionTokens, totalTokens: promptTokens + completionTokens });

describe('TokenLedger', () => {
  it('adds up the tokens per phase and per run, counting cached answers as saved, not spent', () => {
    const ledger = new TokenLedger();
    ledger.record({ runId: 'push-1', phase: 'headline', model: 'm', usage: usage(100, 10), cached: false });
    ledger.record({ runId: 'push-1', phase: 'summarize', model: 'm', usage: usage(200, 50), cached: false });
    ledger.record({ runId: 'push-2', phase: 'headline', model: 'm', usage: usage(100, 10), cached: true });

    expect(ledger.totals()).toEqual({ promptTokens: 300, completionTokens: 60, totalTokens: 360, calls: 3, cachedCalls: 1, savedTokens: 110 });
    expect(ledger.totals({ runId: 'push-1', phase: 'summarize' })).toMatchObject({ totalTokens: 250, calls: 1 });
    expect(ledger.byPhase()).toEqual({
      headline: { promptTokens: 100, completionTokens: 10, totalTokens: 110, calls: 2, cachedCalls: 1, savedTokens: 110 },
      summarize: { promptTokens: 200, completionTokens: 50, totalTokens: 250, calls: 1, cachedCalls: 0, savedTokens: 0 },
    });
    expect(ledger.byPhase('push-2').headline).toMatchObject({ totalTokens: 0, cachedCalls: 1 });
    expect(Object.keys(ledger.byRun())).toEqual(['push-1', 'push-2']);
    expect(ledger.entries).toHaveLength(3);
    expect(ledger.entries[0]!.at).toBeInstanceOf(Date);
  });

  it('starts at zero', () => {
    expect(new TokenLedger().totals()).toEqual({ promptTokens: 0, completionTokens: 0, totalTokens: 0, calls: 0, cachedCalls: 0, savedTokens: 0 });
  });
});

describe('LruResponseCache', () => {
  const answer = (text: string) => ({ text, usage: usage(1, 1), model: 'm' });

  it('forgets the least recently used answer beyond its size', () => {
    const cache = new LruResponseCache({ maxEntries: 2 });
    cache.set('a', answer('A'));
    cache.set('b', answer('B'));
    expect(cache.get('a')?.text).toBe('A');
    cache.set('c', answer('C'));

    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')?.text).toBe('A');
    expect(cache.get('c')?.text).toBe('C');
    expect(cache.size).toBe(2);
  });

  it('keys requests by model, prompts, max tokens and temperature', () => {
    const request = { system: 's', user: 'u', maxTokens: 60, temperature: 0.5 };
    const key = responseCacheKey('m', request);
    expect(key).toMatch(/^[0-9a-f]{64}$/);
    expect(responseCacheKey('m', { ...request })).toBe(key);
    for (const other of [
      responseCacheKey('other', request),
      responseCacheKey('m', { ...request, system: 's2' }),
      responseCacheKey('m', { ...request, user: 'u2' }),
      responseCacheKey('m', { ...request, maxTokens: 61 }),
      responseCacheKey('m', { ...request, temperature: 0.6 }),
    ]) {
      expect(other).not.toBe(key);
    }
  });

  it('refuses a size below 1', () => {
    expect(() => new LruResponseCache({ maxEntries: 0 })).toThrow(RangeError);
  });
});
