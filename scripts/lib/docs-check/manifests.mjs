// The direct dependencies a repository declares, read from its manifests by this bench's own small
// readers (not the engine's): package.json (dependencies, devDependencies, peerDependencies,
// optionalDependencies), Cargo.toml ([dependencies], [dev-dependencies], [build-dependencies],
// their [target.*] forms and [workspace.dependencies]), go.mod (require lines not marked
// `// indirect`), pyproject.toml (PEP 621 dependencies and optional-dependencies, PEP 735
// dependency-groups, [build-system] requires, Poetry's dependency tables), requirements*.txt,
// pom.xml (<dependency> outside <dependencyManagement> and <build>), composer.json (require,
// require-dev; not php or ext-*), Gemfile (`gem` lines) and *.csproj (<PackageReference>).
// A dependency on a package the repository itself defines (an npm workspace, a Cargo path
// dependency, a Go module of the repository, the project's own Maven module) is internal and not
// counted. Manifests under vendored or fixture folders are not read.
import { arrayStrings, inlineTable, readToml, stringValue } from './toml-lite.mjs';

/**
 * @typedef {{ name: string, ecosystem: string, kind: string, forms: string[] }} Dependency
 * @typedef {{ path: string, ecosystem: string, dependencies: Dependency[], internalNames: string[] }} Manifest
 */

/**
 * Names a repository declares besides dependencies, which a document may name: npm scripts and
 * bins, Cargo features and targets, pyproject scripts, Makefile targets.
 * @param {import('./repo-facts.mjs').RepoFacts} facts
 * @returns {Set<string>}
 */
export function declaredNames(facts) {
  const names = new Set();
  for (const file of facts.paths) {
    if (SKIPPED_FOLDER.test(file)) continue;
    if (/(?:^|\/)package\.json$/.test(file)) {
      const json = JSON.parse(facts.read(file));
      for (const key of Object.keys(json.scripts ?? {})) names.add(key);
      if (json.bin && typeof json.bin === 'object') for (const key of Object.keys(json.bin)) names.add(key);
    } else if (/(?:^|\/)(?:Cargo|pyproject)\.toml$/.test(file)) {
      for (const entry of readToml(facts.read(file))) {
        const table = entry.table.join('.');
        if (table === 'features' || table === 'project.scripts' || table === 'tool.poetry.scripts') names.add(entry.key[0]);
        if (/^(?:bin|lib|test|bench|example)$/.test(table) && entry.key[0] === 'name') names.add(stringValue(entry.value) ?? '');
      }
    } else if (/(?:^|\/)(?:GNUmakefile|Makefile|makefile)$/.test(file)) {
      for (const match of facts.read(file).matchAll(/^([A-Za-z0-9_.-]+)\s*:(?!=)/gm)) names.add(match[1]);
    }
  }
  names.delete('');
  return names;
}

const SKIPPED_FOLDER = /(?:^|\/)(?:node_modules|vendor|third_party|testdata|fixtures?|__fixtures__)\//;

const READERS = [
  { pattern: /(?:^|\/)package\.json$/, ecosystem: 'npm', read: readPackageJson },
  { pattern: /(?:^|\/)Cargo\.toml$/, ecosystem: 'cargo', read: readCargo },
  { pattern: /(?:^|\/)go\.mod$/, ecosystem: 'go', read: readGoMod },
  { pattern: /(?:^|\/)pyproject\.toml$/, ecosystem: 'pypi', read: readPyproject },
  { pattern: /(?:^|\/)requirements[^/]*\.txt$/, ecosystem: 'pypi', read: readRequirements },
  { pattern: /(?:^|\/)pom\.xml$/, ecosystem: 'maven', read: readPom },
  { pattern: /(?:^|\/)composer\.json$/, ecosystem: 'composer', read: readComposer },
  { pattern: /(?:^|\/)Gemfile$/, ecosystem: 'rubygems', read: readGemfile },
  { pattern: /\.csproj$/, ecosystem: 'nuget', read: readCsproj },
];

/** Manifests this reader does not read; reported as "not checked". */
const UNREAD = /(?:^|\/)(?:build\.gradle(?:\.kts)?|setup\.py|setup\.cfg|Pipfile|mix\.exs|pubspec\.yaml|Package\.swift)$/;

/**
 * @param {import('./repo-facts.mjs').RepoFacts} facts
 * @returns {{ manifests: Manifest[], direct: Dependency[], internal: string[], unread: string[] }}
 */
