// A small Markdown reader of its own (the engine's Markdown helpers are not used): fenced blocks,
// ATX headings, inline code spans (CommonMark backtick-run rule), inline and reference links, table
// cells and the prose left once code is taken out. Good enough for generated documents, which keep
// a code span on one line; HTML comments are skipped.

const FENCE = /^ {0,3}(`{3,}|~{3,})\s*([^`\s]*)?.*$/;
const HEADING = /^ {0,3}(#{1,6})(?:\s+(.*?))?\s*#*\s*$/;

/**
 * @typedef {{ text: string, line: number, block: number }} Span
 * @typedef {{ text: string, target: string, line: number, block: number, image: boolean }} Link
 * @typedef {{ level: number, text: string, line: number, slug: string, spans: string[] }} Heading
 * @typedef {{ heading: number, chain: number[], spans: Set<string> }} Block
 * @typedef {{ lang: string, content: string, line: number }} Fence
 * @typedef {{ text: string, line: number }} ProseLine
 * @typedef {{ cells: string[], line: number }} TableRow
 * @typedef {{ spans: Span[], links: Link[], headings: Heading[], blocks: Block[], fences: Fence[],
 *   prose: ProseLine[], rows: TableRow[], lines: string[] }} ParsedDocument
 */

/**
 * Parses one document.
 * @param {string} text
 * @returns {ParsedDocument}
 */
export function parseMarkdown(text) {
  const lines = text.split(/\r?\n/);
  /** @type {ParsedDocument} */
  const doc = { spans: [], links: [], headings: [], blocks: [{ heading: -1, chain: [], spans: new Set() }], fences: [], prose: [], rows: [], lines };
  const definitions = new Map();
  const pendingRefs = [];
  let fence = null;
  let inComment = false;
  for (let index = 0; index < lines.length; index++) {
    const raw = lines[index];
    const lineNo = index + 1;
    if (fence) {
      if (closesFence(raw, fence.marker)) {
        doc.fences.push({ lang: fence.lang, content: fence.body.join('\n'), line: fence.line });
        fence = null;
      } else fence.body.push(raw);
      continue;
    }
    const open = FENCE.exec(raw);
    if (open) {
      fence = { marker: open[1], lang: (open[2] ?? '').toLowerCase(), body: [], line: lineNo };
      continue;
    }
    let line = raw;
    ({ line, inComment } = stripComments(line, inComment));
    const definition = /^ {0,3}\[([^\]]+)\]:\s*<?(\S+?)>?(?:\s+["'(].*)?$/.exec(line);
    if (definition) {
      definitions.set(normalizeLabel(definition[1]), definition[2]);
      continue;
    }
    const heading = HEADING.exec(line);
    if (heading) startBlock(doc, heading[1].length, heading[2] ?? '', lineNo);
    readInline(doc, line, lineNo, pendingRefs);
    if (/^\s*\|.*\|\s*$/.test(line) && !/^\s*\|?\s*:?-{3,}:?\s*(\|\s*:?-{3,}:?\s*)*\|?\s*$/.test(line)) {
      doc.rows.push({ cells: splitCells(line), line: lineNo });
    }
  }
  if (fence) doc.fences.push({ lang: fence.lang, content: fence.body.join('\n'), line: fence.line, unclosed: true });
  for (const ref of pendingRefs) {
    const target = definitions.get(normalizeLabel(ref.label));
    if (target !== undefined) doc.links.push({ text: ref.text, target, line: ref.line, block: ref.block, image: ref.image });
  }
  return doc;
}

function closesFence(line, marker) {
  const match = /^ {0,3}(`{3,}|~{3,})\s*$/.exec(line);
  return Boolean(match && match[1][0] === marker[0] && match[1].length >= marker.length);
}

function stripComments(line, inComment) {
  let out = '';
  let rest = line;
  while (rest.length) {
    if (inComment) {
      const end = rest.indexOf('-->');
      if (end < 0) return { line: out, inComment: true };
      rest = rest.slice(end + 3);
      inComment = false;
    } else {
      const start = commentStart(rest);
      if (start < 0) return { line: out + rest, inComment: false };
      out += rest.slice(0, start);
      rest = rest.slice(start + 4);
      inComment = true;
    }
  }
  return { line: out, inComment };
}

/** Where an HTML comment opens: `<!--`, but not `\<!--` (an escaped `<`, text in CommonMark). */
function commentStart(text) {
  for (let start = text.indexOf('<!--'); start >= 0; start = text.indexOf('<!--', start + 1)) {
    if (!isEscaped(text, start)) return start;
  }
  return -1;
}

function normalizeLabel(label) {
  return label.trim().replace(/\s+/g, ' ').toLowerCase();
}

function startBlock(doc, level, rawText, lineNo) {
  const spans = codeSpans(rawText).map((span) => span.text);
  const text = rawText.trim();
  doc.headings.push({ level, text, line: lineNo, slug: '', spans });
  const headingIndex = doc.headings.length - 1;
  const chain = [];
  for (let i = headingIndex - 1, minLevel = level; i >= 0 && minLevel > 1; i--) {
    if (doc.headings[i].level < minLevel) {
      chain.unshift(i);
      minLevel = doc.headings[i].level;
    }
  }
  chain.push(headingIndex);
  doc.blocks.push({ heading: headingIndex, chain, spans: new Set() });
}

/**
 * Code spans of one line (CommonMark: a run of n backticks closes at the next run of exactly n).
 * @param {string} line
 * @returns {{ text: string, start: number, end: number }[]}
 */
export function codeSpans(line) {
  const spans = [];
  let index = 0;
  while (index < line.length) {
    const tick = line.indexOf('`', index);
    if (tick < 0) break;
    if (tick > 0 && isEscaped(line, tick)) {
      index = tick + 1;
      continue;
    }
    const run = /^`+/.exec(line.slice(tick))[0].length;
    const close = findRun(line, tick + run, run);
    if (close < 0) {
      index = tick + run;
      continue;
    }
    let text = line.slice(tick + run, close);
    if (text.length > 2 && text.startsWith(' ') && text.endsWith(' ') && text.trim()) text = text.slice(1, -1);
    spans.push({ text, start: tick, end: close + run });
    index = close + run;
  }
  return spans;
}

function isEscaped(line, position) {
  let backslashes = 0;
  for (let i = position - 1; i >= 0 && line[i] === '\\'; i--) backslashes++;
  return backslashes % 2 === 1;
}

function findRun(line, from, length) {
  let index = from;
  while (index < line.length) {
    const tick = line.indexOf('`', index);
    if (tick < 0) return -1;
    const run = /^`+/.exec(line.slice(tick))[0].length;
    if (run === length) return tick;
    index = tick + run;
  }
  return -1;
}

/** Code spans, links and prose of one line; code span contents are masked before links are read. */
function readInline(doc, line, lineNo, pendingRefs) {
  const block = doc.blocks.length - 1;
  const spans = codeSpans(line);
  let masked = line;
  let prose = line;
  for (const span of spans) {
    doc.spans.push({ text: span.text, line: lineNo, block });
    doc.blocks[block].spans.add(span.text);
    masked = masked.slice(0, span.start) + '\u0001'.repeat(span.end - span.start) + masked.slice(span.end);
    prose = prose.slice(0, span.start) + ' '.repeat(span.end - span.start) + prose.slice(span.end);
  }
  const link = /(!?)\[((?:[^\]\\]|\\.)*)\]\(\s*<?([^)\s>]*)>?(?:\s+(?:"[^"]*"|'[^']*'|\([^)]*\)))?\s*\)/g;
  for (let match = link.exec(masked); match; match = link.exec(masked)) {
    const text = line.slice(match.index + match[1].length + 1, match.index + match[1].length + 1 + match[2].length);
    doc.links.push({ text, target: match[3], line: lineNo, block, image: match[1] === '!' });
  }
  const reference = /(!?)\[((?:[^\]\\]|\\.)+)\](?:\[([^\]]*)\])?(?![(:])/g;
  for (let match = reference.exec(masked); match; match = reference.exec(masked)) {
    const text = line.slice(match.index + match[1].length + 1, match.index + match[1].length + 1 + match[2].length);
    pendingRefs.push({ text, label: match[3] || match[2], line: lineNo, block, image: match[1] === '!' });
  }
  doc.prose.push({ text: prose, line: lineNo });
}

/** Cells of a table row, split on unescaped pipes (GFM splits inside code spans too). */
export function splitCells(line) {
  const trimmed = line.trim();
  const cells = [];
  let current = '';
  for (let i = 0; i < trimmed.length; i++) {
    if (trimmed[i] === '|' && !isEscaped(trimmed, i)) {
      cells.push(current);
      current = '';
    } else current += trimmed[i];
  }
  cells.push(current);
  if (trimmed.startsWith('|')) cells.shift();
  if (trimmed.endsWith('|') && !isEscaped(trimmed, trimmed.length - 1)) cells.pop();
  return cells.map((cell) => cell.trim());
}

/**
 * GitHub's heading anchors (github-slugger's rule): lowercase, drop what is not a letter, digit,
 * mark, connector, space or hyphen, spaces to hyphens; a repeated slug gets `-1`, `-2`…
 * @param {ParsedDocument} doc
 * @returns {Set<string>}
 */
export function headingSlugs(doc) {
  const seen = new Map();
  const slugs = new Set();
  for (const heading of doc.headings) {
    const plain = heading.text.replace(/<[^>]+>/g, '').replace(/`/g, '').replace(/\[([^\]]*)\]\([^)]*\)/g, '$1').trim();
    const base = plain.toLowerCase().replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '').replace(/ /g, '-');
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    heading.slug = count ? `${base}-${count}` : base;
    slugs.add(heading.slug);
  }
  return slugs;
}
