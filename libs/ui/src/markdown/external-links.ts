/** A link that leaves Chronicle (opened in a new tab, without a referrer's opener). */
export function isExternal(href: string): boolean {
  return /^https?:/i.test(href);
}
