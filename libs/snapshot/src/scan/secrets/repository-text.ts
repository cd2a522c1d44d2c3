import type { Commit } from '@chronicle/history';
import { detectSecrets, type DetectedSecret } from './detect.js';
import { redactStrings, secretRedactor } from './redact.js';

/**
 * A text from a repository that is not a file — a commit message, an author's name, a file or
 * folder name, a tag name — with every piece of eight characters or more of each secret gitleaks'
 * rules find in it replaced by `…` (the same rules and redaction that keep secrets out of documents).
 * The text itself when it holds none.
 */
export function redactSecrets(text: string): string {
  return redactSecretsIn(text);
}

/**
 * A copy of plain data (objects, arrays, strings: commits, answers, entries; no Date or Map) in
 * which the secrets found in `texts` — by default every string of the value, each distinct one
 * scanned once — are taken out of all of its strings, as `redactSecrets` does; the same value when
 * none is found. Large data passes only the texts that can hold a secret (`commitTexts`), since
 * SHAs and dates cost a scan and hold none.
 */
export function redactSecretsIn<T>(value: T, texts: Iterable<string> = stringsIn(value, new Set())): T {
  const redact = secretRedactor(secretsInTexts(texts).map((found) => found.secret));
  return redact ? redactStrings(value, redact) : value;
}

/** What a commit says that can hold a secret: its message, its author's name and e-mail, its files' paths. */
export function commitTexts(commit: Commit): string[] {
  return [commit.subject, commit.body, commit.authorName, commit.authorEmail, ...commit.files.map((file) => file.path)];
}

/** The secrets gitleaks' rules find in texts that are not files (no path rule applies), each distinct text scanned on its own. */
export function secretsInTexts(texts: Iterable<string>): DetectedSecret[] {
  return [...new Set(texts)].flatMap((text) => detectSecrets({ path: '', text }));
}

function stringsIn(value: unknown, into: Set<string>): Set<string> {
  if (typeof value === 'string') into.add(value);
  else if (Array.isArray(value)) for (const item of value) stringsIn(item, into);
  else if (typeof value === 'object' && value !== null) for (const item of Object.values(value)) stringsIn(item, into);
  return into;
}
