import type { ErrorReply, TextReply, TokenCounts } from './replies.js';

/** The parts of a chat completion request the server reads. */
export type ChatRequest = {
  model: string;
  messages: Array<{ role: string; content: string }>;
  maxTokens: number | null;
};

/** OpenAI's `chat.completion` object, non-streaming. */
export type ChatCompletion = {
  id: string;
  object: 'chat.completion';
  created: number;
  model: string;
  choices: Array<{
    index: number;
    message: { role: 'assistant'; content: string | null; refusal: null; annotations: [] };
    logprobs: null;
    finish_reason: string;
  }>;
  usage?: { prompt_tokens: number; completion_tokens: number; total_tokens: number };
  system_fingerprint: null;
};

/** OpenAI's error body. */
export type OpenAiErrorBody = { error: { message: string; type: string; param: string | null; code: string | null } };

/**
 * The token count the server reports for a text when no usage is scripted: one token per four
 * characters, rounded up (the rule of thumb OpenAI gives for English), at least one for non-empty text.
 */
export function estimateTokens(text: string): number {
  return Math.ceil(text.length / 4);
}

/**
 * Reads a request body into a ChatRequest, or says in OpenAI's words what is wrong with it.
 * Message content may be a string or a list of text parts.
 */
export function parseChatRequest(body: unknown): ChatRequest | { error: string; param: string | null } {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return { error: 'We could not parse the JSON body of your request.', param: null };
  }
  const record = body as Record<string, unknown>;
  if (typeof record.model !== 'string' || record.model === '') {
    return { error: 'you must provide a model parameter', param: 'model' };
  }
  if (!Array.isArray(record.messages) || record.messages.length === 0) {
    return { error: "'messages' must be a non-empty array.", param: 'messages' };
  }
  if (record.stream === true) {
    return { error: 'The OpenAI test server answers without streaming; send stream: false.', param: 'stream' };
  }
  const messages: ChatRequest['messages'] = [];
  for (const [index, message] of record.messages.entries()) {
    if (typeof message !== 'object' || message === null || typeof (message as { role?: unknown }).role !== 'string') {
      return { error: `Invalid value for 'messages[${index}]': expected an object with a role.`, param: `messages[${index}]` };
    }
    const { role, content } = message as { role: string; content?: unknown };
    messages.push({ role, content: contentText(content) });
  }
  const limit = record.max_completion_tokens ?? record.max_tokens;
  const maxTokens = typeof limit === 'number' && Number.isInteger(limit) && limit > 0 ? limit : null;
  return { model: record.model, messages, maxTokens };
}

function contentText(content: unknown): string {
  if (typeof content === 'string') return content;
  if (!Array.isArray(content)) return '';
  return content
    .map((part) => (typeof part === 'object' && part !== null && typeof (part as { text?: unknown }).text === 'string' ? (part as { text: string }).text : ''))
    .join('');
}

/**
 * The answer when nothing is scripted: a one-paragraph summary of the request, the same for the same
 * request, cut to `max_tokens` (finish reason `length`) like a real model would be.
 */
export function defaultAnswer(request: ChatRequest): TextReply {
  const users = request.messages.filter((message) => message.role === 'user');
  const system = request.messages.find((message) => message.role === 'system');
  const lastUser = users.at(-1)?.content ?? '';
  const opening = lastUser.replace(/\s+/g, ' ').trim().slice(0, 120);
  const text =
    `Test answer from ${request.model} to ${request.messages.length} message${request.messages.length === 1 ? '' : 's'}` +
    `${system ? ` (system prompt of ${system.content.length} characters)` : ''}. ` +
    `The last user message has ${lastUser.length} characters and begins: "${opening}".`;
  if (request.maxTokens !== null && estimateTokens(text) > request.maxTokens) {
    return { kind: 'text', text: text.slice(0, request.maxTokens * 4), finishReason: 'length' };
  }
  return { kind: 'text', text };
}

export function promptTokens(request: ChatRequest): number {
  return request.messages.reduce((sum, message) => sum + estimateTokens(message.content), 0);
}

export function chatCompletion(id: string, request: ChatRequest, answer: TextReply, created = Math.floor(Date.now() / 1000)): ChatCompletion {
  const usage: TokenCounts | null = answer.usage === undefined ? { promptTokens: promptTokens(request), completionTokens: estimateTokens(answer.text) } : answer.usage;
  return {
    id,
    object: 'chat.completion',
    created,
    model: answer.model ?? request.model,
    choices: [
      {
        index: 0,
        message: { role: 'assistant', content: answer.text, refusal: null, annotations: [] },
        logprobs: null,
        finish_reason: answer.finishReason ?? 'stop',
      },
    ],
    ...(usage
      ? { usage: { prompt_tokens: usage.promptTokens, completion_tokens: usage.completionTokens, total_tokens: usage.promptTokens + usage.completionTokens } }
      : {}),
    system_fingerprint: null,
  };
}

const ERROR_DEFAULTS: Record<number, { message: string; type: string; code: string | null }> = {
  400: { message: 'Invalid request.', type: 'invalid_request_error', code: null },
  401: { message: 'Incorrect API key provided.', type: 'invalid_request_error', code: 'invalid_api_key' },
  403: { message: 'You are not allowed to use this model.', type: 'invalid_request_error', code: null },
  404: { message: 'The model does not exist or you do not have access to it.', type: 'invalid_request_error', code: 'model_not_found' },
  429: { message: 'Rate limit reached for requests. Please try again later.', type: 'requests', code: 'rate_limit_exceeded' },
  500: { message: 'The server had an error while processing your request. Sorry about that!', type: 'server_error', code: null },
  503: { message: 'The engine is currently overloaded, please try again later.', type: 'server_error', code: null },
};

export function errorBody(reply: Pick<ErrorReply, 'status' | 'message' | 'type' | 'code'>, param: string | null = null): OpenAiErrorBody {
  const defaults = ERROR_DEFAULTS[reply.status] ?? {
    message: `The test server was told to fail with status ${reply.status}.`,
    type: reply.status >= 500 ? 'server_error' : 'invalid_request_error',
    code: null,
  };
  return {
    error: {
      message: reply.message ?? defaults.message,
      type: reply.type ?? defaults.type,
      param,
      code: reply.code === undefined ? defaults.code : reply.code,
    },
  };
}
