import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { DOC_TYPES, type DocType } from '@chronicle/contracts';
import { BUILT_IN_AGENTS, createAgentRegistry, writeDocument, type AgentRegistry, type DocumentOutcome } from '@chronicle/agents';
import { NotARepositoryError } from '@chronicle/history';
import { buildSnapshot, CommitNotFoundError, type Snapshot, type SnapshotProgress } from '@chronicle/snapshot';
import { cacheDir, snapshotCacheDir } from '../cache-dir.js';
import { EXIT_FAILURE, EXIT_OK, UsageError, type CliIo } from '../cli-io.js';
import { oneOf, parseOptions } from '../parse-options.js';
import { resolveSource } from '../resolve-source.js';

export const DOCS_HELP = `Usage: chronicle docs [path|url] [options]

Writes the repository's documents from one commit, read with git (never uncommitted files):
README.md, ARCHITECTURE.md, CODE_INDEX.md, API_REFERENCE.md, INTERFACES.md,
DEPENDENCY_REPORT.md, PERFORMANCE.md, and docs.json with each document's quality score and its
components, tokens used, size in tokens, generation time, commit and engine. Every document is
checked before it is written: one that names a file, symbol or commit the repository does not
have is refused (exit code 1). The same commit gives the same documents, byte for byte.

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

  const registry = await loadRegistry(io);
  const agents = selectAgents(registry, values.types as string | undefined);
  const snapshot = await readSnapshot(resolveSource(positionals[0], io.cwd), commit, io);
  io.stderr(`chronicle: ${describeSnapshot(snapshot)}\n`);

  const outcomes: DocumentOutcome[] = [];
  for (const registered of agents) {
    const outcome = await writeDocument(registered, snapshot);
    outcomes.push(outcome);
    const { document, report } = outcome;
    io.stderr(report.refused ? `chronicle: refused ${document.file}: ${report.problems.map((problem) => problem.message).join(' ')}\n` : `chronicle: ${document.file} scored ${document.qualityScore}\n`);
  }
  writeOutput(out, format, snapshot, outcomes);
  const written = format === 'md' ? `${outcomes.filter((outcome) => !outcome.report.refused).length} documents and docs.json` : 'docs.json';
  io.stderr(`chronicle: wrote ${written} to ${outOption}\n`);
  return outcomes.some((outcome) => outcome.report.refused) ? EXIT_FAILURE : EXIT_OK;
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

function writeOutput(out: string, format: (typeof FORMATS)[number], snapshot: Snapshot, outcomes: DocumentOutcome[]): void {
  mkdirSync(out, { recursive: true });
  const documents = outcomes.map(({ document, report }) => ({
    type: document.type,
    file: document.file,
    qualityScore: document.qualityScore,
    components: document.components,
    tokensUsed: document.tokensUsed,
    documentTokens: document.documentTokens,
    generationMs: document.generationMs,
    commit: document.commit,
    engine: document.engine,
    agent: document.agent,
    coverage: { listed: report.coverage.listed, total: report.coverage.total },
    ...(report.refused ? { refused: true, problems: report.problems.map((problem) => problem.message) } : {}),
    ...(format === 'json' && !report.refused ? { content: document.content } : {}),
  }));
  if (format === 'md') {
    for (const { document, report } of outcomes) if (!report.refused) writeFileSync(path.join(out, document.file), document.content);
  }
  const manifest = { repository: snapshot.repository.name, commit: snapshot.commit.sha, documents };
  writeFileSync(path.join(out, 'docs.json'), `${JSON.stringify(manifest, null, 2)}\n`);
}
