import type { LanguageModule } from '../../language-module.js';
import type { FileScope } from '../../shared/file-scope.js';
import { named, type Node } from '../../shared/nodes.js';
import { isDotnetStdlib, resolveCsharp } from './resolve.js';
import { isXmlDoc, readSymbols } from './symbols.js';
import { csharpMetrics } from './metrics.js';

/** `using A.B;`, `using static A.B;`, `using X = A.B;` as the namespace or type they name. */
function readImports(root: Node, scope: FileScope): void {
  for (const node of root.descendantsOfType('using_directive')) {
    const target = node ? named(node).filter((n) => n.type === 'qualified_name' || n.type === 'identifier').at(-1) : undefined;
    if (node && target) scope.import(target.text.replace(/\s+/g, ''), node);
  }
}

/** C#: `///` XML docs; `public` (and interface members) is the surface. */
export const csharp: LanguageModule = {
  id: 'csharp',
  grammars: { 'C#': 'c_sharp' },
  comments: { types: ['comment'], isDoc: isXmlDoc },
  separator: '.',
  read(root, scope) {
    readSymbols(root, scope);
    readImports(root, scope);
  },
  metrics: csharpMetrics,
  standardLibrary: isDotnetStdlib,
  resolve: resolveCsharp,
};
