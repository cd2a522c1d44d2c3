import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';

/** How to tell each Debian package is present. */
const PROBES = {
  postgresql: () => findPostgresBin() !== null,
  'redis-server': () => onPath('redis-server'),
  chromium: () => existsSync('/usr/bin/chromium'),
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
 * naming what to install.
 */
export function ensureSystemPackages(packages) {
  const missing = packages.filter((name) => !PROBES[name]());
  if (missing.length === 0) return;
  if (process.getuid?.() !== 0) {
    console.error(`The tests need these Debian packages, which are not installed: ${missing.join(' ')}\nInstall them with: sudo apt-get install -y ${missing.join(' ')}`);
    process.exit(1);
  }
  console.log(`installing ${missing.join(', ')} with apt-get…`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...missing], { stdio: 'inherit', env });
}
