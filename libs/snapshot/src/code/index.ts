// The code facts of the snapshot (DESIGN decision 11): symbols, imports, comments and HTTP routes
// through web-tree-sitter and the prebuilt grammars of `tree-sitter-wasms`, one folder per language
// under `languages/`. The rules per language are in the library's README, "Code facts".
import type { CodeFacts, Manifest, SourceFile } from '../model.js';
import { extractFacts } from './extract.js';
import { codeLanguages } from './registry.js';
import { resolveAll } from './resolve/resolve-imports.js';

export { resolveCalls } from './calls/resolve-calls.js';
export { calleesOf, callersOf, type CallEdge } from './calls/queries.js';

/** Linguist language names that have a grammar. */
export const CODE_LANGUAGES: readonly string[] = codeLanguages();

/** Symbols, imports, comments and HTTP routes of one file's text. */
export async function extractCode(file: { path: string; language: string; text: string }): Promise<CodeFacts> {
  return extractFacts(file);
}

/** The files with every import's `resolvedPath`, `package` and `standardLibrary` filled in, from the whole tree and the manifests. */
export function resolveImports(files: SourceFile[], manifests: Manifest[]): SourceFile[] {
  return resolveAll(files, manifests);
}
