import type { LanguageModule } from '../../language-module.js';
import { readImports } from './imports.js';
import { isRustStdlib, resolveRust } from './resolve.js';
import { isInnerDoc, isOuterDoc, readSymbols } from './symbols.js';
import { rustMetrics } from './metrics.js';

/** Rust: `///` lines and Javadoc-style blocks document the item below, `//!` the module they stand in; members are `Type::name`. */
export const rust: LanguageModule = {
  id: 'rust',
  grammars: { Rust: 'rust' },
  comments: { types: ['line_comment', 'block_comment'], isDoc: isOuterDoc, isInnerDoc },
  separator: '::',
  read(root, scope) {
    readSymbols(root, scope);
    readImports(root, scope);
  },
  metrics: rustMetrics,
  standardLibrary: isRustStdlib,
  resolve: resolveRust,
};
