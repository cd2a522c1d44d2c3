/** Where a push's entry may point: what the code host and Chronicle know about the push. */
export type PushLinks = {
  /** The compare view of the push (GitHub's `compare` field, or built from a web remote). */
  compare?: string | null;
  /** The repository's public changelog page on Chronicle (`<public URL>/<publicSlug>`). */
  publicPage?: string | null;
  /** The repository's page on its host. */
  repository?: string | null;
};

/**
 * The link a push entry's social snippet carries: the compare view, else the public changelog
 * page, else the repository's page; null only when none is known (a local repository with no web
 * remote, outside Chronicle's server).
 */
export function pushLinkOf(links: PushLinks): string | null {
  for (const candidate of [links.compare, links.publicPage, links.repository]) {
    if (candidate && /^https?:\/\/\S+$/i.test(candidate.trim())) return candidate.trim();
  }
  return null;
}
