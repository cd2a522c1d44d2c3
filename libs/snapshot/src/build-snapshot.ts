import { tmpdir } from 'node:os';
import path from 'node:path';
import { openRepository, type Repository } from '@chronicle/history';
import { buildApi } from './api/index.js';
import { SnapshotCache } from './cache/snapshot-cache.js';
import { CODE_LANGUAGES, extractCode, resolveCalls, resolveImports } from './code/index.js';
import { indexFiles, type CodeExtractor } from './files/index-files.js';
import { BlobReader } from './git/blob-reader.js';
import { prefetchTreeBlobs } from './git/prefetch-blobs.js';
import { readTree } from './git/read-tree.js';
import { resolveCommit } from './git/resolve-commit.js';
import { buildComponents, isReadmeFile } from './components/index.js';
import { assignRoles } from './files/roles.js';
import { blameMarkers } from './history/blame-markers.js';
import { readBranch } from './history/conventions.js';
import { readChangelog } from './history/read-changelog.js';
import { reachableTags, readHistory } from './history/read-history.js';
import { isManifestPath, readManifests } from './manifests/index.js';
import { SKIP_REASONS, SNAPSHOT_SCHEMA_VERSION, type LanguageTotal, type SkippedFile, type Snapshot, type SourceFile } from './model.js';
import { isProjectFilePath, readProjectFacts } from './project/index.js';
import { secretsOutsideCode } from './scan/secrets/outside-code.js';
import { redactSecretsIn, withoutSecrets } from './scan/secrets/index.js';


export { SNAPSHOT_SCHEMA_VERSION };

/** Progress of a long run: files read and parsed, then commits read. */
export type SnapshotProgress = { stage: 'files'; filesRead: number; filesParsed: number; filesTotal: number } | { stage: 'history'; commitsRead: number };

export type BuildSnapshotOptions = {
  /** The revision to take (SHA, branch, tag…); default: the repository's HEAD. */
  commit?: string;
  /** Folder of the snapshot cache (whole snapshots by commit, facts by blob); absent: nothing is cached on disk. */
  cacheDir?: string;
  /** Where a URL is cloned (see `openRepository`); default: `chronicle-repositories` in the system's temporary folder. */
  cloneCacheDir?: string;
  onProgress?: (event: SnapshotProgress) => void;
  /** The code extractor and the languages it parses; default: the tree-sitter extractors. Tests replace it. */
  codeExtractor?: CodeExtractor;
};

/**
 * Takes the snapshot of one commit of a repository (a path, a URL, or an opened repository): its
 * tree read with git — never a work tree's files — indexed file by file, with the manifests,
 * project facts and history up to that commit. With `cacheDir`, a commit already taken is read back
 * (its tags and branch read again, as they may have moved), and a new commit reads and parses only the blobs
 * no earlier snapshot has seen at the same path.
 */
