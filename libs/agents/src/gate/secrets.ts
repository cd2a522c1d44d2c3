import { findSecrets } from '@chronicle/snapshot';

/** A secret in a document: where, and which gitleaks rule read it as one — never its value. */
export type DocumentSecret = { rule: string; line: number; message: string };

/**
 * The secrets a document holds, by the same gitleaks rules the snapshot scans files with (DESIGN
 * decision 15: a document never quotes one). Any one refuses the document, whatever its score.
 */
export function checkSecrets(markdown: string, docFile: string): DocumentSecret[] {
  return findSecrets({ path: docFile, text: markdown }).map(({ rule, line }) => ({
    rule,
    line,
    message: `${docFile} line ${line} holds what gitleaks' rule ${rule} reads as a secret; a document never quotes a secret, so it is refused.`,
  }));
}
