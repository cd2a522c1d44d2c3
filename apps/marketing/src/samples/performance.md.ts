/** Sample PERFORMANCE.md for the fictional open-source library tollgate, shown on the landing page. */
export const PERFORMANCE_SAMPLE = `# Performance

Numbers for tollgate 1.2.0. Re-run with \`npm run bench\`; results are written to
\`bench/results/<date>.json\`.

## Results

| Scenario                                   | Throughput        | p50      | p99      |
|--------------------------------------------|-------------------|----------|----------|
| \`consume\` — MemoryStore, token bucket      | 3.1 M ops/s       | 0.28 µs  | 0.9 µs   |
| \`consume\` — MemoryStore, sliding window    | 2.4 M ops/s       | 0.36 µs  | 1.2 µs   |
| \`consume\` — RedisStore, token bucket       | 41 k ops/s        | 0.22 ms  | 0.47 ms  |
| \`consume\` — RedisStore, sliding window     | 37 k ops/s        | 0.25 ms  | 0.55 ms  |
| Express, no limiter (baseline)             | 28 400 req/s      | 3.3 ms   | 6.1 ms   |
| Express + \`expressMiddleware\` (MemoryStore)| 27 900 req/s      | 3.4 ms   | 6.3 ms   |

The middleware costs about 2% of throughput on a hello-world route; on real routes it is noise.
Redis numbers are dominated by the network round trip, not the script.

## Methodology

- Machine: AMD Ryzen 7 7840U, 32 GB RAM, Ubuntu 24.04, performance governor, on AC power.
- Runtime: Node.js 24.11, \`NODE_ENV=production\`.
- Micro-benchmarks: tinybench, 2 s warm-up, 10 s measurement, 10 000 distinct keys in random
  order so the LRU and Redis see realistic spread.
- Redis: 7.4 in Docker on the same host, one \`ioredis\` connection, no pipelining.
- HTTP: autocannon, 100 connections, 30 s, 3 runs; the median run is reported.
- Each run is preceded by \`npm run build\`; benchmarks import from \`dist/\`, not \`src/\`.

## Known costs

- Sliding window reads two counters per call, hence ~20% slower than token bucket.
- LRU eviction adds ~0.1 µs per call once \`maxKeys\` is reached.
- The first \`RedisStore\` call pays one extra round trip to load the script (\`SCRIPT LOAD\`).

## Regressions

CI runs the MemoryStore suite on every pull request and fails if throughput drops more than
10% against the last release baseline.
`;
