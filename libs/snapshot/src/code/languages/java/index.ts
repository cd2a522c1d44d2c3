import type { LanguageModule } from '../../language-module.js';
import type { FileScope } from '../../shared/file-scope.js';
import { childOfType, type Node } from '../../shared/nodes.js';
import { isJavaStdlib, resolveJava } from './resolve.js';
import { readRoutes } from './routes.js';
import { isJavadoc, readSymbols } from './symbols.js';
import { javaMetrics } from './metrics.js';

/** `import a.b.C;`, `import a.b.*;`, `import static a.b.C.m;` as their dotted names. */
function readImports(root: Node, scope: FileScope): void {
  for (const node of root.children) {
    if (node?.type !== 'import_declaration') continue;
    const name = childOfType(node, 'scoped_identifier', 'identifier');
    if (name) scope.import(`${name.text}${childOfType(node, 'asterisk') ? '.*' : ''}`, node);
  }
}

/** Java: Javadoc documents the declaration below; `public` (and interface members) is the surface. */
export const java: LanguageModule = {
  id: 'java',
  grammars: { Java: 'java' },
  comments: { types: ['line_comment', 'block_comment', 'comment'], isDoc: isJavadoc },
  separator: '.',
  read(root, scope) {
    readSymbols(root, scope);
    readImports(root, scope);
    readRoutes(root, scope);
  },
  metrics: javaMetrics,
  standardLibrary: isJavaStdlib,
  resolve: resolveJava,
};
