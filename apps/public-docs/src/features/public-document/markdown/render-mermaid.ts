// Mermaid is loaded on first use, and only by a document that has a ```mermaid block: it is
// several hundred KB, and no other page needs it.

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
 * Draws one diagram as SVG text. `securityLevel: 'strict'`: labels are sanitised (DOMPurify),
 * no HTML tags, no click handlers. Mermaid's configuration is global, so diagrams are drawn one
 * after another, each with its own theme.
 */
export function renderMermaid(source: string, dark: boolean): Promise<string> {
  const run = queue.then(async () => {
    const mermaid = await loadMermaid();
    mermaid.initialize({ startOnLoad: false, securityLevel: 'strict', theme: dark ? 'dark' : 'default', fontFamily: 'inherit' });
    const { svg } = await mermaid.render(`chronicle-diagram-${++counter}`, source);
    return svg;
  });
  queue = run.catch(() => undefined);
  return run;
}
