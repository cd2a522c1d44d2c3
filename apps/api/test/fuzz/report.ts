import { PHASE_VALIDATION_TEXTS } from '@chronicle/ai-phases';
import { API_ERRORS, PROJECT_URL_ERRORS } from '@chronicle/contracts';
import { preview, SIGNED_IN_AS, type FuzzCase } from './cases.js';
import type { Answer } from './send.js';

export const MAX_ANSWER_BYTES = 64 * 1024;

/** A request as reported (its body dropped, only its size kept) with its answer and what is wrong with it. */
export type Outcome = { fuzzCase: Omit<FuzzCase, 'body' | 'signWith'>; bytesSent: number; answer: Answer; problems: string[] };

// Enough of an answer's body to show and to classify it, once it has been checked in full.
const KEPT_ANSWER_CHARS = 1_000;

/** Checks an answer, then keeps only what the report needs: thousands of bodies would crowd the heap. */
export function outcomeOf({ body, signWith: _signWith, ...fuzzCase }: FuzzCase, answer: Answer, sourceRoot: string): Outcome {
  const problems = problemsOf(answer, sourceRoot, fuzzCase.route.path);
  const kept = answer.status === null ? answer : { ...answer, body: answer.body.slice(0, KEPT_ANSWER_CHARS) };
  return { fuzzCase, bytesSent: body?.length ?? 0, answer: kept, problems };
}

/** The spec's own error texts (its toasts, word for word), which end without a full stop. */
const SPEC_TEXTS = new Set<string>([...Object.values(PROJECT_URL_ERRORS), PHASE_VALIDATION_TEXTS.requiredFields]);

