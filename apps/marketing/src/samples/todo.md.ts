/** Sample TODO.md for the fictional open-source library tollgate, shown on the landing page. */
export const TODO_SAMPLE = `# TODO

Prioritised from open issues, failing edge cases and review notes. P0 blocks the next release.

## P0 — before 1.3.0

- [ ] Redis Cluster: wrap keys in a hash tag (\`{tollgate:<key>}\`) so the sliding-window script's
      two keys land in the same slot; today it fails with \`CROSSSLOT\` (#112).
- [ ] \`fetchHandler\`: read the client IP from the runtime (\`Deno.ServeHandlerInfo\`,
      Bun \`server.requestIP\`) instead of falling back to one shared key.
- [x] Lazy script loading in \`RedisStore\` (in Unreleased).

## P1 — next

- [ ] GCRA algorithm as a third option; it needs one key per client instead of two.
- [ ] \`onDenied(request, decision)\` hook for custom 429 bodies without a wrapper middleware.
- [ ] Document running behind Cloudflare and AWS ALB (\`trustProxy\` hop counts).
- [ ] Benchmark the Fastify plugin alongside Express in \`bench/\`.

## P2 — later

- [ ] Metrics hook (\`onDecision\`) so users can export allow/deny counters to Prometheus.
- [ ] Per-route policies in one limiter instead of one limiter per route.
- [ ] A \`DynamoStore\` for serverless users without Redis (needs conditional writes).

## Tech debt

- [ ] \`src/keys.ts\` parses \`Forwarded\` and \`X-Forwarded-For\` separately; merge into one parser.
- [ ] Redis integration tests start their own container in every file; share one per run.
- [ ] Upgrade vitest 3.2 → 4.0 (workspace config moved; see DEPENDENCY_REPORT.md).

## Done recently

- [x] LRU eviction in \`MemoryStore\` (1.2.0)
- [x] Right-most untrusted hop for \`X-Forwarded-For\` (1.1.1)
`;
