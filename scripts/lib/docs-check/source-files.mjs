// The repository's source files, decided independently of the engine: tracked regular files at
// HEAD with a programming language's extension (languages.mjs), minus vendored paths, minified
// code (by name, or JavaScript/TypeScript lines averaging over 110 characters, Linguist's rule), generated code (by name,
// or a generator's header in the first ten lines). Symlinks and submodules are not files.
import { excludedByPath, GENERATED_HEADER, languageOf, MINIFIED_AVERAGE_LINE, nonPublicReason } from './languages.mjs';

/**
 * @typedef {{ path: string, language: string, nonPublic: string | null }} SourceFile
 * @typedef {{ files: SourceFile[], excluded: { path: string, reason: string }[] }} SourceFiles
 */

/**
 * @param {import('./repo-facts.mjs').RepoFacts} facts
 * @returns {SourceFiles}
 */
export function listSourceFiles(facts) {
  const files = [];
  const excluded = [];
  for (const entry of facts.entries) {
    if (entry.type !== 'blob' || entry.mode === '120000') continue;
    const language = languageOf(entry.path);
    if (!language) continue;
    const reason = excludedByPath(entry.path) ?? excludedByContent(facts, entry.path, language);
    if (reason) excluded.push({ path: entry.path, reason });
    else files.push({ path: entry.path, language, nonPublic: nonPublicReason(entry.path) });
  }
  const byPath = (a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0);
  return { files: files.sort(byPath), excluded: excluded.sort(byPath) };
}

function excludedByContent(facts, file, language) {
  let text;
  try {
    text = facts.read(file);
  } catch {
    return null;
  }
  if (text.includes('\0')) return 'binary';
  if (GENERATED_HEADER.test(text.split('\n', 10).join('\n'))) return 'generated';
  const lines = text.split('\n');
  if (/^(?:JavaScript|TypeScript|TSX)$/.test(language) && lines.length > 1 && text.length / lines.length > MINIFIED_AVERAGE_LINE) return 'minified';
  return null;
}
