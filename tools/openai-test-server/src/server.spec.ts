import OpenAI from 'openai';
import { estimateTokens } from './chat-completions.js';
import { reply } from './replies.js';
import { startOpenAiTestServer, type OpenAiTestServer } from './server.js';

// Longer than the test's own timeout (jest.preset.mjs): an answer that never comes while the test runs.
const NEVER_MS = 600_000;

const MESSAGES = [
  { role: 'system' as const, content: 'You write changelog headlines.' },
  { role: 'user' as const, content: 'Commits:\n- a1b2c3d feat: add CSV export' },
];

describe('OpenAI test server, through the official openai client', () => {
  let server: OpenAiTestServer;
  let client: OpenAI;

  beforeAll(async () => {
    server = await startOpenAiTestServer();
    client = new OpenAI({ baseURL: server.url, apiKey: 'test-key', maxRetries: 0, timeout: 60_000 });
  });
  afterAll(() => server.close());
  beforeEach(() => server.reset());

  it('answers a chat completion deterministically, shaped like OpenAI, with usage from the text lengths', async () => {
    const first = await client.chat.completions.create({ model: 'chronicle-test-model', messages: MESSAGES });
    const second = await client.chat.completions.create({ model: 'chronicle-test-model', messages: MESSAGES });

    expect(first.object).toBe('chat.completion');
    expect(first.id).toMatch(/^chatcmpl-/);
    expect(typeof first.created).toBe('number');
    expect(first.model).toBe('chronicle-test-model');
    expect(first.choices).toHaveLength(1);
    expect(first.choices[0]!.index).toBe(0);
    expect(first.choices[0]!.message.role).toBe('assistant');
    expect(first.choices[0]!.finish_reason).toBe('stop');
    const content = first.choices[0]!.message.content!;
    expect(content).toContain('Commits: - a1b2c3d feat: add CSV export');
    expect(second.choices[0]!.message.content).toBe(content);
    expect(first.usage).toEqual({
      prompt_tokens: estimateTokens(MESSAGES[0]!.content) + estimateTokens(MESSAGES[1]!.content),
      completion_tokens: estimateTokens(content),
      total_tokens: estimateTokens(MESSAGES[0]!.content) + estimateTokens(MESSAGES[1]!.content) + estimateTokens(content),
    });
  });

  it('records each request with its headers, Authorization included, and its JSON body', async () => {
    await client.chat.completions.create({ model: 'chronicle-test-model', messages: MESSAGES, max_tokens: 50, temperature: 0.2 });

    expect(server.requests).toHaveLength(1);
    const [request] = server.requests;
    expect(request!.method).toBe('POST');
    expect(request!.path).toBe('/v1/chat/completions');
    expect(request!.headers.authorization).toBe('Bearer test-key');
    expect(request!.headers['content-type']).toContain('application/json');
    expect(request!.body).toMatchObject({ model: 'chronicle-test-model', messages: MESSAGES, max_tokens: 50, temperature: 0.2 });
    expect(request!.receivedAt).toBeInstanceOf(Date);
  });

  it('gives scripted text answers in order with the scripted usage, then falls back to the default answer', async () => {
    server.respondWith(reply.text('Add CSV export', { promptTokens: 120, completionTokens: 4 }), reply.text('Second answer'));
    expect(server.pendingReplies()).toBe(2);

    const first = await client.chat.completions.create({ model: 'gpt-4o-mini', messages: MESSAGES });
    const second = await client.chat.completions.create({ model: 'gpt-4o-mini', messages: MESSAGES });
    const third = await client.chat.completions.create({ model: 'gpt-4o-mini', messages: MESSAGES });

    expect(first.choices[0]!.message.content).toBe('Add CSV export');
    expect(first.usage).toEqual({ prompt_tokens: 120, completion_tokens: 4, total_tokens: 124 });
    expect(second.choices[0]!.message.content).toBe('Second answer');
    expect(third.choices[0]!.message.content).toMatch(/^Test answer from gpt-4o-mini/);
    expect(server.pendingReplies()).toBe(0);
  });

  it('leaves usage out when told to, as some compatible servers do', async () => {
    server.respondWith(reply.text('No usage here', null));
    const completion = await client.chat.completions.create({ model: 'm', messages: MESSAGES });
    expect(completion.choices[0]!.message.content).toBe('No usage here');
    expect(completion.usage).toBeUndefined();
  });

  it('lists its models', async () => {
    const page = await client.models.list();
    expect(page.data.map((model) => model.id)).toEqual(['chronicle-test-model']);
    expect(page.data[0]).toMatchObject({ object: 'model', owned_by: 'chronicle-test' });
    expect((await client.models.retrieve('chronicle-test-model')).id).toBe('chronicle-test-model');
  });

  it('answers a scripted 429 with OpenAI error JSON, which the client raises as a RateLimitError', async () => {
    server.respondWith(reply.error(429));
    const error = await client.chat.completions.create({ model: 'm', messages: MESSAGES }).catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(OpenAI.RateLimitError);
    expect((error as InstanceType<typeof OpenAI.RateLimitError>).status).toBe(429);
    expect((error as InstanceType<typeof OpenAI.RateLimitError>).error).toEqual({
      message: 'Rate limit reached for requests. Please try again later.',
      type: 'requests',
      param: null,
      code: 'rate_limit_exceeded',
    });
  });

  it('tells the client when to retry, and lets it retry after a 429 or a 500 when it is allowed to', async () => {
    server.respondWith(reply.error(429, { retryAfterMs: 5 }));
    const refused = await fetch(`${server.url}/chat/completions`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ model: 'm', messages: MESSAGES }) });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after-ms')).toBe('5');

    const retrying = new OpenAI({ baseURL: server.url, apiKey: 'test-key', maxRetries: 2 });
    server.respondWith(reply.error(429, { retryAfterMs: 5 }), reply.error(500, { retryAfterMs: 5 }), reply.text('Third time lucky'));
    const completion = await retrying.chat.completions.create({ model: 'm', messages: MESSAGES });

    expect(completion.choices[0]!.message.content).toBe('Third time lucky');
    expect(server.requests).toHaveLength(4);
  });

  it('answers 500 with the server_error shape', async () => {
    server.respondWith(reply.error(500));
    const error = await client.chat.completions.create({ model: 'm', messages: MESSAGES }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(OpenAI.InternalServerError);
    expect((error as InstanceType<typeof OpenAI.InternalServerError>).error).toMatchObject({ type: 'server_error', code: null });
  });

  // The delays outlast the test's own timeout (jest.preset.mjs): only the client giving up, and
  // close() not waiting for them, let the test end.
  it('delays an answer past the client timeout, and still closes with the delay pending', async () => {
    const local = await startOpenAiTestServer();
    try {
      const impatient = new OpenAI({ baseURL: local.url, apiKey: 'k', maxRetries: 0, timeout: 100 });
      local.respondWith(reply.delay(NEVER_MS, reply.text('too late')));

      const error = await impatient.chat.completions.create({ model: 'm', messages: MESSAGES }).catch((caught: unknown) => caught);

      // Outside jest this is an APIConnectionTimeoutError; under jest's VM modules the abort error
      // comes from another realm and the client reports its parent class, APIConnectionError.
      expect(error).toBeInstanceOf(OpenAI.APIConnectionError);
      local.respondWith(reply.delay(NEVER_MS));
      void fetch(`${local.url}/chat/completions`, { method: 'POST', body: JSON.stringify({ model: 'm', messages: MESSAGES }) }).catch(() => undefined);
      await waitFor(() => local.requests.length === 2);
    } finally {
      await local.close();
    }
  });

  it('answers a short delay normally', async () => {
    server.respondWith(reply.delay(20, reply.text('after a pause')));
    const completion = await client.chat.completions.create({ model: 'm', messages: MESSAGES });
    expect(completion.choices[0]!.message.content).toBe('after a pause');
  });

  it('sends malformed bodies: cut-off JSON, no choices, null content', async () => {
    server.respondWith(reply.malformed('not-json'), reply.malformed('missing-choices'), reply.malformed('empty-content'));
    const body = JSON.stringify({ model: 'm', messages: MESSAGES });

    const notJson = await fetch(`${server.url}/chat/completions`, { method: 'POST', body });
    expect(notJson.status).toBe(200);
    expect(notJson.headers.get('content-type')).toBe('application/json');
    const text = await notJson.text();
    expect(() => JSON.parse(text)).toThrow(SyntaxError);

    const noChoices = await client.chat.completions.create({ model: 'm', messages: MESSAGES });
    expect(noChoices.object).toBe('chat.completion');
    expect(noChoices.choices).toBeUndefined();

    const nullContent = await client.chat.completions.create({ model: 'm', messages: MESSAGES });
    expect(nullContent.choices[0]!.message.content).toBeNull();
  });

  it('cuts the default answer at max_tokens and says so with finish_reason length', async () => {
    const completion = await client.chat.completions.create({ model: 'm', messages: MESSAGES, max_tokens: 5 });
    expect(completion.choices[0]!.finish_reason).toBe('length');
    expect(completion.choices[0]!.message.content).toHaveLength(20);
    expect(completion.usage!.completion_tokens).toBe(5);
  });

  it('refuses bad requests with 400 and OpenAI error JSON', async () => {
    const noModel = await fetch(`${server.url}/chat/completions`, { method: 'POST', body: JSON.stringify({ messages: MESSAGES }) });
    expect(noModel.status).toBe(400);
    expect(await noModel.json()).toEqual({ error: { message: 'you must provide a model parameter', type: 'invalid_request_error', param: 'model', code: null } });

    const notJson = await fetch(`${server.url}/chat/completions`, { method: 'POST', body: '{oops' });
    expect(notJson.status).toBe(400);
    expect(((await notJson.json()) as { error: { message: string } }).error.message).toBe('We could not parse the JSON body of your request.');

    const streaming = await client.chat.completions.create({ model: 'm', messages: MESSAGES, stream: true }).catch((caught: unknown) => caught);
    expect(streaming).toBeInstanceOf(OpenAI.BadRequestError);
  });

  it('answers unknown paths with 404 and OpenAI error JSON', async () => {
    const response = await fetch(`${server.url}/embeddings`, { method: 'POST', body: '{}' });
    expect(response.status).toBe(404);
    expect(((await response.json()) as { error: { type: string } }).error.type).toBe('invalid_request_error');
  });

  it('checks the API key when it was given one', async () => {
    const guarded = await startOpenAiTestServer({ apiKey: 'right-key' });
    try {
      const wrong = new OpenAI({ baseURL: guarded.url, apiKey: 'wrong-key', maxRetries: 0 });
      const right = new OpenAI({ baseURL: guarded.url, apiKey: 'right-key', maxRetries: 0 });
      await expect(wrong.chat.completions.create({ model: 'm', messages: MESSAGES })).rejects.toBeInstanceOf(OpenAI.AuthenticationError);
      await expect(right.chat.completions.create({ model: 'm', messages: MESSAGES })).resolves.toMatchObject({ object: 'chat.completion' });
    } finally {
      await guarded.close();
    }
  });
});

async function waitFor(condition: () => boolean): Promise<void> {
  for (let i = 0; i < 100 && !condition(); i += 1) await new Promise((resolve) => setTimeout(resolve, 10));
}
