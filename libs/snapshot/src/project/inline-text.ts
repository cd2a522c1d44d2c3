const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', emsp: ' ', ensp: ' ', thinsp: ' ', mdash: '—', ndash: '–', hellip: '…', copy: '©', reg: '®', trade: '™', middot: '·' };

/** `&amp;`, `&#39;`, `&#x2014;` decoded; unknown names kept. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, body: string) => {
    if (body[0] === '#') {
      const code = body[1] === 'x' || body[1] === 'X' ? Number.parseInt(body.slice(2), 16) : Number.parseInt(body.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code < 0x110000 ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[body.toLowerCase()] ?? whole;
  });
}

/**
 * Markdown inline text as plain text: images and badges removed, links reduced to their text,
 * HTML tags dropped, emphasis and code markers removed, entities decoded, whitespace collapsed.
 */
export function markdownInlineText(source: string): string {
  let text = source
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(/!\[[^\]]*\](\([^)]*\)|\[[^\]]*\])?/g, ' ')
    .replace(/\[\s*\]\([^)]*\)|\[\s*\]\[[^\]]*\]/g, ' ')
    .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]+)\]\[[^\]]*\]/g, '$1')
    .replace(/\[([^\]]+)\]/g, '$1')
    .replace(/<(https?:\/\/[^>\s]+)>/g, '$1')
    .replace(/<\/?[A-Za-z][^>]*>/g, ' ');
  text = text
    .replace(/`+([^`]+)`+/g, '$1')
    .replace(/(\*\*|__)(?=\S)([\s\S]*?\S)\1/g, '$2')
    .replace(/\*(?=[^\s*])([^*\n]*?[^\s*])\*/g, '$1')
    .replace(/(^|[^\w])_(?=\S)([^_]*?\S)_(?!\w)/g, '$1$2')
    .replace(/~~([^~]+)~~/g, '$1')
    .replace(/\\([\\`*_{}[\]()#+\-.!|>~])/g, '$1')
    .replace(/ {2,}$|\\$/gm, '');
  return decodeEntities(text).replace(/\s+/g, ' ').trim();
}

/** reStructuredText inline text as plain text: links and roles reduced to their text, markup removed. */
export function rstInlineText(source: string): string {
  const text = source
    .replace(/`([^`<]+?)\s*<[^>]+>`__?/g, '$1')
    .replace(/:[\w:-]+:`([^`]+)`/g, '$1')
    .replace(/``([^`]+)``/g, '$1')
    .replace(/`([^`]+)`_{0,2}/g, '$1')
    .replace(/\*\*([^*]+)\*\*/g, '$1')
    .replace(/\*([^*]+)\*/g, '$1')
    .replace(/\|[^|\s][^|]*\|_{0,2}/g, ' ')
    .replace(/\b([A-Za-z0-9][\w-]*?[A-Za-z0-9])__?(?=[\s.,;:!?)]|$)/g, '$1');
  return decodeEntities(text).replace(/\s+/g, ' ').trim();
}

/** Whether cleaned text reads as prose: it has letters once punctuation and symbols are set aside. */
export function isProse(text: string): boolean {
  return /\p{L}{2,}/u.test(text);
}
