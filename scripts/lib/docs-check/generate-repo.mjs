// Generated repositories for bench:docs: N source files (1,000 and 10,000 in the bench) in
// TypeScript, JavaScript, Python, Go, Rust and Java, with manifests (package.json, pyproject.toml,
// go.mod, Cargo.toml, pom.xml), imports between files, doc comments, TODO/FIXME comments, decoy
// "TODO" strings outside comments, environment reads and a `.env.example`, logging calls, loops
// with awaits, and planted FAKE secrets (generate-secrets.mjs). Five commits by five authors on
// fixed dates, two tags, written with one `git fast-import` stream, then checked out.
//
// Everything comes from the seeded PRNG (scripts/lib/rng.mjs): the same N gives the same bytes.
// A built repository is reused while this generator is unchanged (its key is in the folder's name,
// as for the history bench's repositories). What was planted — secrets with their file and line,
// the variables — is kept in the repository's .git folder, never in a commit: the checks read it,
// the engine, which reads only the commit's tree, cannot.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { dataBlock, git, quotePath, rawDate, startFastImport } from '../bench/git.mjs';
import { cachedRepo } from '../bench/repos.mjs';
import { rng } from '../rng.mjs';
import { SECRET_KINDS } from './generate-secrets.mjs';
import { pascal, SECRET_SLOT, snake, sourceLines } from './generate-sources.mjs';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const GENERATOR_FILES = ['generate-repo.mjs', 'generate-sources.mjs', 'generate-secrets.mjs', '../rng.mjs', '../bench/git.mjs'].map((file) => path.join(HERE, file));

/**
 * @typedef {{ path: string, language: string, kind: 'module' | 'test' | 'structural', lines?: string[],
 *   domain?: string, sub?: string, noun?: string, role?: string, summary?: string, names?: { type: string, factory: string, provider: string },
 *   methods?: string[], imports?: any[], todos?: { tag: string, text: string, style: string, method: number }[], decoy?: boolean,
 *   env?: string | null, envStyle?: string, provider?: boolean, secret?: any, commit: number, draft?: boolean }} PlannedFile
 * @typedef {{ rule: string, path: string, line: number, value: string, windows: string[] }} PlantedSecret
 */

const DOMAINS = ['billing', 'catalog', 'orders', 'accounts', 'search', 'inventory', 'shipping', 'payments', 'reports', 'notifications', 'auth', 'analytics', 'pricing', 'reviews', 'media', 'scheduling', 'messaging', 'audit', 'exports', 'imports', 'settings', 'sessions', 'webhooks', 'ledger', 'tax', 'support', 'geo', 'promotions', 'fulfillment', 'returns'];
const SUBS = ['engine', 'api', 'jobs', 'store', 'events'];
const NOUNS = ['invoice', 'account', 'order', 'item', 'cart', 'price', 'customer', 'token', 'session', 'event', 'report', 'queue', 'rule', 'policy', 'schedule', 'coupon', 'review', 'address', 'shipment', 'refund', 'payout', 'ticket', 'upload', 'export', 'metric'];
const ROLES = ['service', 'store', 'client', 'handler', 'mapper', 'validator', 'repository', 'controller', 'model', 'router', 'worker', 'formatter', 'cache', 'builder', 'reader'];
const VERBS = ['load', 'save', 'find', 'list', 'validate', 'format', 'merge', 'compute', 'resolve', 'refresh', 'sync', 'publish', 'archive'];
const SUMMARIES = ['loads, checks and stores records', 'keeps the upstream in step', 'answers the public API', 'runs the nightly jobs', 'turns events into records', 'caches what the API reads most'];
const TODO_TEXTS = ['retry when the {n} store times out', 'drop the legacy {n} format after the migration', 'cache {n} lookups between requests', 'validate {n} ids before saving', 'paginate the {n} listing', 'report metrics for {r} failures', 'remove this workaround once the upstream bug is fixed', 'handle partial {n} updates'];

