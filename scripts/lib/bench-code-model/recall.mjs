// Recall of the public members: the share of the independently read public names (public-members.mjs)
// that the snapshot has as an exported symbol with the same qualifiedName in the same file — a
// member with the parent its name says (`Type.member` under `Type`, `a::B::m` under `a::B`) — or,
// for a re-export, as a re-exporting import of that file binding the name. In a CommonJS module
// whose value is one declaration (`var app = exports = module.exports = {}`), the module's export
// `init` is that declaration's member `app.init`, and the module itself (`exports.application =
// require('./application')` elsewhere) is that declaration. A miss says what the
// snapshot has instead: the name but not exported, exported under another parent, or nothing.

/**
 * @typedef {import('./public-members.mjs').ExpectedName} ExpectedName
 * @typedef {{ name: ExpectedName, why: 'not exported' | 'other parent' | 'absent' | 'no re-export' }} Miss
 * @typedef {{ expected: number, found: number, recall: number | null, byLanguage: Record<string, { expected: number, found: number }>,
 *   byKind: Record<string, { expected: number, found: number }>, misses: Miss[] }} RecallResult
 */

/** The parent a qualified name implies: `A.b` → A, `a::B::m` → a::B, `f` → null. */
export function impliedParent(qualifiedName) {
  const colon = qualifiedName.lastIndexOf('::');
  const dot = qualifiedName.lastIndexOf('.');
  if (colon <= 0 && dot <= 0) return null;
  return qualifiedName.slice(0, Math.max(colon, dot));
}

/**
 * @param {ExpectedName[]} expected
 * @param {{ path: string, symbols: [string, string | null, string][], hidden: string[], reexports: { names: string[] }[] }[]} files the snapshot's files (snapshot-child.mjs)
 * @returns {RecallResult}
 */
export function measureRecall(expected, files) {
  const byPath = new Map(files.map((file) => [file.path, {
    exported: new Map(file.symbols.map(([qualifiedName, parent]) => [qualifiedName, parent])),
    hidden: new Set(file.hidden ?? []),
    moduleValue: file.moduleValue ?? null,
    reexported: new Set(file.reexports.flatMap((ref) => ref.names)),
  }]));
  const byLanguage = {};
  const byKind = {};
  const misses = [];
  let found = 0;
  for (const name of expected) {
    const file = byPath.get(name.path);
    const why = missOf(name, file);
    const tally = (table, key) => {
      table[key] ??= { expected: 0, found: 0 };
      table[key].expected++;
      if (!why) table[key].found++;
    };
    tally(byLanguage, name.language);
    tally(byKind, `${name.language} ${name.reexport ? 're-export' : name.parent ? 'member' : 'top-level'}`);
    if (why) misses.push({ name, why });
    else found++;
  }
  return { expected: expected.length, found, recall: expected.length ? found / expected.length : null, byLanguage, byKind, misses };
}

function missOf(name, file) {
  if (!file) return 'absent';
  if (name.reexport) {
    if (file.reexported.has(name.qualifiedName) || file.exported.has(name.qualifiedName)) return null;
    return 'no re-export';
  }
  const asModuleValue = file.moduleValue !== null && name.parent === null ? (name.kind === 'sourceFile' ? [file.moduleValue] : [`${file.moduleValue}.${name.qualifiedName}`]) : [];
  const candidates = [name.qualifiedName, ...(name.alternates ?? []), ...asModuleValue];
  let sawOtherParent = false;
  for (const candidate of candidates) {
    if (!file.exported.has(candidate)) continue;
    const wanted = candidate === name.qualifiedName ? name.parent : impliedParent(candidate);
    if (wanted === null || file.exported.get(candidate) === wanted) return null;
    sawOtherParent = true;
  }
  if (sawOtherParent) return 'other parent';
  return candidates.some((candidate) => file.hidden.has(candidate)) ? 'not exported' : 'absent';
}
