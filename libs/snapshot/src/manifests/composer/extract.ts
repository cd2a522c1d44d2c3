import type { DeclaredDependency, Manifest } from '../../model.js';
import { dependency, emptyManifest, isObject, strings, text, type JsonObject } from '../shared.js';
import type { ManifestSource } from '../types.js';

/** `php`, `ext-*`, `lib-*`, `composer-*`: what the platform provides, not packages from a registry. */
export function isPlatformPackage(name: string): boolean {
  return /^(php(-64bit|-ipv6|-zts|-debug)?|hhvm|ext-.+|lib-.+|composer(-plugin-api|-runtime-api)?)$/i.test(name);
}

function section(table: unknown, scope: DeclaredDependency['scope'], group: string): DeclaredDependency[] {
  if (!isObject(table)) return [];
  return Object.entries(table).flatMap(([name, requirement]) => {
    // `php` is the runtime; extensions are platform requirements, listed in their own group.
    if (name.toLowerCase() === 'php') return [];
    return [dependency(name, text(requirement), scope, isPlatformPackage(name) ? 'platform' : group)];
  });
}

function scripts(value: unknown): Record<string, string> {
  if (!isObject(value)) return {};
  return Object.fromEntries(Object.entries(value).flatMap(([name, command]) => {
    const line = typeof command === 'string' ? command : strings(command).join(' && ');
    return line ? [[name, line]] : [];
  }));
}

function license(value: unknown): string | null {
  const names = typeof value === 'string' ? [value] : strings(value);
  if (names.length === 0) return null;
  return names.length === 1 ? names[0]! : `(${names.join(' OR ')})`;
}

/**
 * Reads composer.json: `require` → runtime, `require-dev` → development; `php` → the runtime;
 * `ext-*`/`lib-*` platform requirements are kept with the group `platform`; scripts (arrays joined
 * with `&&`), `bin`, license (an array means a choice: OR).
 */
export function extractComposerJson(file: ManifestSource): Manifest | null {
  const json: unknown = JSON.parse(file.text);
  if (!isObject(json)) return null;
  const manifest = emptyManifest(file.path, 'composer', 'composer.json');
  manifest.name = text(json.name);
  manifest.version = text(json.version);
  manifest.description = text(json.description);
  manifest.license = license(json.license);
  manifest.dependencies = [...section(json.require, 'runtime', 'require'), ...section(json['require-dev'], 'development', 'require-dev')];
  manifest.scripts = scripts(json.scripts);
  manifest.entryPoints = strings(json.bin);
  const php = isObject(json.require) ? text((json.require as JsonObject).php) : null;
  manifest.runtime = php ? { name: 'php', requirement: php } : null;
  return manifest;
}