/** The MIT license, whole: a license file cut short is no license a detector names. */
const MIT_LICENSE = [
  'MIT License', '', 'Copyright (c) 2024 Acme', '',
  'Permission is hereby granted, free of charge, to any person obtaining a copy', 'of this software and associated documentation files (the "Software"), to deal',
  'in the Software without restriction, including without limitation the rights', 'to use, copy, modify, merge, publish, distribute, sublicense, and/or sell',
  'copies of the Software, and to permit persons to whom the Software is', 'furnished to do so, subject to the following conditions:', '',
  'The above copyright notice and this permission notice shall be included in all', 'copies or substantial portions of the Software.', '',
  'THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND, EXPRESS OR', 'IMPLIED, INCLUDING BUT NOT LIMITED TO THE WARRANTIES OF MERCHANTABILITY,',
  'FITNESS FOR A PARTICULAR PURPOSE AND NONINFRINGEMENT. IN NO EVENT SHALL THE', 'AUTHORS OR COPYRIGHT HOLDERS BE LIABLE FOR ANY CLAIM, DAMAGES OR OTHER',
  'LIABILITY, WHETHER IN AN ACTION OF CONTRACT, TORT OR OTHERWISE, ARISING FROM,', 'OUT OF OR IN CONNECTION WITH THE SOFTWARE OR THE USE OR OTHER DEALINGS IN THE', 'SOFTWARE.',
];

/** Share of the source files per language; TypeScript takes what is left so the total is exact. */
const LANGUAGE_SHARES = [['js', 0.15], ['py', 0.2], ['go', 0.15], ['rs', 0.1], ['java', 0.15], ['ts', 0.25]];

/** Variables the code reads; the first 22 are also in `.env.example`, which adds three the code does not read. */
const ENV_READ = ['DATABASE_URL', 'REDIS_URL', 'API_BASE_URL', 'LOG_LEVEL', 'PORT', 'HOST', 'SMTP_HOST', 'SMTP_PORT', 'S3_BUCKET', 'AWS_REGION', 'FEATURE_FLAGS', 'CACHE_TTL_SECONDS', 'QUEUE_CONCURRENCY', 'SENTRY_DSN', 'METRICS_PORT', 'TRACING_ENDPOINT', 'SEARCH_INDEX', 'PAYMENT_PROVIDER', 'TAX_SERVICE_URL', 'GEOCODER_URL', 'MAX_UPLOAD_MB', 'GITHUB_TOKEN', 'SESSION_TTL', 'WEBHOOK_SIGNING_ALGO', 'JWT_ISSUER', 'EXPORT_DIR', 'IMPORT_BATCH_SIZE', 'RATE_LIMIT_PER_MINUTE', 'DEFAULT_LOCALE', 'SUPPORT_EMAIL'];
const ENV_EXAMPLE_ONLY = ['LEGACY_API_URL', 'ADMIN_EMAIL', 'BACKUP_BUCKET'];
const IN_EXAMPLE = 22;

const AUTHORS = [
  ['Alice Martin', 'alice.martin@acme.example'], ['Bob Chen', 'bob.chen@acme.example'], ['Carla Rossi', 'carla.rossi@acme.example'],
  ['Deepak Rao', 'deepak.rao@acme.example'], ['Eve Novak', 'eve.novak@acme.example'],
];
const COMMITS = [
  { author: 0, date: '2024-01-08T09:00:00+01:00', message: 'Initial import of the service skeleton' },
  { author: 1, date: '2024-02-12T14:30:00+01:00', message: 'feat: add the domain modules', tag: 'v0.1.0' },
  { author: 2, date: '2024-03-18T10:15:00+01:00', message: 'feat: add the remaining modules and their tests' },
  { author: 3, date: '2024-04-22T16:45:00+02:00', message: 'chore: configuration, deployment settings and the README', tag: 'v0.2.0' },
  { author: 4, date: '2024-05-06T11:20:00+02:00', message: 'fix: handle empty input in the revised services\n\nCloses #12' },
];

