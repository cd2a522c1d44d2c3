import { createHmac } from 'node:crypto';
import { Random, seedFor } from './random.js';
import type { FuzzRoute } from './routes.js';

/**
 * Values only known while the test runs — and renewed when a fuzzed route signs the user out,
 * deletes the account or disconnects the repository — written into requests as `{{live:name}}`.
 */
export type Live = { cookie: string; userCookie: string; secret: string; hookId: string; repoId: string; slug: string; entryId: string; phaseId: string };

export function live(name: keyof Live): string {
  return `{{live:${name}}}`;
}

/**
 * Who a request claims to come from: `session` is the admin who connected the repository,
 * `user session` a signed-in user who is no admin.
 */
export type Identity = 'session' | 'user session' | 'no session' | 'cross-site' | 'foreign origin' | 'github';

/** The identities signed in, and the access level each one has. */
export const SIGNED_IN_AS = { session: 'admin', 'user session': 'signed-in' } as const;

/** The share of requests sent as the signed-in user who is no admin, when the malformation names no caller. */
const USER_SHARE = 0.25;

/** One malformed request, as generated from the seed: everything needed to send and to describe it. */
export type FuzzCase = {
  index: number;
  route: FuzzRoute;
  /** The kind of malformation; failures are grouped by it. */
  label: string;
  /** What exactly, in a few words (each group lists the ones it saw). */
  subject: string;
  /** The malformed part as sent (shortened), to reproduce the request by hand. */
  detail: string;
  identity: Identity;
  method: string;
  path: string;
  headers: Record<string, string>;
  body: Buffer | null;
  /** Sent with Transfer-Encoding: chunked instead of a Content-Length. */
  chunked: boolean;
  /** Bytes to sign with the repository's real webhook secret (GitHub signs the uncompressed body). */
  signWith: Buffer | null;
};

/** What a malformation generator decides; the rest of the case comes from the route's defaults. */
export type Draft = Pick<FuzzCase, 'label' | 'subject' | 'detail'> & Partial<Pick<FuzzCase, 'identity' | 'path' | 'headers' | 'body' | 'chunked' | 'signWith'>> & { query?: string };

/** Facts about the running app that shape the requests, fixed for the whole run. */
export type Facts = {
  /** A push payload the emulator really delivered for the connected repository. */
  pushPayload: Record<string, unknown>;
  hostRepoId: number;
  /** A folder of the test's own, where anything a payload tricks git into writing would land. */
  scratchDir: string;
  /** GITHUB_PUSH_PAYLOAD_LIMIT: a push listing this many commits is read from git. */
  payloadCommitLimit: number;
};

/** Decides the malformation of the next request; `budget` is what is left of the route's body volume. */
export type CaseGenerator = (budget: number) => Draft;

/**
 * `count` requests for one route from its own seed. Large bodies are drawn only while the route's
 * share of the volume budget lasts, so the run stays bounded whatever the draw.
 */
export function generateCases(route: FuzzRoute, count: number, seed: number, budgetBytes: number, makeGenerator: (random: Random) => CaseGenerator): FuzzCase[] {
  const random = new Random(seedFor(seed, route.key));
  const generate = makeGenerator(random);
  let budget = budgetBytes;
  return Array.from({ length: count }, (_, index) => {
    const draft = generate(budget);
    // A draft that names its caller, or its own cookie, keeps it.
    const asUser = draft.identity === undefined && draft.headers?.cookie === undefined && random.chance(USER_SHARE);
    const fuzzCase = completeCase(route, index, asUser ? { ...draft, identity: 'user session' } : draft);
    budget -= fuzzCase.body?.length ?? 0;
    return fuzzCase;
  });
}

function completeCase(route: FuzzRoute, index: number, draft: Draft): FuzzCase {
  const identity = draft.identity ?? 'session';
  const headers = { ...identityHeaders(identity), ...draft.headers };
  for (const [name, value] of Object.entries(headers)) if (value === OMIT) delete headers[name];
  return {
    index,
    route,
    label: draft.label,
    subject: draft.subject,
    detail: draft.detail,
    identity,
    method: route.method,
    path: (draft.path ?? defaultPath(route)) + (draft.query ?? ''),
    headers,
    body: draft.body ?? null,
    chunked: draft.chunked ?? false,
    signWith: draft.signWith ?? null,
  };
}

/** A header value that removes the header (e.g. the session cookie of the identity). */
export const OMIT = '\u0000omit';

function identityHeaders(identity: Identity): Record<string, string> {
  const cookie = `chronicle_session=${live('cookie')}`;
  switch (identity) {
    case 'session':
      return { cookie, 'sec-fetch-site': 'same-origin' };
    case 'user session':
      return { cookie: `chronicle_session=${live('userCookie')}`, 'sec-fetch-site': 'same-origin' };
    case 'no session':
      return { 'sec-fetch-site': 'same-origin' };
    case 'cross-site':
      return { cookie, 'sec-fetch-site': 'cross-site' };
    case 'foreign origin':
      return { cookie, origin: 'https://evil.example' };
    case 'github':
      return {};
  }
}

/**
 * The route's path with real values in its parameters: the connected repository's id where a
 * number is expected, its public slug for a slug, a stored phase's id for an AI phase, a
 * well-formed UUID (an entry's id) otherwise.
 */
export function defaultPath(route: FuzzRoute, replace: Record<string, string> = {}): string {
  return route.path.replace(/\{([^}]+)\}/g, (_match, name: string) => {
    if (name in replace) return replace[name]!;
    const type = route.pathParams.find((parameter) => parameter.name === name)?.type;
    if (type === 'number' || type === 'integer') return live('repoId');
    if (/slug/i.test(name)) return live('slug');
    return route.path.startsWith('/api/ai/') ? live('phaseId') : live('entryId');
  });
}

/** The request to send now: live values filled in and, for deliveries, GitHub's signatures added. */
export function toRawRequest(fuzzCase: FuzzCase, values: Live): RawRequest {
  const fill = (text: string) => text.replace(/\{\{live:(\w+)\}\}/g, (_match, name: string) => values[name as keyof Live]);
  const headers = Object.fromEntries(Object.entries(fuzzCase.headers).map(([name, value]) => [name, fill(value)]));
  if (fuzzCase.signWith) {
    headers['x-hub-signature-256'] = `sha256=${createHmac('sha256', values.secret).update(fuzzCase.signWith).digest('hex')}`;
    headers['x-hub-signature'] = `sha1=${createHmac('sha1', values.secret).update(fuzzCase.signWith).digest('hex')}`;
  }
  return { method: fuzzCase.method, path: fill(fuzzCase.path), headers, body: fuzzCase.body, chunked: fuzzCase.chunked };
}

export type RawRequest = { method: string; path: string; headers: Record<string, string>; body: Buffer | null; chunked: boolean };

/** A value shortened and escaped for a one-line report. */
export function preview(value: string | Buffer, max = 120): string {
  const text = typeof value === 'string' ? value : value.toString('latin1');
  const shown = JSON.stringify(text.length > max ? text.slice(0, max) : text).slice(1, -1);
  return text.length > max ? `${shown}… (${text.length.toLocaleString('en')} chars)` : shown;
}
