// Just enough TOML for dependency tables (Cargo.toml, pyproject.toml), written here so the bench
// shares no parser with the engine: table headers, dotted and quoted keys, strings, inline tables
// and multi-line arrays. Values stay raw text; the helpers below read strings and keys out of them.

/**
 * @typedef {{ table: string[], key: string[], value: string }} TomlEntry
 */

/**
 * Every `key = value` of a TOML file with the table it sits in.
 * @param {string} text
 * @returns {TomlEntry[]}
 */
export function readToml(text) {
  const entries = [];
  let table = [];
  const lines = text.split(/\r?\n/);
  for (let index = 0; index < lines.length; index++) {
    let line = stripComment(lines[index]).trim();
    if (!line) continue;
    const header = /^\[\[?(.+?)\]\]?$/.exec(line);
    if (header) {
      table = splitKey(header[1]);
      continue;
    }
    const equals = findUnquoted(line, '=');
    if (equals < 0) continue;
    const key = splitKey(line.slice(0, equals));
    let value = line.slice(equals + 1).trim();
    while (!balanced(value) && index + 1 < lines.length) {
      index++;
      line = stripComment(lines[index]);
      value += `\n${line}`;
    }
    entries.push({ table, key, value: value.trim() });
  }
  return entries;
}

/** The text before a `#` that is outside strings. */
function stripComment(line) {
  const hash = findUnquoted(line, '#');
  return hash < 0 ? line : line.slice(0, hash);
}

function findUnquoted(text, char) {
  let quote = null;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quote) {
      if (c === '\\' && quote === '"') i++;
      else if (c === quote) quote = null;
    } else if (c === '"' || c === "'") quote = c;
    else if (c === char) return i;
  }
  return -1;
}

function balanced(value) {
  let depth = 0;
  let quote = null;
  for (let i = 0; i < value.length; i++) {
    const c = value[i];
    if (quote) {
      if (c === '\\' && quote === '"') i++;
      else if (c === quote) quote = null;
    } else if (c === '"' || c === "'") quote = c;
    else if (c === '[' || c === '{') depth++;
    else if (c === ']' || c === '}') depth--;
  }
  return depth <= 0 && quote === null;
}

/** `a."b.c".d` → ['a', 'b.c', 'd'] */
function splitKey(text) {
  const parts = [];
  const trimmed = text.trim();
  const pattern = /\s*(?:"((?:[^"\\]|\\.)*)"|'([^']*)'|([^.\s"']+))\s*(?:\.|$)/g;
  for (let match = pattern.exec(trimmed); match && match[0]; match = pattern.exec(trimmed)) {
    parts.push(match[1] ?? match[2] ?? match[3]);
  }
  return parts;
}

/**
 * The string literals of an array value, leaving out those inside inline tables
 * (`["a", {include-group = "b"}]` → ['a']).
 * @param {string} value
 */
export function arrayStrings(value) {
  const strings = [];
  let braces = 0;
  for (let i = 0; i < value.length; i++) {
    const c = value[i];
    if (c === '{') braces++;
    else if (c === '}') braces--;
    else if (c === '"' || c === "'") {
      let end = i + 1;
      let text = '';
      while (end < value.length && value[end] !== c) {
        if (c === '"' && value[end] === '\\') end++;
        text += value[end];
        end++;
      }
      if (braces === 0) strings.push(text);
      i = end;
    }
  }
  return strings;
}

/**
 * The keys of an inline table (`{ version = "1", path = ".." }` → Map { version → '"1"', path → '".."' }).
 * @param {string} value
 */
export function inlineTable(value) {
  const map = new Map();
  const body = value.trim().replace(/^\{/, '').replace(/\}$/, '');
  for (const part of splitTopLevel(body)) {
    const equals = findUnquoted(part, '=');
    if (equals > 0) map.set(splitKey(part.slice(0, equals)).join('.'), part.slice(equals + 1).trim());
  }
  return map;
}

function splitTopLevel(text) {
  const parts = [];
  let depth = 0;
  let quote = null;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quote) {
      if (c === '\\' && quote === '"') i++;
      else if (c === quote) quote = null;
    } else if (c === '"' || c === "'") quote = c;
    else if (c === '[' || c === '{') depth++;
    else if (c === ']' || c === '}') depth--;
    else if (c === ',' && depth === 0) {
      parts.push(text.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(text.slice(start));
  return parts.filter((part) => part.trim());
}

/** The text of a TOML string value (`"x"` or `'x'`), or null. */
export function stringValue(value) {
  const match = /^(?:"((?:[^"\\]|\\.)*)"|'([^']*)')$/.exec(value.trim());
  return match ? (match[1] ?? match[2]) : null;
}
