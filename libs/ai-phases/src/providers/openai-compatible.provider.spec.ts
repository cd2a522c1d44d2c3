import { reply, startOpenAiTestServer, type OpenAiTestServer } from '@chronicle/openai-test-server';
import { ModelAnswerError, ModelRequestError } from './model-errors.js';
import { OpenAiCompatibleProvider, type OpenAiCompatibleProviderOptions } from './openai-compatible.provider.js';
import { LruResponseCache } from './response-cache.js';

// Longer than the test's own timeout (jest.preset.mjs): an answer that never comes while the test runs.
const NEVER_MS = 600_000;
const REQUEST = { system: 'You write headlines.', user: 'Commits:\n- a1b2c3d feat: add CSV export', maxTokens: 60, temperature: 0.5 };

describe('OpenAiCompatibleProvider against the OpenAI test server', () => {
  let server: OpenAiTestServer;
  const provider = (options: Partial<OpenAiCompatibleProviderOptions> = {}) =>
    new OpenAiCompatibleProvider({ baseUrl: server.url, apiKey: 'sk-test', model: 'chronicle-test-model', timeoutMs: 60_000, maxRetries: 0, ...options });

  beforeAll(async () => {
    server = await startOpenAiTestServer();
  });
  afterAll(() => server.close());
  beforeEach(() => server.reset());

  it('sends the system and user messages with the limits, and returns the text with its usage', async () => {
    server.respondWith(reply.text('Add CSV export', { promptTokens: 42, completionTokens: 4 }, { model: 'chronicle-test-model-0613' }));

    const response = await provider().complete(REQUEST);

    expect(response).toEqual({
      text: 'Add CSV export',
      usage: { promptTokens: 42, completionTokens: 4, totalTokens: 46 },
      model: 'chronicle-test-model-0613',
      cached: false,
    });
    expect(server.requests).toHaveLength(1);
    expect(server.requests[0]!.headers.authorization).toBe('Bearer sk-test');
    expect(server.requests[0]!.body).toEqual({
      model: 'chronicle-test-model',
      messages: [
        { role: 'system', content: REQUEST.system },
        { role: 'user', content: REQUEST.user },
      ],
      temperature: 0.5,
      max_tokens: 60,
    });
  });

  it('answers a repeated request from the cache without asking the server', async () => {
    const cached = provider({ cache: new LruResponseCache() });
    server.respondWith(reply.text('Add CSV export', { promptTokens: 42, completionTokens: 4 }));

    const first = await cached.complete(REQUEST);
    const second = await cached.complete(REQUEST);
    const warmer = await cached.complete({ ...REQUEST, temperature: 0.9 });

    expect(first.cached).toBe(false);
    expect(second).toEqual({ ...first, cached: true });
    expect(warmer.cached).toBe(false);
    expect(server.requests).toHaveLength(2);
  });

  it('can send max_completion_tokens for reasoning models, and no Authorization without a key', async () => {
    await provider({ apiKey: null, tokenLimitParameter: 'max_completion_tokens' }).complete(REQUEST);
    expect(server.requests[0]!.body).toMatchObject({ max_completion_tokens: 60 });
    expect(server.requests[0]!.body).not.toHaveProperty('max_tokens');
    expect(server.requests[0]!.headers).not.toHaveProperty('authorization');
  });

  it('estimates the usage when the server reports none', async () => {
    server.respondWith(reply.text('Add CSV export', null));
    const response = await provider().complete(REQUEST);
    expect(response.usage).toEqual({ promptTokens: 15, completionTokens: 4, totalTokens: 19 });
    expect(response.usageEstimated).toBe(true);
  });

  it('gives up after the timeout with a typed error', async () => {
    // The answer would come long after the test's own timeout: only giving up ends the call.
    server.respondWith(reply.delay(NEVER_MS, reply.text('too late')));
    const error = await provider({ timeoutMs: 150 }).complete(REQUEST).catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(ModelRequestError);
    expect(error).toMatchObject({ failure: 'timeout', status: null });
    expect((error as Error).message).toMatch(/^The model server at 127\.0\.0\.1:\d+ did not answer within 150 ms\.$/);
  });

  it('retries a timeout when it may', async () => {
    server.respondWith(reply.delay(NEVER_MS), reply.text('Second try'));
    const response = await provider({ timeoutMs: 2_000, maxRetries: 1 }).complete(REQUEST);
    expect(response.text).toBe('Second try');
    expect(server.requests).toHaveLength(2);
  });

  it('retries 429 and 5xx with backoff, then succeeds', async () => {
    server.respondWith(reply.error(429, { retryAfterMs: 10 }), reply.error(503, { retryAfterMs: 10 }), reply.text('Third time'));
    const response = await provider({ maxRetries: 2 }).complete(REQUEST);
    expect(response.text).toBe('Third time');
    expect(server.requests).toHaveLength(3);
  });

  it('reports a rate limit that outlasts the retries', async () => {
    server.respondWith(...Array.from({ length: 3 }, () => reply.error(429, { retryAfterMs: 5 })));
    const error = await provider({ maxRetries: 2 }).complete(REQUEST).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ModelRequestError);
    expect(error).toMatchObject({ failure: 'rate-limited', status: 429 });
    expect((error as Error).message).toMatch(/answered 429 \(3 attempts\): 429 Rate limit reached/);
    expect(server.requests).toHaveLength(3);
  });

  it('reports a server error, and does not retry a refusal', async () => {
    server.respondWith(reply.error(500));
    await expect(provider().complete(REQUEST)).rejects.toMatchObject({ failure: 'server-error', status: 500 });

    server.reset();
    server.respondWith(reply.error(401));
    await expect(provider({ maxRetries: 2 }).complete(REQUEST)).rejects.toMatchObject({ failure: 'rejected', status: 401 });
    expect(server.requests).toHaveLength(1);
  });

  it.each([
    ['not-json', 'answered with a body that is not valid JSON.'],
    ['missing-choices', 'answered without choices.'],
    ['empty-content', 'answered without text.'],
  ] as const)('turns a malformed answer (%s) into a ModelAnswerError', async (body, message) => {
    server.respondWith(reply.malformed(body));
    const error = await provider().complete(REQUEST).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ModelAnswerError);
    expect((error as Error).message).toMatch(new RegExp(`^The model server at 127\\.0\\.0\\.1:\\d+ ${message.replace(/\./g, '\\.')}$`));
  });

  it('refuses an answer cut off at the token limit, and caches nothing that failed', async () => {
    const cache = new LruResponseCache();
    server.respondWith(reply.text('Add CSV exp', { promptTokens: 10, completionTokens: 60 }, { finishReason: 'length' }));
    await expect(provider({ cache }).complete(REQUEST)).rejects.toThrow("The model's answer was cut off at the limit of 60 tokens.");
    expect(cache.size).toBe(0);
  });

  it('reports a server that cannot be reached', async () => {
    const gone = await startOpenAiTestServer();
    const url = gone.url;
    await gone.close();
    const error = await new OpenAiCompatibleProvider({ baseUrl: url, model: 'm', maxRetries: 0 }).complete(REQUEST).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ name: 'ModelRequestError', failure: 'connection' });
  });

  it('checks its options', () => {
    expect(() => new OpenAiCompatibleProvider({ baseUrl: 'localhost:11434', model: 'm' })).toThrow('must start with http:// or https://');
    expect(() => new OpenAiCompatibleProvider({ baseUrl: 'http://x/v1', model: ' ' })).toThrow('The model name must not be empty.');
    expect(() => new OpenAiCompatibleProvider({ baseUrl: 'http://x/v1', model: 'm', timeoutMs: 0 })).toThrow(RangeError);
    expect(new OpenAiCompatibleProvider({ baseUrl: 'http://localhost:11434/v1', model: 'llama3' }).name).toBe('openai-compatible:llama3@localhost:11434');
  });
});
