import { field, type Node } from '../shared/nodes.js';

// A callee is kept as written but on one line and without arguments, so `db.collection('users')
// .findOne` reads `db.collection().findOne`: the hint names the call, never the data passed to it.

const LONGEST = 80;

/** A callee's text on one line, argument lists emptied, cut at 80 characters. */
export function normaliseCallee(text: string): string | null {
  let out = '';
  let depth = 0;
  for (const char of text) {
    if (char === '(') {
      if (depth === 0) out += '(';
      depth += 1;
    } else if (char === ')') {
      depth = Math.max(0, depth - 1);
      if (depth === 0) out += ')';
    } else if (depth === 0) out += char;
  }
  const single = out.replace(/\s+/g, '');
  if (single === '' || /["'`]/.test(single)) return null;
  return single.length > LONGEST ? `${single.slice(0, LONGEST - 1)}…` : single;
}

/** The callee of a call whose grammar gives it a `function` field (most grammars). */
export function functionField(call: Node): string | null {
  const callee = field(call, 'function');
  return callee ? normaliseCallee(callee.text) : null;
}

/** The callee of a call written as receiver, separator and name fields (Java, Ruby, PHP). */
export function receiverAndName(receiverField: string, nameField: string, separator: string): (call: Node) => string | null {
  return (call) => {
    const name = field(call, nameField)?.text;
    if (!name) return null;
    const receiver = field(call, receiverField);
    return normaliseCallee(receiver ? `${receiver.text}${separator}${name}` : name);
  };
}

/** A callee's names, without `this`, `self`, argument lists or sigils: `this._db.query()` → `db`, `query`. */
export function calleeSegments(callee: string): string[] {
  const parts = callee
    .replace(/\(\)/g, '')
    .split(/\?\.|\.|::|->/)
    .map((part) => part.replace(/^[$@_]+/, ''))
    .filter((part) => part !== '');
  while (parts.length > 1 && ['this', 'self', 'Self', 'cls', 'super'].includes(parts[0])) parts.shift();
  return parts;
}

/** The callee's last name: `findOne` in `db.users.findOne`. */
export function lastSegment(callee: string): string {
  return calleeSegments(callee).at(-1) ?? callee;
}
