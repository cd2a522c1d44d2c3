const STOP_WORDS = new Set(
  'a an the to of for in on and or with when is are be been by from at as it its this that into via now not no than then so if also all some any more less new'.split(' '),
);

/** Content words of a description, lower-cased and crudely stemmed, for comparing what items say. */
export function contentTokens(text: string): Set<string> {
  const tokens = new Set<string>();
  for (const raw of text.toLowerCase().split(/[^a-z0-9_]+/)) {
    if (raw.length < 2 || STOP_WORDS.has(raw) || /^\d+$/.test(raw)) continue;
    tokens.add(stem(raw));
  }
  return tokens;
}

function stem(word: string): string {
  if (word.length > 5 && word.endsWith('ing')) return word.slice(0, -3);
  if (word.length > 4 && word.endsWith('ed')) return word.slice(0, -2);
  if (word.length > 4 && word.endsWith('es')) return word.slice(0, -2);
  if (word.length > 3 && word.endsWith('s') && !word.endsWith('ss')) return word.slice(0, -1);
  return word;
}

/** Jaccard overlap of two token sets (0 when either is empty). */
export function tokenSimilarity(a: Set<string>, b: Set<string>): number {
  if (a.size === 0 || b.size === 0) return 0;
  let shared = 0;
  for (const token of a) if (b.has(token)) shared += 1;
  return shared / (a.size + b.size - shared);
}

const normalized = new Map<string, string>();
const NORMALIZED_LIMIT = 50_000;

/**
 * The form of a description used to spot repeats: lower case, no punctuation, single spaces.
 * Remembered: clustering asks for the same descriptions again and again (each group's key, each
 * fixup's target), and the Unicode-aware pattern is among the slowest steps of a large history.
 */
export function normalizeSubject(text: string): string {
  let result = normalized.get(text);
  if (result === undefined) {
    result = spacedWords(text.toLowerCase().replace(/\s*[([](?:#|gh-)\d+[)\]]\s*$/g, '')).trim();
    if (normalized.size >= NORMALIZED_LIMIT) normalized.clear();
    normalized.set(text, result);
  }
  return result;
}

const ASCII = /^[\x00-\x7f]*$/;

/**
 * Lower-cased `text` with every run of characters other than letters and digits (any script) made
 * one space. Most commit messages are ASCII, where that is `[^a-z0-9]` — far cheaper than the
 * Unicode property classes, which run on the rest.
 */
export function spacedWords(lowerCased: string): string {
  return ASCII.test(lowerCased) ? lowerCased.replace(/[^a-z0-9]+/g, ' ') : lowerCased.replace(/[^\p{L}\p{N}]+/gu, ' ');
}
