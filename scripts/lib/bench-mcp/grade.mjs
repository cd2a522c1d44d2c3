// Grading an answer's text against the facts git found (generate-questions.mjs), the same way for
// Chronicle's answer and for the plain git command's output: correct when every expected
// file:line is there, or at least 90% of the expected names, files or commits (by their first 7
// hex digits); partial when some are; wrong when none are or the answer is an error.
import { spawn } from 'node:child_process';
import { gitEnv } from '../bench/git.mjs';

export const CORRECT_SHARE = 0.9;

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Whether one expected fact is in the text. */
function present(text, type, value) {
  switch (type) {
    case 'locations': {
      const [, file, line] = /^(.*):(\d+)$/.exec(value);
      return new RegExp(`(?<![\\w./-])${escape(file)}:${line}(?!\\d)`).test(text);
    }
    case 'files':
      return new RegExp(`(?<![\\w./-])${escape(value)}(?![\\w/-]|\\.\\w)`).test(text);
    case 'names':
      return new RegExp(`(?<![\\w$])${escape(value)}(?![\\w$])`).test(text);
    case 'shas':
      return new RegExp(`(?<![0-9a-f])${value.slice(0, 7)}`, 'i').test(text);
    default:
      throw new Error(`unknown expectation ${type}`);
  }
}

/** `{ grade, found, total }` of a text (an error answer is wrong whatever it says). */
export function grade(text, expected, isError = false) {
  const total = expected.values.length;
  const found = isError ? 0 : expected.values.filter((value) => present(text, expected.type, value)).length;
  const share = total ? found / total : 0;
  const complete = expected.type === 'locations' ? found === total : share >= CORRECT_SHARE;
  return { grade: found === 0 ? 'wrong' : complete ? 'correct' : 'partial', found, total };
}

/**
 * The plain commands' answer: each git command run in the clone one after the other, their
 * outputs joined; `ms` is the wall time of all of them (process start included, as an agent's
 * shell pays it).
 */
export async function runBaseline(dir, commands) {
  const started = performance.now();
  const outputs = [];
  for (const args of commands) outputs.push(await gitOutput(dir, args));
  const text = outputs.join('\n');
  return { text, chars: text.length, ms: performance.now() - started };
}

/** stdout of `git -C dir …args`, also when it exits 1 (git grep finding nothing). */
function gitOutput(dir, args) {
  return new Promise((resolve, reject) => {
    const child = spawn('git', ['-C', dir, '--no-pager', ...args], { env: gitEnv(), stdio: ['ignore', 'pipe', 'pipe'] });
    const out = [];
    child.stdout.on('data', (chunk) => out.push(chunk));
    child.stderr.resume();
    child.on('error', reject);
    child.on('close', () => resolve(Buffer.concat(out).toString('utf8')));
  });
}