export function readManifests(facts) {
  const manifests = [];
  const unread = [];
  for (const file of [...facts.paths].sort()) {
    if (SKIPPED_FOLDER.test(file)) continue;
    const reader = READERS.find((candidate) => candidate.pattern.test(file));
    if (!reader) {
      if (UNREAD.test(file)) unread.push(file);
      continue;
    }
    const { dependencies, internalNames } = reader.read(facts.read(file));
    manifests.push({ path: file, ecosystem: reader.ecosystem, dependencies: dependencies.map((d) => ({ ecosystem: reader.ecosystem, ...d })), internalNames });
  }
  const internal = new Set(manifests.flatMap((manifest) => manifest.internalNames));
  const direct = new Map();
  for (const manifest of manifests) {
    for (const dependency of manifest.dependencies) {
      if (dependency.internal || internal.has(dependency.name)) continue;
      const key = `${dependency.ecosystem}:${normalizeName(dependency.ecosystem, dependency.name)}`;
      const known = direct.get(key);
      if (known) known.kind = mergeKinds(known.kind, dependency.kind);
      else direct.set(key, { name: dependency.name, ecosystem: dependency.ecosystem, kind: dependency.kind, forms: dependency.forms ?? [dependency.name] });
    }
  }
  const sorted = [...direct.values()].sort((a, b) => (a.ecosystem + a.name < b.ecosystem + b.name ? -1 : 1));
  return { manifests, direct: sorted, internal: [...internal].sort(), unread };
}

function mergeKinds(a, b) {
  return a === b ? a : [...new Set([...a.split('+'), ...b.split('+')])].sort().join('+');
}

/**
 * The form a name is compared in: PyPI names by PEP 503 (case-insensitive, runs of `-_.` equal).
 * @param {string} ecosystem
 * @param {string} name
 */
export function normalizeName(ecosystem, name) {
  return ecosystem === 'pypi' ? name.toLowerCase().replace(/[-_.]+/g, '-') : name;
}

function readPackageJson(text) {
  const json = JSON.parse(text);
  const dependencies = [];
  for (const [field, kind] of [['dependencies', 'runtime'], ['devDependencies', 'dev'], ['peerDependencies', 'peer'], ['optionalDependencies', 'optional']]) {
    for (const [name, spec] of Object.entries(json[field] ?? {})) {
      dependencies.push({ name, kind, internal: typeof spec === 'string' && /^(?:workspace:|file:|link:)/.test(spec) });
    }
  }
  return { dependencies, internalNames: typeof json.name === 'string' ? [json.name] : [] };
}

function readCargo(text) {
  const entries = readToml(text);
  const dependencies = [];
  const internalNames = [];
  for (const entry of entries) {
    if (entry.table.join('.') === 'package' && entry.key.join('.') === 'name') internalNames.push(stringValue(entry.value) ?? '');
    const kind = cargoKind(entry.table);
    if (!kind) continue;
    const table = entry.value.startsWith('{') ? inlineTable(entry.value) : new Map();
    const renamed = table.has('package') ? stringValue(table.get('package')) : null;
    dependencies.push({ name: entry.key[0], kind, internal: table.has('path'), forms: renamed ? [entry.key[0], renamed] : [entry.key[0]] });
  }
  // `[dependencies.serde]` tables: the name is the table's last part.
  const seen = new Set();
  for (const entry of entries) {
    const kind = cargoKind(entry.table.slice(0, -1));
    const name = entry.table[entry.table.length - 1];
    if (!kind || seen.has(entry.table.join('.'))) continue;
    seen.add(entry.table.join('.'));
    const internal = entries.some((other) => other.table.join('.') === entry.table.join('.') && other.key[0] === 'path');
    dependencies.push({ name, kind, internal });
  }
  return { dependencies, internalNames };
}

function cargoKind(table) {
  const tail = table[table.length - 1];
  const kinds = { dependencies: 'runtime', 'dev-dependencies': 'dev', 'build-dependencies': 'build' };
  if (!(tail in kinds)) return null;
  if (table.length === 1) return kinds[tail];
  if (table.length === 3 && table[0] === 'target') return kinds[tail];
  if (table.length === 2 && table[0] === 'workspace' && tail === 'dependencies') return 'workspace';
  return null;
}

