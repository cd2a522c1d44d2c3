// The repository `npm run bench:analysis` analyses: bench:docs' generated repository of 1,000
// source files (five commits, 2024-01 to 2024-05, generate-repo.mjs) with a history of small
// commits added on top — one to three files each, on days spread over the following two years,
// Conventional Commits and free-form messages from bench:webhooks' seeded generator — built once
// with `git fast-import` and reused while the generators are unchanged. It reaches the GitHub
// emulator as a real `git push` over smart HTTP with octocat's token (the emulator's control push
// call would stamp every commit with today's date: one day, one entry). Before the second analysis
// a last commit revises many files, so that analysis has real work: new history and documents whose
// inputs changed.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { dataBlock, git, quotePath, rawDate, startFastImport } from '../bench/git.mjs';
import { cachedRepo } from '../bench/repos.mjs';
import { pushCommits } from '../bench-webhooks/pushes.mjs';
import { generatedRepo } from '../docs-check/generate-repo.mjs';
import { rng } from '../rng.mjs';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const OWN_FILES = [fileURLToPath(import.meta.url), path.join(HERE, '../bench-webhooks/pushes.mjs'), path.join(HERE, '../docs-check/generate-repo.mjs')];

const AUTHORS = [
  ['Alice Martin', 'alice.martin@acme.example'], ['Bob Chen', 'bob.chen@acme.example'], ['Carla Rossi', 'carla.rossi@acme.example'],
  ['Deepak Rao', 'deepak.rao@acme.example'], ['Eve Novak', 'eve.novak@acme.example'], ['Farid Haddad', 'farid.haddad@acme.example'],
];
/** The generated repository's last commit is 2024-05-06; the added history starts the day after. */
const HISTORY_START = Date.parse('2024-05-07T09:00:00Z');
const DAY = 86_400_000;
const COMMENT = { ts: '//', tsx: '//', js: '//', go: '//', rs: '//', java: '//', py: '#' };

/** The line a commit appends to a source file, in that language's comment syntax. */
function revisionLine(file, text) {
  const prefix = COMMENT[path.extname(file).slice(1)];
  return `${prefix} ${text}\n`;
}

/**
 * Builds (or reuses) the benchmark's repository under `baseDir`: the generated `files`-file
 * repository plus `commits` small commits. Resolves with its folder (branch main checked out).
 */
export async function benchRepository({ files, commits, baseDir }) {
  const generated = await generatedRepo({ files, baseDir: path.join(baseDir, 'generated') });
  const key = createHash('sha256');
  for (const file of OWN_FILES) key.update(readFileSync(file));
  key.update(`${files}/${commits}/${generated.dir}`);
  const started = Date.now();
  const { dir, cached, info } = await cachedRepo(path.join(baseDir, `analysis-${files}-${commits}-${key.digest('hex').slice(0, 12)}`), async (tmp) => {
    await git(tmp, ['fetch', '--quiet', '--tags', generated.dir, 'main:refs/heads/main']);
    await git(tmp, ['symbolic-ref', 'HEAD', 'refs/heads/main']);
    await git(tmp, ['reset', '--hard', '--quiet']);
    const sources = (await git(tmp, ['ls-files', '-z'])).split('\0').filter((file) => COMMENT[path.extname(file).slice(1)] !== undefined);
    const contents = new Map();
    const read = (file) => {
      if (!contents.has(file)) contents.set(file, readFileSync(path.join(tmp, file), 'utf8'));
      return contents.get(file);
    };
    const random = rng(0xa7a1);
    const importer = startFastImport(tmp);
    let at = HISTORY_START;
    for (let index = 0; index < commits; index++) {
      // 0–2 days between commits (two years for 500), several on some days; working hours in UTC.
      at += Math.floor(random() * 2.9) * DAY + Math.floor(random() * 5) * 3_600_000;
      const stamp = rawDate(new Date(at).toISOString().replace('.000Z', '+00:00'));
      const [name, email] = AUTHORS[Math.floor(random() * AUTHORS.length)];
      const { message } = pushCommits(random, index)[0];
      const touched = 1 + Math.floor(random() * 3);
      await importer.write(`commit refs/heads/main\nauthor ${name} <${email}> ${stamp}\ncommitter ${name} <${email}> ${stamp}\n`);
      await importer.write(dataBlock(`${message}\n`));
      if (index === 0) await importer.write('from refs/heads/main^0\n');
      for (let n = 0; n < touched; n++) {
        const file = sources[Math.floor(random() * sources.length)];
        const text = read(file) + revisionLine(file, `revision ${index + 1}.${n + 1}: ${message.split('\n')[0].replace(/[^\x20-\x7e]/g, '')}`);
        contents.set(file, text);
        await importer.write(`M 100644 inline ${quotePath(file)}\n`);
        await importer.write(dataBlock(text));
      }
      await importer.write('\n');
    }
    await importer.finish();
    await git(tmp, ['reset', '--hard', '--quiet']);
    return { files, commits, seconds: (Date.now() - started) / 1000, lastCommitAt: at };
  });
  return { dir, cached, info, generatedSeconds: generated.seconds, generatedCached: generated.cached };
}

