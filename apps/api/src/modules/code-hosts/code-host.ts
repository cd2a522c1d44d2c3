/** A repository as a code host describes it. */
export type HostRepository = {
  id: number;
  owner: string;
  name: string;
  fullName: string;
  defaultBranch: string;
  private: boolean;
};

export type RepositoryRef = { owner: string; name: string };

/** What Chronicle needs from a code host (GitHub today; local git folders next). */
export interface CodeHost {
  listRepositories(): Promise<HostRepository[]>;
  /** null when the repository does not exist or the user cannot see it. */
  getRepository(ref: RepositoryRef): Promise<HostRepository | null>;
  /** Creates a webhook sending `push` events to `url`, signed with `secret`; returns its id. */
  createPushWebhook(ref: RepositoryRef, hook: { url: string; secret: string }): Promise<string>;
  /** Removes a webhook; one that is already gone counts as removed. */
  deleteWebhook(ref: RepositoryRef, hookId: string): Promise<void>;
}
