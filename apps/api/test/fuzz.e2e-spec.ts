import { mkdirSync } from 'node:fs';
import type { Agent } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { and, eq, isNull } from 'drizzle-orm';
import { defaultSeed, listEmulatorDeliveries, pushToEmulator } from '@chronicle/github-emulator';
import { SESSION_COOKIE } from '@chronicle/contracts';
import { SecretBox } from '../src/crypto/secret-box.js';
import { changelogEntries, codeRepositories } from '../src/database/schema.js';
import type { TestBrowser } from './browser.js';
import { commit, connectedApp, connectHelloWorld, HUBOT, type Setup } from './connected-app.js';
import { generateCases, toRawRequest, type Facts, type Live } from './fuzz/cases.js';
import { failureReport, outcomeOf, reachedBySignedIn, summary, type Outcome, type Timing } from './fuzz/report.js';
import { routeMalformations } from './fuzz/route-malformations.js';
import { discoverRoutes, type FuzzRoute } from './fuzz/routes.js';
import { inParallel, loopbackAgent, send } from './fuzz/send.js';
import { webhookMalformations } from './fuzz/webhook-malformations.js';
import { signInThroughEmulator } from './sign-in.js';
import { closeAll } from './test-app.js';

// Bounded, seeded fuzzing of every route that takes a body or a path parameter, or writes, on one
// real app (PostgreSQL, loopback) with octocat signed in as an admin, octocat/hello-world connected,
// and hubot signed in as a user who is no admin: every route is fuzzed at every access level.

/** CHRONICLE_FUZZ_SEED explores other requests locally; CI always sends the same ones. */
const SEED = seedFrom(process.env.CHRONICLE_FUZZ_SEED);
const REQUESTS_PER_ROUTE = 1_000;
/**
 * What "reached" must add up to per route (requests the route itself answered: not refused by the
 * guard, the same-origin check or body parsing): every route as the admin; every route open to
 * signed-in users also as the user. (The user's requests to admin routes are answered 403, or 400/404
 * by the router for a malformed path, which is counted as reached.)
 */
const MIN_REACHED = { asAdmin: 100, asUser: 10 };
const CONCURRENCY = 12;
/**
 * Requests between two checks that the session and the connection still stand: a round may sign
 * out or delete the account (the rest of the round then answers 401); the next gets them back.
 */
const ROUND = 8 * CONCURRENCY;
/**
 * Routes whose first answered request ends the caller's session (the account deleted, signed out):
 * every later request of the round is refused at the guard, so how many reach the route would hang
 * on how many were in flight at that moment — fewer on a loaded machine. Their rounds are one
 * request per connection (sent at once), each round on a fresh session: eight times the rounds,
 * each reaching the route at least once.
 */
const SESSION_ENDING_ROUTES = new Set(['DELETE /api/account', 'POST /api/auth/logout']);
/** All bodies together; each route gets its share, so more routes do not mean more bytes. */
const BODY_BUDGET_BYTES = 160 * 1024 * 1024;
const REQUEST_TIMEOUT_MS = 60_000;
/**
 * The fuzzing stops sending here and fails with what it has; jest's timeout for the test is 30 s
 * more, so a hung run still prints its failure report rather than a bare timeout. App, emulator and
 * client share one thread: 26,000 requests (26 routes, the admin routes past the guard) take about
 * 86 s of CPU, 107–164 s of wall time on a shared 2-core machine; the summary prints both for every
 * run. The deadline is no speed target: it is sized for CI on two cores at a load average of 10,
 * where this process gets a fifth of a core, so only a hang, or a route grown many times slower, fails it.
 */
const DEADLINE_MS = 900_000;
const WEBHOOK_ROUTE = 'POST /api/webhooks/github';
/** Discovery must find at least these, so a broken discovery cannot pass by fuzzing nothing. */
const ROUTES_KNOWN_TODAY = [
  'DELETE /api/account',
  'DELETE /api/changelog-entries/{id}',
  'DELETE /api/repos/{id}',
  'GET /api/public/{slug}',
  'GET /api/public/{slug}/feed.atom',
  'POST /api/auth/logout',
  'POST /api/repos/connect',
  'POST /api/webhooks/github',
  'PUT /api/repos/{id}/tone',
];
/** Where the repository's sources live: no answer may name it. */
const SOURCE_ROOT = path.resolve(fileURLToPath(new URL('../../../', import.meta.url)));

// ── Rate limits ──────────────────────────────────────────────────────────────────────────────
// Raised so that the requests reach the routes (the limits have tests of their own). A 429 would
// not be a failure; the summary counts them, and how many requests reached the routes.
const RATE_LIMIT_ENV: Record<string, string> = { CHRONICLE_RATE_LIMIT_PUBLIC: '1000000', CHRONICLE_RATE_LIMIT_SIGN_IN: '1000000' };

