import type { CallSite, CodeComment, CodeFacts, ImportedName, CodeSymbol, FunctionMetrics, HttpRoute, ImportRef, LoopHint, Parameter, SymbolKind } from '../../model.js';
import { cleanComment, type RawComment } from './comments.js';
import { endLineOf, lineOf, type Node } from './nodes.js';
import { headSignature } from './signature.js';

/** What a reader states about a declaration; the scope fills in the rest. */
export type SymbolInput = {
  kind: SymbolKind;
  name: string;
  /** The containing symbol, or its qualifiedName when it is declared elsewhere (a Go method's receiver type). */
  parent: CodeSymbol | string | null;
  /** The node whose lines the symbol spans. */
  node: Node;
  signature: string;
  parameters?: Parameter[];
  doc?: string | null;
  exported?: boolean;
  abstract?: boolean;
  extends?: string[];
  implements?: string[];
  /** The separator between the parent's qualifiedName and the name; the language's default when absent. */
  separator?: string;
};

/**
 * One file being read: its text and comments, the symbols, imports and routes a language reader
 * finds in it, and the function metrics and loop hints the metrics walker adds after it. Readers
 * add facts; `facts()` returns them sorted.
 */
export class FileScope {
  readonly symbols: CodeSymbol[] = [];
  readonly imports: ImportRef[] = [];
  readonly pathUses: ImportRef[] = [];
  readonly routes: HttpRoute[] = [];
  readonly functions: FunctionMetrics[] = [];
  readonly hints: LoopHint[] = [];
  readonly calls: CallSite[] = [];
  /** What the file says it is for (see `CodeFacts.purpose`); set by the language reader. */
  purpose: { text: string; line: number } | null = null;
  /** The declaration the module's value is (see `CodeFacts.moduleValue`); set by the language reader. */
  moduleValue: string | null = null;
  private readonly extraComments: CodeComment[] = [];
  private readonly byEndLine = new Map<number, RawComment[]>();

  constructor(
    readonly path: string,
    readonly language: string,
    readonly text: string,
    readonly comments: RawComment[],
    private readonly separator: string,
    private readonly isStandardLibrary: (specifier: string) => boolean,
    /** The language's doc-comment test, for the members the scope adds itself. */
    private readonly docStyle: (raw: string) => boolean = () => false,
  ) {
    for (const comment of comments) {
      const list = this.byEndLine.get(comment.endLine) ?? [];
      list.push(comment);
      this.byEndLine.set(comment.endLine, list);
    }
  }

  /** Adds a symbol; its qualifiedName is the parent's plus the separator plus the name. */
  symbol(input: SymbolInput): CodeSymbol {
    const separator = input.separator ?? this.separator;
    const parent = typeof input.parent === 'string' ? input.parent : (input.parent?.qualifiedName ?? null);
    const symbol: CodeSymbol = {
      kind: input.kind,
      name: input.name,
      qualifiedName: parent ? `${parent}${separator}${input.name}` : input.name,
      parent,
      signature: input.signature,
      parameters: input.parameters ?? [],
      doc: input.doc ?? null,
      exported: input.exported ?? false,
      abstract: input.abstract ?? false,
      extends: input.extends ?? [],
      implements: input.implements ?? [],
      line: lineOf(input.node),
      endLine: endLineOf(input.node),
    };
    this.symbols.push(symbol);
    return symbol;
  }

  /** Adds an enum's members (`Red`, `A = 1`, `B(i32)`) as constants of the enum, public when it is. */
  enumMembers(parent: CodeSymbol, members: Node[], nameOf: (member: Node) => string | null): void {
    for (const member of members) {
      const name = nameOf(member);
      if (!name) continue;
      const oneLine = !member.text.includes('\n');
      this.symbol({ kind: 'constant', name, parent, node: member, signature: this.head(member.startIndex, oneLine ? member.endIndex : member.startIndex + name.length), doc: this.docText(member, this.docStyle), exported: parent.exported });
    }
  }

