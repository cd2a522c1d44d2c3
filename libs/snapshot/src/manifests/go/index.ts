import type { Manager } from '../types.js';
import { extractGoMod, extractGoWork } from './extract.js';
import { extractGoSum } from './go-sum.js';

/** Go modules: go.mod, go.work and go.sum. */
export const goManager: Manager = {
  ecosystem: 'go',
  manifests: [
    { pattern: /(^|\/)go\.mod$/, read: extractGoMod },
    { pattern: /(^|\/)go\.work$/, read: extractGoWork },
  ],
  lockfiles: [{ pattern: /(^|\/)go\.sum$/, read: extractGoSum }],
  companions: [],
};