const APP_ENV: Record<string, string> = {
  ...RATE_LIMIT_ENV,
  // The fuzz judges answers. A delivery whose processing fails would be retried five times during
  // the run, on the same single thread as the app; once is enough.
  CHRONICLE_JOB_ATTEMPTS: '1',
  // octocat is the admin: the admin routes (projects, AI phases) are fuzzed past the access guard.
  ADMIN_LOGINS: 'octocat',
};

describe('fuzzing every route with a body or path parameter', () => {
  let setup: Setup;
  let routes: FuzzRoute[];
  let facts: Facts;
  let values: Live;
  let restores = 0;
  /** hubot, signed in: a user who is no admin. */
  let user: TestBrowser;

  beforeAll(async () => {
    // On PostgreSQL, whose work runs in its own processes: with PGlite the database shares the
    // one thread with the app, the emulator and this client, and the run takes twice as long.
    setup = await connectedApp('postgres', APP_ENV, { seed: { ...defaultSeed, users: [...defaultSeed.users, HUBOT] } });
    user = await signInThroughEmulator(setup.app, HUBOT.login);
    routes = await discoverRoutes(setup.app.app, setup.app.url);
    facts = await readFacts(setup);
    values = await readLive(setup, user);
  });
  afterAll(async () => {
    await closeAll(setup?.app, setup?.emulator);
  });

  it('discovers every route known today, and the properties of their declared bodies', () => {
    expect(routes.map((route) => route.key)).toEqual(expect.arrayContaining(ROUTES_KNOWN_TODAY));
    expect(routes.filter((route) => route.body && route.body.properties.length === 0).map((route) => route.key)).toEqual([]);
    expect(routes.filter((route) => route.access === 'admin').map((route) => route.key)).toEqual(
      expect.arrayContaining(['DELETE /api/admin/projects/{id}', 'POST /api/ai/phases', 'PUT /api/ai/phases/{id}', 'POST /api/ai/test-phase/{phaseId}']),
    );
    const connect = routes.find((route) => route.key === 'POST /api/repos/connect');
    expect(connect?.body?.properties.map((property) => property.name)).toEqual(expect.arrayContaining(['repoId', 'repoName', 'owner', 'fullName', 'tone']));
  });

  it(`answers ${REQUESTS_PER_ROUTE} malformed requests per route with no 5xx, no stack trace and nothing over 64 KB`, async () => {
    const started = performance.now();
    const cpuBefore = process.cpuUsage();
    const deadline = started + DEADLINE_MS;
    const timings = new Map<string, Timing>();
    const outcomes: Outcome[] = [];
    const agent = loopbackAgent(CONCURRENCY);
    try {
      for (const route of routes) {
        const routeStarted = performance.now();
        const routeCpu = process.cpuUsage();
        outcomes.push(...(await fuzzRoute(route, agent, deadline)));
        timings.set(route.key, { seconds: (performance.now() - routeStarted) / 1000, cpuSeconds: cpuSecondsSince(routeCpu) });
      }
    } finally {
      agent.destroy();
    }
    const totals = { seconds: (performance.now() - started) / 1000, cpuSeconds: cpuSecondsSince(cpuBefore), restores, concurrency: CONCURRENCY };
    console.log(summary(outcomes, timings, totals));

    // Everything wrong at once, grouped, in one message: a failing run says all it found.
    const unsent = routes.filter((route) => outcomes.filter((outcome) => outcome.fuzzCase.route === route).length < REQUESTS_PER_ROUTE);
    const shortfall = unsent.length
      ? `Out of time after ${DEADLINE_MS / 1000} s: ${unsent.map((route) => route.key).join(', ')} got fewer than ${REQUESTS_PER_ROUTE} requests (the answers below are the ones received).\n\n`
      : '';
    if (shortfall || outcomes.some((outcome) => outcome.problems.length > 0)) throw new Error(shortfall + failureReport(outcomes, SEED));
    expect(reachedShortfalls(routes, outcomes)).toEqual([]);
  }, DEADLINE_MS + 30_000);

  /** The route's requests, a round at a time, until done or out of time. */
  async function fuzzRoute(route: FuzzRoute, agent: Agent, deadline: number): Promise<Outcome[]> {
    const generator = route.key === WEBHOOK_ROUTE ? webhookMalformations(route, facts) : routeMalformations(route);
    const cases = generateCases(route, REQUESTS_PER_ROUTE, SEED, Math.floor(BODY_BUDGET_BYTES / routes.length), generator);
    const port = Number(new URL(setup.app.url).port);
    const outcomes: Outcome[] = [];
    const round = SESSION_ENDING_ROUTES.has(route.key) ? CONCURRENCY : ROUND;
    for (let start = 0; start < cases.length && performance.now() < deadline; start += round) {
      await inParallel(cases.slice(start, start + round), CONCURRENCY, async (fuzzCase) => {
        const answer = await send(agent, port, toRawRequest(fuzzCase, values), REQUEST_TIMEOUT_MS);
        outcomes.push(outcomeOf(fuzzCase, answer, SOURCE_ROOT));
      });
      await restoreIfBroken();
    }
    return outcomes.sort((a, b) => a.fuzzCase.index - b.fuzzCase.index);
  }

  /**
   * Fuzzed routes may sign the user out, delete the account or disconnect the repository; the
   * next round then needs a session and a connection again (and the new webhook secret).
   */
  async function restoreIfBroken(): Promise<void> {
    const signedIn = async (cookie: string) => {
      const me = await fetch(`${setup.app.url}/api/auth/me`, { headers: { cookie: `${SESSION_COOKIE}=${cookie}` } });
      // A visitor is answered 200 too, as `{ signedIn: false }`; a rate-limited answer says nothing either way.
      return me.status === 429 || (me.status === 200 && ((await me.json()) as { signedIn?: false }).signedIn !== false);
    };
    const [admin, plain] = [await signedIn(values.cookie), await signedIn(values.userCookie)];
    const connected = await connectedRepository(setup);
    if (admin && plain && connected?.webhookId === values.hookId) return;
    if (!admin) setup.browser = await signInThroughEmulator(setup.app);
    if (!plain) user = await signInThroughEmulator(setup.app, HUBOT.login);
    if (!(await connectedRepository(setup))) await connectHelloWorld(setup.app, setup.browser);
    values = await readLive(setup, user);
    restores++;
  }
});

