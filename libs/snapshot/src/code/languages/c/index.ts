import type { LanguageModule } from '../../language-module.js';
import type { FileScope } from '../../shared/file-scope.js';
import { field, type Node } from '../../shared/nodes.js';
import { isStandardHeader, resolveInclude } from './resolve.js';
import { isDoxygen, readSymbols } from './symbols.js';
import { cMetrics } from './metrics.js';

/** `#include <x.h>` and `#include "x.h"`, recorded without their delimiters. */
function readImports(root: Node, scope: FileScope): void {
  for (const node of root.descendantsOfType('preproc_include')) {
    const path = node && field(node, 'path');
    if (node && path && (path.type === 'system_lib_string' || path.type === 'string_literal')) scope.import(path.text.slice(1, -1).trim(), node);
  }
}

/** C and C++: Doxygen comments document; non-`static` declarations in headers (and public members) are the surface. */
export const c: LanguageModule = {
  id: 'c',
  grammars: { C: 'c', 'C++': 'cpp' },
  comments: { types: ['comment'], isDoc: isDoxygen },
  separator: '::',
  read(root, scope) {
    readSymbols(root, scope);
    readImports(root, scope);
  },
  metrics: cMetrics,
  standardLibrary: isStandardHeader,
  resolve: resolveInclude,
};
