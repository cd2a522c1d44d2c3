import type { Ecosystem } from '../model.js';

/**
 * The form of a package name to compare by, so a declared dependency meets its locked package and
 * its import: PEP 503 for PyPI (`Flask_Login` → `flask-login`), lower case where the registry ignores
 * case (RubyGems, Composer, NuGet), dashes for underscores in crate names; as written elsewhere.
 * Manifests keep the written name; this is only for matching.
 */
export function normalizePackageName(ecosystem: Ecosystem, name: string): string {
  switch (ecosystem) {
    case 'pypi':
      return name.toLowerCase().replace(/[-_.]+/g, '-');
    case 'cargo':
      return name.replace(/_/g, '-');
    case 'composer':
    case 'nuget':
      return name.toLowerCase();
    default:
      return name;
  }
}