/** CPU time of this process (the app, the emulator and the test share it) since `start`. */
function cpuSecondsSince(start: NodeJS.CpuUsage): number {
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1e6;
}

function seedFrom(value: string | undefined): number {
  if (value === undefined || value === '') return 20_240_917;
  if (!/^\d{1,10}$/.test(value)) throw new Error(`CHRONICLE_FUZZ_SEED must be a whole number (got "${value}").`);
  return Number(value) >>> 0;
}

/** A push payload as GitHub (the emulator) really sends it, and the limits the app runs with. */
async function readFacts({ app, emulator }: Setup): Promise<Facts> {
  const pushed = await pushToEmulator(emulator, { owner: 'octocat', repo: 'hello-world', branch: 'main', commits: [commit('Prepare the fuzz baseline')] });
  const deliveries = await listEmulatorDeliveries(emulator, { event: 'push' });
  const delivery = deliveries.find((candidate) => candidate.id === pushed.deliveries[0]?.id);
  if (!delivery) throw new Error('The emulator made no push delivery to take as the baseline payload.');
  const pushPayload = delivery.payload as Facts['pushPayload'];
  const scratchDir = path.join(app.config.dataDir, 'fuzz-scratch');
  mkdirSync(scratchDir, { recursive: true });
  return {
    pushPayload,
    hostRepoId: (pushPayload.repository as { id: number }).id,
    scratchDir,
    payloadCommitLimit: app.config.github.pushPayloadCommitLimit,
  };
}

async function connectedRepository({ app }: Setup) {
  const [repository] = await app.database.db
    .select()
    .from(codeRepositories)
    .where(and(eq(codeRepositories.fullName, 'octocat/hello-world'), isNull(codeRepositories.disconnectedAt)));
  return repository;
}

/**
 * Per route, where it was reached less than MIN_REACHED says: the fuzz must get past the guard at
 * every access level the route allows.
 */
function reachedShortfalls(routes: readonly FuzzRoute[], outcomes: readonly Outcome[]): string[] {
  const shortfalls: string[] = [];
  for (const route of routes) {
    if (route.key === WEBHOOK_ROUTE) continue; // called by GitHub, signed: no session counts there.
    const reached = reachedBySignedIn(outcomes.filter((outcome) => outcome.fuzzCase.route === route));
    if (reached.admin < MIN_REACHED.asAdmin) shortfalls.push(`${route.key} reached ${reached.admin} times as the admin (at least ${MIN_REACHED.asAdmin} wanted)`);
    if (route.access !== 'admin' && reached['signed-in'] < MIN_REACHED.asUser) shortfalls.push(`${route.key} reached ${reached['signed-in']} times as a user (at least ${MIN_REACHED.asUser} wanted)`);
  }
  return shortfalls;
}

/** The sessions, the repository's ids and its webhook secret (unsealed with the app's own SecretBox). */
async function readLive(setup: Setup, user: TestBrowser): Promise<Live> {
  const repository = await connectedRepository(setup);
  if (!repository?.webhookSecretEncrypted || !repository.webhookId) throw new Error('octocat/hello-world is not connected with a webhook.');
  const [entry] = await setup.app.database.db.select({ id: changelogEntries.id }).from(changelogEntries).limit(1);
  return {
    cookie: setup.browser.cookie('127.0.0.1', SESSION_COOKIE) ?? '',
    userCookie: user.cookie('127.0.0.1', SESSION_COOKIE) ?? '',
    secret: setup.app.app.get(SecretBox).open(repository.webhookSecretEncrypted),
    hookId: repository.webhookId,
    repoId: repository.hostRepoId,
    slug: repository.publicSlug,
    // No entry yet: a well-formed id that matches none.
    entryId: entry?.id ?? '00000000-0000-4000-8000-000000000000',
    // A built-in phase: PUT changes it, DELETE is refused (409), a test runs the built-in engine.
    phaseId: 'social',
  };
}