/** Where each secret kind goes: the language of its file and how the line reads. */
const SECRET_PLACES = [
  { kind: 'aws-access-token', language: 'ts', line: (v) => `const AWS_ACCESS_KEY_ID = '${v}';` },
  { kind: 'github-pat', language: 'py', line: (v) => `GITHUB_TOKEN = os.environ.get("GITHUB_TOKEN", "${v}")` },
  { kind: 'slack-bot-token', language: 'go', line: (v) => `const slackToken = "${v}" // FIXME: rotate this token and read it from the vault` },
  { kind: 'private-key', language: 'py', line: (v) => `DEV_SIGNING_KEY = """${v}"""` },
  { kind: 'stripe-access-token', language: 'js', line: (v) => `const STRIPE_SECRET_KEY = '${v}'; // TODO: read the key from the environment` },
  { kind: 'gcp-api-key', language: 'java', line: (v) => `    private static final String MAPS_API_KEY = "${v}";` },
  { kind: 'gitlab-pat', language: 'rs', line: (v) => `const GITLAB_TOKEN: &str = "${v}";` },
  { kind: 'npm-access-token', language: null, line: (v) => `//registry.npmjs.org/:_authToken=${v}` },
];

function generatorKey(files) {
  const hash = createHash('sha256');
  for (const file of GENERATOR_FILES) hash.update(readFileSync(file));
  hash.update(String(files));
  return hash.digest('hex').slice(0, 12);
}

const pick = (random, list) => list[Math.floor(random() * list.length)];

/** Files of one language, folder by folder, until its count is reached. */
function planLanguage(random, language, count, plan) {
  const files = [];
  let folderIndex = 0;
  const newDomains = new Set();
  while (files.length < count) {
    const domain = DOMAINS[folderIndex % DOMAINS.length] + (folderIndex >= DOMAINS.length * SUBS.length ? String(Math.floor(folderIndex / (DOMAINS.length * SUBS.length)) + 1) : '');
    const sub = SUBS[Math.floor(folderIndex / DOMAINS.length) % SUBS.length];
    folderIndex++;
    const structural = structuralFiles(language, domain, sub, newDomains);
    for (const file of structural) if (files.length < count) files.push(file);
    const combos = NOUNS.flatMap((noun) => ROLES.map((role) => [noun, role])).map((combo) => ({ combo, key: random() })).sort((a, b) => a.key - b.key).map((entry) => entry.combo);
    const size = 18 + Math.floor(random() * 22);
    const folderFiles = [];
    for (let index = 0; index < size && files.length < count; index++) {
      const [noun, role] = combos[index];
      const file = moduleFile(random, language, domain, sub, noun, role, plan);
      file.packageDoc = index === 0;
      folderFiles.push(file);
      files.push(file);
      if (files.length < count && language !== 'rs' && random() < 0.06) files.push(testFileOf(language, file));
    }
    for (const file of structural) if (file.register) file.register(folderFiles);
  }
  return files;
}

/** `__init__.py` and Rust's `mod.rs` files a new folder needs (the crate's lib.rs is written at the end). */
function structuralFiles(language, domain, sub, newDomains) {
  const out = [];
  if (language === 'py') {
    if (!newDomains.has(domain)) {
      newDomains.add(domain);
      out.push({ path: `python/src/acme_gen/${domain}/__init__.py`, language, kind: 'structural', lines: [`"""The ${domain} module."""`] });
    }
    out.push({ path: `python/src/acme_gen/${domain}/${sub}/__init__.py`, language, kind: 'structural', lines: [`"""The ${sub} layer of the ${domain} module."""`] });
  }
  if (language === 'rs') {
    if (!newDomains.has(domain)) {
      newDomains.add(domain);
      const domainMod = { path: `rust/src/${domain}/mod.rs`, language, kind: 'structural', lines: [`//! The ${domain} module.`, ''], rustDomain: domain };
      out.push(domainMod);
    }
    const subMod = { path: `rust/src/${domain}/${sub}/mod.rs`, language, kind: 'structural', lines: [`//! The ${sub} layer of the ${domain} module.`, ''] };
    subMod.register = (files) => subMod.lines.push(...files.filter((file) => file.kind === 'module').map((file) => `pub mod ${path.basename(file.path, '.rs')};`));
    out.push(subMod);
  }
  return out;
}

