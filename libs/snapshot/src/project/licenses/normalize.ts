// Both sides of a comparison go through the same steps, so that two copies of a license that differ
// only in layout, case, punctuation, spelling variants or their copyright lines look the same.

// A notice line ("Copyright (c) 2024 Jane Doe"), not a wrapped line of the terms that happens to
// start with the word ("copyright notice that is included in…").
const COPYRIGHT_LINE = /^\s*(portions\s+)?(copyright\b|\(c\)|©|all rights reserved)/i;
const TERMS_LINE = /^\s*copyright\s+(notices?|holders?|owners?|license|and|or|law|laws|statements?|protection|interest|rights?|in|of|to|is)\b/i;

/** The words of a license text, normalised: lower case, no punctuation, no copyright lines. */
export function licenseWords(source: string, template: boolean): string[] {
  let text = source.replace(/^\uFEFF/, '');
  // Template fields of the SPDX texts: <year>, <copyright holders>, [yyyy], [name of copyright owner].
  text = template ? text.replace(/<[^>\n]{0,80}>/g, ' ').replace(/\[[^\]\n]{0,80}\]/g, ' ') : text.replace(/!?\[([^\]\n]*)\]\([^)\n]*\)/g, '$1').replace(/<[^>\n]{0,200}>/g, ' ');
  const lines = text.split(/\r?\n/).map((line) => line.replace(/^[\s#>*=_-]+/, ''));
  text = lines.filter((line) => !COPYRIGHT_LINE.test(line) || TERMS_LINE.test(line)).join('\n').toLowerCase();
  text = text
    .replace(/licen[cs]e/g, 'license')
    .replace(/https?:\/\/(www\.)?/g, '')
    .replace(/&/g, ' and ')
    .replace(/(\w)-\s*\n?\s*(\w)/g, '$1$2')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
  return text === '' ? [] : text.split(' ');
}

// Words are numbered once for the process, so a pair is one number and sets hash numbers, not strings.
const wordIds = new Map<string, number>();
const PAIR_BASE = 2 ** 21;

function wordId(word: string): number {
  let id = wordIds.get(word);
  if (id === undefined) {
    id = wordIds.size;
    wordIds.set(word, id);
  }
  return id;
}

/** The set of adjacent word pairs, each pair as one number. */
export function wordBigrams(words: string[]): Set<number> {
  const pairs = new Set<number>();
  let previous = -1;
  for (const word of words) {
    const id = wordId(word);
    if (previous >= 0) pairs.add(previous * PAIR_BASE + id);
    previous = id;
  }
  return pairs;
}

/** Dice coefficient of two sets: 2·|A∩B| / (|A|+|B|). */
export function dice(a: Set<number>, b: Set<number>): number {
  if (a.size === 0 || b.size === 0) return 0;
  const [small, large] = a.size <= b.size ? [a, b] : [b, a];
  let shared = 0;
  for (const pair of small) if (large.has(pair)) shared++;
  return (2 * shared) / (a.size + b.size);
}
