import type { Manager } from '../types.js';
import { extractCargoLock } from './cargo-lock.js';
import { extractCargoToml } from './extract.js';

/** Cargo: Cargo.toml and Cargo.lock. */
export const cargoManager: Manager = {
  ecosystem: 'cargo',
  manifests: [{ pattern: /(^|\/)Cargo\.toml$/, read: extractCargoToml }],
  lockfiles: [{ pattern: /(^|\/)Cargo\.lock$/, read: extractCargoLock }],
  companions: [],
};
