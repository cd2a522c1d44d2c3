import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A webhook receiver for tests: a local HTTP server that records every delivery with its exact raw
 * body and checks its signatures with the secret it was given, independently of the emulator's code.
 */

export type ReceivedDelivery = {
  event: string | undefined;
  /** `X-GitHub-Delivery`. */
  id: string | undefined;
  hookId: string | undefined;
  headers: IncomingHttpHeaders;
  path: string;
  rawBody: Buffer;
  /** The payload: the JSON body, or the `payload` field of a form-encoded one. */
  payload: any;
  /** Whether `X-Hub-Signature-256` and `X-Hub-Signature` are the HMACs of the raw body with the secret (null: no secret given). */
  signatureValid: boolean | null;
  receivedAt: number;
};

export type WebhookReceiver = {
  url: string;
  deliveries: ReceivedDelivery[];
  /** The first delivery (already received or still to come) that satisfies `predicate`. */
  waitFor(predicate: (delivery: ReceivedDelivery) => boolean, timeoutMs?: number): Promise<ReceivedDelivery>;
  close(): Promise<void>;
};

export type WebhookReceiverOptions = {
  secret?: string;
  /** The status to answer (default 200); may wait, to test timeouts. */
  respond?: (delivery: ReceivedDelivery) => number | Promise<number>;
};

export async function startWebhookReceiver(options: WebhookReceiverOptions = {}): Promise<WebhookReceiver> {
  const deliveries: ReceivedDelivery[] = [];
  const waiters = new Set<() => void>();
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const rawBody = Buffer.concat(chunks);
      const delivery: ReceivedDelivery = {
        event: header(req.headers, 'x-github-event'),
        id: header(req.headers, 'x-github-delivery'),
        hookId: header(req.headers, 'x-github-hook-id'),
        headers: req.headers,
        path: req.url ?? '/',
        rawBody,
        payload: parsePayload(req.headers, rawBody),
        signatureValid: options.secret === undefined ? null : signaturesValid(options.secret, req.headers, rawBody),
        receivedAt: Date.now(),
      };
      deliveries.push(delivery);
      for (const wake of waiters) wake();
      Promise.resolve(options.respond ? options.respond(delivery) : 200).then(
        (status) => res.writeHead(status, { 'Content-Type': 'text/plain' }).end('ok'),
        () => res.writeHead(500).end(),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}/webhook`,
    deliveries,
    waitFor(predicate, timeoutMs = 5000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = deliveries.find(predicate);
          if (!found) return;
          cleanup();
          resolve(found);
        };
        const timer = setTimeout(() => {
          cleanup();
          reject(new Error(`No matching webhook delivery within ${timeoutMs} ms (received: ${deliveries.map((d) => d.event).join(', ') || 'none'}).`));
        }, timeoutMs);
        const cleanup = () => {
          clearTimeout(timer);
          waiters.delete(check);
        };
        waiters.add(check);
        check();
      });
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

function header(headers: IncomingHttpHeaders, name: string): string | undefined {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
}

function parsePayload(headers: IncomingHttpHeaders, rawBody: Buffer): unknown {
  const text = rawBody.toString('utf8');
  try {
    if (headers['content-type']?.startsWith('application/x-www-form-urlencoded')) return JSON.parse(new URLSearchParams(text).get('payload') ?? 'null');
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function signaturesValid(secret: string, headers: IncomingHttpHeaders, rawBody: Buffer): boolean {
  const matches = (name: string, algorithm: 'sha256' | 'sha1') => {
    const given = Buffer.from(header(headers, name) ?? '');
    const expected = Buffer.from(`${algorithm}=${createHmac(algorithm, secret).update(rawBody).digest('hex')}`);
    return given.length === expected.length && timingSafeEqual(given, expected);
  };
  return matches('x-hub-signature-256', 'sha256') && matches('x-hub-signature', 'sha1');
}
