import type { Snapshot } from '@chronicle/snapshot';
import { text } from '../../markdown/markdown.js';

// A hex word of commit length with a digit and a letter reads as a SHA to the gate (see the gate's mentions).
const SHA_WORD = /(?<![\w./#-])[0-9a-f]{7,40}(?![\w-]|\.\w)/g;

/**
 * Text quoted from the repository (a comment, a commit subject) as plain Markdown text: escaped by
 * `text()`, so code in it never becomes a code span the gate would check, and `#12` is written as a
 * character reference. What `text()` leaves as a claim is defused too: a commit-like hex word the
 * history does not have has every sixth character written as a character reference (it reads the
 * same, and no seven hex digits stay together), and an address into the repository's own web pages
 * is written without the autolink, since the gate would check it as a file, commit or issue.
 */
export function quotedText(value: string, snapshot: Snapshot): string {
  const shas = snapshot.history.shas;
  const written = text(value).replace(SHA_WORD, (word) => (/\d/.test(word) && /[a-f]/.test(word) && !shas.some((sha) => sha.startsWith(word)) ? breakHex(word) : word));
  const webUrl = snapshot.repository.webUrl?.replace(/\/+$/, '');
  if (!webUrl) return written;
  return written.replace(/<(https?:\/\/[^>\s]+)>/g, (autolink, url: string) => (url.startsWith(`${webUrl}/`) ? url.replace('://', '\\://').replace(/[_*~]/g, '\\$&') : autolink));
}

/** A character reference for every sixth character of a hex word, starting with the first: it reads the same, and no seven hex digits stand together. */
export function breakHex(word: string): string {
  return [...word].map((char, index) => (index % 6 === 0 ? `&#x${char.charCodeAt(0).toString(16)};` : char)).join('');
}
