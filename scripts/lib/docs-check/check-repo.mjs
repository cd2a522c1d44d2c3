// Every check of one repository's documents, and the verdicts that make the bench fail.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { git } from '../bench/git.mjs';
import { checkMentions } from './mentions.mjs';
import { dependencyCoverage, namesOf, sourceFileCoverage, symbolCoverage } from './coverage.mjs';
import { runCtags, symbolIndex } from './ctags.mjs';
import { LANGUAGE_BY_EXTENSION } from './languages.mjs';
import { expressionIds, spdxIds, statedLicenses } from './license.mjs';
import { declaredNames, normalizeName, readManifests } from './manifests.mjs';
import { parseMarkdown } from './markdown.mjs';
import { checkMermaid } from './mermaid-check.mjs';
import { readOutputs } from './outputs.mjs';
import { findPlaceholders } from './placeholders.mjs';
import { publicSurface } from './public-api.mjs';
import { gitBranches, gitTags, grepStrings, historyReferences, PROSE, readRepoFacts } from './repo-facts.mjs';
import { listSourceFiles } from './source-files.mjs';
import { codeReads, environmentCoverage, exampleVariables } from './environment.mjs';
import { checkSecrets } from './secrets-check.mjs';
import { findWorkMarkers, markerCoverage } from './work-markers.mjs';

/** Coverage thresholds of issue 10 and of documentation engine II. */
export const THRESHOLDS = Object.freeze({ codeIndex: 1, dependencies: 1, api: 0.9, interfaces: 0.95, todo: 0.98, envExample: 1, envCode: 0.95 });

/** Names a document may give that are no repository fact: file formats, runtimes, package ecosystems. */
const KNOWN_NAMES = [
  'Markdown', 'JSON', 'YAML', 'TOML', 'HTML', 'CSS', 'SCSS', 'Dockerfile', 'Makefile', 'SQL', 'XML', 'Mermaid', 'Node', 'Node.js', 'Deno', 'Bun',
  'npm', 'pnpm', 'yarn', 'PyPI', 'pypi', 'pip', 'uv', 'Poetry', 'cargo', 'Cargo', 'crates.io', 'go', 'Maven', 'maven', 'Gradle', 'NuGet', 'nuget', 'RubyGems', 'rubygems', 'Bundler', 'Composer', 'composer', 'Packagist',
];

/**
 * Template-like text is no placeholder when the repository's own source holds it verbatim (git grep
 * -F outside prose files): a doc comment quoted from code, in a block quote or a table cell, may say
 * `{{name}}` or `${name}`. Only stock placeholder phrases (`REPLACE-ME`, `lorem ipsum`…) are never
 * excused, and neither is anything the source does not hold.
 */
async function placeholdersNotQuoted(repoDir, hits) {
  const unescape = (text) => text.replace(/\\(.)/g, '$1');
  const quoted = hits.filter((hit) => hit.quoted);
  const found = await grepStrings(repoDir, quoted.map((hit) => unescape(hit.text)), { words: false });
  const fromSource = (hit) => hit.quoted && found.has(unescape(hit.text));
  return { placeholders: hits.filter((hit) => !fromSource(hit)), quotedFromSource: hits.filter(fromSource) };
}

/**
 * A stock phrase in CHANGELOG.md (`to be written`) is no placeholder when its whole entry is the
 * repository's own words: the entry's text, without its list marker, links and a trailing `(#123)`,
 * verbatim in a tracked prose file (git grep -F) or in a commit message — the changelog quotes the
 * history. Reported apart, like template-like text quoted from the source.
 */
