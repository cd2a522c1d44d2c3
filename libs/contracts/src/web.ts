/** The micro-frontends the shell loads at run time (DESIGN.md, "Front end"). */
export const REMOTE_NAMES = ['marketing', 'dashboard', 'admin', 'public-docs'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

/**
 * The remotes manifest the shell reads at start (`GET /remotes.json`): where each remote's
 * `remoteEntry.js` is. Changing it moves a remote without rebuilding the shell.
 */
export type RemotesManifest = Record<RemoteName, { entry: string }>;

export const REMOTES_MANIFEST_PATH = '/remotes.json';

/** The API's OpenAPI description; each operation carries `x-access` (public, signed-in or admin). */
export const OPENAPI_PATH = '/api/openapi.json';

/** Where `npm start` serves each built remote on the API's own origin. */
export function defaultRemoteEntry(name: RemoteName): string {
  return `/remotes/${name}/remoteEntry.js`;
}

/** Query keys shared by the shell and the remotes (one QueryClient serves them all). */
export const QUERY_KEYS = {
  session: ['auth', 'me'] as const,
  repos: ['repos'] as const,
  activeRepository: ['repos', 'active'] as const,
  localFolders: ['local-folders'] as const,
  entries: ['changelog-entries'] as const,
  publicChangelog: (slug: string, page: number) => ['public-changelog', slug, page] as const,
  projects: ['admin', 'projects'] as const,
  projectStatus: (id: string) => ['admin', 'projects', id, 'status'] as const,
  publicProject: (slug: string) => ['docs', slug] as const,
  publicDocument: (slug: string, type: string) => ['docs', slug, type] as const,
  agentRepositories: ['agents', 'repositories'] as const,
  agents: (repositoryId: string | null) => ['agents', 'list', repositoryId] as const,
  agentJobs: (repositoryId: string) => ['agents', 'jobs', repositoryId] as const,
  aiPhases: ['ai', 'phases'] as const,
  aiConfigurations: ['ai', 'configurations'] as const,
  openApi: ['openapi'] as const,
};
