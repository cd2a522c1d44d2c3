// Small helpers around the git command line, always pointed at a throwaway repository with
// `-C <dir>`: nothing here ever runs in the Chronicle repository itself.
import { spawn } from 'node:child_process';

const GIT_ENV = {
  GIT_TERMINAL_PROMPT: '0',
  GIT_CONFIG_NOSYSTEM: '1',
  GIT_AUTHOR_NAME: 'Chronicle Bench',
  GIT_AUTHOR_EMAIL: 'bench@chronicle.invalid',
  GIT_COMMITTER_NAME: 'Chronicle Bench',
  GIT_COMMITTER_EMAIL: 'bench@chronicle.invalid',
};

/** The environment every git (and git-reading tool) run gets. */
export function gitEnv() {
  return { ...process.env, ...GIT_ENV };
}

/**
 * Runs `git -C dir ...args` and resolves to its stdout (utf8). Rejects with stderr on a non-zero exit.
 * @param {string} dir
 * @param {string[]} args
 * @param {{ input?: string, env?: Record<string, string> }} [options] `env` adds to (or overrides) gitEnv()
 * @returns {Promise<string>}
 */
export function git(dir, args, { input, env = {} } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn('git', ['-C', dir, ...args], { env: { ...gitEnv(), ...env }, stdio: [input === undefined ? 'ignore' : 'pipe', 'pipe', 'pipe'] });
    const out = [];
    const err = [];
    child.stdout.on('data', (chunk) => out.push(chunk));
    child.stderr.on('data', (chunk) => err.push(chunk));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code === 0) resolve(Buffer.concat(out).toString('utf8'));
      else reject(new Error(`git ${args.join(' ')} (in ${dir}) failed with exit code ${code}: ${Buffer.concat(err).toString('utf8').trim()}`));
    });
    if (input !== undefined) child.stdin.end(input);
  });
}

/** Counts the lines git prints, e.g. `git log --oneline | wc -l`. */
export async function gitCountLines(dir, args) {
  const out = await git(dir, args);
  return out.split('\n').filter((line) => line.length > 0).length;
}

/**
 * Starts `git fast-import` in `dir` and returns a writer that respects back-pressure, and a
 * `finish()` that ends the stream and waits for git.
 * @param {string} dir
 */
export function startFastImport(dir) {
  const child = spawn('git', ['-C', dir, 'fast-import', '--quiet', '--done'], { env: gitEnv(), stdio: ['pipe', 'ignore', 'pipe'] });
  const err = [];
  child.stderr.on('data', (chunk) => err.push(chunk));
  const exited = new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`git fast-import failed with exit code ${code}: ${Buffer.concat(err).toString('utf8').trim()}`))));
  });
  exited.catch(() => {}); // reported by finish()
  let pending = [];
  let pendingBytes = 0;
  /** @param {string | Buffer} data */
  async function write(data) {
    pending.push(typeof data === 'string' ? Buffer.from(data, 'utf8') : data);
    pendingBytes += data.length;
    if (pendingBytes >= 1 << 20) await flush();
  }
  async function flush() {
    if (!pending.length) return;
    const chunk = Buffer.concat(pending);
    pending = [];
    pendingBytes = 0;
    if (!child.stdin.write(chunk)) {
      await new Promise((resolve, reject) => {
        const onDrain = () => { child.stdin.off('error', onError); resolve(); };
        const onError = (error) => { child.stdin.off('drain', onDrain); reject(error); };
        child.stdin.once('drain', onDrain).once('error', onError);
        exited.catch(onError);
      });
    }
  }
  async function finish() {
    await write('done\n');
    await flush();
    child.stdin.end();
    await exited;
  }
  return { write, finish };
}

/** A path as fast-import reads it: always C-quoted, which is valid for every path. */
export function quotePath(path) {
  return `"${path.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n').replace(/\t/g, '\\t')}"`;
}

/** `data <n>\n<bytes>\n` for fast-import, byte-counted. */
export function dataBlock(content) {
  const buffer = typeof content === 'string' ? Buffer.from(content, 'utf8') : content;
  return Buffer.concat([Buffer.from(`data ${buffer.length}\n`), buffer, Buffer.from('\n')]);
}

/**
 * `2026-08-14T11:48:06+09:00` → `1786675686 +0900` (fast-import's raw date format).
 * @param {string} iso
 */
export function rawDate(iso) {
  const seconds = Math.floor(Date.parse(iso) / 1000);
  if (!Number.isFinite(seconds)) throw new Error(`Unparseable date: ${iso}`);
  const match = /([+-])(\d\d):?(\d\d)$/.exec(iso);
  const offset = match ? `${match[1]}${match[2]}${match[3]}` : '+0000';
  return `${seconds} ${offset}`;
}
