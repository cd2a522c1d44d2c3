// The gate's reader thread (see text-reader.ts): reads one text at a time, in the order asked.
import { parentPort } from 'node:worker_threads';
import { diagramProblem, loadMermaid } from './diagrams.js';
import { readMarkdown, readUnits } from './mentions.js';
import type { ReaderAnswer, ReaderRequest } from './text-reader.js';

const port = parentPort!;
// Mermaid takes a second or more to load: loaded now, while the caller is still reading the snapshot.
const mermaidLoaded = loadMermaid().catch(() => undefined);
let queue: Promise<void> = Promise.resolve();

port.on('message', (request: ReaderRequest) => {
  queue = queue.then(() => answer(request));
});

async function answer(request: ReaderRequest): Promise<void> {
  let reply: ReaderAnswer;
  try {
    if (request.kind === 'diagram') await mermaidLoaded;
    const started = performance.now();
    const value = request.kind === 'markdown' ? readMarkdown(request.text, { lint: true }) : request.kind === 'units' ? readUnits(request.units, { lint: true }) : await diagramProblem(request.text);
    reply = { id: request.id, ok: true, value, ms: performance.now() - started };
  } catch (error) {
    reply = { id: request.id, ok: false, message: error instanceof Error ? error.message : String(error) };
  }
  port.postMessage(reply);
}
