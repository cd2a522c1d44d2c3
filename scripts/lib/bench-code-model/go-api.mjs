// The public declarations of Go files, read with a small lexer of its own (comments, interpreted,
// raw and rune literals skipped; a newline is a token, as Go's automatic semicolons make it one):
// exported `func Name`, methods `func (r *T) Name` of an exported receiver type as `T.Name`,
// `type Name` (also in `type ( … )` groups), exported fields of an exported struct as `T.Field`
// (embedded ones by their type's name), and exported names of `const`/`var` lines and blocks.
// Files of `package main` declare no library API and give nothing.

/** @typedef {{ qualifiedName: string, parent: string | null, kind: string, line: number }} PublicName */

const exported = (name) => /^\p{Lu}/u.test(name);

/**
 * Go tokens: { t: 'id' | 'nl' | 'str' | 'p', v, line }.
 * @param {string} text
 */
export function goTokens(text) {
  const tokens = [];
  let line = 1;
  for (let i = 0; i < text.length; ) {
    const c = text[i];
    if (c === '\n') { tokens.push({ t: 'nl', v: '\n', line }); line++; i++; continue; }
    if (c === ' ' || c === '\t' || c === '\r') { i++; continue; }
    if (c === '/' && text[i + 1] === '/') { while (i < text.length && text[i] !== '\n') i++; continue; }
    if (c === '/' && text[i + 1] === '*') {
      const end = text.indexOf('*/', i + 2);
      const stop = end < 0 ? text.length : end + 2;
      const newlines = text.slice(i, stop).split('\n').length - 1;
      if (newlines) tokens.push({ t: 'nl', v: '\n', line });
      line += newlines;
      i = stop;
      continue;
    }
    if (c === '`') {
      const end = text.indexOf('`', i + 1);
      const stop = end < 0 ? text.length : end + 1;
      tokens.push({ t: 'str', v: '', line });
      line += text.slice(i, stop).split('\n').length - 1;
      i = stop;
      continue;
    }
    if (c === '"' || c === "'") {
      let j = i + 1;
      while (j < text.length && text[j] !== c && text[j] !== '\n') j += text[j] === '\\' ? 2 : 1;
      tokens.push({ t: 'str', v: '', line });
      i = j + 1;
      continue;
    }
    const word = /^[\p{L}_][\p{L}\p{N}_]*/u.exec(text.slice(i, i + 200));
    if (word) { tokens.push({ t: 'id', v: word[0], line }); i += word[0].length; continue; }
    const number = /^[0-9][0-9a-zA-Z_.]*/.exec(text.slice(i, i + 80));
    if (number) { tokens.push({ t: 'num', v: number[0], line }); i += number[0].length; continue; }
    tokens.push({ t: 'p', v: c, line });
    i++;
  }
  return tokens;
}

/**
 * @param {string} text a Go file
 * @returns {PublicName[]}
 */
export function goPublicNames(text) {
  const tokens = goTokens(text);
  const names = [];
  const packageAt = tokens.findIndex((token) => token.t === 'id' && token.v === 'package');
  if (packageAt >= 0 && tokens[packageAt + 1]?.v === 'main') return names;
  let depth = 0; // (), [] and {} together: declarations start at depth 0
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i];
    if (token.t === 'p' && '([{'.includes(token.v)) { depth++; continue; }
    if (token.t === 'p' && ')]}'.includes(token.v)) { depth--; continue; }
    if (depth !== 0 || token.t !== 'id' || (i > 0 && tokens[i - 1].t !== 'nl')) continue;
    if (token.v === 'func') readFunc(tokens, i + 1, names);
    else if (token.v === 'type' || token.v === 'const' || token.v === 'var') {
      if (tokens[i + 1]?.v === '(') {
        for (const start of groupLines(tokens, i + 1)) readSpec(token.v, tokens, start, names);
      } else readSpec(token.v, tokens, i + 1, names);
    }
  }
  return names;
}

