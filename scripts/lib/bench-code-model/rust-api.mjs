// The public items of Rust files, read with a small lexer of its own (line and nested block
// comments, strings, raw strings `r#"…"#`, byte strings and char literals skipped; lifetimes kept
// apart from chars): items declared plain `pub` (`pub(crate)`, `pub(super)`, `pub(in …)` are not
// public) — fn, struct, enum, union, trait, type, const, static, mod — with the inline modules
// they sit in (`module::item`); `pub fn` of an inherent `impl Type` and every fn of an
// `impl Trait for Type` as `Type::method` when `Type` is a public type of the crate (the caller
// passes those names); `#[macro_export] macro_rules!`; `pub use` re-exports by the name they
// bring in. Items inside function bodies, `#[cfg(test)]` modules and `#[doc(hidden)]` items are
// left out; an impl for another crate's type (`impl From<Error> for io::Error`) gives nothing.

/** @typedef {{ qualifiedName: string, parent: string | null, kind: string, line: number, reexport?: boolean }} PublicName */

const ITEM_KINDS = new Set(['fn', 'struct', 'enum', 'union', 'trait', 'type', 'const', 'static', 'mod']);
const QUALIFIERS = new Set(['unsafe', 'async', 'const', 'default', 'extern']);

/** Rust tokens: { t: 'id' | 'p' | 'str' | 'lt', v, line }. */
export function rustTokens(text) {
  const tokens = [];
  let line = 1;
  const advance = (from, to) => { line += text.slice(from, to).split('\n').length - 1; return to; };
  for (let i = 0; i < text.length; ) {
    const c = text[i];
    if (c === '\n') { line++; i++; continue; }
    if (c === ' ' || c === '\t' || c === '\r') { i++; continue; }
    if (c === '/' && text[i + 1] === '/') { while (i < text.length && text[i] !== '\n') i++; continue; }
    if (c === '/' && text[i + 1] === '*') {
      let depth = 0;
      let j = i;
      while (j < text.length) {
        if (text[j] === '/' && text[j + 1] === '*') { depth++; j += 2; } else if (text[j] === '*' && text[j + 1] === '/') { depth--; j += 2; if (!depth) break; } else j++;
      }
      i = advance(i, j);
      continue;
    }
    const raw = /^b?r(#*)"/.exec(text.slice(i, i + 20));
    if (raw) {
      const close = `"${raw[1]}`;
      const end = text.indexOf(close, i + raw[0].length);
      const stop = end < 0 ? text.length : end + close.length;
      tokens.push({ t: 'str', v: '', line });
      i = advance(i, stop);
      continue;
    }
    if (c === '"' || (c === 'b' && text[i + 1] === '"')) {
      let j = i + (c === 'b' ? 2 : 1);
      while (j < text.length && text[j] !== '"') j += text[j] === '\\' ? 2 : 1;
      tokens.push({ t: 'str', v: '', line });
      i = advance(i, j + 1);
      continue;
    }
    if (c === "'" || (c === 'b' && text[i + 1] === "'")) {
      const start = c === 'b' ? i + 1 : i;
      const char = /^'(?:\\(?:x[0-9a-fA-F]{2}|u\{[0-9a-fA-F]+\}|.)|[^\\'])'/u.exec(text.slice(start, start + 16));
      if (char) { tokens.push({ t: 'str', v: '', line }); i = start + char[0].length; continue; }
      const lifetime = /^'[\p{L}_][\p{L}\p{N}_]*/u.exec(text.slice(start, start + 100));
      if (lifetime && c === "'") { tokens.push({ t: 'lt', v: lifetime[0], line }); i += lifetime[0].length; continue; }
    }
    const word = /^(?:r#)?[\p{L}_][\p{L}\p{N}_]*/u.exec(text.slice(i, i + 200));
    if (word) { tokens.push({ t: 'id', v: word[0].replace(/^r#/, ''), line }); i += word[0].length; continue; }
    const number = /^[0-9][0-9a-zA-Z_]*(?:\.[0-9][0-9a-zA-Z_]*)?/.exec(text.slice(i, i + 80));
    if (number) { tokens.push({ t: 'num', v: number[0], line }); i += number[0].length; continue; }
    tokens.push({ t: 'p', v: c, line });
    i++;
  }
  return tokens;
}

/**
 * The public type names a file declares (`pub struct/enum/union/trait/type`), for the caller to
 * gather over the crate before reading impl blocks.
 */
export function rustPublicTypes(text) {
  return rustPublicNames(text, new Set()).filter((name) => ['struct', 'enum', 'union', 'trait', 'type'].includes(name.kind)).map((name) => name.qualifiedName.split('::').pop());
}

/**
 * @param {string} text a Rust file
 * @param {Set<string>} publicTypes public type names of the crate: their impl blocks are read
 * @returns {PublicName[]}
 */
export function rustPublicNames(text, publicTypes) {
  const tokens = rustTokens(text);
  const names = [];
  // A type this file declares decides by its own visibility; the crate's names only stand in for
  // types declared elsewhere (a private `struct Encoding` here, a `pub` one in another module).
  const local = localTypeVisibility(tokens);
  const visible = { has: (name) => (local.has(name) ? local.get(name) : publicTypes.has(name)) };
  readBlock(tokens, 0, tokens.length, [], names, visible);
  return names;
}

/** Each type the file declares (`struct`, `enum`, `union`, `trait`, `type`) and whether one of its declarations is plain `pub`. */
function localTypeVisibility(tokens) {
  const visibility = new Map();
  for (let i = 0; i + 1 < tokens.length; i++) {
    if (!['struct', 'enum', 'union', 'trait', 'type'].includes(tokens[i].v) || tokens[i + 1].t !== 'id') continue;
    const name = tokens[i + 1].v;
    const isPub = tokens[i - 1]?.v === 'pub';
    visibility.set(name, (visibility.get(name) ?? false) || isPub);
  }
  return visibility;
}

/** Reads the items of a module body tokens[from, to). */
function readBlock(tokens, from, to, modules, names, publicTypes) {
  const prefix = modules.length ? `${modules.join('::')}::` : '';
  let attributes = [];
  for (let i = from; i < to; i++) {
    const token = tokens[i];
    if (token.v === '#' && tokens[i + 1]?.v === '[') {
      const close = matching(tokens, i + 1);
      attributes.push(tokens.slice(i + 2, close).map((t) => t.v).join(''));
      i = close;
      continue;
    }
    if (token.v === '{') { i = matching(tokens, i); attributes = []; continue; }
    if (token.v === ';') { attributes = []; continue; }
    if (token.t !== 'id') continue;
    const testOnly = attributes.some((attribute) => /^cfg\(.*\btest\b/.test(attribute) || attribute === 'doc(hidden)');
    if (token.v === 'macro_rules' && tokens[i + 1]?.v === '!') {
      const name = tokens[i + 2];
      if (name && attributes.includes('macro_export') && !attributes.includes('doc(hidden)')) names.push({ qualifiedName: name.v, parent: null, kind: 'macro', line: name.line });
      i = skipItem(tokens, i + 3);
      attributes = [];
      continue;
    }
    if (token.v === 'impl') {
      i = readImpl(tokens, i, modules, names, publicTypes, testOnly);
      attributes = [];
      continue;
    }
    if (token.v === 'mod' && tokens[i + 2]?.v === '{') {
      const isPub = isPlainPub(tokens, i);
      const close = matching(tokens, i + 2);
      if (!testOnly) {
        if (isPub) names.push({ qualifiedName: `${prefix}${tokens[i + 1].v}`, parent: null, kind: 'mod', line: tokens[i + 1].line });
        readBlock(tokens, i + 3, close, [...modules, tokens[i + 1].v], names, publicTypes);
      }
      i = close;
      attributes = [];
      continue;
    }
    if (token.v === 'pub' && tokens[i + 1]?.v !== '(') {
      let j = i + 1;
      while (tokens[j] && QUALIFIERS.has(tokens[j].v) && !(tokens[j].v === 'const' && tokens[j + 1]?.t === 'id' && !ITEM_KINDS.has(tokens[j + 1].v) && !QUALIFIERS.has(tokens[j + 1].v))) j += tokens[j].v === 'extern' && tokens[j + 1]?.t === 'str' ? 2 : 1;
      const keyword = tokens[j];
      if (keyword?.v === 'use') {
        const end = skipItem(tokens, j + 1);
        if (!testOnly) for (const name of useNames(tokens.slice(j + 1, end))) names.push({ qualifiedName: name.v, parent: null, kind: 'use', line: name.line, reexport: true });
        i = end;
        attributes = [];
        continue;
      }
      if (keyword && ITEM_KINDS.has(keyword.v) && tokens[j + 1]?.t === 'id' && !testOnly && !(keyword.v === 'mod' && tokens[j + 2]?.v === '{')) {
        names.push({ qualifiedName: `${prefix}${tokens[j + 1].v}`, parent: null, kind: keyword.v, line: tokens[j + 1].line });
      }
      if (keyword?.v === 'mod' && tokens[j + 2]?.v === '{') { i = j - 1; continue; }
      i = skipItem(tokens, j);
      attributes = [];
      continue;
    }
    if (ITEM_KINDS.has(token.v) || token.v === 'use' || token.v === 'extern') { i = skipItem(tokens, i); attributes = []; }
  }
}

/** `impl<…> Type<…> { … }` or `impl<…> Trait for Type<…> { … }`: members as `Type::method`. */
function readImpl(tokens, at, modules, names, publicTypes, testOnly) {
  let i = at + 1;
  if (tokens[i]?.v === '<') i = closeAngle(tokens, i) + 1;
  let open = i;
  while (open < tokens.length && tokens[open].v !== '{' && tokens[open].v !== ';') open++;
  if (tokens[open]?.v !== '{') return open;
  const close = matching(tokens, open);
  const header = tokens.slice(i, open);
  const whereAt = header.findIndex((token) => token.v === 'where');
  const head = whereAt >= 0 ? header.slice(0, whereAt) : header;
  const forAt = topLevelIndex(head, 'for');
  const typeTokens = forAt >= 0 ? head.slice(forAt + 1) : head;
  const typeName = pathTail(typeTokens);
  if (testOnly || !typeName || !publicTypes.has(typeName)) return close;
  const parent = [...modules, typeName].join('::');
  let depth = 0;
  for (let j = open + 1; j < close; j++) {
    const token = tokens[j];
    if (token.v === '{') { depth++; continue; }
    if (token.v === '}') { depth--; continue; }
    if (depth !== 0 || token.v !== 'fn' || tokens[j + 1]?.t !== 'id') continue;
    const isPublic = forAt >= 0 || isPlainPub(tokens, j);
    if (isPublic) names.push({ qualifiedName: `${parent}::${tokens[j + 1].v}`, parent, kind: 'method', line: tokens[j + 1].line });
  }
  return close;
}

/** Walks back over fn qualifiers to see whether the item starts with plain `pub`. */
function isPlainPub(tokens, at) {
  let k = at - 1;
  while (k >= 0 && (QUALIFIERS.has(tokens[k].v) || tokens[k].t === 'str')) k--;
  return tokens[k]?.v === 'pub';
}

/** The last plain identifier of a type path before its generics: `a::B<C>` → B; `&T`, `[T]`, `(A, B)` → null. */
function pathTail(tokens) {
  const plain = [];
  for (const token of tokens) {
    if (token.v === '<') break;
    plain.push(token);
  }
  if (!plain.length || plain[0].t !== 'id') return null;
  const ids = plain.filter((token) => token.t === 'id' && token.v !== 'dyn');
  // `io::Error` names another crate's type; `crate::x::T`, `self::T`, `super::T` and `T` this crate's.
  if (ids.length > 1 && !['crate', 'self', 'super'].includes(ids[0].v)) return null;
  return ids.length ? ids[ids.length - 1].v : null;
}

function topLevelIndex(tokens, word) {
  let depth = 0;
  for (let i = 0; i < tokens.length; i++) {
    if (tokens[i].v === '<' || tokens[i].v === '(' || tokens[i].v === '[') depth++;
    else if ((tokens[i].v === '>' && tokens[i - 1]?.v !== '-') || tokens[i].v === ')' || tokens[i].v === ']') depth--;
    else if (depth === 0 && tokens[i].v === word) return i;
  }
  return -1;
}

/** `a::{B, c::D as E}` → B, E (tokens of the use tree); globs and `self` give nothing. */
function useNames(tokens) {
  const names = [];
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i];
    if (token.t !== 'id' || token.v === 'self' || token.v === 'crate' || token.v === 'super') continue;
    const next = tokens[i + 1]?.v;
    if (next === ':' ) continue; // a path segment
    if (next === 'as') continue; // renamed: the alias is the name
    if (tokens[i - 1]?.v === 'as' || next === ',' || next === '}' || next === ';' || next === undefined) {
      if (token.v !== '_') names.push(token);
    }
  }
  return names;
}

/** The index after an item: its `;` or its `{ … }` body, whichever comes first at depth 0. */
function skipItem(tokens, i) {
  let depth = 0;
  for (let j = i; j < tokens.length; j++) {
    const v = tokens[j].v;
    if (v === '(' || v === '[') depth++;
    else if (v === ')' || v === ']') depth--;
    else if (depth === 0 && v === ';') return j;
    else if (depth === 0 && v === '{') {
      const close = matching(tokens, j);
      // `struct S { … }`, `fn f() { … }`: the body ends the item; `const X: T = T { … };` goes on to its `;`.
      return tokens[close + 1]?.v === ';' || tokens[close + 1]?.v === '.' ? skipItem(tokens, close + 1) : close;
    }
  }
  return tokens.length;
}

function closeAngle(tokens, open) {
  let depth = 0;
  for (let i = open; i < tokens.length; i++) {
    if (tokens[i].v === '<') depth++;
    else if (tokens[i].v === '>' && tokens[i - 1]?.v !== '-' && --depth === 0) return i;
  }
  return tokens.length;
}

function matching(tokens, open) {
  const pairs = { '(': ')', '[': ']', '{': '}' };
  const closer = pairs[tokens[open].v];
  let depth = 0;
  for (let i = open; i < tokens.length; i++) {
    if (tokens[i].v === tokens[open].v) depth++;
    else if (tokens[i].v === closer && --depth === 0) return i;
  }
  return tokens.length;
}
