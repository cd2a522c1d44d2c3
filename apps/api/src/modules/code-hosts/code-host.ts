import type { Provider } from '../../database/schema.js';

/** A repository as a code host lists it: enough to show it and to choose it. */
export type HostRepositorySummary = {
  id: number;
  owner: string;
  name: string;
  fullName: string;
};

/** A repository as a code host describes it when it is connected. */
export type HostRepository = HostRepositorySummary & {
  defaultBranch: string;
  private: boolean;
  /** Where the repository is cloned from (GitHub's `clone_url`); the local host has the path instead. */
  cloneUrl?: string;
  /** Its page on the host. */
  htmlUrl?: string;
  /** As the host describes it (GitHub's description, main language and stargazers); absent on the local host. */
  description?: string | null;
  language?: string | null;
  stars?: number;
  /** Local host only: where the repository is on this machine, and its branch head now. */
  local?: { path: string; headSha: string | null };
};

export type RepositoryRef = { owner: string; name: string };

/**
 * What Chronicle needs from a code host: GitHub (pushes arrive as webhooks) or the git
 * repositories on this machine (pushes are found by polling, see LocalPushPoller).
 */
export interface CodeHost {
  readonly provider: Provider;
  listRepositories(): Promise<HostRepositorySummary[]>;
  /** null when the repository does not exist or the user cannot see it. */
  getRepository(ref: RepositoryRef): Promise<HostRepository | null>;
  /**
   * Creates a webhook sending `push` events to `url`, signed with `secret`; returns its id, or
   * null for a host without webhooks, whose pushes are found by polling.
   */
  createPushWebhook(ref: RepositoryRef, hook: { url: string; secret: string }): Promise<string | null>;
  /** Removes a webhook; one that is already gone counts as removed. */
  deleteWebhook(ref: RepositoryRef, hookId: string): Promise<void>;
}