function moduleFile(random, language, domain, sub, noun, role, plan) {
  const type = `${pascal(noun)}${pascal(role)}`;
  const base = { ts: `${noun}-${role}.ts`, js: `${noun}-${role}.js`, py: `${noun}_${role}.py`, go: `${noun}_${role}.go`, rs: `${noun}_${role}.rs`, java: `${type}.java` }[language];
  const folder = { ts: `ts/src/${domain}/${sub}`, js: `js/src/${domain}/${sub}`, py: `python/src/acme_gen/${domain}/${sub}`, go: `go/pkg/${domain}/${sub}`, rs: `rust/src/${domain}/${sub}`, java: `java/src/main/java/com/acme/gen/${domain}/${sub}` }[language];
  const factory = { ts: `create${type}`, js: `create${type}`, py: `create_${snake(noun)}_${snake(role)}`, go: `New${type}`, rs: 'new', java: type }[language];
  const methods = [];
  const count = 2 + Math.floor(random() * 3);
  while (methods.length < count) {
    const verb = pick(random, VERBS);
    if (!methods.includes(verb)) methods.push(verb);
  }
  if (!methods.some((verb) => ['sync', 'publish', 'archive'].includes(verb)) && random() < 0.4) methods.push('sync');
  const todos = [];
  const todoRoll = random();
  const todoCount = todoRoll < 0.05 ? 2 : todoRoll < 0.25 ? 1 : 0;
  for (let index = 0; index < todoCount; index++) {
    const styles = language === 'py' ? ['line'] : language === 'java' ? ['line', 'doc', 'block'] : ['line', 'line', 'block', 'doc'];
    let style = pick(random, styles);
    if (style === 'doc' && !['ts', 'js', 'java'].includes(language)) style = 'line';
    todos.push({ tag: random() < 0.7 ? 'TODO' : 'FIXME', text: pick(random, TODO_TEXTS).replace('{n}', noun).replace('{r}', role), style, method: index });
  }
  const file = {
    path: `${folder}/${base}`, language, kind: 'module', domain, sub, noun, role, summary: pick(random, SUMMARIES),
    names: { type, factory, provider: `${type}Provider` }, methods, todos, decoy: random() < 0.03,
    env: null, envStyle: pick(random, { ts: ['dot', 'dot', 'bracket'], js: ['dot'], py: ['get', 'index', 'getenv'] }[language] ?? ['call']),
    provider: random() < 0.3, javaInterface: language === 'java' && random() < 0.12, imports: [], commit: 0,
    module: { py: `acme_gen.${domain}.${sub}.${noun}_${role}`, go: `example.com/acme/gen/pkg/${domain}/${sub}`, rs: `crate::${domain}::${sub}::${noun}_${role}::${type}`, java: `com.acme.gen.${domain}.${sub}.${type}` }[language] ?? null,
    javaPackage: `com.acme.gen.${domain}.${sub}`, alias: `${domain}${pascal(sub)}`,
  };
  if (random() < 0.08) file.env = plan.nextEnv(random);
  return file;
}

function testFileOf(language, subject) {
  const folder = path.dirname(subject.path);
  const base = path.basename(subject.path).replace(/\.[a-z]+$/, '');
  const testPath = {
    ts: `${folder}/${base}.test.ts`, js: `${folder}/${base}.test.js`, go: `${folder}/${base}_test.go`,
    py: `python/tests/${subject.domain}/${subject.sub}/test_${base}.py`, java: `java/src/test/java/com/acme/gen/${subject.domain}/${subject.sub}/${subject.names.type}Test.java`,
  }[language];
  return { path: testPath, language, kind: 'test', subject, commit: 0 };
}

/** Imports of 1–3 earlier files of the same language (Go: at most one other package; Java: none of its own package). */
function wireImports(random, files) {
  const modules = files.filter((file) => file.kind === 'module');
  modules.forEach((file, index) => {
    if (index === 0) return;
    const wanted = file.language === 'go' ? 1 : 1 + Math.floor(random() * 3);
    const chosen = new Set();
    for (let attempt = 0; attempt < 6 && chosen.size < wanted; attempt++) {
      const peer = modules[Math.floor(random() * index)];
      if (peer === file || peer.names.type === file.names.type) continue;
      const samePackage = path.dirname(peer.path) === path.dirname(file.path);
      if ((file.language === 'go' || file.language === 'java') && samePackage) continue;
      if (file.language === 'java' && [...chosen].some((other) => other.names.type === peer.names.type)) continue;
      if (file.language === 'rs' && [...chosen].some((other) => other.names.type === peer.names.type)) continue;
      if ((file.language === 'ts' || file.language === 'js') && [...chosen].some((other) => other.names.factory === peer.names.factory)) continue;
      if (file.language === 'py' && [...chosen].some((other) => other.names.factory === peer.names.factory)) continue;
      chosen.add(peer);
    }
    file.imports = [...chosen];
  });
}

