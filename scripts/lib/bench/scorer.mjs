// The one changelog scorer, ../shared/tools/changelog-eval.mjs beside the checkout: the benchmark
// calls it and never re-implements its rules (a re-implementation flattered us once: 0.57 claimed,
// 0.47 by the shared scorer).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const DEFAULT_SCORER = fileURLToPath(new URL('../../../../shared/tools/changelog-eval.mjs', import.meta.url));

/** Releases scored per corpus: the newest 30 tagged releases of the maintainers' changelog that have items. */
export const RELEASES_PER_CORPUS = 30;

/**
 * @typedef {{ repo: string, releases: number, missingReleases: number, maintainerItems: number,
 *   generatedItems: number, coverage: number, verbosity: number, sectionAgreement: number | null,
 *   precision: number, f1: number,
 *   perRelease: { version: string, maintainer: number, generated: number, covered: number }[] }} Score
 */

/**
 * Scores a generated changelog (Markdown `file`) or one of the scorer's baselines against a corpus.
 * @param {{ scorer?: string, corpusDir: string, file?: string, baseline?: 'naive' | 'smart' | 'prtitle', last?: number }} input
 * @returns {Score}
 */
export function scoreChangelog({ scorer = DEFAULT_SCORER, corpusDir, file, baseline, last = RELEASES_PER_CORPUS }) {
  if (!existsSync(scorer)) throw new Error(`the changelog scorer is missing: ${scorer}`);
  const args = [scorer, corpusDir, ...(baseline ? ['--baseline', baseline] : [file]), ...(last > 0 ? ['--last', String(last)] : []), '--json'];
  const result = spawnSync(process.execPath, args, { encoding: 'utf8', maxBuffer: 64 << 20 });
  if (result.status !== 0) throw new Error(`changelog-eval.mjs failed (exit ${result.status}): ${result.stderr.trim().split('\n').slice(-3).join(' ')}`);
  return JSON.parse(result.stdout);
}

/** Releases the maintainers filled that the generated changelog lacks (`missing`) or leaves without items (`empty`). */
export function releaseGaps(score) {
  const empty = score.perRelease.filter((release) => release.maintainer > 0 && release.generated === 0).map((release) => release.version);
  return { missing: score.missingReleases, empty: empty.length, emptyVersions: empty };
}
