/** Sample ARCHITECTURE.md for the fictional open-source library tollgate, shown on the landing page. */
export const ARCHITECTURE_SAMPLE = `# Architecture

tollgate is split into pure algorithms, stores that hold counters, and thin adapters
that translate a framework's request into a key and a decision into a response.

\`\`\`
 HTTP request
      │
      ▼
┌──────────────────┐   key, cost   ┌──────────────┐  take(key, cost, policy, now)  ┌────────────────┐
│ adapters/        │──────────────▶│ limiter.ts   │───────────────────────────────▶│ stores/        │
│ express fastify  │               │ Limiter      │                                │ MemoryStore    │
│ fetch            │◀──────────────│ (policy,     │◀───────────────────────────────│ RedisStore     │
└──────────────────┘   Decision    │  clock, log) │         StoreResult            └───────┬────────┘
      │                            └──────────────┘                                        │
      ▼                                                                                    ▼
 headers.ts  (Retry-After, RateLimit-Policy, RateLimit)                    algorithms/ (pure functions;
                                                                           Lua twins in redis-scripts.ts)
\`\`\`

## Components

- **Limiter** (\`src/limiter.ts\`): validates options once, owns the policy, the clock and the
  logger, and turns a store result into a \`Decision\`. It never touches HTTP.
- **Algorithms** (\`src/algorithms/\`): \`tokenBucket\` and \`slidingWindow\` are pure functions of
  \`(state, cost, policy, now)\`. The same maths is ported to Lua for Redis; a shared test suite
  runs both implementations against the same table of cases.
- **Stores** (\`src/stores/\`): \`MemoryStore\` keeps state in an LRU map bounded by \`maxKeys\`.
  \`RedisStore\` runs one Lua script per call, so read-modify-write is atomic across processes.
- **Adapters** (\`src/adapters/\`): derive the key (client IP by default, \`keyGenerator\` to
  override), call \`consume\`, write headers, and answer 429 or pass the request on.
- **Headers** (\`src/headers.ts\`): formats \`Retry-After\` and the IETF draft-9 headers.

## Decisions

- Time comes from the application clock, not Redis \`TIME\`, so tests can freeze it. Clock skew
  between app servers is bounded by NTP and only shifts refill by milliseconds.
- Store failures go through one path: \`failOpen\` decides, and \`tollgate.store.error\` is logged.
- Each entry point (\`tollgate\`, \`tollgate/express\`, \`tollgate/fastify\`, \`tollgate/fetch\`) is a
  separate export so bundles only pay for the adapter they use.
`;