/** The crate root, the shared TypeScript logger, manifests, README, LICENSE and `.env.example`. */
function projectFiles(files, secrets) {
  const rustDomains = [...new Set(files.filter((file) => file.rustDomain).map((file) => file.rustDomain))];
  for (const mod of files.filter((file) => file.rustDomain)) {
    const subs = [...new Set(files.filter((file) => file.language === 'rs' && file.kind === 'structural' && file.path.startsWith(`rust/src/${mod.rustDomain}/`) && file !== mod).map((file) => file.path.split('/')[3]))];
    mod.lines.push(...subs.map((sub) => `pub mod ${sub};`));
  }
  const extra = [
    { path: 'package.json', lines: [JSON.stringify({ name: 'acme-gen', version: '0.2.0', private: true, license: 'MIT', type: 'module', scripts: { build: 'tsc -p ts', test: 'vitest run' }, dependencies: { express: '^4.19.2', zod: '^3.23.8', pino: '^9.3.2', lodash: '^4.17.21' }, devDependencies: { typescript: '^5.5.4', vitest: '^2.0.5', '@types/node': '^20.14.0' } }, null, 2)] },
    { path: 'js/package.json', lines: [JSON.stringify({ name: '@acme/gen-js', version: '0.2.0', private: true, type: 'module', dependencies: { axios: '^1.7.2', dotenv: '^16.4.5', commander: '^12.1.0' }, devDependencies: { eslint: '^9.8.0' } }, null, 2)] },
    { path: 'ts/tsconfig.json', lines: [JSON.stringify({ compilerOptions: { target: 'ES2022', module: 'NodeNext', strict: true, outDir: 'dist' }, include: ['src'] }, null, 2)] },
    { path: 'python/pyproject.toml', lines: ['[build-system]', 'requires = ["hatchling"]', 'build-backend = "hatchling.build"', '', '[project]', 'name = "acme-gen"', 'version = "0.2.0"', 'license = "MIT"', 'requires-python = ">=3.10"', 'dependencies = ["requests>=2.31", "pydantic>=2.7", "SQLAlchemy>=2.0"]', '', '[project.optional-dependencies]', 'dev = ["pytest>=8.2"]'] },
    { path: 'go/go.mod', lines: ['module example.com/acme/gen', '', 'go 1.22', '', 'require (', '\tgithub.com/google/uuid v1.6.0', '\tgolang.org/x/sync v0.7.0', '\tgithub.com/stretchr/testify v1.9.0', '\tgithub.com/davecgh/go-spew v1.1.1 // indirect', ')'] },
    { path: 'rust/Cargo.toml', lines: ['[package]', 'name = "acme-gen"', 'version = "0.2.0"', 'edition = "2021"', 'license = "MIT"', '', '[dependencies]', 'serde = { version = "1", features = ["derive"] }', 'tokio = { version = "1", features = ["full"] }', 'log = "0.4"', 'anyhow = "1"', '', '[dev-dependencies]', 'proptest = "1"'] },
    { path: 'rust/src/lib.rs', language: 'rs', kind: 'structural', lines: ['//! The acme-gen crate: every module of the generated services.', '', ...rustDomains.map((domain) => `pub mod ${domain};`)] },
    { path: 'java/pom.xml', lines: ['<?xml version="1.0" encoding="UTF-8"?>', '<project xmlns="http://maven.apache.org/POM/4.0.0">', '  <modelVersion>4.0.0</modelVersion>', '  <groupId>com.acme</groupId>', '  <artifactId>gen</artifactId>', '  <version>0.2.0</version>', '  <dependencies>', ...[['org.slf4j', 'slf4j-api', '2.0.13', null], ['com.fasterxml.jackson.core', 'jackson-databind', '2.17.2', null], ['org.junit.jupiter', 'junit-jupiter', '5.10.3', 'test']].flatMap(([group, artifact, version, scope]) => ['    <dependency>', `      <groupId>${group}</groupId>`, `      <artifactId>${artifact}</artifactId>`, `      <version>${version}</version>`, ...(scope ? [`      <scope>${scope}</scope>`] : []), '    </dependency>']), '  </dependencies>', '</project>'] },
    { path: '.env.example', commit: 3, lines: ['# Settings of the acme services; copy to .env and fill in.', ...[...ENV_READ.slice(0, IN_EXAMPLE), ...ENV_EXAMPLE_ONLY].map((name) => `${name}=${/PORT|SIZE|MB|SECONDS|CONCURRENCY|MINUTE/.test(name) ? '8080' : ''}`)] },
    { path: '.gitignore', lines: ['node_modules/', 'dist/', 'target/', '__pycache__/', '.env'] },
    { path: 'README.md', commit: 3, lines: ['# acme-gen', '', 'A generated multi-language service repository for the documentation benchmark.', '', 'Copy `.env.example` to `.env`, then run each service from its folder (`ts/`, `js/`, `python/`, `go/`, `rust/`, `java/`).'] },
    { path: 'LICENSE', commit: 3, lines: MIT_LICENSE },
  ];
  for (const secret of secrets.filter((entry) => entry.kind === 'npm-access-token')) {
    extra.push({ path: secret.npmrc, commit: 3, lines: ['registry=https://registry.npmjs.org/', SECRET_SLOT], secret });
  }
  return extra.map((file) => ({ kind: 'structural', language: null, commit: 0, ...file }));
}

