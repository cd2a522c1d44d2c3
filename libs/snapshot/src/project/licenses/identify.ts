import { dice, licenseWords, wordBigrams } from './normalize.js';
import { rawWordCount, spdxCandidates } from './spdx-corpus.js';

/** Below this the text is not taken for any license. */
const MIN_SIMILARITY = 0.8;
/** The best must beat the next different license by this much (MIT and JSON are ~0.03 apart). */
const MIN_MARGIN = 0.01;
/**
 * Texts whose word counts differ more than this factor are not compared: at a ratio r the Dice
 * coefficient is at most 2r/(1+r), under MIN_SIMILARITY for r < 2/3; the rest is slack for
 * template fields and copyright lines.
 */
const SIZE_FACTOR = 1.6;

export type LicenseMatch = { spdxId: string | null; similarity: number };

type Scored = { id: string; score: number; size: number };

/** Among licenses with the same text (GPL-2.0-only and -or-later, MPL-2.0 and its no-copyleft variant): `-only` first, then the shortest id. */
function preferred(a: Scored, b: Scored): number {
  const only = Number(b.id.endsWith('-only')) - Number(a.id.endsWith('-only'));
  return only || a.id.length - b.id.length || (a.id < b.id ? -1 : 1);
}

/**
 * Identifies a license text against the SPDX list by the Dice coefficient of normalised word
 * bigrams. Returns the best id when it scores at least 0.8 and beats the best different license by
 * at least 0.01; otherwise null with the best score. Licenses whose texts are identical (the
 * -only/-or-later pairs of the GPL family) cannot be told apart by text: the `-only` id is returned.
 */
export function identifyLicense(text: string): LicenseMatch {
  const input = wordBigrams(licenseWords(text, false));
  if (input.size === 0) return { spdxId: null, similarity: 0 };
  const words = rawWordCount(text);
  const scored: Scored[] = [];
  for (const candidate of spdxCandidates()) {
    if (candidate.words > words * SIZE_FACTOR || candidate.words * SIZE_FACTOR < words) continue;
    let best: Scored = { id: candidate.id, score: 0, size: 0 };
    for (const variant of candidate.variants()) {
      const score = dice(input, variant);
      if (score > best.score) best = { id: candidate.id, score, size: variant.size };
    }
    scored.push(best);
  }
  scored.sort((a, b) => b.score - a.score || preferred(a, b));
  const top = scored[0];
  if (!top) return { spdxId: null, similarity: 0 };
  const twin = (entry: Scored) => Math.abs(entry.score - top.score) < 1e-9 && entry.size === top.size;
  const twins = scored.filter(twin).sort(preferred);
  const runnerUp = scored.find((entry) => !twin(entry))?.score ?? 0;
  const similarity = Math.round(top.score * 10000) / 10000;
  const clear = top.score >= MIN_SIMILARITY && top.score - runnerUp >= MIN_MARGIN;
  return { spdxId: clear ? twins[0]!.id : null, similarity };
}
