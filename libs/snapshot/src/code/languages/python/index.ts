import type { LanguageModule } from '../../language-module.js';
import { readImports } from './imports.js';
import { isPythonStdlib, resolvePython } from './resolve.js';
import { readRoutes } from './routes.js';
import { readSymbols } from './symbols.js';
import { pythonMetrics } from './metrics.js';

/** Python: docstrings are the docs; `#` comments never are. */
export const python: LanguageModule = {
  id: 'python',
  grammars: { Python: 'python' },
  comments: { types: ['comment'], isDoc: () => false },
  separator: '.',
  read(root, scope) {
    readSymbols(root, scope);
    readImports(root, scope);
    readRoutes(root, scope);
  },
  metrics: pythonMetrics,
  standardLibrary: isPythonStdlib,
  resolve: resolvePython,
};
