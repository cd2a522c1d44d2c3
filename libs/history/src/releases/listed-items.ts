import type { ChangelogItem } from '../model.js';
import { spacedWords } from '../cluster/similarity.js';

// `#123`, not `&#123;`, `a#1`, `owner/repo#1` or `##1`.
const REFERENCE = /(?<![\w&/#])#(\d+)(?!\w)/g;
const HEX_WORD = /(?<![\w./#-])[0-9a-f]{7,40}(?![\w-])/gi;
const LIST_ITEM = /^\s*(?:>\s*)*(?:[-*+]|\d+[.)])\s+(.*)$/;

/**
 * An item's words for comparison: Markdown marks, a `**Breaking:**` or `**scope:**` lead, trailing
 * references (`(#12, #13)`, `[#12](…)`) and punctuation dropped, lower case, one space between words.
 */
export function itemWords(text: string): string {
  const plain = text
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/^(?:\s*\*\*[^*]+:\*\*)+/, '')
    .replace(/(?:[\s,;(]*\[?#\d+\]?\)?)+[\s.]*$/, '')
    .replace(/[`*_~\\]/g, '');
  return spacedWords(plain.toLowerCase()).trim();
}

/**
 * Items said once: of several items that stand for the same commits, or read the same (see
 * `itemWords`), the first is kept. Clustering gives each commit one item; this holds when two
 * commits of a release were worded alike (a change and its backport, a cherry-pick).
 */
export function distinctItems(items: ChangelogItem[]): ChangelogItem[] {
  const commits = new Set<string>();
  const words = new Set<string>();
  return items.filter((item) => {
    const said = item.commits.length > 0 && item.commits.every((sha) => commits.has(sha));
    const key = itemWords(item.text);
    if (said || (key !== '' && words.has(key))) return false;
    for (const sha of item.commits) commits.add(sha);
    if (key !== '') words.add(key);
    return true;
  });
}

/** What a changelog people wrote already lists: the pull requests and commits it names, and the words of its list items. */
export type WrittenChangelog = { references: Set<number>; hexWords: string[]; items: Set<string> };

/**
 * Reads a hand-written changelog's text for `isListed`: every `#123` and every link to the
 * repository's pull requests and issues (`repositoryUrl` absent: to any repository's), every
 * commit-like hex word, and the words of every list item's first line.
 */
export function readWrittenChangelog(text: string, repositoryUrl: string | null): WrittenChangelog {
  const references = new Set<number>();
  for (const match of text.matchAll(REFERENCE)) references.add(Number(match[1]));
  const base = repositoryUrl ? escapeRegExp(repositoryUrl.replace(/\/+$/, '')) : String.raw`https?://[^\s)>\]]+?`;
  for (const match of text.matchAll(new RegExp(`${base}/(?:pull|issues)/(\\d+)`, 'g'))) references.add(Number(match[1]));
  const hexWords = [...text.matchAll(HEX_WORD)].map((match) => match[0].toLowerCase()).filter((word) => /\d/.test(word) && /[a-f]/.test(word));
  const items = new Set<string>();
  for (const line of text.split('\n')) {
    const item = LIST_ITEM.exec(line);
    const words = item ? itemWords(item[1]!) : '';
    if (words !== '') items.add(words);
  }
  return { references, hexWords, items };
}

/** Whether a hand-written changelog already lists the item: its pull request, one of its commits, or its words. */
export function isListed(item: ChangelogItem, written: WrittenChangelog): boolean {
  if (item.references.pullRequests.some((number) => written.references.has(number))) return true;
  if (item.commits.some((sha) => written.hexWords.some((word) => sha.toLowerCase().startsWith(word)))) return true;
  return written.items.has(itemWords(item.text));
}

function escapeRegExp(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