/**
 * The whole plan: every file with its commit, the secrets and the variables.
 * @param {number} total source files
 */
export function planRepository(total) {
  const random = rng(0x5eed0000 + total);
  let envIndex = 0;
  const plan = { nextEnv: (r) => (envIndex < ENV_READ.length ? ENV_READ[envIndex++] : pick(r, ENV_READ)) };
  const files = [{ path: 'ts/src/shared/logger.ts', language: 'ts', kind: 'structural', commit: 0, lines: ['/** The one pino logger every TypeScript module writes to. */', "import pino from 'pino';", '', "export const logger = pino({ level: process.env.LOG_LEVEL ?? 'info' });"] }];
  let left = total - 1;
  const counts = LANGUAGE_SHARES.map(([language, share], index) => [language, index === LANGUAGE_SHARES.length - 1 ? null : Math.round(total * share)]);
  // lib.rs is a Rust source file too: one fewer for the folders.
  for (const [language, count] of counts) {
    const wanted = count === null ? left : language === 'rs' ? count - 1 : count;
    files.push(...planLanguage(random, language, wanted, plan));
    left -= language === 'rs' ? wanted + 1 : wanted;
  }
  for (const language of ['ts', 'js', 'py', 'go', 'rs', 'java']) wireImports(random, files.filter((file) => file.language === language));
  const modules = files.filter((file) => file.kind === 'module' && !file.javaInterface);
  const secrets = plantSecrets(random, modules, total);
  // Commits: the first three split the files 40/35/25; the fourth adds the configuration and the
  // files holding secrets; the fifth revises 1% of the files first committed as drafts.
  files.forEach((file, index) => {
    const share = index / files.length;
    file.commit = share < 0.4 ? 0 : share < 0.75 ? 1 : 2;
  });
  for (const file of files) if (file.secret) file.commit = 3;
  for (const file of modules) if (!file.secret && random() < 0.01) file.draft = true;
  files.push(...projectFiles(files, secrets));
  return { files, secrets, envRead: [...ENV_READ], envExample: [...ENV_READ.slice(0, IN_EXAMPLE), ...ENV_EXAMPLE_ONLY] };
}

/** One secret of each kind per 5,000 source files (at least one), each in a file of its place's language. */
function plantSecrets(random, modules, total) {
  const copies = Math.max(1, Math.ceil(total / 5000));
  const secrets = [];
  for (let copy = 0; copy < copies; copy++) {
    for (const place of SECRET_PLACES) {
      const value = SECRET_KINDS[place.kind](random);
      const entry = { kind: place.kind, value, line: place.line };
      if (place.language === null) entry.npmrc = copy === 0 ? '.npmrc' : copy === 1 ? 'js/.npmrc' : `js/config${copy}/.npmrc`;
      else {
        const candidates = modules.filter((file) => file.language === place.language && !file.secret);
        const file = candidates[Math.floor(random() * candidates.length)];
        file.secret = entry;
      }
      secrets.push(entry);
    }
  }
  return secrets;
}