/** Frames of a stack trace, or paths of the code, anywhere in an answer. */
const LEAK_PATTERNS = [/\n\s+at /, /\bat [\w.<>$]+ \(.*:\d+:\d+\)/, /node_modules/, /\.(?:ts|js|mjs|cjs):\d+:\d+/, /file:\/\/\//];

/**
 * The MCP endpoint answers in its protocol's shape (JSON-RPC errors, as MCP clients read them);
 * every other route's refusals are `{statusCode, message}`.
 */
const JSON_RPC_PATHS = ['/api/mcp'];

/** Everything wrong with one answer: a 5xx, a leak of the code, an oversized answer, a 4xx that is not `{statusCode, message}` (or, from the MCP endpoint, a JSON-RPC error). */
function problemsOf(answer: Answer, sourceRoot: string, path: string): string[] {
  if (answer.status === null) return [`no answer (${answer.error})`];
  const problems: string[] = [];
  if (answer.status >= 500) problems.push(`status ${answer.status}`);
  if (answer.bytes > MAX_ANSWER_BYTES) problems.push('answer over 64 KB');
  if (answer.body.includes(sourceRoot) || LEAK_PATTERNS.some((pattern) => pattern.test(answer.body))) problems.push('stack trace or source path in the answer');
  if (answer.status >= 400 && answer.status < 500) {
    const shape = errorShapeProblem(answer, JSON_RPC_PATHS.includes(path));
    if (shape) problems.push(shape);
  }
  return problems;
}

function errorShapeProblem(answer: Extract<Answer, { status: number }>, jsonRpc: boolean): string | null {
  // Node's own HTTP parser refuses some requests (431, 400) before the app sees them, with no body.
  if (answer.body === '') return null;
  // Only the start of a huge answer is kept: its size is the failure.
  if (answer.bytes > MAX_ANSWER_BYTES) return null;
  if (!/\bjson\b/i.test(answer.contentType)) return `4xx answer is not JSON (Content-Type: ${answer.contentType || 'none'})`;
  let parsed: unknown;
  try {
    parsed = JSON.parse(answer.body);
  } catch {
    return '4xx answer is not valid JSON';
  }
  if (jsonRpc && (parsed as { jsonrpc?: unknown })?.jsonrpc !== undefined) return jsonRpcErrorProblem(parsed);
  const { statusCode, message, ...rest } = (parsed ?? {}) as { statusCode?: unknown; message?: unknown };
  if (statusCode !== answer.status || typeof message !== 'string' || Object.keys(rest).length > 0) return '4xx answer is not {statusCode, message}';
  if (!/\S.*[.!?]$/s.test(message.trim()) && !SPEC_TEXTS.has(message)) return '4xx message is not a sentence';
  return null;
}

function jsonRpcErrorProblem(parsed: unknown): string | null {
  const { jsonrpc, error, id, ...rest } = parsed as { jsonrpc?: unknown; error?: { code?: unknown; message?: unknown }; id?: unknown };
  if (jsonrpc !== '2.0' || typeof error?.code !== 'number' || typeof error.message !== 'string' || id === undefined || Object.keys(rest).length > 0) return '4xx answer is not a JSON-RPC error';
  if (!/\S/.test(error.message)) return '4xx JSON-RPC error has no message';
  return null;
}

/** Refusals made before the route itself runs: body parsing, the same-origin check, the guard, rate limits. */
export function reachedRoute(answer: Answer): boolean {
  if (answer.status === null || [401, 403, 413, 415, 429, 431].includes(answer.status)) return false;
  if (answer.status !== 400) return true;
  const message = safeMessage(answer.body);
  return message !== API_ERRORS.malformedJson && message !== 'The request body could not be read.';
}

function safeMessage(body: string): unknown {
  try {
    return (JSON.parse(body) as { message?: unknown }).message;
  } catch {
    return undefined;
  }
}

/** Every failure, grouped by route, malformation and problem, in one message. */
export function failureReport(outcomes: readonly Outcome[], seed: number): string {
  const groups = groupBy(
    outcomes.flatMap((outcome) => outcome.problems.map((problem) => ({ outcome, problem }))),
    ({ outcome, problem }) => [outcome.fuzzCase.route.key, outcome.fuzzCase.label, problem].join('\u0000'),
  );
  const failing = outcomes.filter((outcome) => outcome.problems.length > 0).length;
  const lines = [`The fuzz test (seed ${seed}; CHRONICLE_FUZZ_SEED=${seed} sends the same requests) found ${failing} failing answers of ${outcomes.length}, in ${groups.size} groups:`];
  let route = '';
  for (const [key, found] of [...groups].sort(([a], [b]) => a.localeCompare(b))) {
    const [routeKey, label, problem] = key.split('\u0000') as [string, string, string];
    const members = found.map(({ outcome }) => outcome);
    if (routeKey !== route) lines.push('', routeKey);
    route = routeKey;
    lines.push(`  ✗ ${label} → ${problem}: ${members.length} request${members.length === 1 ? '' : 's'}`);
    const subjects = [...new Set(members.map((member) => readable(member.fuzzCase.subject)))];
    lines.push(`      seen with: ${subjects.slice(0, 12).join(' | ')}${subjects.length > 12 ? ` | … ${subjects.length - 12} more` : ''}`);
    for (const { fuzzCase, answer } of members.slice(0, 3)) lines.push(`      ${describe(fuzzCase)} → ${describeAnswer(answer)}`);
  }
  return lines.join('\n');
}

/** One request, reproducibly: its number in the route's sequence, the caller, the path and what was malformed. */
function describe(fuzzCase: Outcome['fuzzCase']): string {
  return readable(`#${fuzzCase.index} [${fuzzCase.identity}] ${fuzzCase.method} ${preview(fuzzCase.path, 80)} — ${fuzzCase.detail}`);
}

/** `{{live:repoId}}` as `<repoId>`: the value the run had then. */
function readable(text: string): string {
  return text.replace(/\{\{live:(\w+)\}\}/g, '<$1>');
}

function describeAnswer(answer: Answer): string {
  if (answer.status === null) return answer.error;
  const size = answer.bytes > MAX_ANSWER_BYTES ? ` (${Math.round(answer.bytes / 1024)} KB)` : '';
  return `${answer.status}${size} ${preview(answer.body, 200)}`;
}

/** Wall-clock and CPU time (of this one process: the app, the emulator and the test share it). */
export type Timing = { seconds: number; cpuSeconds: number };

/** Per route: requests, how many reached the route, statuses, 429s, bytes sent and time taken. */
export function summary(outcomes: readonly Outcome[], timings: ReadonlyMap<string, Timing>, extra: Timing & { restores: number; concurrency: number }): string {
  const byRoute = groupBy(outcomes, (outcome) => outcome.fuzzCase.route.key);
  const megabytes = (items: readonly Outcome[]) => (items.reduce((sum, { bytesSent }) => sum + bytesSent, 0) / 1024 / 1024).toFixed(1);
  const lines = [
    `fuzz: ${outcomes.length} requests in ${extra.seconds.toFixed(1)} s (${Math.round(outcomes.length / extra.seconds)}/s, ${extra.concurrency} in flight; ${extra.cpuSeconds.toFixed(1)} s of CPU for the app, the emulator and the test together), ${megabytes(outcomes)} MB of bodies, session or connection restored ${extra.restores} times`,
  ];
  for (const [route, items] of byRoute) {
    const statuses = groupBy(items, ({ answer }) => String(answer.status ?? 'none'));
    const histogram = [...statuses].sort(([a], [b]) => a.localeCompare(b)).map(([status, answers]) => `${status}×${answers.length}`).join(' ');
    const reached = items.filter(({ answer }) => reachedRoute(answer)).length;
    const byLevel = reachedBySignedIn(items);
    const limited = statuses.get('429')?.length ?? 0;
    const timing = timings.get(route);
    const time = timing ? `, ${timing.seconds.toFixed(1)} s (${timing.cpuSeconds.toFixed(1)} s CPU)` : '';
    lines.push(`  ${route}: ${items.length} requests, ${reached} reached the route (${byLevel.admin} as an admin, ${byLevel['signed-in']} as a user), ${limited} rate-limited, ${megabytes(items)} MB${time} — ${histogram}`);
  }
  return lines.join('\n');
}

/** Of one route's requests, how many reached it signed in as an admin and as a user who is no admin. */
export function reachedBySignedIn(items: readonly Outcome[]): Record<'admin' | 'signed-in', number> {
  const counts = { admin: 0, 'signed-in': 0 };
  for (const { fuzzCase, answer } of items) {
    const level = SIGNED_IN_AS[fuzzCase.identity as keyof typeof SIGNED_IN_AS];
    if (level && fuzzCase.headers.cookie?.startsWith(`chronicle_session={{live:`) && reachedRoute(answer)) counts[level]++;
  }
  return counts;
}

function groupBy<T>(items: readonly T[], keyOf: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const key = keyOf(item);
    const group = groups.get(key);
    if (group) group.push(item);
    else groups.set(key, [item]);
  }
  return groups;
}
