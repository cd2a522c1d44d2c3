import type { MicromarkToken } from 'markdownlint';
import { classifySpan, isSha, type MentionKind } from './classify.js';
import { lintUnits, type LintUnit } from './lint-units.js';
import { byLineThenMessage, lineCountOf, parseUnits, type ParsedDocument, type ParsedUnit } from './markdown-lint.js';

/** Something a document names that the gate may check against the snapshot. */
export type Mention = {
  kind: MentionKind;
  /** As written: the code span's text, the link's target, `#123`, the SHA. */
  text: string;
  /** 1-based document line. */
  line: number;
  /** Where it was found: a code span, running text, or a link target. */
  source: 'code' | 'prose' | 'link';
};

export type Heading = { level: number; text: string; line: number };
export type MermaidBlock = { line: number; source: string };

/** What the gate reads from a document: its mentions, and what coverage, sections and diagrams need. */
export type DocumentInventory = {
  /** In document order. */
  mentions: Mention[];
  /** Every code span's text. */
  codeSpans: Set<string>;
  /** Every link's text, as read (escapes resolved, code spans unwrapped). */
  linkTexts: Set<string>;
  /** ATX and setext headings. */
  headings: Heading[];
  mermaidBlocks: MermaidBlock[];
};

// Blocks and inlines that are not read for mentions: code, HTML, math.
const NOT_READ = new Set(['codeIndented', 'htmlFlow', 'htmlText', 'mathFlow', 'mathText']);
// `#123` in running text, not `&#123;`, `a#1`, `owner/repo#1` or `##1`.
const REFERENCE = /(?<![\w&/#])#(\d+)(?!\w)/g;
// A hex word of commit length, not part of a longer word, path, colour or UUID.
const SHA_WORD = /(?<![\w./#-])[0-9a-f]{7,40}(?![\w-]|\.\w)/g;
// A digest written with its algorithm (`sha256:0a1b2c3d4e5f`, a secret's fingerprint) is no commit.
const DIGEST_PREFIX = /\b(?:md5|sha1|sha224|sha256|sha384|sha512):$/i;

/** What the gate reads from a document's text alone: its lint findings (when asked for), its line count and its inventory. */
export type DocumentReading = ParsedDocument & { inventory: DocumentInventory };

/** The mentions of a Markdown document, in order. */
export function extractMentions(markdown: string): Mention[] {
  return readMarkdown(markdown, { lint: false }).inventory.mentions;
}

/** Parses a document once, unit by unit, for everything the gate checks; lints it too when asked. */
export function readMarkdown(markdown: string, options: { lint: boolean }): DocumentReading {
  return { ...readUnits(lintUnits(markdown), options), lineCount: lineCountOf(markdown) };
}

/** What {@link readMarkdown} reads from some of a document's lint units: a part of a long document's reading. */
export type PartReading = Omit<DocumentReading, 'lineCount'>;

/** Reads some of a document's lint units (in the order `lintUnits` gives them). */
export function readUnits(units: readonly LintUnit[], options: { lint: boolean }): PartReading {
  const inventory: DocumentInventory = { mentions: [], codeSpans: new Set(), linkTexts: new Set(), headings: [], mermaidBlocks: [] };
  const findings = parseUnits(units, options, (unit) => new Walker(unit, inventory).walk(unit.tokens));
  sortByLine(inventory);
  return { findings, inventory };
}

/**
 * One document's reading from the readings of its units' parts, given in the units' order: the same
 * reading as {@link readMarkdown} of the whole (a line belongs to one unit, and the sorts are stable).
 */
export function mergeReadings(parts: readonly PartReading[], lineCount: number): DocumentReading {
  const inventory: DocumentInventory = { mentions: [], codeSpans: new Set(), linkTexts: new Set(), headings: [], mermaidBlocks: [] };
  for (const { inventory: part } of parts) {
    for (const span of part.codeSpans) inventory.codeSpans.add(span);
    for (const text of part.linkTexts) inventory.linkTexts.add(text);
  }
  // concat, not push(...): a part's mentions can outnumber the arguments a call may take.
  inventory.mentions = inventory.mentions.concat(...parts.map((part) => part.inventory.mentions));
  inventory.headings = inventory.headings.concat(...parts.map((part) => part.inventory.headings));
  inventory.mermaidBlocks = inventory.mermaidBlocks.concat(...parts.map((part) => part.inventory.mermaidBlocks));
  sortByLine(inventory);
  return { findings: parts.flatMap((part) => part.findings).sort(byLineThenMessage), lineCount, inventory };
}

function sortByLine(inventory: DocumentInventory): void {
  inventory.mentions.sort((a, b) => a.line - b.line);
  inventory.headings.sort((a, b) => a.line - b.line);
  inventory.mermaidBlocks.sort((a, b) => a.line - b.line);
}

class Walker {
  private prose = '';
  private proseLine = 0;

  constructor(
    private readonly unit: ParsedUnit,
    private readonly inventory: DocumentInventory,
  ) {}

  walk(tokens: readonly MicromarkToken[]): void {
    for (const token of tokens) this.visit(token);
    this.flush();
  }

  private visit(token: MicromarkToken): void {
    switch (token.type) {
      case 'data':
        return this.append(token, token.text);
      case 'characterEscape':
        return this.append(token, token.text.slice(1));
      case 'lineEnding':
        return this.append(token, '\n');
    }
    this.flush();
    if (NOT_READ.has(token.type)) return;
    // Typed as a string: the GFM extensions' token types are not in micromark's own type map.
    switch (token.type as string) {
      case 'codeText':
        return this.codeSpan(token);
      case 'link':
      case 'image':
        return this.link(token);
      case 'definition':
        return this.target(token.startLine, descendant(token, 'definitionDestinationString')?.text);
      case 'autolink':
        return this.target(token.startLine, descendant(token, 'autolinkProtocol')?.text);
      case 'literalAutolink':
        return this.target(token.startLine, descendant(token, 'literalAutolinkHttp')?.text);
      case 'codeFenced':
        return this.fence(token);
      case 'atxHeading':
      case 'setextHeading':
        this.heading(token);
    }
    this.walk(token.children);
  }

  private append(token: MicromarkToken, text: string): void {
    if (this.prose === '') this.proseLine = token.startLine;
    this.prose += text;
  }

  // Running text: `#123` references and SHAs; nothing else in prose is a claim the gate can check.
  private flush(): void {
    if (this.prose === '') return;
    const text = this.prose;
    this.prose = '';
    for (const match of text.matchAll(REFERENCE)) this.add('reference', match[0], this.proseLine + lineOffset(text, match.index), 'prose');
    for (const match of text.matchAll(SHA_WORD)) {
      if (isSha(match[0]) && !DIGEST_PREFIX.test(text.slice(Math.max(0, match.index - 8), match.index))) this.add('sha', match[0], this.proseLine + lineOffset(text, match.index), 'prose');
    }
  }

  private codeSpan(token: MicromarkToken): void {
    const text = codeSpanText(token);
    const line = this.unit.documentLine(token.startLine);
    if (line === null) return;
    this.inventory.codeSpans.add(text);
    this.add(classifySpan(text), text, token.startLine, 'code');
  }

  private link(token: MicromarkToken): void {
    const label = descendant(token, 'labelText');
    if (label) {
      if (this.unit.documentLine(token.startLine) !== null) this.inventory.linkTexts.add(plainText(label).trim());
      this.walk(label.children);
    }
    // Only the link's own resource: an image inside the label has a destination of its own.
    const resource = token.children.find((child) => child.type === 'resource');
    if (resource) this.target(resource.startLine, descendant(resource, 'resourceDestinationString')?.text);
  }

  private target(unitLine: number, target: string | undefined): void {
    if (target === undefined || target === '') return;
    this.add('link', target, unitLine, 'link');
  }

  private fence(token: MicromarkToken): void {
    // The info string's first word is the language, as Markdown renderers read it (```` ```mermaid title ````).
    const language = descendant(token, 'codeFencedFenceInfo')?.text.trim().toLowerCase().split(/\s+/)[0];
    const line = this.unit.documentLine(token.startLine);
    if (language !== 'mermaid' || line === null) return;
    const body: string[] = [];
    for (const child of token.children.slice(1)) {
      if (child.type === 'codeFlowValue') body.push(child.text);
      else if (child.type === 'lineEnding') body.push('\n');
    }
    this.inventory.mermaidBlocks.push({ line, source: body.join('').replace(/^\n/, '').replace(/\n$/, '') });
  }

  private heading(token: MicromarkToken): void {
    const line = this.unit.documentLine(token.startLine);
    const text = descendant(token, token.type === 'atxHeading' ? 'atxHeadingText' : 'setextHeadingText');
    if (line === null || !text) return;
    const sequence = descendant(token, token.type === 'atxHeading' ? 'atxHeadingSequence' : 'setextHeadingLineSequence')?.text ?? '';
    const level = token.type === 'atxHeading' ? sequence.length : sequence.startsWith('=') ? 1 : 2;
    this.inventory.headings.push({ level, text: plainText(text).trim(), line });
  }

  private add(kind: MentionKind, text: string, unitLine: number, source: Mention['source']): void {
    const line = this.unit.documentLine(unitLine);
    if (line !== null) this.inventory.mentions.push({ kind, text, line, source });
  }
}

/** A code span's content as CommonMark reads it: line endings as spaces, the one padding space on each side removed. */
function codeSpanText(token: MicromarkToken): string {
  return token.children
    .map((child) => (child.type === 'codeTextData' ? child.text : child.type === 'lineEnding' ? ' ' : ''))
    .join('');
}

/** Text as a reader sees it: escapes resolved, code spans unwrapped, emphasis marks dropped. */
function plainText(token: MicromarkToken): string {
  switch (token.type as string) {
    case 'data':
    case 'codeTextData':
      return token.text;
    case 'characterEscape':
      return token.text.slice(1);
    case 'lineEnding':
      return ' ';
    case 'codeText':
      return codeSpanText(token);
    case 'emphasisSequence':
    case 'strongSequence':
    case 'strikethroughSequence':
      return '';
  }
  return token.children.length === 0 ? token.text : token.children.map(plainText).join('');
}

function descendant(token: MicromarkToken, type: string): MicromarkToken | undefined {
  for (const child of token.children) {
    if (child.type === type) return child;
    const found = descendant(child, type);
    if (found) return found;
  }
  return undefined;
}

function lineOffset(text: string, index: number): number {
  let lines = 0;
  for (let position = text.indexOf('\n'); position !== -1 && position < index; position = text.indexOf('\n', position + 1)) lines++;
  return lines;
}
