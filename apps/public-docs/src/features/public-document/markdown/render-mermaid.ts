// Mermaid is loaded on first use, and only by a document that has a ```mermaid block: it is
// several hundred KB, and no other page needs it.
import { DiagramRefused, MERMAID_SETTINGS, mermaidSourceProblem, mermaidSvgProblem } from './mermaid-safety';

type Mermaid = (typeof import('mermaid'))['default'];

let loading: Promise<Mermaid> | null = null;
let queue: Promise<unknown> = Promise.resolve();
let counter = 0;

function loadMermaid(): Promise<Mermaid> {
  loading ??= import('mermaid').then((module) => module.default);
  // A failed load (the network) may be tried again by the next diagram.
  loading.catch(() => (loading = null));
  return loading;
}

/**
 * Draws one diagram as SVG text, or rejects with `DiagramRefused` when its source holds what this
 * page does not draw (directives, links, HTML, styles that load resources) or the drawing does
 * (`mermaid-safety.ts`). `securityLevel: 'strict'` (labels sanitised by DOMPurify, no click
 * handlers) and no HTML labels. Mermaid's configuration is global, so diagrams are drawn one after
 * another, each with its own theme.
 */
export function renderMermaid(source: string, dark: boolean): Promise<string> {
  const problem = mermaidSourceProblem(source);
  if (problem) return Promise.reject(new DiagramRefused(problem));
  const run = queue.then(async () => {
    const mermaid = await loadMermaid();
    mermaid.initialize({ ...MERMAID_SETTINGS, secure: [...MERMAID_SETTINGS.secure], theme: dark ? 'dark' : 'default' });
    const { svg } = await mermaid.render(`chronicle-diagram-${++counter}`, source);
    const drawn = mermaidSvgProblem(svg);
    if (drawn) throw new DiagramRefused(drawn);
    return svg;
  });
  queue = run.catch(() => undefined);
  return run;
}
