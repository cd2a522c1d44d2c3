import type { LanguageModule } from '../../language-module.js';
import type { Node } from '../../shared/nodes.js';
import type { FileScope } from '../../shared/file-scope.js';
import { isGoStdlib, resolveGo } from './resolve.js';
import { readRoutes } from './routes.js';
import { readSymbols } from './symbols.js';
import { goMetrics } from './metrics.js';

function readImports(root: Node, scope: FileScope): void {
  for (const spec of root.descendantsOfType('import_spec')) {
    const path = spec?.childForFieldName('path');
    if (spec && path) scope.import(path.text.slice(1, -1), spec);
  }
}

/** Go: every comment directly above a declaration is its doc. */
export const go: LanguageModule = {
  id: 'go',
  grammars: { Go: 'go' },
  comments: { types: ['comment'], isDoc: () => true },
  separator: '.',
  read(root, scope) {
    readSymbols(root, scope);
    readImports(root, scope);
    readRoutes(root, scope);
  },
  metrics: goMetrics,
  standardLibrary: isGoStdlib,
  resolve: resolveGo,
};
