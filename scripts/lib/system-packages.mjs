import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';

/** How to tell each Debian package is present. */
const PROBES = {
  postgresql: () => findPostgresBin() !== null,
  'redis-server': () => onPath('redis-server'),
  chromium: () => existsSync('/usr/bin/chromium'),
  // ctags with JSON output: Debian's universal-ctags (exuberant ctags has neither).
  'universal-ctags': () => commandOutput('ctags', ['--list-features']).includes('json'),
  // GNU time, whose `-f '%e %M'` gives wall time and peak memory (the shell keyword cannot).
  time: () => commandOutput('/usr/bin/time', ['-f', '%M', 'true']) !== null,
};

/** The bin folder of the newest PostgreSQL installed from Debian's packages, or null. */
export function findPostgresBin() {
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return null;
  const versions = readdirSync(base)
    .filter((name) => existsSync(`${base}/${name}/bin/initdb`))
    .sort((a, b) => Number(b) - Number(a));
  return versions.length > 0 ? `${base}/${versions[0]}/bin` : null;
}

/** A command's stdout (with stderr), or null when it cannot run or fails. */
function commandOutput(command, args) {
  try {
    return execFileSync(command, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  } catch {
    return null;
  }
}

function onPath(command) {
  try {
    execFileSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/**
 * Installs the missing packages with apt-get when running as root; otherwise stops with a message
 * naming what to install. `needer` names who needs them in that message.
 */
export function ensureSystemPackages(packages, { needer = 'The tests' } = {}) {
  const missing = packages.filter((name) => !PROBES[name]());
  if (missing.length === 0) return;
  if (process.getuid?.() !== 0) {
    console.error(`${needer} need these Debian packages, which are not installed: ${missing.join(' ')}\nInstall them with: sudo apt-get install -y ${missing.join(' ')}`);
    process.exit(1);
  }
  console.log(`installing ${missing.join(', ')} with apt-get…`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...missing], { stdio: 'inherit', env });
}
