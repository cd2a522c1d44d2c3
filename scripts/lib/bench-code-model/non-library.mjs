// Public names the snapshot takes from files that are not library source, by the bench's own path
// rule (docs-check/languages.mjs nonPublicReason: tests, fixtures, examples, benchmarks, docs
// sites, build tooling): `api` entries there (the target is 0), exported symbols there, and files
// the rule sets apart that the snapshot's `role` calls `source`.
import { nonPublicReason } from '../docs-check/languages.mjs';

/**
 * @param {{ files: { path: string, role: string, symbols: unknown[] }[], api: { path: string, name: string }[] }} facts the snapshot's (snapshot-child.mjs)
 */
export function nonLibraryNames(facts) {
  const reasons = new Map(facts.files.map((file) => [file.path, nonPublicReason(file.path)]));
  const reasonOf = (file) => reasons.get(file) ?? nonPublicReason(file);
  const apiEntries = facts.api.filter((entry) => reasonOf(entry.path));
  const symbolFiles = facts.files.filter((file) => reasonOf(file.path) && file.symbols.length);
  const roleSource = facts.files.filter((file) => reasonOf(file.path) && file.role === 'source' && file.symbols.length);
  return {
    apiBuilt: facts.api.length > 0,
    api: apiEntries.length,
    apiSamples: apiEntries.slice(0, 5).map((entry) => `${entry.name} (${entry.path})`),
    exportedSymbols: symbolFiles.reduce((sum, file) => sum + file.symbols.length, 0),
    filesWithSymbols: symbolFiles.length,
    roleSource: roleSource.length,
    roleSourceSamples: roleSource.slice(0, 5).map((file) => file.path),
  };
}
