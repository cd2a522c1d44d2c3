// Whether `npm start` may skip the build: the stamp of the last successful build says what it was
// built from — the commit, and the content of every changed file among the build's inputs — and
// which dist/ folders it made. When the checkout says the same and those folders are still there,
// Nx is not run at all. Changes elsewhere (a `chronicle docs` output folder, notes, the docs/ or
// e2e/ folders) do not count: they are not what the server is built from.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * What the served build is made from, relative to the repository: the projects' folders and the
 * workspace files Nx, the compilers and the marketing site (which quotes README.md) read.
 */
export const BUILD_INPUTS = [
  'apps/',
  'libs/',
  'tools/',
  'package.json',
  'package-lock.json',
  'nx.json',
  'tsconfig.base.json',
  'tsconfig.web.json',
  'jest.preset.mjs',
  'README.md',
  'scripts/lib/compile-typescript.mjs',
  'scripts/lib/bundle-entry.mjs',
];

/** True when a path (relative, `/` separators) is one of the build's inputs. */
export function isBuildInput(file) {
  return BUILD_INPUTS.some((input) => (input.endsWith('/') ? file.startsWith(input) : file === input));
}

/**
 * What the checkout's build inputs are, as a string: the commit, then each changed or untracked
 * input file with a hash of its content (or "deleted"). Null when git is not at hand (then Nx decides).
 */
export function buildFingerprint(root) {
  try {
    const git = (...args) => execFileSync('git', args, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'], maxBuffer: 64 * 1024 * 1024 });
    const commit = git('rev-parse', 'HEAD').trim();
    // -z: one NUL-separated record per path, "XY path" (a rename adds its old path as a second record).
    const records = git('status', '--porcelain=v1', '-z', '--untracked-files=all').split('\0').filter(Boolean);
    const changed = new Set();
    for (let i = 0; i < records.length; i++) {
      const status = records[i].slice(0, 2);
      const file = records[i].slice(3);
      if (status.includes('R') || status.includes('C')) changed.add(records[++i]);
      changed.add(file);
    }
    const inputs = [...changed].filter(isBuildInput).sort();
    const lines = inputs.map((file) => {
      const full = path.join(root, file);
      const content = existsSync(full) ? createHash('sha1').update(readFileSync(full)).digest('hex') : 'deleted';
      return `${file} ${content}`;
    });
    return [commit, ...lines].join('\n');
  } catch {
    return null;
  }
}

/** The dist/ folders of the workspace's projects that exist now, relative to the root. */
export function distFolders(root) {
  return ['apps', 'libs', 'tools'].flatMap((group) =>
    existsSync(path.join(root, group)) ? readdirSync(path.join(root, group)).map((name) => path.join(group, name, 'dist')).filter((folder) => existsSync(path.join(root, folder))) : [],
  );
}

/** True when the stamp says the projects were built from this very fingerprint and all their dist/ folders are still there. */
export function builtAlready(root, stampFile, fingerprint, projects) {
  if (!fingerprint || !existsSync(stampFile)) return false;
  try {
    const stamp = JSON.parse(readFileSync(stampFile, 'utf8'));
    return stamp.fingerprint === fingerprint && stamp.projects === projects.join(',') && stamp.dist.length > 0 && stamp.dist.every((folder) => existsSync(path.join(root, folder)));
  } catch {
    return false;
  }
}

/** Records a successful build of the projects from the fingerprint. */
export function writeStamp(root, stampFile, fingerprint, projects) {
  writeFileSync(stampFile, `${JSON.stringify({ fingerprint, projects: projects.join(','), dist: distFolders(root) })}\n`);
}