  /** Adds an import as written, with the names it binds; resolution happens later, across the repository. */
  import(specifier: string, node: Node, names: ImportedName[] = [], reexport = false): void {
    if (specifier.trim() === '') return;
    this.imports.push({ specifier, line: lineOf(node), resolvedPath: null, package: null, standardLibrary: this.isStandardLibrary(specifier), names, reexport });
  }

  /** Adds a module the code names by path (see `CodeFacts.pathUses`), once per path; the standard library is left out. */
  pathUse(specifier: string, node: Node): void {
    if (specifier === '' || this.isStandardLibrary(specifier) || this.pathUses.some((use) => use.specifier === specifier)) return;
    this.pathUses.push({ specifier, line: lineOf(node), resolvedPath: null, package: null, standardLibrary: false, names: [], reexport: false });
  }

  route(route: Omit<HttpRoute, 'line'>, node: Node): void {
    this.routes.push({ ...route, method: route.method.toUpperCase(), line: lineOf(node) });
  }

  /** The source between two offsets, one line, without comments or the skipped nodes. */
  head(start: number, end: number, skip: Node[] = []): string {
    return headSignature(this.text, this.comments, start, end, skip);
  }

  /**
   * The doc comment of a declaration starting at `start`: the nearest comment `accept`s among those
   * ending on the line above it (or on its own line, before it), walking up a chain of adjacent ones.
   */
  docAbove(start: Node, accept: (raw: string) => boolean): RawComment | null {
    const line = lineOf(start);
    const sameLine = (this.byEndLine.get(line) ?? []).filter((comment) => comment.end <= start.startIndex && comment.alone);
    let candidate = sameLine.at(-1) ?? this.aloneEndingOn(line - 1);
    while (candidate) {
      if (candidate.claimed) return null;
      if (accept(candidate.raw)) {
        candidate.doc = true;
        candidate.claimed = true;
        return candidate;
      }
      candidate = this.aloneEndingOn(candidate.line - 1);
    }
    return null;
  }

  /** A doc comment's text, as `docAbove` found it. */
  docText(start: Node, accept: (raw: string) => boolean): string | null {
    const comment = this.docAbove(start, accept);
    return comment ? cleanComment(comment.raw) || null : null;
  }

  /** A documentation string that is not a comment (a Python docstring), listed with the comments as `doc`. */
  docString(node: Node, text: string): void {
    this.extraComments.push({ line: lineOf(node), text, kind: 'doc' });
  }

  private aloneEndingOn(line: number): RawComment | null {
    const list = (this.byEndLine.get(line) ?? []).filter((comment) => comment.alone);
    return list.at(-1) ?? null;
  }

  /** Everything found, sorted by line (ties keep the reading order, so a parent precedes its members). */
  facts(): CodeFacts {
    const byLine = <T extends { line: number }>(items: T[]): T[] => [...items].sort((a, b) => a.line - b.line);
    const comments: CodeComment[] = this.comments.map((comment) => ({
      line: comment.line,
      text: cleanComment(comment.raw),
      kind: comment.doc ? 'doc' : comment.block ? 'block' : 'line',
    }));
    return {
      symbols: byLine(this.symbols),
      imports: byLine(dedupeImports(this.imports)),
      comments: byLine([...comments, ...this.extraComments]),
      routes: byLine(this.routes),
      functions: byLine(this.functions),
      hints: byLine(this.hints),
      calls: byLine(this.calls),
      purpose: this.purpose,
      moduleValue: this.moduleValue,
      pathUses: byLine(this.pathUses),
    };
  }
}

function dedupeImports(imports: ImportRef[]): ImportRef[] {
  const seen = new Set<string>();
  return imports.filter((ref) => {
    const key = `${ref.line}\u0000${ref.specifier}\u0000${ref.reexport}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
