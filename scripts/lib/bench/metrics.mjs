// The quality metric: how much of what the maintainers wrote for a release a generated changelog
// covers, and how much of the generated changelog is backed by the maintainers' text. Every
// function here is pure.
//
// Definitions (per release, then pooled over a corpus's evaluated releases):
// - A maintainer item is *covered* when a generated item of the same release
//   (a) shares a pull-request or issue number with it and names at most three numbers itself, or
//   (b) contains at least half of the maintainer item's content words, while those shared words
//       make up at least a fifth of the generated item's own content words.
// - coverage = covered maintainer items / maintainer items
// - precision = generated items that cover some maintainer item / generated items (0 when there are none)
// - F1 = harmonic mean of coverage and precision
// - section agreement = among covered maintainer items filed under a Keep a Changelog section
//   (Added, Changed, Deprecated, Removed, Fixed, Security), the share whose best covering item
//   (a reference match first, then the largest share of the maintainer's words) has the same section.
//
// Content words: the text without URLs, link targets and @mentions, camelCase split, lowercased,
// cut into [a-z0-9] runs; runs shorter than 3 characters, all-digit runs and stop words dropped;
// then a light suffix stemmer (see `stem`) so that "fixes", "fixed" and "fixing" all become "fix".

export const KAC_SECTIONS = ['Added', 'Changed', 'Deprecated', 'Removed', 'Fixed', 'Security'];

const STOP_WORDS = new Set(
  ('the and for with from that this into onto when are was were not but all can its has have had now also any been being both each ' +
    'more than then them they their there these those which while who will would should could does did via per our your you what ' +
    'where how only just some such over under after before about instead other same very too etc yet who whom whose why it\'s')
    .split(/\s+/),
);

/**
 * Light stemmer: -ies → -y; drop a plural -s (not -ss/-us/-is); drop -ing/-ed when ≥ 3 letters
 * remain; drop a final -e; collapse a final double consonant. "caches"/"cache"/"cached" → "cach",
 * "dependencies" → "dependency", "running" → "run".
 * @param {string} word
 */
export function stem(word) {
  let w = word;
  if (w.length > 4 && w.endsWith('ies')) w = `${w.slice(0, -3)}y`;
  else if (w.length > 3 && w.endsWith('s') && !/(ss|us|is)$/.test(w)) w = w.slice(0, -1);
  if (w.length >= 6 && w.endsWith('ing')) w = w.slice(0, -3);
  else if (w.length >= 5 && w.endsWith('ed')) w = w.slice(0, -2);
  if (w.length > 3 && w.endsWith('e')) w = w.slice(0, -1);
  if (/([b-df-hj-np-tv-z])\1$/.test(w) && !/(ll|ss|zz)$/.test(w)) w = w.slice(0, -1);
  return w;
}

/** Text a reader sees: link labels kept, URLs, link targets and @mentions dropped, camelCase split. */
export function plainText(text) {
  return text
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<https?:[^>]*>/g, ' ')
    .replace(/\b(?:https?:\/\/|www\.)\S+/g, ' ')
    .replace(/\S*github\.com\/\S+/gi, ' ')
    .replace(/(?<![\w.*])@[\w-]+(\[bot\])?/g, ' ')
    .replace(/([a-z])([A-Z])/g, '$1 $2');
}

/** @param {string} text @returns {Set<string>} */
export function contentWords(text) {
  const words = new Set();
  for (const token of plainText(text).toLowerCase().match(/[a-z0-9]+/g) ?? []) {
    if (token.length < 3 || /^\d+$/.test(token) || STOP_WORDS.has(token)) continue;
    words.add(stem(token));
  }
  return words;
}

/**
 * Pull-request and issue numbers an item names: `#123`, `GH-123`, and github.com/<repo>/pull|issues/123
 * links to this repository (links to other repositories are ignored, as are `owner/repo#123`).
 * @param {string} text
 * @param {string} [repo] `owner/name`
 * @returns {number[]}
 */