/** The final text of a file, and the line its secret starts on (1-based), if it holds one. */
function render(file) {
  const lines = sourceLines(file);
  const slot = lines.indexOf(SECRET_SLOT);
  let secretLine = null;
  if (slot >= 0) {
    if (file.secret) {
      lines[slot] = `${file.secret.line(file.secret.value.value)}\n`;
      // Some template entries hold more than one line: count physical lines.
      secretLine = lines.slice(0, slot).reduce((sum, line) => sum + line.split('\n').length, 0) + 1;
    } else lines.splice(slot, 1);
  }
  return { text: `${lines.join('\n')}\n`, secretLine };
}

/** A draft: the same file with its first line marked, committed before the fix that finalises it. */
function draftOf(text) {
  const newline = text.indexOf('\n');
  return `${text.slice(0, newline)} (draft)${text.slice(newline)}`;
}

async function writeHistory(dir, plan) {
  const importer = startFastImport(dir);
  const rendered = new Map(plan.files.map((file) => [file, render(file)]));
  let mark = 0;
  for (const [index, commit] of COMMITS.entries()) {
    mark++;
    const [name, email] = AUTHORS[commit.author];
    const stamp = rawDate(commit.date);
    await importer.write(`commit refs/heads/main\nmark :${mark}\nauthor ${name} <${email}> ${stamp}\ncommitter ${name} <${email}> ${stamp}\n`);
    await importer.write(dataBlock(`${commit.message}\n`));
    if (mark > 1) await importer.write(`from :${mark - 1}\n`);
    for (const file of plan.files) {
      const { text } = rendered.get(file);
      let content = null;
      if (file.commit === index) content = file.draft ? draftOf(text) : text;
      else if (file.draft && index === 4) content = text;
      if (content === null) continue;
      await importer.write(`M 100644 inline ${quotePath(file.path)}\n`);
      await importer.write(dataBlock(content));
    }
    await importer.write('\n');
    if (commit.tag) await importer.write(`reset refs/tags/${commit.tag}\nfrom :${mark}\n\n`);
  }
  await importer.finish();
  return rendered;
}

/** What the checks need to know, kept outside the repository. */
function plantedFacts(plan, rendered) {
  const secrets = [];
  for (const file of plan.files) {
    const { secretLine } = rendered.get(file);
    if (file.secret && secretLine !== null) {
      const { value } = file.secret;
      secrets.push({ rule: value.rule, path: file.path, line: secretLine, value: value.value, parts: value.parts });
    }
  }
  const languages = {};
  for (const file of plan.files) if (file.language) languages[file.language] = (languages[file.language] ?? 0) + 1;
  const todos = plan.files.reduce((sum, file) => sum + (file.todos?.length ?? 0), 0) + plan.secrets.filter((secret) => /TODO|FIXME/.test(secret.line('x'))).length;
  return { secrets, envRead: plan.envRead, envExample: plan.envExample, todoComments: todos, decoys: plan.files.filter((file) => file.decoy).length, languages };
}

/**
 * Builds (or reuses) the generated repository of `files` source files under `baseDir`.
 * @param {{ files: number, baseDir: string }} options
 * @returns {Promise<{ dir: string, name: string, planted: ReturnType<typeof plantedFacts>, cached: boolean, seconds: number }>}
 */
export async function generatedRepo({ files, baseDir }) {
  const name = `generated-${files}`;
  const started = Date.now();
  const { dir, cached, info } = await cachedRepo(path.join(baseDir, `${name}-${generatorKey(files)}`), async (tmp) => {
    const plan = planRepository(files);
    const rendered = await writeHistory(tmp, plan);
    await git(tmp, ['symbolic-ref', 'HEAD', 'refs/heads/main']);
    await git(tmp, ['reset', '--hard', '--quiet']);
    return { files, seconds: (Date.now() - started) / 1000, planted: plantedFacts(plan, rendered) };
  });
  return { dir, name, planted: info.planted, cached, seconds: info.seconds };
}
