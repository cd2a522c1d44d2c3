// SCAFFOLD — replaced by the tree-sitter extractors (helper "snapshot-code"). Signatures are the contract.
import type { CodeFacts, Manifest, SourceFile } from '../model.js';

/** Linguist language names that have a grammar. */
export const CODE_LANGUAGES: readonly string[] = [];

/** Symbols, imports, comments and HTTP routes of one file's text. */
export async function extractCode(_file: { path: string; language: string; text: string }): Promise<CodeFacts> {
  return { symbols: [], imports: [], comments: [], routes: [] };
}

/** The files with every import's `resolvedPath`, `package` and `standardLibrary` filled in, from the whole tree and the manifests. */
export function resolveImports(files: SourceFile[], _manifests: Manifest[]): SourceFile[] {
  return files;
}
