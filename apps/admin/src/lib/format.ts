// How the admin panel writes dates and links.

const DAY = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric' });

/** 'Nov 21, 2026', in the reader's time zone. */
export function dateText(iso: string): string {
  return DAY.format(new Date(iso));
}

/** The project's public changelog page, on this origin (spec §2: origin/{publicSlug}). */
export function publicUrl(origin: string, publicSlug: string): string {
  return `${origin}/${publicSlug}`;
}

/** The short form of a commit SHA. */
export function shortSha(sha: string): string {
  return sha.slice(0, 7);
}