export async function buildSnapshot(source: string | Repository, options: BuildSnapshotOptions = {}): Promise<Snapshot> {
  const repository = typeof source === 'string' ? await openRepository(source, { cacheDir: options.cloneCacheDir ?? path.join(tmpdir(), 'chronicle-repositories') }) : source;
  const commit = await resolveCommit(repository, options.commit);
  const cache = options.cacheDir ? new SnapshotCache(options.cacheDir, SNAPSHOT_SCHEMA_VERSION) : null;
  const cached = await cache?.readSnapshot(commit.sha);
  if (cached && cached.schemaVersion === SNAPSHOT_SCHEMA_VERSION) {
    // Refs may have moved since: tags and the branch are read again.
    const [tags, branch] = await Promise.all([reachableTags(repository, cached.history.shas), readBranch(repository, commit.sha)]);
    const refs = redactSecretsIn({ tags, branch }, [...tags.map((tag) => tag.name), branch ?? '']);
    return { ...cached, repository: { name: repository.name, webUrl: repository.webUrl }, history: { ...cached.history, tags: refs.tags, conventions: { ...cached.history.conventions, branch: refs.branch } } };
  }
  await prefetchTreeBlobs(repository, commit.sha);
  const entries = await readTree(repository, commit.sha);
  const reader = new BlobReader(repository);
  const [indexed, history, changelog] = await Promise.all([
    indexFiles({
      entries,
      readBlob: (oid) => reader.read(oid),
      cache,
      extractor: options.codeExtractor ?? { languages: CODE_LANGUAGES, extract: extractCode },
      // READMEs of any folder: a component's purpose may be quoted from its own.
      wantsText: (file) => isManifestPath(file) || isProjectFilePath(file) || isReadmeFile(file),
      onProgress: (progress) => options.onProgress?.({ stage: 'files', ...progress }),
    }).finally(() => reader.close()),
    readHistory(repository, commit, new Set(entries.map((entry) => entry.path)), (commitsRead) => options.onProgress?.({ stage: 'history', commitsRead })),
    readChangelog(repository, commit),
  ]);
  options.onProgress?.({ stage: 'history', commitsRead: history.facts.commits });
  const { manifests, lockfiles } = readManifests(indexed.texts.filter((file) => isManifestPath(file.path)));
  const withHistory = await blameMarkers(
    repository,
    commit,
    assignRoles(indexed.files, manifests).map((file) => ({ ...file, history: history.files.get(file.path) ?? file.history })),
    { cache, soleCommits: history.soleCommits, hasMerges: history.hasMerges, hasMailmap: entries.some((entry) => entry.path === '.mailmap') },
  );
  const project = readProjectFacts(indexed.texts.filter((file) => isProjectFilePath(file.path)));
  // Manifests, project files, READMEs and commit messages are quoted by documents too: no piece of a secret they hold is kept.
  const secrets = secretsOutsideCode({ texts: indexed.texts, lockfiles, commit, changelog });
  const quoted = withoutSecrets({ commit, manifests, project, changelog }, secrets);
  const files = resolveCalls(resolveImports(withHistory, quoted.manifests));
  const built = buildComponents({ files, manifests: quoted.manifests, texts: indexed.texts.filter((file) => isReadmeFile(file.path)) });
  const components = withoutSecrets(built.components, secrets);
  const snapshot: Snapshot = withoutSecretsInNames({
    schemaVersion: SNAPSHOT_SCHEMA_VERSION,
    repository: { name: repository.name, webUrl: repository.webUrl },
    commit: quoted.commit,
    files,
    skipped: indexed.skipped,
    skippedCounts: countSkipped(indexed.skipped),
    languages: languageTotals(indexed.files),
    manifests: quoted.manifests,
    lockfiles,
    project: quoted.project,
    components,
    api: buildApi(built.found, components),
    history: { ...history.facts, changelog: quoted.changelog },
  });
  await cache?.writeSnapshot(snapshot);
  return snapshot;
}

/**
 * The snapshot with every piece of a secret that a name holds — a file's or folder's path, a tag, a
 * branch, an author — taken out of all its facts, before it is cached: names are quoted by
 * documents, by MCP answers and by the cache on disk, which keeps only fingerprints of secrets.
 */
function withoutSecretsInNames(snapshot: Snapshot): Snapshot {
  const { files, skipped, history } = snapshot;
  const names = [
    ...files.map((file) => file.path),
    ...skipped.map((file) => file.path),
    ...history.tags.map((tag) => tag.name),
    history.conventions.branch ?? '',
    ...history.authorsByFolder.flatMap((folder) => folder.authors.map((author) => author.name)),
    ...files.flatMap((file) => file.scan.markers.map((marker) => marker.author ?? '')),
  ];
  return redactSecretsIn(snapshot, names);
}

function countSkipped(skipped: readonly SkippedFile[]): Snapshot['skippedCounts'] {
  const counts = Object.fromEntries(SKIP_REASONS.map((reason) => [reason, 0])) as Snapshot['skippedCounts'];
  for (const file of skipped) counts[file.reason]++;
  return counts;
}

/** Files, lines and tokens per language, most lines first, ties by name (code-point order); files of no known language are left out. */
export function languageTotals(files: readonly SourceFile[]): LanguageTotal[] {
  const totals = new Map<string, LanguageTotal>();
  for (const file of files) {
    if (file.language === null) continue;
    const total = totals.get(file.language) ?? { language: file.language, type: file.languageType, files: 0, lines: 0, tokens: 0 };
    total.files++;
    total.lines += file.lines;
    total.tokens += file.tokens;
    totals.set(file.language, total);
  }
  return [...totals.values()].sort((a, b) => b.lines - a.lines || (a.language < b.language ? -1 : a.language > b.language ? 1 : 0));
}
