/** Sample LOGGING.md for the fictional open-source library tollgate, shown on the landing page. */
export const LOGGING_SAMPLE = `# Logging

tollgate logs nothing unless you pass a \`logger\` (any pino-compatible object with \`debug\`,
\`info\`, \`warn\` and \`error\`). Every event is one structured line: a fields object and a fixed
message, so you can filter on \`event\`.

## Events

| Event                            | Level   | When                                                  |
|----------------------------------|---------|-------------------------------------------------------|
| \`tollgate.limiter.created\`       | debug   | \`createLimiter\` succeeded; logs the resolved policy    |
| \`tollgate.request.denied\`        | info    | A request got 429                                     |
| \`tollgate.key.fallback\`          | warn    | No client IP could be found; the shared key was used  |
| \`tollgate.store.error\`           | error   | The store call threw or timed out                     |
| \`tollgate.store.fail_open\`       | warn    | A request was allowed because \`failOpen\` is on        |
| \`tollgate.redis.script_reloaded\` | info    | Redis answered \`NOSCRIPT\`; the script was re-sent     |
| \`tollgate.memory.evicted\`        | debug   | \`MemoryStore\` evicted a key at \`maxKeys\` (sampled 1%) |

## Fields

| Field        | Type     | Present on                      | Notes                                    |
|--------------|----------|---------------------------------|------------------------------------------|
| \`event\`      | string   | all                             | One of the names above                   |
| \`key\`        | string   | denied, fallback, store.*       | SHA-256 prefix (12 hex), never the raw IP |
| \`algorithm\`  | string   | created, denied                 | \`token-bucket\` or \`sliding-window\`       |
| \`limit\`      | number   | created, denied                 |                                          |
| \`remaining\`  | number   | denied                          | Always 0 on denied                       |
| \`retryAfterMs\` | number | denied                          |                                          |
| \`store\`      | string   | store.*, redis.*                | \`memory\` or \`redis\`                      |
| \`durationMs\` | number   | store.error                     | Time until the failure                   |
| \`err\`        | Error    | store.error                     | Serialised by your logger                |

## Example

\`\`\`json
{"level":30,"event":"tollgate.request.denied","key":"9f2c41d07ab3","algorithm":"token-bucket","limit":100,"remaining":0,"retryAfterMs":1200,"msg":"rate limit exceeded"}
\`\`\`

Keys are hashed so that logs never contain client IP addresses.
`;
