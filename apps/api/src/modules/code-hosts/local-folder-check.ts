import { constants, type Stats } from 'node:fs';
import { access, realpath, stat } from 'node:fs/promises';
import { homedir, userInfo } from 'node:os';
import path from 'node:path';
import { GitCommandError, runGit } from '@chronicle/history';

/** The longest folder path accepted: Linux's PATH_MAX. */
const MAX_PATH_LENGTH = 4096;

/** A folder that is a readable git work tree (its real path), or the sentence saying why it is not. */
export type LocalFolderCheck = { path: string } | { error: string };

/**
 * Checks a folder someone asks Chronicle to read — in Settings or on the admin panel, local mode —
 * before anything is stored: it exists, is a folder Chronicle may read, and is the top of a git
 * work tree (so its branch can be polled and its files read). Each failure is one sentence.
 * `~` stands for the home folder; any other path must be absolute, since Chronicle's working
 * folder means nothing to the person typing.
 */
export async function checkLocalGitFolder(input: string): Promise<LocalFolderCheck> {
  const typed = input.trim();
  if (!typed) return { error: 'Enter the full path of a git repository on this machine.' };
  if (typed.length > MAX_PATH_LENGTH || typed.includes('\0')) return { error: 'That is not a folder path this machine can have.' };
  const expanded = typed === '~' || typed.startsWith('~/') ? path.join(homedir(), typed.slice(1)) : typed;
  if (!path.isAbsolute(expanded)) return { error: `${typed} is not a full path: give the folder's full path, starting with /.` };
  const folder = path.resolve(expanded);

  let info: Stats;
  try {
    info = await stat(folder);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EACCES') return { error: cannotRead(folder) };
    return { error: `There is no folder ${folder} on this machine.` };
  }
  if (!info.isDirectory()) return { error: `${folder} is a file, not a folder: give the folder of a git repository.` };
  if (!(await access(folder, constants.R_OK | constants.X_OK).then(() => true, () => false))) return { error: cannotRead(folder) };

  const real = await realpath(folder);
  return workTreeCheck(folder, real);
}

/** Asks git whether `real` is the top of a work tree; git's refusals become sentences. */
async function workTreeCheck(folder: string, real: string): Promise<LocalFolderCheck> {
  try {
    const [isBare = '', top = ''] = (await runGit(['rev-parse', '--is-bare-repository', '--show-toplevel'], { cwd: real })).trim().split('\n');
    if (isBare === 'true') return { error: `${folder} is a bare git repository: give a work tree (the folder with .git and your files).` };
    if (path.resolve(top) !== real) return { error: `${folder} is inside the git repository ${top}: add ${top} instead.` };
    return { path: real };
  } catch (error) {
    if (!(error instanceof GitCommandError)) throw error;
    if (/dubious ownership/i.test(error.stderr)) {
      return { error: `Chronicle cannot read ${folder}: it belongs to another user, and git refuses to read it (see git's safe.directory).` };
    }
    if (/must be run in a work tree/i.test(error.stderr)) {
      return { error: `${folder} is a bare git repository: give a work tree (the folder with .git and your files).` };
    }
    return { error: `${folder} is not a git repository: it has no .git folder (run git init there, or give the folder that has one).` };
  }
}

function cannotRead(folder: string): string {
  return `Chronicle cannot read ${folder}: the user it runs as (${userInfo().username}) has no permission to.`;
}
