import { BadRequestException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import { NotARepositoryError, parseRemoteUrl, readRemoteDefaultBranch } from '@chronicle/history';
import { parseRepositoryInput, type RepositoryInput } from '@chronicle/contracts';
import { APP_CONFIG } from '../../config/config.module.js';
import type { AppConfig } from '../../config/app-config.js';
import type { RepositoryProvider } from '../../database/schema.js';
import { CodeHostsService } from '../code-hosts/code-hosts.service.js';
import { checkLocalGitFolder } from '../code-hosts/local-folder-check.js';
import { LOCAL_OWNER, localRepositoryId, readLocalHead, repositoryName } from '../code-hosts/local-repositories.js';

/** A repository as an admin's input describes it, ready to be stored as a project. */
export type ProjectSource = {
  provider: RepositoryProvider;
  hostRepoId: string;
  owner: string;
  name: string;
  fullName: string;
  defaultBranch: string;
  cloneUrl: string | null;
  localPath: string | null;
  /** Public repositories have a public page; a folder on this machine is its owner's until published. */
  isPrivate: boolean;
  description: string | null;
  language: string | null;
  stars: number;
  htmlUrl: string | null;
};

/**
 * Reads the admin panel's repository input (spec §5, widened in local mode by issue 30) and
 * describes what it names: a public GitHub repository (GitHub's API), a git work tree on this
 * machine (read in place), or an https:// git URL on an allowed host (read with `git ls-remote`,
 * on https only). Nothing is stored here.
 */
@Injectable()
export class ProjectSources {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly hosts: CodeHostsService,
  ) {}

  async describe(adminId: string, input: string): Promise<ProjectSource> {
    const parsed = parseRepositoryInput(input, {
      githubHost: this.hosts.githubHost(),
      localMode: this.config.signIn === 'local',
      allowedGitHosts: this.config.local.allowedGitHosts,
    });
    if ('error' in parsed) throw new BadRequestException(parsed.error);
    if (parsed.kind === 'github') return this.github(adminId, parsed);
    if (parsed.kind === 'local-path') return localFolder(parsed.path);
    return gitUrl(parsed.url);
  }

  private async github(adminId: string, parsed: Extract<RepositoryInput, { kind: 'github' }>): Promise<ProjectSource> {
    const host = await this.hosts.publicGithub(adminId);
    const found = await host.getRepository({ owner: parsed.owner, name: parsed.name });
    if (!found || found.private) {
      throw new NotFoundException(`GitHub has no public repository ${parsed.owner}/${parsed.name}: it does not exist, or it is private. Only public repositories can be added.`);
    }
    return {
      provider: 'github',
      hostRepoId: String(found.id),
      owner: found.owner,
      name: found.name,
      fullName: found.fullName,
      defaultBranch: found.defaultBranch,
      cloneUrl: found.cloneUrl ?? null,
      localPath: null,
      isPrivate: false,
      description: found.description ?? null,
      language: found.language ?? null,
      stars: found.stars ?? 0,
      htmlUrl: found.htmlUrl ?? null,
    };
  }
}

/** A git work tree on this machine, checked like a folder added in Settings and named like one (`local/<folder>`). */
async function localFolder(input: string): Promise<ProjectSource> {
  const checked = await checkLocalGitFolder(input);
  if ('error' in checked) throw new BadRequestException(checked.error);
  const name = repositoryName(checked.path);
  return {
    provider: 'local',
    hostRepoId: String(localRepositoryId(checked.path)),
    owner: LOCAL_OWNER,
    name,
    fullName: `${LOCAL_OWNER}/${name}`,
    defaultBranch: (await readLocalHead(checked.path)).branch,
    cloneUrl: null,
    localPath: checked.path,
    isPrivate: true,
    description: null,
    language: null,
    stars: 0,
    htmlUrl: null,
  };
}

/** An https:// git URL on an allowed host: its HEAD read over https alone proves it is a repository Chronicle can clone. */
async function gitUrl(url: string): Promise<ProjectSource> {
  let defaultBranch: string;
  try {
    defaultBranch = await readRemoteDefaultBranch(url);
  } catch (error) {
    if (error instanceof NotARepositoryError) throw new BadRequestException(error.message);
    throw error;
  }
  const path = parseRemoteUrl(url)?.name ?? url;
  const segments = path.split('/');
  const name = segments.pop()!;
  return {
    provider: 'git',
    hostRepoId: String(localRepositoryId(url)),
    owner: segments.join('/'),
    name,
    fullName: path,
    defaultBranch,
    cloneUrl: url,
    localPath: null,
    isPrivate: false,
    description: null,
    language: null,
    stars: 0,
    htmlUrl: url.replace(/\.git$/, ''),
  };
}
