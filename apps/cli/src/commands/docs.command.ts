import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { DOC_TYPES, type DocType } from '@chronicle/contracts';
import { BUILT_IN_AGENTS, createAgentRegistry, documentRecord, folderGateCache, startTextReaderThread, writeDocuments, type AgentRegistry, type DocumentOutcome, type TextReader } from '@chronicle/agents';
import { NotARepositoryError } from '@chronicle/history';
import { buildSnapshot, CommitNotFoundError, type Snapshot, type SnapshotProgress } from '@chronicle/snapshot';
import { cacheDir, gateCacheDir, snapshotCacheDir } from '../cache-dir.js';
import { EXIT_FAILURE, EXIT_OK, UsageError, type CliIo } from '../cli-io.js';
import { modelSettings } from '../model-provider.js';
import { oneOf, parseOptions } from '../parse-options.js';
import { keepableDocuments, sha256, type DocsEntry } from './previous-documents.js';
import { resolveSource } from '../resolve-source.js';

export const DOCS_HELP = `Usage: chronicle docs [path|url] [options]

Writes the repository's documents from one commit, read with git (never uncommitted files):
one Markdown file per document type (README.md, ARCHITECTURE.md, CHANGELOG.md, …) and
docs.json with each document's quality score and its components, tokens used, size in tokens,
generation time, commit and engine. Every document is checked before it is written: one that
names a file, symbol or commit the repository does not have is refused (exit code 1). The same
commit gives the same documents, byte for byte. A document whose inputs (the files, manifests
and history its agent reads) did not change since the run that wrote DIR is kept as it is,
with the commit it was written at.

Arguments:
  path|url             a local repository (default: the current folder), or a file:// or
                       http(s):// URL, cloned once into a cache and fetched on later runs

Options:
  --types LIST         comma-separated document types (default: every type an agent writes):
                       ${DOC_TYPES.join(', ')}
  --commit REF         the commit, branch or tag to document (default: HEAD)
  --out DIR            the folder to write to (default: ./chronicle-docs)
  --format FORMAT      md | json (default: md); json writes docs.json alone, with each
                       document's Markdown in its "content" field
  -h, --help           show this help

Environment:
  CHRONICLE_AGENT_PACKAGES   comma-separated npm packages of extra agents to load
  CHRONICLE_CACHE_DIR        where clones and snapshots are cached
  OPENAI_BASE_URL            a model server (OpenAI-compatible) for the documents' prose; the
                             model's text is kept only when it passes the same checks
  OPENAI_API_KEY, OPENAI_MODEL   its key and model (default model: gpt-4o-mini)
  CHRONICLE_MODEL_CONTEXT_TOKENS the model's context size (default 16384); half of it carries
                             facts, an eighth (at most 2048) is left for the answer
`;

const FORMATS = ['md', 'json'] as const;
const DEFAULT_OUT = 'chronicle-docs';

export async function docsCommand(args: string[], io: CliIo): Promise<number> {
  const { values, positionals } = parseOptions(args, { types: { type: 'string' }, commit: { type: 'string' }, out: { type: 'string' }, format: { type: 'string' } }, 'docs');
  if (values.help) {
    io.stdout(DOCS_HELP);
    return EXIT_OK;
  }
  if (positionals.length > 1) throw new UsageError(`Give one repository, not ${positionals.length}. See \`chronicle docs --help\`.`);
  const format = oneOf(values.format as string | undefined, FORMATS, '--format', 'md');
  const commit = values.commit as string | undefined;
  if (commit !== undefined && !commit.trim()) throw new UsageError('--commit needs a commit, branch or tag.');
  const outOption = (values.out as string | undefined) ?? DEFAULT_OUT;
  const out = path.resolve(io.cwd, outOption);

  collectGarbageSooner();
  const model = modelSettings(io.env);
  // How the documents are written is part of each one's inputs: another model writes other prose.
  const engine = model ? `model:${model.provider.name}` : 'built-in';
  const registry = await loadRegistry(io);
  const agents = selectAgents(registry, values.types as string | undefined);
  // Started first: the gate's parsers load on the second core while the snapshot is read.
  const reader = startTextReaderThread();
  try {
    return await writeAll({ agents, engine, model, reader, source: resolveSource(positionals[0], io.cwd), commit, out, outOption, format, io });
  } finally {
    await reader.close();
  }
}

