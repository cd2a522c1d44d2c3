import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { isIPv6 } from 'node:net';
import { chatCompletion, defaultAnswer, errorBody, parseChatRequest, type ChatRequest } from './chat-completions.js';
import type { Reply } from './replies.js';

export type StartOpenAiTestServerOptions = {
  /** 0 or omitted: a free port chosen by the system. */
  port?: number;
  /** Default 127.0.0.1. */
  host?: string;
  /** When set, requests must carry `Authorization: Bearer <apiKey>`, else 401 like OpenAI. */
  apiKey?: string;
  /** Model ids `GET /v1/models` lists. Default `['chronicle-test-model']`. */
  models?: string[];
};

/** One request as the server received it. */
export type RecordedRequest = {
  method: string;
  /** Path and query, e.g. `/v1/chat/completions`. */
  path: string;
  /** Header names in lower case; repeated headers joined with `, `. */
  headers: Record<string, string>;
  /** The body parsed as JSON, or null when it is empty or not JSON. */
  body: unknown;
  rawBody: string;
  receivedAt: Date;
};

export type OpenAiTestServer = {
  /** Base URL ending in `/v1`, for the client's `baseURL`. */
  url: string;
  port: number;
  /** Every request received, oldest first (live: grows as requests arrive). */
  requests: RecordedRequest[];
  /** Queues answers for the next chat completion requests, one each, in order. */
  respondWith(...replies: Reply[]): void;
  /** Scripted replies not used yet. */
  pendingReplies(): number;
  /** Forgets recorded requests and unused replies. */
  reset(): void;
  close(): Promise<void>;
};

/**
 * Starts an HTTP server that speaks the parts of the OpenAI API Chronicle uses:
 * `POST /v1/chat/completions` (non-streaming) and `GET /v1/models`. Chat requests take the next
 * scripted reply, or get a deterministic answer that summarises the request.
 */
