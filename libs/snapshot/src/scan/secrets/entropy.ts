/**
 * Shannon entropy in bits per character, as gitleaks computes it (`shannonEntropy`): characters are
 * counted by code point and the frequencies are taken over the UTF-8 length, so the figure matches
 * gitleaks' thresholds exactly (the two differ only for non-ASCII text).
 */
export function shannonEntropy(value: string): number {
  if (value === '') return 0;
  const counts = new Map<string, number>();
  for (const char of value) counts.set(char, (counts.get(char) ?? 0) + 1);
  const length = Buffer.byteLength(value, 'utf8');
  let entropy = 0;
  for (const count of counts.values()) {
    const frequency = count / length;
    entropy -= frequency * Math.log2(frequency);
  }
  return entropy;
}
