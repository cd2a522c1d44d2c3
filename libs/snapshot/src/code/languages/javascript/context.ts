import type { CodeSymbol } from '../../../model.js';
import type { FileScope } from '../../shared/file-scope.js';

/** A symbol and whether it is visible on its own terms (`export`ed, or a non-private member). */
type Entry = { symbol: CodeSymbol; parent: CodeSymbol | null; visible: boolean };

/** What the JavaScript/TypeScript walker gathers before it can decide what is exported. */
export class ModuleContext {
  private readonly entries: Entry[] = [];
  /** Names exported by `export { a }`, `export default a`, `export = a`, `module.exports = a`. */
  readonly exportedNames = new Set<string>();

  constructor(
    readonly scope: FileScope,
    /** A `.d.ts` file, where every top-level declaration is part of the surface. */
    readonly declarationFile: boolean,
  ) {}

  add(symbol: CodeSymbol, parent: CodeSymbol | null, visible: boolean): CodeSymbol {
    this.entries.push({ symbol, parent, visible });
    return symbol;
  }

  /** Decides `exported`: a top-level symbol exported itself or by name; a member visible in an exported parent. */
  settle(): void {
    for (const { symbol, parent, visible } of this.entries) {
      symbol.exported = parent ? visible && parent.exported : visible || this.declarationFile || this.exportedNames.has(symbol.name);
    }
  }
}
