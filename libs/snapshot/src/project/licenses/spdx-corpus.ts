import { createRequire } from 'node:module';
import { licenseWords, wordBigrams } from './normalize.js';

type SpdxEntry = { name: string; licenseText: string };

/** One SPDX license as a comparison target: its text's bigrams (and those of variants), built on first use. */
export type Candidate = {
  id: string;
  /** Whitespace-separated words of the raw text, for the cheap first filter. */
  words: number;
  variants: () => Set<number>[];
};

// Deprecated SPDX ids (the package lists them without saying so). Each has a current twin whose
// text is the same or nearly, which would otherwise always tie with it.
const DEPRECATED = new Set([
  'AGPL-1.0', 'AGPL-3.0', 'BSD-2-Clause-FreeBSD', 'BSD-2-Clause-NetBSD', 'bzip2-1.0.5', 'eCos-2.0', 'GFDL-1.1', 'GFDL-1.2', 'GFDL-1.3',
  'GPL-1.0', 'GPL-2.0', 'GPL-2.0-with-autoconf-exception', 'GPL-2.0-with-bison-exception', 'GPL-2.0-with-classpath-exception',
  'GPL-2.0-with-font-exception', 'GPL-2.0-with-GCC-exception', 'GPL-3.0', 'GPL-3.0-with-autoconf-exception', 'GPL-3.0-with-GCC-exception',
  'LGPL-2.0', 'LGPL-2.1', 'LGPL-3.0', 'Net-SNMP', 'Nunit', 'StandardML-NJ', 'wxWindows',
]);

const END_OF_TERMS = /end of terms and conditions/i;

function memo<T>(build: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= build());
}

/**
 * The texts compared: the full license, and for licenses whose text goes on after "END OF TERMS AND
 * CONDITIONS" (Apache-2.0's appendix, the GPLs' "How to apply"), the terms alone as well, since
 * many LICENSE files stop there.
 */
function variantsOf(text: string): () => Set<number>[] {
  return memo(() => {
    const variants = [wordBigrams(licenseWords(text, true))];
    const end = END_OF_TERMS.exec(text);
    if (end) variants.push(wordBigrams(licenseWords(text.slice(0, end.index + end[0].length), true)));
    return variants;
  });
}

/** A cheap size measure: runs of letters and digits. */
export function rawWordCount(text: string): number {
  return text.match(/[A-Za-z0-9]+/g)?.length ?? 0;
}

/** Every current SPDX license with a text, loaded on first use (the list is a 5 MB JSON file). */
export const spdxCandidates = memo((): Candidate[] => {
  const require = createRequire(import.meta.url);
  const full = require('spdx-license-list/full') as Record<string, SpdxEntry>;
  return Object.entries(full)
    .filter(([id, entry]) => !DEPRECATED.has(id) && !id.endsWith('+') && entry.licenseText.trim() !== '')
    .map(([id, entry]) => ({ id, words: rawWordCount(entry.licenseText), variants: variantsOf(entry.licenseText) }));
});
