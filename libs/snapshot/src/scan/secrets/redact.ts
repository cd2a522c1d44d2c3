/** Takes the pieces of known secrets out of a text. */
export type Redact = (text: string) => string;

/** A piece of a secret this long or longer is never kept; shorter ones say nothing about the value. */
export const SECRET_PIECE = 8;

/**
 * A function that replaces, in any text, every run of characters that belongs to a piece of at least
 * eight characters of one of these secrets with `…` — so a signature, a comment, a README paragraph
 * or a CI command that quotes a secret keeps its words but never the value, nor a long piece of it.
 * Null when there is nothing to take out. Secrets shorter than a piece are taken out whole.
 */
export function secretRedactor(secrets: readonly string[]): Redact | null {
  const pieces = new Map<number, Set<string>>();
  for (const secret of secrets) {
    const size = Math.min(SECRET_PIECE, secret.length);
    if (size === 0) continue;
    const set = pieces.get(size) ?? new Set<string>();
    for (let start = 0; start + size <= secret.length; start++) set.add(secret.slice(start, start + size));
    pieces.set(size, set);
  }
  if (pieces.size === 0) return null;
  // One native search tells nearly every text apart as holding no piece, without the slices a
  // position-by-position check allocates (a 10,000-file snapshot has tens of millions of characters).
  const anyPiece = new RegExp([...pieces.values()].flatMap((set) => [...set]).map(escapeRegExp).join('|'));
  return (text) => (anyPiece.test(text) ? redactText(text, pieces) : text);
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function redactText(text: string, pieces: ReadonlyMap<number, ReadonlySet<string>>): string {
  const covered = new Uint8Array(text.length);
  let any = false;
  for (const [size, set] of pieces) {
    for (let start = 0; start + size <= text.length; start++) {
      if (!set.has(text.slice(start, start + size))) continue;
      covered.fill(1, start, start + size);
      any = true;
    }
  }
  if (!any) return text;
  let out = '';
  for (let index = 0; index < text.length; index++) {
    if (!covered[index]) out += text[index];
    else if (index === 0 || !covered[index - 1]) out += '…';
  }
  return out;
}

/**
 * The value (facts: objects, arrays, strings) with every string passed through `redact`: copied
 * only along the way to a string that changed, so untouched objects and arrays are the same ones.
 */
export function redactStrings<T>(value: T, redact: Redact): T {
  if (typeof value === 'string') return redact(value) as T;
  if (Array.isArray(value)) {
    let copy: unknown[] | null = null;
    value.forEach((item, index) => {
      const redacted = redactStrings(item, redact);
      if (redacted !== item) (copy ??= [...value])[index] = redacted;
    });
    return (copy ?? value) as T;
  }
  if (typeof value === 'object' && value !== null) {
    let copy: Record<string, unknown> | null = null;
    for (const [key, item] of Object.entries(value)) {
      const redacted = redactStrings(item, redact);
      if (redacted !== item) (copy ??= { ...(value as Record<string, unknown>) })[key] = redacted;
    }
    return (copy ?? value) as T;
  }
  return value;
}

/**
 * Facts that quote text, with every piece of these secrets taken out (see `secretRedactor`): the
 * same value when there are none. For facts read from the texts the secrets were found in.
 */
export function withoutSecrets<T>(value: T, secrets: readonly { secret: string }[]): T {
  const redact = secretRedactor(secrets.map((found) => found.secret));
  return redact ? redactStrings(value, redact) : value;
}
