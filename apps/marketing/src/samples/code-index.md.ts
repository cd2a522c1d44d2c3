/** Sample CODE_INDEX.md for the fictional open-source library tollgate, shown on the landing page. */
export const CODE_INDEX_SAMPLE = `# Code Index

Every source file in tollgate and what it is for. Generated from the repository tree at
\`main\` (38 files, 2 914 lines of TypeScript and 96 lines of Lua).

## Library (\`src/\`)

| File                            | Purpose                                                        |
|---------------------------------|----------------------------------------------------------------|
| \`src/index.ts\`                  | Public entry: \`createLimiter\`, stores, errors, types            |
| \`src/limiter.ts\`                | \`Limiter\` class: option validation, consume/peek/reset          |
| \`src/options.ts\`                | Defaults and validation messages for \`LimiterOptions\`           |
| \`src/algorithms/token-bucket.ts\`| Refill and spend maths for the token bucket                     |
| \`src/algorithms/sliding-window.ts\` | Weighted two-window counter                                  |
| \`src/stores/memory-store.ts\`    | In-process store with LRU eviction (\`maxKeys\`)                  |
| \`src/stores/redis-store.ts\`     | Redis store: script loading, \`NOSCRIPT\` retry, key expiry       |
| \`src/stores/redis-scripts.ts\`   | Lua sources of both algorithms                                  |
| \`src/adapters/express.ts\`       | \`expressMiddleware\`                                             |
| \`src/adapters/fastify.ts\`       | Fastify plugin (\`onRequest\` hook)                               |
| \`src/adapters/fetch.ts\`         | \`fetchHandler\` for Web-standard runtimes                        |
| \`src/headers.ts\`                | \`Retry-After\` and IETF \`RateLimit\` header formatting            |
| \`src/keys.ts\`                   | Client IP from socket, \`Forwarded\` and \`X-Forwarded-For\`         |
| \`src/errors.ts\`                 | \`StoreUnavailableError\`, \`InvalidOptionsError\`                  |
| \`src/log.ts\`                    | Event names and the no-op default logger                        |

## Tests and tooling

| File                            | Purpose                                                        |
|---------------------------------|----------------------------------------------------------------|
| \`test/shared-cases.ts\`          | Case table every algorithm and store must pass                  |
| \`test/memory-store.test.ts\`     | Unit tests, frozen clock                                        |
| \`test/redis-store.test.ts\`      | Integration tests against Docker Redis                          |
| \`test/keys.test.ts\`             | Proxy header parsing, including spoofing cases                  |
| \`bench/consume.bench.ts\`        | Store micro-benchmarks                                          |
| \`bench/http.bench.ts\`           | autocannon runs for the Express middleware                      |
| \`tsup.config.ts\`                | Builds the four entry points to ESM and CJS                     |
`;
