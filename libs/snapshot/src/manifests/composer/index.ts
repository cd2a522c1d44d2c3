import type { Manager } from '../types.js';
import { extractComposerLock } from './composer-lock.js';
import { extractComposerJson } from './extract.js';

/** Composer: composer.json and composer.lock. */
export const composerManager: Manager = {
  ecosystem: 'composer',
  manifests: [{ pattern: /(^|\/)composer\.json$/, read: extractComposerJson }],
  lockfiles: [{ pattern: /(^|\/)composer\.lock$/, read: extractComposerLock }],
  companions: [],
};
