/** Sample DEPENDENCY_REPORT.md for the fictional open-source library tollgate, shown on the landing page. */
export const DEPENDENCY_REPORT_SAMPLE = `# Dependency Report

Snapshot of \`package.json\` and \`package-lock.json\` on \`main\`. tollgate ships with **no runtime
dependencies**; everything below is a peer (optional) or development dependency.

## Peer dependencies

| Package   | Range          | Locked (dev) | License | Notes                                          |
|-----------|----------------|--------------|---------|------------------------------------------------|
| \`ioredis\` | \`^5.4.0\`       | 5.8.2        | MIT     | Optional; only \`RedisStore\` imports it          |
| \`express\` | \`^4.21 \\|\\| ^5\` | 5.1.0        | MIT     | Optional; types only at runtime                |
| \`fastify\` | \`^5.0.0\`       | 5.6.1        | MIT     | Optional; plugin tested against 5.x only        |

## Development dependencies

| Package        | Locked   | License    | Notes                                              |
|----------------|----------|------------|----------------------------------------------------|
| \`typescript\`   | 5.9.3    | Apache-2.0 | \`strict\`, \`exactOptionalPropertyTypes\` on           |
| \`tsup\`         | 8.5.0    | MIT        | Builds ESM + CJS; 4 entry points                   |
| \`vitest\`       | 3.2.4    | MIT        | Unit and integration tests                         |
| \`tinybench\`    | 5.0.1    | MIT        | Micro-benchmarks in \`bench/\`                       |
| \`autocannon\`   | 8.0.0    | MIT        | HTTP load for \`bench/http.bench.ts\`                |
| \`@types/node\`  | 24.9.1   | MIT        | Matches the Node 24 CI image                       |
| \`eslint\`       | 9.38.0   | MIT        | Flat config                                        |

## Findings

- \`npm audit\`: 0 vulnerabilities in production and development trees.
- Licenses: all MIT or Apache-2.0; compatible with tollgate's MIT license.
- Outdated: \`vitest\` 3.2.4 → 4.0.x is a major upgrade (config changes for workspaces); tracked
  in TODO.md, not urgent.
- \`express\` 4 support ends with tollgate 2.0; the peer range will become \`^5\`.
- Duplicates: none; the lockfile has a single copy of every package.
`;