function readGoMod(text) {
  const dependencies = [];
  const internalNames = [];
  const module = /^module\s+(\S+)/m.exec(text);
  if (module) internalNames.push(module[1].replace(/^"|"$/g, ''));
  const lines = text.split('\n');
  let inRequire = false;
  for (const rawLine of lines) {
    const line = rawLine.trim();
    if (/^require\s*\($/.test(line)) inRequire = true;
    else if (inRequire && line === ')') inRequire = false;
    else {
      const match = inRequire ? /^(\S+)\s+(\S+)(.*)$/.exec(line) : /^require\s+(\S+)\s+(\S+)(.*)$/.exec(line);
      if (match && !match[1].startsWith('//') && !/\/\/\s*indirect\b/.test(match[3])) {
        dependencies.push({ name: match[1].replace(/^"|"$/g, ''), kind: 'runtime' });
      }
    }
  }
  return { dependencies, internalNames };
}

/** The distribution name a PEP 508 requirement starts with. */
function pep508Name(requirement) {
  const match = /^\s*([A-Za-z0-9](?:[A-Za-z0-9._-]*[A-Za-z0-9])?)/.exec(requirement);
  return match ? match[1] : null;
}

function readPyproject(text) {
  const entries = readToml(text);
  const dependencies = [];
  const internalNames = [];
  const add = (requirements, kind) => {
    for (const requirement of requirements) {
      const name = pep508Name(requirement);
      if (name) dependencies.push({ name, kind });
    }
  };
  for (const entry of entries) {
    const table = entry.table.join('.');
    const key = entry.key.join('.');
    if ((table === 'project' && key === 'name') || (table === 'tool.poetry' && key === 'name')) internalNames.push(stringValue(entry.value) ?? '');
    if (table === 'project' && key === 'dependencies') add(arrayStrings(entry.value), 'runtime');
    else if (table === 'project.optional-dependencies') add(arrayStrings(entry.value), 'optional');
    else if (table === 'dependency-groups') add(arrayStrings(entry.value), 'dev');
    else if (table === 'build-system' && key === 'requires') add(arrayStrings(entry.value), 'build');
    else if (/^tool\.poetry\.(?:dependencies|dev-dependencies|group\.[^.]+\.dependencies)$/.test(table) && entry.key[0] !== 'python') {
      dependencies.push({ name: entry.key[0], kind: table === 'tool.poetry.dependencies' ? 'runtime' : 'dev' });
    }
  }
  return { dependencies, internalNames };
}

function readRequirements(text) {
  const dependencies = [];
  for (const raw of text.split('\n')) {
    const line = raw.replace(/(^|\s)#.*$/, '').trim();
    if (!line || line.startsWith('-') || /^[a-z+]+:\/\//i.test(line) || line.startsWith('.') || line.startsWith('/')) continue;
    const name = pep508Name(line);
    if (name) dependencies.push({ name, kind: 'runtime' });
  }
  return { dependencies, internalNames: [] };
}

function readPom(text) {
  const xml = text.replace(/<!--[\s\S]*?-->/g, '');
  const own = xml.replace(/<parent>[\s\S]*?<\/parent>/g, '').replace(/<(dependencies|dependencyManagement|build|profiles|reporting)>[\s\S]*?<\/\1>/g, '');
  const tag = (block, name) => new RegExp(`<${name}>\\s*([^<]+?)\\s*</${name}>`).exec(block)?.[1] ?? null;
  const internalNames = [];
  const ownArtifact = tag(own, 'artifactId');
  if (ownArtifact) internalNames.push(`${tag(own, 'groupId') ?? tag(xml.match(/<parent>[\s\S]*?<\/parent>/)?.[0] ?? '', 'groupId')}:${ownArtifact}`);
  const usable = xml.replace(/<dependencyManagement>[\s\S]*?<\/dependencyManagement>/g, '').replace(/<build>[\s\S]*?<\/build>/g, '');
  const dependencies = [];
  for (const block of usable.match(/<dependency>[\s\S]*?<\/dependency>/g) ?? []) {
    const groupId = tag(block, 'groupId');
    const artifactId = tag(block, 'artifactId');
    if (!artifactId) continue;
    const scope = tag(block, 'scope') ?? 'compile';
    const name = groupId ? `${groupId}:${artifactId}` : artifactId;
    dependencies.push({ name, kind: scope === 'test' ? 'dev' : scope === 'compile' || scope === 'runtime' ? 'runtime' : scope, forms: [name, artifactId] });
  }
  return { dependencies, internalNames };
}

function readComposer(text) {
  const json = JSON.parse(text);
  const dependencies = [];
  for (const [field, kind] of [['require', 'runtime'], ['require-dev', 'dev']]) {
    for (const name of Object.keys(json[field] ?? {})) if (name !== 'php' && !name.startsWith('ext-')) dependencies.push({ name, kind });
  }
  return { dependencies, internalNames: typeof json.name === 'string' ? [json.name] : [] };
}

function readGemfile(text) {
  const dependencies = [];
  for (const match of text.matchAll(/^\s*gem\s+["']([^"']+)["']/gm)) dependencies.push({ name: match[1], kind: 'runtime' });
  return { dependencies, internalNames: [] };
}

function readCsproj(text) {
  const dependencies = [];
  for (const match of text.matchAll(/<PackageReference\s+[^>]*Include="([^"]+)"/g)) dependencies.push({ name: match[1], kind: 'runtime' });
  return { dependencies, internalNames: [] };
}