type WriteAllInput = {
  agents: ReturnType<typeof selectAgents>;
  engine: string;
  model: ReturnType<typeof modelSettings>;
  reader: TextReader;
  source: string;
  commit: string | undefined;
  out: string;
  outOption: string;
  format: (typeof FORMATS)[number];
  io: CliIo;
};

/** Reads the snapshot, writes every agent's document, and writes the output folder; the exit code. */
async function writeAll({ agents, engine, model, reader, source, commit, out, outOption, format, io }: WriteAllInput): Promise<number> {
  const snapshot = await readSnapshot(source, commit, io);
  io.stderr(`chronicle: ${describeSnapshot(snapshot)}\n`);

  const previous = keepableDocuments(out, snapshot.repository.name);
  const entries: DocsEntry[] = [];
  let refused = 0;
  let written = 0;
  let failed = 0;
  await writeDocuments({
    snapshot,
    agents,
    engine,
    ...(model ? { model } : {}),
    gateCache: folderGateCache(gateCacheDir(io)),
    reader,
    previousInputs: new Map([...previous].map(([type, entry]) => [type, entry.inputs])),
    onDocument: (run) => {
      if (run.status === 'kept') {
        const kept = previous.get(run.agent.meta.docType)!;
        entries.push(kept);
        io.stderr(`chronicle: kept ${kept.file}: its inputs did not change since ${kept.commit.slice(0, 7)}\n`);
        return;
      }
      if (run.status === 'failed') {
        failed++;
        io.stderr(`chronicle: ${run.reason} The other agents still run.\n`);
        return;
      }
      entries.push(documentRecord(run.outcome, run.inputs));
      const { document, report } = run.outcome;
      if (report.refused) refused++;
      else written++;
      io.stderr(report.refused ? `chronicle: refused ${document.file}: ${report.problems.map((problem) => problem.message).join(' ')}\n` : `chronicle: ${document.file} scored ${document.qualityScore}${describeEngine(document)}\n`);
    },
  });
  writeOutput(out, format, snapshot, entries);
  const kept = entries.length - written - refused;
  const summary = format === 'md' ? `${written} ${written === 1 ? 'document' : 'documents'}${kept ? ` (${kept} kept)` : ''} and docs.json` : 'docs.json';
  io.stderr(`chronicle: wrote ${summary} to ${outOption}\n`);
  return refused > 0 || failed > 0 ? EXIT_FAILURE : EXIT_OK;
}

/**
 * The gate parses each document with markdownlint's parser, which leaves about a kilobyte of
 * garbage per byte of Markdown, and V8 lets its old generation grow to up to four times what the
 * last full collection kept (the snapshot, and what reading it took) before collecting again: a
 * 10,000-file repository's documents reached 1.5 GB that way. Growing it to twice what was kept
 * brings them to 0.84 GB for about the same CPU time (a few more full collections). V8 reads the setting at every collection, so it
 * holds from here on, for the whole process.
 */
function collectGarbageSooner(): void {
  setFlagsFromString('--heap-growing-percent=100');
}

function describeEngine(document: DocumentOutcome['document']): string {
  if (document.engine === 'model') return ` (prose by ${document.model}, ${document.tokensUsed} tokens${document.tokensEstimated ? ', estimated' : ''})`;
  if (document.fallback) return ` (built-in text kept: ${document.fallback})`;
  return '';
}

