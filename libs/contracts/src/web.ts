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
  adminUsers: ['admin', 'users'] as const,
  publicProject: (slug: string) => ['docs', slug] as const,
  publicDocument: (slug: string, type: string) => ['docs', slug, type] as const,
  agentRepositories: ['agents', 'repositories'] as const,
  agents: (repositoryId: string | null) => ['agents', 'list', repositoryId] as const,
  agentJobs: (repositoryId: string) => ['agents', 'jobs', repositoryId] as const,
  aiPhases: ['ai', 'phases'] as const,
  aiConfigurations: ['ai', 'configurations'] as const,
  openApi: ['openapi'] as const,
};

/**
 * The shell's pages (spec §2's route table), in one list: the shell's router renders them, and the
 * server answers their paths with 200 and any other path with 404 (the same index.html, so the
 * SPA's 404 page still shows). Patterns are React Router's: `:name` is one segment, `?` optional.
 */
export const PAGE_ROUTES = [
  { path: '/', remote: 'marketing', page: 'LandingPage' },
  { path: '/features', remote: 'marketing', page: 'FeaturesPage' },
  { path: '/pricing', remote: 'marketing', page: 'PricingPage' },
  { path: '/example-template', remote: 'marketing', page: 'ExampleTemplatePage' },
  // The footer's pages (issue 15); their names are reserved slugs (RESERVED_SLUGS).
  { path: '/docs', remote: 'marketing', page: 'DocsPage' },
  { path: '/api-reference', remote: 'marketing', page: 'ApiReferencePage' },
  { path: '/help', remote: 'marketing', page: 'HelpPage' },
  { path: '/contact', remote: 'marketing', page: 'ContactPage' },
  { path: '/privacy', remote: 'marketing', page: 'PrivacyPage' },
  { path: '/terms', remote: 'marketing', page: 'TermsPage' },
  { path: '/dashboard', remote: 'dashboard', page: 'DashboardPage' },
  { path: '/settings', remote: 'dashboard', page: 'SettingsPage' },
  { path: '/admin', remote: 'admin', page: 'AdminPage' },
  { path: '/ai-tuning', remote: 'admin', page: 'AiTuningPage' },
  { path: '/agents', remote: 'admin', page: 'AgentsPage' },
  { path: '/:slug/docs', remote: 'public-docs', page: 'ProjectPage' },
  { path: '/:slug/docs/:docType', remote: 'public-docs', page: 'DocumentPage' },
  // The form the document tabs link to (spec §2); without a type it is the changelog.
  { path: '/docs/:slug/:docType?', remote: 'public-docs', page: 'DocumentPage' },
  { path: '/:publicSlug', remote: 'public-docs', page: 'PublicChangelogPage' },
] as const satisfies readonly { path: string; remote: RemoteName; page: string }[];

/** Any other path: the spec's 'Page Not Found'. */
export const NOT_FOUND_ROUTE = { remote: 'marketing', page: 'NotFoundPage' } as const satisfies { remote: RemoteName; page: string };

export type PageRoute = (typeof PAGE_ROUTES)[number];

/** A page path matched to its route: the route and its `:params`, decoded. */
export type PageMatch = { route: PageRoute; params: Record<string, string> };

/**
 * The route a path shows, as the shell's router would pick it: a route with fewer parameters
 * wins over one with more (`/docs` over `/:publicSlug`), and one trailing slash is ignored.
 * Null for a path no page has — the server answers it 404.
 */
export function matchPageRoute(pathname: string): PageMatch | null {
  const segments = pathname.replace(/(.)\/$/, '$1').split('/').slice(1);
  if (segments.length === 1 && segments[0] === '') segments.length = 0;
  const matches = PAGE_ROUTES.map((route) => ({ route, params: matchSegments(route.path, segments) })).filter((match): match is PageMatch => match.params !== null);
  return matches.sort((a, b) => Object.keys(a.params).length - Object.keys(b.params).length)[0] ?? null;
}

/** A pattern's `:params` for these segments, or null when the pattern does not fit. */
function matchSegments(pattern: string, segments: string[]): Record<string, string> | null {
  const parts = pattern === '/' ? [] : pattern.split('/').slice(1);
  const required = parts.filter((part) => !part.endsWith('?')).length;
  if (segments.length < required || segments.length > parts.length) return null;
  const params: Record<string, string> = {};
  for (const [index, segment] of segments.entries()) {
    const part = parts[index]!;
    if (part.startsWith(':')) {
      if (segment === '') return null;
      const value = safeDecode(segment);
      if (value === null) return null;
      params[part.slice(1).replace(/\?$/, '')] = value;
    } else if (part !== segment) {
      return null;
    }
  }
  return params;
}

function safeDecode(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/** A repository's public documentation page, `/{publicSlug}/docs` (spec §2), as every screen links to it. */
export function publicDocsPath(publicSlug: string): string {
  return `/${encodeURIComponent(publicSlug)}/docs`;
}
