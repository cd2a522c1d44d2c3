import type { CodeHost, HostRepository, HostRepositorySummary, RepositoryRef } from './code-host.js';
import { discoverLocalRepositories, LOCAL_OWNER, readLocalHead, type LocalRepository } from './local-repositories.js';

/**
 * The git repositories on this machine (`CHRONICLE_LOCAL_REPOS`), for local sign-in. They have no
 * webhooks: LocalPushPoller finds new commits on their branch and files them as pushes.
 */
export class LocalCodeHost implements CodeHost {
  readonly provider = 'local' as const;

  constructor(private readonly folders: string[]) {}

  /** From the folders alone: the branch and its head are read (with git) only for the one connected. */
  async listRepositories(): Promise<HostRepositorySummary[]> {
    return discoverLocalRepositories(this.folders).map(toSummary);
  }

  async getRepository({ owner, name }: RepositoryRef): Promise<HostRepository | null> {
    if (owner.toLowerCase() !== LOCAL_OWNER) return null;
    const found = discoverLocalRepositories(this.folders).find((repository) => repository.name.toLowerCase() === name.toLowerCase());
    return found ? toHostRepository(found) : null;
  }

  async createPushWebhook(): Promise<null> {
    return null;
  }

  async deleteWebhook(): Promise<void> {}
}

function toSummary(repository: LocalRepository): HostRepositorySummary {
  return { id: repository.id, owner: LOCAL_OWNER, name: repository.name, fullName: `${LOCAL_OWNER}/${repository.name}` };
}

async function toHostRepository(repository: LocalRepository): Promise<HostRepository> {
  const head = await readLocalHead(repository.path);
  return {
    ...toSummary(repository),
    defaultBranch: head.branch,
    private: true,
    local: { path: repository.path, headSha: head.sha },
  };
}
