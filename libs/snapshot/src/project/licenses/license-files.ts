import type { LicenseFile } from '../../model.js';
import { identifyLicense } from './identify.js';

// LICENSE, LICENSE.md, LICENSE.txt, LICENSE-MIT, LICENSE.APACHE2, COPYING, COPYING.LESSER, UNLICENSE, LICENCE…
const LICENSE_NAME = /^(un)?licen[cs]es?([-._][\w.-]*)?$|^copying([-._][\w.-]*)?$/i;
// Source and data files named after licenses (license.go, licenses.json) are code, not license texts.
const NOT_TEXT = /\.(go|ts|tsx|js|jsx|mjs|cjs|py|rb|rs|java|kt|cs|php|c|h|cc|cpp|swift|scala|sh|json|ya?ml|toml|xml|html?|css|svg|png|jpe?g|gif|lock)$/i;

// REUSE keeps one file per license in a root LICENSES/ folder, named by SPDX id.
const REUSE = /^LICENSES\/[^/]+\.txt$/;

/** Whether a path is a license text: at the root, in any folder (a package of a monorepo), or in REUSE's `LICENSES/`. */
export function isLicensePath(path: string): boolean {
  const base = path.slice(path.lastIndexOf('/') + 1);
  return REUSE.test(path) || (LICENSE_NAME.test(base) && !NOT_TEXT.test(base));
}

function isRootLicense(path: string): boolean {
  return !path.includes('/') || REUSE.test(path);
}

/**
 * Identifies license files. Root files (and REUSE's) are always listed, matched or not; a file in a folder is
 * listed only when it matches an SPDX license (a `docs/license.rst` page that only includes the
 * root file is not a license of its own).
 */
export function readLicenseFiles(files: { path: string; text: string }[]): LicenseFile[] {
  return files
    .filter((file) => isLicensePath(file.path))
    .map((file) => ({ path: file.path, ...identifyLicense(file.text) }))
    .filter((license) => isRootLicense(license.path) || license.spdxId !== null)
    .sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}
