// The repositories the webhook benchmarks push to and the emulator seed that holds them: one user
// per repository, since Chronicle connects one repository per user.

/** One repository (the default): octocat/hello-world of the emulator's default seed. */
const DEFAULT_REPOSITORY = { login: 'octocat', owner: 'octocat', repo: 'hello-world', branch: 'main' };

/** The repositories pushed to: octocat/hello-world alone, or one per seeded user `bench-<i>`. */
export function repositoriesFor(count) {
  if (count === 1) return [DEFAULT_REPOSITORY];
  return Array.from({ length: count }, (_, index) => ({ login: `bench-${index + 1}`, owner: `bench-${index + 1}`, repo: `service-${index + 1}`, branch: 'main' }));
}

/**
 * An emulator seed with one user and one public repository per pushed-to repository, plus any
 * `extra` users and repositories (in the seed's own shape).
 */
export function seedFor(repositories, extra = { users: [], repositories: [] }) {
  return {
    users: [
      ...repositories.map((repository) => ({ login: repository.login, name: `Bench user ${repository.login}`, avatar_url: 'https://avatars.githubusercontent.com/u/583231?v=4' })),
      ...extra.users,
    ],
    repositories: [
      ...repositories.map((repository) => ({
        owner: repository.owner,
        name: repository.repo,
        description: 'A repository the webhook benchmark pushes to.',
        language: 'TypeScript',
        stargazers_count: 0,
        default_branch: repository.branch,
        private: false,
      })),
      ...extra.repositories,
    ],
  };
}
