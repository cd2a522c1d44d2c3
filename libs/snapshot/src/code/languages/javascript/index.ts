import type { LanguageModule } from '../../language-module.js';
import { readImports } from './imports.js';
import { readNestRoutes } from './nest-routes.js';
import { isNodeBuiltin, resolveJavaScript } from './resolve.js';
import { prepareTypeScript } from './prepare.js';
import { readPurpose } from './purpose.js';
import { readCallRoutes } from './routes.js';
import { readSymbols } from './symbols.js';
import { isJsDoc } from './syntax.js';
import { javascriptMetrics } from './metrics.js';

/** TypeScript, TSX and JavaScript (with JSX): one walker over the grammars' shared node types. */
export const javascript: LanguageModule = {
  id: 'javascript',
  grammars: { TypeScript: 'typescript', TSX: 'tsx', JavaScript: 'javascript' },
  comments: { types: ['comment'], isDoc: isJsDoc },
  separator: '.',
  prepare: (text, language) => (language === 'TypeScript' ? prepareTypeScript(text) : text),
  read(root, scope) {
    const calls = root.descendantsOfType('call_expression').filter((call) => call !== null);
    const bindings = readImports(root, calls, scope);
    readSymbols(root, scope, bindings);
    readPurpose(root, scope);
    readCallRoutes(root, calls, scope);
    readNestRoutes(root, scope);
  },
  metrics: javascriptMetrics,
  standardLibrary: isNodeBuiltin,
  resolve: resolveJavaScript,
};
