import type { Snapshot } from '@chronicle/snapshot';
import { text } from '../../markdown/markdown.js';

/**
 * Text quoted from the repository (a comment, an author, a test name) as plain Markdown text:
 * escaped by `text()`, so code in it never becomes a code span the gate would check, and `#12` and
 * commit-like hex words are not read as claims. An address into the repository's own web pages is
 * written without the autolink too, since the gate would check it as a file, commit or issue.
 */
export function quotedText(value: string, snapshot: Snapshot): string {
  const written = text(value);
  const webUrl = snapshot.repository.webUrl?.replace(/\/+$/, '');
  if (!webUrl) return written;
  return written.replace(/<(https?:\/\/[^>\s]+)>/g, (autolink, url: string) => (url.startsWith(`${webUrl}/`) ? url.replace('://', '\\://').replace(/[_*~]/g, '\\$&') : autolink));
}
