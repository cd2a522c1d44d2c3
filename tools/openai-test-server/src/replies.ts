/** Token counts a scripted answer reports in its `usage`. */
export type TokenCounts = { promptTokens: number; completionTokens: number };

/** An answer with text, as a model would give it. */
export type TextReply = {
  kind: 'text';
  text: string;
  /** Reported usage; omitted: computed from the text lengths like the default answer; null: no `usage` in the answer. */
  usage?: TokenCounts | null;
  /** Default `stop`; `length` says the answer was cut off at the token limit. */
  finishReason?: 'stop' | 'length' | 'content_filter';
  /** The model named in the answer; default: the model the request asked for. */
  model?: string;
};

/** Waits before answering — longer than the client's timeout to provoke one. */
export type DelayReply = {
  kind: 'delay';
  ms: number;
  /** What to answer after the wait; omitted: the default answer. */
  then?: Reply;
};

/** An HTTP error with OpenAI's error body `{ error: { message, type, param, code } }`. */
export type ErrorReply = {
  kind: 'error';
  status: number;
  message?: string;
  type?: string;
  code?: string | null;
  /** Sent as `retry-after-ms`, the header the OpenAI client reads before its own backoff. */
  retryAfterMs?: number;
};

/**
 * A 200 answer a client cannot use: `not-json` is a cut-off JSON body, `missing-choices` a
 * chat.completion without `choices`, `empty-content` a choice whose message content is null.
 */
export type MalformedReply = {
  kind: 'malformed';
  body: 'not-json' | 'missing-choices' | 'empty-content';
};

/** One scripted answer to one `POST /v1/chat/completions`. */
export type Reply = TextReply | DelayReply | ErrorReply | MalformedReply;

/** Builders for scripted replies: `server.respondWith(reply.error(429), reply.text('Hi'))`. */
export const reply = {
  text(text: string, usage?: TokenCounts | null, options: Pick<TextReply, 'finishReason' | 'model'> = {}): TextReply {
    return { kind: 'text', text, ...(usage !== undefined ? { usage } : {}), ...options };
  },
  delay(ms: number, then?: Reply): DelayReply {
    return { kind: 'delay', ms, ...(then ? { then } : {}) };
  },
  error(status: number, options: Omit<ErrorReply, 'kind' | 'status'> = {}): ErrorReply {
    return { kind: 'error', status, ...options };
  },
  malformed(body: MalformedReply['body']): MalformedReply {
    return { kind: 'malformed', body };
  },
} as const;
