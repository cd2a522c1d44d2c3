/** A document's Markdown as the page's JSON carries it: whole, or its beginning with the whole size. */
export type PagePart = { content: string; truncated: boolean; contentBytes: number };

/**
 * The first `limit` UTF-8 bytes of a document at most, cut where a reader expects a break: before
 * the last heading in the second half of that part, else after its last full line there, else (one
 * line longer than half the part, such as a long list of links) after its last space. The page
 * says the document was cut and links the whole Markdown.
 */
export function pagePartOf(markdown: string, limit: number): PagePart {
  const bytes = Buffer.from(markdown, 'utf8');
  if (bytes.length <= limit) return { content: markdown, truncated: false, contentBytes: bytes.length };
  // One byte is kept for the final line end.
  let end = limit - 1;
  // Never inside a character: back to the first byte of a UTF-8 sequence.
  while (end > 0 && (bytes[end]! & 0xc0) === 0x80) end--;
  const part = bytes.subarray(0, end).toString('utf8');
  const half = part.length / 2;
  const heading = lastMatchStart(part, /\n {0,3}#{1,6}[ \t]/g);
  const cut =
    heading >= half ? heading + 1
    : part.lastIndexOf('\n') >= half ? part.lastIndexOf('\n') + 1
    : part.lastIndexOf(' ') >= half ? part.lastIndexOf(' ')
    : part.length;
  return { content: `${part.slice(0, cut).trimEnd()}\n`, truncated: true, contentBytes: bytes.length };
}

function lastMatchStart(text: string, pattern: RegExp): number {
  let last = -1;
  for (const match of text.matchAll(pattern)) last = match.index;
  return last;
}
