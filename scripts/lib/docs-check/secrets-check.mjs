// The planted secrets of a generated repository (generate-repo.mjs keeps them outside it):
// each must be listed in SECURITY.md by its file and line, and no file the run wrote — every
// document and docs.json — may hold a secret's value or any 8-character window of it that
// holds a random character (generate-secrets.mjs). The planted list is the generator's, so
// this check needs nothing from the engine.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { secretWindows } from './generate-secrets.mjs';
import { locationKey, namedLocations } from './locations.mjs';

/**
 * @typedef {{ rule: string, path: string, line: number, value: string, parts: { text: string, random: boolean }[] }} Planted
 */

/** Every file under `dir` (documents, docs.json, anything else the run wrote). */
function filesUnder(dir) {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath ?? entry.path, entry.name));
}

/**
 * @param {{ outDir: string, planted: Planted[], securityText: string | null, paths: Set<string> }} options
 */
export function checkSecrets({ outDir, planted, securityText, paths }) {
  const named = securityText === null ? null : namedLocations(securityText, paths);
  const notListed = named === null ? [] : planted.filter((secret) => !named.has(locationKey(secret.path, secret.line))).map((secret) => `${secret.rule} at ${secret.path}:${secret.line}`);
  const texts = filesUnder(outDir).map((file) => ({ file: path.relative(outDir, file), text: readFileSync(file, 'utf8') }));
  // One pass over each text, every 8-character window looked up: documents of a 10,000-file
  // repository are megabytes, and a PEM block has hundreds of windows.
  const owner = new Map();
  for (const secret of planted) for (const window of secretWindows(secret)) if (!owner.has(window)) owner.set(window, secret);
  const rendered = [];
  for (const { file, text } of texts) {
    const seen = new Set();
    for (const secret of planted) {
      if (text.includes(secret.value)) {
        seen.add(secret);
        rendered.push(`${secret.rule} (${secret.path}:${secret.line}) in ${file}: the whole value`);
      }
    }
    for (let index = 0; index + 8 <= text.length; index++) {
      const secret = owner.get(text.slice(index, index + 8));
      if (!secret || seen.has(secret)) continue;
      seen.add(secret);
      rendered.push(`${secret.rule} (${secret.path}:${secret.line}) in ${file}: 8 characters of it at offset ${index}`);
    }
  }
  return {
    planted: planted.length,
    listed: named === null ? null : { total: planted.length, found: planted.length - notListed.length, missing: notListed },
    rendered,
    filesSearched: texts.length,
  };
}
