// The incremental run: after the full run, one commit that changes five source files of the
// clone (chosen evenly from the sorted list, so the same files every time), then `chronicle docs`
// again into a copy of the full run's folder — what a user's second run into the same --out sees.
// Which documents were written again and which were kept comes from chronicle's stderr
// (`chronicle: kept X.md: …`, `chronicle: X.md scored …`), cross-checked with docs.json's
// `commit`; a kept document must hold the very bytes of the full run.
import { appendFileSync, cpSync, existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { git } from '../bench/git.mjs';

export const CHANGED_FILES = 5;

/** A fixed author and date: the incremental commit is the same on every run. */
const COMMIT_ENV = {
  GIT_AUTHOR_NAME: 'Bench Incremental', GIT_AUTHOR_EMAIL: 'incremental@chronicle.invalid', GIT_AUTHOR_DATE: '2030-01-01T12:00:00+00:00',
  GIT_COMMITTER_NAME: 'Bench Incremental', GIT_COMMITTER_EMAIL: 'incremental@chronicle.invalid', GIT_COMMITTER_DATE: '2030-01-01T12:00:00+00:00',
};

const HASH_COMMENT = new Set(['Python', 'Cython', 'Ruby', 'Shell', 'Perl', 'R', 'Elixir', 'Julia', 'PowerShell', 'Nim', 'Crystal']);
const DASH_COMMENT = new Set(['Lua', 'Haskell', 'Elm', 'SQL']);

/**
 * What the commit appends to a file: a small function where one is valid at the end of any file
 * of the language (so symbols change, as in a real commit), else a comment.
 * @param {import('./source-files.mjs').SourceFile} file
 */
export function appendedText(file) {
  const note = "Added by bench:docs' incremental commit.";
  if (file.language === 'Python') return `\n\ndef bench_revision():\n    """${note}"""\n    return 1\n`;
  if (file.language === 'Go') return `\n// benchRevision: ${note}\nfunc benchRevision() int { return 1 }\n`;
  if (file.language === 'Rust') return `\n/// ${note}\npub fn bench_revision() -> u32 {\n    1\n}\n`;
  if (/^(?:TypeScript|TSX)$/.test(file.language) && !/\.d\.[cm]?ts$/.test(file.path)) return `\n/** ${note} */\nexport function benchRevision(): number {\n  return 1;\n}\n`;
  if (file.language === 'JavaScript') return `\n/** ${note} */\nfunction benchRevision() {\n  return 1;\n}\n`;
  if (HASH_COMMENT.has(file.language)) return `\n# ${note}\n`;
  if (DASH_COMMENT.has(file.language)) return `\n-- ${note}\n`;
  return `\n// ${note}\n`;
}

/**
 * Five source files spread over the sorted list (public code first: a change there touches the
 * most documents).
 * @param {import('./source-files.mjs').SourceFile[]} sourceFiles
 */
export function chooseChangedFiles(sourceFiles) {
  const publicFiles = sourceFiles.filter((file) => !file.nonPublic);
  const pool = publicFiles.length >= CHANGED_FILES ? publicFiles : sourceFiles;
  const count = Math.min(CHANGED_FILES, pool.length);
  return Array.from({ length: count }, (_, index) => pool[Math.floor(((index + 0.5) * pool.length) / count)]);
}

/**
 * Appends to the files and commits them; resolves to the new HEAD.
 * @param {string} repoDir
 * @param {import('./source-files.mjs').SourceFile[]} files
 */
export async function commitChange(repoDir, files) {
  for (const file of files) appendFileSync(path.join(repoDir, file.path), appendedText(file));
  await git(repoDir, ['add', '--', ...files.map((file) => file.path)]);
  await git(repoDir, ['-c', 'commit.gpgsign=false', 'commit', '--quiet', '--no-verify', '-m', `bench: change ${files.length} files`], { env: COMMIT_ENV });
  return (await git(repoDir, ['rev-parse', 'HEAD'])).trim();
}

/** Written, kept and refused documents, as chronicle's stderr reports them. */
export function readDocsLog(stderr) {
  const written = [];
  const kept = [];
  const refused = [];
  for (const line of stderr.split('\n')) {
    let match = /^chronicle: kept (\S+?):/.exec(line);
    if (match) kept.push(match[1]);
    else if ((match = /^chronicle: refused (\S+?):/.exec(line))) refused.push(match[1]);
    else if ((match = /^chronicle: (\S+\.md) scored\b/.exec(line))) written.push(match[1]);
  }
  return { written, kept, refused };
}

/** docs.json's documents by file, or an empty map. */
function docsJson(dir) {
  try {
    const json = JSON.parse(readFileSync(path.join(dir, 'docs.json'), 'utf8'));
    return new Map((json.documents ?? []).map((entry) => [entry.file, entry]));
  } catch {
    return new Map();
  }
}

/**
 * The whole incremental step.
 * @param {{ repoDir: string, outDir: string, incrementalDir: string, sourceFiles: import('./source-files.mjs').SourceFile[],
 *   run: (outDir: string) => Promise<{ seconds: number, maxRssMb: number | null, treeRssMb: number, code: number, stderr: string }> }} options
 */
export async function runIncremental({ repoDir, outDir, incrementalDir, sourceFiles, run }) {
  const files = chooseChangedFiles(sourceFiles);
  const head = await commitChange(repoDir, files);
  rmSync(incrementalDir, { recursive: true, force: true });
  cpSync(outDir, incrementalDir, { recursive: true });
  const result = await run(incrementalDir);
  if (result.code !== 0 && !existsSync(path.join(incrementalDir, 'docs.json'))) {
    throw new Error(`chronicle docs (incremental) exited with ${result.code}: ${result.stderr.trim().split('\n').slice(-3).join(' / ')}`);
  }
  const log = readDocsLog(result.stderr);
  const entries = docsJson(incrementalDir);
  // When stderr says nothing (a quieter CLI), docs.json's commit tells: the new HEAD means written again.
  if (!log.written.length && !log.kept.length) {
    for (const [file, entry] of entries) (head.startsWith(entry.commit ?? '\0') ? log.written : log.kept).push(file);
  }
  const sameBytes = (file) => existsSync(path.join(outDir, file)) && existsSync(path.join(incrementalDir, file)) && readFileSync(path.join(outDir, file)).equals(readFileSync(path.join(incrementalDir, file)));
  const keptChanged = log.kept.filter((file) => !sameBytes(file));
  const keptWithOldCommit = log.kept.filter((file) => entries.get(file) && !head.startsWith(entries.get(file).commit));
  return {
    changed: files.map((file) => file.path),
    head,
    seconds: result.seconds,
    maxRssMb: result.maxRssMb,
    treeRssMb: result.treeRssMb,
    code: result.code,
    written: log.written,
    writtenSameBytes: log.written.filter(sameBytes),
    kept: log.kept,
    refused: log.refused,
    keptChanged,
    keptWithOldCommit,
  };
}
