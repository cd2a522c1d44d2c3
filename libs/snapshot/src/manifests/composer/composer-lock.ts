import type { Lockfile, LockedPackage } from '../../model.js';
import { isObject, lockedPackage, strings, text } from '../shared.js';
import type { ManifestSource } from '../types.js';
import { isPlatformPackage } from './extract.js';

/** Reads composer.lock: `packages` → runtime, `packages-dev` → development, license arrays joined with OR, `require` names minus platform ones. */
export function extractComposerLock(file: ManifestSource): Lockfile | null {
  const json: unknown = JSON.parse(file.text);
  if (!isObject(json)) return null;
  const packages: LockedPackage[] = [];
  for (const [key, scope] of [['packages', 'runtime'], ['packages-dev', 'development']] as const) {
    for (const entry of Array.isArray(json[key]) ? json[key].filter(isObject) : []) {
      const name = text(entry.name);
      const version = text(entry.version);
      if (!name || !version) continue;
      const licenses = strings(entry.license);
      const license = licenses.length === 0 ? null : licenses.length === 1 ? licenses[0]! : `(${licenses.join(' OR ')})`;
      const requires = isObject(entry.require) ? Object.keys(entry.require).filter((dep) => !isPlatformPackage(dep)) : [];
      packages.push(lockedPackage(name, version, scope, requires, license));
    }
  }
  return { path: file.path, ecosystem: 'composer', kind: 'composer.lock', packages };
}
