import type { Manager } from '../types.js';
import { extractGradleBuild } from './extract.js';
import { extractGradleLockfile } from './lockfile.js';
import { extractGradleSettings } from './settings.js';

/** Gradle: build scripts, settings scripts, gradle.lockfile; version catalogs are read for the scripts that use them. */
export const gradleManager: Manager = {
  ecosystem: 'gradle',
  manifests: [
    { pattern: /(^|\/)build\.gradle(\.kts)?$/, read: extractGradleBuild },
    { pattern: /(^|\/)settings\.gradle(\.kts)?$/, read: extractGradleSettings },
  ],
  lockfiles: [{ pattern: /(^|\/)gradle\.lockfile$/, read: extractGradleLockfile }],
  companions: [/(^|\/)gradle\/libs\.versions\.toml$/],
};
