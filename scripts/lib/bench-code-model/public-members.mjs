// The public declarations and members a repository's library source files declare, decided
// without the snapshot: which files are library source comes from docs-check (source-files.mjs:
// git's tree, a language table, vendored/generated/minified left out; languages.mjs
// nonPublicReason: tests, examples, benchmarks, fixtures, docs sites and build tooling left out);
// what each file declares comes from a reader per language (ts-api, python-api, java-api,
// go-api, rust-api). Go files under an `internal/` folder are not importable from outside and
// are left out; other languages are listed as not checked.
import { goPublicNames } from './go-api.mjs';
import { javaPublicNames } from './java-api.mjs';
import { pythonPublicNames } from './python-api.mjs';
import { rustPublicNames, rustPublicTypes } from './rust-api.mjs';
import { tsPublicNames } from './ts-api.mjs';
import { readRepoFacts } from '../docs-check/repo-facts.mjs';
import { listSourceFiles } from '../docs-check/source-files.mjs';

/**
 * @typedef {{ path: string, language: string, qualifiedName: string, parent: string | null, kind: string, line: number,
 *   alternates?: string[], reexport?: boolean }} ExpectedName
 * @typedef {{ names: ExpectedName[], libraryFiles: number, notChecked: Record<string, number>, errors: string[] }} ExpectedApi
 */

const FAMILY = { TypeScript: 'ts', TSX: 'ts', JavaScript: 'ts', Python: 'python', Go: 'go', Rust: 'rust', Java: 'java' };
const LANGUAGE_OF_FAMILY = { ts: 'TS/JS', python: 'Python', go: 'Go', rust: 'Rust', java: 'Java' };

/**
 * @param {string} dir a clone whose work tree is HEAD
 * @param {string} workDir scratch space (the Java reader is compiled there)
 * @returns {Promise<ExpectedApi>}
 */
export async function expectedPublicNames(dir, workDir) {
  const facts = await readRepoFacts(dir);
  const library = listSourceFiles(facts).files.filter((file) => !file.nonPublic);
  const byFamily = new Map();
  const notChecked = {};
  for (const file of library) {
    const family = FAMILY[file.language];
    if (!family) notChecked[file.language] = (notChecked[file.language] ?? 0) + 1;
    else if (family === 'go' && file.path.split('/').includes('internal')) continue;
    else byFamily.set(family, [...(byFamily.get(family) ?? []), file.path]);
  }
  const names = [];
  const errors = [];
  const push = (family, file, entries) => {
    for (const entry of entries) names.push({ path: file, language: LANGUAGE_OF_FAMILY[family], ...entry });
  };
  const read = (file) => {
    try {
      return facts.read(file);
    } catch (error) {
      errors.push(`${file}: ${error.message}`);
      return '';
    }
  };
  const tsFiles = byFamily.get('ts') ?? [];
  if (tsFiles.length) {
    const librarySet = new Set(tsFiles);
    for (const [file, entries] of await tsPublicNames(dir, tsFiles)) if (librarySet.has(file)) push('ts', file, entries);
  }
  const pyFiles = byFamily.get('python') ?? [];
  if (pyFiles.length) {
    const python = pythonPublicNames(dir, pyFiles);
    errors.push(...python.errors);
    for (const [file, entries] of python.names) push('python', file, entries);
  }
  const javaFiles = byFamily.get('java') ?? [];
  if (javaFiles.length) for (const [file, entries] of javaPublicNames(dir, javaFiles, workDir)) push('java', file, entries);
  for (const file of byFamily.get('go') ?? []) push('go', file, goPublicNames(read(file)));
  const rustFiles = byFamily.get('rust') ?? [];
  const texts = new Map(rustFiles.map((file) => [file, read(file)]));
  const publicTypes = new Set(rustFiles.flatMap((file) => rustPublicTypes(texts.get(file))));
  for (const file of rustFiles) push('rust', file, rustPublicNames(texts.get(file), publicTypes));
  const seen = new Set();
  const unique = names.filter((name) => {
    const key = `${name.path}\0${name.qualifiedName}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  unique.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : a.line - b.line || (a.qualifiedName < b.qualifiedName ? -1 : 1)));
  return { names: unique, libraryFiles: library.length, notChecked, errors };
}
