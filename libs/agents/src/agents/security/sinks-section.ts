import type { Snapshot } from '@chronicle/snapshot';
import { code, heading, lineLink, number, plural, table } from '../../markdown/markdown.js';
import { inTestFiles, SINK_KINDS, sinkFindings } from './findings.js';

/** `## Risky sinks`: every call the line heuristics flagged, by kind, file and line. */
export function sinksSection(snapshot: Snapshot): string[] {
  const found = sinkFindings(snapshot);
  const blocks = [
    heading(2, 'Risky sinks'),
    'Heuristics: per-language patterns read every line of code (comments, docstrings and string contents left out) for calls that are dangerous when fed by input. They favour precision over recall, so a match is a place to review, not a proven vulnerability, and a sink they do not know is not listed.',
  ];
  if (found.length === 0) {
    blocks.push('No risky sink was found.');
    return blocks;
  }
  const files = new Set(found.map(({ file }) => file.path)).size;
  const inTests = found.filter(({ file }) => file.test).length;
  blocks.push(`${plural(found.length, 'sink')} in ${plural(files, 'file')}${inTestFiles(inTests, found.length)}.`);
  const kinds = SINK_KINDS.map((entry) => ({ ...entry, count: found.filter(({ sink }) => sink.kind === entry.kind).length })).filter((entry) => entry.count > 0);
  blocks.push(table(['Kind', 'What the pattern looks for', 'Found'], kinds.map((entry) => [entry.name, entry.meaning, number(entry.count)]), ['left', 'left', 'right']));
  const name = (kind: string) => SINK_KINDS.find((entry) => entry.kind === kind)!.name;
  blocks.push(table(['Kind', 'Where', 'Call', 'Test file'], found.map(({ file, sink }) => [name(sink.kind), lineLink(file.path, sink.line), code(sink.call), file.test ? 'yes' : 'no'])));
  return blocks;
}