export async function startOpenAiTestServer(options: StartOpenAiTestServerOptions = {}): Promise<OpenAiTestServer> {
  const host = options.host ?? '127.0.0.1';
  const port = options.port ?? 0;
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`Port ${port} is not a whole number between 0 and 65535.`);
  const models = options.models ?? ['chronicle-test-model'];
  const requests: RecordedRequest[] = [];
  const queue: Reply[] = [];
  const timers = new Set<NodeJS.Timeout>();
  let counter = 0;
  const startedAt = Math.floor(Date.now() / 1000);

  const handle = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const rawBody = await readBody(req);
    const recorded: RecordedRequest = {
      method: req.method ?? 'GET',
      path: req.url ?? '/',
      headers: headersOf(req),
      body: parseJson(rawBody),
      rawBody,
      receivedAt: new Date(),
    };
    requests.push(recorded);
    counter += 1;
    const requestId = `req_test_${String(counter).padStart(6, '0')}`;
    res.setHeader('x-request-id', requestId);

    if (options.apiKey !== undefined && recorded.headers.authorization !== `Bearer ${options.apiKey}`) {
      return sendJson(res, 401, errorBody({ status: 401 }));
    }
    const pathname = recorded.path.split('?')[0]!.replace(/\/+$/, '');
    if (pathname === '/v1/models' && recorded.method === 'GET') {
      return sendJson(res, 200, { object: 'list', data: models.map((id) => modelObject(id, startedAt)) });
    }
    const modelMatch = /^\/v1\/models\/([^/]+)$/.exec(pathname);
    if (modelMatch && recorded.method === 'GET') {
      const id = decodeURIComponent(modelMatch[1]!);
      if (!models.includes(id)) return sendJson(res, 404, errorBody({ status: 404, message: `The model '${id}' does not exist` }, 'model'));
      return sendJson(res, 200, modelObject(id, startedAt));
    }
    if (pathname === '/v1/chat/completions' && recorded.method === 'POST') {
      if (rawBody.trim() !== '' && recorded.body === null) {
        return sendJson(res, 400, errorBody({ status: 400, message: 'We could not parse the JSON body of your request.' }));
      }
      const parsed = parseChatRequest(recorded.body);
      if ('error' in parsed) return sendJson(res, 400, errorBody({ status: 400, message: parsed.error }, parsed.param));
      const next = queue.shift() ?? defaultAnswer(parsed);
      return answer(res, next, parsed, `chatcmpl-test${String(counter).padStart(6, '0')}`);
    }
    if (pathname === '/v1/chat/completions' || pathname === '/v1/models') {
      return sendJson(res, 405, errorBody({ status: 405, message: `Method ${recorded.method} is not allowed on ${pathname}.` }));
    }
    return sendJson(res, 404, errorBody({ status: 404, message: `Unknown request URL: ${recorded.method} ${pathname}. The test server answers /v1/chat/completions and /v1/models.`, code: 'unknown_url' }));
  };

  const answer = (res: ServerResponse, scripted: Reply, request: ChatRequest, id: string): void => {
    switch (scripted.kind) {
      case 'text':
        return sendJson(res, 200, chatCompletion(id, request, scripted));
      case 'error': {
        if (scripted.retryAfterMs !== undefined) res.setHeader('retry-after-ms', String(scripted.retryAfterMs));
        return sendJson(res, scripted.status, errorBody(scripted));
      }
      case 'malformed':
        return sendMalformed(res, scripted.body, chatCompletion(id, request, defaultAnswer(request)));
      case 'delay': {
        const timer = setTimeout(() => {
          timers.delete(timer);
          // The client may have given up (timed out) while we waited; then nobody is listening.
          if (res.destroyed || res.writableEnded) return;
          answer(res, scripted.then ?? defaultAnswer(request), request, id);
        }, scripted.ms);
        timers.add(timer);
        return;
      }
    }
  };

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (!res.headersSent) sendJson(res, 500, errorBody({ status: 500, message: `The test server failed: ${String(error)}` }));
      else res.destroy();
    });
  });
  // An idle keep-alive connection stays open a minute, not Node's 5 s: on a loaded machine a
  // client reusing it late would otherwise meet a socket the server had just closed (ECONNRESET).
  server.keepAliveTimeout = 60_000;
  const actualPort = await listen(server, port, host);
  const origin = `http://${isIPv6(host) ? `[${host}]` : host}:${actualPort}`;
  let closing: Promise<void> | null = null;

  return {
    url: `${origin}/v1`,
    port: actualPort,
    requests,
    respondWith: (...replies) => {
      queue.push(...replies);
    },
    pendingReplies: () => queue.length,
    reset: () => {
      requests.length = 0;
      queue.length = 0;
    },
    close: () => {
      closing ??= new Promise<void>((resolve, reject) => {
        for (const timer of timers) clearTimeout(timer);
        timers.clear();
        server.close((error) => (error ? reject(error) : resolve()));
        // Keep-alive sockets (the OpenAI client pools them) would hold close() open.
        server.closeAllConnections();
      });
      return closing;
    },
  };
}

function sendMalformed(res: ServerResponse, body: 'not-json' | 'missing-choices' | 'empty-content', complete: ReturnType<typeof chatCompletion>): void {
  if (body === 'not-json') {
    const text = JSON.stringify(complete);
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(text.slice(0, Math.floor(text.length / 2)));
    return;
  }
  if (body === 'missing-choices') {
    const { choices: _choices, ...rest } = complete;
    return sendJson(res, 200, rest);
  }
  return sendJson(res, 200, { ...complete, choices: complete.choices.map((choice) => ({ ...choice, message: { ...choice.message, content: null } })) });
}

function modelObject(id: string, created: number) {
  return { id, object: 'model', created, owned_by: 'chronicle-test' };
}

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) });
  res.end(text);
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

function parseJson(text: string): unknown {
  if (text.trim() === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

function headersOf(req: IncomingMessage): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(', ') : value;
  }
  return headers;
}

function listen(server: Server, port: number, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      const address = server.address();
      resolve(typeof address === 'object' && address ? address.port : port);
    });
  });
}
