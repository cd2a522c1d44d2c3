// Every check of one repository's documents, and the verdicts that make the bench fail.
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
import { gitTags, grepStrings, historyReferences, readRepoFacts } from './repo-facts.mjs';
import { listSourceFiles } from './source-files.mjs';

/** Coverage thresholds of issue 10. */
export const THRESHOLDS = Object.freeze({ codeIndex: 1, dependencies: 1, api: 0.9, interfaces: 0.95 });

/** Names a document may give that are no repository fact: file formats, runtimes, package ecosystems. */
const KNOWN_NAMES = [
  'Markdown', 'JSON', 'YAML', 'TOML', 'HTML', 'CSS', 'SCSS', 'Dockerfile', 'Makefile', 'SQL', 'XML', 'Mermaid', 'Node', 'Node.js', 'Deno', 'Bun',
  'npm', 'pnpm', 'yarn', 'PyPI', 'pypi', 'pip', 'uv', 'Poetry', 'cargo', 'Cargo', 'crates.io', 'go', 'Maven', 'maven', 'Gradle', 'NuGet', 'nuget', 'RubyGems', 'rubygems', 'Bundler', 'Composer', 'composer', 'Packagist',
];

/**
 * Template-like text in a block quote is no placeholder when the repository's own source holds it
 * verbatim (git grep -F outside prose files): a doc comment quoted from code may say `{{name}}`.
 */
async function placeholdersNotQuoted(repoDir, hits) {
  const unescape = (text) => text.replace(/\\(.)/g, '$1');
  const quoted = hits.filter((hit) => hit.quoted);
  const found = await grepStrings(repoDir, quoted.map((hit) => unescape(hit.text)), { words: false });
  const fromSource = (hit) => hit.quoted && found.has(unescape(hit.text));
  return { placeholders: hits.filter((hit) => !fromSource(hit)), quotedFromSource: hits.filter(fromSource) };
}

/**
 * @param {{ repoDir: string, outDir: string, expectedLicense: { expression: string | null, source: string } }} options
 */
export async function checkRepository({ repoDir, outDir, expectedLicense }) {
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
  });
  const { placeholders, quotedFromSource } = await placeholdersNotQuoted(repoDir, [...documents].flatMap(([doc, parsed]) => findPlaceholders(doc, parsed).map((hit) => ({ ...hit, quoted: /^\s*>/.test(parsed.lines[hit.line - 1] ?? '') }))));
  const blocks = [...documents].flatMap(([doc, parsed]) => parsed.fences.filter((fence) => fence.lang === 'mermaid').map((fence) => ({ doc, line: fence.line, text: fence.content })));
  const mermaid = await checkMermaid(blocks);
  const surface = await publicSurface(facts, sources.files, tags);
  const names = (file) => namesOf(documents.get(file) ?? parseMarkdown(''));
  const coverage = {
    codeIndex: sourceFileCoverage(names('CODE_INDEX.md'), sources.files),
    dependencies: dependencyCoverage(names('DEPENDENCY_REPORT.md'), manifests.direct),
    api: symbolCoverage(names('API_REFERENCE.md'), surface.symbols),
    interfaces: symbolCoverage(names('INTERFACES.md'), surface.interfaces),
  };
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
    mermaid,
    coverage,
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

/**
 * The hard checks of one repository: name, passed, and a short figure.
 * @param {Awaited<ReturnType<typeof checkRepository>>} result
 * @param {{ differing: string[] } | null} determinism
 */
export function verdicts(result, determinism) {
  const share = (c) => (c.total ? c.found / c.total : 1);
  const list = [
    { check: 'documents and docs.json written', passed: result.outputs.problems.length === 0 },
    { check: 'paths exist', passed: result.truth.paths.missing.length === 0 },
    { check: 'SHAs are commits', passed: result.truth.shas.missing.length === 0 },
    { check: 'symbols and names exist', passed: result.truth.symbols.missing.length === 0 },
    { check: 'no placeholders', passed: result.placeholders.length === 0 },
    { check: 'Mermaid blocks parse', passed: !result.mermaid.unavailable && result.mermaid.errors.length === 0 },
    { check: 'CODE_INDEX names 100% of source files', passed: share(result.coverage.codeIndex) >= THRESHOLDS.codeIndex },
    { check: 'DEPENDENCY_REPORT names 100% of direct dependencies', passed: share(result.coverage.dependencies) >= THRESHOLDS.dependencies },
    { check: 'API_REFERENCE names ≥ 90% of public symbols', passed: share(result.coverage.api) >= THRESHOLDS.api },
    { check: 'INTERFACES names ≥ 95% of interfaces', passed: share(result.coverage.interfaces) >= THRESHOLDS.interfaces },
    { check: 'license', passed: result.license.ok },
  ];
  if (determinism) list.push({ check: 'two runs write identical bytes', passed: determinism.differing.length === 0 });
  return list;
}
