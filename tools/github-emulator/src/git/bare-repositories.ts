import { access, mkdir } from 'node:fs/promises';
import path from 'node:path';
import { runGit } from './run-git.js';
import { SEED_TIMESTAMP, findUser, type EmulatorState, type RepositoryRecord } from '../state.js';

/** Where a repository's bare git directory lives. */
export function repositoryPath(dataDir: string, repository: Pick<RepositoryRecord, 'owner' | 'name'>): string {
  return path.join(dataDir, repository.owner, `${repository.name}.git`);
}

/**
 * Creates the bare repository of every seeded repository that does not exist yet, each with one
 * commit adding a README.md on its default branch. Existing ones (a reused dataDir) are left as
 * they are, so pushed history survives restarts.
 */
export async function createSeededRepositories(state: EmulatorState): Promise<void> {
  await Promise.all([...state.repositories.values()].map((repository) => ensureBareRepository(state, repository)));
}

async function ensureBareRepository(state: EmulatorState, repository: RepositoryRecord): Promise<void> {
  const gitDir = repositoryPath(state.dataDir, repository);
  if (await exists(path.join(gitDir, 'HEAD'))) return;
  await mkdir(gitDir, { recursive: true });
  await runGit(['init', '--quiet', '--bare', `--initial-branch=${repository.default_branch}`, gitDir]);
  await commitReadme(state, repository, gitDir);
}

// Plumbing commands build the commit straight in the bare repository: no work tree needed.
async function commitReadme(state: EmulatorState, repository: RepositoryRecord, gitDir: string): Promise<void> {
  const owner = findUser(state, repository.owner)!;
  const identity = {
    GIT_AUTHOR_NAME: owner.name,
    GIT_AUTHOR_EMAIL: `${owner.login}@users.noreply.github.com`,
    GIT_AUTHOR_DATE: SEED_TIMESTAMP,
    GIT_COMMITTER_NAME: owner.name,
    GIT_COMMITTER_EMAIL: `${owner.login}@users.noreply.github.com`,
    GIT_COMMITTER_DATE: SEED_TIMESTAMP,
  };
  const blob = await runGit(['--git-dir', gitDir, 'hash-object', '-w', '--stdin'], { input: readmeText(repository) });
  const tree = await runGit(['--git-dir', gitDir, 'mktree'], { input: `100644 blob ${blob}\tREADME.md\n` });
  const commit = await runGit(['--git-dir', gitDir, 'commit-tree', tree, '-m', 'Initial commit'], { env: identity });
  await runGit(['--git-dir', gitDir, 'update-ref', `refs/heads/${repository.default_branch}`, commit]);
}

export function readmeText(repository: Pick<RepositoryRecord, 'name' | 'description'>): string {
  return `# ${repository.name}\n\n${repository.description}\n`;
}

/**
 * The repository's disk use in kilobytes, as GitHub reports `size` and `disk_usage`: measured on
 * the bare repository, and like GitHub's figure a few seconds behind (see `RepositorySizes`).
 */
export function repositorySizeKb(state: EmulatorState, repository: RepositoryRecord): Promise<number> {
  return state.repositorySizes.sizeKb(repositoryPath(state.dataDir, repository));
}

async function exists(file: string): Promise<boolean> {
  return access(file).then(
    () => true,
    () => false,
  );
}
