import type { Manager } from '../types.js';
import { extractBunLock } from './bun-lock.js';
import { extractPackageJson } from './extract.js';
import { extractPackageLock } from './package-lock.js';
import { extractPnpmLock } from './pnpm-lock.js';
import { extractYarnLock } from './yarn-lock.js';

/** npm: package.json and the lockfiles of npm, pnpm, Yarn (classic and Berry) and Bun. */
export const npmManager: Manager = {
  ecosystem: 'npm',
  manifests: [{ pattern: /(^|\/)package\.json$/, read: extractPackageJson }],
  lockfiles: [
    { pattern: /(^|\/)(package-lock|npm-shrinkwrap)\.json$/, read: extractPackageLock },
    { pattern: /(^|\/)pnpm-lock\.yaml$/, read: extractPnpmLock },
    { pattern: /(^|\/)yarn\.lock$/, read: extractYarnLock },
    { pattern: /(^|\/)bun\.lock$/, read: extractBunLock },
  ],
  companions: [/(^|\/)pnpm-workspace\.yaml$/, /(^|\/)\.npmrc$/],
};
