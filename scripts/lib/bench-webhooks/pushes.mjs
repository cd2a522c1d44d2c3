// The pushes of `npm run bench:webhooks`: realistic commits (Conventional Commits and free-form
// messages, 1–3 commits a push, 1–2 files a commit) from a seeded generator, so every run sends
// the same stream, and an open-loop driver that sends them on a fixed schedule through the GitHub
// emulator's push control call.
import { rng } from '../rng.mjs';

const pick = (random, list) => list[Math.floor(random() * list.length)];

const SCOPES = ['api', 'auth', 'billing', 'cli', 'dashboard', 'db', 'queue', 'search', 'webhooks', 'ui', 'docs', 'deps'];
const MODULES = ['api', 'auth', 'billing', 'cli', 'dashboard', 'db', 'queue', 'search', 'webhooks', 'ui'];
const OBJECTS = [
  'the session refresh', 'pagination cursors', 'rate limit headers', 'the retry backoff', 'CSV export', 'dark mode toggle',
  'the webhook signature check', 'empty search results', 'invoice rounding', 'the onboarding checklist', 'stale cache entries',
  'the connection pool size', 'timezone handling in reports', 'the audit log', 'OAuth state validation', 'bulk delete',
  'keyboard navigation in menus', 'the health endpoint', 'error messages on sign-in', 'the nightly cleanup job',
];
const VERBS = {
  feat: ['add', 'support', 'introduce', 'allow configuring', 'expose'],
  fix: ['fix', 'handle', 'correct', 'stop crashing on', 'guard against missing'],
  perf: ['speed up', 'cache', 'batch', 'avoid recomputing'],
  refactor: ['extract', 'simplify', 'split up', 'rename'],
  docs: ['document', 'explain', 'add examples for'],
  test: ['cover', 'add tests for', 'stabilise the test of'],
  chore: ['tidy', 'update tooling for', 'clean up'],
  ci: ['run lint on', 'cache dependencies for', 'split the job for'],
  build: ['bundle', 'pin the toolchain for'],
};
const TYPES = ['feat', 'feat', 'feat', 'fix', 'fix', 'fix', 'perf', 'refactor', 'docs', 'test', 'chore', 'ci', 'build'];
const FREE_FORM = [
  'Fix typo in README',
  'Update dependencies',
  'Make {o} configurable',
  'Handle {o} in {m}',
  'Improve {o}',
  'Clean up {m} module',
  'Remove dead code from {m}',
  'Add missing null check in {m}',
  'Tweak {o} copy',
  'WIP: {o}',
  'Merge branch \'main\' into feature/{m}',
  'Revert "feat({m}): add {o}"',
  'Bump version to 2.{n}.0',
];
const DEPENDENCIES = ['express', 'pg', 'ioredis', 'zod', 'react', 'vite', 'typescript', 'eslint'];
const EXTENSIONS = { api: 'ts', auth: 'ts', billing: 'ts', cli: 'ts', dashboard: 'tsx', db: 'sql', queue: 'ts', search: 'ts', webhooks: 'ts', ui: 'tsx' };

/** One commit message: subject and sometimes a body (issue references, a breaking-change footer). */
function message(random, counter) {
  const roll = random();
  const object = pick(random, OBJECTS);
  const module = pick(random, MODULES);
  if (roll < 0.07) {
    const dependency = pick(random, DEPENDENCIES);
    const minor = Math.floor(random() * 20);
    return `chore(deps): bump ${dependency} from 3.${minor}.0 to 3.${minor + 1}.0\n\nBumps ${dependency} from 3.${minor}.0 to 3.${minor + 1}.0.\n\nSigned-off-by: dependabot[bot] <support@github.com>`;
  }
  if (roll < 0.65) {
    const type = pick(random, TYPES);
    const scope = random() < 0.6 ? `(${pick(random, SCOPES)})` : '';
    const breaking = type === 'feat' && random() < 0.04;
    const pr = random() < 0.3 ? ` (#${100 + counter})` : '';
    const subject = `${type}${scope}${breaking ? '!' : ''}: ${pick(random, VERBS[type])} ${object}${pr}`;
    const bodyRoll = random();
    if (breaking) return `${subject}\n\nBREAKING CHANGE: ${object} now needs an explicit setting in ${module}.`;
    if (bodyRoll < 0.3) return `${subject}\n\nThe ${module} module now deals with ${object} explicitly.\n\nCloses #${40 + (counter % 300)}`;
    return subject;
  }
  const subject = pick(random, FREE_FORM).replace('{o}', object).replace('{m}', module).replace('{n}', String(counter % 40));
  return random() < 0.25 ? `${subject}\n\nPreviously ${object} misbehaved in ${module}.` : subject;
}

