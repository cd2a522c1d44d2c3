import type { LanguageModule } from '../../language-module.js';
import type { FileScope } from '../../shared/file-scope.js';
import { childOfType, named, stringValue, type Node } from '../../shared/nodes.js';
import { resolvePhp } from './resolve.js';
import { isPhpDoc, readSymbols } from './symbols.js';
import { phpMetrics } from './metrics.js';

const INCLUDES = ['require_expression', 'require_once_expression', 'include_expression', 'include_once_expression'];

function useNames(declaration: Node): string[] {
  const group = childOfType(declaration, 'namespace_use_group');
  if (group) {
    const prefix = childOfType(declaration, 'namespace_name')?.text ?? '';
    return named(group).map((clause) => `${prefix}\\${(childOfType(clause, 'namespace_name', 'qualified_name', 'name') ?? clause).text}`);
  }
  return named(declaration)
    .filter((n) => n.type === 'namespace_use_clause')
    .map((clause) => (childOfType(clause, 'qualified_name', 'name', 'namespace_name') ?? clause).text);
}

/** `use A\B\C;` (group uses expanded), and `require`/`include` of a literal or of `__DIR__ . '/x.php'`. */
function readImports(root: Node, scope: FileScope): void {
  for (const node of root.descendantsOfType(['namespace_use_declaration', ...INCLUDES])) {
    if (!node) continue;
    if (node.type === 'namespace_use_declaration') {
      if (node.parent?.type === 'declaration_list') continue;
      for (const name of useNames(node)) scope.import(name.replace(/\s+/g, ''), node);
      continue;
    }
    const target = named(node)[0];
    const literal = target?.type === 'string' || target?.type === 'encapsed_string' ? stringValue(target) : null;
    const fromDir = target?.type === 'binary_expression' && /^(?:__DIR__|dirname\(\s*__FILE__\s*\))\s*\./.test(target.text) ? target.text.replace(/\s+/g, ' ') : null;
    if (literal ?? fromDir) scope.import((literal ?? fromDir)!, node);
  }
}

/** PHP: PHPDoc documents; members are public unless `private`/`protected`; `Class::member`. */
export const php: LanguageModule = {
  id: 'php',
  grammars: { PHP: 'php' },
  comments: { types: ['comment'], isDoc: isPhpDoc },
  separator: '::',
  read(root, scope) {
    readSymbols(root, scope);
    readImports(root, scope);
  },
  metrics: phpMetrics,
  standardLibrary: () => false,
  resolve: resolvePhp,
};
