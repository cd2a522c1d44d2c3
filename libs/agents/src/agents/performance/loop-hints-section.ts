import type { LoopHint, Snapshot } from '@chronicle/snapshot';
import { heading, number, plural, table } from '../../markdown/markdown.js';
import { parsedCodeFiles, placedHints, testFiles, type PlacedHint } from './code-facts.js';
import { callText, functionName, location } from './locations.js';

type Kind = LoopHint['kind'];

/** Each kind's heading and what it means, said as the heuristic it is. */
const KINDS: readonly { kind: Kind; title: string; noun: [string, string]; meaning: string }[] = [
  {
    kind: 'await-in-loop',
    title: 'Await inside loops',
    noun: ['await inside a loop', 'awaits inside loops'],
    meaning:
      'Heuristic: each turn of the loop waits for the one before, so the waits add up. When the turns do not depend on each other, starting them together (Promise.all in JavaScript, asyncio.gather in Python, join\\_all in Rust, Task.WhenAll in C#) takes about as long as the slowest.',
  },
  {
    kind: 'io-in-loop',
    title: 'Database or HTTP calls inside loops',
    noun: ['database or HTTP call inside a loop', 'database or HTTP calls inside loops'],
    meaning:
      'Heuristic: the callee is named like a database query or an HTTP request (fetch, axios.get, requests.post, any method of an object named db, and methods named query, execute, findOne, save and the others the snapshot lists), and a loop makes it once per item: one round trip each, the "N+1" pattern. A batch query or request, or one made before the loop, often does the same work in one trip. The names may mislead: not every method named save writes to a database.',
  },
  {
    kind: 'nested-loop',
    title: 'Nested loops',
    noun: ['nested loop', 'nested loops'],
    meaning:
      'Heuristic: a loop inside another (callbacks of array methods such as forEach and map, and the blocks of Ruby iterators such as each, count as loops) runs its body once for every pair of items, so its cost grows with the product of both sizes. A lookup table built once before the outer loop often replaces the inner one. Short or bounded loops are harmless.',
  },
  {
    kind: 'sync-in-handler',
    title: 'Blocking calls in request handlers',
    noun: ['blocking call in a request handler', 'blocking calls in request handlers'],
    meaning:
      'Heuristic: a file, process or sleep call that waits inside a function that handles an HTTP route. In Node.js such a synchronous call (readFileSync, execSync…) stops the event loop, and with it every other request, until it returns; in Go, Java and a synchronous Python view it holds only the request\'s own thread or goroutine, but still adds its wait to the response.',
  },
];

function kindTable(kind: Kind, hints: PlacedHint[]): string {
  if (kind === 'nested-loop') {
    return table(['Location', 'Function'], hints.map((hint) => [location(hint.file, hint.line), functionName(hint.file, hint.function)]));
  }
  const call = (hint: PlacedHint) => (hint.call === null ? 'an awaited value, not a call' : callText(hint.file, hint.line, kind === 'await-in-loop' ? `await ${hint.call}` : hint.call));
  return table(['Location', 'Function', kind === 'await-in-loop' ? 'Awaits' : 'Call'], hints.map((hint) => [location(hint.file, hint.line), functionName(hint.file, hint.function), call(hint)]));
}

function summary(snapshot: Snapshot, hints: PlacedHint[]): string {
  const parsed = parsedCodeFiles(snapshot).length;
  if (hints.length === 0) {
    return `No loop hint was found in the ${plural(parsed, 'parsed source file')} outside tests: no await inside a loop, no database or HTTP call inside a loop, no nested loop and no blocking call in a request handler.`;
  }
  const counts = KINDS.map(({ kind, noun }) => ({ count: hints.filter((hint) => hint.kind === kind).length, noun }))
    .filter(({ count }) => count > 0)
    .map(({ count, noun }) => `${number(count)} ${count === 1 ? noun[0] : noun[1]}`);
  const files = new Set(hints.map((hint) => hint.file.path)).size;
  return `${plural(hints.length, 'hint')} in ${plural(files, 'file')} of the ${plural(parsed, 'parsed source file')} outside tests: ${counts.join(', ')}. Each is a pattern that is often slow, found from the code's syntax and names alone; whether it matters depends on how often the code runs and on how many items it loops over.`;
}

function testsNote(snapshot: Snapshot): string | null {
  const inTests = placedHints(testFiles(snapshot).filter((file) => file.parsed)).length;
  return inTests === 0 ? null : `${plural(inTests, 'more hint')} ${inTests === 1 ? 'is' : 'are'} in test files and not listed.`;
}

/** `## Loop hints`: every hint outside tests, by kind, each with its file, line, function and call. */
export function loopHintsSection(snapshot: Snapshot): string[] {
  const hints = placedHints(parsedCodeFiles(snapshot));
  const blocks = [heading(2, 'Loop hints'), summary(snapshot, hints)];
  for (const { kind, title, meaning } of KINDS) {
    const ofKind = hints.filter((hint) => hint.kind === kind);
    if (ofKind.length > 0) blocks.push(heading(3, title), meaning, kindTable(kind, ofKind));
  }
  const note = testsNote(snapshot);
  if (note) blocks.push(note);
  return blocks;
}