/**
 * The commits of push `index` (0-based): 1–3 commits (half of the pushes have one), each writing
 * 1–2 files with content unique to the push, so every commit changes the tree.
 */
export function pushCommits(random, index) {
  const count = random() < 0.5 ? 1 : random() < 0.6 ? 2 : 3;
  const commits = [];
  for (let number = 0; number < count; number++) {
    const files = {};
    const fileCount = random() < 0.7 ? 1 : 2;
    for (let file = 0; file < fileCount; file++) {
      const module = pick(random, MODULES);
      const path = random() < 0.15 ? `docs/${module}.md` : `src/${module}/${module}-${Math.floor(random() * 12)}.${EXTENSIONS[module]}`;
      files[path] = `// ${path}\n// push ${index}, commit ${number + 1}\nexport const revision = ${index * 10 + number};\n`;
    }
    commits.push({ message: message(random, index * 3 + number), files });
  }
  return commits;
}

/**
 * Sends one push through the emulator's control call. Resolves (never rejects) with the send and
 * answer times (ms since the epoch, this machine's clock) and the emulator's answer or error.
 */
export async function sendPush(emulatorUrl, { owner, repo, branch }, commits) {
  const repository = `${owner}/${repo}`;
  const url = `${emulatorUrl}/_emulator/repos/${encodeURIComponent(owner)}/${encodeURIComponent(repo)}/push`;
  const body = JSON.stringify({ branch, commits });
  const sentAt = Date.now();
  try {
    const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    const text = await response.text();
    const answeredAt = Date.now();
    if (!response.ok) return { repository, sentAt, answeredAt, error: `emulator answered ${response.status}: ${text.slice(0, 300)}` };
    const result = JSON.parse(text);
    return { repository, sentAt, answeredAt, head: result.head, commits: result.commits, deliveries: result.deliveries };
  } catch (error) {
    return { repository, sentAt, answeredAt: Date.now(), error: error.message };
  }
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Open loop: push `i` is sent at start + i / rate seconds whatever became of the earlier ones (a
 * push whose slot has passed — the event loop was late — goes at once; its own send time is kept),
 * to the repositories of `targets` in turn.
 * Returns one record per push, in order, once every push call has been answered.
 */
export async function drivePushes({ emulatorUrl, targets, rate, seconds, seed = 1, onSent }) {
  const total = Math.round(rate * seconds);
  const random = rng(seed);
  const plan = Array.from({ length: total }, (_, index) => pushCommits(random, index));
  const records = new Array(total);
  const inFlight = [];
  const start = Date.now() + 20;
  for (let index = 0; index < total; index++) {
    const due = start + (index * 1000) / rate;
    const wait = due - Date.now();
    if (wait > 0) await sleep(wait);
    const commits = plan[index];
    inFlight.push(
      sendPush(emulatorUrl, targets[index % targets.length], commits).then((result) => {
        records[index] = { index, dueAt: due, commitCount: commits.length, subjects: commits.map((commit) => commit.message.split('\n')[0]), ...result };
      }),
    );
    onSent?.(index);
  }
  const lastSentAt = Date.now();
  await Promise.all(inFlight);
  return { records, scheduledStart: start, lastSentAt };
}