/**
 * A commit that revises `count` source files (a comment line appended to each), dated a day after
 * the head commit, made in `dir`'s work tree. Resolves with its SHA.
 */
export async function reviseManyFiles(dir, count) {
  const headSeconds = Number((await git(dir, ['log', '-1', '--format=%ct'])).trim());
  const sources = (await git(dir, ['ls-files', '-z'])).split('\0').filter((file) => COMMENT[path.extname(file).slice(1)] !== undefined);
  const random = rng(0x5e7);
  const chosen = new Set();
  while (chosen.size < Math.min(count, sources.length)) chosen.add(sources[Math.floor(random() * sources.length)]);
  const { appendFileSync } = await import('node:fs');
  for (const file of chosen) appendFileSync(path.join(dir, file), revisionLine(file, 'reviewed for the 3.0 release: error handling and logging'));
  await git(dir, ['add', '--', ...chosen]);
  const date = new Date((headSeconds + 86_400) * 1000).toISOString();
  await git(dir, ['commit', '--quiet', '-m', `refactor!: review error handling in ${chosen.size} modules for 3.0\n\nBREAKING CHANGE: errors are now thrown as typed errors.`], {
    env: { GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date, GIT_AUTHOR_NAME: AUTHORS[0][0], GIT_AUTHOR_EMAIL: AUTHORS[0][1], GIT_COMMITTER_NAME: AUTHORS[0][0], GIT_COMMITTER_EMAIL: AUTHORS[0][1] },
  });
  return (await git(dir, ['rev-parse', 'HEAD'])).trim();
}

/**
 * An access token of a seeded emulator user, taken through the emulator's OAuth pages as an
 * OAuth app would (any client id and secret are accepted there).
 */
export async function emulatorToken(emulatorUrl, login) {
  const authorize = new URL('/login/oauth/authorize', emulatorUrl);
  authorize.search = new URLSearchParams({ client_id: 'chronicle-bench-analysis', redirect_uri: 'http://127.0.0.1/callback', login, scope: 'repo' }).toString();
  const response = await fetch(authorize, { redirect: 'manual' });
  await response.arrayBuffer();
  const code = new URL(response.headers.get('location') ?? 'http://invalid/').searchParams.get('code');
  if (!code) throw new Error(`the emulator's authorize page answered ${response.status} without a code`);
  const exchange = await fetch(new URL('/login/oauth/access_token', emulatorUrl), {
    method: 'POST',
    headers: { accept: 'application/json', 'content-type': 'application/json' },
    body: JSON.stringify({ client_id: 'chronicle-bench-analysis', client_secret: 'bench', code, redirect_uri: 'http://127.0.0.1/callback' }),
  });
  const answer = await exchange.json();
  if (!answer.access_token) throw new Error(`the emulator refused the code: ${JSON.stringify(answer)}`);
  return answer.access_token;
}

/** `git push` of `dir`'s main to the emulator's `owner/repo` (forced: it replaces the seeded README commit). */
export async function pushToEmulatorRepository(dir, { emulatorUrl, owner, repo, token, force = false }) {
  const remote = new URL(`/${owner}/${repo}.git`, emulatorUrl);
  remote.username = 'x-access-token';
  remote.password = token;
  await git(dir, ['push', '--quiet', ...(force ? ['--force'] : []), remote.toString(), 'main:main']);
}

/** How many commits `dir`'s main has. */
export async function commitCount(dir) {
  return Number((await git(dir, ['rev-list', '--count', 'main'])).trim());
}