async function placeholdersFromHistory(repoDir, documents, hits) {
  const entryOf = (hit) => {
    const line = documents.get(hit.doc)?.lines[hit.line - 1] ?? '';
    return line
      .replace(/^\s*(?:[-*+]|\d+\.)\s+/, '')
      .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
      .replace(/\s*\((?:#\d+(?:,\s*)?)+\)\s*$/, '')
      .trim();
  };
  const candidates = hits.filter((hit) => hit.doc === 'CHANGELOG.md' && !hit.quoted && entryOf(hit).length > hit.text.length);
  if (!candidates.length) return { placeholders: hits, quotedFromHistory: [] };
  const entries = candidates.map(entryOf);
  const inProse = await grepStrings(repoDir, entries, { words: false, pathspec: PROSE });
  const messages = await git(repoDir, ['log', '--format=%B', 'HEAD']);
  const quoted = new Set(candidates.filter((hit) => inProse.has(entryOf(hit)) || messages.includes(entryOf(hit))));
  return { placeholders: hits.filter((hit) => !quoted.has(hit)), quotedFromHistory: [...quoted].map((hit) => ({ ...hit, entry: entryOf(hit), where: inProse.has(entryOf(hit)) ? 'tracked prose file' : 'commit message' })) };
}

/** Rule ids of gitleaks' own rule set (`[[rules]]` … `id = "…"`), read from the shared data beside this repository. */
export const GITLEAKS_TOML = new URL('../../../../shared/data/gitleaks/gitleaks.toml', import.meta.url);
export function gitleaksRuleIds(text) {
  const ids = new Set();
  let table = '';
  for (const line of text.split(/\r?\n/)) {
    const header = /^\s*\[\[?\s*([^\]]+?)\s*\]\]?\s*(?:#.*)?$/.exec(line);
    if (header) table = header[1];
    const id = /^\s*id\s*=\s*"([^"]+)"/.exec(line);
    if (id && table === 'rules') ids.add(id[1]);
  }
  return ids;
}

/** The first 12 hex digits of each planted value's SHA-256: SECURITY.md's fingerprints. */
export function plantedFingerprints(planted) {
  return new Set(planted.map((secret) => createHash('sha256').update(secret.value).digest('hex').slice(0, 12)));
}

/**
 * @param {{ repoDir: string, outDir: string, expectedLicense: { expression: string | null, source: string },
 *   planted?: import('./secrets-check.mjs').Planted[] | null }} options
 */
export async function checkRepository({ repoDir, outDir, expectedLicense, planted = null }) {
  const facts = await readRepoFacts(repoDir);
  const outputs = readOutputs(outDir, facts.head);
  const documents = new Map([...outputs.texts].map(([file, text]) => [file, parseMarkdown(text)]));
  const sources = listSourceFiles(facts);
  const tags = await runCtags(repoDir, sources.files.map((file) => file.path));
  const manifests = readManifests(facts);
  const truth = await checkMentions({
    facts,
    index: symbolIndex(tags),
    names: declaredNameMethods(manifests, declaredNames(facts)),
    tags: await gitTags(repoDir),
    references: await historyReferences(repoDir),
    documents,
    gitleaksRules: existsSync(GITLEAKS_TOML) ? gitleaksRuleIds(readFileSync(GITLEAKS_TOML, 'utf8')) : new Set(),
    branches: await gitBranches(repoDir),
    fingerprints: planted ? plantedFingerprints(planted) : null,
  });
  const notQuoted = await placeholdersNotQuoted(repoDir, [...documents].flatMap(([doc, parsed]) => findPlaceholders(doc, parsed).map((hit) => ({ ...hit, quoted: /[{$%]/.test(hit.text) }))));
  const { quotedFromSource } = notQuoted;
  const { placeholders, quotedFromHistory } = await placeholdersFromHistory(repoDir, documents, notQuoted.placeholders);
  const blocks = [...documents].flatMap(([doc, parsed]) => parsed.fences.filter((fence) => fence.lang === 'mermaid').map((fence) => ({ doc, line: fence.line, text: fence.content })));
  const mermaid = await checkMermaid(blocks);
  const surface = await publicSurface(facts, sources.files, tags);
  const names = (file) => namesOf(documents.get(file));
  // A coverage is null when its document was not written: reported as such, never a failure.
  const ifWritten = (file, measure) => (documents.has(file) ? measure(file) : null);
  const markers = await findWorkMarkers(repoDir, sources.files);
  const example = exampleVariables(facts);
  const reads = await codeReads(repoDir, sources.files);
  const environment = ifWritten('ONBOARDING.md', (file) => environmentCoverage(outputs.texts.get(file), example, reads));
  const coverage = {
    codeIndex: ifWritten('CODE_INDEX.md', (file) => sourceFileCoverage(names(file), sources.files)),
    dependencies: ifWritten('DEPENDENCY_REPORT.md', (file) => dependencyCoverage(names(file), manifests.direct)),
    api: ifWritten('API_REFERENCE.md', (file) => symbolCoverage(names(file), surface.symbols)),
    interfaces: ifWritten('INTERFACES.md', (file) => symbolCoverage(names(file), surface.interfaces)),
    todo: ifWritten('TODO.md', (file) => markerCoverage(outputs.texts.get(file), markers, facts.paths)),
    envExample: environment?.example ?? null,
    envCode: environment?.code ?? null,
  };
  const secrets = planted ? checkSecrets({ outDir, planted, securityText: outputs.texts.get('SECURITY.md') ?? null, paths: facts.paths }) : null;
  const stated = documents.has('README.md') ? statedLicenses(documents.get('README.md')) : { ids: [], where: 'README.md missing' };
  const expectedIds = expressionIds(expectedLicense.expression);
  const license = { expected: expectedLicense, expectedIds, stated, ok: documents.has('README.md') && expectedIds.join(' ') === stated.ids.join(' ') };
  return {
    head: facts.head,
    trackedFiles: facts.paths.size,
    outputs,
    truth,
    placeholders,
    quotedFromSource,
    quotedFromHistory,
    mermaid,
    coverage,
    facts: { markers: markers.length, exampleFiles: example.files, exampleVariables: example.names.size, codeReads: reads.length, codeReadsOutsideTests: reads.filter((read) => !read.testsOnly).length },
    secrets,
    license,
    sources: { count: sources.files.length, excluded: sources.excluded, languages: countBy(sources.files.map((file) => file.language)) },
    surface: { symbols: surface.symbols.length, interfaces: surface.interfaces.length, notChecked: surface.notChecked, anonymous: surface.anonymous },
    manifests: { read: manifests.manifests.map((manifest) => manifest.path), unread: manifests.unread, internal: manifests.internal },
  };
}

/** How each declared name is confirmed, for the truth check. */
function declaredNameMethods(manifests, declared) {
  const names = new Map();
  for (const id of spdxIds()) names.set(id, 'SPDX license id');
  for (const language of [...Object.values(LANGUAGE_BY_EXTENSION), ...KNOWN_NAMES]) names.set(language, 'language, format or ecosystem name');
  for (const name of declared) names.set(name, 'manifest script, target or feature');
  for (const name of manifests.internal) names.set(name, 'manifest package name');
  for (const manifest of manifests.manifests) {
    for (const dependency of manifest.dependencies) {
      for (const form of dependency.forms ?? [dependency.name]) {
        names.set(form, 'manifest dependency');
        if (dependency.ecosystem === 'pypi') names.set(`pypi:${normalizeName('pypi', form)}`, 'manifest dependency');
      }
    }
  }
  return names;
}

function countBy(values) {
  const counts = {};
  for (const value of values) counts[value] = (counts[value] ?? 0) + 1;
  return Object.fromEntries(Object.entries(counts).sort(([a], [b]) => (a < b ? -1 : 1)));
}

/** found / total, 1 when there is nothing to find. */
export function share(check) {
  return check.total ? check.found / check.total : 1;
}

/**
 * The hard checks of one repository: name, passed. A coverage whose document was not written is
 * left out (the summary says "not written"); so are the determinism and incremental checks of a
 * repository that was not run twice.
 * @param {{ result: Awaited<ReturnType<typeof checkRepository>>, determinism?: { differing: string[] } | null,
 *   incremental?: { keptChanged: string[] } | null }} repo
 */
export function verdicts({ result, determinism = null, incremental = null }) {
  const list = [
    { check: 'docs.json matches the documents', passed: result.outputs.problems.length === 0 },
    { check: 'no document refused', passed: result.outputs.refused.length === 0 },
    { check: 'paths exist', passed: result.truth.paths.missing.length === 0 },
    { check: 'SHAs are commits', passed: result.truth.shas.missing.length === 0 },
    { check: 'symbols and names exist', passed: result.truth.symbols.missing.length === 0 },
    { check: 'no placeholders', passed: result.placeholders.length === 0 },
    { check: 'Mermaid blocks parse', passed: !result.mermaid.unavailable && result.mermaid.errors.length === 0 },
  ];
  const coverage = (check, key) => {
    if (result.coverage[key]) list.push({ check, passed: share(result.coverage[key]) >= THRESHOLDS[key] });
  };
  coverage('CODE_INDEX names 100% of source files', 'codeIndex');
  coverage('DEPENDENCY_REPORT names 100% of direct dependencies', 'dependencies');
  coverage('API_REFERENCE names ≥ 90% of public symbols', 'api');
  coverage('INTERFACES names ≥ 95% of interfaces', 'interfaces');
  coverage('TODO names ≥ 98% of TODO/FIXME comments', 'todo');
  coverage('ONBOARDING names every `.env.example` variable', 'envExample');
  coverage('ONBOARDING names ≥ 95% of the variables the code reads', 'envCode');
  if (result.secrets?.listed) list.push({ check: 'SECURITY lists every planted secret', passed: result.secrets.listed.missing.length === 0 });
  if (result.secrets) list.push({ check: 'no planted secret rendered', passed: result.secrets.rendered.length === 0 });
  if (result.outputs.texts.has('README.md')) list.push({ check: 'license', passed: result.license.ok });
  if (determinism) list.push({ check: 'two runs write identical bytes', passed: determinism.differing.length === 0 });
  if (incremental) list.push({ check: 'kept documents keep their bytes', passed: incremental.keptChanged.length === 0 });
  return list;
}