export function extractNumbers(text, repo) {
  const numbers = new Set();
  for (const match of text.matchAll(/github\.com\/([\w.-]+)\/([\w.-]+)\/(?:pull|issues)\/(\d+)/gi)) {
    if (!repo || `${match[1]}/${match[2]}`.toLowerCase() === repo.toLowerCase()) numbers.add(Number(match[3]));
  }
  const withoutLinks = text.replace(/\S*github\.com\/\S+/gi, ' ');
  for (const match of withoutLinks.matchAll(/(?<![\w&/#])(?:#|GH-)(\d+)\b/gi)) numbers.add(Number(match[1]));
  return [...numbers].sort((a, b) => a - b);
}

/**
 * @typedef {{ text: string, section: string | null, numbers: number[] }} Item
 * @typedef {Item & { words: Set<string> }} PreparedItem
 */

/** @param {Item} item @returns {PreparedItem} */
export function prepare(item) {
  return { ...item, words: contentWords(item.text) };
}

/** `Fixed`, `fixed`, `### 🐛 Fixed` → `Fixed`; anything else → null. */
export function kacSection(name) {
  if (!name) return null;
  const clean = name.replace(/[^\p{L}\s]/gu, '').trim().toLowerCase();
  return KAC_SECTIONS.find((section) => section.toLowerCase() === clean) ?? null;
}

/**
 * Does generated item `g` cover maintainer item `m`? Returns how (with a strength used to pick the
 * best cover), or null.
 * @param {PreparedItem} g
 * @param {PreparedItem} m
 * @returns {{ by: 'reference' | 'words', strength: number } | null}
 */
export function covers(g, m) {
  if (g.numbers.length > 0 && g.numbers.length <= 3 && g.numbers.some((n) => m.numbers.includes(n))) return { by: 'reference', strength: 2 };
  if (m.words.size === 0 || g.words.size === 0) return null;
  let shared = 0;
  for (const word of m.words) if (g.words.has(word)) shared++;
  if (shared * 2 >= m.words.size && shared * 5 >= g.words.size) return { by: 'words', strength: shared / m.words.size };
  return null;
}

/**
 * Counts for one release.
 * @param {PreparedItem[]} maintainer
 * @param {PreparedItem[]} generated
 */
export function evaluateRelease(maintainer, generated) {
  const counts = { maintainerItems: maintainer.length, covered: 0, generatedItems: generated.length, precise: 0, sectionComparable: 0, sectionAgree: 0 };
  const useful = new Set();
  for (const m of maintainer) {
    let best = null;
    for (const g of generated) {
      const hit = covers(g, m);
      if (!hit) continue;
      useful.add(g);
      if (!best || hit.strength > best.hit.strength) best = { g, hit };
    }
    if (!best) continue;
    counts.covered++;
    const wanted = kacSection(m.section);
    if (wanted && best.g.section) {
      counts.sectionComparable++;
      if (kacSection(best.g.section) === wanted) counts.sectionAgree++;
    }
  }
  counts.precise = useful.size;
  return counts;
}

/** Adds release counts together. */
export function addCounts(a, b) {
  const sum = { ...a };
  for (const key of Object.keys(b)) sum[key] = (sum[key] ?? 0) + b[key];
  return sum;
}

/** Ratios from pooled counts. */
export function scores(counts) {
  const coverage = counts.maintainerItems ? counts.covered / counts.maintainerItems : 0;
  const precision = counts.generatedItems ? counts.precise / counts.generatedItems : 0;
  const f1 = coverage + precision > 0 ? (2 * coverage * precision) / (coverage + precision) : 0;
  const sectionAgreement = counts.sectionComparable ? counts.sectionAgree / counts.sectionComparable : null;
  return { coverage, precision, f1, sectionAgreement };
}

/** Mean of the defined values (null when none). */
export function mean(values) {
  const defined = values.filter((value) => value !== null && value !== undefined && Number.isFinite(value));
  return defined.length ? defined.reduce((a, b) => a + b, 0) / defined.length : null;
}
