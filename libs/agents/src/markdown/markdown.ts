// The one way agents write Markdown: every listed thing goes through these helpers, so escaping,
// tables and code spans are the same in every document and stay within markdownlint's defaults.

/** A code span that survives any backticks inside the text (CommonMark: a longer fence, padded). */
export function code(text: string): string {
  const single = text.replace(/\s*\n\s*/g, ' ');
  const runs = single.match(/`+/g) ?? [];
  const fence = '`'.repeat(Math.max(0, ...runs.map((run) => run.length)) + 1);
  const pad = single.startsWith('`') || single.endsWith('`') ? ' ' : '';
  return `${fence}${pad}${single}${pad}${fence}`;
}

// A bare URL is a lint error (MD034) and its `_` or `*` would be escaped into a broken address, so
// URLs become autolinks, and `www.` and e-mail addresses are escaped out of GFM's literal autolinks.
const BARE_URL = /\bhttps?:\/\/[^\s<>`|]*[^\s<>`|.,;:!?'")\]]/g;

function escapeInline(value: string): string {
  return value
    .replace(/([\\`*_~[\]<>|])/g, '\\$1')
    // `#12` in quoted text (a doc comment's "see #12") is the text's, not a claim about this
    // repository's issues: written as a character reference, so the gate does not read a reference.
    .replace(/#(?!\d)/g, '\\#')
    .replace(/#(?=\d)/g, '&#35;')
    .replace(/\b(www)\./gi, '$1\\.')
    .replace(/(\w)@(?=[\w-]+\.\w)/g, '$1\\@')
    // A hex word of commit length in quoted text (`Seed 152609ca maintainers`, a hash in a doc
    // comment) is the text's, not a claim about this history.
    .replace(/(?<![\w./#&-])[0-9a-f]{7,40}(?![\w-]|\.\w)/g, (word) => (/\d/.test(word) && /[a-f]/.test(word) ? breakHex(word) : word));
}

/**
 * A character reference for every sixth character of a hex word, starting with the first: it
 * renders the same, and no seven hex digits stand together, so the gate does not read a SHA.
 */
export function breakHex(word: string): string {
  return [...word].map((char, index) => (index % 6 === 0 ? `&#x${char.charCodeAt(0).toString(16)};` : char)).join('');
}

/** Plain text safe inside a paragraph or a table cell: Markdown's active characters escaped, URLs as autolinks, `#12` and hex words unclaimed, one line. */
export function text(value: string): string {
  const single = value.replace(/\s*\n\s*/g, ' ').trim();
  let out = '';
  let last = 0;
  for (const match of single.matchAll(BARE_URL)) {
    out += `${escapeInline(single.slice(last, match.index))}<${match[0]}>`;
    last = match.index + match[0].length;
  }
  return out + escapeInline(single.slice(last));
}

/** A one-paragraph block quote of plain text (for quoted prose such as doc comments). */
export function quote(value: string): string {
  // A leading `-`, `+` or `1.` would turn the quote into a list.
  const body = text(value).replace(/^([-+])(\s)/, '\\$1$2').replace(/^(\d+)([.)])(\s)/, '$1\\$2$3');
  return `> ${body}`;
}

/** A doc comment's first paragraph, before any blank line or tag line (`@param`, `:param`), on one line; null when empty. */
export function summary(doc: string | null): string | null {
  if (doc === null) return null;
  const lines: string[] = [];
  for (const line of doc.trim().split('\n')) {
    if (line.trim() === '' || /^\s*[@:]\w/.test(line)) break;
    lines.push(line.trim());
  }
  const joined = lines.join(' ').trim();
  return joined === '' ? null : joined;
}

// One formatter: `toLocaleString` builds a new one on every call, which shows in a 50,000-row index.
const NUMBERS = new Intl.NumberFormat('en-US');

/** A number grouped by thousands, the same on every machine: `12,345`. */
export function number(value: number): string {
  return NUMBERS.format(value);
}

/** A table: header cells and rows of already-formatted cells (use `code()`/`text()` for cell content). */
export function table(headers: string[], rows: string[][], align?: ('left' | 'right')[]): string {
  const divider = headers.map((_, index) => (align?.[index] === 'right' ? '---:' : '---'));
  // An empty cell gets one space, not two, to keep markdownlint's consistent column style (MD060).
  const cell = (value: string) => (value === '' ? ' ' : ` ${value.replace(/\|/g, '\\|').replace(/\\\\\|/g, '\\|')} `);
  const line = (cells: string[]) => `|${cells.map(cell).join('|')}|`;
  return [line(headers), `| ${divider.join(' | ')} |`, ...rows.map(line)].join('\n');
}

/** A bulleted list, one item a line. */
export function list(items: string[]): string {
  return items.map((item) => `- ${item}`).join('\n');
}

/** A fenced code block; the fence grows past any backtick run inside. */
export function fence(body: string, info = ''): string {
  const runs = body.match(/`{3,}/g) ?? [];
  const marks = '`'.repeat(Math.max(2, ...runs.map((run) => run.length)) + 1);
  return `${marks}${info}\n${body.replace(/\n+$/, '')}\n${marks}`;
}

/**
 * The fragment GitHub (and markdownlint's link-fragments rule) gives a heading: its text as rendered,
 * lower-cased, without punctuation but `-` and `_`, spaces as `-`; `-1`, `-2`… for repeats, counted in
 * `seen` across the document's headings in order.
 */
export function headingAnchor(rendered: string, seen: Map<string, number>): string {
  const base = rendered.toLowerCase().replace(/[^\p{Letter}\p{Mark}\p{Number}\p{Connector_Punctuation}\- ]/gu, '').replace(/ /g, '-');
  const count = seen.get(base) ?? 0;
  seen.set(base, count + 1);
  return count === 0 ? base : `${base}-${count}`;
}

/** A place in the code as a link to its line: the text is `path:line` (what coverage counts), the target `path#L12` (a forge opens the line). */
export function lineLink(path: string, line: number): string {
  return link(`${path}:${line}`, `${path}#L${line}`);
}

/** A link whose text is escaped; the target's spaces and parentheses are percent-encoded. */
export function link(label: string, target: string): string {
  return `[${text(label)}](${target.replace(/[ ()]/g, (c) => encodeURIComponent(c))})`;
}

/** A whole document: blocks joined by one blank line, one trailing newline, no blank runs. */
export function document(blocks: (string | null | undefined | false)[]): string {
  return `${blocks
    .filter((block): block is string => typeof block === 'string' && block.trim() !== '')
    .map((block) => block.replace(/\s+$/, ''))
    .join('\n\n')}\n`;
}

/** Counts with their noun: `1 file`, `3 files`; numbers grouped by thousands — the one helper in @chronicle/contracts. */
export { plural } from '@chronicle/contracts';

/** Compares strings by code point, for deterministic sorting independent of the machine's locale. */
export function byText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** A heading line: `## Title`; the title is escaped unless it is already formatted (pass `raw`). */
export function heading(level: number, title: string, raw = false): string {
  return `${'#'.repeat(Math.min(6, Math.max(1, level)))} ${raw ? title.trim() : text(title)}`;
}


/** A command as a code span when it has words to run; a single word is written as plain text. */
export function command(value: string): string {
  const single = value.replace(/\s*\n\s*/g, ' ').trim();
  return /\s/.test(single) ? code(single) : text(single);
}

/** A node of a generated Mermaid flowchart: a safe `id` (letters, digits, `_`) and free label text. */
export type FlowNode = { id: string; label: string };
export type FlowEdge = { from: string; to: string; label?: string };
export type FlowGroup = { id: string; label: string; nodes: string[] };

/** Text for a quoted Mermaid label: quotes, angle brackets and `#` as Mermaid entity codes, one line. */
export function mermaidLabel(value: string): string {
  return value
    .replace(/\s*\n\s*/g, ' ')
    .replace(/#/g, '#35;')
    .replace(/"/g, '#quot;')
    .replace(/</g, '#lt;')
    .replace(/>/g, '#gt;')
    .trim();
}

/**
 * A Mermaid flowchart in a fenced block, built from data: every label is quoted and escaped, ids are
 * checked to be safe, and a group's id may never equal a node's id (Mermaid would merge them).
 */
export function flowchart(direction: 'LR' | 'TD', nodes: FlowNode[], edges: FlowEdge[], groups: FlowGroup[] = []): string {
  const ids = new Set(nodes.map((node) => node.id));
  for (const id of [...ids, ...groups.map((group) => group.id)]) {
    if (!/^[A-Za-z][A-Za-z0-9_]*$/.test(id)) throw new Error(`Mermaid id ${JSON.stringify(id)} is not a safe id`);
  }
  const clash = groups.find((group) => ids.has(group.id));
  if (clash) throw new Error(`Mermaid subgraph id ${clash.id} is also a node id`);
  const grouped = new Set(groups.flatMap((group) => group.nodes));
  const nodeLine = (node: FlowNode, indent: string) => `${indent}${node.id}["${mermaidLabel(node.label)}"]`;
  const byId = new Map(nodes.map((node) => [node.id, node]));
  const lines = [`flowchart ${direction}`];
  for (const group of groups) {
    lines.push(`  subgraph ${group.id}["${mermaidLabel(group.label)}"]`);
    for (const id of group.nodes) {
      const node = byId.get(id);
      if (node) lines.push(nodeLine(node, '    '));
    }
    lines.push('  end');
  }
  for (const node of nodes) if (!grouped.has(node.id)) lines.push(nodeLine(node, '  '));
  for (const edge of edges) {
    if (!ids.has(edge.from) || !ids.has(edge.to)) throw new Error(`Mermaid edge ${edge.from} --> ${edge.to} names an unknown node`);
    const label = edge.label ? `|"${mermaidLabel(edge.label)}"|` : '';
    lines.push(`  ${edge.from} -->${label} ${edge.to}`);
  }
  return fence(lines.join('\n'), 'mermaid');
}

