import type { CodeSymbol, Snapshot } from '@chronicle/snapshot';
import type { CodeHit } from './source.js';

/** Terms shorter than this are not looked up in signatures and doc comments (`a`, `of`). */
const MIN_TEXT_TERM = 3;
/** Terms shorter than this match a name only whole (`7` is not looked for inside `handler17`). */
const MIN_NAME_PART = 2;
/** What one query term scores in each field, and the bonus of the whole query naming the declaration. */
const WEIGHT = { nameEquals: 6, nameContains: 3, qualifiedName: 2.5, signature: 1.5, doc: 1, wholeName: 10, exported: 0.5 } as const;

/**
 * The declarations of the snapshot's `source` files (tests, examples, fixtures left out) that a
 * search query names: each query word is looked for in the name, the qualified name, the signature
 * and the doc comment (words of three letters or more in the last two, at a word start).
 * Declarations holding every word come first; when none does, those holding any. `relevance` is
 * 0–1: the share of the best possible score (every word in the name, the whole query the name),
 * so a declaration matched only by its doc comment ranks below a document section that holds every
 * word. Pure: the API runs it in a worker thread, next to the snapshot.
 */
export function searchCodeInSnapshot(snapshot: Snapshot, terms: string[], limit: number): CodeHit[] {
  const words = [...new Set(terms.map((term) => term.toLowerCase()).filter(Boolean))];
  if (words.length === 0 || limit <= 0) return [];
  const whole = words.join('');
  const best = WEIGHT.nameEquals * words.length + WEIGHT.wholeName + WEIGHT.exported;
  const all: CodeHit[] = [];
  const some: CodeHit[] = [];
  for (const file of snapshot.files) {
    if (file.role !== 'source') continue;
    for (const symbol of file.code.symbols) {
      const scored = scoreOf(symbol, words, whole);
      if (scored.matched === 0) continue;
      const hit: CodeHit = { name: symbol.name, qualifiedName: symbol.qualifiedName, kind: symbol.kind, signature: symbol.signature, doc: symbol.doc, exported: symbol.exported, file: file.path, line: symbol.line, relevance: Math.round((scored.score / best) * 100) / 100 };
      (scored.matched === words.length ? all : some).push(hit);
    }
  }
  const ranked = (all.length ? all : some).sort((a, b) => b.relevance - a.relevance || Number(b.exported) - Number(a.exported) || a.file.localeCompare(b.file) || a.line - b.line);
  // With only some words matched, a declaration is as relevant as the share of words it holds.
  if (!all.length) for (const hit of ranked) hit.relevance = Math.round(hit.relevance * 50) / 100;
  return ranked.slice(0, limit);
}

function scoreOf(symbol: CodeSymbol, words: string[], whole: string): { score: number; matched: number } {
  const name = symbol.name.toLowerCase();
  const qualified = symbol.qualifiedName.toLowerCase();
  const signature = symbol.signature.toLowerCase();
  const doc = symbol.doc?.toLowerCase() ?? '';
  let score = 0;
  let matched = 0;
  for (const word of words) {
    const text = word.length >= MIN_TEXT_TERM;
    const wordScore = Math.max(
      name === word ? WEIGHT.nameEquals : word.length >= MIN_NAME_PART && name.includes(word) ? WEIGHT.nameContains : 0,
      word.length >= MIN_NAME_PART && qualified.includes(word) ? WEIGHT.qualifiedName : 0,
      text && atWordStart(signature, word) ? WEIGHT.signature : 0,
      text && atWordStart(doc, word) ? WEIGHT.doc : 0,
    );
    if (wordScore > 0) matched++;
    score += wordScore;
  }
  if (matched === 0) return { score, matched };
  if (name === whole || qualified.replace(/[^\p{L}\p{N}]/gu, '') === whole) score += WEIGHT.wholeName;
  if (symbol.exported) score += WEIGHT.exported;
  return { score, matched };
}

/** Whether `word` starts a word of `text` (`get` in "getRoute(path)" and "the get method", not in "target"). */
function atWordStart(text: string, word: string): boolean {
  for (let at = text.indexOf(word); at !== -1; at = text.indexOf(word, at + 1)) {
    if (at === 0 || !/[\p{L}\p{N}]/u.test(text[at - 1]!)) return true;
  }
  return false;
}
