// An agent package is an ES module exporting `agents`: classes marked with DocumentationAgent.
// Plain JavaScript has no decorator syntax on Node 20, so the decorator is called as a function.
import { DocumentationAgent, md } from '@chronicle/agents';

const MARKER = /^(TODO|FIXME|HACK|XXX)\b[:(\s]?/;

/** Lists every TODO, FIXME, HACK and XXX comment, by file and line. */
class TodoListAgent {
  requiredSections({ snapshot }) {
    const notes = findNotes(snapshot);
    return notes.length ? [{ title: 'Open notes', because: 'the code has TODO or FIXME comments' }] : [];
  }

  coverage({ snapshot }) {
    const files = [...new Set(findNotes(snapshot).map((note) => note.path))];
    return { measure: 'files with notes listed', items: files.map((path) => ({ key: path, mention: path })) };
  }

  write({ snapshot }) {
    const notes = findNotes(snapshot);
    if (notes.length === 0) {
      return md.document(['# TODO', `No TODO, FIXME, HACK or XXX comment in ${md.plural(snapshot.files.length, 'file')} at ${md.code(snapshot.commit.sha.slice(0, 7))}.`]);
    }
    const rows = notes.map((note) => [md.code(note.path), String(note.line), note.marker, md.text(note.text)]);
    return md.document([
      '# TODO',
      `${md.plural(notes.length, 'note')} left in comments at ${md.code(snapshot.commit.sha.slice(0, 7))}.`,
      '## Open notes',
      md.table(['File', 'Line', 'Marker', 'Note'], rows, ['left', 'right', 'left', 'left']),
    ]);
  }
}

function findNotes(snapshot) {
  const notes = [];
  for (const file of snapshot.files) {
    for (const comment of file.code.comments) {
      const match = MARKER.exec(comment.text.trim());
      if (match) notes.push({ path: file.path, line: comment.line, marker: match[1], text: comment.text.trim().slice(match[0].length).trim() || match[1] });
    }
  }
  return notes;
}

DocumentationAgent({
  id: 'example-todo-list',
  name: 'TODO List Agent (example package)',
  description: 'Lists the TODO, FIXME, HACK and XXX comments left in the code.',
  category: 'Operational Context',
  docType: 'todo',
  tiers: ['lite', 'pro'],
  version: '0.1.0',
  inputs: { paths: ['**'], manifests: false, history: false },
})(TodoListAgent);

export const agents = [TodoListAgent];
