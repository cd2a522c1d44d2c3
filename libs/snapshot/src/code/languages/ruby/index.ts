import type { LanguageModule } from '../../language-module.js';
import type { FileScope } from '../../shared/file-scope.js';
import { field, named, type Node } from '../../shared/nodes.js';
import { isRubyStdlib, resolveRuby } from './resolve.js';
import { isRubyDoc, readSymbols } from './symbols.js';
import { rubyMetrics } from './metrics.js';

/** `require 'x'`, `load 'x.rb'`, and `require_relative 'x'` — recorded as `./x`, relative to the file. */
function readImports(root: Node, scope: FileScope): void {
  for (const call of root.descendantsOfType('call')) {
    if (!call || field(call, 'receiver')) continue;
    const method = field(call, 'method')?.text ?? '';
    if (!['require', 'require_relative', 'load'].includes(method)) continue;
    const args = field(call, 'arguments');
    const first = args ? named(args)[0] : undefined;
    const value = first?.type === 'string' && !named(first).some((n) => n.type === 'interpolation') ? named(first).map((n) => n.text).join('') : null;
    if (value === null || value === '') continue;
    scope.import(method === 'require_relative' && !value.startsWith('.') && !value.startsWith('/') ? `./${value}` : value, call);
  }
}

/** Ruby: `#` comments directly above document; `Mod::Class`, `Class#method`, `Class.singleton_method`. */
export const ruby: LanguageModule = {
  id: 'ruby',
  grammars: { Ruby: 'ruby' },
  comments: { types: ['comment'], isDoc: isRubyDoc },
  separator: '::',
  read(root, scope) {
    readSymbols(root, scope);
    readImports(root, scope);
  },
  metrics: rubyMetrics,
  standardLibrary: isRubyStdlib,
  resolve: resolveRuby,
};
