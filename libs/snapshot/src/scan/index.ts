import type { CodeComment, CodeSymbol, FileScan } from '../model.js';
import { findDeprecations } from './deprecations.js';
import { findEnvironmentReads } from './environment.js';
import { lex } from './lexer.js';
import { findIdioms } from './idioms.js';
import { findLogCalls } from './logging.js';
import { findModuleWords } from './module-words.js';
import { findWorkMarkers } from './markers.js';
import { detectSecrets, findSecrets, type DetectedSecret } from './secrets/index.js';
import { findSinks } from './sinks.js';
import { findSkippedTests } from './skipped-tests.js';

/** One readable text file, as the scanners see it. */
export type ScanInput = {
  path: string;
  /** Linguist's language; null when unknown. */
  language: string | null;
  text: string;
  /** The comments tree-sitter found, when the file was parsed; null otherwise (scanners then read comment syntax themselves). */
  comments: readonly CodeComment[] | null;
  /** The declarations tree-sitter found, when the file was parsed (a deprecation names the one it marks). */
  symbols?: readonly CodeSymbol[] | null;
};

export function emptyScan(): FileScan {
  return { markers: [], skippedTests: [], deprecations: [], environment: [], secrets: [], sinks: [], logging: [], idioms: [], moduleWords: [] };
}

/**
 * What the text of one file holds beside its code facts: open-work markers, skipped tests,
 * deprecations, environment variables read, secrets (gitleaks rules; values never kept), risky
 * sinks, logging calls, idioms (`idioms.ts`) and module words (`module-words.ts`). Cached with the blob's other facts. `detected` is the file's secrets when
 * the caller found them already (to keep them out of its other facts). The text is lexed once (on
 * first need: comments, docstrings and strings, `lexer.ts`) and every scanner reads that result.
 */
export function scanText(input: ScanInput, detected: readonly DetectedSecret[] = detectSecrets(input)): FileScan {
  const secrets = findSecrets(input, detected);
  const secretLines = new Set(secrets.map((secret) => secret.line));
  const lexed = lex(input.text, input.language);
  return {
    markers: findWorkMarkers(input, lexed, secretLines),
    skippedTests: findSkippedTests(input, lexed),
    deprecations: findDeprecations(input, lexed),
    environment: findEnvironmentReads(input, lexed),
    secrets,
    sinks: findSinks(input, lexed),
    logging: findLogCalls(input, lexed),
    idioms: findIdioms(input, lexed),
    moduleWords: findModuleWords(input),
  };
}
