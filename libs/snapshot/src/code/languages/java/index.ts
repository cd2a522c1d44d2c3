import type { LanguageModule } from '../../language-module.js';
import { readImports } from './imports.js';
import { readPathUses } from './path-uses.js';
import { readPurpose } from './purpose.js';
import { isJavaStdlib, resolveJava } from './resolve.js';
import { readRoutes } from './routes.js';
import { isJavadoc, readSymbols } from './symbols.js';
import { javaMetrics } from './metrics.js';

/** Java: Javadoc documents the declaration below; `public` (and interface members) is the surface. */
export const java: LanguageModule = {
  id: 'java',
  grammars: { Java: 'java' },
  comments: { types: ['line_comment', 'block_comment', 'comment'], isDoc: isJavadoc },
  separator: '.',
  read(root, scope) {
    readSymbols(root, scope);
    readImports(root, scope);
    readPathUses(root, scope);
    readRoutes(root, scope);
    readPurpose(root, scope);
  },
  metrics: javaMetrics,
  standardLibrary: isJavaStdlib,
  resolve: resolveJava,
};
