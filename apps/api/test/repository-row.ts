// A code_repositories row for unit tests: octocat/hello-world, connected on GitHub.
import type { CodeRepositoryRow } from '../src/database/schema.js';

export function repositoryRow(overrides: Partial<CodeRepositoryRow> = {}): CodeRepositoryRow {
  return {
    id: '7d1f2c3e-0000-4000-8000-000000000001',
    userId: '7d1f2c3e-0000-4000-8000-000000000002',
    kind: 'connected',
    provider: 'github',
    hostRepoId: '1296269',
    owner: 'octocat',
    name: 'hello-world',
    fullName: 'octocat/hello-world',
    defaultBranch: 'main',
    publicSlug: 'hello-world',
    tone: 'professional',
    webhookId: null,
    webhookSecretEncrypted: null,
    cloneUrl: null,
    isPrivate: false,
    publishPrivate: false,
    localPath: null,
    polledHeadSha: null,
    publicViews: 0,
    description: null,
    language: null,
    stars: 0,
    htmlUrl: 'https://github.com/octocat/hello-world',
    headSha: null,
    lastAnalyzedAt: null,
    oldestAnalyzedAt: null,
    connectedAt: new Date('2026-03-01T09:00:00Z'),
    disconnectedAt: null,
    ...overrides,
  };
}