/** `func Name` or `func (r *T[K]) Name`. */
function readFunc(tokens, i, names) {
  if (tokens[i]?.v === '(') {
    const close = matching(tokens, i);
    const inside = tokens.slice(i + 1, close).filter((token) => token.t === 'id');
    // `(r *T)`, `(T)`, `(r *T[K, V])`: the receiver type is the first identifier after the optional name.
    const bracket = tokens.slice(i + 1, close).findIndex((token) => token.v === '[');
    const head = (bracket >= 0 ? tokens.slice(i + 1, i + 1 + bracket) : tokens.slice(i + 1, close)).filter((token) => token.t === 'id');
    const receiver = head.length >= 2 ? head[1].v : head[0]?.v ?? inside[0]?.v;
    const name = tokens[close + 1];
    if (receiver && name?.t === 'id' && exported(name.v) && exported(receiver)) {
      names.push({ qualifiedName: `${receiver}.${name.v}`, parent: receiver, kind: 'method', line: name.line });
    }
    return;
  }
  const name = tokens[i];
  if (name?.t === 'id' && exported(name.v)) names.push({ qualifiedName: name.v, parent: null, kind: 'function', line: name.line });
}

/** The first token of each line of a `( … )` group opened at `open`. */
function groupLines(tokens, open) {
  const close = matching(tokens, open);
  const starts = [];
  let depth = 0;
  for (let i = open + 1; i < close; i++) {
    const token = tokens[i];
    if (token.t === 'p' && '([{'.includes(token.v)) depth++;
    else if (token.t === 'p' && ')]}'.includes(token.v)) depth--;
    else if (depth === 0 && token.t === 'id' && (tokens[i - 1].t === 'nl' || i === open + 1)) starts.push(i);
  }
  return starts;
}

/** One `type`, `const` or `var` spec starting at `i`. */
function readSpec(keyword, tokens, i, names) {
  if (keyword === 'type') {
    const name = tokens[i];
    if (name?.t !== 'id' || !exported(name.v)) return;
    names.push({ qualifiedName: name.v, parent: null, kind: 'type', line: name.line });
    let j = i + 1;
    if (tokens[j]?.v === '[') j = matching(tokens, j) + 1;
    if (tokens[j]?.v === '=') j++;
    if (tokens[j]?.v === 'struct' && tokens[j + 1]?.v === '{') readFields(tokens, j + 1, name.v, names);
    return;
  }
  // `A, B = 1, 2` or `A int`: the names before the type or the `=`.
  for (let j = i; tokens[j]?.t === 'id'; j += 2) {
    if (exported(tokens[j].v)) names.push({ qualifiedName: tokens[j].v, parent: null, kind: keyword === 'const' ? 'constant' : 'variable', line: tokens[j].line });
    if (tokens[j + 1]?.v !== ',') break;
  }
}

/** The exported fields of a struct body `{ … }` opened at `open`. */
function readFields(tokens, open, owner, names) {
  const close = matching(tokens, open);
  let depth = 0;
  let line = [];
  const flush = () => {
    const fieldNames = fieldNamesOf(line);
    for (const name of fieldNames) if (exported(name.v)) names.push({ qualifiedName: `${owner}.${name.v}`, parent: owner, kind: 'field', line: name.line });
    line = [];
  };
  for (let i = open + 1; i < close; i++) {
    const token = tokens[i];
    if (token.t === 'p' && '([{'.includes(token.v)) depth++;
    if (token.t === 'p' && ')]}'.includes(token.v)) depth--;
    if (depth === 0 && (token.t === 'nl' || token.v === ';')) flush();
    else line.push(token);
  }
  flush();
}

/** `A, B int` → A, B; embedded `T`, `*T`, `pkg.T`, `T[K]` → T. */
function fieldNamesOf(line) {
  const words = line.filter((token) => token.t !== 'str');
  if (!words.length) return [];
  const listed = [];
  let j = 0;
  while (words[j]?.t === 'id') {
    listed.push(words[j]);
    if (words[j + 1]?.v !== ',') break;
    j += 2;
  }
  const rest = words.slice(j + 1);
  const embedded = listed.length === 1 && (rest.length === 0 || rest[0].v === '.' || rest[0].v === '[');
  if (words[0].v === '*' || embedded) {
    const plain = words.filter((token) => token.v !== '*');
    const bracket = plain.findIndex((token) => token.v === '[');
    const ids = (bracket >= 0 ? plain.slice(0, bracket) : plain).filter((token) => token.t === 'id');
    return ids.length ? [ids[ids.length - 1]] : [];
  }
  return listed;
}

function matching(tokens, open) {
  const pairs = { '(': ')', '[': ']', '{': '}' };
  let depth = 0;
  for (let i = open; i < tokens.length; i++) {
    if (tokens[i].t !== 'p') continue;
    if (tokens[i].v in pairs) depth++;
    else if (')]}'.includes(tokens[i].v) && --depth === 0) return i;
  }
  return tokens.length;
}
