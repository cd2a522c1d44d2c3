import type { Mermaid } from 'mermaid';
import { gateCacheKey, type GateCache } from './gate-cache.js';
import type { MermaidBlock } from './mentions.js';
import type { TextReader } from './text-reader.js';

/** A Mermaid block that does not parse or breaks the subgraph rule, with the sentence that says so. */
export type DiagramFailure = { line: number; message: string };

export type DiagramsResult = {
  blocks: number;
  failures: DiagramFailure[];
  /** Blocks that pass / blocks; 1 when there are none. */
  score: number;
};

let loading: Promise<Mermaid> | undefined;
// Mermaid keeps each diagram type's parser state in one place, so blocks are parsed one at a time
// even when several documents are checked at once.
let queue: Promise<unknown> = Promise.resolve();

/**
 * Loads the real Mermaid parser once. Mermaid binds DOMPurify to `window` when its module loads
 * and some diagram types (flowchart, class, state…) sanitize labels while parsing, so a happy-dom
 * window is made global for the import only, then the globals are removed again; parsing goes on
 * working without them. Where a `window` already exists (a browser, a DOM test environment) it is
 * used and left alone. Takes about a second and a half the first time.
 */
export function loadMermaid(): Promise<Mermaid> {
  loading ??= importMermaid();
  return loading;
}

async function importMermaid(): Promise<Mermaid> {
  const scope = globalThis as Record<string, unknown>;
  if ('window' in scope) return (await import('mermaid')).default;
  const { Window } = await import('happy-dom');
  const window = new Window();
  scope.window = window;
  scope.document = window.document;
  try {
    return (await import('mermaid')).default;
  } finally {
    delete scope.window;
    delete scope.document;
    await window.happyDOM.close();
  }
}

/**
 * Parses every Mermaid block with Mermaid itself, and checks that no flowchart subgraph has a node's
 * id. With a cache, a block an earlier run checked is not parsed again, and Mermaid is loaded only
 * when some block is new. A `reader` parses the new blocks (on its thread); `onWork` is told the
 * milliseconds each parse took.
 */
export async function checkDiagrams(blocks: readonly MermaidBlock[], docFile: string, cache?: GateCache, reader?: Pick<TextReader, 'diagramProblem'>, onWork?: (ms: number) => void): Promise<DiagramsResult> {
  if (blocks.length === 0) return { blocks: 0, failures: [], score: 1 };
  const failures: DiagramFailure[] = [];
  for (const block of blocks) {
    const problem = await blockProblem(block.source, cache, reader, onWork);
    if (problem) failures.push({ line: block.line, message: `${docFile} line ${block.line}: ${problem}` });
  }
  return { blocks: blocks.length, failures, score: (blocks.length - failures.length) / blocks.length };
}

async function blockProblem(source: string, cache: GateCache | undefined, reader: Pick<TextReader, 'diagramProblem'> | undefined, onWork: ((ms: number) => void) | undefined): Promise<string | null> {
  const key = cache ? gateCacheKey('mermaid', source) : '';
  const cached = cache ? ((await cache.get(key)) as { problem: string | null } | null) : null;
  if (cached) return cached.problem;
  const started = performance.now();
  const { value: problem, ms } = reader ? await reader.diagramProblem(source) : { value: await diagramProblem(source), ms: performance.now() - started };
  onWork?.(ms);
  await cache?.set(key, { problem });
  return problem;
}

/** What is wrong with a Mermaid block (it does not parse, draws nothing, a subgraph has a node's id); null when nothing is. */
export async function diagramProblem(source: string): Promise<string | null> {
  const mermaid = await loadMermaid();
  return serialized(() => checkBlock(mermaid, source));
}

function serialized<T>(task: () => Promise<T>): Promise<T> {
  const run = queue.then(task, task);
  queue = run.catch(() => undefined);
  return run;
}

// null when the block is fine, else what is wrong with it.
async function checkBlock(mermaid: Mermaid, source: string): Promise<string | null> {
  let diagramType: string;
  try {
    ({ diagramType } = await mermaid.parse(source));
  } catch (error) {
    return `the Mermaid diagram does not parse: ${reasonOf(error)}`;
  }
  if (!diagramType.startsWith('flowchart')) return null;
  const empty = await emptyFlowchart(mermaid, source);
  if (empty !== null) return empty;
  const clash = await subgraphNodeClash(mermaid, source);
  return clash === null
    ? null
    : `the Mermaid flowchart's subgraph \`${clash}\` has the id of a node; Mermaid accepts it but draws the diagram wrongly, so one of them needs another id.`;
}

// Mermaid's parse errors quote the line and point at it over several lines; the first line says
// where and the last what was expected.
function reasonOf(error: unknown): string {
  const lines = (error instanceof Error ? error.message : String(error)).split('\n').map((line) => line.trim()).filter(Boolean);
  const reason = lines.length > 1 ? `${lines[0]} ${lines.at(-1)}` : (lines[0] ?? 'unknown error');
  return reason.length > 300 ? `${reason.slice(0, 297)}...` : reason;
}

type FlowVertex = { id: string; text?: string; type?: string };
type FlowSubGraph = { id: string; nodes: string[] };
type FlowDb = { getVertices(): Map<string, FlowVertex>; getSubGraphs(): FlowSubGraph[]; getEdges(): unknown[] };

/** A flowchart that draws one box, or boxes and no arrow, says nothing a list would not. */
async function emptyFlowchart(mermaid: Mermaid, source: string): Promise<string | null> {
  const diagram = await mermaid.mermaidAPI.getDiagramFromText(source);
  const db = diagram.db as unknown as Partial<FlowDb>;
  if (typeof db.getVertices !== 'function' || typeof db.getEdges !== 'function') return null;
  const boxes = db.getVertices().size;
  const arrows = db.getEdges().length;
  if (boxes < 2) return `the Mermaid flowchart draws ${boxes === 1 ? 'one box' : 'no box'}: a diagram of one thing says nothing a sentence would not.`;
  if (arrows === 0) return `the Mermaid flowchart draws ${boxes} boxes and no arrow: a diagram without edges says nothing a list would not.`;
  return null;
}

/**
 * The first subgraph id that is also a node's id. A vertex with a subgraph's id counts as a node
 * when it has a shape or a label of its own or sits inside that same subgraph; a bare id used as an
 * edge's end (`a --> api`) is Mermaid's way to link to the subgraph and is fine.
 */
async function subgraphNodeClash(mermaid: Mermaid, source: string): Promise<string | null> {
  const diagram = await mermaid.mermaidAPI.getDiagramFromText(source);
  const db = diagram.db as unknown as Partial<FlowDb>;
  if (typeof db.getVertices !== 'function' || typeof db.getSubGraphs !== 'function') return null;
  const vertices = db.getVertices();
  for (const subgraph of db.getSubGraphs()) {
    const vertex = vertices.get(subgraph.id);
    if (!vertex) continue;
    const declared = vertex.type !== undefined || (vertex.text !== undefined && vertex.text !== vertex.id);
    if (declared || subgraph.nodes.includes(subgraph.id)) return subgraph.id;
  }
  return null;
}
