import type { CodeFacts } from '../model.js';
import { measureCode } from './metrics/measure.js';
import { moduleFor } from './registry.js';
import { collectComments } from './shared/comments.js';
import { FileScope } from './shared/file-scope.js';
import { parserFor } from './shared/parsers.js';

const EMPTY: CodeFacts = { symbols: [], imports: [], comments: [], routes: [], functions: [], hints: [], calls: [], purpose: null, moduleValue: null, pathUses: [] };

/**
 * Symbols, imports, comments, HTTP routes, function metrics and loop hints of one file's text. A
 * file with syntax errors gives what parses around them; a language without a grammar gives empty
 * facts. The metrics walk comes last: it names functions after the symbols and finds request
 * handlers through the routes.
 */
export async function extractFacts(file: { path: string; language: string; text: string }): Promise<CodeFacts> {
  const module = moduleFor(file.language);
  const grammar = module?.grammars[file.language];
  if (!module || !grammar) return { ...EMPTY };
  const parser = await parserFor(grammar);
  const text = module.prepare ? module.prepare(file.text, file.language) : file.text;
  const tree = parser.parse(text);
  if (!tree) return { ...EMPTY };
  try {
    const comments = collectComments(tree.rootNode, text, module.comments);
    const scope = new FileScope(file.path, file.language, text, comments, module.separator, (specifier) =>
      module.standardLibrary(specifier, file.language),
      module.comments.isDoc,
    );
    module.read(tree.rootNode, scope);
    measureCode(tree.rootNode, scope, module.metrics);
    return scope.facts();
  } finally {
    tree.delete();
  }
}
