import { createRequire } from 'node:module';
import { Language, Parser } from 'web-tree-sitter';

/** The grammars of `tree-sitter-wasms` this library reads (file `out/tree-sitter-<name>.wasm`). */
export type Grammar = 'typescript' | 'tsx' | 'javascript' | 'python' | 'go' | 'rust' | 'java' | 'c_sharp' | 'ruby' | 'php' | 'c' | 'cpp';

const require = createRequire(import.meta.url);
let runtime: Promise<void> | null = null;
const parsers = new Map<Grammar, Promise<Parser>>();
/** The last grammar load begun; the next one waits for it. */
let loading: Promise<unknown> = Promise.resolve();

// The WebAssembly runtime starts once and each grammar loads once, on first use: a repository of
// TypeScript never pays for the C++ grammar. The grammars come from the npm package, never the network.
function init(): Promise<void> {
  runtime ??= Parser.init();
  return runtime;
}

// Grammars load one at a time: web-tree-sitter links each grammar's WebAssembly into one shared
// table, and two loads at once (TypeScript and TSX, first met in the same batch of files) fail with
// "bad export type for 'tree_sitter_tsx_external_scanner_create'", leaving every later file of that
// language unparsed.
function load(grammar: Grammar): Promise<Parser> {
  const loaded = loading.then(() => loadNow(grammar));
  loading = loaded.catch(() => undefined);
  return loaded;
}

async function loadNow(grammar: Grammar): Promise<Parser> {
  await init();
  const language = await Language.load(require.resolve(`tree-sitter-wasms/out/tree-sitter-${grammar}.wasm`));
  const parser = new Parser();
  parser.setLanguage(language);
  return parser;
}

/** The parser of one grammar, loaded on first use and shared afterwards. */
export function parserFor(grammar: Grammar): Promise<Parser> {
  let parser = parsers.get(grammar);
  if (!parser) {
    parser = load(grammar);
    parsers.set(grammar, parser);
  }
  return parser;
}
