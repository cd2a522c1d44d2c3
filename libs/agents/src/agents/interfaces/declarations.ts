import type { CodeSymbol, Snapshot, SourceFile, SymbolKind } from '@chronicle/snapshot';
import * as md from '../../markdown/markdown.js';

/** A symbol with the file that declares it. */
export type Located = { symbol: CodeSymbol; file: SourceFile };

/** What the document lists, in the order its overview shows them. */
export const DECLARATION_KINDS = ['interface', 'trait', 'protocol', 'abstract class', 'base class', 'type alias', 'defined type'] as const;
export type DeclarationKind = (typeof DECLARATION_KINDS)[number];

/** The kinds a declared implements or extends can point at. */
export const TYPE_KINDS: ReadonlySet<SymbolKind> = new Set(['class', 'interface', 'trait', 'protocol', 'type', 'struct', 'enum', 'union']);

/**
 * A `type` declaration is an alias when it names another type (`type Key = string`, Go's
 * `type A = B`); without `=` it defines a new type (Go's `type ShellCompDirective int`).
 */
function typeKind(symbol: CodeSymbol): 'type alias' | 'defined type' {
  return /=/.test(symbol.signature) || symbol.signature.trim() === '' ? 'type alias' : 'defined type';
}

/** Python's type variables are assigned like aliases but name no type: `T = TypeVar("T")`. */
const TYPE_VARIABLE = /=\s*(?:[\w.]+\.)?(?:TypeVar|ParamSpec|TypeVarTuple)\s*\(/;

/**
 * A type declared inside another type: an associated type of a trait (`type Item;`, listed with the
 * trait's members) or its binding in an impl (`type Error = Error`, a detail of that impl).
 */
function memberType(symbol: CodeSymbol, file: SourceFile): boolean {
  if (symbol.kind !== 'type' || symbol.parent === null) return false;
  const parent = file.code.symbols.find((each) => each.qualifiedName === symbol.parent);
  return parent === undefined || TYPE_KINDS.has(parent.kind);
}

/** A type the other declarations can name: a class, interface, struct… but not a type variable or a type declared inside another type. */
export function isNamedType(symbol: CodeSymbol, file: SourceFile): boolean {
  return TYPE_KINDS.has(symbol.kind) && !memberType(symbol, file) && !(symbol.kind === 'type' && TYPE_VARIABLE.test(symbol.signature));
}

/**
 * The declaration kind of an interface, trait, protocol, abstract class, base class, type alias or
 * defined type; null for anything else. `baseClasses` are the classes other classes of the
 * repository extend (see {@link baseClassesOf}).
 */
export function declarationKind(symbol: CodeSymbol, file: SourceFile, baseClasses: ReadonlySet<CodeSymbol> = new Set()): DeclarationKind | null {
  if (symbol.kind === 'interface' || symbol.kind === 'trait' || symbol.kind === 'protocol') return symbol.kind;
  if (symbol.kind === 'type') return isNamedType(symbol, file) ? typeKind(symbol) : null;
  if (symbol.kind === 'class' && symbol.abstract) return 'abstract class';
  if (symbol.kind === 'class' && baseClasses.has(symbol)) return 'base class';
  return null;
}

/** How many classes of the source (tests apart) must extend a class for it to be listed as a base class: one subclass is a detail, two make an extension point. */
export const BASE_CLASS_MIN_SUBCLASSES = 2;

/**
 * Every interface, trait, protocol, abstract class, base class and type alias, exported or not, by
 * path and line.
 */
export function declarationsOf(snapshot: Snapshot, baseClasses: ReadonlySet<CodeSymbol> = new Set()): Located[] {
  return snapshot.files.flatMap((file) =>
    file.code.symbols
      .filter((symbol) => declarationKind(symbol, file, baseClasses) !== null)
      .sort((a, b) => a.line - b.line || md.byText(a.qualifiedName, b.qualifiedName))
      .map((symbol) => ({ symbol, file })),
  );
}

/** The folder of a repository path, with its trailing slash; '' at the root. */
export function folderOf(path: string): string {
  const slash = path.lastIndexOf('/');
  return slash === -1 ? '' : path.slice(0, slash + 1);
}

/** Orders located symbols by path, line and qualified name. */
export function byLocation(a: Located, b: Located): number {
  return md.byText(a.file.path, b.file.path) || a.symbol.line - b.symbol.line || md.byText(a.symbol.qualifiedName, b.symbol.qualifiedName);
}

/** A member's kind as a reader says it: `method`, `abstract method`, `type alias`. */
export function memberKind(symbol: CodeSymbol): string {
  return `${symbol.abstract ? 'abstract ' : ''}${symbol.kind === 'type' ? typeKind(symbol) : symbol.kind}`;
}

/**
 * The signature as a code span. A span without a space would be read as a name the document claims
 * exists, so a one-word signature is left out when it is the symbol's name and written as text otherwise.
 */
export function signatureOf(symbol: CodeSymbol): string | null {
  const signature = symbol.signature.replace(/\s+/g, ' ').trim();
  if (signature === '' || signature === symbol.name || signature === symbol.qualifiedName) return null;
  return /\s/.test(signature) ? md.code(signature) : md.text(signature);
}
