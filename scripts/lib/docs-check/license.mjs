// License: the SPDX identifiers the README document states, against the expected expression —
// the `license` column of ../shared/repos/README.md for the bundles; for Chronicle (or a repository
// outside that table) the root package.json `license`, else the title of a LICENSE/COPYING file,
// else none (and then the README must state no identifier).
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/** License titles, for a LICENSE file without a package.json `license`. */
const TITLES = [
  [/\bMIT License\b|Permission is hereby granted, free of charge/i, 'MIT'],
  [/Apache License,?\s+Version 2\.0/i, 'Apache-2.0'],
  [/GNU AFFERO GENERAL PUBLIC LICENSE\s+Version 3/i, 'AGPL-3.0'],
  [/GNU LESSER GENERAL PUBLIC LICENSE\s+Version 3/i, 'LGPL-3.0'],
  [/GNU GENERAL PUBLIC LICENSE\s+Version 3/i, 'GPL-3.0'],
  [/GNU GENERAL PUBLIC LICENSE\s+Version 2/i, 'GPL-2.0'],
  [/Mozilla Public License,?\s+(?:Version|v\.)\s*2\.0/i, 'MPL-2.0'],
  [/ISC License|Permission to use, copy, modify, and\/or distribute/i, 'ISC'],
  [/This is free and unencumbered software released into the public domain/i, 'Unlicense'],
  [/Neither the name of/i, 'BSD-3-Clause'],
  [/Redistribution and use in source and binary forms/i, 'BSD-2-Clause'],
];

/**
 * The `bundle → license` column of the repositories' README table.
 * @param {string} markdown
 * @returns {Map<string, string>} bundle base name (`owner__name`) → SPDX expression
 */
export function expectedLicenseTable(markdown) {
  const table = new Map();
  let columns = null;
  for (const line of markdown.split('\n')) {
    if (!line.trim().startsWith('|')) {
      columns = null;
      continue;
    }
    const cells = line.trim().replace(/^\||\|$/g, '').split('|').map((cell) => cell.trim());
    if (!columns) {
      columns = { bundle: cells.findIndex((cell) => /^bundle$/i.test(cell)), license: cells.findIndex((cell) => /^license$/i.test(cell)) };
      continue;
    }
    if (columns.bundle < 0 || columns.license < 0 || /^:?-+/.test(cells[0])) continue;
    const bundle = cells[columns.bundle].replace(/`/g, '').replace(/\.bundle$/, '');
    if (bundle) table.set(bundle, cells[columns.license]);
  }
  return table;
}

/**
 * The expected expression of a repository outside the table.
 * @param {import('./repo-facts.mjs').RepoFacts} facts
 * @returns {{ expression: string | null, source: string }}
 */
export function expectedLicenseOf(facts) {
  if (facts.paths.has('package.json')) {
    const license = JSON.parse(facts.read('package.json')).license;
    if (typeof license === 'string' && license !== 'UNLICENSED') return { expression: license, source: 'package.json license' };
  }
  const file = [...facts.paths].sort().find((path) => /^(?:LICEN[CS]E|COPYING)(?:[.-][\w.-]*)?$/i.test(path));
  if (!file) return { expression: null, source: 'no LICENSE file and no package.json license' };
  const text = facts.read(file);
  const found = TITLES.find(([pattern]) => pattern.test(text));
  return found ? { expression: found[1], source: `${file} (title)` } : { expression: null, source: `${file} (not recognised)` };
}

/**
 * SPDX identifiers stated by the README document: in its License section when it has one, else in
 * the whole document.
 * @param {import('./markdown.mjs').ParsedDocument} parsed
 * @returns {{ ids: string[], where: string }}
 */
export function statedLicenses(parsed) {
  const ids = spdxIds();
  const section = parsed.headings.findIndex((heading) => heading.level === 2 && /licen[cs]e/i.test(heading.text));
  let lines = parsed.lines;
  let where = 'whole document (no License section)';
  if (section >= 0) {
    const start = parsed.headings[section].line;
    const next = parsed.headings.slice(section + 1).find((heading) => heading.level <= 2);
    lines = parsed.lines.slice(start, next ? next.line - 1 : undefined);
    where = `section "${parsed.headings[section].text}"`;
  }
  const stated = new Set();
  for (const line of lines) {
    for (const token of line.match(/[A-Za-z0-9][A-Za-z0-9.+-]*[A-Za-z0-9+]/g) ?? []) if (ids.has(token) && !looksLikeAWord(token)) stated.add(token);
  }
  return { ids: [...stated].sort(), where };
}

/** SPDX ids that are also ordinary words (`Fair`, `Glide`, `curl`) are not read from prose. */
function looksLikeAWord(token) {
  if (token === 'Unlicense' || token === 'Zlib') return false;
  return /^[A-Z][a-z]+$/.test(token) || /^[a-z]+$/.test(token);
}

/** The identifiers of an SPDX expression (`MIT OR Apache-2.0` → MIT, Apache-2.0). */
export function expressionIds(expression) {
  if (!expression) return [];
  return [...new Set(expression.split(/\s+(?:OR|AND|WITH)\s+|[()\s/]+/i).filter((part) => part && !/^(?:OR|AND|WITH)$/i.test(part)))].sort();
}

let cachedIds = null;
/** Every SPDX license identifier (`spdx-license-list`). @returns {Set<string>} */
export function spdxIds() {
  cachedIds ??= require('spdx-license-list/simple');
  return cachedIds;
}
