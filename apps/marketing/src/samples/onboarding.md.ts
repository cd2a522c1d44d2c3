/** Sample ONBOARDING.md for the fictional open-source library tollgate, shown on the landing page. */
export const ONBOARDING_SAMPLE = `# Onboarding

Welcome to tollgate. This gets you from a fresh clone to a passing test run and your first
pull request.

## Day one setup

1. Install Node.js 22 or 24 (\`.nvmrc\` pins 24) and Docker (only for the Redis tests).
2. Clone and install:
   \`\`\`sh
   git clone https://github.com/tollgate-js/tollgate.git
   cd tollgate
   npm ci
   \`\`\`
3. Run the unit tests (no Redis needed): \`npm test\`
4. Start Redis and run the integration tests:
   \`\`\`sh
   docker compose up -d redis
   npm run test:redis
   \`\`\`
5. Build the package: \`npm run build\` (tsup writes ESM + CJS and types to \`dist/\`).

## Where things are

| Path                   | What you will find                                          |
|------------------------|-------------------------------------------------------------|
| \`src/limiter.ts\`       | \`createLimiter\` and the \`Limiter\` class: start reading here  |
| \`src/algorithms/\`      | Token bucket and sliding window as pure functions           |
| \`src/stores/\`          | \`MemoryStore\`, \`RedisStore\` and the Lua scripts             |
| \`src/adapters/\`        | Express, Fastify and fetch integrations                     |
| \`test/shared-cases.ts\` | The table every algorithm and store must pass               |
| \`bench/\`               | tinybench suites behind PERFORMANCE.md                      |

## How we work

- Conventional Commits (\`fix(redis): …\`); the changelog is generated from them on push to main.
- Every algorithm change needs a case in \`test/shared-cases.ts\`, so JS and Lua stay identical.
- A pull request needs one review and a green CI (lint, unit, Redis, Node 22 and 24).
- Public API changes need a line under \`Unreleased\` and an update to API_REFERENCE.md.

## Good first issues

Look for the \`good first issue\` label; the \`Forwarded\` header parser merge in TODO.md is a
small, well-tested place to start. Ask questions in GitHub Discussions.
`;
