import type { ImportRef, SourceFile } from '../model.js';
import type { CommentStyle } from './shared/comments.js';
import type { FileScope } from './shared/file-scope.js';
import type { Node } from './shared/nodes.js';
import type { Grammar } from './shared/parsers.js';
import type { MetricsTable } from './metrics/table.js';
import type { RepoIndex } from './resolve/repo-index.js';

/** Where an import leads: a repository file, a third-party package, or neither. */
export type Resolution = {
  resolvedPath: string | null;
  package: string | null;
};

/**
 * One language family's reader, in the manner of Renovate's managers: every language folder
 * exports one of these, and adding a language is adding a folder and a line in the registry.
 */
export type LanguageModule = {
  /** The folder's name. */
  id: string;
  /** The Linguist languages it reads, each with its grammar. */
  grammars: Readonly<Record<string, Grammar>>;
  comments: CommentStyle;
  /** Between a parent's qualifiedName and a member's name: `.` or `::`. */
  separator: string;
  /** The text to parse, when the grammar needs help with it; it must keep every line where it is. */
  prepare?(text: string, language: string): string;
  /** Adds the file's symbols, imports and routes to the scope. */
  read(root: Node, scope: FileScope): void;
  /** The node types the metrics walker measures functions and finds loop hints by. */
  metrics: MetricsTable;
  /** Whether an import specifier names the language's standard library. */
  standardLibrary(specifier: string, language: string): boolean;
  /** The file and the package an import leads to, given every file and manifest of the repository. */
  resolve(ref: ImportRef, file: SourceFile, repo: RepoIndex): Resolution;
};
