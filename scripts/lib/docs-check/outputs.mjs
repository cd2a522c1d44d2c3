// What `chronicle docs` wrote: the documents and docs.json, read and validated against the shape
// issue 10 asks for. Twelve document types exist or are coming; a run may write any of them, so a
// type with neither a file nor a docs.json entry is "not written" — reported, never a failure.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The twelve documents of documentation engine II, by type, with their file names. */
export const DOCUMENTS = Object.freeze([
  { type: 'readme', file: 'README.md' },
  { type: 'architecture', file: 'ARCHITECTURE.md' },
  { type: 'code_index', file: 'CODE_INDEX.md' },
  { type: 'api_reference', file: 'API_REFERENCE.md' },
  { type: 'interfaces', file: 'INTERFACES.md' },
  { type: 'dependency_report', file: 'DEPENDENCY_REPORT.md' },
  { type: 'changelog', file: 'CHANGELOG.md' },
  { type: 'todo', file: 'TODO.md' },
  { type: 'onboarding', file: 'ONBOARDING.md' },
  { type: 'security', file: 'SECURITY.md' },
  { type: 'performance', file: 'PERFORMANCE.md' },
  { type: 'logging', file: 'LOGGING.md' },
]);

export const COMPONENTS = Object.freeze(['truthfulness', 'completeness', 'coverage', 'diagrams', 'hygiene']);

/**
 * @typedef {{ type: string, file: string, qualityScore: number, components: Record<string, number>,
 *   tokensUsed: number, documentTokens: number, generationMs: number, commit: string, engine: unknown,
 *   refused?: boolean, problems?: string[] }} DocsJsonEntry
 * @typedef {{ texts: Map<string, string>, entries: DocsJsonEntry[], problems: string[], notWritten: string[],
 *   refused: { file: string, problems: string[] }[] }} Outputs
 */

/**
 * @param {string} outDir
 * @param {string} head the commit the documents should reflect
 * @returns {Outputs}
 */
export function readOutputs(outDir, head) {
  const problems = [];
  const texts = new Map();
  for (const { file } of DOCUMENTS) {
    const full = path.join(outDir, file);
    if (existsSync(full)) texts.set(file, readFileSync(full, 'utf8'));
  }
  let entries = [];
  const jsonFile = path.join(outDir, 'docs.json');
  if (!existsSync(jsonFile)) problems.push('docs.json was not written');
  else {
    try {
      entries = docsJsonEntries(JSON.parse(readFileSync(jsonFile, 'utf8')));
    } catch (error) {
      problems.push(`docs.json is not JSON: ${error.message}`);
    }
  }
  const notWritten = [];
  const refused = [];
  for (const { type, file } of DOCUMENTS) {
    const entry = entries.find((candidate) => candidate.type === type || candidate.file === file);
    if (entry?.refused) refused.push({ file, problems: entry.problems ?? [] });
    else if (entry) problems.push(...entryProblems(entry, outDir, head));
    else if (texts.has(file)) problems.push(`${file} was written but docs.json has no entry for ${type}`);
    else notWritten.push(file);
  }
  return { texts, entries, problems, notWritten, refused };
}

/** docs.json as an array, `{ documents: [...] }` or an object keyed by type. */
function docsJsonEntries(json) {
  if (Array.isArray(json)) return json;
  if (Array.isArray(json?.documents)) return json.documents;
  if (json && typeof json === 'object') return Object.entries(json).filter(([, value]) => value && typeof value === 'object' && !Array.isArray(value)).map(([type, value]) => ({ type, ...value }));
  return [];
}

function entryProblems(entry, outDir, head) {
  const problems = [];
  const label = `docs.json ${entry.type ?? entry.file}`;
  const inRange = (value, max) => typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= max;
  if (typeof entry.file !== 'string' || !existsSync(path.join(outDir, entry.file))) problems.push(`${label}: file ${JSON.stringify(entry.file)} is not in the output folder`);
  if (!inRange(entry.qualityScore, 100)) problems.push(`${label}: qualityScore ${JSON.stringify(entry.qualityScore)} is not 0–100`);
  for (const component of COMPONENTS) {
    if (!inRange(entry.components?.[component], 1)) problems.push(`${label}: components.${component} ${JSON.stringify(entry.components?.[component])} is not 0–1`);
  }
  for (const field of ['tokensUsed', 'documentTokens', 'generationMs']) {
    if (!inRange(entry[field], Number.MAX_SAFE_INTEGER)) problems.push(`${label}: ${field} ${JSON.stringify(entry[field])} is not a number ≥ 0`);
  }
  if (typeof entry.commit !== 'string' || entry.commit.length < 7 || !head.startsWith(entry.commit)) problems.push(`${label}: commit ${JSON.stringify(entry.commit)} is not HEAD (${head.slice(0, 12)})`);
  if (entry.engine === undefined || entry.engine === null || entry.engine === '') problems.push(`${label}: engine is missing`);
  return problems;
}

/**
 * Byte comparison of two output folders; docs.json is compared with every `generationMs` removed
 * (a wall-clock measure), everything else byte for byte.
 * @param {string} first
 * @param {string} second
 * @returns {{ files: number, differing: string[] }}
 */
export function compareOutputs(first, second) {
  const names = [...new Set([...listFiles(first), ...listFiles(second)])].sort();
  const differing = [];
  for (const name of names) {
    const a = path.join(first, name);
    const b = path.join(second, name);
    if (!existsSync(a) || !existsSync(b)) differing.push(`${name} (only in one run)`);
    else if (name === 'docs.json') {
      if (withoutTimes(readFileSync(a, 'utf8')) !== withoutTimes(readFileSync(b, 'utf8'))) differing.push(`${name} (beyond generationMs)`);
    } else if (!readFileSync(a).equals(readFileSync(b))) differing.push(name);
  }
  return { files: names.length, differing };
}

function listFiles(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile()).map((entry) => path.relative(dir, path.join(entry.parentPath ?? entry.path, entry.name)));
}

function withoutTimes(text) {
  try {
    return JSON.stringify(JSON.parse(text, (key, value) => (key === 'generationMs' ? undefined : value)));
  } catch {
    return text;
  }
}
