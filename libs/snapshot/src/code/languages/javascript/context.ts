import type { CodeSymbol } from '../../../model.js';
import type { FileScope } from '../../shared/file-scope.js';
import type { Node } from '../../shared/nodes.js';
import { jsDocOf } from './docs.js';
import type { Bindings } from './imports.js';

/** A symbol and whether it is visible on its own terms (`export`ed, or a non-private member). */
type Entry = { symbol: CodeSymbol; parent: CodeSymbol | null; visible: boolean };

/**
 * A local name the module exports: `export { a as b }` (as `b`), `export default a` (`default`),
 * `module.exports = { b: a }` (`b`), `exports.b = a` (`b`); `as` is null when the name becomes the
 * module itself (`module.exports = a`, `export = a`).
 */
export type NamedExport = {
  local: string;
  as: string | null;
  node: Node;
  /** The member of `local` exported (`exports.json = bodyParser.json`), when not `local` itself. */
  property?: string;
};

/** What the JavaScript/TypeScript walker gathers before it can decide what is exported. */
export class ModuleContext {
  private readonly entries: Entry[] = [];
  private readonly qualifiedNames = new Set<string>();
  private readonly topLevelByName = new Map<string, CodeSymbol>();
  /** Names exported by `export { a }`, `export default a`, `export = a`, `module.exports = a`. */
  readonly exportedNames = new Set<string>();
  /** The same, with the name each is exported under and where, for the re-exports of imported names. */
  readonly namedExports: NamedExport[] = [];
  /** Top-level statements read once every declaration is known: `obj.name = …`, `Object.defineProperty(…)`. */
  readonly deferred: Node[] = [];

  constructor(
    readonly scope: FileScope,
    /** Where the file's first statement starts (see `jsDocOf`). */
    private readonly firstCode: number,
    /** A `.d.ts` file, where every top-level declaration is part of the surface. */
    readonly declarationFile: boolean,
    /** The file's top-level import bindings. */
    readonly bindings: Bindings,
  ) {}

  add(symbol: CodeSymbol, parent: CodeSymbol | null, visible: boolean): CodeSymbol {
    this.entries.push({ symbol, parent, visible });
    this.qualifiedNames.add(symbol.qualifiedName);
    if (symbol.parent === null && !this.topLevelByName.has(symbol.name)) this.topLevelByName.set(symbol.name, symbol);
    return symbol;
  }

  /** The JSDoc of a declaration starting at `start` (see `jsDocOf`). */
  doc(start: Node): string | null {
    return jsDocOf(this.scope, start, this.firstCode);
  }

  /** Marks a local name exported, under `as` (see `NamedExport`). */
  exportName(local: string, as: string | null, node: Node): void {
    this.exportedNames.add(local);
    this.namedExports.push({ local, as, node });
  }

  /** The top-level declaration of a name (the first, when several), else null. */
  topLevel(name: string): CodeSymbol | null {
    return this.topLevelByName.get(name) ?? null;
  }

  /** Whether a symbol of this qualified name was already read (a class member, an earlier assignment). */
  has(qualifiedName: string): boolean {
    return this.qualifiedNames.has(qualifiedName);
  }

  /** Decides `exported`: a top-level symbol exported itself or by name; a member visible in an exported parent. Names the module's value. */
  settle(): void {
    const itself = this.namedExports.findLast((named) => named.as === null && named.property === undefined);
    this.scope.moduleValue = itself ? (this.topLevel(itself.local)?.qualifiedName ?? null) : null;
    for (const { symbol, parent, visible } of this.entries) {
      symbol.exported = parent ? visible && parent.exported : visible || this.declarationFile || this.exportedNames.has(symbol.name);
    }
  }
}
