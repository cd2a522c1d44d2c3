/** A link that leaves Chronicle (opened in a new tab, without a referrer's opener). */
export function isExternal(href: string): boolean {
  return /^https?:/i.test(href);
}

// Control characters and spaces a browser strips from a URL before it reads the scheme (`java\tscript:`).
const IGNORED = /[\u0000-\u0020\u007f-\u009f]/g;

/**
 * The last word on a link or image address of a Markdown view, after the page's own transform:
 * http(s), mailto, an in-page `#anchor` or a same-site path stay; any other scheme (javascript:,
 * data:, vbscript:, file:…) and protocol-relative `//host` addresses are dropped (undefined: the
 * words stay, the link goes).
 */
export function safeHref(href: string | null | undefined): string | undefined {
  if (!href) return undefined;
  const bare = href.replace(IGNORED, '');
  if (bare === '') return undefined;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(bare);
  if (scheme) return /^(?:https?|mailto)$/i.test(scheme[1]!) ? href.trim() : undefined;
  if (/^[/\\]{2}/.test(bare)) return undefined;
  // A colon before any `/`, `?` or `#` would be read as a scheme by some parser: not a path.
  if (/^[^/?#]*:/.test(bare)) return undefined;
  return href.trim();
}
