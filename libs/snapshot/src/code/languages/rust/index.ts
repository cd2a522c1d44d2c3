import type { LanguageModule } from '../../language-module.js';
import { readImports } from './imports.js';
import { readPathUses } from './path-uses.js';
import { readPurpose } from './purpose.js';
import { isRustStdlib, resolveRust } from './resolve.js';
import { isInnerDoc, isOuterDoc, readSymbols } from './symbols.js';
import { rustMetrics } from './metrics.js';

/** Rust: `///` lines and Javadoc-style blocks document the item below, `//!` the module they stand in (at a file's top, its purpose); members are `Type::name`. */
export const rust: LanguageModule = {
  id: 'rust',
  grammars: { Rust: 'rust' },
  comments: { types: ['line_comment', 'block_comment'], isDoc: isOuterDoc, isInnerDoc },
  separator: '::',
  read(root, scope) {
    readSymbols(root, scope);
    readImports(root, scope);
    readPathUses(root, scope);
    scope.purpose = readPurpose(root, scope.comments);
  },
  metrics: rustMetrics,
  standardLibrary: isRustStdlib,
  resolve: resolveRust,
};
