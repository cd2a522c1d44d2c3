import { useCallback, useState } from 'react';
import { DEFAULT_SUMMARY_TONE, SUMMARY_TONES, type SummaryTone } from '@chronicle/contracts';

/** Spec §3: the tone is kept in the browser under this key. */
export const SUMMARY_TONE_STORAGE_KEY = 'summaryTone';

export function readStoredTone(): SummaryTone {
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(SUMMARY_TONE_STORAGE_KEY);
  } catch {
    // Storage refused (privacy settings): the default applies.
  }
  return SUMMARY_TONES.find((tone) => tone === stored) ?? DEFAULT_SUMMARY_TONE;
}

function storeTone(tone: SummaryTone): void {
  try {
    localStorage.setItem(SUMMARY_TONE_STORAGE_KEY, tone);
  } catch {
    // Storage refused: the choice lasts for this page only.
  }
}

/** Forgets the tone kept in this browser: a deleted account leaves no choice behind for the next one. */
export function forgetStoredTone(): void {
  try {
    localStorage.removeItem(SUMMARY_TONE_STORAGE_KEY);
  } catch {
    // Storage refused: nothing was kept.
  }
}

/** The tone kept in this browser, and a setter that keeps it there. */
export function useStoredTone(): [SummaryTone, (tone: SummaryTone) => void] {
  const [tone, setTone] = useState(readStoredTone);
  const update = useCallback((next: SummaryTone) => {
    storeTone(next);
    setTone(next);
  }, []);
  return [tone, update];
}
