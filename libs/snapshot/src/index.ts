export * from './model.js';
export { buildSnapshot, languageTotals, type BuildSnapshotOptions, type SnapshotProgress } from './build-snapshot.js';
export type { CodeExtractor } from './files/index-files.js';
export { detectLanguage, languageContext, languageFromShebang, languageType, type LanguageContext } from './files/languages.js';
export { isTestPath } from './files/test-files.js';
export { SIZE_LIMIT_BYTES, READ_LIMIT_BYTES, MINIFIED_AVERAGE_LINE } from './files/skip-rules.js';
export { countLines, countTokens } from './files/text-facts.js';
export { CommitNotFoundError } from './git/commit-not-found-error.js';
export { MissingBlobError } from './git/blob-reader.js';
