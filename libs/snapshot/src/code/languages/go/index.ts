import type { LanguageModule } from '../../language-module.js';
import { readImports } from './imports.js';
import { isGoStdlib, resolveGo } from './resolve.js';
import { readRoutes } from './routes.js';
import { readSymbols } from './symbols.js';
import { goMetrics } from './metrics.js';

/** Go: every comment directly above a declaration is its doc; the package comment is the file's purpose. */
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
