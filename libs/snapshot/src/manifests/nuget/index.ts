import type { Manager } from '../types.js';
import { extractProject } from './extract.js';
import { extractPackagesLock } from './packages-lock.js';

/** NuGet: SDK-style project files and packages.lock.json; Directory.Packages.props is read for central versions. */
export const nugetManager: Manager = {
  ecosystem: 'nuget',
  manifests: [{ pattern: /\.(cs|fs|vb)proj$/, read: extractProject }],
  lockfiles: [{ pattern: /(^|\/)packages\.lock\.json$/, read: extractPackagesLock }],
  companions: [/(^|\/)Directory\.Packages\.props$/],
};
