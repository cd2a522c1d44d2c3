import { Agent, request as httpRequest } from 'node:http';
import type { RawRequest } from './cases.js';

/** What came back: the status, and the body's raw bytes as they crossed the wire (kept up to a cap). */
export type Answer = { status: number; contentType: string; bytes: number; body: string } | { status: null; error: string };

// Enough to find a stack trace in any answer and to show the start of it; the size is counted in full.
const KEPT_BYTES = 1024 * 1024;

/** A keep-alive connection pool to the app on loopback, `sockets` connections at most. */
export function loopbackAgent(sockets: number): Agent {
  return new Agent({ keepAlive: true, maxSockets: sockets });
}

/**
 * Sends one request exactly as given (node:http, so bodies, paths and headers are not normalised
 * the way fetch would) and reads the whole answer. Never rejects: no answer is an answer too.
 */
export function send(agent: Agent, port: number, request: RawRequest, timeoutMs: number): Promise<Answer> {
  return new Promise((resolve) => {
    let settled = false;
    const finish = (answer: Answer) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(answer);
    };
    const headers = { ...request.headers };
    if (request.body && !request.chunked) headers['content-length'] = String(request.body.length);
    const outgoing = httpRequest({ host: '127.0.0.1', port, method: request.method, path: request.path, headers, agent });
    const timer = setTimeout(() => {
      finish({ status: null, error: `no answer within ${timeoutMs} ms` });
      outgoing.destroy();
    }, timeoutMs);
    let answered = false;
    outgoing.on('response', (response) => {
      answered = true;
      const chunks: Buffer[] = [];
      let bytes = 0;
      response.on('data', (chunk: Buffer) => {
        if (bytes < KEPT_BYTES) chunks.push(chunk);
        bytes += chunk.length;
      });
      const done = () =>
        finish({ status: response.statusCode ?? 0, contentType: String(response.headers['content-type'] ?? ''), bytes, body: Buffer.concat(chunks).toString('utf8') });
      response.on('end', done);
      // The server may close the connection once it has answered a body it would not read.
      response.on('close', done);
    });
    outgoing.on('error', (error: NodeJS.ErrnoException) => {
      // Writing the rest of a refused body can fail after the answer came: the answer counts.
      if (!answered) finish({ status: null, error: error.code ?? error.message });
    });
    writeBody(outgoing, request);
  });
}

function writeBody(outgoing: ReturnType<typeof httpRequest>, request: RawRequest): void {
  if (!request.body) return void outgoing.end();
  if (!request.chunked) return void outgoing.end(request.body);
  // Three chunks, to exercise the parser's reassembly.
  const third = Math.ceil(request.body.length / 3);
  for (let start = 0; start < request.body.length; start += third) outgoing.write(request.body.subarray(start, start + third));
  outgoing.end();
}

/** Runs `work` over `items` with at most `concurrency` at a time, in order of the items. */
export async function inParallel<T>(items: readonly T[], concurrency: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker));
}