async function loadRegistry(io: CliIo): Promise<AgentRegistry> {
  const packageNames = (io.env.CHRONICLE_AGENT_PACKAGES ?? '').split(',').map((name) => name.trim()).filter(Boolean);
  const { registry, refused } = await createAgentRegistry({ builtIns: BUILT_IN_AGENTS, packageNames, resolveFrom: [io.cwd] });
  for (const { reason } of refused) io.stderr(`chronicle: ${reason} The other agents still run.\n`);
  return registry;
}

/** The agents for `--types`: doc types as in the spec (`api_reference`), kebab-case or file names also accepted. */
function selectAgents(registry: AgentRegistry, types: string | undefined) {
  const available = registry.list();
  if (types === undefined) return available;
  const wanted = types.split(',').map((type) => type.trim().toLowerCase().replace(/\.md$/, '').replace(/-/g, '_')).filter(Boolean);
  if (wanted.length === 0) throw new UsageError('--types needs at least one document type.');
  return [...new Set(wanted)].map((type) => {
    if (!(DOC_TYPES as readonly string[]).includes(type)) throw new UsageError(`"${type}" is not a document type; the types are ${DOC_TYPES.join(', ')}.`);
    const agent = registry.forDocType(type as DocType);
    if (!agent) throw new UsageError(`No agent writes the ${type} document yet; the agents write ${available.map((a) => a.meta.docType).join(', ')}.`);
    return agent;
  });
}

async function readSnapshot(source: string, commit: string | undefined, io: CliIo): Promise<Snapshot> {
  // Quiet for the first two seconds: a short run says only what it wrote.
  let lastReport = Date.now();
  try {
    return await buildSnapshot(source, {
      commit,
      cloneCacheDir: cacheDir(io),
      cacheDir: snapshotCacheDir(io),
      onProgress: (event) => {
        const now = Date.now();
        if (now - lastReport < 2000) return;
        lastReport = now;
        io.stderr(`chronicle: ${describeProgress(event)}\n`);
      },
    });
  } catch (error) {
    if (error instanceof NotARepositoryError || error instanceof CommitNotFoundError) throw new UsageError(error.message);
    throw error;
  }
}

function describeProgress(event: SnapshotProgress): string {
  if (event.stage === 'history') return `read ${event.commitsRead.toLocaleString('en-US')} commits…`;
  return `read ${event.filesRead.toLocaleString('en-US')} of ${event.filesTotal.toLocaleString('en-US')} files, parsed ${event.filesParsed.toLocaleString('en-US')}…`;
}

function describeSnapshot(snapshot: Snapshot): string {
  const skipped = Object.entries(snapshot.skippedCounts).filter(([, count]) => count > 0);
  const skippedText = skipped.length ? `; skipped ${skipped.map(([reason, count]) => `${count} ${reason}`).join(', ')}` : '';
  return `${snapshot.repository.name} at ${snapshot.commit.sha.slice(0, 7)}: ${snapshot.files.length} files indexed${skippedText}`;
}

/** Writes the documents that are not refused (a kept one's file already holds its bytes) and docs.json. */
function writeOutput(out: string, format: (typeof FORMATS)[number], snapshot: Snapshot, entries: DocsEntry[]): void {
  mkdirSync(out, { recursive: true });
  if (format === 'md') {
    for (const entry of entries) {
      if (entry.refused || entry.content === undefined) continue;
      const file = path.join(out, entry.file);
      if (!existsSync(file) || sha256(readFileSync(file, 'utf8')) !== entry.sha256) writeFileSync(file, entry.content);
    }
  }
  const documents = entries.map(({ content, ...entry }) => (format === 'json' && !entry.refused ? { ...entry, content } : entry));
  const manifest = { repository: snapshot.repository.name, commit: snapshot.commit.sha, documents };
  writeFileSync(path.join(out, 'docs.json'), `${JSON.stringify(manifest, null, 2)}\n`);
}
