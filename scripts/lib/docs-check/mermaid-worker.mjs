// Parses Mermaid blocks with the real `mermaid` parser in a DOM from `happy-dom` (flowcharts
// need one), in a process of its own so the DOM globals stay out of the bench. Reads
// `[{ id, text }]` as JSON on stdin, writes `[{ id, ok, diagramType?, error? }]` on stdout.
// Besides parsing, flowcharts are linted: a subgraph that holds a node with its own id, or a
// declared node (label or shape) that shares a subgraph's id, parses but fails to render.
import { Window } from 'happy-dom';

const window = new Window();
for (const key of ['window', 'document', 'navigator', 'DOMParser', 'Element', 'HTMLElement', 'SVGElement', 'Node', 'getComputedStyle', 'MutationObserver']) {
  if (!(key in globalThis) || key === 'navigator') {
    Object.defineProperty(globalThis, key, { value: key === 'window' ? window : window[key], configurable: true, writable: true });
  }
}
const mermaid = (await import('mermaid')).default;
mermaid.initialize({ startOnLoad: false });

const chunks = [];
for await (const chunk of process.stdin) chunks.push(chunk);
const blocks = JSON.parse(Buffer.concat(chunks).toString('utf8'));
const results = [];
for (const block of blocks) {
  try {
    const parsed = await mermaid.parse(block.text);
    const lint = await flowchartLint(block.text);
    results.push(lint ? { id: block.id, ok: false, error: lint } : { id: block.id, ok: true, diagramType: parsed.diagramType });
  } catch (error) {
    results.push({ id: block.id, ok: false, error: String(error?.message ?? error).split('\n').slice(0, 3).join(' ') });
  }
}
process.stdout.write(JSON.stringify(results));
await window.happyDOM.abort();
process.exit(0);

async function flowchartLint(text) {
  const diagram = await mermaid.mermaidAPI.getDiagramFromText(text);
  const db = diagram.db;
  if (typeof db.getSubGraphs !== 'function' || typeof db.getVertices !== 'function') return null;
  const vertices = db.getVertices();
  const byId = vertices instanceof Map ? vertices : new Map(Object.entries(vertices));
  for (const subgraph of db.getSubGraphs()) {
    if (subgraph.nodes.includes(subgraph.id)) return `subgraph "${subgraph.id}" contains a node with its own id`;
    const vertex = byId.get(subgraph.id);
    if (vertex && (vertex.type || vertex.text !== vertex.id)) return `node "${subgraph.id}" has the id of a subgraph`;
  }
  return null;
}
