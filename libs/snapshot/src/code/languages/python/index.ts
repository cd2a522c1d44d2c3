import type { LanguageModule } from '../../language-module.js';
import { readImports } from './imports.js';
import { isPythonStdlib, resolvePython } from './resolve.js';
import { readRoutes } from './routes.js';
import { dunderAll, readSymbols } from './symbols.js';
import { pythonMetrics } from './metrics.js';

/** Python: docstrings are the docs; `#` comments never are. */
export const python: LanguageModule = {
  id: 'python',
  grammars: { Python: 'python' },
  comments: { types: ['comment'], isDoc: () => false },
  separator: '.',
  read(root, scope) {
    const all = dunderAll(root);
    readSymbols(root, scope, all);
    readImports(root, scope, all);
    readRoutes(root, scope);
  },
  metrics: pythonMetrics,
  standardLibrary: isPythonStdlib,
  resolve: resolvePython,
};
