// Reads a V8 .cpuprofile and answers where the sampled time went: per function (self time) and the
// longest runs of consecutive samples outside the idle loop — the stretches the event loop was busy.
import { readFileSync } from 'node:fs';

export function summariseProfile(file, { top = 15 } = {}) {
  const profile = JSON.parse(readFileSync(file, 'utf8'));
  if (profile.error) throw new Error(`the profiler failed: ${profile.error}`);
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const name = (node) => `${node.callFrame.functionName || '(anonymous)'} ${node.callFrame.url.replace(/^.*\/(node_modules|apps|libs)\//, '$1/')}:${node.callFrame.lineNumber + 1}`;
  const idle = (node) => ['(idle)', '(program)', '(garbage collector)'].includes(node.callFrame.functionName);
  const self = new Map();
  let total = 0;
  const deltas = profile.timeDeltas;
  // Busy stretches: consecutive non-idle samples; for each, the frames seen most (by inclusive time).
  const stretches = [];
  let current = null;
  profile.samples.forEach((id, index) => {
    const ms = (deltas[index + 1] ?? deltas[index] ?? 0) / 1000;
    const node = nodes.get(id);
    total += ms;
    const key = name(node);
    self.set(key, (self.get(key) ?? 0) + ms);
    if (node.callFrame.functionName === '(idle)') {
      if (current) stretches.push(current);
      current = null;
      return;
    }
    current ??= { ms: 0, frames: new Map() };
    current.ms += ms;
    const seen = new Set();
    for (let at = id; at !== undefined; at = parent.get(at)) {
      const frame = nodes.get(at);
      if (frame.callFrame.functionName === '(root)' || idle(frame)) continue;
      const frameName = name(frame);
      if (seen.has(frameName)) continue;
      seen.add(frameName);
      current.frames.set(frameName, (current.frames.get(frameName) ?? 0) + ms);
    }
  });
  if (current) stretches.push(current);
  const busy = [...self].filter(([key]) => !key.startsWith('(idle)')).reduce((sum, [, ms]) => sum + ms, 0);
  return {
    totalMs: total,
    busyMs: busy,
    selfTop: [...self].filter(([key]) => !key.startsWith('(idle)')).sort((a, b) => b[1] - a[1]).slice(0, top),
    longest: stretches.sort((a, b) => b.ms - a.ms).slice(0, 5).map((stretch) => ({ ms: stretch.ms, frames: [...stretch.frames].sort((a, b) => b[1] - a[1]).slice(0, 12) })),
  };
}
